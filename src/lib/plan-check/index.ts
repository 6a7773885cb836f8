import { checkEntry } from './entry';
import { checkHolidays } from './holidays';
import { checkOpening } from './opening';
import { checkRequirements } from './requirements';
import { checkKnownCities, checkPacing, checkTransfers } from './transfers';
import { checkWeather } from './weather';
import { dateOfDay } from './dates';
import { finding, type CheckInput, type Finding, type Rule, type Severity } from './types';

export type { Finding,   TravellerProfile } from './types';
export { EMPTY_PROFILE } from './types';

/** Without any date, weekdays, holidays, weather and entry cannot be checked: say so once. */
const checkDates: Rule = ({ plan }) =>
  plan.days.some((day) => dateOfDay(day, plan.startDate)) ? [] : [finding(null, 'data', 'info', 'data.noDates', {}, 'data.addStartDate')];

const RULES: readonly Rule[] = [checkDates, checkKnownCities, checkOpening, checkHolidays, checkTransfers, checkPacing, checkRequirements, checkEntry, checkWeather];

const SEVERITY_ORDER: Readonly<Record<Severity, number>> = { problem: 0, warning: 1, info: 2 };

/**
 * The reality check: every rule over the plan's structured days, trip-wide findings first, then by day and by
 * severity. It never throws on a plan it can parse and never blocks it; it informs.
 */
export function checkPlan(input: CheckInput): Finding[] {
  const findings = RULES.flatMap((rule) => rule(input));
  return findings
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.day ?? 0) - (b.item.day ?? 0) || SEVERITY_ORDER[a.item.severity] - SEVERITY_ORDER[b.item.severity] || a.index - b.index)
    .map(({ item }) => item);
}

