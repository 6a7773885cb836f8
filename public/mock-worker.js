/* The in-browser mock's service worker: MSW's generated worker, plus one message. A page opened while
   the worker was still installing can miss the worker's claim and stay uncontrolled; MSW then reloads
   it, which races with whatever the visitor does next. The page asks to be claimed instead. */
importScripts('./mockServiceWorker.js');

addEventListener('message', (event) => {
  if (event.data === 'CLAIM_CLIENTS') event.waitUntil(self.clients.claim());
});
