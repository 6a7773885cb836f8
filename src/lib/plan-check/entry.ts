import { CITY_FACTS } from '../travel-facts/cities';
import { PERMIT_PROVINCES, TRANSIT_HOURS, TRANSIT_NATIONALITIES, TRANSIT_PROVINCES, VISA_FREE, entryPort } from '../travel-facts/entry';
import { addDays, daysBetween, dateOfDay } from './dates';
import { finding, type Finding, type Rule } from './types';
import { displayNames } from '../intl-formatters';

/** Places on the trip that are outside the mainland's immigration area (their own entry rules). */
const OUTSIDE_MAINLAND = new Set(['Hong Kong SAR', 'Macau SAR']);

/** A real ISO 3166 country or region code (not a reserved or unknown one). The names are built on the first
 * check, not when the planner's code loads: the first region names a page builds cost about 90 ms with the CPU
 * throttled 4x. */
export const isCountryCode = (code: string): boolean =>
  /^[A-Z]{2}$/.test(code) && code !== 'ZZ' && displayNames('en', { type: 'region', fallback: 'none' }).of(code) !== undefined;

/** The 240 hours run from 00:00 on the day after entry: the last allowed day of exit is entry + 10 days. */
const transitDeadline = (entryDate: string): string => addDays(entryDate, TRANSIT_HOURS / 24);

function transitFindings(input: Parameters<Rule>[0], entryDate: string, lastDate: string): Finding[] {
  const { plan, traveller } = input;
  const findings: Finding[] = [];
  const port = entryPort(traveller.entryPort);
  if (!traveller.entryPort) findings.push(finding(null, 'entry', 'info', 'entry.transit.askPort', {}, null));
  else if (!port) findings.push(finding(null, 'entry', 'warning', 'entry.unknownPort', { port: traveller.entryPort }, null));
  else if (!port.transit) findings.push(finding(null, 'entry', 'problem', 'entry.transit.portNotListed', { port: port.en, portZh: port.zh, portSlug: port.city ?? '' }, 'entry.transit.usePort'));
  const origin = traveller.arrivingFrom || traveller.passport;
  if (!traveller.nextDestination) findings.push(finding(null, 'entry', 'info', 'entry.transit.askOnward', {}, null));
  else if (traveller.nextDestination === 'CN' || traveller.nextDestination === origin) {
    findings.push(finding(null, 'entry', 'problem', 'entry.transit.notOnward', { country: origin }, 'entry.transit.thirdCountry'));
  }
  const deadline = transitDeadline(entryDate);
  if (lastDate > deadline) {
    findings.push(finding(null, 'entry', 'problem', 'entry.transit.tooLong', { deadline, days: daysBetween(entryDate, lastDate) }, 'entry.transit.shorten'));
  }
  const outside = plan.days.find((day) => {
    const province = CITY_FACTS[day.citySlug]?.province;
    return province !== undefined && !TRANSIT_PROVINCES.has(province) && !OUTSIDE_MAINLAND.has(province);
  });
  if (outside) findings.push(finding(outside.day, 'entry', 'problem', 'entry.transit.outsideArea', { city: outside.city, citySlug: outside.citySlug }, 'entry.transit.needVisa'));
  const blocking = findings.some((f) => f.severity === 'problem');
  if (!blocking) findings.push(finding(null, 'entry', 'info', 'entry.transit.ok', { deadline }, 'entry.transit.howTo'));
  return findings;
}

/** Visa-free, 240-hour transit or a visa, from the passport, the dates, the port and the next destination. */
export const checkEntry: Rule = (input) => {
  const { plan, traveller } = input;
  const findings: Finding[] = [];
  const tibet = plan.days.find((day) => PERMIT_PROVINCES.has(CITY_FACTS[day.citySlug]?.province ?? ''));
  if (tibet) findings.push(finding(tibet.day, 'entry', 'warning', 'entry.tibetPermit', { city: tibet.city, citySlug: tibet.citySlug }, 'entry.tibetAgency'));
  const passport = traveller.passport.trim().toUpperCase();
  if (!passport) return [...findings, finding(null, 'entry', 'info', 'entry.askPassport', {}, null)];
  if (!isCountryCode(passport)) return [...findings, finding(null, 'entry', 'warning', 'entry.unknownCountry', { code: traveller.passport }, 'entry.pickCountry')];
  if (['CN', 'HK', 'MO', 'TW'].includes(passport)) return [...findings, finding(null, 'entry', 'info', 'entry.chineseDocument', { country: passport }, null)];
  const dates = plan.days.map((day) => dateOfDay(day, plan.startDate));
  const entryDate = dates[0];
  const lastDate = dates[dates.length - 1];
  if (!entryDate || !lastDate) return [...findings, finding(null, 'entry', 'info', 'entry.needDates', {}, null)];
  const stay = daysBetween(entryDate, lastDate) + 1;
  const rule = VISA_FREE[passport];
  if (rule) {
    const started = rule.from === null || entryDate >= rule.from;
    const ongoing = rule.until === null || entryDate <= rule.until;
    if (started && ongoing) {
      return [...findings, stay <= rule.days
        ? finding(null, 'entry', 'info', rule.until ? 'entry.visaFree.until' : 'entry.visaFree.mutual', { country: passport, days: rule.days, until: rule.until ?? '' }, 'entry.visaFree.bring')
        : finding(null, 'entry', 'problem', 'entry.visaFree.tooLong', { country: passport, days: rule.days, stay }, 'entry.visaFree.shortenOrVisa')];
    }
    findings.push(started
      ? finding(null, 'entry', 'warning', 'entry.visaFree.ended', { country: passport, until: rule.until ?? '' }, 'entry.visaFree.checkExtension')
      : finding(null, 'entry', 'warning', 'entry.visaFree.notYet', { country: passport, from: rule.from ?? '' }, null));
  }
  if (TRANSIT_NATIONALITIES.has(passport)) return [...findings, ...transitFindings(input, entryDate, lastDate)];
  return [...findings, finding(null, 'entry', 'problem', 'entry.visaNeeded', { country: passport }, 'entry.applyVisa')];
};
