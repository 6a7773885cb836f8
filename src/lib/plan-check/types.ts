import type { Itinerary } from '../../api/types/planner';

export type Severity = 'problem' | 'warning' | 'info';

export type FindingKind = 'opening' | 'booking' | 'holiday' | 'transfer' | 'pacing' | 'requirement' | 'entry' | 'weather' | 'data';

/**
 * One thing the check noticed. `key` and `suggestion` are i18n keys of the `plan-check` namespace; `params` fill both.
 * Params named date/until/from/deadline/saleDate hold "YYYY-MM-DD", weekday a number 0-6 (Sunday first), mode a
 * leg mode, holiday a holiday name, country an ISO code, need a requirement: views format them for the reader.
 * A place param (city, from, to, depart, arrive, port) holds the plan's or the English name, with `<param>Slug` the
 * city's slug (empty when it has none) and, for a station, airport or port, `<param>Zh` its Chinese name, so the view
 * names it in the reader's language.
 */
export interface Finding {
  /** the plan's day number, or null for the whole trip */
  day: number | null;
  kind: FindingKind;
  severity: Severity;
  key: string;
  params: Readonly<Record<string, string | number>>;
  suggestion: string | null;
}

/** What the traveller tells the entry check; every field may still be empty. */
export interface TravellerProfile {
  /** ISO 3166 code of the passport */
  passport: string;
  /** where the flight into China comes from (ISO code); empty means the passport country */
  arrivingFrom: string;
  /** an entry port code from the entry table */
  entryPort: string;
  /** where the traveller goes after China (ISO code) */
  nextDestination: string;
  /** landing on an overnight or long-haul flight on day 1 */
  longHaulArrival: boolean;
}

export const EMPTY_PROFILE: TravellerProfile = { passport: '', arrivingFrom: '', entryPort: '', nextDestination: '', longHaulArrival: true };

export interface CheckInput {
  plan: Itinerary;
  traveller: TravellerProfile;
  /** "YYYY-MM-DD": what "now" is for booking windows */
  today: string;
}

export type Rule = (input: CheckInput) => Finding[];

export const finding = (
  day: number | null, kind: FindingKind, severity: Severity, key: string, params: Finding['params'] = {}, suggestion: string | null = null,
): Finding => ({ day, kind, severity, key, params, suggestion });
