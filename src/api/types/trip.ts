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
  mode: 'high-speed rail' | 'flight';
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
