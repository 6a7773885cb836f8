import { assign, enqueueActions, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { cancelLikeCity, fetchCityDetail, likeCity } from '../api/cities';
import type { CityDetail } from '../api/types/city';
import { publish } from './app-events';
import { signedInChanges } from './signed-in-changes';

type LikeFields = Pick<CityDetail, 'liked' | 'likeCount'>;

export interface CityDetailContext {
  id: number;
  signedIn: boolean;
  city: CityDetail | null;
}

export type CityDetailEvent =
  | { type: 'RETRY' }
  | { type: 'LIKE' }
  | { type: 'SESSION'; signedIn: boolean }
  | { type: 'LIKE.FAILED'; previous: LikeFields };

/** One city's guide: loads it, then the like toggles at once (pressing again undoes it) and rolls back if the call fails. Visitors are asked to sign in. */
export const cityDetailMachine = setup({
  types: { context: {} as CityDetailContext, events: {} as CityDetailEvent, input: {} as { id: number; signedIn: boolean } },
  actors: {
    signedInChanges,
    load: fromPromise(({ input }: { input: { id: number } }) => fetchCityDetail({ id: input.id })),
    sendLike: fromCallback<EventObject, { liked: boolean; cityId: number; previous: LikeFields }>(({ sendBack, input }) => {
      const call = input.liked ? likeCity : cancelLikeCity;
      call({ cityId: input.cityId }).catch(() => sendBack({ type: 'LIKE.FAILED', previous: input.previous }));
    }),
  },
  actions: {
    requestLogin: () => publish({ type: 'login.requested' }),
    toggleLike: enqueueActions(({ context, enqueue }) => {
      const city = context.city;
      if (!city) return;
      const liked = !city.liked;
      enqueue.assign({ city: { ...city, liked, likeCount: Math.max(0, city.likeCount + (liked ? 1 : -1)) } });
      enqueue.spawnChild('sendLike', { input: { liked, cityId: city.id, previous: { liked: city.liked, likeCount: city.likeCount } } });
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
        'LIKE.FAILED': { actions: assign(({ context, event }) => (context.city ? { city: { ...context.city, ...event.previous } } : {})) },
      },
    },
  },
});
