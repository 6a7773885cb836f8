import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchVisitorCountry } from '../../api/site';
import type { VisitorCountry } from '../../api/types/site';

/** The visitor's country from the IP lookup adapter; `country` stays null when the lookup fails. */
export const visitorCountryMachine = setup({
  types: { context: {} as { country: VisitorCountry | null } },
  actors: { lookUpCountry: fromAbortablePromise(() => fetchVisitorCountry()) },
}).createMachine({
  id: 'visitorCountry',
  context: { country: null },
  initial: 'lookingUp',
  states: {
    lookingUp: {
      invoke: {
        src: 'lookUpCountry',
        onDone: { target: 'known', actions: assign({ country: ({ event }) => event.output }) },
        onError: 'unknown',
      },
    },
    known: { type: 'final' },
    unknown: { type: 'final' },
  },
});
