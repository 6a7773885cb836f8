import type { Itinerary, ItineraryDay } from '../../src/api/types/planner';
import type { LanguageCode } from '../../src/api/types/common';
import { phrasesFor, type Phrases } from './phrases';

/**
 * The prose the AI streams alongside the structured days. Paragraphs are separated by a blank line;
 * a paragraph starting with "## " is a heading and lines starting with "- " are list items.
 */
export interface Narrative {
  intro: string;
  days: string[];
  closing: string;
}

function narrateDay(day: ItineraryDay, p: Phrases): string {
  const heading = p.dayHeading(day.day, day.city, day.date);
  const lines = day.activities.map((a) => p.activityLine(a.slot, a.title, a.hours));
  const stay = day.stay.priceCny > 0 ? p.sleepIn(day.stay.area) : p.checkoutLine;
  return `${heading}\n\n${lines.join('\n')}\n\n${p.sentences([stay, p.tryFood(p.list(day.food)), p.costToday(day.costCny)])}`;
}

/** The plan told in `language` (the itinerary's own text is already in it). */
export function narrateItinerary(itinerary: Itinerary, language: LanguageCode = 'en'): Narrative {
  const p = phrasesFor(language);
  const route = [itinerary.departure, ...itinerary.destinations].join(' → ');
  const intro = p.intro(itinerary.days.length, p.travellers(itinerary.travellers), route, itinerary.budget.limitCny);
  const b = itinerary.budget;
  const lines: [string, number][] = [
    [p.budget.transport, b.transportCny], [p.budget.hotels, b.stayCny], [p.budget.tickets, b.ticketsCny], [p.budget.food, b.foodCny], [p.budget.total, b.perPersonCny],
  ];
  const closing =
    `## ${p.budget.heading}\n\n${lines.map(([label, cny]) => `- ${label}: ${p.money(cny)}`).join('\n')}\n\n` +
    `## ${p.goodToKnow}\n\n${itinerary.notes.map((note) => `- ${note}`).join('\n')}`;
  return { intro, days: itinerary.days.map((day) => narrateDay(day, p)), closing };
}
