import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, openPage, PHONE, PHONE_AGENT } from './support';
import { iconCodePoints, PRIMEICONS_DIR } from '../../scripts/icon-font';

const FONTS = ['primeicons.woff', 'primeicons-more.woff'];
const fontIcons = (file: string) => {
  const range = new RegExp(`url\\('\\./${file.replace('.', '\\.')}'\\)[^}]*unicode-range: ([^;]+);`).exec(readFileSync('src/ui/icons/primeicons.css', 'utf8'))?.[1] ?? '';
  return range.split(', ').map((code) => parseInt(code.slice(2), 16));
};

/**
 * Each icon the site's fonts hold, drawn with them and with PrimeIcons' own font: the pixels must match. The first
 * screens' icons are in one font, the others in a second that downloads only when a page shows one.
 */
describe('the icon font the site ships', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('draws every icon the site uses exactly as PrimeIcons does, and no other', async () => {
    const points = iconCodePoints(readFileSync(`${PRIMEICONS_DIR}/primeicons.css`, 'utf8'));
    const shipped = [...readFileSync('src/ui/icons/primeicons.css', 'utf8').matchAll(/\.(pi-[a-z0-9-]+):before/g)].map(([, name = '']) => name);
    const left = [...points.keys()].filter((name) => !shipped.includes(name)).slice(0, 3);
    const page = await browser.newPage();
    const differences = await page.evaluate(
      async ({ ours, theirs, codes }) => {
        const faces = [...ours.map((data, index) => new FontFace(`ours${index}`, `url(data:font/woff;base64,${data.woff})`)), new FontFace('theirs', `url(data:font/woff2;base64,${theirs})`)];
        for (const face of faces) document.fonts.add(await face.load());
        const pixels = (family: string, code: number) => {
          const canvas = document.createElement('canvas');
          canvas.width = canvas.height = 48;
          const context = canvas.getContext('2d') as CanvasRenderingContext2D;
          context.font = `40px ${family}`;
          context.fillText(String.fromCodePoint(code), 2, 42);
          return context.getImageData(0, 0, 48, 48).data;
        };
        return Object.fromEntries(Object.entries(codes).map(([name, code]) => {
          const reference = pixels('theirs', code);
          // drawn with the font whose range holds it; an icon neither holds is drawn with both
          const families = ours.flatMap((data, index) => (data.codes.includes(code) ? [`ours${index}`] : []));
          const drawn = (families.length ? families : ours.map((_, index) => `ours${index}`)).map((family) => pixels(family, code));
          return [name, { same: drawn.some((mine) => mine.every((value, i) => value === reference[i])), inked: reference.some((value, i) => i % 4 === 3 && value > 0) }];
        }));
      },
      {
        ours: FONTS.map((file) => ({ woff: readFileSync(`src/ui/icons/${file}`).toString('base64'), codes: fontIcons(file) })),
        theirs: readFileSync(`${PRIMEICONS_DIR}/fonts/primeicons.woff2`).toString('base64'),
        codes: Object.fromEntries([...shipped, ...left].map((name) => [name, points.get(name) as number])),
      },
    );
    for (const name of shipped) expect(differences[name], name).toEqual({ same: true, inked: true });
    for (const name of left) expect(differences[name]?.same, name).toBe(false);
    await page.close();
  });

  it('a phone on the city list downloads only the first font; the converter, whose icons are not there, the second too', async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT });
    const page = await openPage(context, '/cityList');
    await page.locator('.city-card__cover').first().waitFor();
    const fonts = () => page.evaluate(() => performance.getEntriesByType('resource').flatMap((entry) => /\/assets\/(primeicons(?:-more)?)-[\w-]{8}\.woff$/.exec(entry.name)?.[1] ?? []));
    await expect.poll(fonts).toEqual(['primeicons']);
    await page.evaluate(() => document.fonts.ready);
    expect(await fonts()).toEqual(['primeicons']);
    await page.goto('/transform');
    await page.locator('.pi-wallet').first().waitFor();
    await expect.poll(fonts).toEqual(expect.arrayContaining(['primeicons-more']));
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px primeicons', '\ue9c3') && [...document.fonts].filter((face) => face.family.replace(/'|"/g, '') === 'primeicons').every((face) => face.status !== 'error'))).toBe(true);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
