import { fromCallback, type EventObject } from 'xstate';

interface AbortableArgs<TEvent extends EventObject, TInput> {
  input: TInput;
  /** aborted when the actor stops (its screen went away, or its state was left) */
  signal: AbortSignal;
  /** a no-op once the actor has stopped, so a late answer reaches nobody */
  sendBack: (event: TEvent) => void;
}

/**
 * A callback actor for calls whose answers come back as events (several per actor, or none): what
 * `fromPromise` gives a promise actor, the signal that ends its calls when the actor stops.
 */
export function fromAbortableCallback<TEvent extends EventObject, TInput = void>(run: (args: AbortableArgs<TEvent, TInput>) => void) {
  return fromCallback<EventObject, TInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    run({ input, signal: controller.signal, sendBack: (event) => (controller.signal.aborted ? undefined : sendBack(event)) });
    return () => controller.abort();
  });
}
