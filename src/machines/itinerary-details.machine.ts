import { assign, fromPromise, setup } from 'xstate';
import { fetchSavedTripResult, fetchTripDetail, fetchTripStrategy } from '../api/trips';
import type { Itinerary } from '../api/types/trip';
import { saveItinerary } from './save-itinerary';

/** Which itinerary to show: a generated one by its id, a ready-made trip strategy, or one of the user's saved trips. */
export type ItinerarySource = { itineraryId: string } | { savedTripId: number } | { strategyId: number };

async function loadItinerary(source: ItinerarySource): Promise<Itinerary> {
  if ('savedTripId' in source) return fetchSavedTripResult({ id: source.savedTripId }, { silent: true });
  if ('strategyId' in source) return (await fetchTripStrategy({ id: source.strategyId }, { silent: true })).itinerary;
  return fetchTripDetail({ id: source.itineraryId }, { silent: true });
}

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
    load: fromPromise<Itinerary, ItinerarySource>(({ input }) => loadItinerary(input)),
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
