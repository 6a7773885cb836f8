import { describe, expect, it } from 'vitest';
import { generateItinerary, type ItineraryRequest } from '../../mock-server/generator/itinerary';
import { fitRoute } from '../../mock-server/generator/route-fit';
import { budgetById } from '../../mock-server/generator/budgets';
import { CITIES } from '../../mock-server/data/china';
import { cityDataBySlug } from '../../mock-server/data/city-details';
import { checkPlan, EMPTY_PROFILE } from '../../src/lib/plan-check';
import type { Itinerary } from '../../src/api/types/planner';
import { SIGHTS } from '../../src/lib/travel-facts/sights';
import { INTEREST_WORDS } from '../../mock-server/generator/requirements';
import { en } from '../../mock-server/generator/phrases/en';
import type { Interest } from '../../mock-server/generator/phrases';

const META = { id: 'plan-check', createTime: '2026-11-20T08:00:00.000Z' };
const REQUIREMENTS = ['', 'museums please', 'we love food', 'some hiking', 'pandas!', 'vegetarian, no flights', 'wheelchair user', 'photography at sunrise', '博物馆和美食', 'パンダが見たい', '하이킹', 'متاحف', 'senderismo y comida'];
const NEED_INTEREST: Record<string, Interest> = { pandas: 'pandas', food: 'food', hiking: 'hiking', museums: 'museums', children: 'kids' };

/** A small deterministic sequence, so the requests are varied but the test is the same every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function requests(count: number): ItineraryRequest[] {
  const next = sequence(7);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return Array.from({ length: count }, (_, i) => {
    const departure = pick(CITIES).slug;
    const others = CITIES.filter((c) => c.slug !== departure);
    const cities = 1 + Math.floor(next() * 4);
    const destinations = [...new Set(Array.from({ length: cities }, () => pick(others).slug))];
    const start = new Date(Date.UTC(2026, Math.floor(next() * 12), 1 + Math.floor(next() * 28)));
    return {
      departure,
      destinations,
      days: Math.max(destinations.length, 2 * destinations.length - 1) + Math.floor(next() * 5),
      startDate: i % 7 === 0 ? null : start.toISOString().slice(0, 10),
      travellers: { adults: 1 + Math.floor(next() * 3), children: next() < 0.2 ? 1 : 0, elders: next() < 0.2 ? 1 : 0 },
      budget: budgetById(1 + Math.floor(next() * 4))!,
      requirements: pick(REQUIREMENTS),
    };
  });
}

/** A need the route leaves no time for is not silently dropped: the plan's notes say so, in words. */
function saidNotFitted(plan: Itinerary, need: string): boolean {
  const word = INTEREST_WORDS[NEED_INTEREST[need]].en;
  return plan.notes.includes(en.notes.notFitted(word));
}

const NEED_TAG: Record<string, string> = { pandas: 'panda', food: 'food', hiking: 'hiking', museums: 'museum', children: 'family' };

function routeHasSightFor(plan: Itinerary, need: string): boolean {
  return plan.days.some((day) => cityDataBySlug(day.citySlug)!.sights.some((s) => SIGHTS[s.id]?.tags.includes(NEED_TAG[need] as never)));
}

describe('the generator obeys the reality check', () => {
  it('gives 300 varied ordinary requests plans with no problem the check can find (closed sights, hours, full days, missing legs, too many cities)', () => {
    let checked = 0;
    let saidSo = 0;
    for (const request of requests(300)) {
      const plan = generateItinerary(request, META);
      const problems = checkPlan({ plan, traveller: EMPTY_PROFILE, today: '2026-11-20' })
        .filter((f) => f.severity === 'problem')
        .filter((f) => !(f.key === 'requirement.missing' && saidNotFitted(plan, String(f.params.need))));
      expect(problems, `${request.departure} → ${request.destinations.join(', ')} in ${request.days} days from ${request.startDate}, "${request.requirements}"`).toEqual([]);
      checked += 1;
      const missing = checkPlan({ plan, traveller: EMPTY_PROFILE, today: '2026-11-20' }).filter((f) => f.key === 'requirement.missing');
      if (missing.some((f) => routeHasSightFor(plan, String(f.params.need)))) saidSo += 1;
    }
    expect(checked).toBe(300);
    // a few tight routes have a sight for a need but no time for it; they say so instead of hiding it
    console.info(`needs the route could meet but had no time for: ${saidSo} of 300 plans`);
    expect(saidSo).toBeLessThan(15);
  }, 120_000);

  it('never puts the Forbidden City on a Monday, and keeps it in the plan on another day', () => {
    for (const startDate of ['2026-06-08', '2026-06-07', '2026-06-06', '2026-06-05']) {
      const plan = generateItinerary({ departure: 'shanghai', destinations: ['beijing'], days: 3, startDate, travellers: { adults: 2, children: 0, elders: 0 }, budget: budgetById(3)!, requirements: '' }, META);
      const day = plan.days.find((d) => d.activities.some((a) => a.sightId === 'beijing-forbidden-city'));
      expect(day, startDate).toBeDefined();
      expect(new Date(`${day!.date}T00:00:00Z`).getUTCDay(), startDate).not.toBe(1);
    }
  });

  it('honours a request for pandas with the panda base, and takes the real Chengdu–Guilin leg', () => {
    const plan = generateItinerary({ departure: 'chengdu', destinations: ['guilin', 'yangshuo'], days: 5, startDate: '2026-04-06', travellers: { adults: 2, children: 0, elders: 0 }, budget: budgetById(2)!, requirements: '' }, META);
    expect(plan.days[0].transfer?.mode).toBe('high-speed rail');
    expect(plan.days[0].transfer?.hours).toBeGreaterThanOrEqual(4);
    const pandas = generateItinerary({ departure: 'beijing', destinations: ['chengdu'], days: 3, startDate: '2026-04-06', travellers: { adults: 2, children: 0, elders: 0 }, budget: budgetById(2)!, requirements: 'pandas' }, META);
    expect(pandas.days.flatMap((d) => d.activities.map((a) => a.sightId))).toContain('chengdu-panda-base');
  });

  it('turns five cities in five days into a lighter route that the check accepts', () => {
    const asked: ItineraryRequest = { departure: 'beijing', destinations: ['xian', 'chengdu', 'guilin', 'shanghai', 'hangzhou'], days: 5, startDate: '2026-06-01', travellers: { adults: 2, children: 0, elders: 0 }, budget: budgetById(3)!, requirements: '' };
    const fit = fitRoute(asked);
    expect(fit.request.destinations).toEqual(['xian', 'chengdu', 'guilin']);
    expect(fit.left).toEqual(['shanghai', 'hangzhou']);
    const plan = generateItinerary(fit.request, META);
    expect(checkPlan({ plan, traveller: EMPTY_PROFILE, today: '2026-05-01' }).filter((f) => f.key === 'pacing.tooManyCities')).toEqual([]);
  });
});
