import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchTripCondition, fetchTripStrategyPage } from '../../api/planner';
import type { TripCondition, TripStrategyPageQuery, TripStrategySummary } from '../../api/types/planner';
import type { Page } from '../../api/types/common';
import { classifyFailure, type Failure } from '../../api/error-kinds';

export interface StrategyFilters {
  theme: string;
  region: string;
  days: number | null;
}

export interface TripStrategiesContext {
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
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
    loadCondition: fromAbortablePromise<TripCondition>(({ signal }) => fetchTripCondition({ silent: true, signal })),
    loadPage: fromAbortablePromise<Page<TripStrategySummary>, TripStrategyPageQuery>(({ input, signal }) => fetchTripStrategyPage(input, { silent: true, signal })),
  },
}).createMachine({
  id: 'tripStrategies',
  context: { condition: null, filters: { theme: '', region: '', days: null }, pageNum: 1, rows: [], total: 0, failure: null },
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
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
