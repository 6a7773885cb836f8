import type { Plugin } from 'vite';
import { join } from 'node:path';
import { seedWorld } from '../mock-server/seed';

const MODULE = 'virtual:seeded-world';
const RESOLVED = `\0${MODULE}`;

/**
 * `virtual:seeded-world`: the in-browser mock's fresh world. The seed is a fixed function of its number
 * (tests/unit/seeded-world.test.ts checks it reads neither the clock nor Math.random), so the build seeds once and ships the
 * world as JSON: the browser then loads neither faker nor the seed's code, and a phone's first visit does
 * not run it. The dev server seeds in the browser as before, so a change to the seed shows on a reload.
 */
export function seededWorld(): Plugin {
  let building = false;
  let seedSource = '';
  return {
    name: 'seeded-world',
    configResolved(config) {
      building = config.command === 'build';
      seedSource = join(config.root, 'mock-server/seed.ts');
    },
    resolveId: (id) => (id === MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      if (!building) return `export { seedWorld as seededWorld } from ${JSON.stringify(seedSource)};`;
      // JSON.parse of a string is faster to run than the same object written as code
      return `const seeded = ${JSON.stringify(JSON.stringify(seedWorld()))};\nexport const seededWorld = () => JSON.parse(seeded);`;
    },
  };
}
