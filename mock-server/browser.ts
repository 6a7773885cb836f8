import { setupWorker } from 'msw/browser';
import { http, HttpResponse } from 'msw';
import { handlers } from './handlers';
import { commitWorld, currentWorld, reloadWorldFromStore, setWorldStore } from './world';
import { setFileStore, type FileStore, type StoredFile } from './files';
import { STORAGE_PREFIX } from '../src/lib/storage';

const WORLD_KEY = `${STORAGE_PREFIX}mock.world`;
/** Tests and demos may ask for fast streams before the world exists. */
const PACE_KEY = `${STORAGE_PREFIX}mock.pace`;

function indexedDbFileStore(): FileStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('ctp-mock-files', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('files');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const request = work(db.transaction('files', mode).objectStore('files'));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  };
  return {
    put: async (id, file) => void (await run('readwrite', (s) => s.put(file, id))),
    get: async (id) => ((await run<StoredFile | undefined>('readonly', (s) => s.get(id))) ?? null),
    clear: async () => void (await run('readwrite', (s) => s.clear())),
  };
}

/** Start the in-browser mock backend: the world persists in localStorage so reloads keep accounts and content. */
export async function startBrowserMock(apiBase: string): Promise<void> {
  setWorldStore({
    load: () => {
      const raw = localStorage.getItem(WORLD_KEY);
      return raw ? (JSON.parse(raw) as unknown) : null;
    },
    save: (world) => localStorage.setItem(WORLD_KEY, JSON.stringify(world)),
  });
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
  const notFound = http.all(`${apiBase}/*`, () => HttpResponse.json({ code: 404, msg: 'No such endpoint' }));
  const worker = setupWorker(...handlers, notFound);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
