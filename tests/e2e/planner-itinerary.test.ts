import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { forceScenario, launchBrowser, openSignedInPage, type TestPage } from './support';
import { fillTrip } from './planner-support';

describe('the AI itinerary chat', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  async function chatPage(): Promise<TestPage> {
    const { page } = await openSignedInPage(browser, '/travelItinerary');
    await page.getByRole('heading', { name: 'Your trip' }).waitFor();
    return page;
  }

  it('validates the form with clear messages', async () => {
    const page = await chatPage();
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    await page.getByText('Please choose your departure city').waitFor();
    await page.getByText('Please add at least one destination').waitFor();
    await page.getByText('Please choose a budget').waitFor();
    await page.getByLabel('Departure city').selectOption('beijing');
    await page.getByLabel('Destinations, in order').selectOption('beijing');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    await page.getByText('Destinations must differ from the departure city').waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Please type a question first').waitFor();
    await page.context().close();
  });

  it('offers suggested questions in the empty conversation, without moving the chat box when they arrive; pressing one asks it', async () => {
    const page = await chatPage();
    // the next visit's suggestions answer late, so the chat box is on screen before them
    await forceScenario(page, { endpoint: 'aiQuestion/list', delayMs: 1500 });
    await page.reload();
    const chatBox = page.locator('form', { has: page.getByRole('textbox', { name: 'Ask anything about travel in China' }) });
    await chatBox.waitFor();
    const before = await chatBox.boundingBox();
    const suggestions = page.getByRole('group', { name: 'Suggested questions' });
    await suggestions.getByRole('button').first().waitFor();
    expect(await chatBox.boundingBox()).toEqual(before);
    await suggestions.getByRole('button', { name: 'What should I eat in Chengdu?' }).click();
    await page.locator('.message--user').getByText('What should I eat in Chengdu?').waitFor();
    await suggestions.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('streams a full itinerary day by day; rate it, save it, and open it after a reload', async () => {
    const page = await chatPage();
    await fillTrip(page);
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    await page.getByRole('heading', { name: 'Day 1 · Datong' }).first().waitFor();
    await page.getByRole('heading', { name: 'Day 4 · Harbin' }).first().waitFor();
    await page.getByRole('button', { name: 'Save itinerary' }).waitFor();
    expect(await page.locator('.plan-day').count()).toBe(4);

    const like = page.getByRole('button', { name: 'Helpful', exact: true });
    const dislike = page.getByRole('button', { name: 'Not helpful' });
    await like.click();
    await page.waitForSelector('button[aria-pressed="true"]:has-text("Helpful")');
    await dislike.click();
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(await dislike.getAttribute('aria-pressed')).toBe('true');
    await dislike.click();
    expect(await dislike.getAttribute('aria-pressed')).toBe('false');

    await page.getByRole('button', { name: 'Save itinerary' }).click();
    await page.getByText('The itinerary is saved to your trips').waitFor();
    await page.locator('.saved-mark', { hasText: 'Saved' }).waitFor();
    const title = await page.evaluate(async () => {
      const response = await fetch('/api/clientTripStrategy/myPage?pageNum=1&pageSize=5', { headers: { authorization: `Bearer ${localStorage.getItem('ctp.token')}` } });
      return ((await response.json()) as { data: { rows: { title: string }[] } }).data.rows[0].title;
    });
    expect(title).toBe('4 days: Datong and Harbin');

    await page.reload();
    await page.getByRole('heading', { name: 'Day 4 · Harbin' }).first().waitFor();
    await page.getByRole('link', { name: 'Saved trips' }).click();
    await page.getByRole('heading', { name: '4 days: Datong and Harbin' }).waitFor();
    await page.getByRole('link', { name: 'Open' }).first().click();
    await page.getByRole('heading', { level: 1, name: '4 days: Datong and Harbin' }).waitFor();
    await page.getByRole('heading', { name: 'Budget per person' }).waitFor();
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('a plan saved on its details page shows as saved back in the chat', async () => {
    const page = await chatPage();
    await fillTrip(page);
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    await page.getByRole('link', { name: 'Open full itinerary' }).click();
    await page.getByRole('button', { name: 'Save itinerary' }).click();
    await page.getByText('The itinerary is saved to your trips').waitFor();
    await page.locator('.saved-mark').waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Day 4 · Harbin' }).first().waitFor();
    await page.locator('.saved-mark').waitFor();
    expect(await page.getByRole('button', { name: 'Save itinerary' }).count()).toBe(0);
    await page.context().close();
  });

  it('stop keeps the partial reply, marked as stopped', async () => {
    const { context, page } = await openSignedInPage(browser, '/travelItinerary', { pace: 'realistic' });
    await fillTrip(page);
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    await page.locator('.reply__paragraph').first().waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Stopped. What arrived so far is kept.').waitFor();
    expect((await page.locator('.reply__text').innerText()).length).toBeGreaterThan(10);
    expect(await page.getByRole('button', { name: 'Stop' }).count()).toBe(0);
    await context.close();
  });

  it('a stream broken half-way offers a retry that succeeds', async () => {
    const page = await chatPage();
    await forceScenario(page, { endpoint: 'ai/trip', failStreamAfter: 20 });
    await fillTrip(page);
    await page.getByRole('button', { name: 'Generate my itinerary' }).click();
    await page.getByText('Failed to generate itinerary, please try again').waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Day 4 · Harbin' }).first().waitFor();
    await page.getByRole('button', { name: 'Save itinerary' }).waitFor();
    await page.context().close();
  });

  it('sign-out clears the conversation', async () => {
    const page = await chatPage();
    await page.getByRole('textbox', { name: 'Ask anything about travel in China' }).fill('What should I eat in Harbin?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'What to eat' }).waitFor();
    await page.reload();
    await page.getByText('What should I eat in Harbin?').waitFor();
    await page.getByRole('button', { name: /Account menu of/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForFunction(() => localStorage.getItem('ctp.chatMessages') === null);
    await page.getByText('What should I eat in Harbin?').waitFor({ state: 'detached' });
    await page.context().close();
  });
});
