import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import type { Itinerary } from '../../api/types/planner';
import { copyText } from '../../lib/clipboard';
import { EMPTY_PROFILE, type TravellerProfile } from '../../lib/plan-check/types';
import { encodePlan, shareUrl } from '../../lib/plan-share';
import { readJson, writeJson } from '../../lib/storage';

export interface PlanCheckContext {
  traveller: TravellerProfile;
  /** the day the map highlights */
  focusDay: number;
  /** the last share link made, shown for copying by hand when the clipboard refuses */
  shareLink: string | null;
  shareResult: 'copied' | 'failed' | null;
}

export type PlanCheckEvent =
  | { type: 'TRAVELLER.SET'; field: keyof TravellerProfile; value: string | boolean }
  | { type: 'DAY.FOCUS'; day: number }
  | { type: 'ICS.SAVE'; text: string; fileName: string }
  | { type: 'PRINT' }
  | { type: 'SHARE'; plan: Itinerary; origin: string };

function storedTraveller(): TravellerProfile {
  const stored = readJson<Partial<TravellerProfile>>('planCheck.traveller');
  return { ...EMPTY_PROFILE, ...(stored && typeof stored === 'object' ? stored : {}) };
}

/**
 * The reality check's state around a plan: the traveller's entry details (kept for the next plan), the day the
 * map highlights, and the take-along actions (calendar file, print, share link). The check itself is a pure
 * function views call with this context.
 */
export const planCheckMachine = setup({
  types: { context: {} as PlanCheckContext, events: {} as PlanCheckEvent },
  actors: {
    share: fromAbortablePromise(async ({ input }: { input: { plan: Itinerary; origin: string } }) => {
      const link = shareUrl(input.origin, await encodePlan(input.plan));
      try {
        await copyText(link);
        return { link, copied: true };
      } catch {
        return { link, copied: false };
      }
    }),
  },
  actions: {
    storeTraveller: ({ context }) => writeJson('planCheck.traveller', context.traveller),
    saveFile: (_, params: { text: string; fileName: string }) => {
      const url = URL.createObjectURL(new Blob([params.text], { type: 'text/calendar;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = params.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    print: () => window.print(),
  },
}).createMachine({
  id: 'planCheck',
  context: () => ({ traveller: storedTraveller(), focusDay: 1, shareLink: null, shareResult: null }),
  initial: 'idle',
  on: {
    'TRAVELLER.SET': {
      actions: [assign({ traveller: ({ context, event }) => ({ ...context.traveller, [event.field]: event.value }) }), 'storeTraveller'],
    },
    'DAY.FOCUS': { actions: assign({ focusDay: ({ event }) => event.day }) },
    'ICS.SAVE': { actions: { type: 'saveFile', params: ({ event }) => ({ text: event.text, fileName: event.fileName }) } },
    PRINT: { actions: 'print' },
  },
  states: {
    idle: {
      on: { SHARE: { target: 'sharing', actions: assign({ shareResult: null }) } },
    },
    sharing: {
      tags: ['busy'],
      invoke: {
        src: 'share',
        input: ({ event }) => (event.type === 'SHARE' ? { plan: event.plan, origin: event.origin } : { plan: null as never, origin: '' }),
        onDone: { target: 'idle', actions: assign({ shareLink: ({ event }) => event.output.link, shareResult: ({ event }) => (event.output.copied ? 'copied' : 'failed') }) },
        onError: { target: 'idle', actions: assign({ shareResult: 'failed' }) },
      },
    },
  },
});
