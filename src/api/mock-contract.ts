import type { EndpointName } from './contract';
import type { ClientInfo } from './types/account';

/**
 * The shapes of the mock-only control endpoints (`__mock/*`), shared by the mock server, the mock panel and the
 * tests. Not part of the product contract, and free of the client so the mock server can read them in Node.
 */

/** A message the mock "e-mailed" (verification codes). */
export interface MockMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  code: string;
  sentAt: number;
}

/** Every endpoint, or one. */
export const EVERY_ENDPOINT = '*';

/** A forced outcome for the next call(s) of one endpoint (or of every one), set from the mock panel or `__mock/scenario`. */
export interface MockScenario {
  endpoint: EndpointName | typeof EVERY_ENDPOINT;
  code?: number;
  msg?: string;
  delayMs?: number;
  network?: boolean;
  /** streams only: send this many events, then an error event */
  failStreamAfter?: number;
  /** how many calls it applies to (default 1) */
  times?: number;
  /** applies to every call until the scenarios are cleared (times is then ignored) */
  untilCleared?: boolean;
}

export interface MockSettings {
  pace: 'realistic' | 'fast';
  clockOffsetMs: number;
}

/** The situations a product owner can set up in one click, or with `?mock=<preset>` in a link (docs/mock-mode.md). */
export const MOCK_PRESETS = [
  'first-visit',
  'returning-traveller',
  'server-busy',
  'slow-network',
  'session-taken-over',
  'ai-breaks-halfway',
  'codes-expire-now',
] as const;
export type MockPresetName = (typeof MOCK_PRESETS)[number];

export function isMockPreset(name: string | null | undefined): name is MockPresetName {
  return (MOCK_PRESETS as readonly string[]).includes(name ?? '');
}

/** What the browser must do after the mock set a preset up: forget the local session, take a new one, or keep its own. */
export type PresetSession = { kind: 'keep' } | { kind: 'signOut' } | { kind: 'signIn'; token: string; user: ClientInfo };

export interface PresetOutcome {
  preset: MockPresetName;
  session: PresetSession;
  /** a first visit starts without the browser's drafts, chat history and cooldowns too */
  forgetLocalData: boolean;
}

/** One answered call of a product endpoint, as the mock panel's event log lists it. */
export interface MockCall {
  id: number;
  at: number;
  endpoint: EndpointName;
  method: string;
  /** the envelope's code, the HTTP status for a stream or a bare response, or 0 when the connection was dropped */
  code: number;
  ms: number;
}
