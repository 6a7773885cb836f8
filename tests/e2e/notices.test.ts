import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage } from './support';
import { emptyMockList } from './signed-in-support';

describe('entry-China notices', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lists the notices newest first, a page at a time', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/notices');
    await page.getByRole('heading', { level: 1, name: 'Entry-China notices' }).waitFor();
    const titles = page.locator('.notice-list__title');
    await titles.first().waitFor();
    expect(await titles.first().textContent()).toBe('Planning a trip for 2027? Check visa-free end dates first');
    expect(await titles.count()).toBe(6);
    expect(await page.getByText('Showing 6 of 11').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Show more notices' }).click();
    await page.getByText('Showing 11 of 11').waitFor();
    expect(await page.getByRole('button', { name: 'Show more notices' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Paying with foreign cards in Alipay and WeChat Pay' }).click();
    await page.waitForURL('**/noticeInfo?id=3');
    await page.getByRole('heading', { level: 1, name: 'Paying with foreign cards in Alipay and WeChat Pay' }).waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('likes and dislikes a notice, shares a copyable link and sends feedback', async () => {
    const context = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await openPage(context, '/noticeInfo?id=2');
    const helpful = page.getByRole('button', { name: /^Helpful/ });
    const notHelpful = page.getByRole('button', { name: /^Not helpful/ });
    await helpful.waitFor();
    const likesBefore = Number(await helpful.locator('.reaction-button__count').textContent());
    const tramplesBefore = Number(await notHelpful.locator('.reaction-button__count').textContent());

    await helpful.click();
    await page.waitForFunction(() => document.querySelector('.reaction-button[aria-pressed="true"]') !== null);
    expect(await helpful.getAttribute('aria-pressed')).toBe('true');
    expect(Number(await helpful.locator('.reaction-button__count').textContent())).toBe(likesBefore + 1);

    await notHelpful.click();
    await page.waitForFunction(() => document.querySelectorAll('.reaction-button')[1]?.getAttribute('aria-pressed') === 'true');
    expect(Number(await helpful.locator('.reaction-button__count').textContent())).toBe(likesBefore);
    expect(Number(await notHelpful.locator('.reaction-button__count').textContent())).toBe(tramplesBefore + 1);

    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share this notice' });
    await share.waitFor();
    const link = await share.getByLabel('Link to this notice').inputValue();
    expect(link).toMatch(/\/noticeInfo\?id=2$/);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await share.getByText('Link copied to the clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await share.getByRole('button', { name: 'Close' }).click();
    await share.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Feedback on this notice' });
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await feedback.getByText('Please write your feedback').waitFor();
    await feedback.getByLabel('Your feedback').fill('Please add which airports have the transit lanes.');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you, your feedback has been sent').waitFor();
    await feedback.waitFor({ state: 'hidden' });
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('keeps a reaction made just before a reload', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/noticeInfo?id=4');
    const helpful = page.getByRole('button', { name: /^Helpful/ });
    await helpful.waitFor();
    const likesBefore = Number(await helpful.locator('.reaction-button__count').textContent());
    await helpful.click();
    await page.waitForFunction(() => document.querySelector('.reaction-button[aria-pressed="true"]') !== null);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('.reaction-button[aria-pressed="true"]') !== null);
    expect(Number(await page.getByRole('button', { name: /^Helpful/ }).locator('.reaction-button__count').textContent())).toBe(likesBefore + 1);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('shows an error with a retry when a notice cannot be loaded, and an empty state when there are none', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/commobInfo');
    await page.locator('#main').waitFor();
    await forceScenario(page, { endpoint: 'entryChinaNotice/view', code: 500, msg: 'The notice service is down' });
    await page.goto('/noticeInfo?id=5');
    await page.getByText('This notice could not be loaded.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: /Visa-free entry trial for Brazil/ }).waitFor();

    await emptyMockList(page, 'notices', '/notices');
    await page.getByText('There are no notices yet.').waitFor();
    await context.close();
  });
});
