import { beforeEach, describe } from 'vitest';
import { createActor, fromEventObservable, fromPromise } from 'xstate';
import { NEVER } from 'rxjs';
import { sessionMachine } from '../../src/machines/account/session.machine';
import { publish } from '../../src/lib/app-events';
import { readRaw, writeRaw } from '../../src/lib/storage';
import type { ClientInfo } from '../../src/api/types/account';
import { ApiError } from '../../src/api/client';
import { clearStorage } from '../support/model-coverage';
import { scriptedRequest } from '../support/scripted-actors';
import { walkSpecModel } from '../support/spec-model';
import { SESSION_KICK_EVENTS, SESSION_KICK_SEES, sessionKickSpec, type SessionKickSeen } from '../support/spec-models/session-kick';

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
  const seen = (): SessionKickSeen => {
    const snapshot = actor.getSnapshot();
    return {
      signedIn: snapshot.hasTag('signedIn'),
      kickModal: snapshot.matches('kicked'),
      stored: { token: readRaw('token') !== null, user: readRaw('user') !== null, chat: readRaw('chatMessages') !== null },
      homeVisits: page.homeVisits,
    };
  };
  return { drive: (event: (typeof SESSION_KICK_EVENTS)[number]) => drive[event](), seen, stop: () => actor.stop() };
}

describe('session kick, spec model', () => {
  beforeEach(clearStorage);
  walkSpecModel('session kick', sessionKickSpec, { events: SESSION_KICK_EVENTS, sees: SESSION_KICK_SEES, start });
});
