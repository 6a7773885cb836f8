import { useSyncExternalStore } from 'react';
import { isMobileDevice } from '../../lib/device';

/**
 * The viewport's width as of the last resize. Reading `innerWidth` where React checks its stores (right after a
 * commit) forced a layout of the whole new page inside that task: 180 ms of one long task on a phone with the
 * CPU throttled 4x. Read on a resize instead, the layout waits for the frame that needs it anyway.
 */
let viewportWidth = window.innerWidth;
window.addEventListener('resize', () => {
  viewportWidth = window.innerWidth;
});

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The mobile layout's rule (`isMobileDevice`); follows resizes without a reload. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => isMobileDevice(viewportWidth, navigator.userAgent));
}
