import { beforeEach, describe } from 'vitest';
import { createActor, createMachine, fromEventObservable, fromPromise, type AnyEventObject } from 'xstate';
import { NEVER } from 'rxjs';
import { loginDialogMachine } from '../../src/machines/account/login-dialog.machine';
import { codeEntryMachine, type CodeEntryInput } from '../../src/machines/account/code-entry.machine';
import { ApiError } from '../../src/api/client';
import type { AuthResult } from '../../src/api/types/account';
import { clearStorage } from '../support/model-coverage';
import { scriptedRequest } from '../support/scripted-actors';
import { walkSpecModel } from '../support/spec-model';

/*
 * Signing up and changing a password with an e-mailed code, as the spec tells it (§2 login dialog, §4
 * dialog flow and code flow, §8): register → Join (locked while the code is sent) → code screen → confirm
 * → signed in and closed; forgot password → send → code screen → confirm → back on login with a message
 * to log in again. A failed send unlocks the button on the same view; a wrong code keeps the code screen;
 * Back on the code screen returns to the view before it; opening the dialog always starts on login.
 */
const spec = createMachine({
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

interface Seen {
  view: 'closed' | 'login' | 'register' | 'passwordReset' | 'codeEntry';
  busy: boolean;
  codeFor: 'register' | 'password' | null;
  signInAgainNotice: boolean;
  signedIn: boolean;
}
const sees = (view: Seen['view'], more: Partial<Seen> = {}): Seen => ({ view, busy: false, codeFor: null, signInAgainNotice: false, signedIn: false, ...more });
const SEES = {
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
const EVENTS = ['OPEN', 'CLOSE', 'CREATE_ACCOUNT', 'FORGOT', 'BACK', 'JOIN', 'SEND_CODE', 'CODE_SENT', 'SEND_FAILED', 'CONFIRM_CODE', 'CODE_ACCEPTED', 'CODE_REFUSED'] as const;

const user = { id: 7, nickName: 'Mei', email: 'mei@example.org', avatar: '', sex: 2, languageCode: 'en' as const };
const VIEWS = ['login', 'register', 'passwordReset', 'codeEntry'] as const;

/** The dialog as the session runs it (a child reporting SIGNED_IN), with the server's answers scripted. */
function start() {
  const sendCode = scriptedRequest<null>();
  const submitCode = scriptedRequest<AuthResult>();
  const machine = loginDialogMachine.provide({
    actors: {
      loginRequests: fromEventObservable(() => NEVER),
      login: fromPromise(() => new Promise<never>(() => undefined)),
      sendCode: sendCode.actor,
      submitCode: submitCode.actor,
      codeEntry: codeEntryMachine.provide({ actors: { sendCode: fromPromise<null, CodeEntryInput>(() => new Promise<never>(() => undefined)) } }),
    } as never,
  });
  const reported: AnyEventObject[] = [];
  const parent = createActor(createMachine({
    invoke: { id: 'dialog', src: machine, input: {} },
    on: { '*': { actions: ({ event }) => void reported.push(event) } },
  })).start();
  const dialog = () => parent.getSnapshot().children.dialog as ReturnType<typeof createActor<typeof machine>>;
  const fill = () => {
    dialog().send({ type: 'FIELD.CHANGE', field: 'email', value: 'mei@example.org' });
    dialog().send({ type: 'FIELD.CHANGE', field: 'password', value: 'Great#Wall88' });
  };
  const drive = {
    OPEN: () => dialog().send({ type: 'OPEN' }),
    CLOSE: () => dialog().send({ type: 'CLOSE' }),
    CREATE_ACCOUNT: () => dialog().send({ type: 'CREATE_ACCOUNT' }),
    FORGOT: () => dialog().send({ type: 'FORGOT' }),
    BACK: () => dialog().send({ type: 'BACK' }),
    JOIN: () => {
      fill();
      dialog().send({ type: 'AGREEMENT.TOGGLE', checked: true });
      dialog().send({ type: 'JOIN' });
    },
    SEND_CODE: () => {
      fill();
      dialog().send({ type: 'SEND_CODE' });
    },
    CODE_SENT: () => sendCode.resolve(null),
    SEND_FAILED: () => sendCode.reject(new ApiError(602, 'This address cannot receive mail', 'sendRegisterCode')),
    CONFIRM_CODE: () => {
      const entry = dialog().getSnapshot().children.codeEntry as ReturnType<typeof createActor<typeof codeEntryMachine>> | undefined;
      entry?.send({ type: 'CODE.PASTE', text: '482913' });
      entry?.send({ type: 'CONFIRM' });
    },
    CODE_ACCEPTED: () => submitCode.resolve({ token: 'tok', clientInfo: user }),
    CODE_REFUSED: () => submitCode.reject(new ApiError(607, 'The code is wrong', 'register')),
  };
  /** what the dialog shows, read as login-dialog.tsx reads it */
  const seen = (): Seen => {
    const snapshot = dialog().getSnapshot();
    const view = VIEWS.find((name) => snapshot.matches({ open: name })) ?? 'closed';
    const busy = snapshot.matches({ open: { register: 'sendingCode' } }) || snapshot.matches({ open: { passwordReset: 'sendingCode' } })
      || snapshot.matches({ open: { codeEntry: 'submitting' } }) || snapshot.matches({ open: { login: 'submitting' } });
    return {
      view,
      busy,
      codeFor: view === 'codeEntry' ? snapshot.context.codeType : null,
      signInAgainNotice: view === 'login' && snapshot.context.notice === 'signInAgain',
      signedIn: reported.some((event) => event.type === 'SIGNED_IN'),
    };
  };
  return { drive: (event: (typeof EVENTS)[number]) => drive[event](), seen, stop: () => parent.stop() };
}

describe('sign-in with code, spec model', () => {
  beforeEach(clearStorage);
  walkSpecModel('sign-in with code', spec, { events: EVENTS, sees: SEES, start });
});
