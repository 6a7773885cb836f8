import { assign, fromEventObservable, fromPromise, setup } from 'xstate';
import { filter, map } from 'rxjs';
import { fetchClientInfo, logout } from '../api/auth';
import type { ClientInfo } from '../api/types/account';
import { appEvents, publish } from './app-events';
import { createDeviceNo, readJson, readRaw, writeJson, writeRaw } from '../lib/storage';

export interface SessionContext {
  token: string | null;
  user: ClientInfo | null;
}

export type SessionEvent =
  | { type: 'SIGNED_IN'; token: string; user: ClientInfo }
  | { type: 'USER_UPDATED'; user: ClientInfo }
  | { type: 'SIGN_OUT' }
  | { type: 'KICKED' }
  | { type: 'KICK_ACKNOWLEDGED' };

/**
 * The signed-in state of the site. Token and user live in storage and in this context; every 401/418
 * published by the API layer arrives here as KICKED, and only the first one opens the kick modal.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    loadClientInfo: fromPromise(() => fetchClientInfo({ silent: true })),
    logout: fromPromise(() => logout({ silent: true })),
    kicks: fromEventObservable(() =>
      appEvents.pipe(
        filter((event) => event.type === 'session.kicked'),
        map(() => ({ type: 'KICKED' as const })),
      ),
    ),
  },
  actions: {
    ensureDeviceNo: () => {
      if (!readRaw('deviceNo')) writeRaw('deviceNo', createDeviceNo());
    },
    storeSession: assign(({ event }) => {
      if (event.type !== 'SIGNED_IN') return {};
      writeRaw('token', event.token);
      writeJson('user', event.user);
      writeRaw('language', event.user.languageCode);
      publish({ type: 'session.signedIn', user: event.user });
      return { token: event.token, user: event.user };
    }),
    storeUser: assign(({ event }) => {
      if (event.type !== 'USER_UPDATED') return {};
      writeJson('user', event.user);
      return { user: event.user };
    }),
    clearSession: assign(() => {
      writeRaw('token', null);
      writeJson('user', null);
      writeRaw('chatMessages', null);
      publish({ type: 'session.signedOut' });
      return { token: null, user: null };
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'session',
  context: () => ({ token: readRaw('token'), user: readJson<ClientInfo>('user') }),
  invoke: { src: 'kicks' },
  initial: 'booting',
  states: {
    booting: {
      entry: 'ensureDeviceNo',
      always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: 'signedOut' }],
    },
    loadingUser: {
      tags: ['signedIn'],
      invoke: {
        src: 'loadClientInfo',
        onDone: {
          target: 'signedIn',
          actions: assign(({ event }) => {
            writeJson('user', event.output);
            writeRaw('language', event.output.languageCode);
            return { user: event.output };
          }),
        },
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
      on: { KICKED: { target: 'kicked', actions: 'clearSession' } },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        USER_UPDATED: { actions: 'storeUser' },
        SIGN_OUT: 'signingOut',
        KICKED: { target: 'kicked', actions: 'clearSession' },
      },
    },
    signingOut: {
      tags: ['signedIn'],
      invoke: {
        src: 'logout',
        onDone: { target: 'signedOut', actions: ['clearSession', () => publish({ type: 'toast', severity: 'success', key: 'auth:logoutSuccess' })] },
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
    kicked: {
      on: { KICK_ACKNOWLEDGED: 'signedOut' },
    },
    signedOut: {
      on: { SIGNED_IN: { target: 'signedIn', actions: 'storeSession' } },
    },
  },
});
