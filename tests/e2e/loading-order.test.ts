import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openPage, PHONE, PHONE_AGENT } from './support';

/*
 * What a visitor sees first is downloaded first: the in-browser mock starts after the shell has painted
 * its first text, and the code of what is closed on arrival (the account dialogs, the mock panel's opener)
 * once the first screen's calls are answered; the open mock panel's code only when it is asked for. Read from the page's own paint and resource timings. The mock's generated pictures are
 * drawn by its service worker, so they need neither the page's mock nor its main thread; that worker stays
 * installed between visits, and each style sheet is downloaded once.
 */
interface Timings {
  firstContentfulPaint: number;
  mockReady: number;
  /** the page's mark once its first screen is complete (main.tsx) */
  arrived: number;
  started: Record<'mock' | 'dialogs' | 'opener', number>;
  /** the first screen's calls: when each started and when its answer ended */
  calls: { name: string; start: number; end: number }[];
  panelLoaded: boolean;
}

const CHUNKS = {
  mock: /\/assets\/browser-[\w-]+\.js$/,
  dialogs: /\/assets\/account-dialogs-[\w-]+\.js$/,
  opener: /\/assets\/mock-panel-opener-[\w-]+\.js$/,
};
/** the open panel's own chunk (PrimeReact's sidebar, the panel's sections) */
const PANEL = /\/assets\/mock-panel-(?!opener-)[\w-]+\.js$/;

/** A phone's screen and user agent, or a desktop's screen. */
function onDevice(device: 'phone' | 'desktop') {
  return device === 'phone' ? { viewport: PHONE, userAgent: PHONE_AGENT } : { viewport: DESKTOP };
}

describe('loading order on arrival', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each([
    { path: '/home', device: 'phone' },
    { path: '/cityList', device: 'desktop' },
  ] as const)('$path on a $device paints, then starts the mock, then the closed dialogs once its calls are answered', async ({ path, device }) => {
    const context = await newContext(browser, onDevice(device));
    const page = await openPage(context, path);
    await page.locator('main h1').first().waitFor();
    const sources = Object.fromEntries(Object.entries(CHUNKS).map(([name, pattern]) => [name, pattern.source]));
    await page.waitForFunction(
      (patterns) => Object.values(patterns).every((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name))),
      sources,
    );
    const timings = await page.evaluate(({ patterns, panel }): Timings => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const startOf = (source: string) => resources.find((entry) => new RegExp(source).test(entry.name))?.startTime ?? -1;
      return {
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        mockReady: performance.getEntriesByName('mock-ready')[0]?.startTime ?? Infinity,
        arrived: performance.getEntriesByName('first-screen-complete')[0]?.startTime ?? Infinity,
        started: { mock: startOf(patterns.mock), dialogs: startOf(patterns.dialogs), opener: startOf(patterns.opener) },
        calls: resources
          // the mock's answers, and a first visit's first answers from the build (/first-answers/)
          .filter((entry) => entry.initiatorType === 'fetch' && /^\/(api|first-answers)\//.test(new URL(entry.name).pathname) && !entry.name.includes('/api/__mock/'))
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
        panelLoaded: resources.some((entry) => new RegExp(panel).test(entry.name)),
      };
    }, { patterns: sources as Record<keyof typeof CHUNKS, string>, panel: PANEL.source });
    expect(timings.started.mock).toBeGreaterThanOrEqual(timings.firstContentfulPaint);
    expect(timings.mockReady).toBeGreaterThan(timings.started.mock);
    // the first screen asked for its data, and every call it made had its answer before the closed dialogs' code started
    const firstCalls = timings.calls.filter((call) => call.start < timings.arrived);
    expect(firstCalls.length).toBeGreaterThan(0);
    expect(timings.arrived).toBeGreaterThan(timings.mockReady);
    for (const closed of [timings.started.dialogs, timings.started.opener]) {
      expect(closed).toBeGreaterThanOrEqual(timings.arrived);
      expect(firstCalls.filter((call) => call.end > closed)).toEqual([]);
    }
    // the roles, which no screen shows, wait for it too
    expect(firstCalls.map((call) => call.name)).not.toContain('/api/sys/role/list');
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/sys/role/list')))).toBe(true);
    // the open panel's code waits for the visitor to ask for it
    expect(timings.panelLoaded).toBe(false);
    await page.getByRole('button', { name: 'Mock panel' }).click();
    await expect.poll(() => page.locator('.mock-panel').getByRole('heading', { name: 'Mailbox' }).count()).toBe(1);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it.each([
    { path: '/travelItinerary', device: 'desktop' },
    { path: '/cityList', device: 'phone' },
    { path: '/explorList', device: 'desktop' },
  ] as const)('$path on a $device shows its screen in the first paint, not a placeholder before it', async ({ path, device }) => {
    const context = await newContext(browser, onDevice(device));
    // when the screen's heading is first in the page, read before any of the page's own code runs
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main h1')) return;
        Object.assign(window, { headingAt: performance.now() });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await openPage(context, path);
    await page.locator('main h1').first().waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const { headingAt, firstContentfulPaint } = await page.evaluate(() => ({
      headingAt: (window as unknown as { headingAt: number }).headingAt,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    }));
    expect(headingAt).toBeLessThanOrEqual(firstContentfulPaint);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it.each([
    { path: '/home', device: 'phone', language: 'en' },
    { path: '/travelItinerary', device: 'desktop', language: 'ar' },
  ] as const)("$path on a $device in $language loads the browser's number and date data before its first paint, while the entry downloads", async ({ path, device, language }) => {
    const context = await newContext(browser, { ...onDevice(device), language });
    // when the page first builds each kind of Intl formatter, read before any of the page's own code runs
    await context.addInitScript(() => {
      const built: Record<string, number> = {};
      Object.assign(window, { formattersBuilt: built });
      const noted = <Formatter extends object>(kind: string, formatter: Formatter): Formatter =>
        new Proxy(formatter, {
          construct(target, args: unknown[]) {
            built[kind] ??= performance.now();
            return Reflect.construct<unknown[], object>(target as new (...values: unknown[]) => object, args);
          },
        });
      Intl.NumberFormat = noted('NumberFormat', Intl.NumberFormat);
      Intl.DateTimeFormat = noted('DateTimeFormat', Intl.DateTimeFormat);
    });
    const page = await openPage(context, path);
    await page.locator('main h1').first().waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('first-screen-complete').length > 0);
    const { built, firstContentfulPaint } = await page.evaluate(() => ({
      built: (window as unknown as { formattersBuilt: Record<string, number> }).formattersBuilt,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    }));
    expect(Object.keys(built).sort()).toEqual(['DateTimeFormat', 'NumberFormat']);
    for (const at of Object.values(built)) expect(at).toBeLessThan(firstContentfulPaint);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('a picture asked for before the page\'s mock starts is drawn by the mock\'s worker', async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT });
    const page = await openPage(context, '/home');
    await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' });
    // on the next load this runs before any of the page's own code: the page's mock has not started
    await page.addInitScript(() => {
      const early = fetch(`${location.origin}/api/media/cover/city-beijing?caption=Beijing`).then(async (response) => ({
        type: response.headers.get('content-type'),
        body: await response.text(),
        mockStarted: document.documentElement.dataset.mock === 'ready',
      }));
      Object.assign(window, { early });
    });
    await page.reload();
    const early = await page.evaluate(() => (window as unknown as { early: Promise<{ type: string | null; body: string; mockStarted: boolean }> }).early);
    expect(early.mockStarted).toBe(false);
    expect(early.type).toBe('image/svg+xml');
    expect(early.body).toContain('aria-label="Beijing"');
    await context.close();
  });

  it.each([
    { path: '/home', device: 'desktop' },
    { path: '/cityList', device: 'phone' },
  ] as const)('$path on a $device downloads each style sheet once: the early preload is the request the page uses', async ({ path, device }) => {
    const context = await newContext(browser, onDevice(device));
    const styleRequests: string[] = [];
    context.on('request', (request) => {
      // the mock's service worker fetches again what the page asks of it once it controls the page: that second
      // request is the worker's, not another download by the page
      if (request.serviceWorker()) return;
      if (new URL(request.url()).pathname.endsWith('.css')) styleRequests.push(new URL(request.url()).pathname);
    });
    const page = await openPage(context, path);
    await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' });
    await page.locator('main h1').first().waitFor();
    const screenStyles = styleRequests.filter((file) => !file.startsWith('/assets/index-'));
    expect(screenStyles.length).toBeGreaterThan(0);
    expect(styleRequests).toEqual([...new Set(styleRequests)]);
    await context.close();
  });

  it('the mock\'s worker stays installed when the last page it served says it closes', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/home');
    await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' });
    // what MSW's page tells the worker before it unloads; on a busy machine it arrives while the page is still a client
    const registered = await page.evaluate(async () => {
      navigator.serviceWorker.controller?.postMessage('CLIENT_CLOSED');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.scriptURL ?? null;
    });
    expect(registered).toMatch(/\/mock-worker\.js\?api=/);
    await page.reload();
    await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' });
    await page.locator('main h1').first().waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('a visit whose calls only read writes no world, and a call that changes the world writes it once', async () => {
    // a visitor's pace, the seed's own: the tests' fast pace is a change of the world's settings
    const context = await newContext(browser, { pace: 'realistic' });
    await context.addInitScript(() => {
      const setItem = Reflect.get<Storage, 'setItem'>(Storage.prototype, 'setItem');
      const writes: number[] = [];
      Object.assign(window, { worldWrites: writes });
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'ctp.mock.world') writes.push(performance.now());
        setItem.call(this, key, value);
      };
    });
    // the seeded world is not written until a call changes it: a reload seeds the same world again
    const writes = () => page.evaluate(() => (window as unknown as { worldWrites: number[] }).worldWrites.length);
    const settled = async () => {
      await page.locator('.combo-card').first().waitFor();
      await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(500);
    };
    const page = await openPage(context, '/home');
    await settled();
    expect(await writes()).toBe(0);
    await page.reload();
    await settled();
    expect(await writes()).toBe(0);
    // sharing a notice counts the share: that GET changes the world
    await page.evaluate(() => fetch('/api/entryChinaNotice/share?id=5'));
    await page.waitForTimeout(500);
    expect(await writes()).toBe(1);
    await page.reload();
    await settled();
    expect(await writes()).toBe(0);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
