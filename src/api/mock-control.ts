import { http, requestHeaders } from './client';
import { type MockMail, type MockScenario, type MockSettings, type MockPresetName, type PresetOutcome, type MockCall } from './mock-contract';

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
  startPreset: (preset: MockPresetName) => control<PresetOutcome>('preset', 'POST', { preset }),
  calls: () => control<MockCall[]>('calls'),
  clearCalls: () => control<MockCall[]>('calls', 'DELETE'),
};
