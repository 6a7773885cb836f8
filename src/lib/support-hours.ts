import { beijingWallClock, instantOfBeijingWallClock } from './beijing-time';

/** When people answer the live support: Beijing time (UTC+8, no daylight saving). A dated company fact, not a constant to bury in a view. */
export const SUPPORT_HOURS = {
  /** days of the week at work (0 Sunday … 6 Saturday) */
  weekdays: [1, 2, 3, 4, 5],
  opensAt: { hour: 9, minute: 0 },
  closesAt: { hour: 18, minute: 0 },
  source: 'China Trip Planner customer-service roster',
  asOf: '2026-11-01',
} as const;

export type SupportHours = typeof SUPPORT_HOURS;

export interface SupportStatus {
  online: boolean;
  /** when the team is next at work (ms); while online, when this shift ends */
  changesAt: number;
}

const minutesOf = (time: { hour: number; minute: number }) => time.hour * 60 + time.minute;

/** Whether the team is at work at `now`, and when that changes, counted in Beijing time whatever the visitor's zone. */
export function supportStatus(now: number, hours: SupportHours = SUPPORT_HOURS): SupportStatus {
  const beijing = beijingWallClock(now);
  const workday = (day: Date) => (hours.weekdays as readonly number[]).includes(day.getUTCDay());
  const minute = beijing.getUTCHours() * 60 + beijing.getUTCMinutes();
  const at = (day: Date, time: { hour: number; minute: number }) =>
    instantOfBeijingWallClock(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), time.hour, time.minute)));
  if (workday(beijing) && minute >= minutesOf(hours.opensAt) && minute < minutesOf(hours.closesAt)) {
    return { online: true, changesAt: at(beijing, hours.closesAt) };
  }
  const day = new Date(beijing);
  if (minute >= minutesOf(hours.opensAt)) day.setUTCDate(day.getUTCDate() + 1);
  while (!workday(day)) day.setUTCDate(day.getUTCDate() + 1);
  return { online: false, changesAt: at(day, hours.opensAt) };
}
