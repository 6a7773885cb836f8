import { contract, endpointNames, type EndpointName } from '../src/api/contract';
import type { MockCall } from '../src/api/mock-contract';

/**
 * The recent calls of product endpoints with their answer and time, for the mock panel's event log.
 * Kept in memory by the copy of the mock that answered them (one browser tab), newest first.
 */

const LIMIT = 100;
let calls: MockCall[] = [];
let lastId = 0;

const routes = endpointNames.map((name) => ({
  name,
  method: contract[name].method,
  pattern: new RegExp(`/${contract[name].path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

function endpointOf(method: string, url: string): EndpointName | null {
  const { pathname } = new URL(url);
  return routes.find((route) => route.method === method && route.pattern.test(pathname))?.name ?? null;
}

/** The envelope's code for a JSON answer, the HTTP status otherwise (a stream), 0 for a dropped connection. */
async function answerCode(response: Response): Promise<number> {
  if (response.type === 'error') return 0;
  if (!response.headers.get('content-type')?.includes('application/json')) return response.status;
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'number' ? body.code : response.status;
}

export async function recordCall(request: Request, response: Response, startedAt: number): Promise<void> {
  const endpoint = endpointOf(request.method, request.url);
  if (!endpoint) return;
  const code = await answerCode(response);
  lastId += 1;
  calls = [{ id: lastId, at: startedAt, endpoint, method: request.method, code, ms: Math.max(0, Date.now() - startedAt) }, ...calls].slice(0, LIMIT);
}

export function recentCalls(): MockCall[] {
  return calls;
}

export function clearCalls(): void {
  calls = [];
}
