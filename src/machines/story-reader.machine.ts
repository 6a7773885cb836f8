import { assign, enqueueActions, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { cancelCollectTrail, cancelLikeTrail, collectTrail, fetchTrail, likeTrail } from '../api/trails';
import type { TrailDetail } from '../api/types/trail';
import { publish } from './app-events';
import { signedInChanges } from './signed-in-changes';

export interface StoryReaderContext {
  id: number;
  signedIn: boolean;
  story: TrailDetail | null;
}

export type StoryReaderEvent =
  | { type: 'RETRY' }
  | { type: 'LIKE' }
  | { type: 'COLLECT' }
  | { type: 'SESSION'; signedIn: boolean }
  | { type: 'TOGGLE.FAILED'; previous: Pick<TrailDetail, 'liked' | 'likeCount' | 'collected' | 'collectCount'> };

type ToggleCall = (payload: { id: number }) => Promise<unknown>;

/** One story: loads it, then like and collect toggle at once (with undo) and roll back if the call fails. Visitors are asked to sign in. */
export const storyReaderMachine = setup({
  types: { context: {} as StoryReaderContext, events: {} as StoryReaderEvent, input: {} as { id: number; signedIn: boolean } },
  actors: {
    signedInChanges,
    load: fromPromise(({ input }: { input: { id: number } }) => fetchTrail({ id: input.id })),
    toggle: fromCallback<EventObject, { call: ToggleCall; id: number; previous: StoryReaderEvent & { type: 'TOGGLE.FAILED' } }>(({ sendBack, input }) => {
      input.call({ id: input.id }).catch(() => sendBack(input.previous));
    }),
  },
  actions: {
    requestLogin: () => publish({ type: 'login.requested' }),
    toggle: enqueueActions(({ context, event, enqueue }) => {
      const story = context.story;
      if (!story || (event.type !== 'LIKE' && event.type !== 'COLLECT')) return;
      const previous = { type: 'TOGGLE.FAILED' as const, previous: { liked: story.liked, likeCount: story.likeCount, collected: story.collected, collectCount: story.collectCount } };
      const next =
        event.type === 'LIKE'
          ? { liked: !story.liked, likeCount: Math.max(0, story.likeCount + (story.liked ? -1 : 1)) }
          : { collected: !story.collected, collectCount: Math.max(0, story.collectCount + (story.collected ? -1 : 1)) };
      const call: ToggleCall = event.type === 'LIKE' ? (story.liked ? cancelLikeTrail : likeTrail) : story.collected ? cancelCollectTrail : collectTrail;
      enqueue.assign({ story: { ...story, ...next } });
      enqueue.spawnChild('toggle', { input: { call, id: story.id, previous } });
    }),
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
  },
}).createMachine({
  id: 'storyReader',
  context: ({ input }) => ({ id: input.id, signedIn: input.signedIn, story: null }),
  invoke: { src: 'signedInChanges' },
  on: { SESSION: { actions: assign(({ event }) => ({ signedIn: event.signedIn })) } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ story: event.output })) },
        onError: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        LIKE: [{ guard: 'isVisitor', actions: 'requestLogin' }, { actions: 'toggle' }],
        COLLECT: [{ guard: 'isVisitor', actions: 'requestLogin' }, { actions: 'toggle' }],
        'TOGGLE.FAILED': {
          actions: assign(({ context, event }) => (context.story ? { story: { ...context.story, ...event.previous } } : {})),
        },
      },
    },
  },
});
