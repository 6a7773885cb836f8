import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openPage, PHONE, signInThroughApi, type TestPage } from './support';
import { fillTripInAnyLanguage } from './planner-support';

/** The generation streams at a realistic pace (about a minute), so the indicator shows its "day n of m" line long enough to measure. */
const STREAM_TEST_MS = 180_000;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every box of what matches `selector` and is shown. */
async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((elements) => elements
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0)
    .map(({ x, y, width, height }) => ({ x, y, width, height })));
}

async function onlyBox(page: Page, selector: string): Promise<Box> {
  const found = await boxes(page, selector);
  expect(found, selector).toHaveLength(1);
  return found[0];
}

/** The most lines any element matching `selector` takes on screen. */
const linesOf = (page: Page, selector: string) => page.locator(selector).evaluateAll((elements) => Math.max(...elements.map((element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
})));

/** Whether any text of the indicator is cut off (an ellipsis): the traveller should read all of it. */
const indicatorCut = (page: Page) => page.locator('.planning-indicator__text, .planning-indicator__label').evaluateAll((elements) =>
  elements.some((element) => element.scrollWidth > element.clientWidth + 1));

/** Signed in with the account in `language`, a four-day plan streaming at a realistic pace, the traveller gone to the city list. */
async function planningElsewhere(browser: Browser, language: string): Promise<TestPage> {
  const page = await openPage(await newContext(browser, { pace: 'realistic' }), '/travelItinerary');
  await signInThroughApi(page, undefined, undefined, language);
  await fillTripInAnyLanguage(page);
  await page.locator('.trip-form button[type="submit"]').click();
  await page.locator('.reply__paragraph').first().waitFor();
  // leaving by the site's own navigation (a new page load would end the stream)
  await page.locator('.header__tab[href="/cityList"]').click();
  await page.waitForURL('**/cityList');
  // the longest line it shows: planning, with the day being written
  await page.locator('.planning-indicator__text', { hasText: /\d.*4|4.*\d/ }).waitFor();
  return page;
}

describe('the live planning indicator has its own room', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const language of ['es', 'ar']) {
    it(`${language}: in the 1440 px header the Beijing clock stays on its two lines and nothing overlaps; on a phone the indicator clears the bottom bar and the tool dock`, async () => {
      const page = await planningElsewhere(browser, language);

      const indicator = await onlyBox(page, '.header .planning-indicator');
      expect(await linesOf(page, '.clock__label')).toBe(1);
      expect(await linesOf(page, '.clock__time')).toBe(1);
      const clock = await onlyBox(page, '.clock');
      expect(clock.height).toBeLessThanOrEqual(40);
      for (const neighbour of ['.clock', '.header__tab', '.header__brand', '.language-button', '.notif-bell__button', '.user-menu__trigger']) {
        for (const box of await boxes(page, neighbour)) expect(overlaps(indicator, box), `indicator and ${neighbour}`).toBe(false);
      }
      const header = await onlyBox(page, '.header__inner');
      expect(indicator.x >= header.x && indicator.x + indicator.width <= header.x + header.width).toBe(true);
      expect(await linesOf(page, '.header__tab')).toBe(1);
      expect(await indicatorCut(page)).toBe(false);

      // the same page on a phone: the layout follows the window's width
      await page.setViewportSize(PHONE);
      // the layout changes with React's next render after the resize, not at once
      await page.locator('.bottom-bar').waitFor();
      await expect.poll(() => page.locator('.planning-indicator').count()).toBe(1);
      const onPhone = await onlyBox(page, '.planning-indicator');
      const bar = await onlyBox(page, '.bottom-bar');
      expect(overlaps(onPhone, bar)).toBe(false);
      expect(onPhone.y + onPhone.height).toBeLessThanOrEqual(bar.y);
      const dock = await boxes(page, '.floating-dock .dock-button, .mock-panel__open');
      expect(dock.length).toBeGreaterThan(0);
      for (const button of dock) expect(overlaps(onPhone, button)).toBe(false);
      expect(onPhone.x).toBeGreaterThanOrEqual(0);
      expect(onPhone.x + onPhone.width).toBeLessThanOrEqual(PHONE.width);
      expect(await indicatorCut(page)).toBe(false);

      await page.setViewportSize(DESKTOP);
      expect(page.errors).toEqual([]);
      await page.context().close();
    }, STREAM_TEST_MS);
  }
});
