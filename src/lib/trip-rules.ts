import type { Travellers } from '../api/types/planner';
import { addDays, daysBetween, isIsoDate } from './plan-check/dates';

/** What a trip request carries: the form's numbers read, ready to send. */
export interface TripFormValues {
  departure: string;
  destinations: string[];
  days: number;
  startDate: string | null;
  travellers: Travellers;
  budgetId: number | null;
  requirements: string;
}

/**
 * What the trip form holds: numbers and dates as typed, so a value the form refuses stays in its field
 * for the traveller to correct. The end date only bounds the days; the plan itself has a start and a length.
 */
export interface TripFormInput {
  departure: string;
  destinations: string[];
  days: string;
  startDate: string;
  endDate: string;
  travellers: Record<keyof Travellers, string>;
  budgetId: number | null;
  requirements: string;
}

type TravellerGroup = keyof Travellers;
export type TripFormField = 'departure' | 'destinations' | 'budget' | 'days' | 'startDate' | 'endDate' | 'travellers' | TravellerGroup;
/** i18n keys under planner:errors */
type TripFormProblem =
  | 'departureRequired' | 'destinationRequired' | 'destinationIsDeparture' | 'budgetRequired'
  | 'daysRange' | 'daysBelowStops' | 'daysBeyondDates'
  | 'dateInvalid' | 'startInPast' | 'endWithoutStart' | 'endBeforeStart'
  | 'travellersRange' | 'travellersNoAdult';
export type TripFormErrors = Partial<Record<TripFormField, TripFormProblem>>;

export const MIN_DAYS = 1;
export const MAX_DAYS = 30;
export const MAX_DESTINATIONS = 6;
export const REQUIREMENTS_MAX = 500;
export const MAX_TRAVELLERS = 20;
export const TRAVELLER_GROUPS: readonly TravellerGroup[] = ['adults', 'children', 'elders'];

/** The errors of a request the form has read: what must be chosen before a plan can be made. */
export function tripFormErrors(form: TripFormValues): TripFormErrors {
  const errors: TripFormErrors = {};
  if (!form.departure) errors.departure = 'departureRequired';
  if (form.destinations.length === 0) errors.destinations = 'destinationRequired';
  else if (form.departure && form.destinations.includes(form.departure)) errors.destinations = 'destinationIsDeparture';
  if (form.budgetId === null) errors.budget = 'budgetRequired';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** A whole number typed in a field, or null (empty, a fraction, not a number). */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The traveller's own calendar date (YYYY-MM-DD), which is what a date field shows and what "the past" means to them. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A calendar date that exists (not 30 February, which Date.parse quietly turns into March). */
const isRealDate = (value: string): boolean => isIsoDate(value) && addDays(value, 0) === value;

/** Days from the first to the last date, both counted; null unless both are real dates in that order. */
export function datesSpan(startDate: string, endDate: string): number | null {
  if (!isRealDate(startDate) || !isRealDate(endDate)) return null;
  const span = daysBetween(startDate, endDate) + 1;
  return span >= 1 ? span : null;
}

/**
 * What cannot be true in what was typed, field by field: a length outside 1 to 30 days or below one day a
 * destination, a first day in the past, an end before the start or without one, more days than the dates
 * hold, a party outside 0 to 20 a group or without an adult or senior. `today` is the traveller's date.
 */
export function typedTripErrors(input: TripFormInput, today: string): TripFormErrors {
  const errors: TripFormErrors = {};
  const days = wholeNumber(input.days);
  const start = input.startDate;
  const end = input.endDate;
  if (start && !isRealDate(start)) errors.startDate = 'dateInvalid';
  else if (start && start < today) errors.startDate = 'startInPast';
  if (end && !isRealDate(end)) errors.endDate = 'dateInvalid';
  else if (end && !start) errors.endDate = 'endWithoutStart';
  else if (end && start && isRealDate(start) && end < start) errors.endDate = 'endBeforeStart';
  const span = datesSpan(start, end);
  if (days === null || days < MIN_DAYS || days > MAX_DAYS) errors.days = 'daysRange';
  else if (days < input.destinations.length) errors.days = 'daysBelowStops';
  else if (span !== null && days > span) errors.days = 'daysBeyondDates';
  const counts = TRAVELLER_GROUPS.map((group) => [group, wholeNumber(input.travellers[group])] as const);
  for (const [group, count] of counts) {
    if (count === null || count > MAX_TRAVELLERS) errors[group] = 'travellersRange';
  }
  const party = Object.fromEntries(counts) as Record<TravellerGroup, number | null>;
  if (party.adults === 0 && party.elders === 0) errors.travellers = 'travellersNoAdult';
  return errors;
}

/** The request the typed form describes; meaningful once `typedTripErrors` finds nothing. */
export function readTripForm(input: TripFormInput): TripFormValues {
  const count = (text: string) => wholeNumber(text) ?? 0;
  return {
    departure: input.departure,
    destinations: input.destinations,
    days: count(input.days),
    startDate: input.startDate || null,
    travellers: { adults: count(input.travellers.adults), children: count(input.travellers.children), elders: count(input.travellers.elders) },
    budgetId: input.budgetId,
    requirements: input.requirements,
  };
}

/** Every error of the form: what was typed, then what must still be chosen. */
export function allTripErrors(input: TripFormInput, today: string): TripFormErrors {
  return { ...tripFormErrors(readTripForm(input)), ...typedTripErrors(input, today) };
}
