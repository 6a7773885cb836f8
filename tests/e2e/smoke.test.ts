import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, openPage } from './support';

describe('the built site in mock mode', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('redirects / to home, shows the header and has no console errors', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/');
    await page.waitForURL('**/home');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).resolves.toBe(true);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('answers API calls from the in-browser mock backend', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/home');
    await page.waitForSelector('#main');
    const languages = await page.evaluate(async () => {
      const response = await fetch('/api/language/list');
      return (await response.json()) as { code: number; data: { code: string }[] };
    });
    expect(languages.code).toBe(200);
    expect(languages.data.map((l) => l.code)).toContain('ar');
    await context.close();
  });
});
