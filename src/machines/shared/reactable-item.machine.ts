import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { fromAbortablePromise } from './abortable-promise';
import { classifyFailure, type Failure } from '../../api/error-kinds';
import { requestLogin, sessionChanges, type SessionChange } from '../account/session-facts';
import { reactionCall, rollBackReaction, type ReactionFailed } from './reaction-toggle';

/** One reaction a signed-in reader can set and take back on an item (like, collect). */
export interface Reaction<T> {
  /** the item as the press shows it at once, whether the reaction is now set, and the fields to put back if the call fails */
  toggle: (item: T) => { next: T; on: boolean; previous: Partial<T> };
  /** the call that sets (`on`) or takes back the reaction */
  call: (item: T, on: boolean, options: { signal: AbortSignal }) => Promise<unknown>;
}

interface ReactableItemContext<T> {
  id: number;
  signedIn: boolean;
  item: T | null;
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
}

type ReactableItemEvent<T, R extends string> =
  | { type: 'RETRY' }
  | { type: 'REACT'; reaction: R }
  | SessionChange
  | ReactionFailed<T>;

/**
 * One item a reader opens and reacts to (a city's guide, a story): loads it, then each reaction toggles at
 * once (pressing again takes it back) and rolls back alone if its call fails. Visitors are asked to sign in.
 * The tags say what a view asks: `busy` while loading, `error` when the load failed.
 */
export function reactableItemMachine<T, R extends string>(config: {
  id: string;
  load: (id: number, options: { signal: AbortSignal }) => Promise<T>;
  reactions: Record<R, Reaction<T>>;
}) {
  return setup({
    types: {
      context: {} as ReactableItemContext<T>,
      events: {} as ReactableItemEvent<T, R>,
      input: {} as { id: number; signedIn: boolean },
    },
    actors: {
      sessionChanges,
      load: fromAbortablePromise<T, { id: number }>(({ input, signal }) => config.load(input.id, { signal })),
      reactionCall,
    },
    actions: {
      requestLogin,
      react: enqueueActions(({ context, event, enqueue }) => {
        assertEvent(event, 'REACT');
        const item = context.item;
        if (item === null) return;
        const reaction = config.reactions[event.reaction];
        const { next, on, previous } = reaction.toggle(item);
        enqueue.assign({ item: next });
        enqueue.spawnChild('reactionCall', { input: { call: (signal: AbortSignal) => reaction.call(item, on, { signal }), previous } });
      }),
    },
    guards: {
      isVisitor: ({ context }) => !context.signedIn,
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({ id: input.id, signedIn: input.signedIn, item: null, failure: null }),
    invoke: { src: 'sessionChanges' },
    on: { SESSION: { actions: assign(({ event }) => ({ signedIn: event.signedIn })) } },
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          src: 'load',
          input: ({ context }) => ({ id: context.id }),
          onDone: { target: 'ready', actions: assign(({ event }) => ({ item: event.output })) },
          onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
        },
      },
      failed: { tags: ['error'], on: { RETRY: 'loading' } },
      ready: {
        on: {
          REACT: [{ guard: 'isVisitor', actions: 'requestLogin' }, { actions: 'react' }],
          'REACTION.FAILED': { actions: assign(({ context, event }) => ({ item: rollBackReaction(context.item, event) })) },
        },
      },
    },
  });
}
