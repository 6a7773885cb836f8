import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchSavedTripPage, removeSavedTrip } from '../../api/planner';
import type { SavedTrip, SavedTripPageQuery } from '../../api/types/planner';
import type { Page } from '../../api/types/common';
import { publish } from '../../lib/app-events';
import { classifyFailure, type Failure } from '../../api/error-kinds';

export type TripListSource = NonNullable<SavedTripPageQuery['source']>;

export interface SavedTripsContext {
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  source: TripListSource;
  pageNum: number;
  rows: SavedTrip[];
  total: number;
}

export const SAVED_TRIPS_PAGE_SIZE = 8;

/** The user's saved trips and the history of generated itineraries, a page at a time; saved trips can be removed. */
export const savedTripsMachine = setup({
  types: {
    context: {} as SavedTripsContext,
    events: {} as { type: 'SHOW'; source: TripListSource } | { type: 'PAGE'; pageNum: number } | { type: 'REMOVE'; id: number } | { type: 'RETRY' },
  },
  actors: {
    load: fromAbortablePromise<Page<SavedTrip>, { source: TripListSource; pageNum: number }>(({ input, signal }) =>
      fetchSavedTripPage({ ...input, pageSize: SAVED_TRIPS_PAGE_SIZE }, { silent: true, signal })),
    remove: fromAbortablePromise<null, number>(({ input, signal }) => removeSavedTrip({ id: input }, { signal })),
  },
}).createMachine({
  id: 'savedTrips',
  context: { source: 'saved', pageNum: 1, rows: [], total: 0, failure: null },
  initial: 'loading',
  on: {
    SHOW: { target: '.loading', actions: assign(({ event }) => ({ source: event.source, pageNum: 1, rows: [], total: 0 })) },
    PAGE: { target: '.loading', actions: assign(({ event }) => ({ pageNum: event.pageNum })) },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ source: context.source, pageNum: context.pageNum }),
        onDone: [
          // removing the last trip of a page moves back one page
          { guard: ({ context, event }) => event.output.rows.length === 0 && context.pageNum > 1, target: 'loading', reenter: true, actions: assign(({ context }) => ({ pageNum: context.pageNum - 1 })) },
          { target: 'ready', actions: assign(({ event }) => ({ rows: event.output.rows, total: event.output.total })) },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
      },
    },
    ready: {
      on: { REMOVE: { guard: ({ context }) => context.source === 'saved', target: 'removing' } },
    },
    removing: {
      invoke: {
        src: 'remove',
        input: ({ event }) => (event as { type: 'REMOVE'; id: number }).id,
        onDone: { target: 'loading', actions: () => publish({ type: 'toast', severity: 'success', key: 'planner:savedTrips.removed' }) },
        onError: 'ready',
      },
    },
    failed: { on: { RETRY: 'loading' } },
  },
});
