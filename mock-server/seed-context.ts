import type { SimpleFaker } from '@faker-js/faker';
import type { World } from './world';

/** What each area's seed function gets from `seedWorld`. */
export interface SeedContext {
  faker: SimpleFaker;
  /** a fixed "now" for seeded timestamps, so the same seed gives the same world */
  now: number;
  /** the world built so far: seeds run in the order of seedWorld, so later ones may add to earlier slices */
  world: World;
}
