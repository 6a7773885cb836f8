import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { cancelLikeCity, fetchCityDetail, likeCity } from '../../api/cities';
import type { CityDetail } from '../../api/types/cities';
import { publish } from '../../lib/app-events';
import { reactionCall, rollBackReaction, toggleReaction, type ReactionFailed } from '../comments/reaction-toggle';
import { sessionChanges, type SessionChange } from '../account/session-facts';
import { classifyFailure, type Failure } from '../../api/error-kinds';

export interface CityDetailContext {
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  id: number;
  signedIn: boolean;
  city: CityDetail | null;
}

export type CityDetailEvent =
  | { type: 'RETRY' }
  | { type: 'LIKE' }
  | SessionChange
  | ReactionFailed<CityDetail>;

/** One city's guide: loads it, then the like toggles at once (pressing again undoes it) and rolls back if the call fails. Visitors are asked to sign in. */
export const cityDetailMachine = setup({
  types: { context: {} as CityDetailContext, events: {} as CityDetailEvent, input: {} as { id: number; signedIn: boolean } },
  actors: {
    sessionChanges,
    load: fromPromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) => fetchCityDetail({ id: input.id }, { silent: true, signal })),
    reactionCall,
  },
  actions: {
    requestLogin: () => publish({ type: 'login.requested' }),
    toggleLike: enqueueActions(({ context, enqueue }) => {
      const city = context.city;
      if (!city) return;
      const { next, on, previous } = toggleReaction(city, 'liked', 'likeCount');
      const call = on ? likeCity : cancelLikeCity;
      enqueue.assign({ city: next });
      enqueue.spawnChild('reactionCall', { input: { call: (signal: AbortSignal) => call({ cityId: city.id }, { signal }), previous } });
    }),
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
  },
}).createMachine({
  id: 'cityDetail',
  context: ({ input }) => ({ id: input.id, signedIn: input.signedIn, city: null, failure: null }),
  invoke: { src: 'sessionChanges' },
  on: { SESSION: { actions: assign(({ event }) => ({ signedIn: event.signedIn })) } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ city: event.output })) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        LIKE: [{ guard: 'isVisitor', actions: 'requestLogin' }, { actions: 'toggleLike' }],
        'REACTION.FAILED': { actions: assign(({ context, event }) => ({ city: rollBackReaction(context.city, event) })) },
      },
    },
  },
});
