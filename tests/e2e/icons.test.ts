import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support';
import { iconCodePoints, PRIMEICONS_DIR } from '../../scripts/icon-font';

/** Each icon the site's font holds, drawn with it and with PrimeIcons' own font: the pixels must match. */
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
        const fonts = { ours: new FontFace('ours', `url(data:font/woff;base64,${ours})`), theirs: new FontFace('theirs', `url(data:font/woff2;base64,${theirs})`) };
        for (const font of Object.values(fonts)) document.fonts.add(await font.load());
        const pixels = (family: string, code: number) => {
          const canvas = document.createElement('canvas');
          canvas.width = canvas.height = 48;
          const context = canvas.getContext('2d') as CanvasRenderingContext2D;
          context.font = `40px ${family}`;
          context.fillText(String.fromCodePoint(code), 2, 42);
          return context.getImageData(0, 0, 48, 48).data;
        };
        return Object.fromEntries(Object.entries(codes).map(([name, code]) => {
          const mine = pixels('ours', code);
          const reference = pixels('theirs', code);
          return [name, { same: mine.every((value, i) => value === reference[i]), inked: reference.some((value, i) => i % 4 === 3 && value > 0) }];
        }));
      },
      {
        ours: readFileSync('src/ui/icons/primeicons.woff').toString('base64'),
        theirs: readFileSync(`${PRIMEICONS_DIR}/fonts/primeicons.woff2`).toString('base64'),
        codes: Object.fromEntries([...shipped, ...left].map((name) => [name, points.get(name) as number])),
      },
    );
    for (const name of shipped) expect(differences[name], name).toEqual({ same: true, inked: true });
    for (const name of left) expect(differences[name]?.same, name).toBe(false);
    await page.close();
  });
});
