import { and, assign, sendParent, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { changePassword, updateEmail } from '../../api/account';
import type { ClientInfo } from '../../api/types/account';
import {
  emailFormatError, hasErrors, newEmailErrors, resetPasswordErrors, type CredentialField, type FieldErrors,
} from '../../lib/account-forms';
import { publish } from '../../lib/app-events';
import { codeEntryMachine, isCoolingDown, messageOf, sendCodeFor, startCooldown, type CodeSubmittedEvent } from './code-entry.machine';

/** password: the settings' reset-password dialog; email: the new address gets the code (sendRegisterCode). */
export type AccountChangeKind = 'password' | 'email';

export interface AccountChangeContext {
  kind: AccountChangeKind;
  email: string;
  password: string;
  code: string;
  errors: FieldErrors;
}

export type AccountChangeEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'FIELD.CHANGE'; field: CredentialField; value: string }
  | { type: 'EMAIL.BLUR' }
  | { type: 'SEND_CODE' }
  | { type: 'BACK' }
  | CodeSubmittedEvent;

/** What a settings dialog tells the session. */
export type AccountUpdateEvent = { type: 'USER_UPDATED'; user: ClientInfo } | { type: 'PASSWORD_CHANGED' };

const formErrors = (context: AccountChangeContext) => (context.kind === 'password' ? resetPasswordErrors(context) : newEmailErrors(context));

/** The set-password and change-e-mail dialogs: an input step, the shared code entry, then the change. */
export const accountChangeMachine = setup({
  types: {
    context: {} as AccountChangeContext,
    events: {} as AccountChangeEvent,
    input: {} as { kind: AccountChangeKind },
    children: {} as { codeEntry: 'codeEntry' },
  },
  actors: {
    sendCode: fromAbortablePromise<null, { kind: AccountChangeKind; email: string }>(({ input, signal }) =>
      sendCodeFor(input.kind === 'password' ? 'password' : 'email', input.email, signal),
    ),
    submitChange: fromAbortablePromise<ClientInfo | null, AccountChangeContext>(({ input, signal }) =>
      input.kind === 'password'
        ? changePassword({ email: input.email.trim(), password: input.password, verificationCode: input.code }, { signal })
        : updateEmail({ email: input.email.trim(), verificationCode: input.code }, { signal }),
    ),
    codeEntry: codeEntryMachine,
  },
  actions: {
    clearFields: assign({ email: '', password: '', code: '', errors: {} }),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'FIELD.CHANGE') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { [event.field]: event.value, errors };
    }),
    checkEmailFormat: assign({ errors: ({ context }) => ({ ...context.errors, email: emailFormatError(context.email) }) }),
    showErrors: assign({ errors: ({ context }) => formErrors(context) }),
    startCooldown: () => void startCooldown(),
    announceCodeSent: () => publish({ type: 'toast', severity: 'success', key: 'account:codeSent' }),
    toastError: ({ event }) => publish({ type: 'toast', severity: 'error', ...messageOf((event as { error?: unknown }).error) }),
    storeCode: assign({ code: ({ event }) => (event.type === 'CODE.SUBMITTED' ? event.code : '') }),
    reportChange: sendParent(({ context, event }): AccountUpdateEvent =>
      context.kind === 'password' ? { type: 'PASSWORD_CHANGED' } : { type: 'USER_UPDATED', user: (event as unknown as { output: ClientInfo }).output },
    ),
    announceChange: ({ context }) =>
      publish({ type: 'toast', severity: 'success', key: context.kind === 'password' ? 'account:passwordUpdateSuccess' : 'account:updateSuccess' }),
  },
  guards: {
    formValid: ({ context }) => !hasErrors(formErrors(context)),
    isCoolingDown: () => isCoolingDown(),
  },
}).createMachine({
  id: 'accountChange',
  context: ({ input }) => ({ kind: input.kind, email: '', password: '', code: '', errors: {} }),
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: 'clearFields' } },
    },
    open: {
      on: { CLOSE: { target: 'closed', actions: 'clearFields' } },
      initial: 'form',
      states: {
        form: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'FIELD.CHANGE': { actions: 'changeField' },
                'EMAIL.BLUR': { actions: 'checkEmailFormat' },
                SEND_CODE: [
                  { guard: and(['formValid', 'isCoolingDown']), target: '#accountChange.open.codeEntry' },
                  { guard: 'formValid', target: 'sendingCode' },
                  { actions: 'showErrors' },
                ],
              },
            },
            sendingCode: {
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({ kind: context.kind, email: context.email.trim() }),
                onDone: { target: '#accountChange.open.codeEntry', actions: ['startCooldown', 'announceCodeSent'] },
                onError: { target: 'idle', actions: 'toastError' },
              },
            },
          },
        },
        codeEntry: {
          invoke: {
            id: 'codeEntry',
            src: 'codeEntry',
            input: ({ context }) => ({ email: context.email.trim(), purpose: context.kind }),
          },
          initial: 'entering',
          states: {
            entering: {
              on: {
                'CODE.SUBMITTED': { target: 'submitting', actions: 'storeCode' },
                BACK: '#accountChange.open.form',
              },
            },
            submitting: {
              invoke: {
                id: 'submitChange',
                src: 'submitChange',
                input: ({ context }) => context,
                onDone: { target: '#accountChange.closed', actions: ['reportChange', 'announceChange', 'clearFields'] },
                onError: 'entering',
              },
            },
          },
        },
      },
    },
  },
});
