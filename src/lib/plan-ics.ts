import type { Itinerary } from '../api/types/planner';
import { dateOfDay } from './plan-check/dates';
import { transferLeg } from './travel-facts/transfers';

/** Localized words the calendar needs; the caller translates. */
export interface IcsLabels {
  dayTitle: (day: number, city: string) => string;
  legTitle: (mode: string, from: string, to: string) => string;
}

/** Transfer legs start at this local time on the day of travel (a morning departure, as the plan assumes). */
const LEG_START_HOUR = 9;

const escapeText = (text: string): string => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const compact = (date: string): string => date.replace(/-/g, '');
const pad = (n: number): string => String(n).padStart(2, '0');

/** RFC 5545 lines longer than 75 octets fold onto continuation lines that start with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (new TextEncoder().encode(current + char).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Local wall-clock time of a day plus hours, as an iCalendar floating date-time. */
function localTime(date: string, hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + whole * 3_600_000 + minutes * 60_000);
  return `${compact(next.toISOString().slice(0, 10))}T${pad(next.getUTCHours())}${pad(next.getUTCMinutes())}00`;
}

/**
 * A calendar of the trip: one all-day event per day (city, sights, stay) and one timed event per transfer leg,
 * in China time. Days without a date are left out; null when none has one.
 */
export function buildIcs(plan: Itinerary, labels: IcsLabels, stamp: string): string | null {
  const events: string[][] = [];
  for (const day of plan.days) {
    const date = dateOfDay(day, plan.startDate);
    if (!date) continue;
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    events.push([
      `UID:${plan.id}-day-${day.day}@china-trip-planner`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(date)}`,
      `DTEND;VALUE=DATE:${compact(next)}`,
      `SUMMARY:${escapeText(labels.dayTitle(day.day, day.city))}`,
      `DESCRIPTION:${escapeText([...day.activities.map((a) => `${a.title} (${a.hours} h)`), day.stay.note].filter(Boolean).join('\n'))}`,
    ]);
    if (day.transfer) {
      const leg = transferLeg(plan.days[day.day - 2]?.citySlug ?? '', day.citySlug);
      const hours = leg?.doorToDoorHours ?? day.transfer.hours;
      const where = leg ? `${leg.depart.en} (${leg.depart.zh}) → ${leg.arrive.en} (${leg.arrive.zh})` : `${day.transfer.from} → ${day.transfer.to}`;
      events.push([
        `UID:${plan.id}-leg-${day.day}@china-trip-planner`,
        `DTSTAMP:${stamp}`,
        `DTSTART;TZID=Asia/Shanghai:${localTime(date, LEG_START_HOUR)}`,
        `DTEND;TZID=Asia/Shanghai:${localTime(date, LEG_START_HOUR + hours)}`,
        `SUMMARY:${escapeText(labels.legTitle(day.transfer.mode, day.transfer.from, day.transfer.to))}`,
        `LOCATION:${escapeText(where)}`,
        `DESCRIPTION:${escapeText(day.transfer.note)}`,
      ]);
    }
  }
  if (events.length === 0) return null;
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//China Trip Planner//Plan export//EN', 'CALSCALE:GREGORIAN', `X-WR-CALNAME:${escapeText(plan.title)}`,
    'BEGIN:VTIMEZONE', 'TZID:Asia/Shanghai', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0800', 'TZOFFSETTO:+0800', 'TZNAME:CST', 'END:STANDARD', 'END:VTIMEZONE',
    ...events.flatMap((event) => ['BEGIN:VEVENT', ...event, 'END:VEVENT']),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
