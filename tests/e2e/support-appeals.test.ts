import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedInPage } from './support';
import { supportPageBasics } from './support-area';

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SEEDED_TITLE = 'Travel date change for Guilin, Yangshuo & the Li River';

const appealCard = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

describe('appeals', () => {
  const browser = supportPageBasics({
    path: '/appeals',
    visitorText: 'Sign in to file an appeal and follow the ones you have filed.',
    listEndpoint: 'appeal/page',
    loadErrorText: 'Your appeals could not be loaded.',
    loaded: (page) => page.getByRole('heading', { name: SEEDED_TITLE }),
  });

  it('files an appeal with an attachment after validation, reads a reply and removes appeals after confirming', async () => {
    const { context, page } = await openSignedInPage(browser());
    await page.goto('/appeals');
    await page.getByRole('heading', { name: SEEDED_TITLE }).waitFor();
    expect(await page.getByText('Resolved', { exact: true }).isVisible()).toBe(true);

    await appealCard(page, SEEDED_TITLE).getByRole('button', { name: /^View/ }).click();
    const detail = page.getByRole('dialog', { name: SEEDED_TITLE });
    await detail.getByText(/We moved your package to start on the 15th/).waitFor();
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'File an appeal' }).click();
    const form = page.getByRole('dialog', { name: 'File an appeal' });
    await form.getByRole('button', { name: 'Submit appeal' }).click();
    await form.getByText('Please choose the type of appeal').waitFor();
    expect(await form.getByText('Please give your appeal a title').isVisible()).toBe(true);
    expect(await form.getByText('Describe the problem in at least 10 characters').isVisible()).toBe(true);

    await form.getByLabel('Type of appeal').selectOption({ label: 'Trip package booking' });
    await form.getByLabel('Title', { exact: true }).fill('Wrong name on my train ticket');
    await form.getByLabel('Description').fill('The Beijing to Xi\'an ticket shows my maiden name instead of my passport name.');
    await form.getByLabel('Attach a picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await form.getByText('File type incorrect: use png, jpg or gif').waitFor();
    await form.getByLabel('Attach a picture').setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await form.getByText('ticket.png', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Submit appeal' }).click();
    await page.getByText('Your appeal has been filed').waitFor();
    await form.waitFor({ state: 'hidden' });
    const filed = appealCard(page, 'Wrong name on my train ticket');
    expect(await filed.getByText('Received').isVisible()).toBe(true);
    expect(await filed.getByText(/1 attachment/).isVisible()).toBe(true);

    for (const title of ['Wrong name on my train ticket', SEEDED_TITLE]) {
      await appealCard(page, title).getByRole('button', { name: /^Remove/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove this appeal?' });
      await confirm.getByRole('button', { name: 'Remove appeal' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { name: title }).waitFor({ state: 'detached' });
    }
    await page.getByText('You have not filed any appeals.').waitFor();
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('keeps an appeal when removal is cancelled', async () => {
    const { context, page } = await openSignedInPage(browser());
    await page.goto('/appeals');
    await page.getByRole('heading', { name: SEEDED_TITLE }).waitFor();

    await appealCard(page, SEEDED_TITLE).getByRole('button', { name: /^Remove/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this appeal?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.getByRole('heading', { name: SEEDED_TITLE }).isVisible()).toBe(true);
    await context.close();
  });
});
