import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  contract, type CallEndpointName, type EndpointName, type RequestOf, type ResponseOf, type StreamEndpointName,
} from '../src/api/contract';
import * as v from 'valibot';
import { encodeSse } from '../src/api/sse';
import { contractSchemas } from '../src/api/contract-schemas';
import { ErrorCode } from '../src/api/error-codes';
import type { StreamEvent } from '../src/api/types/planner';
import { LANGUAGE_CODES, type LanguageCode } from '../src/api/types/common';
import { commitWorld, commitWorldSoon, currentWorld, type Account, type World } from './world';
import { takeScenario, type Scenario } from './scenarios';

class MockError extends Error {
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

/** Short names for the codes the domains answer most. */
export const BAD_INPUT = ErrorCode.badInput;
export const NOT_FOUND = ErrorCode.notFound;
export const FORBIDDEN = ErrorCode.forbidden;

export interface MockContext<N extends EndpointName> {
  payload: RequestOf<N>;
  world: World;
  request: Request;
  signal: AbortSignal;
  deviceNo: string | null;
  /** the Language-Code header when it names one of ours (`zh-CN` counts as `zh`), else English */
  languageCode: LanguageCode;
  now(): number;
  /** the signed-in account, or null for a visitor (a bad token on a public call is treated as a visitor) */
  account: Account | null;
  /** the signed-in account; 401 without a token, 418 for a token replaced by a newer sign-in */
  requireAccount(): Account;
  /** wait, honouring the world's pace setting and the client's abort */
  sleep(ms: number): Promise<void>;
}

/** How a handler answers a request its route matched. */
type Answer = (match: { request: Request; params: Record<string, unknown> }) => Promise<Response>;

export interface MockHandler {
  endpoint: EndpointName;
  answer: Answer;
}

function mockHandler(name: EndpointName, answer: Answer): MockHandler {
  return { endpoint: name, answer };
}

export function mockNow(world: World): number {
  return Date.now() + world.settings.clockOffsetMs;
}

/** Longest request body the mock reads (a 100-picture story is far smaller), checked before parsing; uploads have their own limit. */
const BODY_MAX_BYTES = 1_000_000;

type RouteMatch = { matches: boolean; params: Record<string, string> };

const PATH_PARAM = /\{(\w+)\}|:(\w+)/g;

/**
 * Matches a path like `appeal/remove/{id}` (or `media/:kind/:key`) at the end of a request's path,
 * keeping the parameters as sent. MSW's own patterns decode them and throw on a broken escape
 * (`/remove/%`), which answered a 500; `readRaw` decodes them and answers 400 instead.
 */
function pathMatcher(path: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(PATH_PARAM, (_, braced: string | undefined, colon: string | undefined) => {
      names.push(braced ?? colon ?? '');
      return '([^/]+)';
    });
  const expression = new RegExp(`/${source}$`);
  return (pathname) => {
    const found = expression.exec(pathname);
    return found ? Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])) : null;
  };
}

/** An MSW route for one path, for the mock's own routes (`__mock/…`, media). */
export function route(path: string): (args: { request: Request }) => RouteMatch {
  const match = pathMatcher(path);
  return ({ request }) => {
    const params = match(new URL(request.url).pathname);
    return params ? { matches: true, params } : { matches: false, params: {} };
  };
}

/**
 * One MSW route for every endpoint of the contract: the request's method and the end of its path find
 * the endpoint in a table. With a route per endpoint MSW tried each of about a hundred in turn, every
 * one parsing the address again, and captured a call stack for each when it was made: work before the
 * mock's first answer and on every call.
 */
export function endpointRoute(handlers: readonly MockHandler[]): HttpHandler {
  const fixed = new Map<string, MockHandler>();
  const withParams: { method: string; match: (pathname: string) => Record<string, string> | null; handler: MockHandler }[] = [];
  let longest = 0;
  for (const handler of handlers) {
    const { method, path } = contract[handler.endpoint];
    if (new RegExp(PATH_PARAM.source).test(path)) withParams.push({ method, match: pathMatcher(path), handler });
    else fixed.set(`${method} ${path}`, handler);
    longest = Math.max(longest, path.split('/').length);
  }
  const find = (request: Request): { handler: MockHandler; params: Record<string, string> } | null => {
    const { pathname } = new URL(request.url);
    const segments = pathname.split('/');
    for (let count = Math.min(longest, segments.length); count > 0; count -= 1) {
      const handler = fixed.get(`${request.method} ${segments.slice(-count).join('/')}`);
      if (handler) return { handler, params: {} };
    }
    for (const { method, match, handler } of withParams) {
      const params = method === request.method ? match(pathname) : null;
      if (params) return { handler, params };
    }
    return null;
  };
  return http.all(
    ({ request }) => {
      const found = find(request);
      return found ? { matches: true, params: found.params } : { matches: false, params: {} };
    },
    ({ request, params }) => find(request)?.handler.answer({ request, params }) ?? errorResponse(new Error(`no endpoint answers ${request.url}`)),
  );
}

function decodePathParams(params: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, raw]) => {
      try {
        return [key, decodeURIComponent(String(raw))];
      } catch {
        return fail(BAD_INPUT, `The path parameter "${key}" is not a valid URL escape`);
      }
    }),
  );
}

function envelope(code: number, msg: string, data?: unknown): Response {
  return HttpResponse.json(data === undefined ? { code, msg } : { code, msg, data });
}

/** The first problem with a request, naming the field: the contract's schemas bound every length before any pattern runs. */
function validated<N extends EndpointName>(name: N, payload: unknown): RequestOf<N> {
  const result = v.safeParse(contractSchemas[name].request, payload, { abortEarly: true, abortPipeEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  const field = v.getDotPath(issue);
  return fail(BAD_INPUT, field && !issue.message.includes(field) && issue.message.startsWith('Invalid') ? `${field}: ${issue.message}` : issue.message);
}

async function readRaw(name: EndpointName, request: Request, params: Record<string, unknown>): Promise<unknown> {
  const { encoding } = contract[name];
  if (encoding === 'path') return decodePathParams(params);
  if (encoding === 'query') return Object.fromEntries(new URL(request.url).searchParams);
  if (encoding === 'multipart') {
    const form = await request.formData().catch(() => fail(BAD_INPUT, 'Expected multipart form data with a file field'));
    return form.get('file');
  }
  if (Number(request.headers.get('content-length') ?? 0) > BODY_MAX_BYTES) fail(BAD_INPUT, 'The request body is too large');
  const text = await request.text();
  if (!text) return {};
  if (text.length > BODY_MAX_BYTES) fail(BAD_INPUT, 'The request body is too large');
  if (encoding === 'form') return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(BAD_INPUT, 'The request body is not valid JSON');
  }
}

/** Matched against the list of codes, never used as an object key: `__proto__` or `toString` select English. */
function languageOf(header: string | null): LanguageCode {
  const primary = (header ?? '').trim().toLowerCase().split(/[-_]/, 1)[0];
  return LANGUAGE_CODES.find((code) => code === primary) ?? 'en';
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '').trim() || null;
}

/** The request read and checked in order: a body that does not parse, then sign-in, then the contract's schema. */
async function openContext<N extends EndpointName>(name: N, request: Request, params: Record<string, unknown>): Promise<MockContext<N>> {
  const raw = await readRaw(name, request, params);
  const session = createSession(request);
  if (contract[name].auth) session.requireAccount();
  return { ...session, payload: validated(name, raw) };
}

function createSession(request: Request): Omit<MockContext<EndpointName>, 'payload'> {
  const world = currentWorld();
  const token = bearer(request);
  const session = token ? world.sessions.find((s) => s.token === token) : undefined;
  const account = session ? (world.accounts.find((a) => a.id === session.accountId) ?? null) : null;
  return {
    world,
    request,
    signal: request.signal,
    deviceNo: request.headers.get('device-no'),
    languageCode: languageOf(request.headers.get('language-code')),
    now: () => mockNow(world),
    account,
    requireAccount() {
      if (account) return account;
      if (token && world.revokedTokens.includes(token)) {
        fail(ErrorCode.kicked, 'Your account has signed in on another device');
      }
      return fail(ErrorCode.notSignedIn, token ? 'Your session has expired, please sign in again' : 'Please sign in first');
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
  return envelope(ErrorCode.serverError, 'The mock server failed to handle this request');
}

export function handle<N extends CallEndpointName>(
  name: N,
  resolver: (ctx: MockContext<N>) => ResponseOf<N> | Promise<ResponseOf<N>>,
): MockHandler {
  const { method } = contract[name];
  return mockHandler(name, async ({ request, params }) => {
    const forced = await applyScenario(takeScenario(name), request.signal);
    if (forced) return forced;
    try {
      const ctx = await openContext(name, request, params);
      const data = await resolver(ctx);
      if (method === 'GET') commitWorldSoon();
      else commitWorld();
      return envelope(ErrorCode.success, 'success', data ?? null);
    } catch (error) {
      return errorResponse(error);
    }
  });
}

/**
 * Handlers whose code loads on their first request. The planner's generator and the phrases it writes
 * in six languages are a third of the in-browser mock, and no screen asks for them before its first
 * paint; the rest of the mock answers without them.
 */
export function loadedOnFirstUse(endpoints: readonly EndpointName[], load: () => Promise<readonly MockHandler[]>): MockHandler[] {
  return endpoints.map((name) =>
    mockHandler(name, async (match) => {
      const loaded = (await load()).find((h) => h.endpoint === name);
      return loaded ? loaded.answer(match) : errorResponse(new Error(`the loaded handlers do not answer ${name}`));
    }));
}

/**
 * A text/event-stream endpoint. The producer yields events; a client abort ends the producer (its
 * sleeps reject), and a `failStreamAfter` scenario cuts the stream with an error event.
 */
export function handleStream<N extends StreamEndpointName>(
  name: N,
  producer: (ctx: MockContext<N>) => AsyncIterable<StreamEvent>,
): MockHandler {
  return mockHandler(name, async ({ request }) => {
    const scenario = takeScenario(name);
    const forced = await applyScenario(scenario, request.signal);
    if (forced) return forced;
    let ctx: MockContext<N>;
    try {
      ctx = await openContext(name, request, {});
    } catch (error) {
      return errorResponse(error);
    }
    const encoder = new TextEncoder();
    const abort = new AbortController();
    request.signal.addEventListener('abort', () => abort.abort(), { once: true });
    const streamCtx: MockContext<N> = { ...ctx, signal: abort.signal, sleep: (ms) => ctx.sleep(ms).then(() => abortCheck(abort.signal)) };
    const iterator = producer(streamCtx)[Symbol.asyncIterator]();
    // The first event is produced before answering, so a refusal before anything streams (bad input,
    // unknown plan) is the ordinary JSON envelope, as for any call.
    let first: IteratorResult<StreamEvent> | null;
    try {
      first = await iterator.next();
    } catch (error) {
      return errorResponse(error);
    }
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          if (scenario?.failStreamAfter !== undefined && sent >= scenario.failStreamAfter) {
            controller.enqueue(encoder.encode(encodeSse({ type: 'error', code: ErrorCode.serverError, msg: scenario.msg ?? 'The stream was interrupted' })));
            controller.close();
            return;
          }
          const next = first ?? (await iterator.next());
          first = null;
          if (next.done) {
            commitWorld();
            controller.close();
            return;
          }
          sent += 1;
          controller.enqueue(encoder.encode(encodeSse(next.value)));
        } catch (error) {
          if (abort.signal.aborted) return controller.close();
          const { code, msg } = error instanceof MockError ? error : { code: ErrorCode.serverError, msg: 'The stream failed' };
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
}

function abortCheck(signal: AbortSignal): void {
  if (signal.aborted) throw new Error('aborted');
}

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
