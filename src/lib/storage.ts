/**
 * The one place that touches local storage and cookies. Only machine actions call the writers;
 * the API layer and views only read.
 */
export const STORAGE_PREFIX = 'ctp.';

export type StorageKey =
  | 'token'
  | 'user'
  | 'language'
  | 'deviceNo'
  | 'codeCooldownEnd'
  | 'chatMessages'
  | 'planVersions'
  | 'chatRequest'
  | 'mock.world'
  | 'mock.remote'
  | 'planCheck.traveller'
  /** what someone is writing, per account (src/machines/shared/drafts.ts) */
  | `draft.${string}`;

const COOKIE_KEYS: ReadonlySet<StorageKey> = new Set(['token', 'user']);
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function writeCookie(key: StorageKey, value: string | null): void {
  if (typeof document === 'undefined') return;
  const name = encodeURIComponent(STORAGE_PREFIX + key);
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

function readCookie(key: StorageKey): string | null {
  if (typeof document === 'undefined') return null;
  const name = encodeURIComponent(STORAGE_PREFIX + key) + '=';
  const found = document.cookie.split('; ').find((part) => part.startsWith(name));
  return found ? decodeURIComponent(found.slice(name.length)) : null;
}

export function readRaw(key: StorageKey): string | null {
  return local()?.getItem(STORAGE_PREFIX + key) ?? (COOKIE_KEYS.has(key) ? readCookie(key) : null);
}

export function writeRaw(key: StorageKey, value: string | null): void {
  const store = local();
  if (value === null) store?.removeItem(STORAGE_PREFIX + key);
  else store?.setItem(STORAGE_PREFIX + key, value);
  if (COOKIE_KEYS.has(key)) writeCookie(key, value);
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeRaw(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** Every stored key of this site that starts with `prefix` (without the site's own prefix). */
export function storedKeys(prefix: string): StorageKey[] {
  const store = local();
  if (!store) return [];
  return Array.from({ length: store.length }, (_, index) => store.key(index) ?? '')
    .filter((key) => key.startsWith(STORAGE_PREFIX + prefix))
    .map((key) => key.slice(STORAGE_PREFIX.length) as StorageKey);
}

/** Forgets everything this site stored in the browser except what `keep` accepts (a first visit in mock mode). */
export function forgetAllExcept(keep: (key: string) => boolean): void {
  for (const key of storedKeys('')) if (!keep(key)) writeRaw(key, null);
}

export function createDeviceNo(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}
