import { afterAll, beforeAll, describe } from 'vitest';
import type { Browser } from 'playwright-core';
import { forceScenario, launchBrowser, newContext, openPage, readMailboxCode } from './support';
import { walkSpecModel } from '../support/spec-model';
import {
  SIGN_IN_WITH_CODE_EVENTS, SIGN_IN_WITH_CODE_SEES, signInWithCodeSpec, type SignInWithCodeSeen,
} from '../support/spec-models/sign-in-with-code';

/*
 * The sign-in-with-code spec model (tests/support/spec-models/sign-in-with-code.ts), the one the machine
 * test walks, walked in the page: each path opens the login dialog, registers a new address or resets the
 * demo account's password with the code the mock e-mails, has the mock hold (or refuse) the answer a step
 * waits for, and compares what the dialog shows (which view, a locked main button, which code it asks
 * for, the "sign in again" notice) and whether the header is signed in with what the spec says.
 */
type SpecEvent = (typeof SIGN_IN_WITH_CODE_EVENTS)[number];
type View = Exclude<SignInWithCodeSeen['view'], 'closed'>;

/** how long the mock holds an answer, so the page can be seen while it waits */
const ANSWER_WAIT_MS = 1_500;
const NEW_ACCOUNT = { email: 'lin.wei@example.org', password: 'Great#Wall88' };
const DEMO = { email: 'demo@example.com', newPassword: 'Summer#Palace9' };

const TITLES: Record<View, string> = {
  login: 'Welcome back',
  register: 'Create your account',
  passwordReset: 'Reset your password',
  codeEntry: 'Enter the verification code',
};
/** each view's main button: the one that is locked while its call is out */
const MAIN_BUTTON: Record<Exclude<View, 'codeEntry'>, string> = { login: 'Sign in', register: 'Join', passwordReset: 'Send e-mail' };
const CONFIRM_BUTTON = { register: 'Sign in', password: 'Modify password' } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function start() {
  const page = await openPage(await newContext(browser), '/home');
  await page.locator('main h1').first().waitFor();
  const dialog = page.getByRole('dialog');
  const button = (name: string) => dialog.getByRole('button', { name, exact: true });

  const shownView = async (): Promise<View | 'closed'> => {
    for (const view of Object.keys(TITLES) as View[]) {
      if (await page.getByRole('dialog', { name: TITLES[view] }).isVisible()) return view;
    }
    return 'closed';
  };
  const codeFor = async (): Promise<'register' | 'password' | null> => {
    if (await button(CONFIRM_BUTTON.password).isVisible()) return 'password';
    return (await button(CONFIRM_BUTTON.register).isVisible()) ? 'register' : null;
  };

  /** Has the mock hold the next code it sends, and refuse to send it when the next spec step says so. */
  const holdCode = (endpoint: string, refused: boolean) =>
    forceScenario(page, { endpoint, delayMs: ANSWER_WAIT_MS, ...(refused ? { code: 602, msg: 'This address cannot receive mail' } : {}) });

  const drive: Record<SpecEvent, (upcoming: readonly SpecEvent[]) => Promise<void>> = {
    OPEN: () => page.getByRole('button', { name: 'Log in' }).click(),
    CLOSE: () => button('Close').click(),
    CREATE_ACCOUNT: () => button('Create an account').click(),
    FORGOT: () => button('Forgot password?').click(),
    BACK: () => dialog.getByRole('button', { name: /^Back/ }).click(),
    JOIN: async (upcoming) => {
      await holdCode('sendRegisterCode', upcoming[0] === 'SEND_FAILED');
      await dialog.getByLabel('E-mail').fill(NEW_ACCOUNT.email);
      await dialog.getByLabel('Password').fill(NEW_ACCOUNT.password);
      await dialog.getByRole('checkbox').check();
      await button('Join').click();
    },
    SEND_CODE: async (upcoming) => {
      await holdCode('sendChangePwdCode', upcoming[0] === 'SEND_FAILED');
      await dialog.getByLabel('E-mail').fill(DEMO.email);
      await dialog.getByLabel('New password').fill(DEMO.newPassword);
      await button('Send e-mail').click();
    },
    CONFIRM_CODE: async (upcoming) => {
      const purpose = await codeFor();
      if (purpose === null) throw new Error('CONFIRM_CODE needs the code screen');
      await forceScenario(page, {
        endpoint: purpose === 'register' ? 'register' : 'changePwd',
        delayMs: ANSWER_WAIT_MS,
        ...(upcoming[0] === 'CODE_REFUSED' ? { code: 607, msg: 'The code is wrong' } : {}),
      });
      const code = await readMailboxCode(page, purpose === 'register' ? NEW_ACCOUNT.email : DEMO.email);
      await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
      await page.keyboard.type(code);
      await button(CONFIRM_BUTTON[purpose]).click();
    },
    // the answer the previous step set up arrives on its own
    CODE_SENT: async () => undefined,
    SEND_FAILED: async () => undefined,
    CODE_ACCEPTED: async () => undefined,
    CODE_REFUSED: async () => undefined,
  };

  const seen = async (): Promise<SignInWithCodeSeen> => {
    const view = await shownView();
    const code = view === 'codeEntry' ? await codeFor() : null;
    const main = view === 'closed' ? null : view === 'codeEntry' ? (code ? CONFIRM_BUTTON[code] : null) : MAIN_BUTTON[view];
    return {
      view,
      busy: main === null ? false : await button(main).isDisabled(),
      codeFor: code,
      signInAgainNotice: view === 'login' && (await dialog.getByText('Your password was changed. Please sign in again.').isVisible()),
      signedIn: await page.getByRole('button', { name: /^Account menu of / }).isVisible(),
    };
  };
  return {
    drive: (event: SpecEvent, upcoming: readonly SpecEvent[]) => drive[event](upcoming),
    seen,
    stop: () => page.context().close(),
  };
}

describe('sign-in with code, spec model in the browser', () => {
  walkSpecModel('sign-in with code (browser)', signInWithCodeSpec, {
    events: SIGN_IN_WITH_CODE_EVENTS, sees: SIGN_IN_WITH_CODE_SEES, start, settleMs: 10_000,
  });
});
