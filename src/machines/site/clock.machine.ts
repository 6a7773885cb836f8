import { assign, setup } from 'xstate';

/** A ticking clock: `now` moves every second, so only the view that reads it re-renders. */
export const clockMachine = setup({
  types: { context: {} as { now: number } },
  actions: { readTime: assign({ now: () => Date.now() }) },
}).createMachine({
  id: 'clock',
  context: () => ({ now: Date.now() }),
  initial: 'ticking',
  states: {
    ticking: {
      after: { 1000: { target: 'ticking', reenter: true, actions: 'readTime' } },
    },
  },
});
