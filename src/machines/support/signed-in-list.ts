import type { DoneActorEvent, ErrorActorEvent } from 'xstate';

/**
 * The start the support lists share (appeals, questions): they exist only for a signed-in traveller, so
 * a visitor sees a sign-in prompt, and a sign-in (at start or later) loads the list. The machine spreads
 * these states beside its own `ready` (tagged `busy` until the list is there, `error` when it failed) and supplies the guard `startsSignedIn`, the actor `loadList`, and
 * the actions `requestLogin`, `showList` (the loaded page) and `noteFailure` (what went wrong).
 * `listId` names the load, so a test can answer it.
 */
export function signedInListStates<TPage>(listId: string) {
  return {
    checking: { tags: 'busy' as const, always: [{ guard: 'startsSignedIn' as const, target: 'loading' }, { target: 'signedOut' }] },
    signedOut: { on: { SIGN_IN: { actions: 'requestLogin' as const } } },
    loading: {
      tags: 'busy' as const,
      invoke: {
        id: listId,
        src: 'loadList' as const,
        onDone: { target: 'ready', actions: { type: 'showList' as const, params: ({ event }: { event: DoneActorEvent<TPage> }) => event.output } },
        onError: { target: 'failed', actions: { type: 'noteFailure' as const, params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    failed: { tags: 'error' as const, on: { RETRY: 'loading' } },
  };
}
