import type {
  BudgetOption, BudgetSummary, DaySlot, Itinerary, ItineraryActivity, ItineraryDay, ItineraryTransfer, Travellers,
} from '../../src/api/types/trip';
import { cityBySlug, distanceKm, travelBetween, type CityData } from '../data/china';
import { readRequirements, type RequirementFlags } from './requirements';

export interface ItineraryRequest {
  departure: string;
  destinations: readonly string[];
  days: number;
  startDate: string | null;
  travellers: Travellers;
  budget: BudgetOption;
  requirements: string;
}

export interface ItineraryMeta {
  id: string;
  createTime: string;
}

type HotelTier = 'luxury' | 'mid' | 'budget';
type Sight = CityData['sights'][number];

const TIERS: readonly HotelTier[] = ['luxury', 'mid', 'budget'];
const RAIL_KM_PER_HOUR = 250;
const RAIL_CNY_PER_KM = 0.46;
const DAY_MS = 86_400_000;

function cityOf(slug: string): CityData {
  const city = cityBySlug(slug);
  if (!city) throw new Error(`Unknown city ${slug}`);
  return city;
}

export function isGentlePace(travellers: Travellers, flags: RequirementFlags): boolean {
  return travellers.children > 0 || travellers.elders > 0 || flags.accessible;
}

/** Days per destination: an even share, the spare days going to the cities with the most to see. */
function shareDays(cities: readonly CityData[], days: number): number[] {
  const base = Math.floor(days / cities.length);
  const shares = cities.map(() => base);
  const bySights = cities.map((city, index) => ({ index, sights: city.sights.length })).sort((a, b) => b.sights - a.sights || a.index - b.index);
  for (let spare = days - base * cities.length, k = 0; spare > 0; spare -= 1, k += 1) shares[bySights[k % cities.length].index] += 1;
  return shares;
}

function transferBetween(from: CityData, to: CityData, flags: RequirementFlags): ItineraryTransfer {
  const travel = travelBetween(from, to);
  if (travel.mode === 'flight' && flags.noFlights) {
    const km = distanceKm(from, to) * 1.25;
    return {
      from: from.names.en, to: to.names.en, mode: 'high-speed rail',
      hours: Math.round((km / RAIL_KM_PER_HOUR + 0.7) * 10) / 10,
      priceCny: Math.round((km * RAIL_CNY_PER_KM) / 10) * 10,
      note: `A long rail day instead of a flight, as you asked: book a second-class or first-class seat on 12306 and bring snacks.`,
    };
  }
  return { from: from.names.en, to: to.names.en, mode: travel.mode, hours: travel.hours, priceCny: travel.priceCny, note: travel.note };
}

function visitHours(sight: Sight, gentle: boolean): number {
  return gentle ? sight.hours + 0.5 : sight.hours;
}

function addDays(startDate: string | null, offset: number): string | null {
  if (!startDate) return null;
  const start = Date.parse(`${startDate}T00:00:00Z`);
  return Number.isNaN(start) ? null : new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
}

interface DayFrame {
  city: CityData;
  transfer: ItineraryTransfer | null;
  lastDay: boolean;
}

function frames(request: ItineraryRequest, flags: RequirementFlags): DayFrame[] {
  const cities = request.destinations.map(cityOf);
  const shares = shareDays(cities, request.days);
  const result: DayFrame[] = [];
  let previous = cityOf(request.departure);
  cities.forEach((city, index) => {
    for (let d = 0; d < shares[index]; d += 1) {
      result.push({ city, transfer: d === 0 ? transferBetween(previous, city, flags) : null, lastDay: false });
    }
    previous = city;
  });
  result[result.length - 1].lastDay = true;
  return result;
}

/** The slots a day can fill with sights: fewer with children, elders or a relaxed pace, fewer on a travel day. */
function sightSlots(transfer: ItineraryTransfer | null, gentle: boolean): DaySlot[] {
  const slots: DaySlot[] = gentle ? ['morning', 'afternoon'] : ['morning', 'afternoon', 'evening'];
  if (!transfer) return slots;
  if (transfer.hours > 4) return gentle ? [] : ['evening'];
  return slots.filter((slot) => slot !== 'morning');
}

function slotFits(sight: Sight, slot: DaySlot): boolean {
  if (slot === 'evening') return sight.bestSlot === 'evening';
  return sight.bestSlot === slot || sight.bestSlot === 'any';
}

function pickSight(unused: Sight[], slot: DaySlot, flags: RequirementFlags): Sight | undefined {
  const ordered = flags.thrifty ? [...unused].sort((a, b) => a.priceCny - b.priceCny) : unused;
  return ordered.find((s) => slotFits(s, slot)) ?? (slot === 'evening' ? undefined : ordered.find((s) => s.bestSlot !== 'evening'));
}

function sightNote(sight: Sight, slot: DaySlot, flags: RequirementFlags, gentle: boolean): string {
  const parts = [sight.blurb];
  if (sight.priceCny > 0) parts.push(`Tickets about ¥${sight.priceCny}; book ahead with your passport number.`);
  else parts.push('Free to enter.');
  if (flags.photography && slot !== 'afternoon') parts.push(slot === 'morning' ? 'Arrive at opening for soft light and empty frames.' : 'Stay for blue hour: the lights come on about 20 minutes after sunset.');
  if (gentle) parts.push('Plenty of benches and a café nearby for a pause.');
  return parts.join(' ');
}

function dishesFor(city: CityData, flags: RequirementFlags, dayIndex: number): string[] {
  const dishes = city.dishes.map((dish) => `${dish.name} (${dish.nameZh})`);
  const picks = [0, 1].map((k) => dishes[(dayIndex * 2 + k) % dishes.length]).filter((dish, i, all) => all.indexOf(dish) === i);
  if (flags.vegetarian) return [...picks.map((dish) => `${dish}, asked for without meat (不要肉)`), 'Buddhist temple vegetarian restaurants (素菜馆)'];
  return picks;
}

function stayPerPerson(city: CityData, tier: HotelTier, travellers: Travellers): number {
  const people = travellers.adults + travellers.children + travellers.elders;
  const rooms = Math.max(1, Math.ceil((travellers.adults + travellers.elders) / 2));
  return Math.round((city.hotelPerNightCny[tier] * rooms) / people);
}

const TIER_WORDS: Record<HotelTier, string> = {
  luxury: 'A five-star hotel',
  mid: 'A comfortable four-star or boutique hotel',
  budget: 'A clean, well-reviewed budget hotel',
};

function buildDays(request: ItineraryRequest, flags: RequirementFlags, tier: HotelTier): ItineraryDay[] {
  const gentle = isGentlePace(request.travellers, flags);
  const used = new Map<string, Set<string>>();
  return frames(request, flags).map((frame, index) => {
    const { city, transfer } = frame;
    const usedHere = used.get(city.slug) ?? new Set<string>();
    used.set(city.slug, usedHere);
    const activities: ItineraryActivity[] = [];
    if (transfer) {
      activities.push({
        slot: 'morning', sightId: null, title: `${transfer.mode === 'flight' ? 'Fly' : 'Take the high-speed train'} from ${transfer.from} to ${transfer.to}`,
        hours: transfer.hours, note: `${transfer.note}. Check in around ${city.stayDistrict} on arrival.`, costCny: transfer.priceCny,
      });
    }
    for (const slot of sightSlots(transfer, gentle)) {
      const sight = pickSight(city.sights.filter((s) => !usedHere.has(s.id)), slot, flags);
      if (sight) {
        usedHere.add(sight.id);
        activities.push({ slot, sightId: sight.id, title: `${sight.name} (${sight.nameZh})`, hours: visitHours(sight, gentle), note: sightNote(sight, slot, flags, gentle), costCny: sight.priceCny });
      } else if (slot !== 'evening') {
        activities.push({ slot, sightId: null, title: `Wander around ${city.stayDistrict}`, hours: 2, note: 'Unplanned time for tea houses, side streets and a nap: the best discoveries happen here.', costCny: 0 });
      }
    }
    if (!activities.some((a) => a.slot === 'evening')) {
      const dish = city.dishes[index % city.dishes.length];
      activities.push({
        slot: 'evening', sightId: null, title: flags.vegetarian ? `Vegetarian dinner near ${city.stayDistrict}` : `Dinner: ${dish.name} (${dish.nameZh})`,
        hours: 1.5, note: flags.vegetarian ? 'Show 我吃素，不吃肉 (I eat vegetarian, no meat) when ordering.' : dish.note, costCny: 0,
      });
    }
    const stayPrice = frame.lastDay ? 0 : stayPerPerson(city, tier, request.travellers);
    const ticketCost = activities.reduce((sum, a) => sum + (a.sightId ? a.costCny : 0), 0);
    return {
      day: index + 1,
      date: addDays(request.startDate, index),
      city: city.names.en,
      citySlug: city.slug,
      transfer,
      activities,
      stay: frame.lastDay
        ? { area: city.stayDistrict, note: 'Check out after breakfast; leave your bags at reception until you head off.', priceCny: 0 }
        : { area: city.stayDistrict, note: `${TIER_WORDS[tier]} in ${city.stayDistrict}, about ¥${city.hotelPerNightCny[tier]} a room per night.`, priceCny: stayPrice },
      food: dishesFor(city, flags, index),
      costCny: (transfer?.priceCny ?? 0) + ticketCost + stayPrice + city.dailyFoodCny,
    };
  });
}

function summarise(days: readonly ItineraryDay[], limitCny: number): BudgetSummary {
  const transportCny = days.reduce((sum, d) => sum + (d.transfer?.priceCny ?? 0), 0);
  const stayCny = days.reduce((sum, d) => sum + d.stay.priceCny, 0);
  const ticketsCny = days.reduce((sum, d) => sum + d.activities.reduce((s, a) => s + (a.sightId ? a.costCny : 0), 0), 0);
  const foodCny = days.reduce((sum, d) => sum + (cityBySlug(d.citySlug)?.dailyFoodCny ?? 0), 0);
  return { perPersonCny: transportCny + stayCny + ticketsCny + foodCny, limitCny, transportCny, stayCny, ticketsCny, foodCny };
}

function practicalNotes(request: ItineraryRequest, flags: RequirementFlags, budget: BudgetSummary, last: CityData): string[] {
  const notes = [
    'Entry: citizens of many countries can now visit China visa-free for up to 30 days, and 240-hour visa-free transit applies at most big airports; check the current list for your passport before booking.',
    'Payment: link a foreign card to Alipay or WeChat Pay before you fly; almost every shop, taxi and ticket office takes them. Carry some cash for small stalls.',
    'Trains: book high-speed rail on 12306 (the official app, in English) or a trusted agent up to 15 days ahead; tickets are tied to your passport, which you show at the gate.',
    'Sights: many museums and palaces sell out and need real-name booking with a passport number a few days ahead.',
    `Going home: fly out from ${last.airport}, or return to ${cityOf(request.departure).names.en} if your flight leaves from there.`,
  ];
  if (isGentlePace(request.travellers, flags)) notes.push('A gentler pace: two planned visits a day with long lunches; ask for step-free routes and lifts at stations (staff will help with luggage).');
  if (request.travellers.children > 0) notes.push('Children under 1.2 m often enter sights free and ride trains at half price; bring their passports too.');
  if (flags.vegetarian) notes.push('Vegetarian: Buddhist vegetarian restaurants (素菜馆) exist in every city; say 我吃素 (wǒ chī sù) and check that stock is not meat-based.');
  if (flags.noFlights) notes.push('No flights: every leg is by high-speed rail; sit on the window side (seat A or F) for the views.');
  if (flags.photography) notes.push('Photography: drones need permits near cities and sights; tripods are not allowed in most museums.');
  if (budget.perPersonCny > budget.limitCny) notes.push(`This route costs about ¥${budget.perPersonCny.toLocaleString('en-US')} a person, above your budget of ¥${budget.limitCny.toLocaleString('en-US')}: drop a city or a day to fit.`);
  return notes;
}

export function itineraryTitle(request: Pick<ItineraryRequest, 'days' | 'destinations'>): string {
  const names = request.destinations.map((slug) => cityOf(slug).names.en);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  return `${request.days} days: ${list}`;
}

/**
 * A day-by-day itinerary from the dataset. Pure and deterministic: the same request gives the same
 * itinerary. Hotels step down from luxury until the per-person cost fits the budget.
 */
export function generateItinerary(request: ItineraryRequest, meta: ItineraryMeta): Itinerary {
  const flags = readRequirements(request.requirements);
  const attempts: { tier: HotelTier; flags: RequirementFlags }[] = [
    ...TIERS.map((tier) => ({ tier, flags })),
    { tier: 'budget', flags: { ...flags, thrifty: true } },
  ];
  let days: ItineraryDay[] = [];
  let budget: BudgetSummary | null = null;
  let chosenFlags = flags;
  for (const attempt of attempts) {
    days = buildDays(request, attempt.flags, attempt.tier);
    budget = summarise(days, request.budget.maxCny);
    chosenFlags = attempt.flags;
    if (budget.perPersonCny <= request.budget.maxCny) break;
  }
  const summary = budget as BudgetSummary;
  return {
    id: meta.id,
    title: itineraryTitle(request),
    departure: cityOf(request.departure).names.en,
    destinations: request.destinations.map((slug) => cityOf(slug).names.en),
    startDate: request.startDate,
    travellers: request.travellers,
    days,
    budget: summary,
    notes: practicalNotes(request, chosenFlags, summary, cityOf(request.destinations[request.destinations.length - 1])),
    createTime: meta.createTime,
  };
}
