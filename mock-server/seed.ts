import { SimpleFaker } from '@faker-js/faker';
import type { PasswordHash } from './passwords';
import type { SeedContext } from './seed-context';
import { WORLD_VERSION, type CoreSlice, type World } from './world';
import { DEMO_ACCOUNT } from './shared/demo-account';
import { seedNotifications } from './domains/notifications';
import { seedCities } from './domains/cities-seed';
import { seedStories } from './domains/stories';
import { seedPlanner } from './domains/planner';
import { seedPackages } from './domains/packages';
import { seedSupport } from './domains/support';
import { seedNotices } from './domains/notices';
import { seedSite } from './domains/site';

/**
 * The seed: a faker-backed generator that fills a fresh world. Same seed, same world. The mock's entry
 * points (browser.ts, node.ts, server.ts) hand `seedWorld` to the store when they open it.
 */

const DEFAULT_SEED = 20261121;

/** hashPassword(DEMO_ACCOUNT.password), computed once: seeding stays synchronous and the seed holds no plain password */
const DEMO_PASSWORD_HASH: PasswordHash = {
  salt: 'TCKHoBjmet0nYFUHqjmouA==',
  hash: 'wrom/d5Nvb6pp+u00Xab6i//1A2Z+4Srm3a3FOZKNTI=',
  iterations: 100_000,
};
const SEED_NOW = Date.UTC(2026, 10, 20, 8, 0, 0);

export function seedWorld(seed = DEFAULT_SEED): World {
  // the seed draws only numbers and picks from our own lists: faker's locale data and word modules are not loaded
  const faker = new SimpleFaker({ seed });
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
  // the comment engine serves cities and stories, whose seeds add their threads to it
  const world = { ...core, comments: [], commentReactions: [] } as CoreSlice & Pick<World, 'comments' | 'commentReactions'> as World;
  const ctx: SeedContext = { faker, now: SEED_NOW, world };
  for (const seedSlice of [seedSite, seedNotifications, seedCities, seedStories, seedPlanner, seedPackages, seedSupport, seedNotices]) {
    Object.assign(world, seedSlice(ctx));
  }
  return world;
}

