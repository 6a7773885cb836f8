import { describe, expect, it } from 'vitest';
import { openSignedInPage } from './support';
import { advanceMockClock } from './signed-in-support';
import { supportPageBasics } from './support-area';

const NO_QUESTIONS = 'You have not asked any questions yet.';

describe('questions and answers', () => {
  const browser = supportPageBasics({
    path: '/questions',
    visitorText: 'Sign in to ask our travel advisers a question and read their answers.',
    listEndpoint: 'zxQuestionAnswer/myPage',
    loadErrorText: 'Your questions could not be loaded.',
    loaded: (page) => page.getByText(NO_QUESTIONS),
  });

  it('starts empty, validates a question, and shows the answer when it arrives', async () => {
    const { context, page } = await openSignedInPage(browser());
    await page.goto('/questions');
    await page.getByText(NO_QUESTIONS).waitFor();

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
    await card.getByText(/visa-free/).waitFor();
    expect(await card.textContent()).toContain('Answer from our advisers ·');
    expect(await card.textContent()).not.toContain('Waiting for an answer');
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
