import { assign, fromPromise, setup } from 'xstate';
import { fetchAccessCities, fetchAreaList, fetchBudgetList, fetchHistoryDepartures } from '../../api/planner';
import { fetchAiQuestions } from '../../api/planner';
import type { AiQuestion, Area, BudgetOption, CityOption, Travellers } from '../../api/types/planner';
import { readRaw } from '../../lib/storage';
import { readDraft, saveDraft } from '../shared/drafts';
import { MAX_DAYS, MAX_DESTINATIONS, MIN_DAYS, type TripFormValues } from '../../lib/trip-rules';

export interface TripFormOptions {
  cities: CityOption[];
  /** the same cities grouped by region, for the destination picker */
  areas: Area[];
  budgets: BudgetOption[];
  recentDepartures: CityOption[];
  questions: AiQuestion[];
}

export interface TripFormContext {
  values: TripFormValues;
  options: TripFormOptions;
}

export type TripFormEvent =
  | { type: 'SET_DEPARTURE'; slug: string }
  | { type: 'ADD_DESTINATION'; slug: string }
  | { type: 'REMOVE_DESTINATION'; slug: string }
  | { type: 'SET_DAYS'; days: number }
  | { type: 'SET_START_DATE'; date: string | null }
  | { type: 'SET_TRAVELLERS'; group: keyof Travellers; count: number }
  | { type: 'SET_BUDGET'; budgetId: number | null }
  | { type: 'SET_REQUIREMENTS'; text: string }
  | { type: 'RETRY' };

export const EMPTY_TRIP_FORM: TripFormValues = {
  departure: '',
  destinations: [],
  days: 5,
  startDate: null,
  travellers: { adults: 2, children: 0, elders: 0 },
  budgetId: null,
  requirements: '',
};

/** The stored draft over the empty form, so a draft from an older form still fills every field. */
function restoredValues(): TripFormValues {
  const draft = readDraft<Partial<TripFormValues>>('tripForm');
  return draft && typeof draft === 'object' ? { ...EMPTY_TRIP_FORM, ...draft, travellers: { ...EMPTY_TRIP_FORM.travellers, ...draft.travellers } } : EMPTY_TRIP_FORM;
}

const MAX_TRAVELLERS = 20;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value) || min));

/**
 * The trip form's values and the option lists it offers (cities, budgets, the user's past departures, suggested questions).
 * Every change is stored as the account's (or visitor's) draft, so the form survives leaving the page, a reload,
 * the reload after signing in and a language change. The draft stays after Generate: the form describes the trip
 * the conversation is about, and refining it is the next step.
 */
export const tripFormMachine = setup({
  types: { context: {} as TripFormContext, events: {} as TripFormEvent },
  actions: {
    storeDraft: ({ context }) => saveDraft('tripForm', context.values),
  },
  actors: {
    loadOptions: fromPromise<TripFormOptions>(async () => {
      const signedIn = readRaw('token') !== null;
      const [cities, areas, budgets, recentDepartures, questions] = await Promise.all([
        fetchAccessCities({ silent: true }),
        fetchAreaList({ silent: true }),
        fetchBudgetList({ silent: true }),
        signedIn ? fetchHistoryDepartures({ silent: true }).catch(() => []) : Promise.resolve([]),
        fetchAiQuestions({ silent: true }).catch(() => []),
      ]);
      return { cities, areas, budgets, recentDepartures, questions };
    }),
  },
}).createMachine({
  id: 'tripForm',
  context: () => ({ values: restoredValues(), options: { cities: [], areas: [], budgets: [], recentDepartures: [], questions: [] } }),
  on: {
    SET_DEPARTURE: { actions: [assign(({ context, event }) => ({ values: { ...context.values, departure: event.slug } })), 'storeDraft'] },
    ADD_DESTINATION: {
      guard: ({ context, event }) => event.slug !== '' && !context.values.destinations.includes(event.slug) && context.values.destinations.length < MAX_DESTINATIONS,
      actions: [
        assign(({ context, event }) => {
          const destinations = [...context.values.destinations, event.slug];
          return { values: { ...context.values, destinations, days: Math.max(context.values.days, destinations.length) } };
        }),
        'storeDraft',
      ],
    },
    REMOVE_DESTINATION: {
      actions: [
        assign(({ context, event }) => ({ values: { ...context.values, destinations: context.values.destinations.filter((slug) => slug !== event.slug) } })),
        'storeDraft',
      ],
    },
    SET_DAYS: {
      actions: [
        assign(({ context, event }) => ({ values: { ...context.values, days: clamp(event.days, Math.max(MIN_DAYS, context.values.destinations.length), MAX_DAYS) } })),
        'storeDraft',
      ],
    },
    SET_START_DATE: { actions: [assign(({ context, event }) => ({ values: { ...context.values, startDate: event.date || null } })), 'storeDraft'] },
    SET_TRAVELLERS: {
      actions: [
        assign(({ context, event }) => ({
          values: { ...context.values, travellers: { ...context.values.travellers, [event.group]: clamp(event.count, 0, MAX_TRAVELLERS) } },
        })),
        'storeDraft',
      ],
    },
    SET_BUDGET: { actions: [assign(({ context, event }) => ({ values: { ...context.values, budgetId: event.budgetId } })), 'storeDraft'] },
    SET_REQUIREMENTS: { actions: [assign(({ context, event }) => ({ values: { ...context.values, requirements: event.text } })), 'storeDraft'] },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadOptions',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ options: event.output })) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
