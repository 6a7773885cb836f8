import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchSavedTripResult, fetchTripDetail, fetchTripStrategy } from '../../api/planner';
import type { Itinerary } from '../../api/types/planner';
import { classifyFailure, type Failure } from '../../api/error-kinds';

/** Which itinerary to show: a generated one by its id, a ready-made trip strategy, or one of the user's saved trips. */
export type ItinerarySource = { itineraryId: string } | { savedTripId: number } | { strategyId: number };

async function loadItinerary(source: ItinerarySource, signal: AbortSignal): Promise<Itinerary> {
  if ('savedTripId' in source) return fetchSavedTripResult({ id: source.savedTripId }, { silent: true, signal });
  if ('strategyId' in source) return (await fetchTripStrategy({ id: source.strategyId }, { silent: true, signal })).itinerary;
  return fetchTripDetail({ id: source.itineraryId }, { silent: true, signal });
}

export interface ItineraryDetailsContext {
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  source: ItinerarySource;
  itinerary: Itinerary | null;
  savedTripId: number | null;
}

/** One itinerary loaded to be shown day by day (its versions, edits and saving are the plan-versions machine's). */
export const itineraryDetailsMachine = setup({
  types: {
    context: {} as ItineraryDetailsContext,
    input: {} as ItinerarySource,
    events: {} as { type: 'RETRY' },
  },
  actors: {
    load: fromAbortablePromise<Itinerary, ItinerarySource>(({ input, signal }) => loadItinerary(input, signal)),
  },
}).createMachine({
  id: 'itineraryDetails',
  context: ({ input }) => ({ source: input, itinerary: null, failure: null, savedTripId: 'savedTripId' in input ? input.savedTripId : null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.source,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ itinerary: event.output })) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
