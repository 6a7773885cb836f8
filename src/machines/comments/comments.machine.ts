import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import type { CommentIdPayload, CommentItem, CommentPayload, CommentSort, FirstCommentQuery, Reaction, SecondCommentQuery } from '../../api/types/comments';
import type { Page } from '../../api/types/common';
import type { CallOptions } from '../../api/client';
import { classifyFailure, type Failure } from '../../api/error-kinds';
import { clearDraft, readDraft, saveDraft } from '../shared/drafts';
import { appendNewRows } from '../shared/append-rows';
import { requestLogin, sessionChanges, type SessionChange } from '../account/session-facts';
import { fromAbortableCallback } from '../shared/abortable-callback';

/** Which thing's comments a thread shows; it also names the drafts (`comment.city.12`). */
export type CommentArea = 'city' | 'story';

/** What someone is writing under one thing: the comment and the reply (with whom it answers) survive a reload until sent. */
const commentDraftName = (area: CommentArea, targetId: number) => `comment.${area}.${targetId}`;
const replyDraftName = (area: CommentArea, targetId: number) => `reply.${area}.${targetId}`;
type ReplyDraft = { target: ReplyTarget; text: string };

/** The endpoints of one kind of comment thread: city comments and story comments have their own. */
export interface CommentCalls {
  listFirst: (query: FirstCommentQuery, options?: CallOptions) => Promise<Page<CommentItem>>;
  listSecond: (query: SecondCommentQuery, options?: CallOptions) => Promise<Page<CommentItem>>;
  add: (payload: CommentPayload, options?: CallOptions) => Promise<CommentItem>;
  like: (payload: CommentIdPayload, options?: CallOptions) => Promise<unknown>;
  cancelLike: (payload: CommentIdPayload, options?: CallOptions) => Promise<unknown>;
  trample: (payload: CommentIdPayload, options?: CallOptions) => Promise<unknown>;
  cancelTrample: (payload: CommentIdPayload, options?: CallOptions) => Promise<unknown>;
}

export interface ThreadComment extends CommentItem {
  replies: CommentItem[];
  /** the last page of replies loaded, 0 before "show replies" */
  repliesPage: number;
  repliesLoading: boolean;
}

interface ReplyTarget {
  parentId: number;
  replyToId: number;
  name: string;
}

type ComposerProblem = 'empty' | null;

export interface CommentsContext {
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  area: CommentArea;
  targetId: number;
  signedIn: boolean;
  sort: CommentSort;
  comments: ThreadComment[];
  total: number;
  pageNum: number;
  draft: string;
  replyTarget: ReplyTarget | null;
  replyDraft: string;
  problem: { composer: 'comment' | 'reply'; key: NonNullable<ComposerProblem> } | null;
}

export interface CommentsInput {
  area: CommentArea;
  targetId: number;
  signedIn: boolean;
}

export type CommentsEvent =
  | { type: 'RETRY' }
  | { type: 'SORT'; sort: CommentSort }
  | { type: 'MORE' }
  | { type: 'REPLIES.MORE'; parentId: number }
  | { type: 'DRAFT'; text: string }
  | { type: 'REPLY.OPEN'; parentId: number; replyToId: number; name: string }
  | { type: 'REPLY.CLOSE' }
  | { type: 'REPLY.DRAFT'; text: string }
  | { type: 'SUBMIT'; composer: 'comment' | 'reply' }
  | { type: 'REACT'; commentId: number; reaction: 'like' | 'trample' }
  | SessionChange
  | { type: 'REPLIES.LOADED'; parentId: number; pageNum: number; page: Page<CommentItem> }
  | { type: 'REPLIES.FAILED'; parentId: number }
  | { type: 'REACTION.FAILED'; previous: CommentItem };

const COMMENT_PAGE_SIZE = 10;
const REPLY_PAGE_SIZE = 5;

type ReactionCall = 'like' | 'cancelLike' | 'trample' | 'cancelTrample';

/** What pressing like or dislike does to one comment: the call to make and the counts to show at once. */
function applyReaction(comment: CommentItem, pressed: 'like' | 'trample'): { call: ReactionCall; next: CommentItem } {
  const undo = comment.myReaction === pressed;
  const next: Reaction = undo ? null : pressed;
  const likeDelta = (next === 'like' ? 1 : 0) - (comment.myReaction === 'like' ? 1 : 0);
  const trampleDelta = (next === 'trample' ? 1 : 0) - (comment.myReaction === 'trample' ? 1 : 0);
  const call: ReactionCall = pressed === 'like' ? (undo ? 'cancelLike' : 'like') : undo ? 'cancelTrample' : 'trample';
  return {
    call,
    next: {
      ...comment,
      myReaction: next,
      likeCount: Math.max(0, comment.likeCount + likeDelta),
      trampleCount: Math.max(0, comment.trampleCount + trampleDelta),
    },
  };
}

function findItem(comments: ThreadComment[], id: number): CommentItem | undefined {
  for (const comment of comments) {
    if (comment.id === id) return comment;
    const reply = comment.replies.find((r) => r.id === id);
    if (reply) return reply;
  }
  return undefined;
}

/** Replace one comment or reply with new fields (counts, reaction), wherever it is in the thread. */
function patchItem(comments: ThreadComment[], id: number, fields: Partial<CommentItem>): ThreadComment[] {
  return comments.map((comment) =>
    comment.id === id
      ? { ...comment, ...fields }
      : comment.replies.some((r) => r.id === id)
        ? { ...comment, replies: comment.replies.map((r) => (r.id === id ? { ...r, ...fields } : r)) }
        : comment,
  );
}

const toThread = (item: CommentItem): ThreadComment => ({ ...item, replies: [], repliesPage: 0, repliesLoading: false });

function mergeReplies(existing: CommentItem[], incoming: CommentItem[]): CommentItem[] {
  return appendNewRows(existing, incoming).sort((a, b) => a.createTime.localeCompare(b.createTime));
}

const reactionFields = ({ myReaction, likeCount, trampleCount }: CommentItem) => ({ myReaction, likeCount, trampleCount });

/**
 * The thread's calls as its actors, for `commentsMachine.provide({ actors: commentActors(calls) })`:
 * each commented area (cities, stories) provides its own endpoints, and tests provide theirs.
 */
export function commentActors(calls: CommentCalls) {
  return {
    loadPage: fromAbortablePromise<Page<CommentItem>, FirstCommentQuery>(({ input, signal }) => calls.listFirst(input, { silent: input.pageNum === 1, signal })),
    addComment: fromAbortablePromise<CommentItem, CommentPayload>(({ input, signal }) => calls.add(input, { signal })),
    loadReplies: fromAbortableCallback<CommentsEvent, { parentId: number; pageNum: number }>(({ sendBack, input, signal }) => {
      calls
        .listSecond({ parentId: input.parentId, pageNum: input.pageNum, pageSize: REPLY_PAGE_SIZE }, { signal })
        .then(
          (page) => sendBack({ type: 'REPLIES.LOADED', parentId: input.parentId, pageNum: input.pageNum, page }),
          () => sendBack({ type: 'REPLIES.FAILED', parentId: input.parentId }),
        );
    }),
    sendReaction: fromAbortableCallback<CommentsEvent, { call: ReactionCall; previous: CommentItem }>(({ sendBack, input, signal }) => {
      calls[input.call]({ commentId: input.previous.id }, { signal }).catch(() => sendBack({ type: 'REACTION.FAILED', previous: input.previous }));
    }),
  };
}

/** Until an area provides its calls, every call fails (the thread shows its error) rather than reaching a wrong endpoint. */
const notProvided = () => Promise.reject(new Error('the comment thread was started without its area\'s calls'));
const noCalls: CommentCalls = {
  listFirst: notProvided, listSecond: notProvided, add: notProvided, like: notProvided, cancelLike: notProvided, trample: notProvided, cancelTrample: notProvided,
};

/**
 * One comment thread (a city's or a story's): first-level comments sorted latest or popular with
 * "show more", replies loaded on demand with their own "show more", a composer for comments and one
 * for replies (empty text is refused and never sent), and like/dislike with counts that change at once
 * and roll back when the call fails. A visitor who tries to write or react asks for the login dialog.
 * Tags: `busy` while the first page loads, `error` when it failed.
 */
export const commentsMachine = setup({
  types: {
    context: {} as CommentsContext,
    events: {} as CommentsEvent,
    input: {} as CommentsInput,
  },
  actors: {
    ...commentActors(noCalls),
    sessionChanges,
  },
  actions: {
    keepCommentDraft: ({ context }) => saveDraft(commentDraftName(context.area, context.targetId), context.draft),
    keepReplyDraft: ({ context }) =>
      saveDraft<ReplyDraft>(
        replyDraftName(context.area, context.targetId),
        context.replyTarget && context.replyDraft.trim() !== '' ? { target: context.replyTarget, text: context.replyDraft } : null,
      ),
    dropSentDraft: ({ context, event }) => {
      const added = (event as { output?: CommentItem }).output;
      clearDraft(added?.parentId === null ? commentDraftName(context.area, context.targetId) : replyDraftName(context.area, context.targetId));
    },
    requestLogin,
    reportEmpty: assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return { problem: { composer: event.composer, key: 'empty' as const } };
    }),
    react: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'REACT');
      const previous = findItem(context.comments, event.commentId);
      if (!previous) return;
      const { call, next } = applyReaction(previous, event.reaction);
      enqueue.assign({ comments: patchItem(context.comments, previous.id, reactionFields(next)) });
      enqueue.spawnChild('sendReaction', { input: { call, previous } });
    }),
    rollBackReaction: assign(({ context, event }) => {
      assertEvent(event, 'REACTION.FAILED');
      return { comments: patchItem(context.comments, event.previous.id, reactionFields(event.previous)) };
    }),
    loadReplies: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'REPLIES.MORE');
      const parent = context.comments.find((c) => c.id === event.parentId);
      if (!parent || parent.repliesLoading) return;
      enqueue.assign({ comments: context.comments.map((c) => (c.id === parent.id ? { ...c, repliesLoading: true } : c)) });
      enqueue.spawnChild('loadReplies', { input: { parentId: parent.id, pageNum: parent.repliesPage + 1 } });
    }),
    storeReplies: assign(({ context, event }) => {
      assertEvent(event, 'REPLIES.LOADED');
      return {
        comments: context.comments.map((c) =>
          c.id === event.parentId
            ? { ...c, replies: mergeReplies(c.replies, event.page.rows), repliesPage: event.pageNum, replyCount: event.page.total, repliesLoading: false }
            : c,
        ),
      };
    }),
    stopLoadingReplies: assign(({ context, event }) => {
      assertEvent(event, 'REPLIES.FAILED');
      return { comments: context.comments.map((c) => (c.id === event.parentId ? { ...c, repliesLoading: false } : c)) };
    }),
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
    isEmptySubmit: ({ context, event }) =>
      event.type === 'SUBMIT' && (event.composer === 'comment' ? context.draft : context.replyDraft).trim() === '',
    isReplyWithoutTarget: ({ context, event }) => event.type === 'SUBMIT' && event.composer === 'reply' && context.replyTarget === null,
    hasMore: ({ context }) => context.comments.length < context.total,
  },
}).createMachine({
  id: 'comments',
  context: ({ input }) => {
    const reply = readDraft<ReplyDraft>(replyDraftName(input.area, input.targetId));
    return {
    area: input.area,
    targetId: input.targetId,
    signedIn: input.signedIn,
    sort: 'latest',
    comments: [],
    total: 0,
    pageNum: 1,
    draft: readDraft<string>(commentDraftName(input.area, input.targetId)) ?? '',
    replyTarget: reply?.target ?? null,
    replyDraft: reply?.text ?? '',
    failure: null,
    problem: null,
    };
  },
  invoke: { src: 'sessionChanges' },
  on: {
    SESSION: { actions: assign(({ event }) => ({ signedIn: event.signedIn })) },
    DRAFT: { actions: [assign(({ event }) => ({ draft: event.text, problem: null })), 'keepCommentDraft'] },
    'REPLY.OPEN': [
      { guard: 'isVisitor', actions: 'requestLogin' },
      {
        actions: assign(({ context, event }) => {
          const same = context.replyTarget?.parentId === event.parentId && context.replyTarget.replyToId === event.replyToId;
          return { replyTarget: { parentId: event.parentId, replyToId: event.replyToId, name: event.name }, replyDraft: same ? context.replyDraft : '', problem: null };
        }),
      },
    ],
    'REPLY.CLOSE': { actions: [assign({ replyTarget: null, replyDraft: '', problem: null }), 'keepReplyDraft'] },
    'REPLY.DRAFT': { actions: [assign(({ event }) => ({ replyDraft: event.text, problem: null })), 'keepReplyDraft'] },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ targetId: context.targetId, sort: context.sort, pageNum: 1, pageSize: COMMENT_PAGE_SIZE }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ comments: event.output.rows.map(toThread), total: event.output.total, pageNum: 1 })),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
      },
      on: { SORT: { target: 'loading', reenter: true, actions: assign(({ event }) => ({ sort: event.sort })) } },
    },
    failed: {
      tags: 'error',
      on: { RETRY: 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        SORT: { target: 'loading', actions: assign(({ event }) => ({ sort: event.sort })) },
        REACT: [{ guard: 'isVisitor', actions: 'requestLogin' }, { actions: 'react' }],
        'REACTION.FAILED': { actions: 'rollBackReaction' },
        'REPLIES.MORE': { actions: 'loadReplies' },
        'REPLIES.LOADED': { actions: 'storeReplies' },
        'REPLIES.FAILED': { actions: 'stopLoadingReplies' },
      },
      states: {
        list: {
          initial: 'idle',
          states: {
            idle: { on: { MORE: { guard: 'hasMore', target: 'loadingMore' } } },
            loadingMore: {
              invoke: {
                src: 'loadPage',
                input: ({ context }) => ({ targetId: context.targetId, sort: context.sort, pageNum: context.pageNum + 1, pageSize: COMMENT_PAGE_SIZE }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    comments: appendNewRows(context.comments, event.output.rows.map(toThread)),
                    total: event.output.total,
                    pageNum: context.pageNum + 1,
                  })),
                },
                onError: 'idle',
              },
            },
          },
        },
        composer: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                SUBMIT: [
                  { guard: 'isVisitor', actions: 'requestLogin' },
                  { guard: 'isReplyWithoutTarget' },
                  { guard: 'isEmptySubmit', actions: 'reportEmpty' },
                  { target: 'submitting' },
                ],
              },
            },
            submitting: {
              invoke: {
                src: 'addComment',
                input: ({ context, event }) => {
                  const reply = event.type === 'SUBMIT' && event.composer === 'reply' && context.replyTarget;
                  return reply
                    ? { targetId: context.targetId, content: context.replyDraft.trim(), parentId: reply.parentId, replyToId: reply.replyToId }
                    : { targetId: context.targetId, content: context.draft.trim() };
                },
                onDone: {
                  target: 'idle',
                  actions: ['dropSentDraft', assign(({ context, event }) => {
                    const added = event.output;
                    if (added.parentId === null) {
                      return { comments: [toThread(added), ...context.comments], total: context.total + 1, draft: '' };
                    }
                    return {
                      comments: context.comments.map((c) =>
                        c.id === added.parentId ? { ...c, replies: mergeReplies(c.replies, [added]), replyCount: c.replyCount + 1 } : c,
                      ),
                      replyTarget: null,
                      replyDraft: '',
                    };
                  })],
                },
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
});
