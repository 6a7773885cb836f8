import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage, PHONE, signInThroughApi } from './support';

/** Half an hour after the seed's "now" (2026-11-20 08:00 UTC), in UTC. */
const FIXED_NOW = new Date('2026-11-20T08:30:00Z');

describe('the notification centre', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  async function centre(options: { languageName?: string; viewport?: { width: number; height: number } } = {}) {
    const context = await newContext(browser, { timezoneId: 'UTC', viewport: options.viewport });
    const page = await openPage(context, '/home');
    await page.clock.setFixedTime(FIXED_NOW);
    await signInThroughApi(page);
    if (options.languageName) await chooseAccountLanguage(page, options.languageName);
    await page.goto('/notifications');
    await page.locator('.notif-centre .notif-item').first().waitFor();
    return page;
  }

  /** A signed-in user's language is the account's: chosen in the language dialog, which tells the server and reloads. */
  async function chooseAccountLanguage(page: Page, languageName: string) {
    await page.getByRole('button', { name: 'Language: English' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your language' });
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: languageName }).click()]);
  }

  /** Scrolling to the end of the list loads the next page (clicking "Show more" would race that scroll). */
  const scrollToListEnd = (page: Page) => page.locator('.notif-centre .notif-panel__more').scrollIntoViewIfNeeded();

  const timeOf = (page: Page, title: string) =>
    page.locator('.notif-item', { hasText: title }).locator('time').textContent();

  it('has tabs All, @Me, Likes and System and shows today, yesterday, this year and older times', async () => {
    const page = await centre();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['All', '@Me', 'Likes', 'System']);
    await page.getByText('You have 7 unread notifications.').waitFor();
    expect(await timeOf(page, 'Lena liked your story “Face to face with the Terracotta Army”')).toBe('34 minutes ago');
    expect(await timeOf(page, "Carlos liked your comment on Xi'an")).toBe('3 hours ago');
    expect(await timeOf(page, 'Sofia replied to your comment on Guilin')).toBe('Yesterday 12:00');
    expect(await timeOf(page, 'Paying with foreign cards in Alipay and WeChat Pay')).toBe('11-17 08:00');
    await scrollToListEnd(page);
    await page.locator('.notif-item', { hasText: "Emma liked your comment on Xi'an" }).waitFor();
    expect(await timeOf(page, "Emma liked your comment on Xi'an")).toBe('2025-10-16 08:00');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('speaks the current language, times included', async () => {
    const page = await centre({ languageName: '中文' });
    expect(await page.getByRole('tab').allTextContents()).toEqual(['全部', '@我', '点赞', '系统']);
    expect(await timeOf(page, 'Lena 赞了你的故事《Face to face with the Terracotta Army》')).toBe('34 分钟前');
    expect(await timeOf(page, 'Sofia 回复了你对桂林的评论')).toBe('昨天 12:00');
    await page.context().close();
  });

  /** The sentences the page words itself: every headline, and the second line where it is not someone's own text. */
  const sentencesOf = async (page: Page) => {
    await scrollToListEnd(page);
    await page.waitForFunction(() => document.querySelectorAll('.notif-centre .notif-item').length === 27);
    return page.locator('.notif-centre').locator('.notif-item__title, .notif-item__content:not(.notif-item__written)').allTextContents();
  };
  const ENGLISH_WORDS = /\b(liked|replied|mentioned|commented|your?|comment|story|notice|welcome|booking|confirmed|verified|featured|others|question|answered)\b/i;

  it('words every notification in Chinese: no English sentence, only the names and titles people wrote', async () => {
    const page = await centre({ languageName: '中文' });
    const sentences = await sentencesOf(page);
    expect(sentences.length).toBeGreaterThan(27);
    expect(sentences.filter((sentence) => ENGLISH_WORDS.test(sentence) || !/\p{Script=Han}/u.test(sentence))).toEqual([]);
    await page.locator('.notif-item', { hasText: 'Carlos 赞了你对西安的评论' }).waitFor();
    await page.locator('.notif-item', { hasText: '在发现页分享你的第一个旅行故事' }).waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('words every notification in Arabic, the Latin names and titles isolated inside the sentence', async () => {
    const page = await centre({ languageName: 'العربية' });
    const sentences = await sentencesOf(page);
    const outsideIsolates = sentences.map((sentence) => sentence.replace(/\u2068[^\u2069]*\u2069/g, ''));
    expect(outsideIsolates.filter((sentence) => /[A-Za-z]/.test(sentence) || !/\p{Script=Arabic}/u.test(sentence))).toEqual([]);
    expect(sentences).toContain('أعجب \u2068Lena\u2069 بقصتك «\u2068Face to face with the Terracotta Army\u2069»');
    expect(sentences).toContain('أعجب \u2068Aiko\u2069 و12 شخصًا آخر بقصتك «\u2068Yunnan by train: Kunming, Dali and Lijiang\u2069»');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('keeps what is shown when loading more fails, and the retry loads the rest', async () => {
    const page = await centre({ viewport: PHONE });
    await forceScenario(page, { endpoint: 'clientNotification/myPage', code: 500, msg: 'The notification service is busy' });
    await scrollToListEnd(page);
    await page.getByRole('alert').filter({ hasText: 'Notifications could not be loaded.' }).waitFor();
    expect(await page.locator('.notif-centre .notif-item').count()).toBe(20);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.notif-centre .notif-item').length === 27);
    await page.context().close();
  });

  it('asks a visitor to sign in, and shows the notifications once signed in', async () => {
    const context = await newContext(browser, { timezoneId: 'UTC' });
    const page = await openPage(context, '/notifications');
    await page.getByText('Sign in to see your notifications.').waitFor();
    await expect(page.locator('.notif-item').count()).resolves.toBe(0);
    await page.locator('.notif-centre--guest').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByLabel('E-mail').fill('demo@example.com');
    await dialog.getByLabel('Password').fill('Travel#2026');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Sign in' }).click()]);
    await page.locator('.notif-centre .notif-item').first().waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('shows the empty state on a tab with nothing in it', async () => {
    const page = await centre();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('dialog', { name: 'Tip' }).getByRole('button', { name: 'Clear all' }).click();
    await page.getByText('No notifications yet. Likes, replies and travel notices will show up here.').waitFor();
    await page.getByText("You're all caught up.").waitFor();
    await page.getByRole('tab', { name: 'System' }).click();
    await page.getByText('No notifications yet. Likes, replies and travel notices will show up here.').waitFor();
    await page.context().close();
  });
});
