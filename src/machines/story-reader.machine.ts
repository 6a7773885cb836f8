import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { cancelCollectTrail, cancelLikeTrail, collectTrail, fetchTrail, likeTrail } from '../api/trails';
import type { TrailDetail } from '../api/types/trail';
import { publish } from './app-events';
import { reactionCall, rollBackReaction, toggleReaction, type ReactionFailed } from './reaction-toggle';
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
  | ReactionFailed<TrailDetail>;

/** One story: loads it, then like and collect toggle at once (with undo) and roll back if the call fails. Visitors are asked to sign in. */
export const storyReaderMachine = setup({
  types: { context: {} as StoryReaderContext, events: {} as StoryReaderEvent, input: {} as { id: number; signedIn: boolean } },
  actors: {
    signedInChanges,
    load: fromPromise(({ input }: { input: { id: number } }) => fetchTrail({ id: input.id })),
    reactionCall,
  },
  actions: {
    requestLogin: () => publish({ type: 'login.requested' }),
    toggle: enqueueActions(({ context, event, enqueue }) => {
      const story = context.story;
      if (!story || (event.type !== 'LIKE' && event.type !== 'COLLECT')) return;
      const like = event.type === 'LIKE';
      const { next, on, previous } = like ? toggleReaction(story, 'liked', 'likeCount') : toggleReaction(story, 'collected', 'collectCount');
      const call = like ? (on ? likeTrail : cancelLikeTrail) : on ? collectTrail : cancelCollectTrail;
      enqueue.assign({ story: next });
      enqueue.spawnChild('reactionCall', { input: { call: () => call({ id: story.id }), previous } });
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
        'REACTION.FAILED': { actions: assign(({ context, event }) => ({ story: rollBackReaction(context.story, event) })) },
      },
    },
  },
});
