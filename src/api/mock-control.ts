import { http, requestHeaders } from './client';
import type { EndpointName } from './contract';

/**
 * The mock-only control endpoints (`__mock/*`), used by the mock panel and the tests. Not part of the product contract.
 * The mock server keeps its mailbox, scenarios and settings in these shapes.
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

/** A forced outcome for the next call(s) of one endpoint, set from the mock panel or `__mock/scenario`. */
export interface MockScenario {
  endpoint: EndpointName;
  code?: number;
  msg?: string;
  delayMs?: number;
  network?: boolean;
  /** streams only: send this many events, then an error event */
  failStreamAfter?: number;
  /** how many calls it applies to (default 1) */
  times?: number;
}

export interface MockSettings {
  pace: 'realistic' | 'fast';
  clockOffsetMs: number;
}

async function control<T>(path: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', body?: unknown): Promise<T> {
  const response = await http<{ code: number; msg: string; data: T }>(`__mock/${path}`, { method, body: body as Record<string, unknown>, headers: requestHeaders() });
  if (response.code !== 200) throw new Error(response.msg);
  return response.data;
}

export const mockControl = {
  mailbox: (email?: string) => control<MockMail[]>(email ? `mailbox?email=${encodeURIComponent(email)}` : 'mailbox'),
  scenarios: () => control<MockScenario[]>('scenario'),
  addScenario: (scenario: MockScenario) => control<MockScenario[]>('scenario', 'POST', scenario),
  clearScenarios: () => control<MockScenario[]>('scenario', 'DELETE'),
  settings: () => control<MockSettings>('settings'),
  updateSettings: (settings: { pace?: MockSettings['pace']; advanceClockMs?: number }) => control<MockSettings>('settings', 'POST', settings),
  reset: () => control<null>('reset', 'POST'),
  ipCountry: () => control<{ country: string; countryCode: string }>('ip'),
};
