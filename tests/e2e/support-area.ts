import { afterAll, beforeAll, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage, openSignedInPage } from './support';

interface SupportPage {
  path: string;
  /** what a visitor reads instead of the list */
  visitorText: string;
  /** the list's endpoint, the error text the page shows when it fails, and what the page shows once it loads */
  listEndpoint: string;
  loadErrorText: string;
  loaded: (page: Page) => Locator;
}

/**
 * The set-up the support pages (appeals, questions) share: one browser for the file, a visitor asked to
 * sign in, and a list that fails to load once and loads on "Try again". Returns the browser for the
 * file's own tests.
 */
export function supportPageBasics({ path, visitorText, listEndpoint, loadErrorText, loaded }: SupportPage): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  const current = () => browser;

  it('asks a visitor to sign in', async () => {
    const context = await newContext(current());
    const page = await openPage(context, path);
    await page.getByText(visitorText).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { context, page } = await openSignedInPage(current());
    await forceScenario(page, { endpoint: listEndpoint, code: 500, msg: 'The service is down' });
    await page.goto(path);
    await page.getByText(loadErrorText).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await loaded(page).waitFor();
    await context.close();
  });

  return current;
}
