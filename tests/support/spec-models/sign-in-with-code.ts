import { createMachine } from 'xstate';

/*
 * Signing up and changing a password with an e-mailed code, as the spec tells it (§2 login dialog, §4
 * dialog flow and code flow, §8): register → Join (locked while the code is sent) → code screen → confirm
 * → signed in and closed; forgot password → send → code screen → confirm → back on login with a message
 * to log in again. A failed send unlocks the button on the same view; a wrong code keeps the code screen;
 * Back on the code screen returns to the view before it; opening the dialog always starts on login.
 */
export const signInWithCodeSpec = createMachine({
  id: 'signInWithCodeSpec',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'login' } },
    login: { on: { CREATE_ACCOUNT: 'register', FORGOT: 'forgot', CLOSE: 'closed' } },
    register: { on: { JOIN: 'joinLocked', BACK: 'login', CLOSE: 'closed' } },
    joinLocked: { on: { CODE_SENT: 'registerCode', SEND_FAILED: 'register' } },
    registerCode: { on: { CONFIRM_CODE: 'registerConfirming', BACK: 'register', CLOSE: 'closed' } },
    registerConfirming: { on: { CODE_ACCEPTED: 'signedIn', CODE_REFUSED: 'registerCode' } },
    signedIn: {},
    forgot: { on: { SEND_CODE: 'sendLocked', BACK: 'login', CLOSE: 'closed' } },
    sendLocked: { on: { CODE_SENT: 'passwordCode', SEND_FAILED: 'forgot' } },
    passwordCode: { on: { CONFIRM_CODE: 'passwordConfirming', BACK: 'forgot' } },
    passwordConfirming: { on: { CODE_ACCEPTED: 'loginAgain', CODE_REFUSED: 'passwordCode' } },
    loginAgain: { on: { CLOSE: 'closed' } },
  },
});

export interface SignInWithCodeSeen {
  view: 'closed' | 'login' | 'register' | 'passwordReset' | 'codeEntry';
  /** the view's main button is locked while its call is out */
  busy: boolean;
  codeFor: 'register' | 'password' | null;
  signInAgainNotice: boolean;
  signedIn: boolean;
}
const sees = (view: SignInWithCodeSeen['view'], more: Partial<SignInWithCodeSeen> = {}): SignInWithCodeSeen => ({
  view, busy: false, codeFor: null, signInAgainNotice: false, signedIn: false, ...more,
});
export const SIGN_IN_WITH_CODE_SEES = {
  closed: sees('closed'),
  login: sees('login'),
  register: sees('register'),
  joinLocked: sees('register', { busy: true }),
  registerCode: sees('codeEntry', { codeFor: 'register' }),
  registerConfirming: sees('codeEntry', { codeFor: 'register', busy: true }),
  signedIn: sees('closed', { signedIn: true }),
  forgot: sees('passwordReset'),
  sendLocked: sees('passwordReset', { busy: true }),
  passwordCode: sees('codeEntry', { codeFor: 'password' }),
  passwordConfirming: sees('codeEntry', { codeFor: 'password', busy: true }),
  loginAgain: sees('login', { signInAgainNotice: true }),
};
export const SIGN_IN_WITH_CODE_EVENTS = [
  'OPEN', 'CLOSE', 'CREATE_ACCOUNT', 'FORGOT', 'BACK', 'JOIN', 'SEND_CODE', 'CODE_SENT', 'SEND_FAILED', 'CONFIRM_CODE', 'CODE_ACCEPTED', 'CODE_REFUSED',
] as const;
