import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchMyCollectedTrails, fetchMyTrailPage, fetchTrailPage, removeTrail } from '../../api/stories';
import type { Page } from '../../api/types/common';
import type { TrailSort, TrailSummary } from '../../api/types/stories';
import { publish } from '../../lib/app-events';
import { firstPage, hasMore, withNextPage, type PagedList } from '../shared/paged-list';
import { classifyFailure, type Failure } from '../../api/error-kinds';
import { FIRST_STORY_SORT, STORY_PAGE_SIZE } from '../../api/first-calls';

/** all: the Explore square; mine: my published stories; collected: stories I collected. */
export type StorySource = 'all' | 'mine' | 'collected';

export interface StoryListContext extends PagedList<TrailSummary> {
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  source: StorySource;
  sort: TrailSort;
  keyword: string;
  pendingRemoval: TrailSummary | null;
}

export type StoryListEvent =
  | { type: 'SORT'; sort: TrailSort }
  | { type: 'SEARCH'; keyword: string }
  | { type: 'MORE' }
  | { type: 'RETRY' }
  | { type: 'REMOVE.ASK'; id: number }
  | { type: 'REMOVE.CONFIRM' }
  | { type: 'REMOVE.CANCEL' };

interface PageRequest {
  source: StorySource;
  sort: TrailSort;
  keyword: string;
  pageNum: number;
}

/** The first page's failure is shown in place of the list, so only a later page's failure gets a toast. */
function loadStories({ source, sort, keyword, pageNum }: PageRequest, signal: AbortSignal): Promise<Page<TrailSummary>> {
  const page = { pageNum, pageSize: STORY_PAGE_SIZE };
  const options = { silent: pageNum === 1, signal };
  if (source === 'mine') return fetchMyTrailPage(page, options);
  if (source === 'collected') return fetchMyCollectedTrails(page, options);
  return fetchTrailPage({ ...page, sort, ...(keyword ? { keyword } : {}) }, options);
}

const request = (context: StoryListContext, pageNum: number): PageRequest => ({
  source: context.source, sort: context.sort, keyword: context.keyword, pageNum,
});

/**
 * A paged list of stories (the square, my stories or my collection) with sort, search, "show more" and removal of own stories after confirmation.
 * Tags: `busy` while the first page loads, `error` when it failed, `confirmingRemoval` while the removal dialog is up (asking or removing).
 */
export const storyListMachine = setup({
  types: { context: {} as StoryListContext, events: {} as StoryListEvent, input: {} as { source: StorySource } },
  actors: {
    loadPage: fromAbortablePromise(({ input, signal }: { input: PageRequest; signal: AbortSignal }) => loadStories(input, signal)),
    remove: fromAbortablePromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) => removeTrail({ id: input.id }, { signal })),
  },
  guards: {
    hasMore,
  },
}).createMachine({
  id: 'storyList',
  context: ({ input }) => ({ source: input.source, sort: FIRST_STORY_SORT, keyword: '', rows: [], total: 0, pageNum: 1, pendingRemoval: null, failure: null }),
  initial: 'loading',
  on: {
    SORT: { target: '.loading', actions: assign(({ event }) => ({ sort: event.sort })) },
    SEARCH: { target: '.loading', actions: assign(({ event }) => ({ keyword: event.keyword.trim() })) },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => request(context, 1),
        onDone: { target: 'ready', actions: assign(({ event }) => firstPage(event.output)) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
      },
    },
    failed: { tags: 'error', on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            MORE: { guard: 'hasMore', target: 'loadingMore' },
            'REMOVE.ASK': {
              target: 'confirmingRemoval',
              actions: assign(({ context, event }) => ({ pendingRemoval: context.rows.find((r) => r.id === event.id) ?? null })),
            },
          },
        },
        loadingMore: {
          invoke: {
            src: 'loadPage',
            input: ({ context }) => request(context, context.pageNum + 1),
            onDone: { target: 'idle', actions: assign(({ context, event }) => withNextPage(context, event.output)) },
            onError: 'idle',
          },
        },
        confirmingRemoval: {
          tags: 'confirmingRemoval',
          on: {
            'REMOVE.CONFIRM': 'removing',
            'REMOVE.CANCEL': { target: 'idle', actions: assign({ pendingRemoval: null }) },
          },
        },
        removing: {
          tags: 'confirmingRemoval',
          invoke: {
            src: 'remove',
            input: ({ context }) => ({ id: context.pendingRemoval?.id ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({
                  rows: context.rows.filter((r) => r.id !== context.pendingRemoval?.id),
                  total: Math.max(0, context.total - 1),
                  pendingRemoval: null,
                })),
                () => publish({ type: 'toast', severity: 'success', key: 'stories:mine.removed' }),
              ],
            },
            onError: { target: 'idle', actions: assign({ pendingRemoval: null }) },
          },
        },
      },
    },
  },
});
