import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { cancelLikeCity, fetchCityDetail, likeCity } from '../api/cities';
import type { CityDetail } from '../api/types/city';
import { publish } from './app-events';
import { reactionCall, rollBackReaction, toggleReaction, type ReactionFailed } from './reaction-toggle';
import { signedInChanges } from './signed-in-changes';

export interface CityDetailContext {
  id: number;
  signedIn: boolean;
  city: CityDetail | null;
}

export type CityDetailEvent =
  | { type: 'RETRY' }
  | { type: 'LIKE' }
  | { type: 'SESSION'; signedIn: boolean }
  | ReactionFailed<CityDetail>;

/** One city's guide: loads it, then the like toggles at once (pressing again undoes it) and rolls back if the call fails. Visitors are asked to sign in. */
export const cityDetailMachine = setup({
  types: { context: {} as CityDetailContext, events: {} as CityDetailEvent, input: {} as { id: number; signedIn: boolean } },
  actors: {
    signedInChanges,
    load: fromPromise(({ input }: { input: { id: number } }) => fetchCityDetail({ id: input.id })),
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
      enqueue.spawnChild('reactionCall', { input: { call: () => call({ cityId: city.id }), previous } });
    }),
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
  },
}).createMachine({
  id: 'cityDetail',
  context: ({ input }) => ({ id: input.id, signedIn: input.signedIn, city: null }),
  invoke: { src: 'signedInChanges' },
  on: { SESSION: { actions: assign(({ event }) => ({ signedIn: event.signedIn })) } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ city: event.output })) },
        onError: 'failed',
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
