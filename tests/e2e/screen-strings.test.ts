import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, openPage, PHONE, PHONE_AGENT } from './support';

/*
 * A visitor downloads the shell's strings in their language and the strings of the screen they open, beside the
 * entry; every other namespace (and English, the fallback) follows once the first screen is complete, and a
 * screen opened before that waits for its own strings rather than showing their keys.
 */
const strings = (language: string, namespace: string) =>
  JSON.parse(readFileSync(`src/i18n/locales/${language}/${namespace}.json`, 'utf8')) as Record<string, Record<string, string>>;

const LOCALE = /\/assets\/(locale-[a-z]{2}(?:-[a-z-]+)?)-[\w-]{8}\.js$/;

describe('strings by screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a phone opening the stories in Arabic gets the shell and story strings first, the others after the first screen', async () => {
    const context = await newContext(browser, { language: 'ar', viewport: PHONE, userAgent: PHONE_AGENT });
    const page = await openPage(context, '/explorList');
    await page.locator('main h1').first().waitFor();
    // once the first screen is complete every namespace of the page language arrives, and English; a resource
    // entry is written when its download ends, and the downloads end in no set order
    const later = ['locale-ar-planner', 'locale-ar-pages', 'locale-en', 'locale-en-stories', 'locale-en-plan-check'];
    await page.waitForFunction(
      ({ chunks, pattern }) => {
        const loaded = performance.getEntriesByType('resource').map((entry) => new RegExp(pattern).exec(entry.name)?.[1]);
        return chunks.every((chunk) => loaded.includes(chunk));
      },
      { chunks: later, pattern: LOCALE.source },
    );
    const loads = await page.evaluate((pattern) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .flatMap((entry) => {
          const chunk = new RegExp(pattern).exec(entry.name)?.[1];
          return chunk ? [{ chunk, beforePaint: entry.startTime < paint }] : [];
        });
    }, LOCALE.source);
    expect(loads.filter((load) => load.beforePaint).map((load) => load.chunk).sort()).toEqual(['locale-ar', 'locale-ar-stories']);
    expect(loads.map((load) => load.chunk)).toEqual(expect.arrayContaining(later));
    // each chunk is downloaded once: the early preload and the app's own request are one
    expect(new Set(loads.map((load) => load.chunk)).size).toBe(loads.length);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe(strings('ar', 'stories').list?.title);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('a screen opened before the other strings arrived waits for its own and shows them, not their keys', async () => {
    const context = await newContext(browser);
    // a slow network for the static pages' strings: they are still on their way when the visitor opens one
    await context.route(/\/assets\/locale-en-pages-[\w-]{8}\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await openPage(context, '/cityList');
    await page.locator('main h1').first().waitFor();
    const policy = strings('en', 'pages').policy?.title;
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: strings('en', 'shell').titles?.policy });
    await footerLink.click();
    await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 10_000 }).toBe(policy);
    await expect.poll(() => page.locator('main').textContent()).not.toContain('policy.');
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
