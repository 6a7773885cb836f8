import { drawnPicture, PICTURE_HEADERS } from './media';

/*
 * The in-browser mock's service worker, built into /mock-worker.js (scripts/mock-worker.ts). It draws the
 * mock's generated pictures itself, off the page's main thread: a pure function of their address needs
 * no world, and a phone's first screen asks for a dozen covers while its main thread is busy. Everything
 * else goes to MSW's worker, which hands the call to the page's mock.
 */

interface FetchEventLike extends Event {
  request: Request;
  respondWith(response: Response): void;
}
interface MessageEventLike extends MessageEvent {
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  importScripts(...urls: string[]): void;
}
const scope = self as unknown as WorkerScope;

/** The API's path on this site, from the worker's address (`mock-worker.js?api=/api/`). */
const apiPath = new URL(scope.location.href).searchParams.get('api') ?? '/api/';
const MEDIA = /^([a-z]+)\/([\w.-]+)$/;

scope.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== scope.location.origin || !url.pathname.startsWith(`${apiPath}media/`)) return;
  const [, kind = '', key = ''] = MEDIA.exec(url.pathname.slice(apiPath.length + 'media/'.length)) ?? [];
  const picture = kind ? drawnPicture(kind, key, url.searchParams) : null;
  if (picture === null) return;
  // answered here: MSW's listener, registered below, must not answer it again
  event.stopImmediatePropagation();
  event.respondWith(new Response(picture, { headers: PICTURE_HEADERS }));
});

/* A page opened while the worker was still installing can miss the worker's claim and stay uncontrolled;
   MSW then reloads it, which races with whatever the visitor does next. The page asks to be claimed instead. */
scope.addEventListener('message', (event) => {
  if (event.data === 'CLAIM_CLIENTS') event.waitUntil(scope.clients.claim());
  /* MSW's worker unregisters itself when the page that says it closes is its last client. Whether that page
     is still a client when the message arrives is a race: when it is, a reload starts its mock against an
     uninstalling registration (MSW's update() then fails with "Not found"), and the next visit's pictures
     wait for a new install. The mock's worker stays installed, as a backend would. */
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

scope.importScripts('./mockServiceWorker.js');
