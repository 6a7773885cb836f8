import { assign, fromPromise, setup } from 'xstate';
import { fetchTripCondition, fetchTripStrategyPage } from '../api/trips';
import type { TripCondition, TripStrategyPageQuery, TripStrategySummary } from '../api/types/trip';
import type { Page } from '../api/types/common';

export interface StrategyFilters {
  theme: string;
  region: string;
  days: number | null;
}

export interface TripStrategiesContext {
  condition: TripCondition | null;
  filters: StrategyFilters;
  pageNum: number;
  rows: TripStrategySummary[];
  total: number;
}

export const STRATEGIES_PAGE_SIZE = 6;

function query(context: TripStrategiesContext): TripStrategyPageQuery {
  const { theme, region, days } = context.filters;
  return { pageNum: context.pageNum, pageSize: STRATEGIES_PAGE_SIZE, ...(theme ? { theme } : {}), ...(region ? { region } : {}), ...(days ? { days } : {}) };
}

/** Ready-made trip plans with theme, region and length filters, a page at a time. */
export const tripStrategiesMachine = setup({
  types: {
    context: {} as TripStrategiesContext,
    events: {} as { type: 'FILTER'; filters: Partial<StrategyFilters> } | { type: 'PAGE'; pageNum: number } | { type: 'RETRY' },
  },
  actors: {
    loadCondition: fromPromise<TripCondition>(() => fetchTripCondition({ silent: true })),
    loadPage: fromPromise<Page<TripStrategySummary>, TripStrategyPageQuery>(({ input }) => fetchTripStrategyPage(input, { silent: true })),
  },
}).createMachine({
  id: 'tripStrategies',
  context: { condition: null, filters: { theme: '', region: '', days: null }, pageNum: 1, rows: [], total: 0 },
  invoke: { src: 'loadCondition', onDone: { actions: assign(({ event }) => ({ condition: event.output })) } },
  on: {
    FILTER: { target: '.loading', actions: assign(({ context, event }) => ({ filters: { ...context.filters, ...event.filters }, pageNum: 1 })) },
    PAGE: { target: '.loading', actions: assign(({ event }) => ({ pageNum: event.pageNum })) },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => query(context),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ rows: event.output.rows, total: event.output.total })) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
