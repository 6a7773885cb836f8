import { assign, emit, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchAccessCities, fetchAreaList, fetchBudgetList, fetchHistoryDepartures } from '../../api/planner';
import { fetchAiQuestions } from '../../api/planner';
import type { AiQuestion, Area, BudgetOption, CityOption, Travellers } from '../../api/types/planner';
import { classifyFailure, type Failure } from '../../api/error-kinds';
import { sessionChanges, type SessionChange, type SessionInput } from '../account/session-facts';
import { readDraft, saveDraft } from '../shared/drafts';
import {
  allTripErrors, hasErrors, localToday, MAX_DESTINATIONS, readTripForm, TRAVELLER_GROUPS, typedTripErrors,
  type TripFormErrors, type TripFormInput, type TripFormValues,
} from '../../lib/trip-rules';

export interface TripFormOptions {
  cities: CityOption[];
  /** the same cities grouped by region, for the destination picker */
  areas: Area[];
  budgets: BudgetOption[];
  recentDepartures: CityOption[];
  questions: AiQuestion[];
}

export interface TripFormContext {
  values: TripFormInput;
  options: TripFormOptions;
  /** Generate was pressed: missing choices are shown too, not only what was typed wrong */
  attempted: boolean;
  /** why the option lists could not be loaded */
  failure: Failure | null;
  /** a signed-in traveller is offered the departures of their past trips */
  signedIn: boolean;
}

export type TripFormEvent =
  | { type: 'SET_DEPARTURE'; slug: string }
  | { type: 'ADD_DESTINATION'; slug: string }
  | { type: 'REMOVE_DESTINATION'; slug: string }
  | { type: 'SET_DAYS'; days: string }
  | { type: 'SET_START_DATE'; date: string }
  | { type: 'SET_END_DATE'; date: string }
  | { type: 'SET_TRAVELLERS'; group: keyof Travellers; count: string }
  | { type: 'SET_BUDGET'; budgetId: number | null }
  | { type: 'SET_REQUIREMENTS'; text: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | SessionChange;

/** A submitted form that holds together: the request to plan. */
export type TripFormEmitted = { type: 'submitted'; values: TripFormValues };

export const EMPTY_TRIP_FORM: TripFormInput = {
  departure: '',
  destinations: [],
  days: '5',
  startDate: '',
  endDate: '',
  travellers: { adults: '2', children: '0', elders: '0' },
  budgetId: null,
  requirements: '',
};

const text = (value: unknown, fallback: string): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : fallback);

/** The stored draft over the empty form; a draft from the older form (numbers, a null date) reads as typed text. */
function restoredValues(): TripFormInput {
  const draft = readDraft<Record<string, unknown>>('tripForm');
  if (!draft || typeof draft !== 'object') return EMPTY_TRIP_FORM;
  const travellers = (draft.travellers ?? {}) as Record<string, unknown>;
  return {
    ...EMPTY_TRIP_FORM,
    ...(draft as Partial<TripFormInput>),
    days: text(draft.days, EMPTY_TRIP_FORM.days),
    startDate: text(draft.startDate, ''),
    endDate: text(draft.endDate, ''),
    travellers: Object.fromEntries(TRAVELLER_GROUPS.map((group) => [group, text(travellers[group], EMPTY_TRIP_FORM.travellers[group])])) as TripFormInput['travellers'],
  };
}

/** What the form shows next to its fields: what was typed wrong at once, what is missing once Generate was pressed. */
export function visibleTripErrors(context: TripFormContext, today: string): TripFormErrors {
  return context.attempted ? allTripErrors(context.values, today) : typedTripErrors(context.values, today);
}

/**
 * The trip form's values and the option lists it offers (cities, budgets, the user's past departures, suggested questions).
 * Every change is stored as the account's (or visitor's) draft, so the form survives leaving the page, a reload,
 * the reload after signing in and a language change. The draft stays after Generate: the form describes the trip
 * the conversation is about, and refining it is the next step. Numbers and dates stay as typed: a value that
 * cannot be true is refused with a message next to its field (and kept for the traveller to correct); SUBMIT
 * emits `submitted` with the request only when nothing is wrong.
 */
export const tripFormMachine = setup({
  types: { context: {} as TripFormContext, events: {} as TripFormEvent, emitted: {} as TripFormEmitted, input: {} as SessionInput },
  actions: {
    storeDraft: ({ context }) => saveDraft('tripForm', context.values),
    submit: emit(({ context }) => ({ type: 'submitted' as const, values: readTripForm(context.values) })),
  },
  guards: {
    holdsTogether: ({ context }) => !hasErrors(allTripErrors(context.values, localToday())),
  },
  actors: {
    sessionChanges,
    loadOptions: fromAbortablePromise<TripFormOptions, SessionInput>(async ({ input: { signedIn }, signal }) => {
      const options = { silent: true, signal };
      const [cities, areas, budgets, recentDepartures, questions] = await Promise.all([
        fetchAccessCities(options),
        fetchAreaList(options),
        fetchBudgetList(options),
        signedIn ? fetchHistoryDepartures(options).catch(() => []) : Promise.resolve([]),
        fetchAiQuestions(options).catch(() => []),
      ]);
      return { cities, areas, budgets, recentDepartures, questions };
    }),
  },
}).createMachine({
  id: 'tripForm',
  context: ({ input }) => ({
    values: restoredValues(), options: { cities: [], areas: [], budgets: [], recentDepartures: [], questions: [] }, attempted: false, failure: null, signedIn: input.signedIn,
  }),
  invoke: { src: 'sessionChanges' },
  on: {
    SESSION: { actions: assign(({ event }) => ({ signedIn: event.signedIn })) },
    SET_DEPARTURE: { actions: [assign(({ context, event }) => ({ values: { ...context.values, departure: event.slug } })), 'storeDraft'] },
    ADD_DESTINATION: {
      guard: ({ context, event }) => event.slug !== '' && !context.values.destinations.includes(event.slug) && context.values.destinations.length < MAX_DESTINATIONS,
      actions: [
        assign(({ context, event }) => {
          const destinations = [...context.values.destinations, event.slug];
          const days = Number(context.values.days);
          // one day a destination at least: a typed length that is too short for the route grows with it
          return { values: { ...context.values, destinations, days: Number.isInteger(days) && days > 0 && days < destinations.length ? String(destinations.length) : context.values.days } };
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
        assign(({ context, event }) => ({ values: { ...context.values, days: event.days } })),
        'storeDraft',
      ],
    },
    SET_START_DATE: { actions: [assign(({ context, event }) => ({ values: { ...context.values, startDate: event.date } })), 'storeDraft'] },
    SET_END_DATE: { actions: [assign(({ context, event }) => ({ values: { ...context.values, endDate: event.date } })), 'storeDraft'] },
    SET_TRAVELLERS: {
      actions: [
        assign(({ context, event }) => ({
          values: { ...context.values, travellers: { ...context.values.travellers, [event.group]: event.count } },
        })),
        'storeDraft',
      ],
    },
    SET_BUDGET: { actions: [assign(({ context, event }) => ({ values: { ...context.values, budgetId: event.budgetId } })), 'storeDraft'] },
    SET_REQUIREMENTS: { actions: [assign(({ context, event }) => ({ values: { ...context.values, requirements: event.text } })), 'storeDraft'] },
    SUBMIT: [{ guard: 'holdsTogether', actions: [assign({ attempted: false }), 'submit'] }, { actions: assign({ attempted: true }) }],
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadOptions',
        input: ({ context }) => ({ signedIn: context.signedIn }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ options: event.output, failure: null })) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
