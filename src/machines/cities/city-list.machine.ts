import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchAllCities, fetchCityPage, fetchTopCities, searchCityNames } from '../../api/cities';
import type { CitySummary } from '../../api/types/cities';
import { firstPage, hasMore, withNextPage, type PagedList } from '../shared/paged-list';
import { classifyFailure, type Failure } from '../../api/error-kinds';
import { CITY_PAGE_SIZE } from '../../api/first-calls';

const SEARCH_DELAY_MS = 300;

/** `rows`: every city (of the chosen region) page by page; `hot` and `matches` are the other two parts of the screen. */
export interface CityListContext extends PagedList<CitySummary> {
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  hot: CitySummary[];
  /** how many cities each region has, for the region filter */
  regionCounts: Record<string, number>;
  /** '' for every region */
  region: string;
  keyword: string;
  /** what the last name search found, before the region filter */
  matches: CitySummary[];
  /** the keyword those matches are for */
  searchedFor: string;
}

export type CityListEvent =
  | { type: 'RETRY' }
  | { type: 'MORE' }
  | { type: 'REGION'; region: string }
  | { type: 'KEYWORD'; text: string }
  | { type: 'SEARCH' }
  | { type: 'CLEAR' };

function countByRegion(cities: CitySummary[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const city of cities) counts[city.region] = (counts[city.region] ?? 0) + 1;
  return counts;
}

/** The search results the visitor sees: name matches within the chosen region. */
export const visibleMatches = ({ matches, region }: Pick<CityListContext, 'matches' | 'region'>): CitySummary[] =>
  region ? matches.filter((city) => city.region === region) : matches;

/**
 * The city list: hot cities with the number of cities per region, every city page by page (optionally one region), and a name search in any
 * language that runs shortly after typing stops (or at once on Enter) and replaces the list while a
 * keyword is there. The three parts load and fail independently; the tag `searching` covers a search waiting or running.
 */
export const cityListMachine = setup({
  types: { context: {} as CityListContext, events: {} as CityListEvent },
  actors: {
    loadOverview: fromAbortablePromise(async ({ signal }: { signal: AbortSignal }) => {
      const [hot, all] = await Promise.all([fetchTopCities({ silent: true, signal }), fetchAllCities({ silent: true, signal })]);
      return { hot, regionCounts: countByRegion(all) };
    }),
    loadPage: fromAbortablePromise(({ input, signal }: { input: { pageNum: number; region: string }; signal: AbortSignal }) =>
      fetchCityPage({ pageNum: input.pageNum, pageSize: CITY_PAGE_SIZE, ...(input.region ? { region: input.region } : {}) }, { silent: true, signal })),
    search: fromAbortablePromise(({ input, signal }: { input: { keyword: string }; signal: AbortSignal }) => searchCityNames({ keyword: input.keyword }, { silent: true, signal })),
  },
  delays: { searchDelay: SEARCH_DELAY_MS },
  guards: {
    hasMore,
    isBlankKeyword: ({ context, event }) => (event.type === 'KEYWORD' ? event.text : context.keyword).trim() === '',
  },
}).createMachine({
  id: 'cityList',
  type: 'parallel',
  context: { hot: [], regionCounts: {}, rows: [], total: 0, pageNum: 1, region: '', keyword: '', matches: [], searchedFor: '', failure: null },
  states: {
    hot: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadOverview',
            onDone: { target: 'ready', actions: assign(({ event }) => event.output) },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
          },
        },
        ready: {},
        failed: { on: { RETRY: 'loading' } },
      },
    },
    catalogue: {
      initial: 'loading',
      on: { REGION: { target: '.loading', actions: assign(({ event }) => ({ region: event.region })) } },
      states: {
        loading: {
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ pageNum: 1, region: context.region }),
            onDone: { target: 'ready', actions: assign(({ event }) => firstPage(event.output)) },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
          },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: { on: { MORE: { guard: 'hasMore', target: 'loadingMore' } } },
            loadingMore: {
              invoke: {
                src: 'loadPage',
                input: ({ context }) => ({ pageNum: context.pageNum + 1, region: context.region }),
                onDone: { target: 'idle', actions: assign(({ context, event }) => withNextPage(context, event.output)) },
                onError: 'idle',
              },
            },
          },
        },
        failed: { on: { RETRY: 'loading' } },
      },
    },
    search: {
      initial: 'off',
      on: {
        KEYWORD: [
          { guard: 'isBlankKeyword', target: '.off', actions: assign(({ event }) => ({ keyword: event.text, matches: [], searchedFor: '' })) },
          { target: '.waiting', actions: assign(({ event }) => ({ keyword: event.text })) },
        ],
        SEARCH: [{ guard: 'isBlankKeyword', target: '.off' }, { target: '.searching' }],
        CLEAR: { target: '.off', actions: assign({ keyword: '', matches: [], searchedFor: '' }) },
      },
      states: {
        off: {},
        waiting: { tags: 'searching', after: { searchDelay: 'searching' } },
        searching: {
          tags: 'searching',
          invoke: {
            src: 'search',
            input: ({ context }) => ({ keyword: context.keyword.trim() }),
            onDone: { target: 'showing', actions: assign(({ context, event }) => ({ matches: event.output, searchedFor: context.keyword.trim() })) },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
          },
        },
        showing: {},
        failed: { on: { RETRY: 'searching' } },
      },
    },
  },
});
