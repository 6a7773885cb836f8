import { assertEvent, assign, fromEventObservable, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { filter, map } from 'rxjs';
import { fetchClientInfo, logout } from '../../api/account';
import type { ClientInfo } from '../../api/types/account';
import { appEvents, publish } from '../../lib/app-events';
import { createDeviceNo, readJson, readRaw, writeJson, writeRaw } from '../../lib/storage';
import type { SignedInEvent } from './login-dialog.machine';
import type { AccountUpdateEvent } from './account-change.machine';
import { adoptVisitorDrafts, clearVisitorDrafts } from '../shared/drafts';

/** The user a load (its output) or an update (its user) brings. */
const userOf = (event: object): ClientInfo | null => (event as { output?: ClientInfo }).output ?? (event as { user?: ClientInfo }).user ?? null;

export interface SessionContext {
  token: string | null;
  user: ClientInfo | null;
}

export type SessionEvent =
  | SignedInEvent
  | AccountUpdateEvent
  | { type: 'SIGN_OUT' }
  | { type: 'SIGN_OUT_CONFIRMED' }
  | { type: 'SIGN_OUT_CANCELLED' }
  /** tokenStored: false when this user already signed out in another tab, which is no other device's doing */
  | { type: 'KICKED'; tokenStored: boolean }
  | { type: 'KICK_ACKNOWLEDGED' }
  /** what storage holds at a navigation: another tab may have signed in or out meanwhile */
  | { type: 'STORED_TOKEN_READ'; token: string | null };

/**
 * The signed-in state of the site. Token and user live in storage and in this context. Every 401/418
 * published by the API layer arrives here as KICKED; only the first one opens the kick modal, later
 * ones find the session already kicked or signed out. Before every navigation the stored token is read
 * into the context, so a sign-in or sign-out in another tab takes effect here. The login and account-settings
 * dialogs (`accountDialogsMachine`) tell it who signed in and what changed.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    loadClientInfo: fromAbortablePromise(() => fetchClientInfo({ silent: true })),
    logout: fromAbortablePromise(() => logout({ silent: true })),
    kicks: fromEventObservable(() =>
      appEvents.pipe(
        filter((event) => event.type === 'session.kicked'),
        map(() => ({ type: 'KICKED' as const, tokenStored: readRaw('token') !== null })),
      ),
    ),
    navigations: fromEventObservable(() =>
      appEvents.pipe(
        filter((event) => event.type === 'navigation.starting'),
        map(() => ({ type: 'STORED_TOKEN_READ' as const, token: readRaw('token') })),
      ),
    ),
  },
  actions: {
    ensureDeviceNo: () => {
      if (!readRaw('deviceNo')) writeRaw('deviceNo', createDeviceNo());
    },
    rememberSession: assign(({ event }) => {
      assertEvent(event, 'SIGNED_IN');
      return { token: event.token, user: event.user };
    }),
    persistSession: ({ event }) => {
      assertEvent(event, 'SIGNED_IN');
      writeRaw('token', event.token);
      writeJson('user', event.user);
      writeRaw('language', event.user.languageCode);
      // what the visitor typed before signing in (a trip form, a booking) is now the account's
      adoptVisitorDrafts();
      publish({ type: 'session.signedIn', user: event.user });
    },
    rememberUser: assign(({ event }) => ({ user: userOf(event) })),
    persistUser: ({ event }) => {
      const user = userOf(event);
      writeJson('user', user);
      if (user) writeRaw('language', user.languageCode);
    },
    forgetSession: assign({ token: null, user: null }),
    clearStoredSession: () => {
      writeRaw('token', null);
      writeJson('user', null);
      writeRaw('chatMessages', null);
      // the account's drafts stay under its id for its own return; nothing is left for the next visitor
      clearVisitorDrafts();
      publish({ type: 'session.signedOut' });
    },
    adoptStoredSession: assign(({ event }) => ({
      token: event.type === 'STORED_TOKEN_READ' ? event.token : null,
      user: readJson<ClientInfo>('user'),
    })),
    announceStoredSession: ({ context }) => {
      if (context.user) publish({ type: 'session.signedIn', user: context.user });
    },
    announceSignOut: () => publish({ type: 'toast', severity: 'success', key: 'account:logoutSuccess' }),
    /** the user's own language applies after signing in (spec: store languageCode, then reload) */
    reloadPage: () => window.location.reload(),
    /** the kick modal's only button leads home; a fresh load also drops every signed-in view */
    goHome: () => window.location.assign('/home'),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    wantsReload: ({ event }) => event.type === 'SIGNED_IN' && event.reload,
    signedOutInAnotherTab: ({ event }) => event.type === 'KICKED' && !event.tokenStored,
    storedTokenGone: ({ event }) => event.type === 'STORED_TOKEN_READ' && event.token === null,
    storedTokenReplaced: ({ context, event }) => event.type === 'STORED_TOKEN_READ' && event.token !== null && event.token !== context.token,
  },
}).createMachine({
  id: 'session',
  context: () => ({ token: readRaw('token'), user: readJson<ClientInfo>('user') }),
  invoke: [{ src: 'kicks' }, { src: 'navigations' }],
  initial: 'booting',
  states: {
    booting: {
      entry: 'ensureDeviceNo',
      always: [{ guard: 'hasToken', target: 'signedIn.loadingUser' }, { target: 'signedOut' }],
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        KICKED: [
          { guard: 'signedOutInAnotherTab', target: 'signedOut', actions: ['forgetSession', 'clearStoredSession'] },
          { target: 'kicked', actions: ['forgetSession', 'clearStoredSession'] },
        ],
        USER_UPDATED: { actions: ['rememberUser', 'persistUser'] },
        PASSWORD_CHANGED: { target: 'signedOut', actions: ['forgetSession', 'clearStoredSession'] },
        STORED_TOKEN_READ: [
          { guard: 'storedTokenGone', target: 'signedOut', actions: ['forgetSession', 'clearStoredSession'] },
          { guard: 'storedTokenReplaced', target: '.loadingUser', actions: ['adoptStoredSession', 'announceStoredSession'] },
        ],
      },
      initial: 'active',
      states: {
        loadingUser: {
          description:
            'A stored token: fetch clientInfo and its language. Without an answer the stored user stays. The menu already shows the stored user, so its sign-out is taken here too (on a slow phone the answer takes seconds)',
          on: { SIGN_OUT: 'confirmingSignOut' },
          invoke: {
            id: 'clientInfo',
            src: 'loadClientInfo',
            onDone: { target: 'active', actions: ['rememberUser', 'persistUser'] },
            onError: 'active',
          },
        },
        active: {
          on: { SIGN_OUT: 'confirmingSignOut' },
        },
        confirmingSignOut: {
          on: { SIGN_OUT_CONFIRMED: 'signingOut', SIGN_OUT_CANCELLED: 'active' },
        },
        signingOut: {
          description: 'A 401/418 from logout only ends it: the API layer does not report a kick for logout',
          invoke: {
            id: 'logout',
            src: 'logout',
            onDone: { target: '#session.signedOut', actions: ['forgetSession', 'clearStoredSession', 'announceSignOut'] },
            onError: { target: '#session.signedOut', actions: ['forgetSession', 'clearStoredSession'] },
          },
        },
      },
    },
    kicked: {
      description: 'The one modal: this account signed in on another device',
      on: { KICK_ACKNOWLEDGED: { target: 'signedOut', actions: 'goHome' } },
    },
    signedOut: {
      on: {
        SIGNED_IN: [
          { guard: 'wantsReload', target: 'signedIn', actions: ['rememberSession', 'persistSession', 'reloadPage'] },
          { target: 'signedIn', actions: ['rememberSession', 'persistSession'] },
        ],
        STORED_TOKEN_READ: { guard: 'storedTokenReplaced', target: 'signedIn.loadingUser', actions: ['adoptStoredSession', 'announceStoredSession'] },
      },
    },
  },
});
