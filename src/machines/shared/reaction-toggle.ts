import { fromAbortableCallback } from './abortable-callback';

/** Sent back when a reaction call fails: the fields as they were before the press, to put back. */
export interface ReactionFailed<T> {
  type: 'REACTION.FAILED';
  previous: Partial<T>;
}

/**
 * Makes one reaction call (like, collect, or taking either back) after the screen already shows its result;
 * when the call fails it sends back `REACTION.FAILED` with the fields to restore.
 */
export const reactionCall = fromAbortableCallback<ReactionFailed<object>, { call: (signal: AbortSignal) => Promise<unknown>; previous: object }>(
  ({ sendBack, input, signal }) => {
    input.call(signal).catch(() => sendBack({ type: 'REACTION.FAILED', previous: input.previous }));
  },
);

/**
 * One reaction pressed on an item: its flag turns at once and the count follows (never below zero).
 * `on` says whether the reaction is now set (so whether to call "set" or "take back"), `previous` holds the two fields as they were.
 */
export function toggleReaction<F extends string, C extends string, T extends Record<F, boolean> & Record<C, number>>(
  item: T,
  flag: F,
  count: C,
): { next: T; on: boolean; previous: Pick<T, F | C> } {
  const on = !item[flag];
  const current: number = item[count];
  const next = { ...item, [flag]: on, [count]: Math.max(0, current + (on ? 1 : -1)) };
  return { next, on, previous: { [flag]: item[flag], [count]: item[count] } as Pick<T, F | C> };
}

/** The item with the fields of a failed reaction put back (nothing when the item is gone). */
export const rollBackReaction = <T>(item: T | null, failed: ReactionFailed<T>): T | null => (item ? { ...item, ...failed.previous } : item);
