/**
 * A call index.html's early script sent for the first screen before the app ran (scripts/early-calls.ts):
 * its address, the headers it went with and the answer on its way.
 */
export interface EarlyCall {
  url: string;
  headers: Record<string, string>;
  /** performance.now() when it was sent */
  sentAt: number;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    earlyCalls?: EarlyCall[];
    /** the first screen's lead picture the early script preloaded, once its answer named it */
    leadPicture?: string;
    /** that picture's address once the answer that names it is in (undefined when it names none) */
    leadPictureNamed?: Promise<string | undefined>;
  }
}

/**
 * The address of the first screen's largest picture, once index.html's early script knows it (and has preloaded
 * it): at once when it has none to look for, when its answer arrives otherwise.
 */
export async function earlyLeadPicture(): Promise<string | null> {
  return (await window.leadPictureNamed) ?? window.leadPicture ?? null;
}

/** index.html's early script asked for this address's first answers (and preloaded the code that checks them). */
export function hasEarlyCalls(): boolean {
  return typeof window !== 'undefined' && (window.earlyCalls?.length ?? 0) > 0;
}

/** An early answer is for the first screen: a call made later than this asks again. */
export const EARLY_ANSWER_USABLE_MS = 20_000;

/** The headers that choose what the server answers: the same language and the same account (or none). */
const ANSWER_HEADERS = ['Language-Code', 'Authorization'] as const;

function sameAddress(a: string, b: string): boolean {
  const [first, second] = [new URL(a, location.href), new URL(b, location.href)];
  first.searchParams.sort();
  second.searchParams.sort();
  return first.href === second.href;
}

function untilAborted(answer: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    answer.then(resolve, reject);
  });
}

/**
 * The early answer to this GET, taken once, when one was sent to the same address with the same language
 * and account less than EARLY_ANSWER_USABLE_MS ago; otherwise null and the caller fetches.
 */
export function takeEarlyAnswer(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> | null {
  const calls = window.earlyCalls;
  if (!calls?.length || typeof input !== 'string' || (init?.method ?? 'GET').toUpperCase() !== 'GET') return null;
  const headers = new Headers(init?.headers);
  const index = calls.findIndex(
    (call) =>
      performance.now() - call.sentAt < EARLY_ANSWER_USABLE_MS &&
      sameAddress(call.url, input) &&
      ANSWER_HEADERS.every((name) => (call.headers[name] ?? null) === headers.get(name)),
  );
  if (index === -1) return null;
  const [call] = calls.splice(index, 1);
  return untilAborted(call.answer, init?.signal);
}

/**
 * fetch once `backendReady()` resolves, or at once the first screen's answer index.html already has on its
 * way (in a mock-mode build, the seeded mock's answer, which needs no mock). An early answer that fails is
 * asked for again the usual way.
 */
export function fetchOrEarlyAnswer(backendReady: () => Promise<unknown>): typeof fetch {
  return (input, init) => {
    const fromBackend = async () => {
      await backendReady();
      return fetch(input, init);
    };
    return takeEarlyAnswer(input, init)?.catch(fromBackend) ?? fromBackend();
  };
}
