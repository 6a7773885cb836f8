import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchNoticePage } from '../../api/notices';
import type { Notice } from '../../api/types/notices';
import { classifyFailure, type Failure } from '../../api/error-kinds';

const NOTICE_PAGE_SIZE = 6;

export interface NoticeListContext {
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  notices: Notice[];
  total: number;
  pageNum: number;
}

/** Entry-China notices, newest first, a page at a time ("show more" appends the next page). */
export const noticeListMachine = setup({
  types: { context: {} as NoticeListContext, events: {} as { type: 'RETRY' } | { type: 'MORE' } },
  actors: {
    loadPage: fromAbortablePromise(({ input, signal }: { input: { pageNum: number }; signal: AbortSignal }) =>
      fetchNoticePage({ pageNum: input.pageNum, pageSize: NOTICE_PAGE_SIZE }, { silent: input.pageNum === 1, signal })),
  },
  guards: {
    hasMore: ({ context }) => context.notices.length < context.total,
  },
}).createMachine({
  id: 'noticeList',
  context: { notices: [], total: 0, pageNum: 1, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPage',
        input: { pageNum: 1 },
        onDone: { target: 'ready', actions: assign(({ event }) => ({ notices: event.output.rows, total: event.output.total, pageNum: 1 })) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
      },
    },
    ready: {
      on: { MORE: { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ pageNum: context.pageNum + 1 }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            notices: [...context.notices, ...event.output.rows],
            total: event.output.total,
            pageNum: context.pageNum + 1,
          })),
        },
        // the API layer has shown the reason as a toast; the list stays and "show more" can be tried again
        onError: 'ready',
      },
    },
    failed: { on: { RETRY: 'loading' } },
  },
});
