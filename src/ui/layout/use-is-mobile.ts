import { useSyncExternalStore } from 'react';
import { isMobileDevice } from '../../lib/device';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The mobile layout's rule (`isMobileDevice`); follows resizes without a reload. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => isMobileDevice(window.innerWidth, navigator.userAgent));
}
