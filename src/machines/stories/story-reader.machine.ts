import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { cancelCollectTrail, cancelLikeTrail, collectTrail, fetchTrail, likeTrail } from '../../api/stories';
import type { TrailDetail } from '../../api/types/stories';
import { publish } from '../../lib/app-events';
import { reactionCall, rollBackReaction, toggleReaction, type ReactionFailed } from '../comments/reaction-toggle';
import { sessionChanges, type SessionChange } from '../account/session-facts';
import { classifyFailure, type Failure } from '../../api/error-kinds';

export interface StoryReaderContext {
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  id: number;
  signedIn: boolean;
  story: TrailDetail | null;
}

export type StoryReaderEvent =
  | { type: 'RETRY' }
  | { type: 'LIKE' }
  | { type: 'COLLECT' }
  | SessionChange
  | ReactionFailed<TrailDetail>;

/** One story: loads it, then like and collect toggle at once (with undo) and roll back if the call fails. Visitors are asked to sign in. */
export const storyReaderMachine = setup({
  types: { context: {} as StoryReaderContext, events: {} as StoryReaderEvent, input: {} as { id: number; signedIn: boolean } },
  actors: {
    sessionChanges,
    load: fromPromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) => fetchTrail({ id: input.id }, { silent: true, signal })),
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
      enqueue.spawnChild('reactionCall', { input: { call: (signal: AbortSignal) => call({ id: story.id }, { signal }), previous } });
    }),
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
  },
}).createMachine({
  id: 'storyReader',
  context: ({ input }) => ({ id: input.id, signedIn: input.signedIn, story: null, failure: null }),
  invoke: { src: 'sessionChanges' },
  on: { SESSION: { actions: assign(({ event }) => ({ signedIn: event.signedIn })) } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ story: event.output })) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
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
