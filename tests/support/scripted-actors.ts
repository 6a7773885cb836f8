import { Subject, map } from 'rxjs';
import { fromEventObservable, fromPromise } from 'xstate';

/** Lets the promise callbacks and zero timers already queued run, so the machine has taken in what the test just answered. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A stand-in for a request actor: each call waits until the test answers it with resolve or reject. */
export function scriptedRequest<T, I = unknown>() {
  let pending: { resolve: (value: T) => void; reject: (error: Error) => void } | null = null;
  return {
    actor: fromPromise<T, I>(() => new Promise<T>((resolve, reject) => { pending = { resolve, reject }; })),
    /** answers the latest call (nothing when none is waiting) */
    resolve: (value: T) => pending?.resolve(value),
    reject: (error: Error) => pending?.reject(error),
  };
}

/** A stand-in for a streaming actor: each run opens a subject the test pushes server events into; they reach the machine as STREAM events. */
export function scriptedStream<T, I = unknown>() {
  let current: Subject<T> | null = null;
  let opened = 0;
  return {
    actor: fromEventObservable<{ type: 'STREAM'; event: T }, I>(() => {
      const subject = new Subject<T>();
      current = subject;
      opened += 1;
      return subject.pipe(map((event) => ({ type: 'STREAM' as const, event })));
    }),
    /** the stream opened last (null before the first) */
    current: (): Subject<T> | null => current,
    opened: () => opened,
  };
}
