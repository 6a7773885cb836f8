import type { ItineraryDay } from '../../api/types/planner';
import { CITY_FACTS } from '../travel-facts/cities';
import { RAIL_SALE_DAYS, flightIsQuicker, transferLeg, type TransferLeg } from '../travel-facts/transfers';
import { addDays, dateOfDay } from './dates';
import { finding, type Finding, type Rule } from './types';

/** Hours of a travel day a visitor can use, 08:00 to 21:00. */
const USABLE_DAY_HOURS = 13;

/** A ride this much shorter than the timetable's is a wrong travel time, not rounding. */
const TOLERANCE_HOURS = 1;

const sightseeingHours = (day: ItineraryDay): number => day.activities.filter((a) => a.sightId).reduce((sum, a) => sum + a.hours, 0);

/** Each change of city in order: the day it happens on and the leg, or undefined when a city is not in the data. */
function cityChanges(days: readonly ItineraryDay[]): { day: ItineraryDay; from: ItineraryDay; leg: TransferLeg | undefined }[] {
  return days.slice(1).flatMap((day, index) => {
    const from = days[index];
    return from.citySlug === day.citySlug ? [] : [{ day, from, leg: transferLeg(from.citySlug, day.citySlug) }];
  });
}

function legFindings(day: ItineraryDay, leg: TransferLeg, today: string, date: string | null): Finding[] {
  const sights = sightseeingHours(day);
  const remaining = USABLE_DAY_HOURS - leg.doorToDoorHours - sights;
  const findings = [
    finding(day.day, 'transfer', 'info', leg.estimated ? 'transfer.legEstimated' : 'transfer.leg', {
      mode: leg.mode, depart: leg.depart.en, departZh: leg.depart.zh, departSlug: leg.from, arrive: leg.arrive.en, arriveZh: leg.arrive.zh, arriveSlug: leg.to,
      ride: leg.rideHours, doorToDoor: leg.doorToDoorHours, remaining: Math.max(0, USABLE_DAY_HOURS - leg.doorToDoorHours),
    }, flightIsQuicker(leg) ? 'transfer.flyInstead' : null),
  ];
  if (remaining < 0) {
    findings.push(finding(day.day, 'pacing', 'problem', 'pacing.dayOverfull', { needed: leg.doorToDoorHours + sights, available: USABLE_DAY_HOURS }, 'pacing.dropActivity'));
  }
  if (leg.doorToDoorHours > sights && sights > 0) {
    findings.push(finding(day.day, 'pacing', 'warning', 'pacing.moreTransitThanSights', { transit: leg.doorToDoorHours, sights }, 'pacing.stayLonger'));
  }
  if (leg.mode === 'high-speed rail' && date) {
    const saleDate = addDays(date, -(RAIL_SALE_DAYS - 1));
    if (today < saleDate) findings.push(finding(day.day, 'booking', 'info', 'booking.railSaleOpens', { saleDate }, 'booking.railHowTo'));
  }
  return findings;
}

/** Every change of city as a leg with its real mode and door-to-door time, and what it leaves of the day. */
export const checkTransfers: Rule = ({ plan, today }) => {
  const findings: Finding[] = [];
  for (const { day, from, leg } of cityChanges(plan.days)) {
    if (!leg) continue;
    if (!day.transfer) {
      findings.push(finding(day.day, 'transfer', 'problem', 'transfer.missing', { from: from.city, fromSlug: from.citySlug, to: day.city, toSlug: day.citySlug, mode: leg.mode, doorToDoor: leg.doorToDoorHours }, 'transfer.addTime'));
    } else if (day.transfer.mode === leg.mode && day.transfer.hours < leg.rideHours - TOLERANCE_HOURS) {
      findings.push(finding(day.day, 'transfer', 'warning', 'transfer.tooShort', { planned: day.transfer.hours, real: leg.rideHours, mode: leg.mode }, 'transfer.addTime'));
    }
    findings.push(...legFindings(day, leg, today, dateOfDay(day, plan.startDate)));
  }
  return findings;
};

/** Cities not in the data are named once each, so a plan about them is not silently passed. */
export const checkKnownCities: Rule = ({ plan }) => {
  const unknown = new Map<string, ItineraryDay>();
  for (const day of plan.days) if (!CITY_FACTS[day.citySlug] && !unknown.has(day.citySlug)) unknown.set(day.citySlug, day);
  return [...unknown.values()].map((day) => finding(day.day, 'data', 'warning', 'data.unknownCity', { city: day.city || day.citySlug }, 'data.checkYourself'));
};

/** Too many stops for the days, and a change of city on the day of a long flight in. */
export const checkPacing: Rule = ({ plan, traveller }) => {
  const findings: Finding[] = [];
  const stops = 1 + cityChanges(plan.days).length;
  const days = plan.days.length;
  if (stops > 1 && stops * 2 > days + 1) {
    findings.push(finding(null, 'pacing', 'problem', 'pacing.tooManyCities', { cities: stops, days, most: Math.max(1, Math.floor((days + 1) / 2)) }, 'pacing.dropCity'));
  }
  const first = plan.days[0];
  if (traveller.longHaulArrival && first?.transfer) {
    findings.push(finding(first.day, 'pacing', 'warning', 'pacing.transferOnArrival', { to: first.city, toSlug: first.citySlug }, 'pacing.restFirst'));
  }
  return findings;
};
