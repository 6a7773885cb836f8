import { setupWorker } from 'msw/browser';
import { http, HttpResponse } from 'msw';
import { handlers } from './handlers';
import { ErrorCode } from '../src/api/error-codes';
import { commitWorld, currentWorld, openWorld, reloadWorldFromStore, type World, type WorldStore } from './world';
import { seededWorld } from 'virtual:seeded-world';
import { setFileStore, type FileStore, type StoredFile } from './files';
import { recordCall } from './call-log';
import { STORAGE_PREFIX } from '../src/lib/storage';
import { apiPathOf, mockWorkerUrl } from './worker-address';

const WORLD_KEY = `${STORAGE_PREFIX}mock.world`;
/** Tests and demos may ask for fast streams before the world exists. */
const PACE_KEY = `${STORAGE_PREFIX}mock.pace`;

function indexedDbFileStore(): FileStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('ctp-mock-files', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('files');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('the mock file store did not open'));
    });
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const request = work(db.transaction('files', mode).objectStore('files'));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('the mock file store failed'));
    });
  };
  return {
    put: async (id, file) => void (await run('readwrite', (s) => s.put(file, id))),
    get: async (id) => ((await run<StoredFile | undefined>('readonly', (s) => s.get(id) as IDBRequest<StoredFile | undefined>)) ?? null),
    clear: async () => void (await run('readwrite', (s) => s.clear())),
  };
}

/**
 * A page that opened while the mock's worker was still installing can miss the worker's claim and stay
 * uncontrolled; MSW would reload it (racing with the visitor's next click or navigation). Ask the active
 * worker to claim the page instead, and give MSW's reload the last word only if that does not happen.
 */
async function claimedByWorker(workerUrl: string): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return;
  const registration = await container.getRegistration();
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
  if (!worker || !worker.scriptURL.endsWith(workerUrl)) return;
  await new Promise<void>((resolve) => {
    const giveUp = setTimeout(resolve, 2000);
    container.addEventListener('controllerchange', () => {
      clearTimeout(giveUp);
      resolve();
    }, { once: true });
    if (registration?.active) registration.active.postMessage('CLAIM_CLIENTS');
  });
}

/** The longest a world changed by a GET waits for the page to be idle before it is written. */
const IDLE_SAVE_WAIT_MS = 200;

/**
 * The world in local storage. Writing it means serialising all of it (about 165 ms with the CPU throttled
 * 4x). A GET that changed the world (a like, a share) hands it over as a screen's other first calls
 * answer: it is written once, when the page is next idle, and at once when the page is hidden or left. A
 * world that is the same as the one this tab last read or wrote is not written, so a tab cannot overwrite
 * another tab's change with what it read.
 */
function localWorldStore(): WorldStore {
  let written: string | null = null;
  let pending: World | null = null;
  const write = (world: World) => {
    pending = null;
    const text = JSON.stringify(world);
    if (text === written) return;
    localStorage.setItem(WORLD_KEY, text);
    written = text;
  };
  const flush = () => {
    if (pending) write(pending);
  };
  const whenIdle = (work: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: IDLE_SAVE_WAIT_MS }) : setTimeout(work, IDLE_SAVE_WAIT_MS);
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  return {
    load: () => {
      flush();
      written = localStorage.getItem(WORLD_KEY);
      return written ? (JSON.parse(written) as unknown) : null;
    },
    save: write,
    saveSoon: (world) => {
      if (!pending) whenIdle(flush);
      pending = world;
    },
  };
}

/** Start the in-browser mock backend: the world persists in localStorage so reloads keep accounts and content. */
export async function startBrowserMock(apiBase: string): Promise<void> {
  openWorld(localWorldStore(), seededWorld);
  // every tab runs its own copy of the mock; the storage event keeps them one server
  window.addEventListener('storage', (event) => {
    if (event.key === WORLD_KEY) reloadWorldFromStore();
  });
  const pace = localStorage.getItem(PACE_KEY);
  if (pace === 'fast' || pace === 'realistic') {
    currentWorld().settings.pace = pace;
    commitWorld();
  }
  setFileStore(indexedDbFileStore());
  const apiPath = apiPathOf(apiBase, location.href);
  // a predicate, not a `/*` pattern: MSW decodes wildcards and throws on a broken escape such as `%`
  const notFound = http.all(
    ({ request }) => new URL(request.url).pathname.startsWith(apiPath),
    () => HttpResponse.json({ code: ErrorCode.notFound, msg: 'No such endpoint' }),
  );
  const worker = setupWorker(...handlers, notFound);
  const started = new Map<string, number>();
  worker.events.on('request:start', ({ requestId }) => void started.set(requestId, Date.now()));
  worker.events.on('response:mocked', ({ request, requestId, response }) => {
    void recordCall(request, response, started.get(requestId) ?? Date.now());
    started.delete(requestId);
  });
  // the worker draws the generated pictures under this path itself (mock-server/worker.ts)
  const workerUrl = mockWorkerUrl(import.meta.env.BASE_URL, apiPath);
  await claimedByWorker(workerUrl);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: workerUrl } });
}
