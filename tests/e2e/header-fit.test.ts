import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openPage, PHONE, signInThroughApi } from './support';

const APP_NAME: Record<string, string> = { en: 'China Trip Planner', es: 'Planificador de Viajes a China', ar: 'مخطط رحلات الصين' };

/** What does not fit in the desktop header: parts outside it or the window, parts on top of each other, a tab on two lines. */
function headerFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('.header__inner')!.getBoundingClientRect();
    const parts = [...document.querySelectorAll('.header__brand, .clock, .header__tab, .header__actions > *')]
      .map((element) => ({ name: element.textContent?.trim() || element.className.toString(), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0);
    const faults: string[] = [];
    for (const { name, box } of parts) {
      if (box.left < Math.max(0, header.left) - 1 || box.right > Math.min(document.documentElement.clientWidth, header.right) + 1) faults.push(`${name} sticks out`);
      if (box.top < header.top - 1 || box.bottom > header.bottom + 1) faults.push(`${name} falls out of the bar`);
    }
    parts.forEach((a, i) => parts.slice(i + 1).forEach((b) => {
      if (a.box.left < b.box.right - 1 && b.box.left < a.box.right - 1 && a.box.top < b.box.bottom - 1 && b.box.top < a.box.bottom - 1) faults.push(`${a.name} overlaps ${b.name}`);
    }));
    for (const tab of document.querySelectorAll('.header__tab')) {
      if (tab.getBoundingClientRect().height > 48) faults.push(`${tab.textContent} wraps`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) faults.push('the page scrolls sideways');
    return faults;
  });
}

describe('the header fits its window', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(['en', 'es', 'ar'])('signed in on a desktop in %s, at 900, 1000 and 1440 px: nothing spills or overlaps, the account button keeps its name', async (language) => {
    const page = await openPage(await newContext(browser), '/home');
    await signInThroughApi(page, undefined, undefined, language);
    await page.locator('.user-menu__trigger').waitFor();
    for (const width of [900, 1000, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator('.header__tabs').waitFor();
      expect(await headerFaults(page), `${language} at ${width} px`).toEqual([]);
    }
    expect(await page.locator('.user-menu__trigger').getAttribute('aria-label')).toContain('Mei Traveller');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it.each(['en', 'es', 'ar'])('on a phone in %s: the site name is on one line beside the tools, and the link says the full name', async (language) => {
    const page = await openPage(await newContext(browser, { viewport: PHONE, language }), '/home');
    const name = page.locator('.top-bar__name');
    await name.waitFor();
    const layout = await name.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      const own = element.getBoundingClientRect();
      const tools = element.closest('.top-bar')!.querySelector('.top-bar__tools')!.getBoundingClientRect();
      const apart = own.right <= tools.left + 1 || tools.right <= own.left + 1;
      return { lines, apart, cut: element.scrollWidth > element.clientWidth + 1 };
    });
    expect(layout.lines).toBe(1);
    expect(layout.apart).toBe(true);
    await page.getByRole('link', { name: APP_NAME[language], exact: true }).waitFor();
    // English and Arabic fit whole; the long Spanish name may end in an ellipsis, its link still named in full
    if (language !== 'es') expect(layout.cut).toBe(false);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
