import { Faker, base } from '@faker-js/faker';
import type { MockMail, MockSettings } from '../src/api/mock-contract';
import type { LanguageCode } from '../src/api/types/common';
import type { Scenario } from './scenarios';
import type { PasswordHash } from './passwords';
import { seedNotifications, type NotificationsSlice } from './domains/notifications';
import { seedCities, type CitiesSlice } from './domains/cities';
import { seedComments, type CommentsSlice } from './domains/comments';
import { seedStories, type StoriesSlice } from './domains/stories';
import { seedPlanner, type PlannerSlice } from './domains/planner';
import { seedPackages, type PackagesSlice } from './domains/packages';
import { seedSupport, type SupportSlice } from './domains/support';
import { seedNotices, type NoticesSlice } from './domains/notices';
import { seedSite, type SiteSlice } from './domains/site';

/** 2: passwords became salted hashes; an older stored world (with plain passwords) is replaced by the seed. */
const WORLD_VERSION = 2;
const DEFAULT_SEED = 20261121;

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

interface CoreSlice {
  version: number;
  seed: number;
  nextId: number;
  settings: MockSettings;
  scenarios: Scenario[];
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

export interface SeedContext {
  faker: Faker;
  /** a fixed "now" for seeded timestamps, so the same seed gives the same world */
  now: number;
  /** the world built so far: seeds run in the order of seedWorld, so later ones may add to earlier slices */
  world: World;
}

/** Persistence of the world: localStorage in the browser, a JSON file for the standalone server, nothing in unit tests. */
export interface WorldStore {
  load(): unknown;
  save(world: World): void;
}

export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'Travel#2026', nickName: 'Mei Traveller' };
/** hashPassword(DEMO_ACCOUNT.password), computed once: seeding stays synchronous and the seed holds no plain password */
const DEMO_PASSWORD_HASH: PasswordHash = {
  salt: 'TCKHoBjmet0nYFUHqjmouA==',
  hash: 'wrom/d5Nvb6pp+u00Xab6i//1A2Z+4Srm3a3FOZKNTI=',
  iterations: 100_000,
};
const SEED_NOW = Date.UTC(2026, 10, 20, 8, 0, 0);

export function seedWorld(seed = DEFAULT_SEED): World {
  // the seed draws only numbers and picks from our own lists: faker's word lists (280 KB) are not loaded
  const faker = new Faker({ locale: [base], seed });
  const core: CoreSlice = {
    version: WORLD_VERSION,
    seed,
    nextId: 1000,
    settings: { pace: 'realistic', clockOffsetMs: 0 },
    scenarios: [],
    accounts: [
      {
        id: 1,
        email: DEMO_ACCOUNT.email,
        nickName: DEMO_ACCOUNT.nickName,
        passwordHash: DEMO_PASSWORD_HASH,
        avatar: '',
        sex: 2,
        languageCode: 'en',
        failedLogins: 0,
        lockedUntil: 0,
        createdAt: SEED_NOW - 90 * 86_400_000,
      },
    ],
    sessions: [],
    revokedTokens: [],
    codes: [],
    mailbox: [],
  };
  const world = core as World;
  const ctx: SeedContext = { faker, now: SEED_NOW, world };
  for (const seedSlice of [seedSite, seedNotifications, seedComments, seedCities, seedStories, seedPlanner, seedPackages, seedSupport, seedNotices]) {
    Object.assign(world, seedSlice(ctx));
  }
  return world;
}

const memoryStore: WorldStore = { load: () => null, save: () => undefined };
let store: WorldStore = memoryStore;
let world: World | null = null;

function isCurrentWorld(value: unknown): value is World {
  return typeof value === 'object' && value !== null && (value as World).version === WORLD_VERSION;
}

export function setWorldStore(next: WorldStore): void {
  store = next;
  const loaded = store.load();
  world = isCurrentWorld(loaded) ? loaded : seedWorld();
  store.save(world);
}

/** Another copy of the mock (a second browser tab) saved the world: take its version, as one server would. */
export function reloadWorldFromStore(): void {
  const loaded = store.load();
  if (isCurrentWorld(loaded)) world = loaded;
}

export function currentWorld(): World {
  world ??= seedWorld();
  return world;
}

export function commitWorld(): void {
  if (world) store.save(world);
}

/** Back to the seeded world, keeping the pace setting. */
export function resetWorld(seed = DEFAULT_SEED): World {
  const pace = world?.settings.pace ?? 'realistic';
  world = seedWorld(seed);
  world.settings.pace = pace;
  store.save(world);
  return world;
}
