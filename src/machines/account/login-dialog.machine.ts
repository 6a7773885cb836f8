import { and, assertEvent, assign, fromEventObservable, sendParent, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { filter, map } from 'rxjs';
import { changePassword, login, register } from '../../api/account';
import { ApiError } from '../../api/client';
import { ErrorCode } from '../../api/error-codes';
import type { AuthResult } from '../../api/types/account';
import { readRaw } from '../../lib/storage';
import {
  emailFormatError, hasErrors, loginErrors, newPasswordErrors, registerErrors, type CredentialField, type FieldErrors,
} from '../../lib/account-forms';
import { appEvents, publish } from '../../lib/app-events';
import {
  clearCodeDigits, CODE_DRAFT_MAX_AGE_MS, codeEntryMachine, isCoolingDown, messageOf, sendCodeFor, startCooldown, type CodeSubmittedEvent,
} from './code-entry.machine';
import { clearDraft, readDraft, saveDraft } from '../shared/drafts';

type PasswordMode = 'error' | 'forgot';
type LoginNotice = 'signInAgain' | 'passwordError' | null;

export interface LoginDialogInput {
  /** opens at once on the login view with this notice (after a password change signed the user out) */
  notice?: LoginNotice;
}

export interface LoginDialogContext {
  email: string;
  password: string;
  agreed: boolean;
  mode: PasswordMode;
  codeType: 'register' | 'password';
  code: string;
  errors: FieldErrors;
  notice: LoginNotice;
  /** the account is locked (605): the localized message shows under the form */
  locked: boolean;
  /** back on the code screen after a reload: the password was not kept, so it is asked for again there */
  passwordForgotten: boolean;
}

/** A reload during code entry brings the code screen back for the same address (never the password). */
const CODE_SCREEN_DRAFT = 'codeScreen';
type CodeScreenDraft = Pick<LoginDialogContext, 'email' | 'codeType'>;

export type LoginDialogEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'FIELD.CHANGE'; field: CredentialField; value: string }
  | { type: 'EMAIL.BLUR' }
  | { type: 'AGREEMENT.TOGGLE'; checked: boolean }
  | { type: 'SUBMIT' }
  | { type: 'CREATE_ACCOUNT' }
  | { type: 'FORGOT' }
  | { type: 'NOT_YOU' }
  | { type: 'JOIN' }
  | { type: 'SEND_CODE' }
  | { type: 'BACK' }
  | CodeSubmittedEvent;

/** What the dialog tells the session that owns it. */
export type SignedInEvent = { type: 'SIGNED_IN'; token: string; user: AuthResult['clientInfo']; reload: boolean };

interface SubmitCodeInput {
  codeType: LoginDialogContext['codeType'];
  email: string;
  password: string;
  code: string;
}

const blank = (notice: LoginNotice = null): LoginDialogContext => ({
  email: '', password: '', agreed: false, mode: 'forgot', codeType: 'register', code: '', errors: {}, notice, locked: false, passwordForgotten: false,
});

function initialContext(notice: LoginNotice): LoginDialogContext {
  const draft = notice ? null : readDraft<CodeScreenDraft>(CODE_SCREEN_DRAFT, { maxAgeMs: CODE_DRAFT_MAX_AGE_MS });
  return draft ? { ...blank(), email: draft.email, codeType: draft.codeType, passwordForgotten: true } : blank(notice);
}

const errorCode = (event: unknown) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof ApiError ? error.code : null;
};

/** The login dialog: login, register, code entry and password-error / forgot-password views. */
export const loginDialogMachine = setup({
  types: {
    context: {} as LoginDialogContext,
    events: {} as LoginDialogEvent,
    // every field of the input is optional, so the rule takes the assertion for a no-op; it gives the machine its input type
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as LoginDialogInput,
    children: {} as { codeEntry: 'codeEntry' },
  },
  actors: {
    loginRequests: fromEventObservable(() =>
      appEvents.pipe(
        filter((event) => event.type === 'login.requested'),
        map(() => ({ type: 'OPEN' as const })),
      ),
    ),
    login: fromAbortablePromise<AuthResult, { email: string; password: string }>(({ input, signal }) =>
      login({ ...input, deviceNo: readRaw('deviceNo') ?? '' }, { silent: true, signal }),
    ),
    sendCode: fromAbortablePromise<null, { email: string; codeType: LoginDialogContext['codeType'] }>(({ input, signal }) =>
      sendCodeFor(input.codeType, input.email, signal),
    ),
    submitCode: fromAbortablePromise<AuthResult | null, SubmitCodeInput>(({ input, signal }) => {
      const { email, password, code: verificationCode } = input;
      return input.codeType === 'register'
        ? register({ email, password, verificationCode, deviceNo: readRaw('deviceNo') ?? '' }, { signal })
        : changePassword({ email, password, verificationCode }, { signal });
    }),
    codeEntry: codeEntryMachine,
  },
  actions: {
    reset: assign(() => blank()),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      const errors = { ...context.errors };
      delete errors[event.field];
      return { [event.field]: event.value, errors, locked: false };
    }),
    checkEmailFormat: assign({ errors: ({ context }) => ({ ...context.errors, email: emailFormatError(context.email) }) }),
    toggleAgreement: assign(({ context, event }) => {
      assertEvent(event, 'AGREEMENT.TOGGLE');
      const errors = { ...context.errors };
      delete errors.agreement;
      return { agreed: event.checked, errors };
    }),
    showLoginErrors: assign({ errors: ({ context }) => loginErrors(context) }),
    showRegisterErrors: assign({ errors: ({ context }) => registerErrors(context) }),
    showNewPasswordErrors: assign({ errors: ({ context }) => newPasswordErrors(context) }),
    clearErrors: assign({ errors: {}, notice: null, locked: false }),
    startCooldown: () => void startCooldown(),
    storeCode: assign({
      code: ({ event }) => {
        assertEvent(event, 'CODE.SUBMITTED');
        return event.code;
      },
    }),
    keepCodeScreen: ({ context }) => saveDraft<CodeScreenDraft>(CODE_SCREEN_DRAFT, { email: context.email.trim(), codeType: context.codeType }),
    dropCodeScreen: () => {
      clearDraft(CODE_SCREEN_DRAFT);
      clearCodeDigits();
    },
    showPasswordAgainError: assign({ errors: ({ context }) => ({ ...context.errors, password: newPasswordErrors(context).password }) }),
    signIn: sendParent(({ event }): SignedInEvent => {
      const { token, clientInfo } = (event as unknown as { output: AuthResult }).output;
      return { type: 'SIGNED_IN', token, user: clientInfo, reload: true };
    }),
    signInAfterRegistering: sendParent(({ event }): SignedInEvent => {
      const { token, clientInfo } = (event as unknown as { output: AuthResult }).output;
      return { type: 'SIGNED_IN', token, user: clientInfo, reload: false };
    }),
    toastError: ({ event }) => publish({ type: 'toast', severity: 'error', ...messageOf((event as { error?: unknown }).error) }),
    toastWarning: ({ event }) => publish({ type: 'toast', severity: 'warn', ...messageOf((event as { error?: unknown }).error) }),
    toast: (_, params: { key: string; severity: 'success' | 'info' }) => publish({ type: 'toast', severity: params.severity, key: `account:${params.key}` }),
  },
  guards: {
    opensWithNotice: ({ context }) => context.notice !== null,
    returnsToCodeScreen: ({ context }) => context.passwordForgotten,
    passwordReady: ({ context }) => newPasswordErrors(context).password === undefined,
    loginFormValid: ({ context }) => !hasErrors(loginErrors(context)),
    registerFormValid: ({ context }) => !hasErrors(registerErrors(context)),
    newPasswordFormValid: ({ context }) => !hasErrors(newPasswordErrors(context)),
    isCoolingDown: () => isCoolingDown(),
    isAccountNotFound: ({ event }) => errorCode(event) === ErrorCode.accountNotFound,
    isWrongPassword: ({ event }) => errorCode(event) === ErrorCode.wrongPassword,
    isLocked: ({ event }) => errorCode(event) === ErrorCode.accountLocked,
    isRegistering: ({ context }) => context.codeType === 'register',
  },
}).createMachine({
  id: 'loginDialog',
  context: ({ input }) => initialContext(input.notice ?? null),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'opensWithNotice', target: 'open' },
        { guard: 'returnsToCodeScreen', target: 'open.codeEntry' },
        { target: 'closed' },
      ],
    },
    closed: {
      invoke: { src: 'loginRequests' },
      on: { OPEN: { target: 'open', actions: 'reset' } },
    },
    open: {
      initial: 'login',
      on: {
        CLOSE: { target: 'closed', actions: ['dropCodeScreen', 'reset'] },
        'FIELD.CHANGE': { actions: 'changeField' },
        'EMAIL.BLUR': { actions: 'checkEmailFormat' },
      },
      states: {
        login: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                SUBMIT: [{ guard: 'loginFormValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showLoginErrors' }],
                CREATE_ACCOUNT: { target: '#loginDialog.open.register', actions: 'clearErrors' },
                FORGOT: { target: '#loginDialog.open.passwordReset', actions: [assign({ mode: 'forgot' }), 'clearErrors'] },
              },
            },
            submitting: {
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
                onDone: { target: '#loginDialog.closed', actions: 'signIn' },
                onError: [
                  { guard: 'isAccountNotFound', target: '#loginDialog.open.register' },
                  {
                    guard: 'isWrongPassword',
                    target: '#loginDialog.open.passwordReset',
                    actions: assign({ mode: 'error', password: '', notice: 'passwordError' }),
                  },
                  {
                    guard: 'isLocked',
                    target: 'idle',
                    actions: ['toastError', assign({ locked: true })],
                  },
                  { target: 'idle', actions: 'toastWarning' },
                ],
              },
            },
          },
        },
        register: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'AGREEMENT.TOGGLE': { actions: 'toggleAgreement' },
                JOIN: [
                  {
                    guard: and(['registerFormValid', 'isCoolingDown']),
                    target: '#loginDialog.open.codeEntry',
                    actions: [assign({ codeType: 'register' }), 'clearErrors'],
                  },
                  { guard: 'registerFormValid', target: 'sendingCode', actions: [assign({ codeType: 'register' }), 'clearErrors'] },
                  { actions: 'showRegisterErrors' },
                ],
                BACK: { target: '#loginDialog.open.login', actions: 'clearErrors' },
              },
            },
            sendingCode: {
              description: 'Join is locked until the code is sent',
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({ email: context.email.trim(), codeType: 'register' as const }),
                onDone: { target: '#loginDialog.open.codeEntry', actions: 'startCooldown' },
                onError: { target: 'idle', actions: 'toastError' },
              },
            },
          },
        },
        passwordReset: {
          description: 'mode error after a wrong password (606), mode forgot from the link',
          initial: 'idle',
          states: {
            idle: {
              on: {
                NOT_YOU: { actions: assign({ mode: 'forgot', email: '', password: '', errors: {}, notice: null }) },
                SEND_CODE: [
                  {
                    guard: and(['newPasswordFormValid', 'isCoolingDown']),
                    target: '#loginDialog.open.codeEntry',
                    actions: [assign({ codeType: 'password' }), 'clearErrors'],
                  },
                  { guard: 'newPasswordFormValid', target: 'sendingCode', actions: [assign({ codeType: 'password' }), 'clearErrors'] },
                  { actions: 'showNewPasswordErrors' },
                ],
                BACK: { target: '#loginDialog.open.login', actions: 'clearErrors' },
              },
            },
            sendingCode: {
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({ email: context.email.trim(), codeType: 'password' as const }),
                onDone: {
                  target: '#loginDialog.open.codeEntry',
                  actions: ['startCooldown', { type: 'toast', params: { key: 'codeSent', severity: 'success' } }],
                },
                onError: { target: 'idle', actions: 'toastError' },
              },
            },
          },
        },
        codeEntry: {
          entry: 'keepCodeScreen',
          invoke: {
            id: 'codeEntry',
            src: 'codeEntry',
            input: ({ context }) => ({ email: context.email.trim(), purpose: context.codeType }),
          },
          initial: 'entering',
          states: {
            entering: {
              on: {
                'CODE.SUBMITTED': [
                  { guard: 'passwordReady', target: 'submitting', actions: 'storeCode' },
                  { actions: 'showPasswordAgainError' },
                ],
                BACK: [
                  { guard: 'isRegistering', target: '#loginDialog.open.register', actions: 'dropCodeScreen' },
                  { target: '#loginDialog.open.passwordReset', actions: 'dropCodeScreen' },
                ],
              },
            },
            submitting: {
              invoke: {
                id: 'submitCode',
                src: 'submitCode',
                input: ({ context }) => ({
                  codeType: context.codeType, email: context.email.trim(), password: context.password, code: context.code,
                }),
                onDone: [
                  {
                    guard: 'isRegistering',
                    target: '#loginDialog.closed',
                    actions: ['dropCodeScreen', 'signInAfterRegistering', { type: 'toast', params: { key: 'joinSuccess', severity: 'success' } }],
                  },
                  {
                    target: '#loginDialog.open.login',
                    actions: [
                      'dropCodeScreen',
                      assign({ password: '', notice: 'signInAgain', errors: {}, passwordForgotten: false }),
                      { type: 'toast', params: { key: 'passwordUpdateSuccess', severity: 'success' } },
                    ],
                  },
                ],
                onError: 'entering',
              },
            },
          },
        },
      },
    },
  },
});
