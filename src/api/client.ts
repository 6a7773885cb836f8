import { ofetch } from 'ofetch';
import { fetchOrEarlyAnswer, hasEarlyCalls } from './early-answers';
import type { GenericSchema } from 'valibot';
import { config } from '../config';
import { publish } from '../lib/app-events';
import { readRaw } from '../lib/storage';
import { bestLanguage, browserLanguages } from '../lib/language-choice';
import { LANGUAGE_CODES } from './types/common';
import { contract, type CallEndpointName, type EndpointName, type RequestOf, type ResponseOf } from './contract';
import { failureOfCode, failureOfNoAnswer, failureWords, type NoAnswerCause } from './error-kinds';
import type { Envelope } from './types/common';
import { ErrorCode, KICK_CODES } from './error-codes';
import { loadCheckerCode } from './checker-code';


/** A business answer with a code other than 200. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly endpoint: EndpointName,
  ) {
    super(`${endpoint}: ${code} ${msg}`);
    this.name = 'ApiError';
  }
}

/** No answer at all: offline or refused, timed out, or aborted by the caller. */
export class NetworkError extends Error {
  constructor(
    readonly endpoint: EndpointName,
    readonly reason: string,
    readonly noAnswer: NoAnswerCause,
  ) {
    super(`${endpoint}: ${reason}`);
    this.name = 'NetworkError';
  }

  get aborted(): boolean {
    return this.noAnswer === 'aborted';
  }
}

/** An answer from a real API whose `data` does not have the contract's shape: a clear error instead of a blank screen. */
export class AnswerShapeError extends Error {
  constructor(
    readonly endpoint: EndpointName,
    readonly problem: string,
  ) {
    super(`${endpoint}: the answer does not match the contract (${problem})`);
    this.name = 'AnswerShapeError';
  }
}

export interface CallOptions {
  /** do not show the warning toast for a non-200 answer */
  silent?: boolean;
  signal?: AbortSignal;
}

let backendReady: Promise<unknown> = Promise.resolve();

/** The page renders while the in-browser mock starts; every call waits until it answers. */
export function awaitBackend(ready: Promise<unknown>): void {
  backendReady = ready;
}

let callsInFlight = 0;
const settledWaiters: (() => void)[] = [];

/** A task later, so that a call an answer leads to (the next page, a detail) counts as part of the same wait. */
function resolveIfSettled(): void {
  setTimeout(() => {
    if (callsInFlight === 0) settledWaiters.splice(0).forEach((resolve) => resolve());
  }, 0);
}

/** Resolves once no call is waiting for its answer: the first screen has what it asked for. */
export function callsSettled(): Promise<void> {
  return new Promise((resolve) => {
    settledWaiters.push(resolve);
    resolveIfSettled();
  });
}

/** No `timeout` here: ofetch drops its timeout whenever the caller passes a signal, so `call` keeps its own. */
export const http = ofetch.create(
  {
    baseURL: config.apiBase,
    retry: 0,
    credentials: 'same-origin',
    ignoreResponseError: true,
  },
  // a call waits for the backend, unless index.html already has the first screen's answer on its way
  { fetch: fetchOrEarlyAnswer(() => backendReady) },
);

export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Language-Code': bestLanguage(readRaw('language'), browserLanguages(), LANGUAGE_CODES) };
  const token = readRaw('token');
  const deviceNo = readRaw('deviceNo');
  if (token) headers.Authorization = `Bearer ${token}`;
  if (deviceNo) headers['Device-No'] = deviceNo;
  return headers;
}

function resolvePath(path: string, payload: unknown): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String((payload as Record<string, unknown>)[key])));
}

function formBody(payload: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries((payload ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') form.append(key, String(value));
  }
  return form;
}

function multipartBody(payload: unknown): FormData {
  const form = new FormData();
  form.append('file', payload as Blob);
  return form;
}

export interface RequestParts {
  url: string;
  method: string;
  headers: Record<string, string>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown> | URLSearchParams | FormData;
}

export function requestInit(name: EndpointName, payload: unknown): RequestParts {
  const { method, path, encoding } = contract[name];
  const init: RequestParts = { url: resolvePath(path, payload), method, headers: requestHeaders() };
  if (encoding === 'query' && payload) init.query = payload as Record<string, unknown>;
  if (encoding === 'json') init.body = (payload ?? {}) as Record<string, unknown>;
  if (encoding === 'form') init.body = formBody(payload);
  if (encoding === 'multipart') init.body = multipartBody(payload);
  return init;
}

/** Shared handling of a non-200 envelope: kick event, localized toast (the server's text only for an unknown code), typed error. */
export function rejectEnvelope(name: EndpointName, code: number, msg: string, silent: boolean): ApiError {
  if (KICK_CODES.has(code) && name !== 'logout') publish({ type: 'session.kicked', code, endpoint: name });
  else if (!silent) {
    publish({ type: 'toast', severity: 'warn', ...failureWords(failureOfCode(code, msg)), life: config.toastLifeMs });
  }
  return new ApiError(code, msg, name);
}

/** Why there was no answer: the caller's abort, our own time limit, or no connection. */
function noAnswerCause(error: unknown, signal: AbortSignal | undefined, timedOut: boolean): NoAnswerCause {
  if (timedOut) return 'timeout';
  if (signal?.aborted) return 'aborted';
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError') return 'timeout';
  return name === 'AbortError' ? 'aborted' : 'offline';
}

export function rejectNetwork(name: EndpointName, error: unknown, silent: boolean, cause: NoAnswerCause = noAnswerCause(error, undefined, false)): NetworkError {
  const reason = error instanceof Error ? error.message : String(error);
  if (cause !== 'aborted') {
    console.warn(`[api] ${name} failed without an answer (${cause}): ${reason}`);
    publish({ type: 'network.error', endpoint: name, message: reason });
    if (!silent) publish({ type: 'toast', severity: 'error', key: failureOfNoAnswer(cause).key, life: config.toastLifeMs });
  }
  return new NetworkError(name, reason, cause);
}

/** A time limit for one call that also follows the caller's signal; `expired` tells the limit from the caller's abort. */
export function timeLimit(ms: number, callerSignal?: AbortSignal): { signal: AbortSignal; expired: () => boolean; restart: () => void; clear: () => void } {
  const controller = new AbortController();
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      expired = true;
      controller.abort(new DOMException('The server did not answer in time', 'TimeoutError'));
    }, ms);
  };
  const follow = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) follow();
  else callerSignal?.addEventListener('abort', follow, { once: true });
  restart();
  return {
    signal: controller.signal,
    expired: () => expired,
    restart,
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', follow);
    },
  };
}

type CheckerCode = typeof import('./checker-parts');

/**
 * What a real API sends is checked against the contract's schemas, whose code loads on first use so the
 * entry bundle does not carry them; the mock's answers are checked by the unit and contract tests, which
 * run the client against the mock as a real API. The checker throws an AnswerShapeError naming the
 * endpoint and the field. Callers start it with the request, not after the answer.
 */
export async function contractChecker<T>(name: EndpointName, schemaOf: (schemas: CheckerCode) => GenericSchema<unknown, T>): Promise<(data: unknown) => T> {
  if (config.mockMode) return (data) => data as T;
  // with early answers (index.html preloaded the checker beside them) it checks them at once; elsewhere it downloads
  // once calls may leave, after the first paint, instead of sharing the line with the first screen's own code
  const code = await (hasEarlyCalls() ? Promise.resolve() : backendReady).then(loadCheckerCode);
  const schema = schemaOf(code);
  return (data) => {
    const result = code.safeParse(schema, data, { abortEarly: true });
    if (result.success) return result.output;
    const [issue] = result.issues;
    const error = new AnswerShapeError(name, `${code.getDotPath(issue) ?? 'data'}: ${issue.message}`);
    console.error(`[api] ${error.message}`);
    throw error;
  };
}

async function checkedAnswer<T>(data: unknown, silent: boolean, checker: Promise<(data: unknown) => T>): Promise<T> {
  const check = await checker;
  try {
    return check(data);
  } catch (error) {
    if (!silent) publish({ type: 'toast', severity: 'error', key: 'common:badAnswer', life: config.toastLifeMs });
    throw error;
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).code === 'number';
}

async function call<N extends CallEndpointName>(
  name: N,
  payload: RequestOf<N>,
  options: CallOptions = {},
): Promise<ResponseOf<N>> {
  const silent = options.silent ?? contract[name].kind === 'cancellable';
  const { url, ...init } = requestInit(name, payload);
  const limit = timeLimit(contract[name].encoding === 'multipart' ? config.uploadTimeoutMs : config.requestTimeoutMs, options.signal);
  const checker = contractChecker(name, (schemas) => schemas.contractSchemas[name].response);
  // a call that fails before its answer is checked meets the checker's own failure nowhere else
  checker.catch(() => undefined);
  let body: unknown;
  callsInFlight += 1;
  try {
    body = await http(url, { ...init, signal: limit.signal });
  } catch (error) {
    throw rejectNetwork(name, error, silent, noAnswerCause(error, options.signal, limit.expired()));
  } finally {
    limit.clear();
    callsInFlight -= 1;
    if (callsInFlight === 0) resolveIfSettled();
  }
  if (!isEnvelope(body)) throw rejectNetwork(name, new Error('response is not an envelope'), silent);
  if (body.code !== ErrorCode.success) throw rejectEnvelope(name, body.code, body.msg, silent);
  return checkedAnswer(body.data ?? null, silent, checker);
}

type PayloadArgs<N extends CallEndpointName> = [RequestOf<N>] extends [void]
  ? [options?: CallOptions]
  : [payload: RequestOf<N>, options?: CallOptions];

export type ApiFunction<N extends CallEndpointName> = ((...args: PayloadArgs<N>) => Promise<ResponseOf<N>>) & {
  readonly endpoint: N;
};

/** A typed function for one endpoint of the contract; `endpoint` lets the contract test find it. */
export function callable<N extends CallEndpointName>(name: N): ApiFunction<N> {
  const fn = (...args: unknown[]) =>
    contract[name].payload
      ? call(name, args[0] as RequestOf<N>, args[1] as CallOptions | undefined)
      : call(name, undefined as RequestOf<N>, args[0] as CallOptions | undefined);
  return Object.assign(fn, { endpoint: name });
}
