import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { forceScenario, launchBrowser, openSignedInPage, PHONE, PHONE_AGENT } from './support';
import { fillTrip } from './planner-support';

/** Each test generates a plan, then asks for several changes; under load that takes longer than the default minute. */
const WALK_MS = 180_000;
const CJK = /[\u4e00-\u9fff]/;

/** Whether the whole of what a locator shows lies inside the window, where the traveller is looking. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = await page.evaluate(() => window.innerHeight);
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

const changedDayTitles = (page: Page) => page.locator('.plan-day--changed .day-card__title').allInnerTexts();
const dayTitles = (page: Page) => page.locator('.plan-day .day-card__title').allInnerTexts();

describe('refine the plan by chat', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('in Chinese: a change request makes version 2 with day 2 marked; what the planner cannot do and bad input change nothing, each said in Chinese', async () => {
    const { context, page } = await openSignedInPage(browser, '/travelItinerary');
    // the account's language, chosen as a user does (the plan is written in the language the server is asked in)
    await page.getByRole('button', { name: 'Language: English' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('dialog', { name: 'Choose your language' }).getByRole('button', { name: /中文/ }).click()]);
    await page.getByLabel('出发城市').selectOption('beijing');
    await page.getByLabel('目的地（按顺序）').selectOption('datong');
    await page.getByRole('button', { name: '添加', exact: true }).click();
    await page.getByLabel('目的地（按顺序）').selectOption('harbin');
    await page.getByRole('button', { name: '添加', exact: true }).click();
    await page.getByLabel('天数').fill('4');
    await page.locator('.budget-option input').nth(1).check();
    await page.getByRole('button', { name: '生成我的行程' }).click();
    await page.getByText('第 1 版，共 1 版').waitFor();

    const box = page.getByRole('textbox', { name: '关于中国旅行，想问什么都可以' });
    const send = page.getByRole('button', { name: '发送' });
    await box.fill('把第2天安排得轻松一点');
    await send.click();
    await page.getByText('第 2 版，共 2 版').waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    // the outcome is told beside the chat box, in view, in Chinese, with the way to the changed day
    const answer = page.locator('.plan-answer');
    await answer.getByText('你的行程第 2 版已生成。').waitFor();
    expect(await inView(page, answer)).toBe(true);
    expect(await answer.locator('.plan-answer__text').innerText()).toMatch(CJK);
    await answer.getByRole('button', { name: '查看第 2 天' }).click();
    await expect.poll(() => inView(page, page.locator('#plan-day-2-title'))).toBe(true);
    await page.getByRole('button', { name: '所有版本（2）' }).click();
    const list = page.getByRole('list', { name: '这份行程的各个版本' });
    await list.getByText('你的要求：“把第2天安排得轻松一点”').waitFor();
    const second = list.getByRole('listitem').nth(1);
    expect(await second.locator('.plan-version__days').innerText()).toMatch(/^有改动的天：.*\b2\b/);
    // the planner explains the change in the reader's language
    expect(await second.locator('.plan-version__reply').innerText()).toMatch(CJK);
    const day2 = (await dayTitles(page))[1];
    expect(await changedDayTitles(page)).toContain(day2);

    await list.getByRole('button', { name: '将第 1 版与当前版本对比' }).click();
    await page.getByText('正在与第 1 版对比。', { exact: false }).waitFor();
    expect(await changedDayTitles(page)).toContain(day2);
    await page.getByRole('button', { name: '停止对比' }).click();

    // what the planner cannot do is said honestly, and the plan stays as it is
    const stopsBefore = await page.locator('.plan-day .day-card__activity-title').allInnerTexts();
    await box.fill('把行程发到我的邮箱');
    await send.click();
    await answer.getByText('行程没有按“把行程发到我的邮箱”修改。').waitFor();
    await answer.getByText('这一点我在这里改不了', { exact: false }).waitFor();
    expect(await inView(page, answer)).toBe(true);
    await page.getByText('第 2 版，共 2 版').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    expect(await page.locator('.plan-day .day-card__activity-title').allInnerTexts()).toEqual(stopsBefore);

    await box.fill('');
    await send.click();
    await page.getByText('请输入你想怎样修改行程。').waitFor();
    const long = '慢'.repeat(5000);
    await box.fill(long);
    await send.click();
    await page.getByText('修改要求最多 1000 个字符，当前有 5000 个。请缩短后再发送。').waitFor();
    expect(await box.inputValue()).toBe(long);
    await page.getByText('第 2 版，共 2 版').waitFor();

    // while a new plan is being written, a change request waits: nothing sent, nothing typed lost
    await forceScenario(page, { endpoint: 'tripStrategy/planTrip', delayMs: 4000 });
    await page.getByRole('button', { name: '生成我的行程' }).click();
    await box.fill('加一天');
    await send.click();
    await page.getByText('行程生成中，请稍候').waitFor();
    expect(await box.inputValue()).toBe('加一天');
    expect(page.errors).toEqual([]);
    await context.close();
  }, WALK_MS);

  it('on a phone in English: "make day 2 more relaxed" makes a new version; a request the planner cannot do gets "I can’t change that here"', async () => {
    const { context, page } = await openSignedInPage(browser, '/travelItinerary', { viewport: PHONE, userAgent: PHONE_AGENT });
    await fillTrip(page);
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    await page.getByText('version 1 of 1').waitFor();
    const box = page.getByRole('textbox', { name: 'Ask anything about travel in China' });
    await box.fill('make day 2 more relaxed');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('version 2 of 2').waitFor();
    expect(await changedDayTitles(page)).toContain((await dayTitles(page))[1]);
    const answer = page.locator('.plan-answer');
    await answer.getByText('Version 2 of your plan is ready.').waitFor();
    expect(await inView(page, answer)).toBe(true);

    await box.fill('Book me a table for dinner');
    await page.getByRole('button', { name: 'Send' }).click();
    await answer.getByText('The plan was not changed for “Book me a table for dinner”.').waitFor();
    await answer.getByText('I can’t change that here, so your plan stays as it is.', { exact: false }).waitFor();
    await page.getByText('version 2 of 2').waitFor();
    // the answer is on screen where the traveller is, not above or below the window
    expect(await inView(page, answer)).toBe(true);
    expect(page.errors).toEqual([]);
    await context.close();
  }, WALK_MS);
});
