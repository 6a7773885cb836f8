import type { Itinerary, ItineraryDay } from '../../src/api/types/trip';

/**
 * The prose the AI streams alongside the structured days. Paragraphs are separated by a blank line;
 * a paragraph starting with "## " is a heading and lines starting with "- " are list items.
 */
export interface Narrative {
  intro: string;
  days: string[];
  closing: string;
}

const SLOT_WORDS = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' } as const;

function travellerWords(itinerary: Itinerary): string {
  const { adults, children, elders } = itinerary.travellers;
  const parts = [
    adults ? `${adults} adult${adults > 1 ? 's' : ''}` : '',
    children ? `${children} child${children > 1 ? 'ren' : ''}` : '',
    elders ? `${elders} senior${elders > 1 ? 's' : ''}` : '',
  ].filter(Boolean);
  return parts.join(', ');
}

function narrateDay(day: ItineraryDay): string {
  const heading = `## Day ${day.day} · ${day.city}${day.date ? ` · ${day.date}` : ''}`;
  const lines = day.activities.map((a) => `- ${SLOT_WORDS[a.slot]}: ${a.title}, about ${a.hours} h.`);
  const stay = day.stay.priceCny > 0 ? `Sleep in ${day.stay.area}.` : 'Check out and head home or onwards.';
  return `${heading}\n\n${lines.join('\n')}\n\n${stay} Try ${day.food.join(' and ')}. About ¥${day.costCny.toLocaleString('en-US')} per person today.`;
}

export function narrateItinerary(itinerary: Itinerary): Narrative {
  const route = [itinerary.departure, ...itinerary.destinations].join(' → ');
  const intro =
    `Here is your ${itinerary.days.length}-day plan for ${travellerWords(itinerary)}: ${route}. ` +
    `I kept the destinations in your order, matched each day to what is open and best at that time of day, ` +
    `and priced everything per person against your budget of ¥${itinerary.budget.limitCny.toLocaleString('en-US')}.`;
  const b = itinerary.budget;
  const closing =
    `## Budget per person\n\n- Transport in China: ¥${b.transportCny.toLocaleString('en-US')}\n- Hotels: ¥${b.stayCny.toLocaleString('en-US')}\n` +
    `- Tickets: ¥${b.ticketsCny.toLocaleString('en-US')}\n- Food: ¥${b.foodCny.toLocaleString('en-US')}\n- Total: ¥${b.perPersonCny.toLocaleString('en-US')}\n\n` +
    `## Good to know\n\n${itinerary.notes.map((note) => `- ${note}`).join('\n')}`;
  return { intro, days: itinerary.days.map(narrateDay), closing };
}

/** Splits text into streamable pieces of a few words, keeping every character, so the pieces join back to the text. */
export function toPieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}
