import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, openPage } from './support';
import { beijingSecondsNow, secondsOf } from './shell-support';

const DAY = 24 * 3600;

describe('languages, direction and the Beijing clock', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows Beijing time to a visitor in New York, ticking every second', async () => {
    const context = await newContext(browser, { timezoneId: 'America/New_York' });
    const page = await openPage(context, '/home');
    const clock = page.locator('header time');
    await clock.waitFor();
    const shown = await clock.innerText();
    const drift = Math.abs(secondsOf(shown) - beijingSecondsNow());
    expect(Math.min(drift, DAY - drift), `clock ${shown}`).toBeLessThanOrEqual(3);
    const browserLocal = await page.evaluate(() => new Date().toTimeString().slice(0, 8));
    expect(shown).not.toBe(browserLocal);
    await expect.poll(() => clock.innerText(), { timeout: 3_000 }).not.toBe(shown);
    await context.close();
  });

  it('lists the languages, lets only the first five be chosen, and reloads in Chinese', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/home');
    await page.getByRole('button', { name: 'Language: English' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your language' });
    await dialog.waitFor();
    const options = dialog.getByRole('listitem');
    await expect.poll(() => options.count()).toBe(6);
    expect((await dialog.getByRole('button').filter({ has: page.locator('[lang]') }).allInnerTexts()).map((text) => text.split('\n')[0].trim())).toEqual(
      ['English', '中文', '日本語', '한국어', 'العربية', 'Español'],
    );
    await expect(dialog.getByRole('button', { name: /English/ }).getAttribute('aria-current')).resolves.toBe('true');

    await dialog.getByRole('button', { name: /Español/ }).click();
    await page.getByText('This language is not available yet').waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => localStorage.getItem('ctp.language'))).resolves.toBeNull();

    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: /中文/ }).click()]);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).waitFor();
    await expect(page.evaluate(() => [document.documentElement.lang, localStorage.getItem('ctp.language')])).resolves.toEqual(['zh', 'zh']);
    await page.getByRole('button', { name: '语言: 中文' }).waitFor();
    // the lookup service names the country in English; the footer names it in Chinese
    await page.locator('footer').getByText('德国', { exact: false }).waitFor();
    await context.close();
  });

  it('renders Arabic right to left after a reload', async () => {
    const context = await newContext(browser, { language: 'ar' });
    const page = await openPage(context, '/home');
    const tabs = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await tabs.getByRole('link', { name: 'الرئيسية' }).waitFor();
    await page.reload();
    await tabs.waitFor();
    await expect(page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).resolves.toEqual(['rtl', 'ar']);
    const brand = await page.locator('header a').first().boundingBox();
    const login = await page.getByRole('button', { name: 'تسجيل الدخول' }).boundingBox();
    expect(brand && login && brand.x > login.x).toBe(true);
    await context.close();
  });

  it('falls back to English for a stored language it does not support, and applies Spanish when stored', async () => {
    const context = await newContext(browser, { language: 'fr' });
    const page = await openPage(context, '/home');
    await page.getByRole('link', { name: 'Home', exact: true }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await context.close();

    const spanish = await newContext(browser, { language: 'es' });
    const spanishPage = await openPage(spanish, '/home');
    await spanishPage.getByRole('link', { name: 'Inicio', exact: true }).waitFor();
    await spanish.close();
  });
});
