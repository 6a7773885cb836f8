import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { cleanNotifications, fetchNotificationPage, markNotificationsRead, removeNotification } from '../../api/notifications';
import type { AppNotification, NotificationPage, NotificationType } from '../../api/types/notifications';
import { requestLogin, sessionChanges, signsIn, type SessionChange, type SessionInput } from '../account/session-facts';
import { appendNewRows } from '../shared/append-rows';

export type NotificationTab = 'all' | 'mention' | 'like' | 'system';
export const NOTIFICATION_TABS: readonly NotificationTab[] = ['all', 'mention', 'like', 'system'];
const TYPE_OF_TAB: Record<NotificationTab, NotificationType | undefined> = { all: undefined, mention: 1, like: 2, system: 3 };

export const NOTIFICATION_PAGE_SIZE = 20;
export const UNREAD_POLL_MS = 30_000;

export interface NotificationsContext {
  signedInAtStart: boolean;
  tab: NotificationTab;
  rows: AppNotification[];
  total: number;
  unreadCount: number;
  /** the page being loaded, or the one that failed: page 1 replaces the list, later pages add to it */
  requestedPage: number;
  /** a poll counted more unread notifications than when the list was loaded */
  hasNewer: boolean;
  /** the notification being marked read or removed */
  targetId: number | null;
}

export type NotificationsEvent =
  | SessionChange
  /** the dropdown opened or the centre was shown: load the first page, or refresh it */
  | { type: 'OPEN' }
  | { type: 'SELECT_TAB'; tab: NotificationTab }
  | { type: 'MORE' }
  | { type: 'RETRY' }
  | { type: 'READ'; id: number }
  | { type: 'MARK_ALL_READ' }
  | { type: 'REMOVE'; id: number }
  | { type: 'CLEAR' }
  | { type: 'CLEAR_CONFIRMED' }
  | { type: 'CLEAR_CANCELLED' }
  | { type: 'LOGIN_REQUESTED' };

export interface PageRequest {
  tab: NotificationTab;
  pageNum: number;
}

const emptyContext = (): Omit<NotificationsContext, 'signedInAtStart'> => ({
  tab: 'all', rows: [], total: 0, unreadCount: 0, requestedPage: 1, hasNewer: false, targetId: null,
});

/** The page that holds the first notification not shown yet; rows removed or arrived meanwhile shift the pages. */
const nextPageOf = (context: NotificationsContext) => Math.floor(context.rows.length / NOTIFICATION_PAGE_SIZE) + 1;

function mergePage(context: NotificationsContext, page: NotificationPage): Partial<NotificationsContext> {
  return {
    rows: appendNewRows(context.requestedPage === 1 ? [] : context.rows, page.rows),
    total: page.total,
    unreadCount: page.unreadCount,
    hasNewer: context.requestedPage === 1 ? false : context.hasNewer,
  };
}

/**
 * The signed-in user's notifications: one list with its tab and pages (shared by the bell's dropdown
 * and the notification centre), the unread count polled every 30 s, and every request they make.
 */
export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent, input: {} as SessionInput },
  actors: {
    sessionChanges,
    loadPage: fromAbortablePromise<NotificationPage, PageRequest>(({ input, signal }) =>
      fetchNotificationPage(
        { pageNum: input.pageNum, pageSize: NOTIFICATION_PAGE_SIZE, notificationType: TYPE_OF_TAB[input.tab] },
        { signal },
      ),
    ),
    countUnread: fromAbortablePromise<number>(async ({ signal }) =>
      (await fetchNotificationPage({ pageNum: 1, pageSize: 1 }, { silent: true, signal })).unreadCount,
    ),
    markRead: fromAbortablePromise<null, { id?: number }>(({ input }) => markNotificationsRead(input)),
    removeOne: fromAbortablePromise<null, { id: number }>(({ input }) => removeNotification(input)),
    clean: fromAbortablePromise<null>(() => cleanNotifications()),
  },
  actions: {
    reset: assign(() => emptyContext()),
    requestFirstPage: assign({ requestedPage: 1 }),
    requestNextPage: assign({ requestedPage: ({ context }) => nextPageOf(context) }),
    switchTab: assign(({ event }) => {
      if (event.type !== 'SELECT_TAB') return {};
      return { tab: event.tab, rows: [], total: 0, requestedPage: 1 };
    }),
    rememberTarget: assign({ targetId: ({ event }) => (event.type === 'READ' || event.type === 'REMOVE' ? event.id : null) }),
    requestLogin,
  },
  guards: {
    startsSignedIn: ({ context }) => context.signedInAtStart,
    signsIn,
    signsOut: ({ event }) => event.type === 'SESSION' && !event.signedIn,
    hasMore: ({ context }) => context.rows.length < context.total,
    isOtherTab: ({ context, event }) => event.type === 'SELECT_TAB' && event.tab !== context.tab,
    isUnread: ({ context, event }) => event.type === 'READ' && context.rows.some((n) => n.id === event.id && n.haveRead === 0),
    isShown: ({ context, event }) => event.type === 'REMOVE' && context.rows.some((n) => n.id === event.id),
    hasRows: ({ context }) => context.rows.length > 0,
  },
  delays: { unreadPoll: UNREAD_POLL_MS },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({ ...emptyContext(), signedInAtStart: input.signedIn }),
  invoke: { src: 'sessionChanges' },
  initial: 'checkingSession',
  states: {
    checkingSession: {
      always: [{ guard: 'startsSignedIn', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      entry: 'reset',
      on: {
        SESSION: { guard: 'signsIn', target: 'signedIn' },
        LOGIN_REQUESTED: { actions: 'requestLogin' },
      },
    },
    signedIn: {
      type: 'parallel',
      on: { SESSION: { guard: 'signsOut', target: 'signedOut' } },
      states: {
        unread: {
          initial: 'counting',
          states: {
            counting: {
              invoke: {
                src: 'countUnread',
                onDone: {
                  target: 'waiting',
                  actions: assign(({ context, event }) => ({
                    unreadCount: event.output,
                    hasNewer: context.hasNewer || (context.total > 0 && event.output > context.unreadCount),
                  })),
                },
                onError: 'waiting',
              },
            },
            waiting: {
              after: { unreadPoll: 'counting' },
            },
          },
        },
        list: {
          initial: 'idle',
          states: {
            idle: {
              on: { OPEN: { target: 'loading', actions: 'requestFirstPage' } },
            },
            loading: {
              invoke: {
                src: 'loadPage',
                input: ({ context }) => ({ tab: context.tab, pageNum: context.requestedPage }),
                onDone: { target: 'ready', actions: assign(({ context, event }) => mergePage(context, event.output)) },
                onError: 'failed',
              },
              on: { SELECT_TAB: { guard: 'isOtherTab', target: 'loading', reenter: true, actions: 'switchTab' } },
            },
            ready: {
              on: {
                OPEN: { target: 'loading', actions: 'requestFirstPage' },
                SELECT_TAB: { guard: 'isOtherTab', target: 'loading', actions: 'switchTab' },
                MORE: { guard: 'hasMore', target: 'loading', actions: 'requestNextPage' },
                READ: { guard: 'isUnread', target: 'markingRead', actions: 'rememberTarget' },
                MARK_ALL_READ: 'markingAllRead',
                REMOVE: { guard: 'isShown', target: 'removing', actions: 'rememberTarget' },
                CLEAR: { guard: 'hasRows', target: 'confirmingClear' },
              },
            },
            failed: {
              on: {
                RETRY: 'loading',
                OPEN: { target: 'loading', actions: 'requestFirstPage' },
                SELECT_TAB: { guard: 'isOtherTab', target: 'loading', actions: 'switchTab' },
              },
            },
            markingRead: {
              invoke: {
                src: 'markRead',
                input: ({ context }) => ({ id: context.targetId ?? undefined }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ context }) => ({
                    rows: context.rows.map((n) => (n.id === context.targetId ? { ...n, haveRead: 1 as const } : n)),
                    unreadCount: Math.max(0, context.unreadCount - 1),
                    targetId: null,
                  })),
                },
                onError: { target: 'ready', actions: assign({ targetId: null }) },
              },
            },
            markingAllRead: {
              invoke: {
                src: 'markRead',
                input: {},
                onDone: {
                  target: 'loading',
                  actions: [
                    assign(({ context }) => ({ rows: context.rows.map((n) => ({ ...n, haveRead: 1 as const })), unreadCount: 0 })),
                    'requestFirstPage',
                  ],
                },
                onError: 'ready',
              },
            },
            removing: {
              invoke: {
                src: 'removeOne',
                input: ({ context }) => ({ id: context.targetId ?? 0 }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ context }) => {
                    const removed = context.rows.find((n) => n.id === context.targetId);
                    return {
                      rows: context.rows.filter((n) => n !== removed),
                      total: Math.max(0, context.total - 1),
                      unreadCount: removed?.haveRead === 0 ? Math.max(0, context.unreadCount - 1) : context.unreadCount,
                      targetId: null,
                    };
                  }),
                },
                onError: { target: 'ready', actions: assign({ targetId: null }) },
              },
            },
            confirmingClear: {
              on: { CLEAR_CONFIRMED: 'clearing', CLEAR_CANCELLED: 'ready' },
            },
            clearing: {
              invoke: {
                src: 'clean',
                onDone: { target: 'ready', actions: assign({ rows: [], total: 0, unreadCount: 0, hasNewer: false }) },
                onError: 'ready',
              },
            },
          },
        },
      },
    },
  },
});
