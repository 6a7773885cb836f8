import type { MockPresetName, MockScenario, PresetOutcome, PresetSession } from '../src/api/mock-contract';
import { EVERY_ENDPOINT } from '../src/api/mock-contract';
import { toClientInfo } from './domains/account';
import { mockNow } from './kit';
import { addScenario, clearScenarios } from './scenarios';
import { commitWorld, currentWorld, resetWorld, type World } from './world';
import { DEMO_ACCOUNT } from './shared/demo-account';

/** What a preset knows of the browser that started it. */
export interface PresetRequest {
  /** the browser's token, if it is signed in */
  token: string | null;
  deviceNo: string;
}

interface Preset {
  /** for docs/mock-mode.md and `GET __mock/presets`; the panel shows its own translated words */
  summary: string;
  /** a first visit also clears the uploaded files, which live outside the world */
  resetsFiles: boolean;
  apply(request: PresetRequest): { session: PresetSession; forgetLocalData?: boolean };
}

const BUSY_MESSAGE = 'The server is busy, please try again in a few minutes';
const SLOW_NETWORK_DELAY_MS = 3_000;
/** events an AI reply gets through before it breaks: enough for the first lines of a day to show */
const BREAK_STREAM_AFTER = 12;
const STREAMS = ['ai/trip', 'ai/stream', 'ai/cityStream'] as const;
const FRESH_UNREAD = 3;

function newToken(accountId: number): string {
  return `tok_${accountId}_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/** Signs the demo traveller in on this browser (one session per account, as at login). */
function signInDemo(world: World, deviceNo: string): PresetSession {
  const account = world.accounts.find((a) => a.email === DEMO_ACCOUNT.email) ?? world.accounts[0];
  world.sessions = world.sessions.filter((s) => s.accountId !== account.id);
  const token = newToken(account.id);
  world.sessions.push({ token, accountId: account.id, deviceNo, createdAt: mockNow(world) });
  return { kind: 'signIn', token, user: toClientInfo(account) };
}

function forceEveryCall(scenario: Omit<MockScenario, 'endpoint'>): { session: PresetSession } {
  clearScenarios();
  addScenario({ endpoint: EVERY_ENDPOINT, untilCleared: true, ...scenario });
  return { session: { kind: 'keep' } };
}

/** The one table of presets: each sets up a whole situation in the mock world (and tells the browser what to do with its session). */
export const PRESETS: Record<MockPresetName, Preset> = {
  'first-visit': {
    summary: 'A new visitor: the seeded world, signed out, no drafts or chat history in this browser.',
    resetsFiles: true,
    apply: () => {
      resetWorld();
      return { session: { kind: 'signOut' }, forgetLocalData: true };
    },
  },
  'returning-traveller': {
    summary: 'The demo traveller signed in, with saved trips, published stories and unread notifications.',
    resetsFiles: true,
    apply: ({ deviceNo }) => {
      const world = resetWorld();
      const demoId = world.accounts[0].id;
      world.notifications.filter((n) => n.accountId === demoId).slice(0, FRESH_UNREAD).forEach((n) => (n.haveRead = 0));
      return { session: signInDemo(world, deviceNo) };
    },
  },
  'server-busy': {
    summary: `Every call answers 503 "${BUSY_MESSAGE}" until the scenarios are cleared.`,
    resetsFiles: false,
    apply: () => forceEveryCall({ code: 503, msg: BUSY_MESSAGE }),
  },
  'slow-network': {
    summary: `Every call waits ${SLOW_NETWORK_DELAY_MS / 1000} s before it is answered, until the scenarios are cleared.`,
    resetsFiles: false,
    apply: () => forceEveryCall({ delayMs: SLOW_NETWORK_DELAY_MS }),
  },
  'session-taken-over': {
    summary: 'This browser is signed in, and the same account has just signed in on another device: the next call answers 418.',
    resetsFiles: false,
    apply: ({ token, deviceNo }) => {
      const world = currentWorld();
      const own = world.sessions.find((s) => s.token === token);
      const session = own ? { kind: 'keep' as const } : signInDemo(world, deviceNo);
      const taken = own?.token ?? (session.kind === 'signIn' ? session.token : '');
      const accountId = world.sessions.find((s) => s.token === taken)?.accountId ?? world.accounts[0].id;
      world.sessions = world.sessions.filter((s) => s.token !== taken);
      world.revokedTokens.push(taken);
      world.sessions.push({ token: newToken(accountId), accountId, deviceNo: 'another-device', createdAt: mockNow(world) });
      return { session };
    },
  },
  'ai-breaks-halfway': {
    summary: `The next AI reply of each kind (itinerary, chat, city) breaks after ${BREAK_STREAM_AFTER} events with an error.`,
    resetsFiles: false,
    apply: () => {
      for (const endpoint of STREAMS) addScenario({ endpoint, failStreamAfter: BREAK_STREAM_AFTER, msg: 'The AI reply was interrupted' });
      return { session: { kind: 'keep' } };
    },
  },
  'codes-expire-now': {
    summary: 'Every verification code sent so far expires at once: entering one answers 607.',
    resetsFiles: false,
    apply: () => {
      const world = currentWorld();
      const now = mockNow(world);
      world.codes.forEach((code) => (code.expiresAt = now - 1));
      return { session: { kind: 'keep' } };
    },
  },
};

export function startPreset(preset: MockPresetName, request: PresetRequest): PresetOutcome {
  const { session, forgetLocalData = false } = PRESETS[preset].apply(request);
  commitWorld();
  return { preset, session, forgetLocalData };
}
