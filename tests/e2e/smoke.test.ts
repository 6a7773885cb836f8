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
    // the address leads home before the first render, so the header comes after the new address
    await page.waitForURL('**/home');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('draws the site\'s icon from index.html itself, with no request of its own', async () => {
    const context = await newContext(browser);
    const requested: string[] = [];
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const page = await openPage(context, '/home');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    // the icon's teal tile, read from the picture the browser decodes
    const icon = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '';
      const image = new Image();
      image.src = href;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 64;
      const drawing = canvas.getContext('2d');
      drawing?.drawImage(image, 0, 0, 64, 64);
      return { scheme: new URL(href).protocol, tile: [...(drawing?.getImageData(32, 4, 1, 1).data ?? [])] };
    });
    expect(icon).toEqual({ scheme: 'data:', tile: [0x0f, 0x76, 0x6e, 255] });
    expect(requested.filter((path) => /favicon|\.ico$/.test(path))).toEqual([]);
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

  it('after a hard reload, which bypasses the mock\'s worker, answers calls without reloading the page again', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/travelItinerary');
    await page.waitForFunction(() => document.documentElement.dataset.mock === 'ready');
    let documents = 0;
    page.on('domcontentloaded', () => documents++);
    // a reload that bypasses the cache also bypasses the service worker: the new page starts uncontrolled
    const devtools = await context.newCDPSession(page);
    await devtools.send('Page.reload', { ignoreCache: true });
    await page.waitForEvent('domcontentloaded');
    const request = page.getByLabel('Other requirements');
    await request.fill('Quiet tea houses, please');
    await page.waitForFunction(() => document.documentElement.dataset.mock === 'ready');
    await expect(page.evaluate(() => Boolean(navigator.serviceWorker.controller))).resolves.toBe(true);
    await expect(request.inputValue()).resolves.toBe('Quiet tea houses, please');
    expect(documents).toBe(1);
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
