import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage, PHONE, PHONE_AGENT } from './support';

/*
 * A mock-mode build answers a first visit's first screen from the answers the build wrote from the seeded
 * world (scripts/first-answers.ts), so its lists and covers do not wait for the in-browser mock to download
 * and start. Once the world has changed (or someone signs in) the mock answers everything.
 */

/** The page's requests for the build's answers and for the mock's own answers to the first screen's lists. */
function recordListCalls(page: Page): { seeded: string[]; mock: string[] } {
  const calls = { seeded: [] as string[], mock: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // without the build's version of the answers: /first-answers/<version>/zh/… as /first-answers/zh/…
    if (pathname.startsWith('/first-answers/')) calls.seeded.push(pathname.replace(/^\/first-answers\/[0-9a-f]{10}\//, '/first-answers/'));
    if (/^\/api\/(city\/(topCityList|allCity|cityList)|clientTrails\/page)$/.test(pathname)) calls.mock.push(pathname);
  });
  return calls;
}

/** Holds the in-browser mock's code back until `release()`. */
async function holdMock(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/browser-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const coverShown = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).locator('img.city-card__cover').first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

describe("a first visit's first screen in a mock-mode build", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows the city list's lists and covers while the mock is still on its way, in the reader's language", async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT, language: 'zh' });
    const page = await context.newPage();
    const calls = recordListCalls(page);
    const release = await holdMock(page);
    await page.goto('/cityList');
    await expect.poll(() => page.getByRole('region', { name: '热门城市' }).locator('.city-card__link').allTextContents()).toContain('北京');
    await expect.poll(() => coverShown(page, '热门城市')).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: '全部城市' }).locator('.city-card__link').count()).toBe(12);
    // the region filter's names came from the build's answer to the site's dictionaries
    await expect.poll(() => page.getByRole('group', { name: '按地区筛选' }).getByRole('button').count()).toBeGreaterThan(1);
    expect(await page.locator('html').getAttribute('data-mock')).toBeNull();
    expect(calls.seeded).toEqual(expect.arrayContaining(['/first-answers/zh/city.topCityList.json', '/first-answers/zh/city.cityList.json', '/first-answers/zh/common.enum.json']));
    release();
    await expect.poll(() => page.locator('html').getAttribute('data-mock')).toBe('ready');
    // the next page comes from the mock, which started from the same world
    await page.getByRole('button', { name: /^显示更多城市/ }).click();
    await expect.poll(() => page.getByRole('region', { name: '全部城市' }).locator('.city-card__link').count()).toBe(24);
    expect(calls.mock).toEqual(['/api/city/cityList']);
    await context.close();
  });

  it("shows the footer's contacts in Arabic on an address without first lists while the mock is still on its way", async () => {
    const context = await newContext(browser, { language: 'ar' });
    const page = await context.newPage();
    const calls = recordListCalls(page);
    const release = await holdMock(page);
    await page.goto('/travelItinerary');
    await page.locator('footer').getByText('+86 400 820 2026').waitFor();
    expect(await page.locator('html').getAttribute('data-mock')).toBeNull();
    expect(calls.seeded).toEqual(['/first-answers/ar/common.enum.json', '/first-answers/ar/enums.allDict.json']);
    release();
    await expect.poll(() => page.locator('html').getAttribute('data-mock')).toBe('ready');
    await context.close();
  });

  it('shows the stories from the build too, and the mock answers everything once a call has changed its world', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/explorList');
    const calls = recordListCalls(page);
    await expect.poll(() => page.locator('.story-card').count()).toBe(12);
    await forceScenario(page, { endpoint: 'city/topCityList', code: 500, msg: 'The hot cities are resting' });
    await page.goto('/cityList');
    const hot = page.getByRole('region', { name: 'Hot cities' });
    await hot.getByRole('alert').waitFor();
    expect(await hot.locator('.city-card__link').count()).toBe(0);
    await page.goto('/explorList');
    await expect.poll(() => page.locator('.story-card').count()).toBe(12);
    expect(calls.seeded).toEqual([]);
    expect(calls.mock).toEqual(expect.arrayContaining(['/api/city/topCityList', '/api/clientTrails/page']));
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it("on a phone's landing page starts the mock's download only once the lead picture has painted", async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT });
    const page = await openPage(context, '/');
    await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' });
    const order = await page.evaluate(() => new Promise<{ lead: string | undefined; painted: number | undefined; mockStarted: number | undefined }>((resolve) => {
      new PerformanceObserver((entries) => {
        const lead = window.leadPicture;
        const painted = entries.getEntries().find((entry) => (entry as PerformanceEntry & { url?: string }).url === lead)?.startTime;
        const mockStarted = performance.getEntriesByType('resource').find((entry) => /\/assets\/browser-[\w-]+\.js$/.test(entry.name))?.startTime;
        resolve({ lead, painted, mockStarted });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }));
    expect(order.lead).toMatch(/\/api\/media\/vertical\/combo-/);
    expect(order.painted).toBeDefined();
    expect(order.mockStarted).toBeGreaterThanOrEqual(order.painted!);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it("shows each region of the city list's filter with its count from the start, so nothing moves sideways", async () => {
    const context = await newContext(browser, { language: 'es' });
    // what each region's button holds when it first appears, read before any of the page's code runs
    await context.addInitScript(() => {
      const firstSeen: string[] = [];
      Object.assign(window, { firstSeen });
      new MutationObserver(() => {
        for (const button of document.querySelectorAll('.cities__region')) {
          const label = button.firstChild?.textContent ?? '';
          if (!firstSeen.some((seen) => seen.startsWith(`${label}|`))) firstSeen.push(`${label}|${button.querySelector('.cities__region-count')?.textContent ?? ''}`);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const page = await openPage(context, '/cityList');
    const group = page.getByRole('group', { name: 'Filtrar por región' });
    await expect.poll(() => group.getByRole('button').count()).toBe(8);
    const firstSeen = await page.evaluate(() => (window as unknown as { firstSeen: string[] }).firstSeen);
    expect(firstSeen).toHaveLength(8);
    // "All regions" has no count; every region had its count when it appeared
    expect(firstSeen.slice(1).every((seen) => /\|\d+$/.test(seen))).toBe(true);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
