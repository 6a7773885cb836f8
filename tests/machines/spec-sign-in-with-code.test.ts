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
import {
  SIGN_IN_WITH_CODE_EVENTS, SIGN_IN_WITH_CODE_SEES, signInWithCodeSpec, type SignInWithCodeSeen,
} from '../support/spec-models/sign-in-with-code';

/*
 * The sign-in-with-code spec model (tests/support/spec-models/sign-in-with-code.ts, walked in the browser
 * too) against the real login dialog machine, with the server's answers scripted.
 */
type SpecEvent = (typeof SIGN_IN_WITH_CODE_EVENTS)[number];

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
  const seen = (): SignInWithCodeSeen => {
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
  return { drive: (event: SpecEvent) => drive[event](), seen, stop: () => parent.stop() };
}

describe('sign-in with code, spec model', () => {
  beforeEach(clearStorage);
  walkSpecModel('sign-in with code', signInWithCodeSpec, { events: SIGN_IN_WITH_CODE_EVENTS, sees: SIGN_IN_WITH_CODE_SEES, start });
});
