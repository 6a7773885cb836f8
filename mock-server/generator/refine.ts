import type { Itinerary, Travellers } from '../../src/api/types/planner';
import type { LanguageCode } from '../../src/api/types/common';
import { CITIES, cityBySlug } from '../data/china';
import { distanceKm } from '../../src/lib/travel-facts/cities';
import { BUDGETS, budgetById } from './budgets';
import { readChanges, type Change } from './change-request';
import { cityOf, generateItinerary, type ItineraryRequest } from './itinerary';
import { cityName } from './names';
import { phrasesFor, type ChangeWords, type Pace, type RefusalWords } from './phrases';
import { INTEREST_WORDS, interestsIn } from './requirements';
import { fitRoute } from './route-fit';

const MAX_PLAN_DAYS = 30;
const DAYS_FOR_AN_ADDED_CITY = 2;
const PROBE = { id: 'probe', createTime: '' };

export type Refinement =
  | { kind: 'revised'; request: ItineraryRequest; said: string }
  | { kind: 'refused'; said: string };

class Refusal extends Error {
  constructor(readonly words: RefusalWords) {
    super(words.kind);
  }
}

const refuse = (words: RefusalWords): never => {
  throw new Refusal(words);
};

function slugOfName(name: string): string | undefined {
  return CITIES.find((city) => Object.values(city.names).includes(name) || city.slug === name)?.slug;
}

function validTravellers(value: unknown): value is Travellers {
  const t = value as Partial<Travellers> | null;
  return !!t && [t.adults, t.children, t.elders].every((n) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 20) && (t.adults as number) + (t.elders as number) >= 1;
}

/** The request a plan was made from, read back from the plan itself (in whatever language it was written); null when the plan is not one of ours. */
function requestOfPlan(plan: Itinerary): ItineraryRequest | null {
  if (!plan || !Array.isArray(plan.days) || plan.days.length === 0 || plan.days.length > MAX_PLAN_DAYS) return null;
  const slugs = plan.days.map((day) => (typeof day?.citySlug === 'string' && cityBySlug(day.citySlug) ? day.citySlug : null));
  if (slugs.some((slug) => slug === null)) return null;
  const destinations = (slugs as string[]).filter((slug, i, all) => all.indexOf(slug) === i);
  const departure = typeof plan.departure === 'string' ? slugOfName(plan.departure) : undefined;
  if (!departure || destinations.includes(departure) || !validTravellers(plan.travellers)) return null;
  const budget = (plan.budgetId !== undefined ? budgetById(plan.budgetId) : undefined) ?? BUDGETS.find((b) => b.maxCny === plan.budget?.limitCny) ?? BUDGETS[BUDGETS.length - 1];
  const startDate = typeof plan.startDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(plan.startDate) ? plan.startDate : null;
  const requirements = typeof plan.requirements === 'string' ? plan.requirements.slice(0, 1_000) : '';
  const request: ItineraryRequest = { departure, destinations, days: plan.days.length, startDate, travellers: plan.travellers, budget, requirements };
  return { ...request, paces: pacesOf(plan, request) };
}

const sightsOn = (day: Itinerary['days'][number]): number => day.activities?.filter((a) => a.sightId).length ?? 0;

/** A day the traveller made lighter or fuller has fewer or more visits than the plan would have by itself. */
function pacesOf(plan: Itinerary, request: ItineraryRequest): Record<number, Pace> {
  const base = generateItinerary(request, PROBE);
  const paces: Record<number, Pace> = {};
  plan.days.forEach((day, index) => {
    const usual = base.days[index];
    if (!usual || usual.citySlug !== day.citySlug || !Array.isArray(day.activities)) return;
    if (sightsOn(day) < sightsOn(usual)) paces[index + 1] = 'relaxed';
    if (sightsOn(day) > sightsOn(usual)) paces[index + 1] = 'full';
  });
  return paces;
}

/** Where a new city adds the least distance to the route. */
function bestPosition(request: ItineraryRequest, slug: string): number {
  const route = [request.departure, ...request.destinations].map(cityOf);
  const added = cityOf(slug);
  let best = request.destinations.length;
  let bestCost = Infinity;
  for (let i = 1; i <= route.length; i += 1) {
    const before = route[i - 1];
    const after = route[i];
    const cost = distanceKm(before, added) + (after ? distanceKm(added, after) - distanceKm(before, after) : 0);
    if (cost < bestCost) {
      bestCost = cost;
      best = i - 1;
    }
  }
  return best;
}

function checkDays(days: number, cities: number): void {
  if (days < cities || days > MAX_PLAN_DAYS) refuse({ kind: 'daysOutOfRange', min: cities, max: MAX_PLAN_DAYS });
}

interface Step {
  request: ItineraryRequest;
  words: ChangeWords[];
}

function applyChange(step: Step, change: Change, language: LanguageCode): Step {
  const { request } = step;
  const name = (slug: string) => cityName(cityOf(slug), language);
  const next = (changed: Partial<ItineraryRequest>, words: ChangeWords): Step => ({ request: { ...request, ...changed }, words: [...step.words, words] });
  switch (change.kind) {
    case 'addCity': {
      if (request.destinations.includes(change.city)) return refuse({ kind: 'alreadyInPlan', city: name(change.city) });
      if (change.city === request.departure) return refuse({ kind: 'alreadyInPlan', city: name(change.city) });
      const days = change.days ?? DAYS_FOR_AN_ADDED_CITY;
      checkDays(request.days + days, request.destinations.length + 1);
      const destinations = [...request.destinations];
      destinations.splice(bestPosition(request, change.city), 0, change.city);
      return next({ destinations, days: request.days + days, paces: undefined }, { kind: 'addCity', city: name(change.city), days, total: request.days + days });
    }
    case 'dropCity': {
      if (!request.destinations.includes(change.city)) return refuse({ kind: 'notInPlan', city: name(change.city) });
      if (request.destinations.length === 1) return refuse({ kind: 'lastCity', city: name(change.city) });
      return next({ destinations: request.destinations.filter((slug) => slug !== change.city), paces: undefined }, { kind: 'dropCity', city: name(change.city), total: request.days });
    }
    case 'swapCity': {
      const { from, to } = change;
      if (request.destinations.includes(from) && request.destinations.includes(to)) {
        const destinations = request.destinations.map((slug) => (slug === from ? to : slug === to ? from : slug));
        return next({ destinations, paces: undefined }, { kind: 'reorder', a: name(from), b: name(to) });
      }
      if (!request.destinations.includes(from)) return refuse({ kind: 'notInPlan', city: name(from) });
      if (to === request.departure) return refuse({ kind: 'alreadyInPlan', city: name(to) });
      return next({ destinations: request.destinations.map((slug) => (slug === from ? to : slug)), paces: undefined }, { kind: 'swapCity', from: name(from), to: name(to) });
    }
    case 'days':
    case 'moreDays': {
      const total = change.kind === 'days' ? change.total : request.days + change.delta;
      checkDays(total, request.destinations.length);
      return next({ days: total, paces: undefined }, { kind: 'days', total });
    }
    case 'pace': {
      if (change.day !== null && (change.day < 1 || change.day > request.days)) return refuse({ kind: 'noSuchDay', day: change.day, total: request.days });
      const days = change.day === null ? Array.from({ length: request.days }, (_, i) => i + 1) : [change.day];
      const paces = { ...request.paces };
      for (const day of days) paces[day] = change.pace;
      const before = generateItinerary(request, PROBE).days;
      const after = generateItinerary({ ...request, paces }, PROBE).days;
      if (days.every((day) => sightsOn(before[day - 1]) === sightsOn(after[day - 1]))) return refuse({ kind: 'paceEdge', pace: change.pace, day: change.day });
      return next({ paces }, { kind: 'pace', pace: change.pace, day: change.day });
    }
    case 'interest': {
      const word = INTEREST_WORDS[change.interest][language];
      const requirements = interestsIn(request.requirements).includes(change.interest) ? request.requirements : [request.requirements, word].filter(Boolean).join(', ');
      const withInterest = next({ requirements }, { kind: 'interest', interest: change.interest, detail: null });
      const needsChengdu = change.interest === 'pandas' && !request.destinations.includes('chengdu') && request.departure !== 'chengdu';
      return needsChengdu ? applyChange(withInterest, { kind: 'addCity', city: 'chengdu', days: null }, language) : withInterest;
    }
    case 'budget': {
      const index = BUDGETS.findIndex((b) => b.id === request.budget.id) + (change.direction === 'up' ? 1 : -1);
      const budget = BUDGETS[index] ?? refuse({ kind: 'budgetEdge', direction: change.direction });
      return next({ budget }, { kind: 'budget', label: budget.label });
    }
  }
}

/**
 * A change request applied to a plan: the revised request and what was done, in the reader's
 * language, or an honest refusal that says why and what can be changed instead. A revision that would
 * cram too many cities into the days is answered with the lighter route instead, and says so.
 */
export function refinePlan(plan: Itinerary, question: string, language: LanguageCode): Refinement | null {
  const request = requestOfPlan(plan);
  if (!request) return null;
  const p = phrasesFor(language);
  const changes = readChanges(question, request.destinations, request.days);
  if (changes.length === 0) return { kind: 'refused', said: p.sentences([p.refused({ kind: 'unknown' }), p.canDo]) };
  try {
    const { request: changed, words } = changes.reduce<Step>((step, change) => applyChange(step, change, language), { request, words: [] });
    const fit = fitRoute(changed);
    const said = words.map((w) => p.changed(w));
    if (fit.left.length > 0) said.push(lighterWords(changed, fit.request, fit.left, fit.needed, language));
    return { kind: 'revised', request: fit.request, said: p.sentences(said) };
  } catch (error) {
    if (error instanceof Refusal) return { kind: 'refused', said: p.sentences([p.refused(error.words), p.canDo]) };
    throw error;
  }
}

/** The words that push back on a route that cannot work and offer the lighter one. */
export function lighterWords(asked: ItineraryRequest, kept: ItineraryRequest, left: readonly string[], needed: number, language: LanguageCode): string {
  const p = phrasesFor(language);
  const names = (slugs: readonly string[]) => p.list(slugs.map((slug) => cityName(cityOf(slug), language)));
  return p.sentences([
    p.refused({ kind: 'tooManyCities', cities: asked.destinations.length, days: asked.days, needed }),
    p.lighter(names(kept.destinations), names(left), kept.days),
  ]);
}
