import { assign, fromPromise, setup } from 'xstate';
import { fetchCombos, fetchLatestNotice } from '../api/catalogue';

/** Loads one thing for a view: loading, then ready or failed (with a retry). */
export function createLoaderMachine<T>(id: string, load: () => Promise<T>) {
  return setup({
    types: { context: {} as { data: T | null }, events: {} as { type: 'RETRY' } },
    actors: { load: fromPromise(load) },
  }).createMachine({
    id,
    context: { data: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
          onError: 'failed',
        },
      },
      ready: {},
      failed: { on: { RETRY: 'loading' } },
    },
  });
}

/** The trip packages of cityCombo/list (home carousel, mobile landing, the package list). */
export const combosMachine = createLoaderMachine('combos', () => fetchCombos({ silent: true }));

/** The newest entry-China notice, shown on home. */
export const latestNoticeMachine = createLoaderMachine('latestNotice', () => fetchLatestNotice({ silent: true }));
