import { assign, enqueueActions, setup } from 'xstate';

export type FollowEvent =
  /** the conversation now has this many turns; a new one is brought into view */
  | { type: 'TURNS'; count: number }
  /** the conversation's content changed size (text arrived, a day card appeared) */
  | { type: 'RESIZED' }
  /** movedUp: the reader scrolled above where following had put the view; atEnd: the newest line is visible */
  | { type: 'SCROLLED'; movedUp: boolean; atEnd: boolean }
  | { type: 'JUMP' };

/**
 * Whether the conversation follows the newest line. While following, every change of size scrolls to the end;
 * scrolling up pauses it (and the view offers "Jump to latest"); reaching the end again, or jumping, resumes.
 * A new turn (Generate, Send) is brought into view where the user is and follows. The DOM side of the two
 * actions is given by the view with `provide`.
 */
export const followMachine = setup({
  types: { context: {} as { turns: number }, events: {} as FollowEvent, input: {} as { turns: number } },
  actions: {
    /** provided by the view: scroll the conversation to its newest line */
    scrollToLatest: () => undefined,
    /** provided by the view: bring the conversation itself into the window (the form may have pushed it out) */
    revealConversation: () => undefined,
  },
  guards: {
    /** an empty conversation has no newest line: scrolling it would only force the page's layout early */
    hasTurns: ({ context }) => context.turns > 0,
    isNewTurn: ({ context, event }) => event.type === 'TURNS' && event.count > context.turns,
    scrolledAway: ({ event }) => event.type === 'SCROLLED' && event.movedUp && !event.atEnd,
    reachedEnd: ({ event }) => event.type === 'SCROLLED' && event.atEnd,
  },
}).createMachine({
  id: 'follow',
  context: ({ input }) => ({ turns: input.turns }),
  initial: 'following',
  entry: enqueueActions(({ check, enqueue }) => {
    if (check('hasTurns')) enqueue('scrollToLatest');
  }),
  on: {
    TURNS: [
      { guard: 'isNewTurn', target: '.following', actions: [assign({ turns: ({ event }) => event.count }), 'revealConversation', 'scrollToLatest'] },
      { actions: assign({ turns: ({ event }) => event.count }) },
    ],
  },
  states: {
    following: {
      on: {
        RESIZED: { guard: 'hasTurns', actions: 'scrollToLatest' },
        SCROLLED: { guard: 'scrolledAway', target: 'paused' },
      },
    },
    paused: {
      tags: ['paused'],
      on: {
        SCROLLED: { guard: 'reachedEnd', target: 'following' },
        JUMP: { target: 'following', actions: 'scrollToLatest' },
      },
    },
  },
});
