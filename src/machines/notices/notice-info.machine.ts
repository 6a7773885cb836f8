import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchNotice, likeNotice, sendNoticeFeedback, shareNotice, trampleNotice } from '../../api/notices';
import type { Notice, NoticeDetail } from '../../api/types/notices';
import { copyText } from '../../lib/clipboard';
import { NOTICE_FEEDBACK_MAX } from '../../lib/catalogue-validation';
import { publish } from '../../lib/app-events';
import { classifyFailure, type Failure } from '../../api/error-kinds';

export interface NoticeInfoContext {
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  id: number;
  notice: NoticeDetail | null;
  shareUrl: string | null;
  copyResult: 'copied' | 'failed' | null;
  feedback: string;
  showFeedbackError: boolean;
}

export type NoticeInfoEvent =
  | { type: 'RETRY' }
  | { type: 'LIKE' }
  | { type: 'TRAMPLE' }
  | { type: 'SHARE' }
  | { type: 'COPY' }
  | { type: 'SHARE.CLOSE' }
  | { type: 'FEEDBACK.OPEN' }
  | { type: 'FEEDBACK.CHANGE'; value: string }
  | { type: 'FEEDBACK.SEND' }
  | { type: 'FEEDBACK.CLOSE' };

export const feedbackProblem = (text: string): 'required' | 'tooLong' | null =>
  !text.trim() ? 'required' : text.length > NOTICE_FEEDBACK_MAX ? 'tooLong' : null;

/**
 * One entry-China notice: like or dislike it, share a copyable link, send feedback on it.
 * Tags: `busy` while it loads, `error` when that failed, `shareOpen` while the share dialog shows (copying included).
 */
export const noticeInfoMachine = setup({
  types: { context: {} as NoticeInfoContext, events: {} as NoticeInfoEvent, input: {} as { id: number } },
  actors: {
    loadNotice: fromAbortablePromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) => fetchNotice({ id: input.id }, { silent: true, signal })),
    react: fromAbortablePromise(({ input, signal }: { input: { id: number; reaction: 'like' | 'trample' }; signal: AbortSignal }): Promise<Notice> =>
      (input.reaction === 'like' ? likeNotice : trampleNotice)({ id: input.id }, { signal })),
    share: fromAbortablePromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) => shareNotice({ id: input.id }, { signal })),
    copy: fromAbortablePromise(({ input }: { input: { text: string } }) => copyText(input.text)),
    sendFeedback: fromAbortablePromise(({ input, signal }: { input: { id: number; content: string }; signal: AbortSignal }) => sendNoticeFeedback(input, { signal })),
  },
  guards: {
    isFeedbackInvalid: ({ context }) => feedbackProblem(context.feedback) !== null,
  },
  actions: {
    thankForFeedback: () => publish({ type: 'toast', severity: 'success', key: 'notices:feedbackThanks' }),
  },
}).createMachine({
  id: 'noticeInfo',
  context: ({ input }) => ({ id: input.id, notice: null, failure: null, shareUrl: null, copyResult: null, feedback: '', showFeedbackError: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'notice',
        src: 'loadNotice',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ notice: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
      },
    },
    failed: { tags: 'error', on: { RETRY: 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        reaction: {
          initial: 'idle',
          states: {
            idle: { on: { LIKE: 'reacting', TRAMPLE: 'reacting' } },
            reacting: {
              invoke: {
                id: 'reaction',
                src: 'react',
                input: ({ context, event }) => ({ id: context.id, reaction: event.type === 'TRAMPLE' ? 'trample' as const : 'like' as const }),
                onDone: { target: 'idle', actions: assign({ notice: ({ context, event }) => (context.notice ? { ...context.notice, ...event.output } : null) }) },
                onError: 'idle',
              },
            },
          },
        },
        share: {
          initial: 'closed',
          states: {
            closed: { on: { SHARE: 'fetchingLink' } },
            fetchingLink: {
              invoke: {
                id: 'shareLink',
                src: 'share',
                input: ({ context }) => ({ id: context.id }),
                onDone: { target: 'open', actions: assign({ shareUrl: ({ event }) => event.output.url, copyResult: null }) },
                onError: 'closed',
              },
            },
            open: {
              tags: 'shareOpen',
              on: { COPY: 'copying', 'SHARE.CLOSE': 'closed' },
            },
            copying: {
              tags: 'shareOpen',
              invoke: {
                id: 'copy',
                src: 'copy',
                input: ({ context }) => ({ text: context.shareUrl ?? '' }),
                onDone: { target: 'open', actions: assign({ copyResult: 'copied' }) },
                onError: { target: 'open', actions: assign({ copyResult: 'failed' }) },
              },
            },
          },
        },
        feedback: {
          initial: 'closed',
          states: {
            closed: { on: { 'FEEDBACK.OPEN': { target: 'editing', actions: assign({ feedback: '', showFeedbackError: false }) } } },
            editing: {
              on: {
                'FEEDBACK.CHANGE': { actions: assign({ feedback: ({ event }) => event.value }) },
                'FEEDBACK.SEND': [
                  { guard: 'isFeedbackInvalid', actions: assign({ showFeedbackError: true }) },
                  { target: 'sending' },
                ],
                'FEEDBACK.CLOSE': 'closed',
              },
            },
            sending: {
              invoke: {
                id: 'noticeFeedback',
                src: 'sendFeedback',
                input: ({ context }) => ({ id: context.id, content: context.feedback.trim() }),
                onDone: { target: 'closed', actions: 'thankForFeedback' },
                onError: 'editing',
              },
            },
          },
        },
      },
    },
  },
});
