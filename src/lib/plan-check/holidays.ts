import { CROWDED_HOLIDAYS, HOLIDAY_YEARS, holidayOn } from '../travel-facts/holidays';
import { dateOfDay } from './dates';
import { finding, type Finding, type Rule } from './types';

/** Public holidays the trip's dates touch, once per holiday on its first day in the trip. */
export const checkHolidays: Rule = ({ plan }) => {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const unknownYears = new Set<number>();
  for (const day of plan.days) {
    const date = dateOfDay(day, plan.startDate);
    if (!date) continue;
    const year = Number(date.slice(0, 4));
    if (!HOLIDAY_YEARS.includes(year)) unknownYears.add(year);
    const holiday = holidayOn(date);
    if (!holiday || seen.has(holiday.from)) continue;
    seen.add(holiday.from);
    const crowded = CROWDED_HOLIDAYS.has(holiday.name);
    findings.push(finding(day.day, 'holiday', crowded ? 'warning' : 'info', crowded ? 'holiday.crowded' : 'holiday.quiet', {
      holiday: holiday.name, from: holiday.from, to: holiday.to, expected: holiday.status === 'expected' ? 1 : 0,
    }, crowded ? 'holiday.bookEarly' : null));
  }
  for (const year of unknownYears) findings.push(finding(null, 'holiday', 'info', 'holiday.unknownYear', { year }, null));
  return findings;
};
