import { afterEach, describe, expect, it } from 'vitest';
import { fetchAllCities } from '../../src/api/cities';
import { fetchNotice, fetchNoticePage, likeNotice } from '../../src/api/notices';
import { fetchRoles } from '../../src/api/site';
import { seedWorld } from '../../mock-server/seed';
import { currentWorld, memoryWorldStore, openWorld, type World, type WorldStore } from '../../mock-server/world';
import { signIn } from '../support/node-api';

/** A store that keeps a copy of every world handed to it, as local storage or the data file would. */
function recordingStore(): WorldStore & { written: World[] } {
  const written: World[] = [];
  const keep = (world: World) => {
    written.push(JSON.parse(JSON.stringify(world)) as World);
  };
  return { written, load: () => null, save: keep, saveSoon: keep };
}

afterEach(() => {
  openWorld(memoryWorldStore, seedWorld);
});

describe('the mock world store', () => {
  it('does not write a fresh world that calls only read, by GET or by POST: the seed gives it again', async () => {
    const store = recordingStore();
    openWorld(store, seedWorld);
    await fetchAllCities();
    await fetchNoticePage({ pageNum: 1, pageSize: 10 });
    await fetchNotice({ id: 5 });
    await fetchRoles();
    currentWorld().settings.pace = seedWorld().settings.pace;
    await fetchAllCities();
    expect(store.written).toEqual([]);
  });

  it('writes the world after a GET that changes it, once, and not after the reads that follow', async () => {
    const store = recordingStore();
    openWorld(store, seedWorld);
    await signIn();
    const before = (await fetchNotice({ id: 5 })).likeCount;
    expect(store.written).toHaveLength(1);
    await likeNotice({ id: 5 });
    expect(store.written).toHaveLength(2);
    expect(store.written[1].notices.find((notice) => notice.id === 5)?.likeCount).toBe(before + 1);
    await fetchNoticePage({ pageNum: 1, pageSize: 10 });
    await fetchAllCities();
    expect(store.written).toHaveLength(2);
  });

  it('writes at once after a POST that changes it, and keeps a change made between calls for the next call', async () => {
    const store = recordingStore();
    openWorld(store, seedWorld);
    await signIn();
    expect(store.written).toHaveLength(1);
    expect(store.written[0].sessions).toHaveLength(1);
    currentWorld().settings.clockOffsetMs += 60_000;
    await fetchAllCities();
    expect(store.written).toHaveLength(2);
    expect(store.written[1].settings.clockOffsetMs).toBe(60_000);
  });
});
