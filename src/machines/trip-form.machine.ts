import { assign, fromPromise, setup } from 'xstate';
import { fetchAccessCities, fetchAreaList, fetchBudgetList, fetchHistoryDepartures } from '../api/trips';
import { fetchAiQuestions } from '../api/ai';
import type { AiQuestion, Area, BudgetOption, CityOption, Travellers } from '../api/types/trip';
import { readRaw } from '../lib/storage';
import { MAX_DAYS, MAX_DESTINATIONS, MIN_DAYS, type TripFormValues } from '../lib/trip-rules';

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

const MAX_TRAVELLERS = 20;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value) || min));

/** The trip form's values and the option lists it offers (cities, budgets, the user's past departures, suggested questions). */
export const tripFormMachine = setup({
  types: { context: {} as TripFormContext, events: {} as TripFormEvent },
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
  context: { values: EMPTY_TRIP_FORM, options: { cities: [], areas: [], budgets: [], recentDepartures: [], questions: [] } },
  on: {
    SET_DEPARTURE: { actions: assign(({ context, event }) => ({ values: { ...context.values, departure: event.slug } })) },
    ADD_DESTINATION: {
      guard: ({ context, event }) => event.slug !== '' && !context.values.destinations.includes(event.slug) && context.values.destinations.length < MAX_DESTINATIONS,
      actions: assign(({ context, event }) => {
        const destinations = [...context.values.destinations, event.slug];
        return { values: { ...context.values, destinations, days: Math.max(context.values.days, destinations.length) } };
      }),
    },
    REMOVE_DESTINATION: {
      actions: assign(({ context, event }) => ({ values: { ...context.values, destinations: context.values.destinations.filter((slug) => slug !== event.slug) } })),
    },
    SET_DAYS: {
      actions: assign(({ context, event }) => ({ values: { ...context.values, days: clamp(event.days, Math.max(MIN_DAYS, context.values.destinations.length), MAX_DAYS) } })),
    },
    SET_START_DATE: { actions: assign(({ context, event }) => ({ values: { ...context.values, startDate: event.date || null } })) },
    SET_TRAVELLERS: {
      actions: assign(({ context, event }) => ({
        values: { ...context.values, travellers: { ...context.values.travellers, [event.group]: clamp(event.count, 0, MAX_TRAVELLERS) } },
      })),
    },
    SET_BUDGET: { actions: assign(({ context, event }) => ({ values: { ...context.values, budgetId: event.budgetId } })) },
    SET_REQUIREMENTS: { actions: assign(({ context, event }) => ({ values: { ...context.values, requirements: event.text } })) },
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
