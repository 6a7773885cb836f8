import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openPage, signInThroughApi } from './support';

/** The demo inbox: 27 notifications (8 mentions, 11 likes, 8 system), 7 of them unread. */
const SEEDED_TOTAL = 27;
const SEEDED_UNREAD = 7;

describe('the notification bell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  async function signedInPage(options: { fakeClock?: boolean } = {}): Promise<Page & { errors: string[] }> {
    const context = await newContext(browser);
    const page = await openPage(context, '/home');
    if (options.fakeClock) await page.clock.install();
    await signInThroughApi(page);
    return page;
  }

  const bell = (page: Page, unread: number) =>
    page.getByRole('button', { name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications', exact: true });
  const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
  const items = (page: Page) => dropdown(page).getByRole('list', { name: 'Notifications' }).getByRole('listitem');

  async function openDropdown(page: Page, unread = SEEDED_UNREAD) {
    await bell(page, unread).click();
    await items(page).first().waitFor();
  }

  it('shows the unread badge, pages past 20 and filters by tab', async () => {
    const page = await signedInPage();
    await bell(page, SEEDED_UNREAD).waitFor();
    expect(await page.getByTestId('unread-badge').textContent()).toBe(String(SEEDED_UNREAD));
    await openDropdown(page);
    expect(await items(page).count()).toBe(20);
    // Scrolling to the end loads the next page; clicking "Show more" would race that same scroll.
    await dropdown(page).locator('.notif-panel__more').scrollIntoViewIfNeeded();
    await page.waitForFunction((total) => document.querySelectorAll('.notif-dropdown .notif-item').length === total, SEEDED_TOTAL);
    await expect(dropdown(page).getByRole('button', { name: 'Show more' }).count()).resolves.toBe(0);

    for (const [tab, count] of [['@Me', 8], ['Likes', 11], ['System', 8]] as const) {
      await dropdown(page).getByRole('tab', { name: tab }).click();
      await page.waitForFunction(
        ({ name, expected }) =>
          document.querySelector('.notif-dropdown [role=tab][aria-selected=true]')?.textContent === name &&
          document.querySelectorAll('.notif-dropdown .notif-item').length === expected,
        { name: tab, expected: count },
      );
    }
    const systemTitles = await items(page).locator('.notif-item__title').allTextContents();
    expect(systemTitles).toContain('Welcome to the China Trip Planner community');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('marks an unread notification read when it is clicked and goes to what it points at', async () => {
    const page = await signedInPage();
    await openDropdown(page);
    const first = items(page).first();
    expect(await first.getAttribute('class')).toContain('notif-item--unread');
    await first.getByRole('button', { name: 'Unread: Lena liked your story “Face to face with the Terracotta Army”', exact: false }).click();
    await page.waitForURL('**/explorInfo?id=104');
    await bell(page, SEEDED_UNREAD - 1).waitFor();
    await openDropdown(page, SEEDED_UNREAD - 1);
    expect(await items(page).first().getAttribute('class')).not.toContain('notif-item--unread');
    await page.context().close();
  });

  it('marks all as read, removes one, and clears all only after confirming', async () => {
    const page = await signedInPage();
    await openDropdown(page);
    await dropdown(page).getByRole('button', { name: 'Mark all as read' }).click();
    await bell(page, 0).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.notif-dropdown .notif-item--unread').length === 0);
    expect(await page.getByTestId('unread-badge').count()).toBe(0);

    const firstTitle = await items(page).first().locator('.notif-item__title').textContent();
    await items(page).first().getByRole('button', { name: `Remove notification: ${firstTitle}` }).click();
    await page.waitForFunction(
      (title) => ![...document.querySelectorAll('.notif-dropdown .notif-item__title')].some((el) => el.textContent === title),
      firstTitle,
    );
    expect(await items(page).count()).toBe(19);

    await dropdown(page).getByRole('button', { name: 'Clear all' }).click();
    const confirm = page.getByRole('dialog', { name: 'Tip' });
    await confirm.getByText('Are you sure you want to clear all notifications? This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await items(page).count()).toBe(19);

    await dropdown(page).getByRole('button', { name: 'Clear all' }).click();
    await confirm.getByRole('button', { name: 'Clear all' }).click();
    await dropdown(page).getByText('No notifications yet. Likes, replies and travel notices will show up here.').waitFor();
    expect(await items(page).count()).toBe(0);
    await page.reload();
    await bell(page, 0).click();
    await dropdown(page).getByText('No notifications yet.', { exact: false }).waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('shows a new notification arriving without a reload', async () => {
    const page = await signedInPage({ fakeClock: true });
    await bell(page, SEEDED_UNREAD).waitFor();
    await page.evaluate(async () => {
      await fetch('/api/__mock/settings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceClockMs: 45_000 }) });
    });
    await page.clock.runFor(30_000);
    await bell(page, SEEDED_UNREAD + 1).waitFor();
    await openDropdown(page, SEEDED_UNREAD + 1);
    expect(await items(page).first().locator('.notif-item__title').textContent()).toBe('Grace liked your story “Face to face with the Terracotta Army”');
    await page.context().close();
  });
});
