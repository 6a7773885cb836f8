import type { DaySlot, ItineraryTransfer, Travellers } from '../../../src/api/types/planner';
import type { SightKind } from '../../data/china-types';
import { numberFormat } from '../../../src/lib/intl-formatters';

export type HotelTier = 'luxury' | 'mid' | 'budget';
export type Pace = 'relaxed' | 'full';
export type Interest = 'food' | 'pandas' | 'hiking' | 'museums' | 'kids' | 'accessibility';

/** A leg between two cities as the prose needs it; `englishNote` is the dataset's own note (train, stations). */
export interface LegWords {
  mode: ItineraryTransfer['mode'];
  from: string;
  to: string;
  hours: number;
  fromAirport: string;
  toAirport: string;
  /** the stations or airports in Chinese, as written on the ticket */
  departZh: string;
  arriveZh: string;
  englishNote: string;
}

/** What a revision changed, as the answer tells it. City names are already in the reader's language. */
export type ChangeWords =
  | { kind: 'pace'; pace: Pace; day: number | null }
  | { kind: 'addCity'; city: string; days: number; total: number }
  | { kind: 'dropCity'; city: string; total: number }
  | { kind: 'swapCity'; from: string; to: string }
  | { kind: 'reorder'; a: string; b: string }
  | { kind: 'days'; total: number }
  | { kind: 'interest'; interest: Interest; detail: string | null }
  | { kind: 'budget'; label: string };

/** Why a change or a request cannot be done as asked; the answer offers what can be done instead. */
export type RefusalWords =
  | { kind: 'unknown' }
  | { kind: 'lastCity'; city: string }
  | { kind: 'notInPlan'; city: string }
  | { kind: 'alreadyInPlan'; city: string }
  | { kind: 'noSuchDay'; day: number; total: number }
  | { kind: 'daysOutOfRange'; min: number; max: number }
  | { kind: 'tooManyCities'; cities: number; days: number; needed: number }
  | { kind: 'budgetEdge'; direction: 'up' | 'down' }
  | { kind: 'paceEdge'; pace: Pace; day: number | null };

/**
 * Everything the mock AI writes, in one language. Places arrive already named in that language;
 * numbers, prices, hours and dates are formatted here (Arabic isolates them from the text around).
 */
export interface Phrases {
  list(items: readonly string[]): string;
  /** sentences run together: with a space, or without one in Chinese and Japanese */
  sentences(parts: readonly string[]): string;
  hours(hours: number): string;
  money(cny: number): string;
  /** a date, an airport code or a name in another script, kept whole inside the sentence */
  keep(text: string): string;
  /** a place followed by its Chinese name, the way a traveller shows it to a driver */
  withChinese(name: string, chinese: string): string;

  title(days: number, cities: string): string;
  transferTitle(leg: Pick<LegWords, 'mode' | 'from' | 'to'>): string;
  /** how the leg goes, with no closing punctuation */
  legNote(leg: LegWords): string;
  /** the leg's note followed by where to check in */
  arrival(legNote: string, district: string): string;
  railInsteadOfFlight: string;
  sightNote(kind: SightKind, englishBlurb: string): string;
  ticket(cny: number): string;
  freeEntry: string;
  photoMorning: string;
  photoEvening: string;
  gentleNote: string;
  wanderTitle(district: string): string;
  wanderNote: string;
  relaxedTitle(district: string): string;
  relaxedNote: string;
  dinnerTitle(dish: string): string;
  dishNote(englishNote: string): string;
  vegDinnerTitle(district: string): string;
  vegOrderNote: string;
  noMeat(dish: string): string;
  templeVegetarian: string;
  stayNote(tier: HotelTier, district: string, cny: number): string;
  checkoutNote: string;

  notes: {
    entry: string;
    payment: string;
    trains: string;
    sights: string;
    home(airport: string, departure: string): string;
    gentle: string;
    /** only for seniors or a step-free need: a pace tip must not tell a young family about lifts */
    stepFree: string;
    children: string;
    vegetarian: string;
    noFlights: string;
    photography: string;
    overBudget(cost: number, limit: number): string;
    pandasElsewhere: string;
    food: string;
    hiking: string;
    museums: string;
    /** a need the route leaves no time for, named by the interest's own word */
    notFitted(what: string): string;
  };

  travellers(travellers: Travellers): string;
  intro(days: number, travellers: string, route: string, limit: number): string;
  dayHeading(day: number, city: string, date: string | null): string;
  slot(slot: DaySlot): string;
  activityLine(slot: DaySlot, title: string, hours: number): string;
  sleepIn(district: string): string;
  checkoutLine: string;
  tryFood(dishes: string): string;
  costToday(cny: number): string;
  budget: { heading: string; transport: string; hotels: string; tickets: string; food: string; total: string };
  goodToKnow: string;

  changed(change: ChangeWords): string;
  refused(refusal: RefusalWords): string;
  /** what a change request can ask for, after a refusal */
  canDo: string;
  /** the lighter plan offered instead of one that cannot work */
  lighter(kept: string, left: string, days: number): string;
  questionEmpty: string;
  questionTooLong(max: number): string;
  planUnreadable: string;

  answer: {
    cityHeading(city: string): string;
    /** the dataset's English introduction where the language is English; other languages skip it */
    cityIntro(english: string): string;
    sightsHeading(city: string): string;
    /** `englishBlurb` is the dataset's description, used where the language is English */
    sightLine(name: string, hours: number, cny: number, englishBlurb: string): string;
    dishLine(name: string, englishNote: string): string;
    popularLine(city: string, englishTagline: string): string;
    foodHeading: string;
    foodBudget(cny: number): string;
    seasonHeading: string;
    season(english: string): string;
    transportHeading: string;
    transport(airport: string, english: string): string;
    stayHeading: string;
    stay(district: string, budget: number, mid: number, luxury: number): string;
    payment: string;
    visa: string;
    trains: string;
    welcome: string;
    popular: string;
    tryAsking: string;
  };
}

const ISOLATE_START = '\u2068';
const ISOLATE_END = '\u2069';

/** Wraps a run of another direction (Latin, digits, Chinese) so it reads whole inside right-to-left text. */
export const isolate = (text: string): string => `${ISOLATE_START}${text}${ISOLATE_END}`;

export const groupDigits = (value: number, locale: string): string => numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
