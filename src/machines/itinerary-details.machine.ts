import { assign, fromPromise, setup } from 'xstate';
import { fetchSavedTripResult, fetchTripDetail } from '../api/trips';
import type { Itinerary } from '../api/types/trip';
import { saveItinerary } from './save-itinerary';

/** Which itinerary to show: a generated or ready-made one by its id, or one of the user's saved trips. */
export type ItinerarySource = { itineraryId: string } | { savedTripId: number };

export interface ItineraryDetailsContext {
  source: ItinerarySource;
  itinerary: Itinerary | null;
  savedTripId: number | null;
}

/** One itinerary shown day by day, with a save action. */
export const itineraryDetailsMachine = setup({
  types: {
    context: {} as ItineraryDetailsContext,
    input: {} as ItinerarySource,
    events: {} as { type: 'RETRY' } | { type: 'SAVE' },
  },
  actors: {
    load: fromPromise<Itinerary, ItinerarySource>(({ input }) =>
      'savedTripId' in input ? fetchSavedTripResult({ id: input.savedTripId }, { silent: true }) : fetchTripDetail({ id: input.itineraryId }, { silent: true })),
    save: fromPromise<number | null, string>(({ input }) => saveItinerary(input)),
  },
}).createMachine({
  id: 'itineraryDetails',
  context: ({ input }) => ({ source: input, itinerary: null, savedTripId: 'savedTripId' in input ? input.savedTripId : null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.source,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ itinerary: event.output })) },
        onError: 'failed',
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { SAVE: 'saving' } },
        saving: {
          invoke: {
            src: 'save',
            input: ({ context }) => context.itinerary?.id ?? '',
            onDone: { target: 'idle', actions: assign(({ context, event }) => ({ savedTripId: event.output ?? context.savedTripId })) },
            onError: 'idle',
          },
        },
      },
    },
    failed: { on: { RETRY: 'loading' } },
  },
});
