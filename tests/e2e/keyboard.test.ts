import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openPage, openSignedInPage } from './support';

/** What a screen reader would announce for the focused element: its role and accessible name. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing';
    const label = element.getAttribute('aria-label') ?? (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null);
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} ${(label ?? element.textContent ?? '').trim()}`;
  });
}

async function tabUntil(page: Page, target: string, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === target) return;
  }
  throw new Error(`"${target}" was not reached in ${limit} presses of Tab; focus is on "${await focused(page)}"`);
}

describe('using the site with the keyboard alone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('skips to the content with the first Tab', async () => {
    const page = await openPage(await newContext(browser), '/cityList');
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
    await page.context().close();
  });

  it('signs in through the dialog: focus starts in it, stays in it, and returns to the button after closing', async () => {
    const page = await openPage(await newContext(browser), '/home');
    await page.locator('main h1').waitFor();
    await tabUntil(page, 'button Log in');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.waitFor();
    await page.waitForFunction(() => document.querySelector('[role=dialog]')?.contains(document.activeElement));

    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('[role=dialog]')?.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('button Log in');

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.waitForFunction(() => document.querySelector('[role=dialog]')?.contains(document.activeElement));
    expect(await focused(page)).toBe('input E-mail');
    await page.keyboard.type('demo@example.com');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('input Password');
    await page.keyboard.type('Travel#2026');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Account menu of / }).waitFor();
    await page.context().close();
  });

  it('follows the dialog to its next view: the new form has the caret', async () => {
    const page = await openPage(await newContext(browser), '/home');
    await page.locator('main h1').waitFor();
    await tabUntil(page, 'button Log in');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Welcome back' }).waitFor();
    await tabUntil(page, 'button Create an account');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    expect(await focused(page)).toBe('input E-mail');
    await page.context().close();
  });

  it('opens a setting from the account menu and comes back to the menu button', async () => {
    const { context, page } = await openSignedInPage(browser, '/home');
    const menuButton = page.getByRole('button', { name: /^Account menu of / });
    const menuName = `button ${await menuButton.getAttribute('aria-label')}`;
    await tabUntil(page, menuName);
    await page.keyboard.press('Enter');
    await tabUntil(page, 'button Edit nickname', 10);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Edit nickname' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    expect(await focused(page)).toBe('input Nickname');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Edit nickname' }).waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe(menuName);
    await context.close();
  });

  it('moves between notification tabs with the arrow keys', async () => {
    const { context, page } = await openSignedInPage(browser, '/notifications');
    await page.getByRole('tab', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('tab @Me');
    expect(await page.getByRole('tab', { name: '@Me' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('tab System');
    await context.close();
  });

  it('starts a confirmation on Cancel, so Enter keeps the notifications, and returns to the button that asked', async () => {
    const { context, page } = await openSignedInPage(browser, '/notifications');
    await page.locator('.notif-centre .notif-item').first().waitFor();
    const shown = await page.locator('.notif-centre .notif-item').count();
    await page.getByRole('button', { name: 'Clear all' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.waitForFunction(() => document.querySelector('[role=dialog]')?.contains(document.activeElement));
    expect(await focused(page)).toBe('button Cancel');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('button Clear all');
    expect(await page.locator('.notif-centre .notif-item').count()).toBe(shown);
    await context.close();
  });
});
