import type { MockMail, MockScenario, MockSettings } from '../src/api/mock-contract';
import type { LanguageCode } from '../src/api/types/common';
import type { PasswordHash } from './passwords';
import type {
  CitiesSlice, CommentsSlice, NoticesSlice, NotificationsSlice, PackagesSlice, PlannerSlice, SiteSlice, StoriesSlice, SupportSlice,
} from './world-slices';

/**
 * The mock's world store: its shape and the few calls that read, save and replace it. It knows nothing
 * of how a world is filled (`seed.ts`) or answered from (`domains/`): whoever starts the mock opens it
 * with a persistence and a seed.
 */

/** 2: passwords became salted hashes; an older stored world (with plain passwords) is replaced by the seed. */
export const WORLD_VERSION = 2;

export interface Account {
  id: number;
  email: string;
  /** never the password itself: the world is stored in localStorage or a data file */
  passwordHash: PasswordHash;
  nickName: string;
  avatar: string;
  sex: number;
  languageCode: LanguageCode;
  failedLogins: number;
  lockedUntil: number;
  createdAt: number;
}

interface Session {
  token: string;
  accountId: number;
  deviceNo: string;
  createdAt: number;
}

export type CodePurpose = 'register' | 'password' | 'email';

interface VerificationCode {
  email: string;
  purpose: CodePurpose;
  code: string;
  sentAt: number;
  expiresAt: number;
}

export interface CoreSlice {
  version: number;
  seed: number;
  nextId: number;
  settings: MockSettings;
  scenarios: MockScenario[];
  accounts: Account[];
  sessions: Session[];
  revokedTokens: string[];
  codes: VerificationCode[];
  mailbox: MockMail[];
}

export type World = CoreSlice &
  SiteSlice &
  NotificationsSlice &
  CitiesSlice &
  CommentsSlice &
  StoriesSlice &
  PlannerSlice &
  PackagesSlice &
  SupportSlice &
  NoticesSlice;

/**
 * Persistence of the world: localStorage in the browser, a JSON file for the standalone server, nothing in
 * unit tests. `saveSoon` is for the world after a GET, which seldom changes it: a store may write it a
 * little later, once for a burst of calls.
 */
export interface WorldStore {
  load(): unknown;
  save(world: World): void;
  saveSoon?(world: World): void;
}

export const memoryWorldStore: WorldStore = { load: () => null, save: () => undefined };

let store: WorldStore = memoryWorldStore;
let world: World | null = null;
let freshWorld: () => World = () => {
  throw new Error('The mock world is not open: start the mock with browser.ts, node.ts or server.ts');
};

function isCurrentWorld(value: unknown): value is World {
  return typeof value === 'object' && value !== null && (value as World).version === WORLD_VERSION;
}

/**
 * Whether the world changed since it was last handed to the store. Everything reaches the world through
 * `currentWorld()`, a view of it that notes every write. A GET seldom changes the world, and serialising
 * all of it to find out was the longest task after a screen's first answers (about 165 ms with the CPU
 * throttled 4x), as was writing a world after a POST that only reads (`sys/role/list`). A fresh world
 * that no call changed is not written at all: its seed gives it again.
 */
let changedSinceSave = false;
const views = new WeakMap<object, object>();
const isView = new WeakSet<object>();
const noteWrites: ProxyHandler<object> = {
  get: (target, key) => watched<unknown>(Reflect.get(target, key)),
  set: (target, key, value) => {
    if (!Object.is(Reflect.get(target, key), value)) changedSinceSave = true;
    return Reflect.set(target, key, value);
  },
  deleteProperty: (target, key) => {
    changedSinceSave = true;
    return Reflect.deleteProperty(target, key);
  },
};

function watched<T>(value: T): T {
  // a frozen table cannot be written, and a view of it would break the rule that it answers its own values
  if (typeof value !== 'object' || value === null || isView.has(value) || Object.isFrozen(value)) return value;
  let view = views.get(value);
  if (!view) {
    view = new Proxy(value, noteWrites);
    views.set(value, view);
    isView.add(view);
  }
  return view as T;
}

function saved(next: World): World {
  world = next;
  changedSinceSave = false;
  return watched(world);
}

/** Opens the world kept in `next`, or a fresh one from `seed` when it holds none of this version. */
export function openWorld(next: WorldStore, seed: () => World): World {
  store = next;
  freshWorld = seed;
  const loaded = store.load();
  return saved(isCurrentWorld(loaded) ? loaded : seed());
}

/** Another copy of the mock (a second browser tab) saved the world: take its version, as one server would. */
export function reloadWorldFromStore(): void {
  const loaded = store.load();
  if (isCurrentWorld(loaded)) saved(loaded);
}

export function currentWorld(): World {
  if (!world) throw new Error('The mock world is not open: start the mock with browser.ts, node.ts or server.ts');
  return watched(world);
}

/** After a call or a change of the mock's settings: a world that changed is written at once. */
export function commitWorld(): void {
  if (!world || !changedSinceSave) return;
  store.save(world);
  saved(world);
}

/** After a GET: a world the call changed is kept, and may be written once the page's burst of calls is over. */
export function commitWorldSoon(): void {
  if (!world || !changedSinceSave) return;
  (store.saveSoon ?? store.save)(world);
  saved(world);
}

/** Puts a fresh world in place of the current one, keeping the pace setting (a test or demo chose it, not the world). */
function replaceWorld(fresh: World): World {
  if (world) fresh.settings.pace = world.settings.pace;
  store.save(fresh);
  return saved(fresh);
}

/** Back to a freshly seeded world (from the seed the world was opened with), keeping the pace setting. */
export function resetWorld(): World {
  return replaceWorld(freshWorld());
}
