import { beforeEach, describe } from 'vitest';
import { createActor, createMachine, fromEventObservable, fromPromise } from 'xstate';
import { NEVER } from 'rxjs';
import { sessionMachine } from '../../src/machines/account/session.machine';
import { publish } from '../../src/lib/app-events';
import { readRaw, writeRaw } from '../../src/lib/storage';
import type { ClientInfo } from '../../src/api/types/account';
import { ApiError } from '../../src/api/client';
import { clearStorage } from '../support/model-coverage';
import { scriptedRequest } from '../support/scripted-actors';
import { walkSpecModel } from '../support/spec-model';

/*
 * The session kick as the spec tells it (§4 login state, logout, session kick; §8 codes 401 and 418):
 * a call answered 401 or 418 while signed in shows one modal saying the account signed in on another
 * device, and clears the token, the user and the stored chat; a second such answer does not add a
 * modal; its single button leads home, signed out. Logging out clears the same things, and a 401 to the
 * logout call itself only ends the session, with no modal.
 */
const spec = createMachine({
  id: 'sessionKickSpec',
  initial: 'signedOut',
  states: {
    signedOut: { on: { SIGN_IN: 'signedIn' } },
    signedIn: { on: { CALL_KICKED: 'kickModal', LOG_OUT: 'loggingOut' } },
    kickModal: { on: { CALL_KICKED: 'kickModal', CONFIRM_KICK: 'home' } },
    home: {},
    loggingOut: { on: { LOGGED_OUT: 'signedOut', LOGOUT_KICKED: 'signedOut' } },
  },
});

interface Seen {
  signedIn: boolean;
  kickModal: boolean;
  /** token, user and chat messages in storage */
  stored: { token: boolean; user: boolean; chat: boolean };
  homeVisits: number;
}
const nothingStored = { token: false, user: false, chat: false };
const SEES: Record<'signedOut' | 'signedIn' | 'kickModal' | 'home' | 'loggingOut', Seen> = {
  signedOut: { signedIn: false, kickModal: false, stored: nothingStored, homeVisits: 0 },
  signedIn: { signedIn: true, kickModal: false, stored: { token: true, user: true, chat: true }, homeVisits: 0 },
  kickModal: { signedIn: false, kickModal: true, stored: nothingStored, homeVisits: 0 },
  home: { signedIn: false, kickModal: false, stored: nothingStored, homeVisits: 1 },
  loggingOut: { signedIn: true, kickModal: false, stored: { token: true, user: true, chat: true }, homeVisits: 0 },
};
const EVENTS = ['SIGN_IN', 'CALL_KICKED', 'CONFIRM_KICK', 'LOG_OUT', 'LOGGED_OUT', 'LOGOUT_KICKED'] as const;

const user: ClientInfo = { id: 1, nickName: 'Mei Traveller', email: 'demo@example.com', avatar: '', sex: 2, languageCode: 'en' };

/** The session with the page's own effects (reload, going home) counted, the logout call scripted and the API's kick reports live. */
function start() {
  const logout = scriptedRequest<null>();
  const page = { homeVisits: 0 };
  const machine = sessionMachine.provide({
    actors: {
      loadClientInfo: fromPromise(() => new Promise<never>(() => undefined)),
      logout: logout.actor,
      navigations: fromEventObservable(() => NEVER),
    } as never,
    actions: { reloadPage: () => undefined, goHome: () => void (page.homeVisits += 1) },
  });
  const actor = createActor(machine).start();
  const drive = {
    SIGN_IN: () => {
      actor.send({ type: 'SIGNED_IN', token: 'tok', user, reload: false });
      // the chat keeps its messages while signed in
      writeRaw('chatMessages', '[]');
    },
    // what src/api/client.ts publishes when any call but logout is answered 401 or 418
    CALL_KICKED: () => publish({ type: 'session.kicked', code: 418, endpoint: 'clientNotification/myPage' }),
    CONFIRM_KICK: () => actor.send({ type: 'KICK_ACKNOWLEDGED' }),
    LOG_OUT: () => {
      actor.send({ type: 'SIGN_OUT' });
      actor.send({ type: 'SIGN_OUT_CONFIRMED' });
    },
    LOGGED_OUT: () => logout.resolve(null),
    LOGOUT_KICKED: () => logout.reject(new ApiError(401, 'Token expired', 'logout')),
  };
  /** what the page shows: the signed-in header (useSignedIn), the kick modal (account-dialogs.tsx), and what storage keeps */
  const seen = (): Seen => {
    const snapshot = actor.getSnapshot();
    return {
      signedIn: snapshot.hasTag('signedIn'),
      kickModal: snapshot.matches('kicked'),
      stored: { token: readRaw('token') !== null, user: readRaw('user') !== null, chat: readRaw('chatMessages') !== null },
      homeVisits: page.homeVisits,
    };
  };
  return { drive: (event: (typeof EVENTS)[number]) => drive[event](), seen, stop: () => actor.stop() };
}

describe('session kick, spec model', () => {
  beforeEach(clearStorage);
  walkSpecModel('session kick', spec, { events: EVENTS, sees: SEES, start });
});
