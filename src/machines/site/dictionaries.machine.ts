import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchAllDicts, fetchRoles, fetchSiteEnums } from '../../api/site';
import type { AllDicts, Role, SiteEnums } from '../../api/types/site';

export interface DictionariesContext {
  enums: SiteEnums | null;
  dicts: AllDicts;
  roles: Role[];
}

/** Site enums, dictionaries and roles, loaded once per page and read wherever lists of options appear. */
export const dictionariesMachine = setup({
  types: { context: {} as DictionariesContext, events: {} as { type: 'RETRY' } },
  actors: {
    load: fromAbortablePromise(async () => {
      const [enums, dicts, roles] = await Promise.all([fetchSiteEnums({ silent: true }), fetchAllDicts({ silent: true }), fetchRoles({ silent: true })]);
      return { enums, dicts, roles };
    }),
  },
}).createMachine({
  id: 'dictionaries',
  context: { enums: null, dicts: {}, roles: [] },
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
});
