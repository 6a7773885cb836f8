import { describe, expect, it } from 'vitest';
import type { DaySlot, Itinerary, ItineraryDay, ItineraryTransfer } from '../../src/api/types/planner';
import { checkPlan, EMPTY_PROFILE, type Finding, type TravellerProfile } from '../../src/lib/plan-check';
import { HOLIDAYS } from '../../src/lib/travel-facts/holidays';
import { CITY_FACTS } from '../../src/lib/travel-facts/cities';

type Activity = [DaySlot, string | null, number];
interface DaySpec {
  city: string;
  activities?: Activity[];
  transfer?: Partial<ItineraryTransfer> | null;
}

const name = (slug: string): string => slug.charAt(0).toUpperCase() + slug.slice(1);

function plan(start: string | null, days: DaySpec[], extra: Partial<Itinerary> = {}): Itinerary {
  const built: ItineraryDay[] = days.map((spec, index) => ({
    day: index + 1,
    date: null,
    city: name(spec.city),
    citySlug: spec.city,
    transfer: spec.transfer === undefined || spec.transfer === null
      ? null
      : { from: name(days[index - 1]?.city ?? 'beijing'), to: name(spec.city), mode: 'high-speed rail', hours: 4, priceCny: 300, note: '', ...spec.transfer },
    activities: (spec.activities ?? []).map(([slot, sightId, hours]) => ({ slot, sightId, title: sightId ?? 'Free time', hours, note: '', costCny: 0 })),
    stay: { area: '', note: '', priceCny: 0 },
    food: [],
    costCny: 0,
  }));
  return {
    id: 'test', title: 'Test', departure: 'Beijing', destinations: [], startDate: start,
    travellers: { adults: 2, children: 0, elders: 0 }, days: built,
    budget: { perPersonCny: 0, limitCny: 0, transportCny: 0, stayCny: 0, ticketsCny: 0, foodCny: 0 },
    notes: [], createTime: '2026-11-24T00:00:00Z', ...extra,
  };
}

const run = (itinerary: Itinerary, traveller: Partial<TravellerProfile> = {}, today = '2026-11-24'): Finding[] =>
  checkPlan({ plan: itinerary, traveller: { ...EMPTY_PROFILE, ...traveller }, today });

const keys = (findings: Finding[]): string[] => findings.map((f) => f.key);
const one = (findings: Finding[], key: string): Finding | undefined => findings.find((f) => f.key === key);

describe('opening days and hours', () => {
  it.each([
    ['the Forbidden City on a Monday', '2026-03-02', 'beijing', ['morning', 'beijing-forbidden-city', 3.5], 'opening.closed.weekday'],
    ['the Forbidden City on a Tuesday', '2026-03-03', 'beijing', ['morning', 'beijing-forbidden-city', 3.5], null],
    ['the Forbidden City on the Monday of National Day week', '2026-10-05', 'beijing', ['morning', 'beijing-forbidden-city', 3.5], null],
    ['the Sunday livestock market on a Saturday', '2026-05-09', 'kashgar', ['morning', 'kashgar-livestock-market', 2], 'opening.closed.onlyWeekdays'],
    ['the Sunday livestock market on a Sunday', '2026-05-10', 'kashgar', ['morning', 'kashgar-livestock-market', 2], null],
    ['the Ice and Snow World in July', '2026-07-14', 'harbin', ['evening', 'harbin-ice-and-snow-world', 4], 'opening.closed.season'],
    ['the Ice and Snow World in January', '2027-01-12', 'harbin', ['evening', 'harbin-ice-and-snow-world', 4], null],
    ['the Forbidden City in the evening, after last entry', '2026-03-03', 'beijing', ['evening', 'beijing-forbidden-city', 2], 'opening.afterLastEntry'],
    ['an evening show in the morning, before it opens', '2026-03-03', 'yangshuo', ['morning', 'yangshuo-impression-liu-sanjie', 1.5], 'opening.beforeOpening'],
    ['a sight id the data does not know', '2026-03-03', 'beijing', ['morning', 'beijing-atlantis', 2], 'data.unknownSight'],
  ] as const)('%s', (_label, start, city, activity, expected) => {
    const found = run(plan(start, [{ city, activities: [[...activity]] }])).filter((f) => f.kind === 'opening' || f.kind === 'data');
    expect(keys(found)).toEqual(expected ? [expected] : []);
    if (expected) expect(found[0]).toMatchObject({ day: 1, params: { title: activity[1] } });
  });

  it('suggests the day in the same city when the sight is open', () => {
    const closed = one(run(plan('2026-03-02', [
      { city: 'beijing', activities: [['morning', 'beijing-forbidden-city', 3.5]] },
      { city: 'beijing', activities: [['morning', 'beijing-temple-of-heaven', 2]] },
    ])), 'opening.closed.weekday');
    expect(closed).toMatchObject({ suggestion: 'opening.moveToDay', params: { otherDay: 2, weekday: 1 } });
  });

  it('asks to book timed, passport tickets ahead, once per sight, as a warning from a week ahead', () => {
    const found = run(plan('2026-03-03', [
      { city: 'beijing', activities: [['morning', 'beijing-forbidden-city', 3.5], ['afternoon', 'beijing-summer-palace', 3]] },
      { city: 'beijing', activities: [['morning', 'beijing-forbidden-city', 3.5]] },
    ])).filter((f) => f.kind === 'booking');
    expect(found.map((f) => [f.day, f.key, f.severity, f.params.count])).toEqual([
      [1, 'booking.aheadPassport', 'warning', 7],
      [1, 'booking.aheadPassport', 'info', 1],
    ]);
  });

  it('says once that dates are needed when the plan has none', () => {
    const found = run(plan(null, [{ city: 'beijing', activities: [['morning', 'beijing-forbidden-city', 3.5]] }]));
    expect(keys(found)).toContain('data.noDates');
    expect(keys(found)).not.toContain('opening.closed.weekday');
  });
});

describe('public holidays', () => {
  it.each(HOLIDAYS.map((holiday) => [holiday.name, holiday.from, holiday] as const))('%s starting %s', (_name, from, holiday) => {
    const found = run(plan(from, [{ city: 'shanghai' }])).filter((f) => f.kind === 'holiday');
    const crowded = ['springFestival', 'labourDay', 'nationalDay'].includes(holiday.name);
    expect(found).toEqual([expect.objectContaining({
      day: 1, key: crowded ? 'holiday.crowded' : 'holiday.quiet', severity: crowded ? 'warning' : 'info',
      params: expect.objectContaining({ holiday: holiday.name, to: holiday.to, expected: holiday.status === 'expected' ? 1 : 0 }),
    })]);
  });

  it('names a holiday once for a trip that spans it, and a normal week not at all', () => {
    const days = Array.from({ length: 5 }, () => ({ city: 'beijing' }));
    expect(run(plan('2026-09-30', days)).filter((f) => f.kind === 'holiday').map((f) => [f.day, f.params.holiday])).toEqual([[2, 'nationalDay']]);
    expect(run(plan('2026-03-09', days)).filter((f) => f.kind === 'holiday')).toEqual([]);
  });

  it('says when the trip falls in a year the table does not cover', () => {
    expect(one(run(plan('2028-03-09', [{ city: 'beijing' }])), 'holiday.unknownYear')?.params).toEqual({ year: 2028 });
  });
});

describe('transfers', () => {
  it('flags a change of city with no transfer, naming the real mode and door-to-door time', () => {
    const found = run(plan('2026-12-01', [{ city: 'beijing' }, { city: 'xian', transfer: null }]));
    expect(one(found, 'transfer.missing')).toMatchObject({ day: 2, severity: 'problem', params: { mode: 'high-speed rail', doorToDoor: 6 } });
  });

  it('catches a Chengdu-Guilin ride planned at 4 hours (the train takes 6.5) and suggests flying', () => {
    const found = run(plan('2026-12-01', [{ city: 'chengdu' }, { city: 'guilin', transfer: { hours: 4 } }]));
    expect(one(found, 'transfer.tooShort')?.params).toMatchObject({ planned: 4, real: 6.5 });
    expect(one(found, 'transfer.leg')).toMatchObject({ suggestion: 'transfer.flyInstead', params: { departZh: '成都东站', doorToDoor: 8, remaining: 5 } });
  });

  it.each([
    ['a train more than 15 days away', '2026-12-20', '2026-12-07'],
    ['a train within the sale window', '2026-12-01', null],
  ])('rail sale window: %s', (_label, date, saleDate) => {
    const found = one(run(plan(date, [{ city: 'shanghai' }, { city: 'hangzhou', transfer: { hours: 1 } }]), {}, '2026-11-24'), 'booking.railSaleOpens');
    expect(found?.params.saleDate ?? null).toBe(saleDate);
  });

  it('flags a day whose transfer and sights need more hours than the day has', () => {
    const found = run(plan('2026-12-01', [
      { city: 'beijing' },
      { city: 'lhasa', transfer: { mode: 'flight', hours: 4 }, activities: [['afternoon', 'lhasa-potala-palace', 2.5], ['evening', 'lhasa-barkhor-street', 4]] },
    ]));
    expect(one(found, 'pacing.dayOverfull')?.params).toEqual({ needed: 13.5, available: 13 });
  });

  it('names a city that is not in the data once, and does not crash on it', () => {
    const found = run(plan('2026-12-01', [{ city: 'beijing' }, { city: 'atlantis', transfer: {} }, { city: 'atlantis' }]));
    expect(found.filter((f) => f.key === 'data.unknownCity').map((f) => f.day)).toEqual([2]);
  });
});

describe('pacing', () => {
  it.each([
    [['beijing', 'tianjin', 'datong', 'pingyao', 'xian'], true],
    [['beijing', 'beijing', 'xian', 'xian', 'xian', 'chengdu'], false],
    [['beijing', 'shanghai', 'xian'], true],
    [['beijing', 'beijing', 'beijing'], false],
  ])('%j too many cities: %s', (cities, tooMany) => {
    const found = run(plan('2026-12-01', cities.map((city, i) => ({ city, transfer: i > 0 && city !== cities[i - 1] ? {} : null }))));
    expect(keys(found).includes('pacing.tooManyCities')).toBe(tooMany);
  });

  it.each([
    [true, ['pacing.transferOnArrival']],
    [false, []],
  ])('a transfer on the arrival day after a long flight (%s)', (longHaulArrival, expected) => {
    const found = run(plan('2026-12-01', [{ city: 'xian', transfer: { from: 'Beijing' } }]), { longHaulArrival });
    expect(keys(found).filter((k) => k === 'pacing.transferOnArrival')).toEqual(expected);
  });

  it('warns of a day with more hours in transit than sightseeing', () => {
    const found = run(plan('2026-12-01', [{ city: 'beijing' }, { city: 'xian', transfer: {}, activities: [['evening', 'xian-muslim-quarter', 2]] }]));
    expect(one(found, 'pacing.moreTransitThanSights')?.params).toEqual({ transit: 6, sights: 2 });
  });
});

describe('requirements', () => {
  const chengdu = (sightId: string): DaySpec => ({ city: 'chengdu', activities: [['morning', sightId, 3]] });
  it.each<[string, DaySpec[], string, string, number | null]>([
    ['I want to see pandas', [chengdu('chengdu-kuanzhai-alley'), chengdu('chengdu-panda-base')], 'pandas', 'requirement.met', 2],
    ['I want to see pandas', [chengdu('chengdu-kuanzhai-alley')], 'pandas', 'requirement.missing', null],
    ['想看熊猫', [chengdu('chengdu-panda-base')], 'pandas', 'requirement.met', 1],
    ['パンダが見たい', [chengdu('chengdu-panda-base')], 'pandas', 'requirement.met', 1],
    ['판다 보고 싶어요', [chengdu('chengdu-panda-base')], 'pandas', 'requirement.met', 1],
    ['أريد رؤية الباندا', [chengdu('chengdu-panda-base')], 'pandas', 'requirement.met', 1],
    ['quiero ver pandas', [chengdu('chengdu-panda-base')], 'pandas', 'requirement.met', 1],
    ['street food please', [{ city: 'xian', activities: [['evening', 'xian-muslim-quarter', 2]] }], 'food', 'requirement.met', 1],
    ['some hiking', [{ city: 'beijing', activities: [['morning', 'beijing-summer-palace', 3]] }], 'hiking', 'requirement.missing', null],
    ['museums!', [{ city: 'xian', activities: [['morning', 'xian-shaanxi-history-museum', 3]] }], 'museums', 'requirement.met', 1],
    ['my parents use a wheelchair', [{ city: 'beijing', activities: [['morning', 'beijing-mutianyu-great-wall', 5]] }], 'accessibility', 'requirement.tooHard', 1],
    ['wheelchair', [{ city: 'beijing', activities: [['morning', 'beijing-summer-palace', 3]] }], 'accessibility', 'requirement.easyGoing', null],
  ])('"%s"', (requirements, days, need, key, day) => {
    const found = run(plan('2026-12-01', days, { requirements })).filter((f) => f.kind === 'requirement' && f.params.need === need);
    expect(found.map((f) => [f.key, f.day])).toEqual([[key, day]]);
  });

  it('counts children and seniors from the travellers even when the text is silent', () => {
    const found = run(plan('2026-12-01', [{ city: 'beijing', activities: [['morning', 'beijing-mutianyu-great-wall', 5]] }], {
      travellers: { adults: 2, children: 1, elders: 1 },
    })).filter((f) => f.kind === 'requirement');
    expect(found.map((f) => [f.key, f.params.need])).toEqual([['requirement.missing', 'children'], ['requirement.tooHard', 'seniors']]);
  });

  it('says so when it cannot read any need from the text, rather than passing silently', () => {
    expect(one(run(plan('2026-12-01', [{ city: 'beijing' }], { requirements: 'karaoke every night' })), 'requirement.unread')).toBeDefined();
  });
});

describe('entry', () => {
  const trip = (start: string, days: number, cities: string[] = ['shanghai']): Itinerary =>
    plan(start, Array.from({ length: days }, (_, i) => ({ city: cities[Math.min(i, cities.length - 1)] })));
  const us = { passport: 'US', entryPort: 'PVG', nextDestination: 'JP' };
  const entryKeys = (found: Finding[]): string[] => found.filter((f) => f.kind === 'entry').map((f) => f.key);

  it.each([
    ['France, 10 days in 2026', trip('2026-05-01', 10), { passport: 'FR' }, ['entry.visaFree.until']],
    ['France, 35 days', trip('2026-05-01', 35), { passport: 'FR' }, ['entry.visaFree.tooLong']],
    ['France after the policy ends: transit rules apply', trip('2027-01-05', 5), { passport: 'FR', entryPort: 'PVG', nextDestination: 'JP' }, ['entry.visaFree.ended', 'entry.transit.ok']],
    ['Russia after its trial year', trip('2026-10-12', 5), { passport: 'RU', entryPort: 'PEK', nextDestination: 'KZ' }, ['entry.visaFree.ended', 'entry.transit.ok']],
    ['the UK before its start date', trip('2026-01-10', 5), { passport: 'GB', entryPort: 'PVG', nextDestination: 'HK' }, ['entry.visaFree.notYet', 'entry.transit.ok']],
    ['the UK after its start date', trip('2026-03-10', 5), { passport: 'GB' }, ['entry.visaFree.until']],
    ['Singapore, a mutual agreement', trip('2027-03-10', 5), { passport: 'SG' }, ['entry.visaFree.mutual']],
    ['the US, transit to Japan, exit on the 10th day after entry', trip('2026-12-01', 11), us, ['entry.transit.ok']],
    ['the US, one day past the 240 hours', trip('2026-12-01', 12), us, ['entry.transit.tooLong']],
    ['the US, back to the US', trip('2026-12-01', 5), { ...us, nextDestination: 'US' }, ['entry.transit.notOnward']],
    ['the US, on to Hong Kong (a third region)', trip('2026-12-01', 5), { ...us, nextDestination: 'HK' }, ['entry.transit.ok']],
    ['the US, flying in from Korea and back to Korea', trip('2026-12-01', 5), { ...us, arrivingFrom: 'KR', nextDestination: 'KR' }, ['entry.transit.notOnward']],
    ['the US, landing at a port outside the scheme', trip('2026-12-01', 5), { ...us, entryPort: 'URC' }, ['entry.transit.portNotListed']],
    ['the US, a port the table does not know', trip('2026-12-01', 5), { ...us, entryPort: 'ZZZ' }, ['entry.unknownPort', 'entry.transit.ok']],
    ['the US, travelling to Dunhuang (outside the 24 provinces)', trip('2026-12-01', 4, ['xian', 'dunhuang']), us, ['entry.transit.outsideArea']],
    ['the US without port and onward flight yet', trip('2026-12-01', 5), { passport: 'US' }, ['entry.transit.askPort', 'entry.transit.askOnward', 'entry.transit.ok']],
    ['India', trip('2026-12-01', 5), { passport: 'IN' }, ['entry.visaNeeded']],
    ['no passport given', trip('2026-12-01', 5), {}, ['entry.askPassport']],
    ['a code that is no country', trip('2026-12-01', 5), { passport: 'QQ' }, ['entry.unknownCountry']],
    ['no dates', plan(null, [{ city: 'shanghai' }]), { passport: 'FR' }, ['entry.needDates']],
    ['Lhasa needs a permit whatever the passport', trip('2026-12-01', 3, ['chengdu', 'lhasa']), { passport: 'FR' }, ['entry.tibetPermit', 'entry.visaFree.until']],
  ] as const)('%s', (_label, itinerary, traveller, expected) => {
    expect(entryKeys(run(itinerary, traveller)).sort()).toEqual([...expected].sort());
  });

  it('gives the 240-hour deadline as the 10th day after entry', () => {
    expect(one(run(trip('2026-12-01', 3), us), 'entry.transit.ok')?.params).toEqual({ deadline: '2026-12-11' });
    expect(one(run(trip('2026-12-01', 12), us), 'entry.transit.tooLong')?.params).toEqual({ deadline: '2026-12-11', days: 11 });
  });
});

describe('weather', () => {
  it.each([
    ['beijing', '2027-01-10', ['weather.typical', 'weather.poorAir'], 'weather.pack.freezing'],
    ['guilin', '2026-05-10', ['weather.typical', 'weather.rainy'], 'weather.pack.hot'],
    ['lhasa', '2026-10-10', ['weather.typical', 'weather.altitude'], 'weather.pack.mild'],
    ['harbin', '2026-12-20', ['weather.typical', 'weather.poorAir'], 'weather.pack.freezing'],
    ['sanya', '2026-12-20', ['weather.typical'], 'weather.pack.hot'],
  ])('%s on %s', (city, start, expected, pack) => {
    const found = run(plan(start, [{ city }, { city }])).filter((f) => f.kind === 'weather');
    expect(found.map((f) => f.key).sort()).toEqual([...expected].sort());
    expect(one(found, 'weather.typical')).toMatchObject({ day: 1, suggestion: pack, params: { city: name(city) } });
  });
});

describe('the whole check', () => {
  it('puts trip-wide findings first, then each day, problems before notes, and survives an empty plan', () => {
    const found = run(plan('2026-03-02', [{ city: 'beijing', activities: [['morning', 'beijing-forbidden-city', 3.5]] }, { city: 'xian' }]), { passport: 'IN' });
    const order = found.map((f) => f.day ?? 0);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(found[0].day).toBeNull();
    expect(() => run(plan('2026-03-02', []))).not.toThrow();
    expect(Object.keys(CITY_FACTS)).toContain('beijing');
  });
});
