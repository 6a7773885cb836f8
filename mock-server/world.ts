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

/** Opens the world kept in `next`, or a fresh one from `seed` when it holds none of this version. */
export function openWorld(next: WorldStore, seed: () => World): World {
  store = next;
  freshWorld = seed;
  const loaded = store.load();
  if (isCurrentWorld(loaded)) {
    world = loaded;
    return world;
  }
  world = seed();
  // the browser writes it once the page is idle: serialising the whole world is the longest task of the
  // mock's start (about 165 ms with the CPU throttled 4x), and the first answers need not wait for it
  commitWorldSoon();
  return world;
}

/** Another copy of the mock (a second browser tab) saved the world: take its version, as one server would. */
export function reloadWorldFromStore(): void {
  const loaded = store.load();
  if (isCurrentWorld(loaded)) world = loaded;
}

export function currentWorld(): World {
  if (!world) throw new Error('The mock world is not open: start the mock with browser.ts, node.ts or server.ts');
  return world;
}

export function commitWorld(): void {
  if (world) store.save(world);
}

/** After a GET: the world is kept, but may be written once the page's burst of calls is over. */
export function commitWorldSoon(): void {
  if (world) (store.saveSoon ?? store.save)(world);
}

/** Puts a fresh world in place of the current one, keeping the pace setting (a test or demo chose it, not the world). */
function replaceWorld(fresh: World): World {
  if (world) fresh.settings.pace = world.settings.pace;
  world = fresh;
  store.save(world);
  return world;
}

/** Back to a freshly seeded world (from the seed the world was opened with), keeping the pace setting. */
export function resetWorld(): World {
  return replaceWorld(freshWorld());
}
