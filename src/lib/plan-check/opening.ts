import type { DaySlot, ItineraryActivity } from '../../api/types/planner';
import { holidayOn } from '../travel-facts/holidays';
import { SIGHTS, type SightFacts } from '../travel-facts/sights';
import { clock, dateOfDay, weekdayOf } from './dates';
import { finding, type Finding, type Rule } from './types';

/** When a slot of the day starts and ends, in hours after midnight. */
const SLOT_HOURS: Readonly<Record<DaySlot, { start: number; end: number }>> = {
  morning: { start: 9, end: 12.5 },
  afternoon: { start: 13.5, end: 17.5 },
  evening: { start: 18.5, end: 21.5 },
};

/** Book-ahead windows from this many days count as a warning, not just a note. */
const LONG_BOOKING_DAYS = 7;

function closedOn(facts: SightFacts, date: string): 'weekday' | 'onlyWeekdays' | 'season' | null {
  const weekday = weekdayOf(date);
  if (facts.onlyWeekdays && !facts.onlyWeekdays.includes(weekday)) return 'onlyWeekdays';
  if (facts.closedWeekdays.includes(weekday) && !(facts.opensOnHolidays && holidayOn(date))) return 'weekday';
  if (facts.season) {
    const monthDay = date.slice(5);
    const { from, to } = facts.season;
    const inSeason = from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;
    if (!inSeason) return 'season';
  }
  return null;
}

function timing(activity: ItineraryActivity, facts: SightFacts, day: number, title: string): Finding[] {
  const slot = SLOT_HOURS[activity.slot];
  if (facts.lastEntry && slot.start >= clock(facts.lastEntry)) {
    return [finding(day, 'opening', 'problem', 'opening.afterLastEntry', { title, lastEntry: facts.lastEntry }, 'opening.visitEarlier')];
  }
  if (facts.opens && Math.min(slot.end, slot.start + activity.hours) <= clock(facts.opens)) {
    return [finding(day, 'opening', 'problem', 'opening.beforeOpening', { title, opens: facts.opens }, 'opening.visitLater')];
  }
  return [];
}

/** Opening days, hours, seasons and booking rules of every sight the plan names. */
export const checkOpening: Rule = ({ plan }) => {
  const findings: Finding[] = [];
  const booked = new Set<string>();
  for (const day of plan.days) {
    const date = dateOfDay(day, plan.startDate);
    for (const activity of day.activities) {
      if (!activity.sightId) continue;
      const title = activity.title;
      const facts = SIGHTS[activity.sightId];
      if (!facts) {
        findings.push(finding(day.day, 'data', 'warning', 'data.unknownSight', { title }, 'data.checkYourself'));
        continue;
      }
      if (facts.city !== day.citySlug) findings.push(finding(day.day, 'data', 'warning', 'data.sightElsewhere', { title, city: day.city, citySlug: day.citySlug }, null));
      if (date) {
        const closed = closedOn(facts, date);
        if (closed) {
          const openDay = plan.days.find((other) => {
            const otherDate = dateOfDay(other, plan.startDate);
            return other.citySlug === day.citySlug && other.day !== day.day && otherDate !== null && closedOn(facts, otherDate) === null;
          });
          findings.push(finding(day.day, 'opening', 'problem', `opening.closed.${closed}`, {
            title, weekday: weekdayOf(date), weekdays: (facts.onlyWeekdays ?? []).join(','), from: facts.season?.from ?? '', to: facts.season?.to ?? '',
            otherDay: openDay?.day ?? 0,
          }, openDay ? 'opening.moveToDay' : 'opening.replaceSight'));
        }
      }
      findings.push(...timing(activity, facts, day.day, title));
      if (facts.bookAheadDays > 0 && !booked.has(activity.sightId)) {
        booked.add(activity.sightId);
        findings.push(finding(day.day, 'booking', facts.bookAheadDays >= LONG_BOOKING_DAYS ? 'warning' : 'info', facts.passport ? 'booking.aheadPassport' : 'booking.ahead', {
          title, count: facts.bookAheadDays,
        }, 'booking.howTo'));
      }
    }
  }
  return findings;
};
