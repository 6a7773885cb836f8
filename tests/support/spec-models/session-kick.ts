import { createMachine } from 'xstate';

/*
 * The session kick as the spec tells it (§4 login state, logout, session kick; §8 codes 401 and 418):
 * a call answered 401 or 418 while signed in shows one modal saying the account signed in on another
 * device, and clears the token, the user and the stored chat; a second such answer does not add a
 * modal; its single button leads home, signed out. Logging out clears the same things, and a 401 to the
 * logout call itself only ends the session, with no modal.
 */
export const sessionKickSpec = createMachine({
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

export interface SessionKickSeen {
  signedIn: boolean;
  kickModal: boolean;
  /** token, user and chat messages in storage */
  stored: { token: boolean; user: boolean; chat: boolean };
  /** times the page went home (in the browser: 1 when it is on /home) */
  homeVisits: number;
}
const nothingStored = { token: false, user: false, chat: false };
export const SESSION_KICK_SEES: Record<'signedOut' | 'signedIn' | 'kickModal' | 'home' | 'loggingOut', SessionKickSeen> = {
  signedOut: { signedIn: false, kickModal: false, stored: nothingStored, homeVisits: 0 },
  signedIn: { signedIn: true, kickModal: false, stored: { token: true, user: true, chat: true }, homeVisits: 0 },
  kickModal: { signedIn: false, kickModal: true, stored: nothingStored, homeVisits: 0 },
  home: { signedIn: false, kickModal: false, stored: nothingStored, homeVisits: 1 },
  loggingOut: { signedIn: true, kickModal: false, stored: { token: true, user: true, chat: true }, homeVisits: 0 },
};
export const SESSION_KICK_EVENTS = ['SIGN_IN', 'CALL_KICKED', 'CONFIRM_KICK', 'LOG_OUT', 'LOGGED_OUT', 'LOGOUT_KICKED'] as const;

