import { sendTo, setup, type ActorRef, type ActorRefFrom, type Snapshot } from 'xstate';
import { loginDialogMachine, type SignedInEvent } from './login-dialog.machine';
import { accountChangeMachine, type AccountUpdateEvent } from './account-change.machine';
import { nicknameMachine } from './nickname.machine';
import { avatarMachine } from './avatar.machine';
import { feedbackMachine } from './feedback.machine';
import { sessionChanges, signsIn, type SessionChange, type SessionInput } from './session-facts';

/** A visitor asked to sign in before the dialogs were there (the app event `login.requested` arrives only once they are). */
export type LoginRequestedEvent = { type: 'LOGIN.REQUESTED' };

/** A signed-in user's choice in the account menu, kept until the dialogs are there and then passed to the dialog it opens. */
export type AccountMenuEvent =
  | { type: 'NICKNAME.EDIT'; nickName: string }
  | { type: 'AVATAR.CHOSEN'; file: File }
  | { type: 'FEEDBACK.WRITE'; email: string }
  | { type: 'PASSWORD.CHANGE' }
  | { type: 'EMAIL.CHANGE' };

/** What the dialogs tell the session: who signed in, and what changed about the account. */
export type SessionReport = SignedInEvent | AccountUpdateEvent;

export interface AccountDialogsInput extends SessionInput {
  session: ActorRef<Snapshot<unknown>, SessionReport>;
}

/**
 * The account's dialogs, which nobody sees on arrival (their code downloads after the first screen): the login
 * dialog while signed out, the settings dialogs (nickname, avatar, password, e-mail, feedback) while signed in.
 * They follow the session's sign-ins and sign-outs and pass what they learn on to it; a password change signs the
 * user out, and the login dialog then opens asking to sign in again.
 */
export const accountDialogsMachine = setup({
  types: {
    context: {} as { session: AccountDialogsInput['session']; signedInAtStart: boolean },
    events: {} as SessionReport | SessionChange | LoginRequestedEvent | AccountMenuEvent,
    input: {} as AccountDialogsInput,
    children: {} as {
      loginDialog: 'loginDialog';
      nickname: 'nickname';
      avatar: 'avatar';
      passwordChange: 'accountChange';
      emailChange: 'accountChange';
      feedback: 'feedback';
    },
  },
  actors: { sessionChanges, loginDialog: loginDialogMachine, nickname: nicknameMachine, avatar: avatarMachine, accountChange: accountChangeMachine, feedback: feedbackMachine },
  actions: {
    tellSession: sendTo(({ context }) => context.session, ({ event }) => event as SessionReport),
  },
  guards: {
    signedInAtStart: ({ context }) => context.signedInAtStart,
    signsIn,
    signsOut: ({ event }) => event.type === 'SESSION' && !event.signedIn,
  },
}).createMachine({
  id: 'accountDialogs',
  context: ({ input }) => ({ session: input.session, signedInAtStart: input.signedIn }),
  invoke: { src: 'sessionChanges' },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'signedInAtStart', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      invoke: {
        id: 'loginDialog',
        src: 'loginDialog',
        input: ({ event }) => ({ notice: event.type === 'PASSWORD_CHANGED' ? 'signInAgain' : null }),
      },
      on: {
        SIGNED_IN: { actions: 'tellSession' },
        SESSION: { guard: 'signsIn', target: 'signedIn' },
        'LOGIN.REQUESTED': { actions: sendTo('loginDialog', { type: 'OPEN' }) },
      },
    },
    signedIn: {
      invoke: [
        { id: 'nickname', src: 'nickname' },
        { id: 'avatar', src: 'avatar' },
        { id: 'passwordChange', src: 'accountChange', input: { kind: 'password' } },
        { id: 'emailChange', src: 'accountChange', input: { kind: 'email' } },
        { id: 'feedback', src: 'feedback' },
      ],
      on: {
        USER_UPDATED: { actions: 'tellSession' },
        PASSWORD_CHANGED: { target: 'signedOut', actions: 'tellSession' },
        'NICKNAME.EDIT': { actions: sendTo('nickname', ({ event }) => ({ type: 'OPEN' as const, nickName: event.nickName })) },
        'AVATAR.CHOSEN': { actions: sendTo('avatar', ({ event }) => ({ type: 'FILE.CHOSEN' as const, file: event.file })) },
        'FEEDBACK.WRITE': { actions: sendTo('feedback', ({ event }) => ({ type: 'OPEN' as const, email: event.email })) },
        'PASSWORD.CHANGE': { actions: sendTo('passwordChange', { type: 'OPEN' }) },
        'EMAIL.CHANGE': { actions: sendTo('emailChange', { type: 'OPEN' }) },
        SESSION: { guard: 'signsOut', target: 'signedOut' },
      },
    },
  },
});

export type AccountDialogsActor = ActorRefFrom<typeof accountDialogsMachine>;
