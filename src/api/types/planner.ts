import type { PageQuery, Option } from './common';

export type DaySlot = 'morning' | 'afternoon' | 'evening';

export interface ItineraryActivity {
  slot: DaySlot;
  sightId: string | null;
  title: string;
  hours: number;
  note: string;
  costCny: number;
}

export interface ItineraryTransfer {
  from: string;
  to: string;
  mode: 'high-speed rail' | 'flight' | 'bus';
  hours: number;
  priceCny: number;
  note: string;
}

export interface ItineraryDay {
  day: number;
  date: string | null;
  city: string;
  citySlug: string;
  transfer: ItineraryTransfer | null;
  activities: ItineraryActivity[];
  stay: { area: string; note: string; priceCny: number };
  food: string[];
  costCny: number;
  /** the traveller's own note for the day, added by hand */
  note?: string;
}

export interface Travellers {
  adults: number;
  children: number;
  elders: number;
}

export interface BudgetSummary {
  perPersonCny: number;
  limitCny: number;
  transportCny: number;
  stayCny: number;
  ticketsCny: number;
  foodCny: number;
}

export interface Itinerary {
  id: string;
  title: string;
  departure: string;
  destinations: string[];
  startDate: string | null;
  travellers: Travellers;
  days: ItineraryDay[];
  budget: BudgetSummary;
  notes: string[];
  createTime: string;
  /** what the traveller asked for in their own words (the trip form's other requirements); the reality check reads it */
  requirements?: string;
  /** the per-person budget band chosen in the trip form */
  budgetId?: number;
}

export interface CityOption {
  id: number;
  slug: string;
  name: string;
  region: string;
}

export interface Area {
  region: string;
  label: string;
  cities: CityOption[];
}

export interface BudgetOption {
  id: number;
  label: string;
  minCny: number;
  maxCny: number;
}

export interface TripCondition {
  themes: Option[];
  days: number[];
  regions: Option[];
}

export interface TripStrategySummary {
  id: number;
  title: string;
  cover: string;
  days: number;
  cities: string[];
  theme: string;
  region: string;
  summary: string;
}

export interface TripStrategyPageQuery extends PageQuery {
  theme?: string;
  region?: string;
  days?: number;
}

export interface TripStrategyDetail extends TripStrategySummary {
  itinerary: Itinerary;
}

export interface PlanTripPayload {
  departure: string;
  destinations: string[];
  days: number;
  startDate: string | null;
  travellers: Travellers;
  budgetId: number;
  requirements: string;
}

export interface PlanTripResult {
  planId: string;
  title: string;
}

export interface SaveTripPayload {
  itineraryId: string;
  /** the traveller's version of the plan (refined or edited by hand): the saved trip keeps it instead of the generated plan, and saving again replaces it */
  itinerary?: Itinerary;
  /** how many versions the plan has had, shown on the saved trip's card */
  versions?: number;
}

/** source 'saved' (default): the trips the user saved; 'history': every itinerary the user generated. */
export interface SavedTripPageQuery extends PageQuery {
  source?: 'saved' | 'history';
}

export interface SavedTrip {
  id: number;
  itineraryId: string;
  title: string;
  days: number;
  cities: string[];
  createTime: string;
  /** the trip's first day (null when the traveller gave no date) */
  startDate: string | null;
  travellers: Travellers;
  /** how many versions the saved plan has had (1: as generated) */
  versions: number;
}

export interface AiReply {
  id: string;
  content: string;
  liked: boolean;
  trampled: boolean;
  createTime: string;
}

export interface AiReplyPayload {
  replyId: string;
}

export interface AiQuestion {
  id: number;
  question: string;
}

export interface ChatStreamPayload {
  question: string;
  /** Present when the question asks to change this plan: the answer's `done.itinerary` is the revised plan, or null with the reason as text when the change cannot be made. */
  plan?: Itinerary;
}

export interface CityStreamPayload {
  cityId: number;
}

export interface TripStreamPayload {
  planId: string;
}

export type StreamEvent =
  /** step: reading | routing | day | budget | notes | answering; day/totalDays/city while a day is written */
  | { type: 'status'; step: string; progress: number; day?: number; totalDays?: number; city?: string }
  | { type: 'delta'; text: string }
  | { type: 'day'; day: ItineraryDay }
  | { type: 'done'; replyId: string; itinerary: Itinerary | null }
  | { type: 'error'; code: number; msg: string };
