import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, openPage, signInThroughApi } from './support';

describe('the stored token is read before every navigation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('applies a sign-in and a sign-out made in another tab at the next navigation, without a reload', async () => {
    const context = await newContext(browser);
    const first = await openPage(context, '/home');
    const header = first.getByRole('navigation', { name: 'Main navigation' });
    await header.getByRole('link', { name: 'Home', exact: true }).waitFor();
    await expect(header.getByRole('link', { name: 'Travel', exact: true }).count()).resolves.toBe(0);
    await first.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const second = await openPage(context, '/home');
    await signInThroughApi(second);
    await second.getByRole('button', { name: /^Account menu of / }).waitFor();

    await header.getByRole('link', { name: 'Cities', exact: true }).click();
    await header.getByRole('link', { name: 'Travel', exact: true }).waitFor();
    await first.getByRole('button', { name: /^Account menu of / }).waitFor();

    await second.getByRole('button', { name: /^Account menu of / }).click();
    await second.getByRole('button', { name: 'Sign out' }).click();
    await second.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
    await second.getByRole('button', { name: 'Log in' }).waitFor();

    await header.getByRole('link', { name: 'Explore', exact: true }).click();
    await first.getByRole('button', { name: 'Log in' }).waitFor();
    await expect(header.getByRole('link', { name: 'Travel', exact: true }).count()).resolves.toBe(0);
    await expect(first.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).resolves.toBe(true);
    expect(first.errors).toEqual([]);
    await context.close();
  });
});
