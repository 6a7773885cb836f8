import { fromPromise, type EventObject, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

type PromiseCreator<TOutput, TInput, TEmitted extends EventObject> = Parameters<typeof fromPromise<TOutput, TInput, TEmitted>>[0];

/**
 * `fromPromise`, except that once the actor has stopped (its signal aborted) its promise never settles.
 * React's strict mode stops and restarts every machine a view starts, and @xstate/react brings the stopped
 * actor back as it was: the first call's "aborted" rejection then reached the restarted machine as a
 * failure, and on the dev server every list said "Something went wrong on our side". Machines use this
 * instead of `fromPromise` (a lint rule says so).
 */
export function fromAbortablePromise<TOutput, TInput = NonReducibleUnknown, TEmitted extends EventObject = EventObject>(
  creator: PromiseCreator<TOutput, TInput, TEmitted>,
): PromiseActorLogic<TOutput, TInput, TEmitted> {
  return fromPromise<TOutput, TInput, TEmitted>(async (args) => {
    try {
      return await creator(args);
    } catch (error) {
      if (args.signal.aborted) return new Promise<TOutput>(() => undefined);
      throw error;
    }
  });
}
