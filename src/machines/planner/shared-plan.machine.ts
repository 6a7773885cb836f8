import { setup, assign } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import type { Itinerary } from '../../api/types/planner';
import { decodePlan } from '../../lib/plan-share';

/** Opens a plan carried in a share link: decoding, then the plan read-only, or a broken link. */
export const sharedPlanMachine = setup({
  types: { context: {} as { encoded: string; plan: Itinerary | null }, input: {} as { encoded: string } },
  actors: { decode: fromAbortablePromise(({ input }: { input: { encoded: string } }) => decodePlan(input.encoded)) },
}).createMachine({
  id: 'sharedPlan',
  context: ({ input }) => ({ encoded: input.encoded, plan: null }),
  initial: 'decoding',
  states: {
    decoding: {
      tags: ['busy'],
      invoke: {
        src: 'decode',
        input: ({ context }) => ({ encoded: context.encoded }),
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'ready', actions: assign({ plan: ({ event }) => event.output }) },
          { target: 'broken' },
        ],
        onError: { target: 'broken' },
      },
    },
    ready: {},
    broken: { tags: ['error'] },
  },
});
