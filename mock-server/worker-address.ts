/** The in-browser mock's service worker, at the site's root so that its scope is the whole site. */
export const MOCK_WORKER_FILE = 'mock-worker.js';

/** The API's path on this site, with one trailing slash ('/api/'). */
export function apiPathOf(apiBase: string, pageUrl: string): string {
  return `${new URL(apiBase, pageUrl).pathname.replace(/\/$/, '')}/`;
}

/**
 * The address the worker is registered from; it tells the worker the API's path. MSW finds its registration
 * by this address, and index.html's early script (scripts/early-calls.ts) registers the same one.
 */
export function mockWorkerUrl(siteBase: string, apiPath: string): string {
  return `${siteBase}${MOCK_WORKER_FILE}?api=${encodeURIComponent(apiPath)}`;
}
