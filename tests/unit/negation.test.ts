import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../src/api/types/common';
import type { Itinerary } from '../../src/api/types/planner';
import { checkRequirements, readNeeds } from '../../src/lib/plan-check/requirements';
import { EMPTY_PROFILE } from '../../src/lib/plan-check';
import { interestsIn, readRequirements } from '../../mock-server/generator/requirements';
import { generateItinerary, type ItineraryRequest } from '../../mock-server/generator/itinerary';
import { budgetById } from '../../mock-server/generator/budgets';
import { phrasesFor } from '../../mock-server/generator/phrases';

const needsIn = (requirements: string) =>
  readNeeds({ requirements, travellers: { adults: 2, children: 0, elders: 0 } } as Itinerary);

const NEGATED_CHILDREN: readonly [LanguageCode, string][] = [
  ['en', 'no kids'],
  ['en', 'No kids, just the two of us'],
  ['en', 'without children'],
  ['en', 'no children please'],
  ['en', 'not with kids this time'],
  ['en', "we won't bring the kids"],
  ['en', 'two adults, no children, vegetarian food'],
  ['zh', '不带孩子'],
  ['zh', '没有小孩，我们两个大人'],
  ['zh', '无儿童'],
  ['ja', '子供なし'],
  ['ja', '子どもは連れて行かない'],
  ['ko', '아이 없이 둘이서'],
  ['ko', '어린이 없음'],
  ['ar', 'بدون أطفال'],
  ['ar', 'بلا أطفال'],
  ['ar', 'نسافر مع كبار السن وبدون أطفال'],
  ['es', 'sin niños'],
  ['es', 'sin hijos, solo adultos'],
  ['es', 'no viajamos con niños'],
];

const ASKED_CHILDREN: readonly string[] = [
  'with kids',
  'travelling with two children',
  'no museums, but kid-friendly places',
  '带孩子',
  '子ども連れ',
  '아이와 함께',
  'مع الأطفال',
  'con niños',
  'sin museos, con niños',
];

describe('a negated mention is not a request', () => {
  it.each(NEGATED_CHILDREN)('%s: "%s" asks for no children', (_language, text) => {
    expect(needsIn(text)).not.toContain('children');
    expect(interestsIn(text)).not.toContain('kids');
  });

  it.each(ASKED_CHILDREN)('"%s" still asks for children', (text) => {
    expect(needsIn(text)).toContain('children');
  });

  it('keeps the other requests of a text that negates one', () => {
    expect(needsIn('no kids, lots of museums and pandas')).toEqual(['pandas', 'museums']);
    expect(needsIn('sin niños, con comida local')).toEqual(['food']);
    expect(readRequirements('no photos please, vegetarian')).toMatchObject({ photography: false, vegetarian: true });
  });

  it('still reads the requests that are worded as a negation themselves', () => {
    expect(readRequirements('no flights, no meat')).toMatchObject({ noFlights: true, vegetarian: true });
    expect(readRequirements('sin vuelos')).toMatchObject({ noFlights: true });
    expect(readRequirements('不坐飞机')).toMatchObject({ noFlights: true });
  });

  it.each(['no kids', 'sin niños', '子供なし'])('has the check read "%s" as understood, with nothing to look for', (requirements) => {
    const plan = { requirements, travellers: { adults: 2, children: 0, elders: 0 }, days: [] } as Pick<Itinerary, 'requirements' | 'travellers' | 'days'> as Itinerary;
    expect(checkRequirements({ plan, traveller: EMPTY_PROFILE, today: '2026-11-24' })).toEqual([]);
  });

  it('still says when it cannot read a request at all', () => {
    const plan = { requirements: 'a quiet hotel room', travellers: { adults: 2, children: 0, elders: 0 }, days: [] } as Pick<Itinerary, 'requirements' | 'travellers' | 'days'> as Itinerary;
    expect(checkRequirements({ plan, traveller: EMPTY_PROFILE, today: '2026-11-24' }).map((f) => f.key)).toEqual(['requirement.unread']);
  });

  it('counts travellers under 18 as children whatever the words say', () => {
    expect(readNeeds({ requirements: 'no kids', travellers: { adults: 2, children: 1, elders: 0 } } as Itinerary)).toContain('children');
  });
});

describe('the mock AI plans for what was asked', () => {
  const request = (requirements: string): ItineraryRequest => ({
    departure: 'shanghai',
    destinations: ['beijing', 'xian'],
    days: 5,
    startDate: '2027-05-01',
    travellers: { adults: 2, children: 0, elders: 0 },
    budget: budgetById(3)!,
    requirements,
  });
  const META = { id: 'plan-negation', createTime: '2026-11-20T08:00:00.000Z' };

  it.each(NEGATED_CHILDREN)('%s: "%s" gives a plan without child tips', (language, text) => {
    const plan = generateItinerary(request(text), META, language);
    expect(plan.notes).not.toContain(phrasesFor(language).notes.children);
  });

  it('gives the child tip when children are asked for', () => {
    expect(generateItinerary(request('with kids'), META).notes).toContain(phrasesFor('en').notes.children);
  });
});
