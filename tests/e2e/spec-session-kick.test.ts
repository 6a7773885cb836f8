import { afterAll, beforeAll, describe } from 'vitest';
import type { Browser } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage, signInThroughApi, type TestPage } from './support';
import { walkSpecModel } from '../support/spec-model';
import { SESSION_KICK_EVENTS, SESSION_KICK_SEES, sessionKickSpec, type SessionKickSeen } from '../support/spec-models/session-kick';

/*
 * The session-kick spec model (tests/support/spec-models/session-kick.ts), the one the machine test walks,
 * walked in the page: each path signs in through the API, has the mock answer the next call 418 or the
 * logout call late or 401, and compares what the page shows (the header, the modal, what storage keeps,
 * whether it is on the home page) with what the spec says a user sees.
 */
type SpecEvent = (typeof SESSION_KICK_EVENTS)[number];

/** how long the mock holds the logout answer, so the page can be seen while it waits */
const LOGOUT_WAIT_MS = 1_500;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A signed-in page makes calls when it changes route; the router follows the history like a back or forward. */
async function changeRoute(page: TestPage): Promise<void> {
  await page.evaluate(() => {
    const next = window.location.pathname === '/cityList' ? '/explorList' : '/cityList';
    window.history.pushState({}, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

async function start() {
  const page = await openPage(await newContext(browser), '/cityList');
  await page.locator('main h1').first().waitFor();
  const drive: Record<SpecEvent, (upcoming: readonly SpecEvent[]) => Promise<void>> = {
    SIGN_IN: async () => {
      await signInThroughApi(page);
      // the planner's chat keeps its messages while signed in
      await page.evaluate(() => localStorage.setItem('ctp.chatMessages', '[]'));
    },
    CALL_KICKED: async () => {
      await forceScenario(page, { endpoint: '*', code: 418, msg: 'Signed in on another device' });
      await changeRoute(page);
    },
    CONFIRM_KICK: () => page.getByRole('dialog', { name: 'Signed out' }).getByRole('button', { name: 'OK' }).click(),
    LOG_OUT: async (upcoming) => {
      const kicked = upcoming[0] === 'LOGOUT_KICKED';
      await forceScenario(page, { endpoint: 'logout', delayMs: LOGOUT_WAIT_MS, ...(kicked ? { code: 401, msg: 'Token expired' } : {}) });
      await page.getByRole('button', { name: /^Account menu of / }).click();
      await page.getByRole('group', { name: /^Account menu of / }).getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
    },
    // the answer the previous step set up arrives on its own
    LOGGED_OUT: async () => undefined,
    LOGOUT_KICKED: async () => undefined,
  };
  const seen = async (): Promise<SessionKickSeen> => {
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('ctp.token') !== null,
      user: localStorage.getItem('ctp.user') !== null,
      chat: localStorage.getItem('ctp.chatMessages') !== null,
      home: window.location.pathname === '/home',
    }));
    return {
      signedIn: await page.getByRole('button', { name: /^Account menu of / }).isVisible(),
      kickModal: await page.getByRole('dialog', { name: 'Signed out' }).isVisible(),
      stored: { token: stored.token, user: stored.user, chat: stored.chat },
      homeVisits: stored.home ? 1 : 0,
    };
  };
  return {
    drive: (event: SpecEvent, upcoming: readonly SpecEvent[]) => drive[event](upcoming),
    seen,
    stop: () => page.context().close(),
  };
}

describe('session kick, spec model in the browser', () => {
  walkSpecModel('session kick (browser)', sessionKickSpec, { events: SESSION_KICK_EVENTS, sees: SESSION_KICK_SEES, start, settleMs: 10_000 });
});
