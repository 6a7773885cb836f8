import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, openPage, openSignedInPage, PHONE, PHONE_AGENT, type TestPage } from './support';
import { fillTrip } from './planner-support';

/** Speeds up (or slows down) the in-browser mock's streams, also one already running. */
async function setPace(page: Page, pace: 'fast' | 'realistic'): Promise<void> {
  await page.evaluate(async (value) => {
    localStorage.setItem('ctp.mock.pace', value);
    await fetch('/api/__mock/settings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pace: value }) });
  }, pace);
}

/** Signs in through the login dialog a visitor was sent to; the page reloads (the spec's rule). */
async function signInThroughDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.waitFor();
  await dialog.getByLabel('E-mail').fill('demo@example.com');
  await dialog.getByLabel('Password').fill('Travel#2026');
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Sign in' }).click()]);
}

/** Realistic streams take about a minute; these tests wait for parts of one. */
const STREAM_TEST_MS = 180_000;

/** A signed-in planner page whose four-day itinerary is streaming at a realistic pace. */
async function startPlanning(browser: Browser): Promise<{ context: BrowserContext; page: TestPage }> {
  const opened = await openSignedInPage(browser, '/travelItinerary', { pace: 'realistic' });
  await fillTrip(opened.page);
  await opened.page.getByRole('button', { name: 'Generate my itinerary' }).click();
  return opened;
}

const conversationText = (page: Page) => page.locator('.conversation .reply__text').last().innerText();

describe('the trip plan is never lost and always in view', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('desktop: the plan keeps streaming on another page, the header shows it, and it is there on return; Stop says what it kept', async () => {
    const { context, page } = await startPlanning(browser);
    // the button answers at once, and the conversation shows the request where the user is
    await page.getByRole('button', { name: 'Planning your trip…' }).waitFor();
    await page.locator('.reply__paragraph').first().waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cities' }).click();
    await page.waitForURL('**/cityList');
    const indicator = page.locator('header').getByRole('link', { name: /^Planning your trip(, day \d of 4)? — open the planner$/ });
    await indicator.waitFor();
    await page.getByRole('link', { name: /^Planning your trip, day \d of 4 — open the planner$/ }).waitFor();

    await indicator.click();
    await page.waitForURL('**/travelItinerary');
    expect((await conversationText(page)).length).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Stopped. What arrived so far is kept.').waitFor();
    const kept = await conversationText(page);
    expect(kept.length).toBeGreaterThan(20);
    await page.reload();
    await page.getByText('Stopped. What arrived so far is kept.').waitFor();
    expect(await conversationText(page)).toBe(kept);
    expect(page.errors).toEqual([]);
    await context.close();
  }, STREAM_TEST_MS);

  it('desktop: a plan that ends while the traveller is elsewhere is announced as ready and complete on return', async () => {
    const { context, page } = await startPlanning(browser);
    await page.locator('.reply__paragraph').first().waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Explore' }).click();
    await page.locator('header').getByRole('link', { name: /^Planning your trip.* — open the planner$/ }).waitFor();
    await setPace(page, 'fast');
    const ready = page.getByRole('link', { name: 'Your itinerary is ready — open the planner' });
    await ready.click();
    await page.getByRole('heading', { name: 'Day 4 · Harbin' }).first().waitFor();
    await page.getByRole('button', { name: 'Save itinerary' }).waitFor();
    await expect(page.getByRole('status').filter({ hasText: 'The itinerary is complete' }).count()).resolves.toBe(1);
    await ready.waitFor({ state: 'detached' });
    await context.close();
  }, STREAM_TEST_MS);

  it('phone, Chinese: the indicator floats above the bottom bar on another page and leads back', async () => {
    const { context, page } = await openSignedInPage(browser, '/travelItinerary', { viewport: PHONE, userAgent: PHONE_AGENT, language: 'zh', pace: 'realistic' });
    await page.getByLabel('出发城市').selectOption('beijing');
    await page.getByLabel('目的地（按顺序）').selectOption('harbin');
    await page.locator('.field__inline button').click();
    await page.locator('.budget-option input').nth(1).check();
    await page.getByRole('button', { name: '生成我的行程' }).click();
    await page.getByRole('button', { name: '正在规划你的行程…' }).waitFor();
    await page.locator('.reply__paragraph').first().waitFor();
    await page.locator('.bottom-bar').getByRole('link').first().click();
    await page.waitForURL('**/home');
    const indicator = page.getByRole('link', { name: /^正在规划你的行程.* — 打开行程规划$/ });
    await indicator.waitFor();
    const box = await indicator.boundingBox();
    const bar = await page.locator('.bottom-bar').boundingBox();
    expect(box && bar && box.y + box.height <= bar.y).toBe(true);
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await indicator.click();
    await page.waitForURL('**/travelItinerary');
    await page.getByRole('button', { name: '停止' }).click();
    await page.getByText('已停止。已收到的内容会保留。').waitFor();
    await context.close();
  }, STREAM_TEST_MS);

  it('a reload mid-stream shows the reply as interrupted with its text, and Continue writes it again', async () => {
    const { context, page } = await startPlanning(browser);
    await page.locator('.reply__paragraph').nth(1).waitFor();
    const before = await conversationText(page);
    // the next page load's mock runs fast; the stream running now keeps its pace until the reload ends it
    await page.evaluate(() => localStorage.setItem('ctp.mock.pace', 'fast'));
    await page.reload();
    await page.getByText('Interrupted: the page was closed or reloaded while this reply was being written.').waitFor();
    expect((await conversationText(page)).startsWith(before.slice(0, 40))).toBe(true);
    expect(await page.getByRole('button', { name: 'Stop' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Day 4 · Harbin' }).first().waitFor();
    await page.getByRole('button', { name: 'Save itinerary' }).waitFor();
    // the interrupted reply stays as it was, above the complete one
    await expect(page.locator('.message--assistant').count()).resolves.toBe(2);
    await expect(page.getByRole('button', { name: 'Continue' }).count()).resolves.toBe(0);
    await context.close();
  }, STREAM_TEST_MS);

  it('the trip form and the chat box keep what a visitor typed across a reload, the sign-in reload and a language change', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/travelItinerary');
    await page.getByRole('heading', { name: 'Your trip' }).waitFor();
    await fillTrip(page);
    await page.getByLabel('Other requirements').fill('Vegetarian, a relaxed pace');
    await page.getByRole('textbox', { name: 'Ask anything about travel in China' }).fill('Do I need cash in Datong?');
    const expectForm = async (language: 'en' | 'zh') => {
      await page.locator('#trip-departure').waitFor();
      await expect(page.locator('#trip-departure').inputValue()).resolves.toBe('beijing');
      await expect(page.locator('.trip-form__stops li').count()).resolves.toBe(2);
      await expect(page.locator('#trip-days').inputValue()).resolves.toBe('4');
      await expect(page.locator('#trip-requirements').inputValue()).resolves.toBe('Vegetarian, a relaxed pace');
      await expect(page.locator('#chat-question').inputValue()).resolves.toBe('Do I need cash in Datong?');
      await expect(page.locator('.budget-option input:checked').count()).resolves.toBe(1);
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(language);
    };
    await page.reload();
    await expectForm('en');

    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    await signInThroughDialog(page);
    await page.getByRole('button', { name: 'Account menu of Mei Traveller' }).waitFor();
    await expectForm('en');

    await page.getByRole('button', { name: 'Language: English' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your language' });
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: /中文/ }).click()]);
    await page.getByRole('heading', { name: '你的旅行' }).waitFor();
    await expectForm('zh');

    // sent, the question's draft is gone; the trip form keeps describing the trip
    await page.getByRole('button', { name: '发送' }).click();
    await expect.poll(() => page.locator('#chat-question').inputValue(), { timeout: 30_000 }).toBe('');
    await page.reload();
    await page.locator('.message--user').first().waitFor();
    await expect(page.locator('#chat-question').inputValue()).resolves.toBe('');
    await expect(page.locator('#trip-departure').inputValue()).resolves.toBe('beijing');
    await context.close();
  }, STREAM_TEST_MS);

  it('the booking form of a trip package keeps its data across the sign-in it asks for', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/comboDetail?id=3');
    await page.getByLabel('Phone number').fill('+44 7700 900123');
    await page.getByLabel('Travellers').fill('3');
    await page.getByLabel('Requests (optional)').fill('A quiet room, please');
    await page.getByRole('button', { name: 'Sign in to book' }).click();
    await signInThroughDialog(page);
    await page.getByRole('button', { name: 'Confirm booking' }).waitFor();
    await expect(page.getByLabel('Phone number').inputValue()).resolves.toBe('+44 7700 900123');
    await expect(page.getByLabel('Travellers').inputValue()).resolves.toBe('3');
    await expect(page.getByLabel('Requests (optional)').inputValue()).resolves.toBe('A quiet room, please');
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe('demo@example.com');
    await context.close();
  }, STREAM_TEST_MS);

  it('scrolling up while the reply streams pauses following and offers Jump to latest', async () => {
    const { context, page } = await startPlanning(browser);
    const box = page.locator('.conversation__scroll');
    const distanceFromEnd = () => box.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    await page.getByRole('heading', { name: /^Day 1 · / }).first().waitFor();
    // following: the newest line stays in view as text arrives
    await expect
      .poll(async () => (await box.evaluate((el) => el.scrollHeight > el.clientHeight + 100)) && (await distanceFromEnd()) <= 24, { timeout: 30_000 })
      .toBe(true);
    await box.hover();
    await page.mouse.wheel(0, -600);
    const jump = page.getByRole('button', { name: 'Jump to latest' });
    await jump.waitFor();
    // paused: new text does not pull the reader down
    const held = await box.evaluate((el) => el.scrollTop);
    await page.getByRole('heading', { name: /^Day 2 · / }).first().waitFor({ state: 'attached' });
    expect(Math.abs((await box.evaluate((el) => el.scrollTop)) - held)).toBeLessThanOrEqual(2);
    expect(await page.getByRole('status').filter({ hasText: /^Day \d of 4$/ }).count()).toBe(1);
    await jump.click();
    await jump.waitFor({ state: 'detached' });
    expect(await distanceFromEnd()).toBeLessThanOrEqual(24);
    await page.getByRole('button', { name: 'Stop' }).click();
    await context.close();
  }, STREAM_TEST_MS);
});
