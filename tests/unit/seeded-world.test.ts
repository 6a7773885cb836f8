import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { runInNewContext } from 'node:vm';
import { seedWorld } from '../../mock-server/seed';
import type { World } from '../../mock-server/world';
import { seededWorld } from '../../scripts/seeded-world';

/** The module `virtual:seeded-world` becomes in a build, or on the dev server. */
function moduleFor(command: 'build' | 'serve'): string {
  const plugin = seededWorld();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ command, root: process.cwd() } as ResolvedConfig);
  const resolved = (plugin.resolveId as (id: string) => string | null)('virtual:seeded-world');
  return (plugin.load as (id: string) => string)(resolved ?? '');
}

describe('the in-browser mock\'s fresh world', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is the same whenever and wherever it is seeded: the seed reads neither the clock nor Math.random', () => {
    vi.useFakeTimers({ now: Date.UTC(2031, 0, 1) });
    vi.spyOn(Math, 'random').mockReturnValue(0.11);
    const later = JSON.stringify(seedWorld());
    vi.setSystemTime(Date.UTC(2024, 5, 1));
    vi.spyOn(Math, 'random').mockReturnValue(0.89);
    expect(JSON.stringify(seedWorld())).toBe(later);
  });

  it('is seeded at build time into the built site, and each call hands out a world of its own', () => {
    const code = moduleFor('build');
    expect(code).not.toContain('seed.ts');
    // the module run as a script, its one export caught on the sandbox; JSON is ours, so the world's objects are too
    const sandbox: { JSON: JSON; seededWorld?: () => World } = { JSON };
    runInNewContext(code.replace('export const seededWorld =', 'seededWorld ='), sandbox);
    const seeded = sandbox.seededWorld ?? (() => { throw new Error('the module exports no seededWorld'); });
    const first = seeded();
    expect(first).toEqual(seedWorld());
    first.accounts.length = 0;
    expect(seeded().accounts.length).toBeGreaterThan(0);
  });

  it('is seeded in the browser by the dev server, so a change to the seed shows on a reload', () => {
    expect(moduleFor('serve')).toMatch(/export \{ seedWorld as seededWorld \} from ".*mock-server\/seed\.ts";/);
  });
});
