import type { Itinerary, TripStrategyDetail, TripStrategySummary } from '../../src/api/types/planner';
import type { LanguageCode } from '../../src/api/types/common';
import { cityBySlug } from '../data/china';
import { budgetById } from './budgets';
import { generateItinerary, type ItineraryRequest } from './itinerary';

interface ReadyMadePlan {
  theme: string;
  region: string;
  departure: string;
  destinations: string[];
  days: number;
  budgetId: number;
  travellers?: ItineraryRequest['travellers'];
  requirements?: string;
  summary: string;
}

const COUPLE = { adults: 2, children: 0, elders: 0 };

const PLANS: readonly ReadyMadePlan[] = [
  { theme: 'classic', region: 'north', departure: 'shanghai', destinations: ['beijing', 'xian'], days: 6, budgetId: 2, summary: 'The Forbidden City, the Great Wall and the Terracotta Army in one unhurried week, linked by fast trains.' },
  { theme: 'classic', region: 'east', departure: 'beijing', destinations: ['shanghai', 'suzhou', 'hangzhou'], days: 7, budgetId: 2, summary: 'Skyline, canal towns and West Lake: the polished east coast, with gardens and tea hills between the cities.' },
  { theme: 'nature', region: 'south', departure: 'guangzhou', destinations: ['guilin'], days: 4, budgetId: 1, summary: 'Karst peaks, a Li River cruise and cycling among rice fields around Yangshuo.' },
  { theme: 'nature', region: 'central', departure: 'shanghai', destinations: ['zhangjiajie'], days: 4, budgetId: 2, requirements: 'photography', summary: 'Sandstone pillars at sunrise, the glass bridge and Tianmen Mountain, timed for the best light.' },
  { theme: 'food', region: 'southwest', departure: 'shanghai', destinations: ['chengdu', 'chongqing'], days: 6, budgetId: 2, summary: 'Hotpot, noodles and pandas: a spicy trail through Sichuan and the mountain city of Chongqing.' },
  { theme: 'food', region: 'south', departure: 'beijing', destinations: ['guangzhou', 'shenzhen'], days: 5, budgetId: 3, summary: 'Dim sum mornings and Cantonese night markets, from old Guangzhou to design-led Shenzhen.' },
  { theme: 'culture', region: 'northwest', departure: 'beijing', destinations: ['xian', 'dunhuang'], days: 8, budgetId: 3, summary: 'Along the Silk Road: city walls, Buddhist caves and dunes at the edge of the Gobi.' },
  { theme: 'culture', region: 'southwest', departure: 'shanghai', destinations: ['kunming', 'dali', 'lijiang'], days: 9, budgetId: 2, summary: 'Yunnan\u2019s old towns, lakes and snow mountains, with Bai and Naxi culture along the way.' },
  { theme: 'family', region: 'southwest', departure: 'beijing', destinations: ['chengdu'], days: 5, budgetId: 3, travellers: { adults: 2, children: 2, elders: 0 }, summary: 'Giant pandas, teahouses and a gentle pace built for children, with two visits a day.' },
  { theme: 'family', region: 'east', departure: 'beijing', destinations: ['shanghai', 'hangzhou'], days: 6, budgetId: 3, travellers: { adults: 2, children: 1, elders: 2 }, summary: 'Three generations, one trip: short walks, boat rides on West Lake and easy rail links.' },
  { theme: 'nature', region: 'northeast', departure: 'beijing', destinations: ['harbin'], days: 4, budgetId: 2, summary: 'Ice sculptures, Russian-era streets and frozen river fun in China\u2019s winter capital.' },
  { theme: 'classic', region: 'south', departure: 'shanghai', destinations: ['xiamen', 'guangzhou'], days: 6, budgetId: 1, requirements: 'no flights', summary: 'Gulangyu island, tulou country and Cantonese food, all by high-speed rail on a modest budget.' },
];

/** Only plans whose cities are in the dataset are offered. */
const AVAILABLE = PLANS.filter((plan) => [plan.departure, ...plan.destinations].every((slug) => cityBySlug(slug)));

const READY_MADE_PREFIX = 'ready-';
const READY_MADE_TIME = '2026-11-01T08:00:00.000Z';

function requestOf(plan: ReadyMadePlan): ItineraryRequest {
  return {
    departure: plan.departure,
    destinations: plan.destinations,
    days: plan.days,
    startDate: null,
    travellers: plan.travellers ?? COUPLE,
    budget: budgetById(plan.budgetId) ?? { id: 0, label: '', minCny: 0, maxCny: 0 },
    requirements: plan.requirements ?? '',
  };
}

const cache = new Map<string, Itinerary>();

function itineraryOf(id: number, language: LanguageCode): Itinerary {
  const key = `${id}:${language}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const itinerary = generateItinerary(requestOf(AVAILABLE[id - 1]), { id: `${READY_MADE_PREFIX}${id}`, createTime: READY_MADE_TIME }, language);
  cache.set(key, itinerary);
  return itinerary;
}

/** A plan's card in the reader's language: its title and cities, also the caption on its cover, are the itinerary's own. */
function summaryOf(id: number, language: LanguageCode): TripStrategySummary {
  const plan = AVAILABLE[id - 1];
  const itinerary = itineraryOf(id, language);
  return {
    id,
    title: itinerary.title,
    cover: `media/cover/strategy-${id}?caption=${encodeURIComponent(itinerary.destinations.join(' · '))}`,
    days: plan.days,
    cities: itinerary.destinations,
    theme: plan.theme,
    region: plan.region,
    summary: plan.summary,
  };
}

export function readyMadeSummaries(language: LanguageCode): TripStrategySummary[] {
  return AVAILABLE.map((_, index) => summaryOf(index + 1, language));
}

export function readyMadeDetail(id: number, language: LanguageCode): TripStrategyDetail | null {
  if (!AVAILABLE[id - 1]) return null;
  return { ...summaryOf(id, language), itinerary: itineraryOf(id, language) };
}

/** The itinerary of a ready-made plan by its itinerary id (`ready-3`), or null. */
export function readyMadeItinerary(itineraryId: string, language: LanguageCode): Itinerary | null {
  if (!itineraryId.startsWith(READY_MADE_PREFIX)) return null;
  const id = Number(itineraryId.slice(READY_MADE_PREFIX.length));
  return Number.isInteger(id) && AVAILABLE[id - 1] ? itineraryOf(id, language) : null;
}

export const READY_MADE_DAYS: readonly number[] = [...new Set(PLANS.map((plan) => plan.days))].sort((a, b) => a - b);
