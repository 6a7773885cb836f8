import type {
  BudgetOption, BudgetSummary, DaySlot, Itinerary, ItineraryActivity, ItineraryDay, ItineraryTransfer, Travellers,
} from '../../src/api/types/planner';
import type { LanguageCode } from '../../src/api/types/common';
import type { CityData, Sight } from '../data/china';
import { cityDataBySlug } from '../data/city-details';
import { distanceKm } from '../../src/lib/travel-facts/cities';
import { transferLeg } from '../../src/lib/travel-facts/transfers';
import { SIGHTS, type SightTag } from '../../src/lib/travel-facts/sights';
import { checkPlan, EMPTY_PROFILE } from '../../src/lib/plan-check';
import { readNeeds, type Need } from '../../src/lib/plan-check/requirements';
import { INTEREST_WORDS, readRequirements, type RequirementFlags } from './requirements';
import { phrasesFor, type HotelTier, type Interest, type LegWords, type Pace, type Phrases } from './phrases';
import { cityName } from './names';
import { districtName } from './local-names';
import { dishName, sightTitle } from './written-names';

export interface ItineraryRequest {
  departure: string;
  destinations: readonly string[];
  days: number;
  startDate: string | null;
  travellers: Travellers;
  budget: BudgetOption;
  requirements: string;
  /** a day made lighter or fuller by a change request, by day number */
  paces?: Readonly<Record<number, Pace>>;
}

export interface ItineraryMeta {
  id: string;
  createTime: string;
}

const TIERS: readonly HotelTier[] = ['luxury', 'mid', 'budget'];
const RAIL_KM_PER_HOUR = 250;
const RAIL_CNY_PER_KM = 0.46;
const DAY_MS = 86_400_000;
/** Door to door, a leg this short leaves the afternoon; one this long leaves only the evening; longer, the whole day. */
const HALF_DAY_LEG_HOURS = 3;
const EVENING_LEFT_LEG_HOURS = 6.5;
/** How often a plan is re-planned around what the reality check finds (a sight closed that day, a day too full). */
const MAX_REPLANS = 8;

export function cityOf(slug: string): CityData {
  const city = cityDataBySlug(slug);
  if (!city) throw new Error(`Unknown city ${slug}`);
  return city;
}

/** The needs the reality check reads in the traveller's words and party; the generator honours the same ones. */
function needsOf(request: ItineraryRequest): Need[] {
  // readNeeds only reads the requirements and the travellers of a plan.
  return readNeeds({ requirements: request.requirements, travellers: request.travellers } as Itinerary);
}

function isGentlePace(needs: readonly Need[], flags: RequirementFlags): boolean {
  return needs.includes('children') || needs.includes('seniors') || needs.includes('accessibility') || flags.relaxed;
}

/** Days per destination: an even share, the spare days going to the cities with the most to see. */
function shareDays(cities: readonly CityData[], days: number): number[] {
  const base = Math.floor(days / cities.length);
  const shares = cities.map(() => base);
  const bySights = cities.map((city, index) => ({ index, sights: city.sights.length })).sort((a, b) => b.sights - a.sights || a.index - b.index);
  for (let spare = days - base * cities.length, k = 0; spare > 0; spare -= 1, k += 1) shares[bySights[k % cities.length].index] += 1;
  return shares;
}

interface Writer {
  language: LanguageCode;
  p: Phrases;
  flags: RequirementFlags;
  needs: readonly Need[];
}

/** The leg into a city from the travel facts, and its door-to-door hours, which decide what is left of the day. */
function transferBetween(from: CityData, to: CityData, writer: Writer): { transfer: ItineraryTransfer; doorToDoor: number } {
  const { p, flags, language } = writer;
  const leg = transferLeg(from.slug, to.slug);
  if (!leg) throw new Error(`No transfer facts for ${from.slug}-${to.slug}`);
  const names = { from: cityName(from, language), to: cityName(to, language) };
  if (leg.mode === 'flight' && flags.noFlights) {
    const km = distanceKm(from, to) * 1.25;
    const hours = Math.round((km / RAIL_KM_PER_HOUR + 0.7) * 10) / 10;
    return {
      transfer: { ...names, mode: 'high-speed rail', hours, priceCny: Math.round((km * RAIL_CNY_PER_KM) / 10) * 10, note: p.railInsteadOfFlight },
      doorToDoor: hours + 1.5,
    };
  }
  const words: LegWords = {
    ...names, mode: leg.mode, hours: leg.rideHours, fromAirport: from.airport, toAirport: to.airport, englishNote: leg.note,
    departZh: leg.depart.zh, arriveZh: leg.arrive.zh,
  };
  return { transfer: { ...names, mode: leg.mode, hours: leg.rideHours, priceCny: leg.priceCny, note: p.legNote(words) }, doorToDoor: leg.doorToDoorHours };
}

function addDays(startDate: string | null, offset: number): string | null {
  if (!startDate) return null;
  const start = Date.parse(`${startDate}T00:00:00Z`);
  return Number.isNaN(start) ? null : new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
}

interface DayFrame {
  city: CityData;
  transfer: ItineraryTransfer | null;
  doorToDoor: number;
  lastDay: boolean;
}

function frames(request: ItineraryRequest, writer: Writer): DayFrame[] {
  const cities = request.destinations.map(cityOf);
  const shares = shareDays(cities, request.days);
  const result: DayFrame[] = [];
  let previous = cityOf(request.departure);
  cities.forEach((city, index) => {
    const arrival = transferBetween(previous, city, writer);
    for (let d = 0; d < shares[index]; d += 1) {
      result.push({ city, transfer: d === 0 ? arrival.transfer : null, doorToDoor: d === 0 ? arrival.doorToDoor : 0, lastDay: false });
    }
    previous = city;
  });
  result[result.length - 1].lastDay = true;
  return result;
}

/**
 * The slots a day fills with sights: fewer with children, elders or a relaxed pace, fewer on a travel
 * day; a day made lighter keeps one visit, a day made fuller has one in every part of the day.
 */
function sightSlots(frame: DayFrame, gentle: boolean, pace: Pace | undefined): DaySlot[] {
  const slots: DaySlot[] = pace === 'relaxed' ? ['morning'] : gentle && pace !== 'full' ? ['morning', 'afternoon'] : ['morning', 'afternoon', 'evening'];
  if (!frame.transfer) return slots;
  if (frame.doorToDoor > EVENING_LEFT_LEG_HOURS) return [];
  if (frame.doorToDoor > HALF_DAY_LEG_HOURS) return gentle || pace === 'relaxed' ? [] : ['evening'];
  return pace === 'relaxed' ? ['afternoon'] : slots.filter((slot) => slot !== 'morning');
}

/** The interest of a change request that names each need (seniors are a gentler pace, not an interest). */
const NEED_INTEREST: Readonly<Record<Need, Interest>> = {
  pandas: 'pandas', food: 'food', hiking: 'hiking', museums: 'museums', children: 'kids', seniors: 'accessibility', accessibility: 'accessibility',
};

const tagsOf = (sight: Sight): readonly SightTag[] => SIGHTS[sight.id]?.tags ?? [];

/** The sight tag that answers each need the check reads. */
const NEED_TAGS: Readonly<Record<Need, SightTag | null>> = {
  pandas: 'panda', food: 'food', hiking: 'hiking', museums: 'museum', children: 'family', seniors: null, accessibility: null,
};

/** A sight the traveller asked for fits any slot (the reality check then moves it if it is closed by then). */
function slotFits(sight: Sight, slot: DaySlot, needs: readonly Need[]): boolean {
  if (needs.some((need) => NEED_TAGS[need] && tagsOf(sight).includes(NEED_TAGS[need]))) return true;
  if (slot === 'evening') return sight.bestSlot === 'evening';
  return sight.bestSlot === slot || sight.bestSlot === 'any';
}

const TOO_HARD = 10;
const MUST = -100;

/**
 * Lower comes first: a sight the check found missing leads, then what the traveller asked for;
 * strenuous sights are left out for seniors and step-free travellers.
 */
function preference(sight: Sight, needs: readonly Need[], must: ReadonlySet<string>): number {
  const tags = tagsOf(sight);
  const wanted = needs.filter((need) => NEED_TAGS[need] && tags.includes(NEED_TAGS[need])).length;
  const hard = tags.includes('strenuous') && (needs.includes('seniors') || needs.includes('accessibility')) ? TOO_HARD : 0;
  return hard - wanted + (must.has(sight.id) ? MUST : 0);
}

function pickSight(unused: readonly Sight[], slot: DaySlot, writer: Writer, must: ReadonlySet<string>): Sight | undefined {
  const { flags, needs } = writer;
  const rank = (sight: Sight) => preference(sight, needs, must);
  const ordered = unused
    .map((sight, index) => ({ sight, index }))
    .sort((a, b) => rank(a.sight) - rank(b.sight) || (flags.thrifty ? a.sight.priceCny - b.sight.priceCny : 0) || a.index - b.index)
    .map(({ sight }) => sight);
  const easyEnough = ordered.filter((s) => rank(s) < TOO_HARD);
  return easyEnough.find((s) => slotFits(s, slot, needs)) ?? (slot === 'evening' ? undefined : easyEnough.find((s) => s.bestSlot !== 'evening'));
}

function sightNote(sight: Sight, slot: DaySlot, writer: Writer, gentle: boolean): string {
  const { p, flags } = writer;
  const parts = [p.sightNote(sight.kind, sight.blurb), sight.priceCny > 0 ? p.ticket(sight.priceCny) : p.freeEntry];
  if (flags.photography && slot !== 'afternoon') parts.push(slot === 'morning' ? p.photoMorning : p.photoEvening);
  if (gentle) parts.push(p.gentleNote);
  return p.sentences(parts);
}

function dishesFor(city: CityData, writer: Writer, dayIndex: number): string[] {
  const dishes = city.dishes.map((dish) => dishName(dish, writer.language));
  const picks = [0, 1].map((k) => dishes[(dayIndex * 2 + k) % dishes.length]).filter((dish, i, all) => all.indexOf(dish) === i);
  if (writer.flags.vegetarian) return [...picks.map((dish) => writer.p.noMeat(dish)), writer.p.templeVegetarian];
  return picks;
}

function stayPerPerson(city: CityData, tier: HotelTier, travellers: Travellers): number {
  const people = travellers.adults + travellers.children + travellers.elders;
  const rooms = Math.max(1, Math.ceil((travellers.adults + travellers.elders) / 2));
  return Math.round((city.hotelPerNightCny[tier] * rooms) / people);
}

interface DayContext {
  request: ItineraryRequest;
  writer: Writer;
  tier: HotelTier;
  replan: Replan;
}

/** What the reality check taught the next attempt: sights impossible on a day (closed, or the day too full) and sights a need is missing. */
interface Replan {
  /** by day number: a sight id (not that day) or "slot:id" (not in that slot) */
  avoid: Map<number, Set<string>>;
  must: Set<string>;
}

function buildDay(frame: DayFrame, index: number, usedHere: Set<string>, context: DayContext): ItineraryDay {
  const { request, writer, tier, replan } = context;
  const { p, flags, language } = writer;
  const { city, transfer } = frame;
  const gentle = isGentlePace(writer.needs, flags);
  const avoidToday = replan.avoid.get(index + 1);
  const pace = request.paces?.[index + 1];
  const district = districtName(city, language);
  const activities: ItineraryActivity[] = [];
  if (transfer) {
    activities.push({ slot: 'morning', sightId: null, title: p.transferTitle(transfer), hours: transfer.hours, note: p.arrival(transfer.note, district), costCny: transfer.priceCny });
  }
  for (const slot of sightSlots(frame, gentle, pace)) {
    const sight = pickSight(city.sights.filter((s) => !usedHere.has(s.id) && !avoidToday?.has(`${slot}:${s.id}`) && !avoidToday?.has(s.id)), slot, writer, replan.must);
    if (sight) {
      usedHere.add(sight.id);
      activities.push({ slot, sightId: sight.id, title: sightTitle(sight, language), hours: gentle ? sight.hours + 0.5 : sight.hours, note: sightNote(sight, slot, writer, gentle), costCny: sight.priceCny });
    } else if (slot !== 'evening') {
      activities.push({ slot, sightId: null, title: p.wanderTitle(district), hours: 2, note: p.wanderNote, costCny: 0 });
    }
  }
  if (pace === 'relaxed' && !activities.some((a) => a.slot === 'afternoon')) {
    activities.push({ slot: 'afternoon', sightId: null, title: p.relaxedTitle(district), hours: 3, note: p.relaxedNote, costCny: 0 });
  }
  if (!activities.some((a) => a.slot === 'evening')) {
    const dish = city.dishes[index % city.dishes.length];
    activities.push({
      slot: 'evening', sightId: null, title: flags.vegetarian ? p.vegDinnerTitle(district) : p.dinnerTitle(dishName(dish, language)),
      hours: 1.5, note: flags.vegetarian ? p.vegOrderNote : p.dishNote(dish.note), costCny: 0,
    });
  }
  const stayPrice = frame.lastDay ? 0 : stayPerPerson(city, tier, request.travellers);
  const ticketCost = activities.reduce((sum, a) => sum + (a.sightId ? a.costCny : 0), 0);
  return {
    day: index + 1,
    date: addDays(request.startDate, index),
    city: cityName(city, language),
    citySlug: city.slug,
    transfer,
    activities,
    stay: frame.lastDay
      ? { area: district, note: p.checkoutNote, priceCny: 0 }
      : { area: district, note: p.stayNote(tier, district, city.hotelPerNightCny[tier]), priceCny: stayPrice },
    food: dishesFor(city, writer, index),
    costCny: (transfer?.priceCny ?? 0) + ticketCost + stayPrice + city.dailyFoodCny,
  };
}

function buildDays(context: DayContext): ItineraryDay[] {
  const used = new Map<string, Set<string>>();
  return frames(context.request, context.writer).map((frame, index) => {
    const usedHere = used.get(frame.city.slug) ?? new Set<string>();
    used.set(frame.city.slug, usedHere);
    return buildDay(frame, index, usedHere, context);
  });
}

/**
 * Learns from the reality check's problems with a plan: a sight closed that day is avoided that day,
 * a visit after last entry or before opening is avoided in that slot, the last visit of a day too full
 * for its travel is dropped, and a need no day meets gets a sight of the route that meets it. Returns
 * false when there was nothing left to learn.
 */
function learn(plan: Itinerary, request: ItineraryRequest, replan: Replan): boolean {
  const before = JSON.stringify([...replan.avoid].map(([day, keys]) => [day, [...keys]])) + [...replan.must].join();
  const add = (day: number, key: string) => replan.avoid.set(day, (replan.avoid.get(day) ?? new Set<string>()).add(key));
  for (const found of checkPlan({ plan, traveller: EMPTY_PROFILE, today: plan.createTime.slice(0, 10) })) {
    if (found.severity !== 'problem') continue;
    const day = found.day === null ? undefined : plan.days[found.day - 1];
    if (day && found.key.startsWith('opening.')) {
      const activity = day.activities.find((a) => a.sightId && a.title === found.params.title);
      if (activity?.sightId) add(day.day, found.key.startsWith('opening.closed') ? activity.sightId : `${activity.slot}:${activity.sightId}`);
    } else if (day && found.key === 'pacing.dayOverfull') {
      const last = [...day.activities].reverse().find((a) => a.sightId);
      if (last?.sightId) add(day.day, last.sightId);
    } else if (found.key === 'requirement.missing') {
      const tag = NEED_TAGS[found.params.need as Need];
      const sight = request.destinations.flatMap((slug) => cityOf(slug).sights).find((s) => tag && tagsOf(s).includes(tag) && !replan.must.has(s.id));
      if (sight) replan.must.add(sight.id);
    }
  }
  return JSON.stringify([...replan.avoid].map(([day, keys]) => [day, [...keys]])) + [...replan.must].join() !== before;
}

function summarise(days: readonly ItineraryDay[], limitCny: number): BudgetSummary {
  const sum = (pick: (day: ItineraryDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  return {
    perPersonCny: sum((d) => d.costCny),
    limitCny,
    transportCny: sum((d) => d.transfer?.priceCny ?? 0),
    stayCny: sum((d) => d.stay.priceCny),
    ticketsCny: sum((d) => d.activities.reduce((t, a) => t + (a.sightId ? a.costCny : 0), 0)),
    foodCny: sum((d) => cityOf(d.citySlug).dailyFoodCny),
  };
}

function practicalNotes(request: ItineraryRequest, writer: Writer, budget: BudgetSummary): string[] {
  const { p, flags, language } = writer;
  const last = cityOf(request.destinations[request.destinations.length - 1]);
  const notes = [p.notes.entry, p.notes.payment, p.notes.trains, p.notes.sights, p.notes.home(p.keep(last.airport), cityName(cityOf(request.departure), language))];
  if (isGentlePace(writer.needs, flags)) notes.push(p.notes.gentle);
  if (writer.needs.includes('seniors') || writer.needs.includes('accessibility')) notes.push(p.notes.stepFree);
  if (writer.needs.includes('children')) notes.push(p.notes.children);
  if (flags.vegetarian) notes.push(p.notes.vegetarian);
  if (flags.noFlights) notes.push(p.notes.noFlights);
  if (flags.photography) notes.push(p.notes.photography);
  if (writer.needs.includes('pandas') && !request.destinations.includes('chengdu')) notes.push(p.notes.pandasElsewhere);
  if (writer.needs.includes('food')) notes.push(p.notes.food);
  if (writer.needs.includes('hiking')) notes.push(p.notes.hiking);
  if (writer.needs.includes('museums')) notes.push(p.notes.museums);
  if (budget.perPersonCny > budget.limitCny) notes.push(p.notes.overBudget(budget.perPersonCny, budget.limitCny));
  return notes;
}

export function itineraryTitle(request: Pick<ItineraryRequest, 'days' | 'destinations'>, language: LanguageCode = 'en'): string {
  const p = phrasesFor(language);
  return p.title(request.days, p.list(request.destinations.map((slug) => cityName(cityOf(slug), language))));
}

/**
 * A day-by-day itinerary from the dataset, written in `language`. Pure and deterministic: the same
 * request gives the same itinerary. Hotels step down from luxury until the per-person cost fits the
 * budget, and the days are re-planned until the reality check (src/lib/plan-check) finds no sight on
 * its closed day or outside its hours and no day too full for its travel.
 */
export function generateItinerary(request: ItineraryRequest, meta: ItineraryMeta, language: LanguageCode = 'en'): Itinerary {
  const flags = readRequirements(request.requirements);
  const needs = needsOf(request);
  const p = phrasesFor(language);
  const attempts: { tier: HotelTier; flags: RequirementFlags }[] = [
    ...TIERS.map((tier) => ({ tier, flags })),
    { tier: 'budget', flags: { ...flags, thrifty: true } },
  ];
  const replan: Replan = { avoid: new Map(), must: new Set() };
  const writers = attempts.map((attempt) => ({ tier: attempt.tier, writer: { language, p, flags: attempt.flags, needs } }));
  let plan = planWithin(request, meta, writers, replan);
  for (let round = 0; round < MAX_REPLANS && learn(plan, request, replan); round += 1) plan = planWithin(request, meta, writers, replan);
  const missing = checkPlan({ plan, traveller: EMPTY_PROFILE, today: plan.createTime.slice(0, 10) })
    .filter((found) => found.key === 'requirement.missing')
    .map((found) => NEED_INTEREST[found.params.need as Need]);
  return missing.length === 0 ? plan : { ...plan, notes: [...plan.notes, ...missing.map((interest) => p.notes.notFitted(INTEREST_WORDS[interest][language]))] };
}

/** The first hotel tier whose plan fits the budget (or the cheapest), with its days, budget and notes. */
function planWithin(request: ItineraryRequest, meta: ItineraryMeta, attempts: readonly { tier: HotelTier; writer: Writer }[], replan: Replan): Itinerary {
  let result: { days: ItineraryDay[]; budget: BudgetSummary; writer: Writer } | null = null;
  for (const { tier, writer } of attempts) {
    const days = buildDays({ request, writer, tier, replan });
    result = { days, budget: summarise(days, request.budget.maxCny), writer };
    if (result.budget.perPersonCny <= request.budget.maxCny) break;
  }
  const { days, budget, writer } = result as NonNullable<typeof result>;
  const { language } = writer;
  return {
    id: meta.id,
    title: itineraryTitle(request, language),
    departure: cityName(cityOf(request.departure), language),
    destinations: request.destinations.map((slug) => cityName(cityOf(slug), language)),
    startDate: request.startDate,
    travellers: request.travellers,
    days,
    budget,
    notes: practicalNotes(request, writer, budget),
    createTime: meta.createTime,
    requirements: request.requirements,
    budgetId: request.budget.id,
  };
}
