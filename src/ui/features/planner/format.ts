import type { BudgetOption, Travellers } from '../../../api/types/planner';
import { routeArrow } from '../../../lib/bidi';
import { formatCny } from '../../components/format';
import { dateTimeFormat, listFormat } from '../../../lib/intl-formatters';

/** What each kind of leg is called on a day card. */
export const TRANSFER_MODE_LABEL = { 'high-speed rail': 'planner:itinerary.rail', flight: 'planner:itinerary.flight', bus: 'planner:itinerary.bus' } as const;

/** The top budget's upper bound is only a ceiling for the generator; shown as "over". */
const OPEN_ENDED_CNY = 50_000;

export { formatCny };

/** The budget's label in the reader's language, from its bounds rather than the server's English label. */
export function budgetLabel(budget: BudgetOption, language: string, t: (key: string, values: Record<string, string>) => string): string {
  const min = formatCny(budget.minCny, language);
  const max = formatCny(budget.maxCny, language);
  if (budget.minCny === 0) return t('planner:budgets.under', { max });
  if (budget.maxCny >= OPEN_ENDED_CNY) return t('planner:budgets.over', { min });
  return t('planner:budgets.between', { min, max });
}

/** A calendar date (YYYY-MM-DD) in the reader's language; anything unreadable is shown as it came. */
export function formatTripDate(date: string, language: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(parsed);
}

/** A trip's first to last day (YYYY-MM-DD start, so many days) in the reader's language, as one range. */
export function formatTripDates(startDate: string, days: number, language: string): string {
  const start = new Date(`${startDate}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return startDate;
  const end = new Date(start.getTime() + (Math.max(days, 1) - 1) * 86_400_000);
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(start, end);
}

/** "2 adults, 1 child" in the reader's language: each group through its plural rules, empty groups left out. */
export function partyText(travellers: Travellers, language: string, t: (key: string, values: { count: number }) => string): string {
  const groups = (['adults', 'children', 'elders'] as const).filter((group) => travellers[group] > 0);
  return listFormat(language, { type: 'conjunction' }).format(groups.map((group) => t(`planner:userTrip.${group}`, { count: travellers[group] })));
}

/** The stops of a route in order, joined by an arrow that points the way the page reads. */
export function routeText(stops: readonly string[], language: string): string {
  return stops.join(` ${routeArrow(language)} `);
}

/** "Changed days: 2, 3, and 4." with the reader's own list words and commas ("2、3和4", "2 و3 و4"), or that no day changed. */
export function changedDaysText(days: readonly number[], language: string, t: (key: string, values?: Record<string, string>) => string): string {
  if (days.length === 0) return t('planner:versions.noDaysChanged');
  return t('planner:versions.changedDays', { days: listFormat(language, { type: 'conjunction' }).format(days.map(String)) });
}

export type CountedUnit = 'hours' | 'days' | 'cities';

/** "4.5 h", "3 days", "مدينتان": a number of hours, days or cities through the reader's plural rules. */
export function countText(unit: CountedUnit, count: number, t: (key: string, values: { count: number }) => string): string {
  return t(`common:units.${unit}`, { count });
}
