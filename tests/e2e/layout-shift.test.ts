import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openPage, PHONE, PHONE_AGENT } from './support';

/*
 * What loads after the first paint (the mock, the dictionaries, lists, covers) takes the room kept for it:
 * the page's cumulative layout shift stays under 0.02 (the budget) on the main routes, on a
 * desktop and on a phone. The regions of the city list wrap onto two rows in Spanish, so it is measured
 * in Spanish too.
 */
const ROUTES = ['/home', '/cityList', '/explorList', '/travelItinerary', '/commobInfo'];
const VISITS = [
  ...ROUTES.flatMap((path) => [
    { path, device: 'desktop', language: 'en' },
    { path, device: 'phone', language: 'en' },
  ]),
  { path: '/cityList', device: 'desktop', language: 'es' },
] as const;

describe('layout shift on arrival', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(VISITS)('$path on a $device in $language moves less than 0.02', async ({ path, device, language }) => {
    const phone = device === 'phone';
    const context = await newContext(browser, { viewport: phone ? PHONE : DESKTOP, userAgent: phone ? PHONE_AGENT : undefined, language });
    await context.addInitScript(() => {
      const shift = { total: 0 };
      (window as unknown as { shift: typeof shift }).shift = shift;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shift.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await openPage(context, path);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    // the covers decode and the last list settles
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shift: { total: number } }).shift.total)).toBeLessThan(0.02);
    await context.close();
  });
});
