import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, waitFor, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { commentActors, commentsMachine, type CommentCalls } from '../../src/machines/comments/comments.machine';
import { appEvents, type AppEvent } from '../../src/lib/app-events';
import type { CommentItem, CommentPayload } from '../../src/api/types/comments';
import type { Page } from '../../src/api/types/common';
import { reportCoverage, transitionCases } from '../support/model-coverage';

/** The thread as a user sees it: user actions and server outcomes move it between these states. */
const threadModel = createMachine({
  id: 'threadModel',
  initial: 'loading',
  states: {
    loading: { on: { LOAD_OK: 'ready', LOAD_FAIL: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        SORT_POPULAR: 'loading',
        MORE: 'loadingMore',
        SUBMIT_EMPTY: 'ready',
        SUBMIT: 'submitting',
        REPLY: 'submitting',
        LIKE: 'ready',
        LIKE_FAILS: 'ready',
        DISLIKE: 'ready',
        VISITOR_REACTS: 'ready',
        SHOW_REPLIES: 'ready',
      },
    },
    loadingMore: { on: { MORE_OK: 'ready' } },
    submitting: { on: { SUBMIT_OK: 'ready', SUBMIT_FAIL: 'ready' } },
  },
});

type ModelEvent = { type: string };

function comment(id: number, fields: Partial<CommentItem> = {}): CommentItem {
  return {
    id, targetId: 7, parentId: null, authorId: 500 + id, authorName: `Traveller ${id}`, authorAvatar: '', content: `Comment ${id}`,
    createTime: new Date(Date.UTC(2026, 9, 1, 8, id)).toISOString(), likeCount: id, trampleCount: 0, myReaction: null,
    replyCount: id === 1 ? 1 : 0, replyToName: null, ...fields,
  };
}

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

function harness() {
  const lists: { query: unknown; deferred: Deferred<Page<CommentItem>> }[] = [];
  const adds: { payload: CommentPayload; deferred: Deferred<CommentItem> }[] = [];
  const reactions: string[] = [];
  let failReactions = false;
  const pending = <T>(register: (d: Deferred<T>) => void) => new Promise<T>((resolve, reject) => register({ resolve, reject }));
  const react = (name: string) => () => {
    reactions.push(name);
    return failReactions ? Promise.reject(new Error('network')) : Promise.resolve(null);
  };
  const calls: CommentCalls = {
    listFirst: (query) => pending((deferred) => lists.push({ query, deferred })),
    listSecond: ({ parentId }) => Promise.resolve({ rows: [comment(100 + parentId, { parentId, content: '@Traveller 1 agreed!' })], total: 1 }),
    add: (payload) => pending((deferred) => adds.push({ payload, deferred })),
    like: react('like'),
    cancelLike: react('cancelLike'),
    trample: react('trample'),
    cancelTrample: react('cancelTrample'),
  };
  const published: AppEvent[] = [];
  const subscription = appEvents.subscribe((event) => published.push(event));
  const actor = createActor(commentsMachine.provide({ actors: commentActors(calls) }), { input: { area: 'city', targetId: 7, signedIn: true } }).start();
  return {
    actor, lists, adds, reactions, published,
    setFailReactions: (value: boolean) => (failReactions = value),
    stop: () => {
      actor.stop();
      subscription.unsubscribe();
    },
  };
}

type Harness = ReturnType<typeof harness>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const first = (actor: Actor<typeof commentsMachine>) => actor.getSnapshot().context.comments[0];

const exec: Record<string, (h: Harness) => Promise<void>> = {
  LOAD_OK: async (h) => h.lists.at(-1)!.deferred.resolve({ rows: Array.from({ length: 10 }, (_, i) => comment(i + 1)), total: 12 }),
  LOAD_FAIL: async (h) => h.lists.at(-1)!.deferred.reject(new Error('down')),
  RETRY: async (h) => {
    h.actor.send({ type: 'RETRY' });
  },
  SORT_POPULAR: async (h) => {
    h.actor.send({ type: 'SORT', sort: 'popular' });
    expect(h.lists.at(-1)!.query).toMatchObject({ sort: 'popular', pageNum: 1 });
  },
  MORE: async (h) => {
    h.actor.send({ type: 'MORE' });
    expect(h.lists.at(-1)!.query).toMatchObject({ pageNum: 2 });
  },
  MORE_OK: async (h) => {
    h.lists.at(-1)!.deferred.resolve({ rows: [comment(11), comment(12)], total: 12 });
    await waitFor(h.actor, (s) => s.context.comments.length === 12);
  },
  SUBMIT_EMPTY: async (h) => {
    h.actor.send({ type: 'DRAFT', text: '   ' });
    h.actor.send({ type: 'SUBMIT', composer: 'comment' });
    expect(h.actor.getSnapshot().context.problem).toEqual({ composer: 'comment', key: 'empty' });
    expect(h.adds).toHaveLength(0);
  },
  SUBMIT: async (h) => {
    h.actor.send({ type: 'DRAFT', text: 'Go early for the light!' });
    h.actor.send({ type: 'SUBMIT', composer: 'comment' });
    expect(h.adds.at(-1)!.payload).toEqual({ targetId: 7, content: 'Go early for the light!' });
  },
  REPLY: async (h) => {
    h.actor.send({ type: 'REPLY.OPEN', parentId: 1, replyToId: 1, name: 'Traveller 1' });
    h.actor.send({ type: 'REPLY.DRAFT', text: 'Thanks, noted' });
    h.actor.send({ type: 'SUBMIT', composer: 'reply' });
    expect(h.adds.at(-1)!.payload).toEqual({ targetId: 7, content: 'Thanks, noted', parentId: 1, replyToId: 1 });
  },
  SUBMIT_OK: async (h) => {
    const { payload, deferred } = h.adds.at(-1)!;
    deferred.resolve(comment(900, { content: payload.content, parentId: payload.parentId ?? null }));
    await waitFor(h.actor, (s) => s.matches({ ready: { composer: 'idle' } }));
    const { context } = h.actor.getSnapshot();
    if (payload.parentId) {
      expect(context.comments.find((c) => c.id === 1)!.replies.map((r) => r.content)).toContain('Thanks, noted');
      expect(context.replyTarget).toBeNull();
    } else {
      expect(context.comments[0].content).toBe(payload.content);
      expect(context.draft).toBe('');
    }
  },
  SUBMIT_FAIL: async (h) => {
    const { payload, deferred } = h.adds.at(-1)!;
    deferred.reject(new Error('rejected'));
    await waitFor(h.actor, (s) => s.matches({ ready: { composer: 'idle' } }));
    const { context } = h.actor.getSnapshot();
    expect(payload.parentId ? context.replyDraft : context.draft).toBe(payload.content);
  },
  LIKE: async (h) => {
    const before = first(h.actor);
    h.actor.send({ type: 'REACT', commentId: before.id, reaction: 'like' });
    const after = first(h.actor);
    expect(after.likeCount - before.likeCount).toBe(before.myReaction === 'like' ? -1 : 1);
    expect(h.reactions.at(-1)).toBe(before.myReaction === 'like' ? 'cancelLike' : 'like');
  },
  DISLIKE: async (h) => {
    const before = first(h.actor);
    h.actor.send({ type: 'REACT', commentId: before.id, reaction: 'trample' });
    const after = first(h.actor);
    expect(after.myReaction).toBe(before.myReaction === 'trample' ? null : 'trample');
    if (before.myReaction === 'like') expect(after.likeCount).toBe(before.likeCount - 1);
  },
  LIKE_FAILS: async (h) => {
    h.setFailReactions(true);
    const before = first(h.actor);
    h.actor.send({ type: 'REACT', commentId: before.id, reaction: 'like' });
    expect(first(h.actor).likeCount).not.toBe(before.likeCount);
    await settle();
    expect(first(h.actor)).toMatchObject({ likeCount: before.likeCount, myReaction: before.myReaction });
    h.setFailReactions(false);
  },
  VISITOR_REACTS: async (h) => {
    h.actor.send({ type: 'SESSION', signedIn: false });
    const before = first(h.actor);
    h.actor.send({ type: 'REACT', commentId: before.id, reaction: 'like' });
    h.actor.send({ type: 'DRAFT', text: 'Hello' });
    h.actor.send({ type: 'SUBMIT', composer: 'comment' });
    expect(first(h.actor)).toEqual(before);
    expect(h.published.filter((e) => e.type === 'login.requested')).toHaveLength(2);
    expect(h.adds).toHaveLength(0);
    h.actor.send({ type: 'SESSION', signedIn: true });
  },
  SHOW_REPLIES: async (h) => {
    h.actor.send({ type: 'REPLIES.MORE', parentId: 1 });
    await waitFor(h.actor, (s) => s.context.comments.find((c) => c.id === 1)!.replies.length === 1);
  },
};

const states: Record<string, (h: Harness) => void> = {
  '"loading"': (h) => expect(h.actor.getSnapshot().matches('loading')).toBe(true),
  '"failed"': (h) => expect(h.actor.getSnapshot().matches('failed')).toBe(true),
  '"ready"': (h) => expect(h.actor.getSnapshot().matches({ ready: { list: 'idle', composer: 'idle' } })).toBe(true),
  '"loadingMore"': (h) => expect(h.actor.getSnapshot().matches({ ready: { list: 'loadingMore' } })).toBe(true),
  '"submitting"': (h) => expect(h.actor.getSnapshot().matches({ ready: { composer: 'submitting' } })).toBe(true),
};

const model = createTestModel(threadModel);
const cases = transitionCases<ModelEvent>(model, '"loading"');
let current: Harness | null = null;

describe('comment thread statechart (model-based)', () => {
  afterEach(() => {
    current?.stop();
    current = null;
  });

  it('covers every state and transition of the model', () => {
    expect(reportCoverage('comments', model, cases, Object.keys(states))).toBe(Object.keys(states).length);
    expect(cases).toHaveLength(16);
  });

  for (const testCase of cases) {
    it(testCase.name, async () => {
      const h = (current = harness());
      states['"loading"'](h);
      for (const step of testCase.steps) {
        await exec[step.event.type](h);
        if (step.target === '"ready"') await waitFor(h.actor, (s) => s.matches({ ready: { list: 'idle', composer: 'idle' } }));
        if (step.target === '"failed"') await waitFor(h.actor, (s) => s.matches('failed'));
        states[step.target](h);
      }
    });
  }
});

describe('comment thread without its calls', () => {
  it('fails to load (and offers a retry) rather than calling some area\'s endpoints', async () => {
    const actor = createActor(commentsMachine, { input: { area: 'story', targetId: 7, signedIn: true } }).start();
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.failure).not.toBeNull();
    actor.stop();
  });
});
