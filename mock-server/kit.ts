import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  contract, type CallEndpointName, type EndpointName, type RequestOf, type ResponseOf, type StreamEndpointName,
} from '../src/api/contract';
import { encodeSse } from '../src/api/sse';
import type { StreamEvent } from '../src/api/types/trip';
import { commitWorld, currentWorld, type Account, type World } from './world';
import { takeScenario, type Scenario } from './scenarios';

export class MockError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {
    super(`${code} ${msg}`);
  }
}

export function fail(code: number, msg: string): never {
  throw new MockError(code, msg);
}

export const BAD_INPUT = 400;
export const NOT_FOUND = 404;

export interface MockContext<N extends EndpointName> {
  payload: RequestOf<N>;
  world: World;
  request: Request;
  signal: AbortSignal;
  deviceNo: string | null;
  languageCode: string;
  now(): number;
  /** the signed-in account, or null for a visitor (a bad token on a public call is treated as a visitor) */
  account: Account | null;
  /** the signed-in account; 401 without a token, 418 for a token replaced by a newer sign-in */
  requireAccount(): Account;
  /** wait, honouring the world's pace setting and the client's abort */
  sleep(ms: number): Promise<void>;
}

export interface MockHandler {
  endpoint: EndpointName;
  handler: HttpHandler;
}

export function mockNow(world: World): number {
  return Date.now() + world.settings.clockOffsetMs;
}

function pattern(path: string): string {
  return `*/${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

function envelope(code: number, msg: string, data?: unknown): Response {
  return HttpResponse.json(data === undefined ? { code, msg } : { code, msg, data });
}

async function readPayload(name: EndpointName, request: Request, params: Record<string, unknown>): Promise<unknown> {
  const { encoding } = contract[name];
  if (encoding === 'path') return { ...params };
  if (encoding === 'query') return Object.fromEntries(new URL(request.url).searchParams);
  if (encoding === 'multipart') {
    const form = await request.formData().catch(() => fail(BAD_INPUT, 'Expected multipart form data with a file field'));
    return form.get('file');
  }
  const text = await request.text();
  if (!text) return {};
  if (encoding === 'form') return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(BAD_INPUT, 'The request body is not valid JSON');
  }
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '').trim() || null;
}

function createContext<N extends EndpointName>(request: Request, payload: unknown): MockContext<N> {
  const world = currentWorld();
  const token = bearer(request);
  const session = token ? world.sessions.find((s) => s.token === token) : undefined;
  const account = session ? (world.accounts.find((a) => a.id === session.accountId) ?? null) : null;
  return {
    payload: payload as RequestOf<N>,
    world,
    request,
    signal: request.signal,
    deviceNo: request.headers.get('device-no'),
    languageCode: request.headers.get('language-code') ?? 'en',
    now: () => mockNow(world),
    account,
    requireAccount() {
      if (account) return account;
      if (token && world.revokedTokens.includes(token)) {
        fail(418, 'Your account has signed in on another device');
      }
      return fail(401, token ? 'Your session has expired, please sign in again' : 'Please sign in first');
    },
    sleep: (ms) => sleep(world.settings.pace === 'fast' ? Math.min(ms, 5) : ms, request.signal),
  };
}

/** Waits `ms`, or rejects when the signal aborts; the abort listener goes when the wait ends, so long streams do not pile them up on one signal. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function applyScenario(scenario: Scenario | null, signal: AbortSignal): Promise<Response | null> {
  if (!scenario) return null;
  if (scenario.delayMs) await sleep(scenario.delayMs, signal).catch(() => undefined);
  if (scenario.network) return HttpResponse.error();
  if (scenario.code !== undefined) return envelope(scenario.code, scenario.msg ?? 'Forced by a mock scenario');
  return null;
}

function errorResponse(error: unknown): Response {
  if (error instanceof MockError) return envelope(error.code, error.msg);
  console.error('[mock] handler failed', error);
  return envelope(500, 'The mock server failed to handle this request');
}

export function handle<N extends CallEndpointName>(
  name: N,
  resolver: (ctx: MockContext<N>) => ResponseOf<N> | Promise<ResponseOf<N>>,
): MockHandler {
  const { method, path } = contract[name];
  const route = method === 'GET' ? http.get : method === 'DELETE' ? http.delete : http.post;
  const handler = route(pattern(path), async ({ request, params }) => {
    const forced = await applyScenario(takeScenario(name), request.signal);
    if (forced) return forced;
    try {
      const ctx = createContext<N>(request, await readPayload(name, request, params));
      if (contract[name].auth) ctx.requireAccount();
      const data = await resolver(ctx);
      commitWorld();
      return envelope(200, 'success', data ?? null);
    } catch (error) {
      return errorResponse(error);
    }
  });
  return { endpoint: name, handler };
}

/**
 * A text/event-stream endpoint. The producer yields events; a client abort ends the producer (its
 * sleeps reject), and a `failStreamAfter` scenario cuts the stream with an error event.
 */
export function handleStream<N extends StreamEndpointName>(
  name: N,
  producer: (ctx: MockContext<N>) => AsyncIterable<StreamEvent>,
): MockHandler {
  const handler = http.post(pattern(contract[name].path), async ({ request }) => {
    const scenario = takeScenario(name);
    const forced = await applyScenario(scenario, request.signal);
    if (forced) return forced;
    let ctx: MockContext<N>;
    try {
      ctx = createContext<N>(request, await readPayload(name, request, {}));
      if (contract[name].auth) ctx.requireAccount();
    } catch (error) {
      return errorResponse(error);
    }
    const encoder = new TextEncoder();
    const abort = new AbortController();
    request.signal.addEventListener('abort', () => abort.abort(), { once: true });
    const streamCtx: MockContext<N> = { ...ctx, signal: abort.signal, sleep: (ms) => ctx.sleep(ms).then(() => abortCheck(abort.signal)) };
    const iterator = producer(streamCtx)[Symbol.asyncIterator]();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          if (scenario?.failStreamAfter !== undefined && sent >= scenario.failStreamAfter) {
            controller.enqueue(encoder.encode(encodeSse({ type: 'error', code: 500, msg: scenario.msg ?? 'The stream was interrupted' })));
            controller.close();
            return;
          }
          const next = await iterator.next();
          if (next.done) {
            commitWorld();
            controller.close();
            return;
          }
          sent += 1;
          controller.enqueue(encoder.encode(encodeSse(next.value)));
        } catch (error) {
          if (abort.signal.aborted) return controller.close();
          const { code, msg } = error instanceof MockError ? error : { code: 500, msg: 'The stream failed' };
          controller.enqueue(encoder.encode(encodeSse({ type: 'error', code, msg })));
          controller.close();
        }
      },
      cancel() {
        abort.abort();
        void iterator.return?.();
      },
    });
    return new HttpResponse(body, {
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
    });
  });
  return { endpoint: name, handler };
}

function abortCheck(signal: AbortSignal): void {
  if (signal.aborted) throw new Error('aborted');
}

/** Payload readers: query and form values arrive as strings, JSON as typed values. */
export const read = {
  string(payload: unknown, key: string, options: { max?: number; label?: string } = {}): string {
    const value = (payload as Record<string, unknown> | null)?.[key];
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (!text) fail(BAD_INPUT, `${options.label ?? key} is required`);
    if (options.max !== undefined && text.length > options.max) fail(BAD_INPUT, `${options.label ?? key} must be at most ${options.max} characters`);
    return text;
  },
  optionalString(payload: unknown, key: string): string {
    const value = (payload as Record<string, unknown> | null)?.[key];
    return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  },
  int(payload: unknown, key: string, options: { min?: number; max?: number } = {}): number {
    const raw = (payload as Record<string, unknown> | null)?.[key];
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    if (!Number.isInteger(value)) fail(BAD_INPUT, `${key} must be a whole number`);
    if (options.min !== undefined && value < options.min) fail(BAD_INPUT, `${key} must be at least ${options.min}`);
    if (options.max !== undefined && value > options.max) fail(BAD_INPUT, `${key} must be at most ${options.max}`);
    return value;
  },
  optionalInt(payload: unknown, key: string): number | undefined {
    const raw = (payload as Record<string, unknown> | null)?.[key];
    if (raw === undefined || raw === null || raw === '') return undefined;
    return read.int(payload, key);
  },
  page(payload: unknown): { pageNum: number; pageSize: number } {
    return { pageNum: read.int(payload, 'pageNum', { min: 1 }), pageSize: read.int(payload, 'pageSize', { min: 1, max: 100 }) };
  },
};

export function paginate<T>(items: readonly T[], page: { pageNum: number; pageSize: number }): { rows: T[]; total: number } {
  const start = (page.pageNum - 1) * page.pageSize;
  return { rows: items.slice(start, start + page.pageSize), total: items.length };
}

export function nextId(world: World): number {
  world.nextId += 1;
  return world.nextId;
}

export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
