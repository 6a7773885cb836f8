import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openPage, PHONE, PHONE_AGENT, readMockWorld } from './support';

/** Counts calls to the selection fallback; `copyWorks: false` makes it fail as on a browser without one. */
async function watchCopyFallback(context: BrowserContext, copyWorks: boolean): Promise<void> {
  await context.addInitScript((works: boolean) => {
    const original = document.execCommand.bind(document);
    (window as unknown as { fallbackCopies: number }).fallbackCopies = 0;
    document.execCommand = (command: string, ...rest: []) => {
      if (command === 'copy') {
        (window as unknown as { fallbackCopies: number }).fallbackCopies += 1;
        if (!works) return false;
      }
      return original(command, ...rest);
    };
  }, copyWorks);
}

/** A browser that refuses clipboard access rejects writeText with NotAllowedError, as Chromium does for a denied permission. */
async function denyClipboard(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
  });
}

const fallbackCopies = (page: Page) => page.evaluate(() => (window as unknown as { fallbackCopies: number }).fallbackCopies);

describe('the mobile layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).filter({ has: page.getByRole('link', { name: 'Me', exact: true }) });
  const desktopTabs = (page: Page) => page.locator('header').getByRole('navigation', { name: 'Main navigation' });

  it('switches between 900 and 899 px wide without a reload', async () => {
    const context = await newContext(browser, { viewport: { width: 900, height: 800 } });
    const page = await openPage(context, '/home');
    await desktopTabs(page).waitFor();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await page.setViewportSize({ width: 899, height: 800 });
    await bottomBar(page).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Your China trip, planned for free' }).waitFor();
    await expect(desktopTabs(page).count()).resolves.toBe(0);

    await page.setViewportSize({ width: 900, height: 800 });
    await desktopTabs(page).waitFor();
    await expect(bottomBar(page).count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await context.close();
  });

  it('uses the mobile layout for a phone browser even on a wide screen', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, userAgent: PHONE_AGENT });
    const page = await openPage(context, '/home');
    await bottomBar(page).waitFor();
    await expect(desktopTabs(page).count()).resolves.toBe(0);
    await context.close();
  });

  it("opens the bare address on the landing page at once: index.html preloads its code, no placeholder shows first, and no footer's code comes", async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT });
    // what <main> holds each time it changes, from before the page's code runs
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { mainSeen: seen });
      new MutationObserver(() => {
        const main = document.querySelector('main');
        // the screen's placeholder stands alone in <main>; the landing's own lists show theirs inside it
        const shown = main?.querySelector(':scope > .state--loading') ? 'placeholder' : main?.querySelector(':scope > .landing') ? 'landing' : null;
        const now = shown && `${shown} at ${location.pathname}`;
        if (now && seen[seen.length - 1] !== now) seen.push(now);
      }).observe(document, { childList: true, subtree: true });
    });
    const footerCode: string[] = [];
    context.on('request', (request) => {
      if (/\/assets\/footer-[\w-]+\.js$/.test(request.url())) footerCode.push(request.url());
    });
    const page = await openPage(context, '/');
    await page.getByRole('heading', { level: 1, name: 'Your China trip, planned for free' }).waitFor();
    // the first render is already the home's (the address led there before it), and the landing has no footer to download
    expect(await page.evaluate(() => (window as unknown as { mainSeen: string[] }).mainSeen)).toEqual(['landing at /home']);
    await page.waitForFunction(() => performance.getEntriesByName('first-screen-complete').length > 0);
    expect(footerCode).toEqual([]);
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloaded.some((href) => /\/mobile-landing-[\w-]+\.js$/.test(href))).toBe(true);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('shows the landing page for most routes, own screens for the others, and one screen for loginout and profile', async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT });
    const page = await openPage(context, '/home');
    const landingTitle = page.getByRole('heading', { level: 1, name: 'Your China trip, planned for free' });
    await landingTitle.waitFor();
    await page.getByText('Trusted by travelers from 20+ countries').waitFor();
    await page.getByRole('heading', { name: 'Prefer to add us yourself?' }).waitFor();
    await expect(page.locator('.landing__steps li').count()).resolves.toBe(4);
    const items = await bottomBar(page).getByRole('link').allInnerTexts();
    expect(items.map((text) => text.trim())).toEqual(['Home', 'Cities', 'Explore', 'Me']);

    await page.goto('/commobInfo');
    await landingTitle.waitFor();
    await page.goto('/guides');
    await page.getByRole('heading', { level: 1, name: "Traveller's essentials for China" }).waitFor();
    await expect(landingTitle.count()).resolves.toBe(0);

    await page.goto('/loginout');
    const loginoutHeading = await page.locator('main h1').first().innerText();
    await page.goto('/profile');
    await expect(page.locator('main h1').first().innerText()).resolves.toBe(loginoutHeading);
    await context.close();
  });

  it('follows the bottom bar\'s tabs inside the page and marks the tab of the screen shown', async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT });
    const page = await openPage(context, '/home');
    const current = () => bottomBar(page).locator('[aria-current="page"]').allInnerTexts();
    await page.getByRole('heading', { level: 1, name: 'Your China trip, planned for free' }).waitFor();
    await expect.poll(current).toEqual(['Home']);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await bottomBar(page).getByRole('link', { name: 'Cities', exact: true }).click();
    await page.waitForURL('**/cityList');
    await page.getByRole('heading', { level: 1, name: 'Cities' }).waitFor();
    await expect.poll(current).toEqual(['Cities']);
    // a city's own page is not the section's start: no tab is marked, and the Cities tab leads back to the list
    await page.locator('main').getByRole('link', { name: 'Guilin' }).first().click();
    await page.waitForURL(/\/cityInfo\?id=\d+/);
    await page.getByRole('heading', { name: /^Guilin/, level: 1 }).waitFor();
    await expect.poll(current).toEqual([]);
    await page.goBack();
    await page.waitForURL('**/cityList');
    await expect.poll(current).toEqual(['Cities']);
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await context.close();
  });

  it('hands over to customer service in a new tab, which in mock mode is the site\'s own live support, not a static page', async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT });
    const page = await openPage(context, '/home');
    const [chat] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Talk to a travel advisor' }).click()]);
    await chat.waitForURL('**/home?liveSupport=open&lang=en');
    await chat.getByRole('dialog', { name: 'Live support' }).getByRole('textbox').waitFor();
    const recorded = (await readMockWorld<{ customerServiceRecords: unknown[] }>(page)).customerServiceRecords.length;
    expect(recorded).toBe(1);
    await context.close();
  });

  it('copies the website and the phone number with a granted clipboard', async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT, permissions: ['clipboard-read', 'clipboard-write'] });
    await watchCopyFallback(context, true);
    const page = await openPage(context, '/home');
    await page.getByRole('button', { name: 'Copy website' }).click();
    await page.getByText('Website copied').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(new URL(page.url()).origin);
    await page.getByRole('button', { name: 'Copy phone number' }).click();
    await page.getByText('Phone copied').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('+86 400 820 2026');
    await expect(fallbackCopies(page)).resolves.toBe(0);
    await context.close();
  });

  it('falls back to the selection when the clipboard is denied', async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT });
    await watchCopyFallback(context, true);
    await denyClipboard(context);
    const page = await openPage(context, '/home');
    await page.getByRole('button', { name: 'Copy phone number' }).click();
    await page.getByText('Phone copied').waitFor();
    await expect(fallbackCopies(page)).resolves.toBe(1);
    await context.close();
  });

  it('says "Copy failed" when the clipboard is denied and the fallback fails too', async () => {
    const context = await newContext(browser, { viewport: PHONE, userAgent: PHONE_AGENT });
    await watchCopyFallback(context, false);
    await denyClipboard(context);
    const page = await openPage(context, '/home');
    await page.getByRole('button', { name: 'Copy website' }).click();
    await page.getByText('Copy failed').waitFor();
    await expect(page.getByText('Website copied').count()).resolves.toBe(0);
    await expect(fallbackCopies(page)).resolves.toBe(1);
    await context.close();
  });
});
