import { assign, setup } from 'xstate';
import { fromAbortablePromise } from './abortable-promise';
import { fetchCombos } from '../../api/packages';
import { fetchLatestNotice } from '../../api/notices';
import { classifyFailure, type Failure } from '../../api/error-kinds';

/** Loads one thing for a view: loading, then ready or failed (with a retry). */
function createLoaderMachine<T>(id: string, load: (signal: AbortSignal) => Promise<T>) {
  return setup({
    types: { context: {} as { data: T | null; failure: Failure | null }, events: {} as { type: 'RETRY' } },
    actors: { load: fromAbortablePromise<T>(({ signal }) => load(signal)) },
  }).createMachine({
    id,
    context: { data: null, failure: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
        },
      },
      ready: {},
      failed: { on: { RETRY: 'loading' } },
    },
  });
}

/** The trip packages of cityCombo/list (home carousel, mobile landing, the package list). */
export const combosMachine = createLoaderMachine('combos', (signal) => fetchCombos({ silent: true, signal }));

/** The newest entry-China notice, shown on home. */
export const latestNoticeMachine = createLoaderMachine('latestNotice', (signal) => fetchLatestNotice({ silent: true, signal }));
