import { describe, expect, it } from 'vitest';
import { generateItinerary, type ItineraryRequest } from '../../mock-server/generator/itinerary';
import { budgetById } from '../../mock-server/generator/budgets';
import { cityDataBySlug } from '../../mock-server/data/city-details';

const META = { id: 'plan-test', createTime: '2026-11-20T08:00:00.000Z' };

function request(overrides: Partial<ItineraryRequest> = {}): ItineraryRequest {
  return {
    departure: 'beijing',
    destinations: ['datong', 'pingyao', 'harbin'],
    days: 8,
    startDate: '2026-05-01',
    travellers: { adults: 2, children: 0, elders: 0 },
    budget: budgetById(3)!,
    requirements: '',
    ...overrides,
  };
}

const sightsPerDay = (days: { activities: { sightId: string | null }[] }[]) =>
  days.reduce((sum, day) => sum + day.activities.filter((a) => a.sightId).length, 0) / days.length;

describe('the itinerary generator', () => {
  it('gives exactly the number of days asked for, dated from the start date', () => {
    const itinerary = generateItinerary(request(), META);
    expect(itinerary.days).toHaveLength(8);
    expect(itinerary.days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(itinerary.days[0].date).toBe('2026-05-01');
    expect(itinerary.days[7].date).toBe('2026-05-08');
  });

  it('names a neighbourhood to stay in, in sentences that read as written', () => {
    const itinerary = generateItinerary(request({ departure: 'shanghai', destinations: ['beijing', 'xian'], days: 5 }), META);
    const beijingNight = itinerary.days.find((d) => d.citySlug === 'beijing' && d.stay.priceCny > 0);
    expect(beijingNight?.stay.area).toBe('Dongcheng (Wangfujing)');
    expect(beijingNight?.stay.note).toMatch(/^A [a-z ,-]+ hotel in Dongcheng \(Wangfujing\), about ¥[\d,]+ a room per night\.$/);
    const text = itinerary.days.flatMap((d) => [d.stay.area, d.stay.note, ...d.activities.flatMap((a) => [a.title, a.note])]).join('\n');
    expect(text).not.toMatch(/\b(at|in|near|around) Stay\b/);
    expect(itinerary.days[0].activities[0].note).toMatch(/^G-train from Shanghai Hongqiao to Beijing South\. Check in around Dongcheng \(Wangfujing\) on arrival\.$/);
  });

  it('visits the destinations in the order given and never stays in the departure city', () => {
    const itinerary = generateItinerary(request(), META);
    const order = itinerary.days.map((d) => d.citySlug).filter((slug, i, all) => all.indexOf(slug) === i);
    expect(order).toEqual(['datong', 'pingyao', 'harbin']);
    expect(itinerary.days.some((d) => d.citySlug === 'beijing')).toBe(false);
    expect(itinerary.days[0].transfer?.from).toBe('Beijing');
    expect(itinerary.days.filter((d) => d.transfer).map((d) => d.transfer?.to)).toEqual(['Datong', 'Pingyao', 'Harbin']);
  });

  it('plans only real sights of the city of each day, each at most once', () => {
    const itinerary = generateItinerary(request(), META);
    const seen = new Set<string>();
    for (const day of itinerary.days) {
      const city = cityDataBySlug(day.citySlug)!;
      for (const activity of day.activities.filter((a) => a.sightId)) {
        expect(city.sights.map((s) => s.id), `${activity.title} on day ${day.day}`).toContain(activity.sightId);
        expect(seen.has(activity.sightId!)).toBe(false);
        seen.add(activity.sightId!);
      }
    }
    expect(seen.size).toBeGreaterThan(8);
  });

  it('keeps the cost per person within the budget, stepping hotels down for smaller budgets', () => {
    for (const budgetId of [1, 2, 3, 4]) {
      const budget = budgetById(budgetId)!;
      const itinerary = generateItinerary(request({ destinations: ['tianjin', 'chengde'], days: 5, budget }), META);
      expect(itinerary.budget.perPersonCny, `budget ${budget.label}`).toBeLessThanOrEqual(budget.maxCny);
      const sum = itinerary.days.reduce((total, day) => total + day.costCny, 0);
      expect(itinerary.budget.perPersonCny).toBe(sum);
    }
    const cheap = generateItinerary(request({ budget: budgetById(1)! }), META);
    const rich = generateItinerary(request({ budget: budgetById(4)! }), META);
    expect(cheap.budget.perPersonCny).toBeLessThanOrEqual(5_000);
    expect(cheap.budget.stayCny).toBeLessThan(rich.budget.stayCny);
  });

  it('gives the same itinerary for the same inputs', () => {
    expect(generateItinerary(request(), META)).toEqual(generateItinerary(request(), META));
  });

  it('plans a gentler pace with elders or children: fewer sights a day', () => {
    const brisk = generateItinerary(request(), META);
    const gentle = generateItinerary(request({ travellers: { adults: 2, children: 0, elders: 2 } }), META);
    expect(sightsPerDay(gentle.days)).toBeLessThan(sightsPerDay(brisk.days));
    expect(gentle.days.every((d) => d.activities.filter((a) => a.sightId).length <= 2)).toBe(true);
    expect(gentle.notes.join(' ')).toMatch(/gentler pace/);
  });

  it('gives only the tips that apply: lifts for seniors, not for a family with children or a couple', () => {
    const notes = (travellers: { adults: number; children: number; elders: number }) => generateItinerary(request({ travellers }), META).notes.join(' ');
    const couple = notes({ adults: 2, children: 0, elders: 0 });
    const family = notes({ adults: 2, children: 2, elders: 0 });
    const seniors = notes({ adults: 0, children: 0, elders: 2 });
    expect(couple).not.toMatch(/step-free|lifts|gentler pace|Children under/);
    expect(family).toMatch(/gentler pace/);
    expect(family).toMatch(/Children under 1\.2 m/);
    expect(family).not.toMatch(/step-free|lifts/);
    expect(seniors).toMatch(/Step-free travel/);
    expect(seniors).not.toMatch(/Children under/);
  });

  it('follows free-text requirements: no flights, vegetarian food', () => {
    const itinerary = generateItinerary(request({ requirements: 'Vegetarian please, and no flights', destinations: ['harbin', 'pingyao'] }), META);
    expect(itinerary.days.filter((d) => d.transfer).every((d) => d.transfer?.mode === 'high-speed rail')).toBe(true);
    expect(itinerary.days.every((d) => d.food.some((f) => /meat|vegetarian/i.test(f)))).toBe(true);
    expect(itinerary.notes.join(' ')).toMatch(/12306/);
    expect(itinerary.notes.join(' ')).toMatch(/Alipay/);
  });

  it('tells a bus traveller where to buy a bus ticket, not to book a train on 12306, in every language', () => {
    for (const language of ['en', 'zh', 'ja', 'ko', 'ar', 'es'] as const) {
      const itinerary = generateItinerary(request({ departure: 'hong-kong', destinations: ['macau'], days: 3 }), META, language);
      const busDay = itinerary.days.find((day) => day.transfer?.mode === 'bus');
      expect(busDay, language).toBeDefined();
      const arrivalNote = busDay?.activities[0].note ?? '';
      expect(arrivalNote, language).not.toMatch(/12306/);
    }
  });
});
