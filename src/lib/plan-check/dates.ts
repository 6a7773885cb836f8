import type { ItineraryDay } from '../../api/types/planner';
import type { Weekday } from '../travel-facts/sights';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const toTime = (date: string): number => Date.parse(`${date}T00:00:00Z`);

export const isIsoDate = (value: string | null | undefined): value is string => typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(toTime(value));

export const weekdayOf = (date: string): Weekday => new Date(toTime(date)).getUTCDay() as Weekday;

export const addDays = (date: string, days: number): string => new Date(toTime(date) + days * DAY_MS).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string): number => Math.round((toTime(to) - toTime(from)) / DAY_MS);

export const monthOf = (date: string): number => Number(date.slice(5, 7));

/** The date of each day: its own, or counted from the trip's start date; null when neither is known. */
export function dateOfDay(day: ItineraryDay, startDate: string | null): string | null {
  if (isIsoDate(day.date)) return day.date;
  return isIsoDate(startDate) ? addDays(startDate, day.day - 1) : null;
}

/** "HH:MM" to hours after midnight. */
export const clock = (time: string): number => Number(time.slice(0, 2)) + Number(time.slice(3, 5)) / 60;
