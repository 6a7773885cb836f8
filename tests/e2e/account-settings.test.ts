import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { startStandaloneMock } from '../../mock-server/server';
import { launchBrowser, newContext, openBrowserPage, openPage, readMailboxCode, type TestPage } from './support';

const DEMO = { email: 'demo@example.com', password: 'Travel#2026' };

/** A real PNG (a small teal square) so the upload and the <img> both work. */
function pngBuffer(size = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([15, 118, 110]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function signInAsDemo(page: Page) {
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByLabel('E-mail').fill(DEMO.email);
  await dialog.getByLabel('Password').fill(DEMO.password);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Sign in' }).click()]);
  await page.getByRole('button', { name: /^Account menu of / }).waitFor();
}

async function openMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('group', { name: /^Account menu of / }).getByRole('button', { name: item }).click();
}

describe('account settings and the session kick', () => {
  let browser: Browser;
  let page: TestPage;
  beforeAll(async () => {
    ({ browser, page } = await openBrowserPage('/home'));
    await signInAsDemo(page);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('edits the nickname', async () => {
    await openMenuItem(page, 'Edit nickname');
    const dialog = page.getByRole('dialog', { name: 'Edit nickname' });
    await dialog.getByLabel('Nickname').fill('Mei <Explorer>');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The nickname cannot contain special symbols').waitFor();
    await dialog.getByLabel('Nickname').fill('Mei Explorer');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Account menu of Mei Explorer' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Account menu of Mei Explorer' }).waitFor();
  });

  it('uploads an avatar', async () => {
    const trigger = page.getByRole('button', { name: /^Account menu of / });
    // the default drawing for a woman, a file of the site's own
    await expect(trigger.locator('img').getAttribute('src')).resolves.toMatch(/^\/assets\/avatar-female-[\w-]+\.svg$/);
    await expect.poll(() => trigger.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await trigger.click();
    await page.getByLabel('Upload avatar', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBuffer() });
    await page.getByText('Avatar updated').waitFor();
    await expect(trigger.locator('img').getAttribute('src')).resolves.toMatch(/media\/upload\//);
    const loaded = await trigger.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);
  });

  it('changes the e-mail with a code sent to the new address', async () => {
    await openMenuItem(page, 'Change e-mail');
    const dialog = page.getByRole('dialog', { name: 'Change e-mail' });
    await dialog.getByRole('button', { name: 'Send e-mail' }).click();
    await dialog.getByText('Please enter the new e-mail address').waitFor();
    await dialog.getByLabel('New e-mail').fill('mei.new@example.org');
    await dialog.getByRole('button', { name: 'Send e-mail' }).click();
    await dialog.getByText('We sent a 6-digit code to mei.new@example.org').waitFor();
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(await readMailboxCode(page, 'mei.new@example.org'));
    await dialog.getByRole('button', { name: 'Change e-mail' }).click();
    await page.getByText('Updated', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: /^Account menu of / }).click();
    await page.getByText('mei.new@example.org').first().waitFor();
    await page.keyboard.press('Escape');

    await openMenuItem(page, 'Change e-mail');
    await expect(page.getByRole('dialog', { name: 'Change e-mail' }).getByLabel('New e-mail').inputValue()).resolves.toBe('');
    await page.getByRole('dialog', { name: 'Change e-mail' }).getByRole('button', { name: 'Cancel' }).click();
  });

  it('sends feedback with an image and lists it on the profile page', async () => {
    await openMenuItem(page, 'Feedback');
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await expect(dialog.getByLabel('Contact e-mail').inputValue()).resolves.toBe('mei.new@example.org');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await dialog.getByText('Please choose a feedback type').waitFor();
    await dialog.getByLabel('Type').selectOption({ label: 'Optimisation suggestion' });
    const text = 'The Xi’an day plan could suggest an evening at the Muslim Quarter.';
    await dialog.getByLabel('Your feedback').fill(text);
    await dialog.getByText(`${text.length}/500`).waitFor();
    await dialog.getByLabel('Add images').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: pngBuffer(16) });
    await dialog.getByRole('img', { name: 'shot.png' }).waitFor();
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you! Your feedback was sent.').waitFor();

    await page.getByRole('button', { name: /^Account menu of / }).click();
    await page.getByRole('link', { name: 'My profile' }).click();
    const history = page.getByRole('region', { name: 'My feedback' });
    await history.getByText('Muslim Quarter').waitFor();
    await history.getByText('Optimisation suggestion').waitFor();
    await history.getByText('1 image attached').waitFor();
    expect(page.errors).toEqual([]);
  });

  it('signs out after a confirmation', async () => {
    await openMenuItem(page, 'Sign out');
    const confirm = page.getByRole('dialog', { name: 'Sign out' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: /^Account menu of / }).waitFor();
    await openMenuItem(page, 'Sign out');
    await confirm.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You have signed out').waitFor();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('ctp.token'))).resolves.toBeNull();
  });
});

describe('one session per account on the standalone mock server', () => {
  it('signing in on a second browser kicks the first, which shows one modal and lands on home', async () => {
    const mock = await startStandaloneMock({ port: 0 });
    const browser = await launchBrowser();
    try {
      const storage = { 'mock.remote': `http://127.0.0.1:${mock.port}` };
      const first = await openPage(await newContext(browser, { storage }), '/home');
      await signInAsDemo(first);
      const second = await openPage(await newContext(browser, { storage }), '/home');
      await signInAsDemo(second);

      // a fresh load of the profile page fires several signed-in calls at once (clientInfo, feedback, notifications): all get 418
      await first.goto('/profile');
      const modal = first.getByRole('dialog', { name: 'Signed out' });
      await modal.getByText('Your account has signed in on another device').waitFor();
      await expect(first.getByRole('dialog', { name: 'Signed out' }).count()).resolves.toBe(1);
      await expect(first.evaluate(() => localStorage.getItem('ctp.token'))).resolves.toBeNull();
      await modal.getByRole('button', { name: 'OK' }).click();
      await first.waitForURL('**/home');
      await first.getByRole('button', { name: 'Log in' }).waitFor();
      await second.reload();
      await second.getByRole('button', { name: 'Account menu of Mei Traveller' }).waitFor();
    } finally {
      await browser.close();
      await mock.close();
    }
  });
});
