import { useSyncExternalStore } from 'react';

const MOBILE_BREAKPOINT = 900;
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** A mobile user agent, or a viewport narrower than 900 px; follows resizes without a reload. */
export function useIsMobile(): boolean {
  const narrow = useSyncExternalStore(subscribe, () => window.innerWidth < MOBILE_BREAKPOINT);
  return narrow || MOBILE_AGENT.test(navigator.userAgent);
}
