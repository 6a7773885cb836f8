import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage, openSignedInPage } from './support';
import { advanceMockClock } from './signed-in-support';

describe('questions and answers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('asks a visitor to sign in', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/questions');
    await page.getByText('Sign in to ask our travel advisers a question and read their answers.').waitFor();
    await context.close();
  });

  it('starts empty, validates a question, and shows the answer when it arrives', async () => {
    const { context, page } = await openSignedInPage(browser);
    await page.goto('/questions');
    await page.getByText('You have not asked any questions yet.').waitFor();

    await page.getByLabel('Your question').fill('Hi');
    await page.getByRole('button', { name: 'Send question' }).click();
    await page.getByText('Please write a question of at least 5 characters').waitFor();

    const question = 'Do I need a visa for a ten-day trip to Beijing with a German passport?';
    await page.getByLabel('Your question').fill(question);
    await page.getByRole('button', { name: 'Send question' }).click();
    const card = page.locator('.question-card', { hasText: question });
    await card.getByText('Waiting for an answer from our advisers…').waitFor();
    expect(await page.getByLabel('Your question').inputValue()).toBe('');

    await advanceMockClock(page, 3 * 60_000);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await card.getByText('Answer from our advisers').waitFor();
    expect(await card.textContent()).toContain('visa-free');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('offers a retry when the questions cannot be loaded', async () => {
    const { context, page } = await openSignedInPage(browser);
    await forceScenario(page, { endpoint: 'zxQuestionAnswer/myPage', code: 500, msg: 'The question service is down' });
    await page.goto('/questions');
    await page.getByText('Your questions could not be loaded.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('You have not asked any questions yet.').waitFor();
    await context.close();
  });
});
