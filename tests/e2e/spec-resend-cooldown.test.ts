import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage } from './support';
import { walkSpecModel } from '../support/spec-model';
import {
  RESEND_COOLDOWN_EVENTS, RESEND_COOLDOWN_SEES, resendCooldownSpec, type ResendCooldownSeen,
} from '../support/spec-models/resend-cooldown';

/*
 * The resend-cooldown spec model (tests/support/spec-models/resend-cooldown.ts), the one the machine test
 * walks, walked in the page: each path signs up a new address through the login dialog and compares the
 * code screen's resend line (the countdown's seconds, the resend link, "Sending a new code…") with what the
 * spec says. Time is the page's: its clock is fixed (Playwright's setFixedTime, kept across a reload) and
 * moved on by the test, while timers keep running, so the countdown ticks and reads the moved clock. The
 * in-browser mock runs in the page and reads the same clock, so its own 60 s rule between two codes agrees.
 */
type SpecEvent = (typeof RESEND_COOLDOWN_EVENTS)[number];

/** how long the mock holds a resend's answer, so the locked line can be seen while it waits */
const RESEND_WAIT_MS = 2_500;
const ADDRESS = { email: 'lin.wei@example.org', password: 'Great#Wall88' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function start() {
  const context = await newContext(browser);
  let now = Date.now();
  await context.clock.setFixedTime(now);
  const page = await openPage(context, '/home');
  await page.locator('main h1').first().waitFor();
  const codeScreen = page.getByRole('dialog', { name: 'Enter the verification code' });
  const resendLink = codeScreen.getByRole('button', { name: 'Resend code' });

  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await register.getByLabel('E-mail').fill(ADDRESS.email);
  await register.getByLabel('Password').fill(ADDRESS.password);
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: 'Join' }).click();
  await codeScreen.waitFor();

  const pass = async (ms: number) => {
    now += ms;
    await context.clock.setFixedTime(now);
  };
  const drive: Record<SpecEvent, (upcoming: readonly SpecEvent[]) => Promise<void>> = {
    WAIT_20_S: () => pass(20_000),
    WAIT_OUT: () => pass(60_000),
    RELOAD: async () => {
      await page.reload();
      await codeScreen.waitFor();
    },
    RESEND: async (upcoming) => {
      if (!(await resendLink.isVisible())) {
        // counting down or already sending: the spec's "not allowed" is that there is no link to press
        await expect(resendLink.count()).resolves.toBe(0);
        return;
      }
      const failed = upcoming.find((event) => event === 'SENT' || event === 'SEND_FAILED') === 'SEND_FAILED';
      await forceScenario(page, {
        endpoint: 'sendRegisterCode', delayMs: RESEND_WAIT_MS, ...(failed ? { code: 603, msg: 'Please wait before asking for another code' } : {}),
      });
      await resendLink.click();
    },
    // the answer the previous step set up arrives on its own
    SENT: async () => undefined,
    SEND_FAILED: async () => undefined,
  };
  const seen = async (): Promise<ResendCooldownSeen> => {
    if (await resendLink.isVisible()) return { line: 'resend link' };
    if (await codeScreen.getByText('Sending a new code…').isVisible()) return { line: 'resending' };
    const countdown = codeScreen.getByText(/^Resend available in \d+ s$/);
    const text = (await countdown.isVisible()) ? await countdown.textContent() : null;
    // nothing of the three: a countdown no state shows
    return { line: 'countdown', seconds: Number(text?.match(/\d+/)?.[0] ?? -1) };
  };
  return {
    drive: (event: SpecEvent, upcoming: readonly SpecEvent[]) => drive[event](upcoming),
    seen,
    stop: () => context.close(),
  };
}

describe('resend cooldown, spec model in the browser', () => {
  walkSpecModel('resend cooldown (browser)', resendCooldownSpec, {
    events: RESEND_COOLDOWN_EVENTS, sees: RESEND_COOLDOWN_SEES, start, settleMs: 10_000,
  });
});
