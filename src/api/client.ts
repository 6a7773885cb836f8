import { ofetch } from 'ofetch';
import { config } from '../config';
import { publish } from '../machines/app-events';
import { readRaw } from '../lib/storage';
import { contract, type CallEndpointName, type EndpointName, type RequestOf, type ResponseOf } from './contract';
import type { Envelope } from './types/common';

export const SUCCESS = 200;
export const KICK_CODES: ReadonlySet<number> = new Set([401, 418]);

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

/** No answer at all: offline, refused, timed out or aborted. */
export class NetworkError extends Error {
  constructor(
    readonly endpoint: EndpointName,
    readonly reason: string,
    readonly aborted: boolean,
  ) {
    super(`${endpoint}: ${reason}`);
    this.name = 'NetworkError';
  }
}

export interface CallOptions {
  /** do not show the warning toast for a non-200 answer */
  silent?: boolean;
  signal?: AbortSignal;
}

export const http = ofetch.create({
  baseURL: config.apiBase,
  timeout: config.requestTimeoutMs,
  retry: 0,
  credentials: 'same-origin',
  ignoreResponseError: true,
});

export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Language-Code': readRaw('language') ?? 'en' };
  const token = readRaw('token');
  const deviceNo = readRaw('deviceNo');
  if (token) headers.Authorization = `Bearer ${token}`;
  if (deviceNo) headers['Device-No'] = deviceNo;
  return headers;
}

export function resolvePath(path: string, payload: unknown): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String((payload as Record<string, unknown>)[key])));
}

function formBody(payload: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries((payload ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
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

/** Shared handling of a non-200 envelope: kick event, toast, typed error. */
export function rejectEnvelope(name: EndpointName, code: number, msg: string, silent: boolean): ApiError {
  if (KICK_CODES.has(code) && name !== 'logout') publish({ type: 'session.kicked', code, endpoint: name });
  else if (!silent) publish({ type: 'toast', severity: 'warn', text: msg, life: config.toastLifeMs });
  return new ApiError(code, msg, name);
}

export function rejectNetwork(name: EndpointName, error: unknown, silent: boolean): NetworkError {
  const aborted = error instanceof Error && (error.name === 'AbortError' || /abort/i.test(error.message));
  const reason = error instanceof Error ? error.message : String(error);
  if (!aborted) {
    console.warn(`[api] ${name} failed without an answer: ${reason}`);
    publish({ type: 'network.error', endpoint: name, message: reason });
    if (!silent) publish({ type: 'toast', severity: 'error', key: 'common:networkError', life: config.toastLifeMs });
  }
  return new NetworkError(name, reason, aborted);
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).code === 'number';
}

export async function call<N extends CallEndpointName>(
  name: N,
  payload: RequestOf<N>,
  options: CallOptions = {},
): Promise<ResponseOf<N>> {
  const silent = options.silent ?? contract[name].kind === 'cancellable';
  const { url, ...init } = requestInit(name, payload);
  let body: unknown;
  try {
    body = await http(url, { ...init, signal: options.signal });
  } catch (error) {
    throw rejectNetwork(name, error, silent);
  }
  if (!isEnvelope(body)) throw rejectNetwork(name, new Error('response is not an envelope'), silent);
  if (body.code !== SUCCESS) throw rejectEnvelope(name, body.code, body.msg, silent);
  return (body.data ?? null) as ResponseOf<N>;
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
  return Object.assign(fn, { endpoint: name }) as ApiFunction<N>;
}
