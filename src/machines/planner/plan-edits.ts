import type { DaySlot, Itinerary, ItineraryActivity, ItineraryDay } from '../../api/types/planner';

/** Longest stop title and day note a traveller may type; longer input is refused with a message, not cut. */
export const MAX_STOP_TITLE = 120;
export const MAX_DAY_NOTE = 500;

/**
 * One change made by hand. Days are day numbers (from 1); stops are positions in a day's list (from 0).
 * A move names where the day or stop lands (`to`); the others shift to make room.
 */
export type PlanEdit =
  | { kind: 'moveDay'; day: number; to: number }
  | { kind: 'moveStop'; day: number; stop: number; to: number }
  | { kind: 'moveStopToDay'; day: number; stop: number; toDay: number }
  | { kind: 'removeStop'; day: number; stop: number }
  | { kind: 'addStop'; day: number; title: string; slot: DaySlot }
  | { kind: 'noteDay'; day: number; note: string };

/** Why an edit was refused; each has a message in the planner namespace (`planner:versions.errors.<reason>`). */
type EditError = 'noSuchDay' | 'noSuchStop' | 'pastStart' | 'pastEnd' | 'samePlace' | 'sameDay' | 'stopTitleRequired' | 'stopTitleTooLong' | 'noteTooLong';

export type EditResult = { ok: true; plan: Itinerary } | { ok: false; error: EditError };

const refuse = (error: EditError): EditResult => ({ ok: false, error });

/** A stop's ticket is part of its day's cost and of the per-person budget; moving it carries the cost along. */
const ticketOf = (activity: ItineraryActivity) => (activity.sightId ? activity.costCny : 0);

const tickets = (days: readonly ItineraryDay[]) => days.reduce((sum, day) => sum + day.activities.reduce((s, a) => s + ticketOf(a), 0), 0);
const transfers = (days: readonly ItineraryDay[]) => days.reduce((sum, day) => sum + (day.transfer?.priceCny ?? 0), 0);

/** The plan with new days; the per-person budget follows the tickets and transfers that came or went. */
function withDays(plan: Itinerary, days: ItineraryDay[]): Itinerary {
  const ticketChange = tickets(days) - tickets(plan.days);
  const transportChange = transfers(days) - transfers(plan.days);
  const budget = {
    ...plan.budget,
    ticketsCny: plan.budget.ticketsCny + ticketChange,
    transportCny: plan.budget.transportCny + transportChange,
    perPersonCny: plan.budget.perPersonCny + ticketChange + transportChange,
  };
  return { ...plan, days, budget };
}

function replaceDay(days: readonly ItineraryDay[], index: number, day: ItineraryDay): ItineraryDay[] {
  return days.map((existing, i) => (i === index ? day : existing));
}

/**
 * Days keep their place's date and number when they move; a transfer stays only while it still
 * leads from the day before's city (the departure city for day 1) to the day's own.
 */
function renumber(plan: Itinerary, days: readonly ItineraryDay[]): ItineraryDay[] {
  return days.map((day, index) => {
    const previousCity = index === 0 ? plan.departure : days[index - 1].city;
    const transfer = day.transfer && day.transfer.from === previousCity && day.transfer.to === day.city ? day.transfer : null;
    const costCny = day.costCny - (day.transfer && !transfer ? day.transfer.priceCny : 0);
    return { ...day, day: index + 1, date: plan.days[index].date, transfer, costCny };
  });
}

/** The list with the item at `from` taken out and put back at `to`, or why it cannot go there. */
function moved<T>(items: readonly T[], from: number, to: number): T[] | EditError {
  if (to < 0) return 'pastStart';
  if (to >= items.length) return 'pastEnd';
  if (to === from) return 'samePlace';
  const rest = items.filter((_, i) => i !== from);
  return [...rest.slice(0, to), items[from], ...rest.slice(to)];
}

function moveDay(plan: Itinerary, index: number, to: number): EditResult {
  const days = moved(plan.days, index, to - 1);
  return typeof days === 'string' ? refuse(days) : { ok: true, plan: withDays(plan, renumber(plan, days)) };
}

function moveStop(plan: Itinerary, index: number, stop: number, to: number): EditResult {
  const activities = moved(plan.days[index].activities, stop, to);
  if (typeof activities === 'string') return refuse(activities);
  return { ok: true, plan: withDays(plan, replaceDay(plan.days, index, { ...plan.days[index], activities })) };
}

function moveStopToDay(plan: Itinerary, index: number, stop: number, toDay: number): EditResult {
  const target = toDay - 1;
  if (!plan.days[target]) return refuse('noSuchDay');
  if (target === index) return refuse('sameDay');
  const from = plan.days[index];
  const moved = from.activities[stop];
  const cost = ticketOf(moved);
  const days = plan.days.map((day, i) => {
    if (i === index) return { ...day, activities: day.activities.filter((_, s) => s !== stop), costCny: day.costCny - cost };
    if (i === target) return { ...day, activities: [...day.activities, moved], costCny: day.costCny + cost };
    return day;
  });
  return { ok: true, plan: withDays(plan, days) };
}

function removeStop(plan: Itinerary, index: number, stop: number): EditResult {
  const day = plan.days[index];
  const cost = ticketOf(day.activities[stop]);
  const activities = day.activities.filter((_, s) => s !== stop);
  return { ok: true, plan: withDays(plan, replaceDay(plan.days, index, { ...day, activities, costCny: day.costCny - cost })) };
}

function addStop(plan: Itinerary, index: number, rawTitle: string, slot: DaySlot): EditResult {
  const title = rawTitle.trim();
  if (!title) return refuse('stopTitleRequired');
  if (title.length > MAX_STOP_TITLE) return refuse('stopTitleTooLong');
  const day = plan.days[index];
  const added: ItineraryActivity = { slot, sightId: null, title, hours: 1, note: '', costCny: 0 };
  return { ok: true, plan: withDays(plan, replaceDay(plan.days, index, { ...day, activities: [...day.activities, added] })) };
}

const withoutNote = ({ note: _note, ...day }: ItineraryDay): ItineraryDay => day;

function noteDay(plan: Itinerary, index: number, rawNote: string): EditResult {
  const note = rawNote.trim();
  if (note.length > MAX_DAY_NOTE) return refuse('noteTooLong');
  const day = withoutNote(plan.days[index]);
  return { ok: true, plan: withDays(plan, replaceDay(plan.days, index, note ? { ...day, note } : day)) };
}

/** Applies one hand edit to a plan, or says why it cannot be made; the plan given is never changed. */
export function applyEdit(plan: Itinerary, edit: PlanEdit): EditResult {
  const index = edit.day - 1;
  if (!plan.days[index]) return refuse('noSuchDay');
  if ('stop' in edit && !plan.days[index].activities[edit.stop]) return refuse('noSuchStop');
  switch (edit.kind) {
    case 'moveDay': return moveDay(plan, index, edit.to);
    case 'moveStop': return moveStop(plan, index, edit.stop, edit.to);
    case 'moveStopToDay': return moveStopToDay(plan, index, edit.stop, edit.toDay);
    case 'removeStop': return removeStop(plan, index, edit.stop);
    case 'addStop': return addStop(plan, index, edit.title, edit.slot);
    case 'noteDay': return noteDay(plan, index, edit.note);
  }
}

/** What a day shows apart from its date and number: two days with the same content are the same day. */
function dayContent({ day: _day, date: _date, ...content }: ItineraryDay): string {
  return JSON.stringify(content);
}

/** Day numbers of `next` whose content differs from the same place in `previous` (days added at the end count as changed). */
export function changedDays(previous: Itinerary, next: Itinerary): number[] {
  return next.days.filter((day, index) => !previous.days[index] || dayContent(previous.days[index]) !== dayContent(day)).map((day) => day.day);
}

/** What is being dragged: a day, or one stop of a day. */
export type DragItem = { kind: 'day'; day: number } | { kind: 'stop'; day: number; stop: number };

/**
 * The edit a drop makes: a day dropped on another day takes its place; a stop dropped on a stop of
 * its own day takes that stop's place, and on another day (or any of its stops) joins that day.
 */
export function editForDrop(item: DragItem, targetDay: number, targetStop: number | null): PlanEdit | null {
  if (item.kind === 'day') return item.day === targetDay ? null : { kind: 'moveDay', day: item.day, to: targetDay };
  if (item.day !== targetDay) return { kind: 'moveStopToDay', day: item.day, stop: item.stop, toDay: targetDay };
  if (targetStop === null || targetStop === item.stop) return null;
  return { kind: 'moveStop', day: item.day, stop: item.stop, to: targetStop };
}
