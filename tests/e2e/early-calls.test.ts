import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startStandaloneMock } from '../../mock-server/server';
import { serveBuild, type ServedBuild } from './serve-build';
import { launchBrowser, PHONE } from './support';

/** A build for a real API (scripts/test-all.sh builds it, pointed at this port), the standalone mock as that API. */
const DIST = 'dist-api-e2e';
const API_PORT = Number(process.env.E2E_API_PORT ?? 8794);
const API = `http://127.0.0.1:${API_PORT}/`;

/** The calls that reached the API, without preflights and pictures ("city/cityList?pageNum=1&pageSize=12"). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(API) && !url.startsWith(`${API}media/`) && request.method() !== 'OPTIONS') calls.push(url.slice(API.length));
  });
  return calls;
}

/**
 * Holds the entry script until `called()` (at most 5 s) and tells whether it was: a request made while the
 * app's code is held back was made by index.html.
 */
async function holdEntryUntil(page: Page, called: () => boolean): Promise<() => boolean> {
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(readFileSync(`${DIST}/index.html`, 'utf8'))?.[1];
  if (!entry) throw new Error(`${DIST}/index.html names no entry script`);
  let calledFirst = false;
  await page.route(`**${entry}`, async (route) => {
    for (let waited = 0; waited < 5000 && !called(); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    calledFirst = called();
    await route.continue();
  });
  return () => calledFirst;
}

/** Holds the entry script until `path` has reached the API and tells whether it had. */
const holdEntryUntilCalled = (page: Page, calls: string[], path: string) => holdEntryUntil(page, () => calls.includes(path));

describe('a build for a real API asks for the first screen before its code has arrived', () => {
  let browser: Browser;
  let site: ServedBuild;
  let api: { close: () => Promise<void> };
  beforeAll(async () => {
    api = await startStandaloneMock({ port: API_PORT });
    site = await serveBuild(DIST);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await site.close();
    await api.close();
  });

  async function open(path: string, firstCall: string, storage: Record<string, string> = {}) {
    const context = await browser.newContext({ viewport: PHONE, baseURL: site.base });
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(`ctp.${key}`, value);
    }, storage);
    const page = await context.newPage();
    const calls = recordApiCalls(page);
    const calledFirst = await holdEntryUntilCalled(page, calls, firstCall);
    await page.goto(path);
    return { page, calls, calledFirst };
  }

  it('the city list: each of its lists is asked for once, and shown', async () => {
    const { page, calls, calledFirst } = await open('/cityList', 'city/cityList?pageNum=1&pageSize=12');
    await page.getByRole('heading', { name: "Explore China's cities", level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'All cities' }).locator('.city-card__link').count()).toBe(12);
    await expect.poll(() => page.getByRole('region', { name: 'Hot cities' }).locator('.city-card__link').allTextContents()).toContain('Beijing');
    expect(calledFirst()).toBe(true);
    for (const path of ['city/topCityList', 'city/allCity', 'city/cityList?pageNum=1&pageSize=12', 'common/enum', 'enums/allDict']) {
      expect(calls.filter((call) => call === path)).toHaveLength(1);
    }
    // the region filter's options came from index.html's call too
    await expect.poll(() => page.getByRole('group', { name: 'Filter by region' }).getByRole('button').count()).toBeGreaterThan(1);
    // the roles, which no screen shows, are asked for once the first screen is complete
    const started = (path: string) => page.evaluate((url) => performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined, `${API}${path}`).then((entry) => entry && { start: entry.startTime, end: entry.responseEnd });
    await expect.poll(() => started('sys/role/list')).toBeDefined();
    const lists = await Promise.all(['city/topCityList', 'city/allCity', 'city/cityList?pageNum=1&pageSize=12'].map(started));
    expect((await started('sys/role/list'))!.start).toBeGreaterThanOrEqual(Math.max(...lists.map((list) => list!.end)));
  });

  it("the stories, for a reader who chose Chinese: asked once, in the reader's language", async () => {
    const { page, calls, calledFirst } = await open('/explorList', 'clientTrails/page?pageNum=1&pageSize=12&sort=latest', { language: 'zh' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.locator('.story-card').count()).toBe(12);
    expect(calledFirst()).toBe(true);
    expect(calls.filter((call) => call.startsWith('clientTrails/page'))).toEqual(['clientTrails/page?pageNum=1&pageSize=12&sort=latest']);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh');
  });

  it("a phone's city list downloads its lead picture while the app's code is still on its way, and only once", async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: site.base });
    const page = await context.newPage();
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${API}media/`)) pictures.push(request.url());
    });
    const calledFirst = await holdEntryUntil(page, () => pictures.length > 0);
    await page.goto('/cityList');
    const lead = page.getByRole('region', { name: 'Hot cities' }).locator('img.city-card__cover').first();
    await expect.poll(() => lead.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const shown = await lead.getAttribute('src');
    expect(calledFirst()).toBe(true);
    expect(pictures[0]).toBe(shown);
    expect(pictures.filter((url) => url === shown)).toHaveLength(1);
    await context.close();
  });

  it('the planner, which index.html asks nothing for, paints its first frame before it sends any call', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: site.base });
    const page = await context.newPage();
    await page.goto('/travelItinerary');
    await page.getByRole('button', { name: 'Generate my itinerary' }).waitFor();
    const timing = () => page.evaluate((api) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const calls = performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(api) && !entry.name.startsWith(`${api}media/`));
      return paint === undefined || calls.length === 0 ? null : { paint, firstCall: Math.min(...calls.map((entry) => entry.startTime)) };
    }, API);
    await expect.poll(timing).not.toBeNull();
    const { paint, firstCall } = (await timing())!;
    expect(firstCall).toBeGreaterThanOrEqual(paint);
    await context.close();
  });

  it('after the first screen the other strings arrive, but not the mock panel\'s, which this build does not have', async () => {
    const { page } = await open('/cityList', 'city/cityList?pageNum=1&pageSize=12');
    await page.getByRole('heading', { name: "Explore China's cities", level: 1 }).waitFor();
    const strings = () => page.evaluate(() => performance.getEntriesByType('resource').flatMap((entry) => /\/assets\/(locale-[a-z]{2}(?:-[a-z-]+)?)-[\w-]{8}\.js$/.exec(entry.name)?.[1] ?? []));
    await expect.poll(strings).toEqual(expect.arrayContaining(['locale-en', 'locale-en-cities', 'locale-en-planner', 'locale-en-pages', 'locale-en-comments']));
    expect(await strings()).not.toContain('locale-en-mock');
    expect(readFileSync(`${DIST}/index.html`, 'utf8')).toContain('locale-en-mock');
  });

  it('an address with a query is left to the app, which asks once', async () => {
    const { page, calls, calledFirst } = await open('/cityList?region=south', 'city/cityList?pageNum=1&pageSize=12');
    await page.getByRole('heading', { name: "Explore China's cities", level: 1 }).waitFor();
    await expect.poll(() => calls.filter((call) => call.startsWith('city/cityList')).length).toBe(1);
    expect(calledFirst()).toBe(false);
    await expect.poll(() => calls.filter((call) => call === 'common/enum' || call === 'enums/allDict')).toEqual(['common/enum', 'enums/allDict']);
  });
});
