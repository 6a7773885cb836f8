import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchAllDicts, fetchRoles, fetchSiteEnums } from '../../api/site';
import type { AllDicts, Role, SiteEnums } from '../../api/types/site';
import { afterArrival } from '../../lib/first-paint';

export interface DictionariesContext {
  enums: SiteEnums | null;
  dicts: AllDicts;
  roles: Role[];
}

/**
 * Site enums, dictionaries and roles, loaded once per page and read wherever lists of options appear. No screen
 * shows the roles: they are asked for once the first screen is complete, so they do not hold up its options.
 */
export const dictionariesMachine = setup({
  types: { context: {} as DictionariesContext, events: {} as { type: 'RETRY' } },
  actors: {
    load: fromAbortablePromise(async () => {
      const [enums, dicts] = await Promise.all([fetchSiteEnums({ silent: true }), fetchAllDicts({ silent: true })]);
      return { enums, dicts };
    }),
    loadRoles: fromAbortablePromise(async () => {
      await afterArrival();
      return fetchRoles({ silent: true });
    }),
  },
}).createMachine({
  id: 'dictionaries',
  context: { enums: null, dicts: {}, roles: [] },
  type: 'parallel',
  states: {
    options: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'load',
            onDone: { target: 'ready', actions: assign(({ event }) => event.output) },
            onError: 'failed',
          },
        },
        ready: {},
        failed: { on: { RETRY: 'loading' } },
      },
    },
    roles: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadRoles',
            onDone: { target: 'loaded', actions: assign({ roles: ({ event }) => event.output }) },
            onError: 'unavailable',
          },
        },
        loaded: {},
        unavailable: {},
      },
    },
  },
});
