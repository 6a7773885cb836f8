import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, openPage, readMailboxCode } from './support';

const DEMO = { email: 'demo@example.com', password: 'Travel#2026' };

async function openLoginDialog(page: Page) {
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.waitFor();
  return dialog;
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

describe('signing in and registering in the login dialog', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('registers with the e-mailed code and is signed in', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/home');
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Create your account' });
    await register.getByLabel('E-mail').fill('lin.wei@example.org');
    await register.getByLabel('Password').fill('Great#Wall88');
    await register.getByRole('button', { name: 'Join' }).click();
    await expect(register.getByText('Please read and accept the terms first').isVisible()).resolves.toBe(true);
    await register.getByRole('checkbox').check();
    await register.getByRole('button', { name: 'Join' }).click();

    const codeDialog = page.getByRole('dialog', { name: 'Enter the verification code' });
    await codeDialog.getByText('We sent a 6-digit code to lin.wei@example.org').waitFor();
    await codeDialog.getByText(/Resend available in \d+ s/).waitFor();
    await codeDialog.getByRole('button', { name: 'Sign in' }).click();
    await codeDialog.getByText('Please enter the complete verification code').waitFor();

    await typeCode(page, await readMailboxCode(page, 'lin.wei@example.org'));
    await codeDialog.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Welcome aboard! Your account is ready.').waitFor();
    await page.getByRole('button', { name: 'Account menu of linwei' }).waitFor();
    await expect(codeDialog.isVisible()).resolves.toBe(false);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('opens register with the e-mail filled for an unknown e-mail', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/home');
    const dialog = await openLoginDialog(page);
    await dialog.getByLabel('E-mail').fill('new.visitor@example.org');
    await dialog.getByLabel('Password').fill('Whatever#1');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    const register = page.getByRole('dialog', { name: 'Create your account' });
    await register.waitFor();
    await expect(register.getByLabel('E-mail').inputValue()).resolves.toBe('new.visitor@example.org');
    await context.close();
  });

  it('signs in the demo account, stores its language and reloads signed in', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/home');
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByText('Please enter your email address').waitFor();
    await dialog.getByText('Please enter your password').waitFor();
    await dialog.getByLabel('E-mail').fill(DEMO.email);
    await dialog.getByLabel('Password').fill(DEMO.password);
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Sign in' }).click()]);
    await page.getByRole('button', { name: 'Account menu of Mei Traveller' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('ctp.language'))).resolves.toBe('en');
    await context.close();
  });

  it('a wrong password opens the password-error view and a new password set by code works', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/home');
    const dialog = await openLoginDialog(page);
    await dialog.getByLabel('E-mail').fill(DEMO.email);
    await dialog.getByLabel('Password').fill('Wrong#pass1');
    await dialog.getByRole('button', { name: 'Sign in' }).click();

    const reset = page.getByRole('dialog', { name: 'Wrong password' });
    await reset.getByText('try again after 10 minutes').waitFor();
    await reset.getByText(DEMO.email).waitFor();
    await reset.getByRole('button', { name: 'Not you?' }).waitFor();
    await reset.getByLabel('New password').fill('short');
    await reset.getByRole('button', { name: 'Send e-mail' }).click();
    await reset.getByText('The password should be at least 8 characters long and include a special symbol').waitFor();
    await reset.getByLabel('New password').fill('Summer#Palace9');
    await reset.getByRole('button', { name: 'Send e-mail' }).click();
    await page.getByText('Verification code sent').waitFor();

    const codeDialog = page.getByRole('dialog', { name: 'Enter the verification code' });
    await typeCode(page, await readMailboxCode(page, DEMO.email));
    await codeDialog.getByRole('button', { name: 'Modify password' }).click();
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await login.getByText('Your password was changed. Please sign in again.').waitFor();
    await login.getByLabel('E-mail').fill(DEMO.email);
    await login.getByLabel('Password').fill('Summer#Palace9');
    await Promise.all([page.waitForEvent('load'), login.getByRole('button', { name: 'Sign in' }).click()]);
    await page.getByRole('button', { name: 'Account menu of Mei Traveller' }).waitFor();
    await context.close();
  });

  it('five wrong passwords lock the account with the 605 message', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/home');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const dialog = attempt === 1 ? await openLoginDialog(page) : page.getByRole('dialog', { name: 'Welcome back' });
      await dialog.getByLabel('E-mail').fill(DEMO.email);
      await dialog.getByLabel('Password').fill(`Wrong#pass${attempt}`);
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      if (attempt < 5) {
        const reset = page.getByRole('dialog', { name: 'Wrong password' });
        await reset.waitFor();
        await reset.getByRole('button', { name: 'Back' }).click();
      }
    }
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await login.getByRole('alert').filter({ hasText: 'Too many wrong passwords. Please try again in 10 minutes.' }).waitFor();
    // the localized message of the documented code, not the mock's own words
    await expect(page.getByText('or reset your password').count()).resolves.toBe(0);
    await login.getByLabel('Password').fill(DEMO.password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await login.getByRole('alert').filter({ hasText: 'Too many wrong passwords' }).waitFor();
    await context.close();
  });

  it('a reload during the resend cooldown continues the countdown', async () => {
    const context = await newContext(browser);
    const page = await openPage(context, '/home');
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Create your account' });
    await register.getByLabel('E-mail').fill('reload.test@example.org');
    await register.getByLabel('Password').fill('Terracotta#1');
    await register.getByRole('checkbox').check();
    await register.getByRole('button', { name: 'Join' }).click();
    await page.getByText(/Resend available in \d+ s/).waitFor();
    const end = Number(await page.evaluate(() => localStorage.getItem('ctp.codeCooldownEnd')));
    expect(end - Date.now()).toBeGreaterThan(50_000);

    await page.evaluate(() => localStorage.setItem('ctp.codeCooldownEnd', String(Date.now() + 7_000)));
    await page.reload();
    // the reload brings the dialog back on the code screen of the same e-mail, its countdown still running
    const codeScreen = page.getByRole('dialog', { name: 'Enter the verification code' });
    await codeScreen.getByText('reload.test@example.org').first().waitFor();
    await page.getByText(/Resend available in \d+ s/).waitFor();
    const seconds = Number((await page.getByText(/Resend available in \d+ s/).textContent())?.match(/\d+/)?.[0]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(7);
    await page.getByRole('button', { name: 'Resend code' }).waitFor({ timeout: 10_000 });
    // only the browser's countdown was shortened: the mock keeps its own 60 s rule, so move its clock on
    await page.evaluate(() => fetch('/api/__mock/settings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceClockMs: 60_000 }) }));
    await page.getByRole('button', { name: 'Resend code' }).click();
    await page.getByText('Verification code sent').waitFor();
    await page.getByText(/Resend available in (59|60) s/).waitFor();
    await context.close();
  });
});
