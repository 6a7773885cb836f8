import { useSyncExternalStore } from 'react';

export const MOBILE_BREAKPOINT = 900;
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i;
const query = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** A mobile user agent, or a viewport narrower than 900 px; follows resizes without a reload. */
export function useIsMobile(): boolean {
  const narrow = useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
  return narrow || MOBILE_AGENT.test(navigator.userAgent);
}
