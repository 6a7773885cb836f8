import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { Itinerary, ItineraryDay } from '../../src/api/types/planner';
import { initI18n, loadAllStrings, NAMESPACES } from '../../src/i18n';
import { checkPlan, EMPTY_PROFILE } from '../../src/lib/plan-check';
import { findingTextIn } from '../../src/ui/features/planner/plan-check/finding-text';

const day = (n: number, city: string, citySlug: string, transfer: ItineraryDay['transfer'] = null): ItineraryDay => ({
  day: n, date: null, city, citySlug, transfer, activities: [], stay: { area: '', note: '', priceCny: 0 }, food: [], costCny: 0,
});

/** Written in English (the plan's own city names), read on pages in other languages. */
const PLAN: Itinerary = {
  id: 'names', title: 'Capitals', departure: 'Beijing', destinations: ['Beijing', 'Xi\'an'], startDate: '2027-03-02',
  travellers: { adults: 2, children: 0, elders: 0 },
  days: [
    day(1, 'Beijing', 'beijing'),
    day(2, 'Xi\'an', 'xian', { from: 'Beijing', to: 'Xi\'an', mode: 'high-speed rail', hours: 4.5, priceCny: 515, note: '' }),
    day(3, 'Lhasa', 'lhasa'),
  ],
  budget: { perPersonCny: 0, limitCny: 0, transportCny: 0, stayCny: 0, ticketsCny: 0, foodCny: 0 },
  notes: [], createTime: '2026-11-24T00:00:00Z',
};

const FINDINGS = checkPlan({ plan: PLAN, traveller: { ...EMPTY_PROFILE, passport: 'US', entryPort: 'URC', nextDestination: 'JP' }, today: '2026-11-24' });

/** Every finding as a reader of `language` sees it, without the marks that isolate runs in Arabic. */
function read(language: string): string[] {
  const describe = findingTextIn(i18next.getFixedT(language), language);
  return FINDINGS.map((finding) => describe(finding)).map(({ text, suggestion }) => `${text} ${suggestion ?? ''}`.replace(/[\u2066-\u2069]/g, ''));
}

const ENGLISH_PLACES = /Beijing|Xi'an|Lhasa|West|North|Urumqi|Airport/;

describe('the check names cities and stations in the reader\'s language', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadAllStrings();
    for (const language of ['zh', 'ko', 'ar']) {
      for (const namespace of NAMESPACES) {
        const strings = JSON.parse(readFileSync(join(process.cwd(), `src/i18n/locales/${language}/${namespace}.json`), 'utf8')) as Record<string, unknown>;
        i18next.addResourceBundle(language, namespace, strings, true, true);
      }
    }
  });

  it('keeps the English names on an English page', () => {
    const text = read('en').join('\n');
    expect(text).toContain('High-speed train from Beijing West to Xi\'an North');
    expect(text).toContain('Typical weather in Lhasa this month');
  });

  it('writes every city, station and port in Chinese on a Chinese page', () => {
    const lines = read('zh');
    expect(lines.join('\n')).toContain('北京西站 至 西安北站');
    expect(lines.join('\n')).toContain('拉萨本月常年天气');
    expect(lines.join('\n')).toContain('乌鲁木齐天山国际机场不是 240 小时过境免签的口岸');
    expect(lines.filter((line) => ENGLISH_PLACES.test(line))).toEqual([]);
  });

  it('gives the Chinese name of a station with the city in Arabic or Korean script, and cities in that script', () => {
    const arabic = read('ar');
    expect(arabic.join('\n')).toContain('北京西站 (بكين)');
    expect(arabic.join('\n')).toContain('西安北站 (شيآن)');
    expect(arabic.join('\n')).toContain('لاسا');
    expect(arabic.join('\n')).toContain('乌鲁木齐天山国际机场 (أورومتشي)');
    expect(arabic.filter((line) => ENGLISH_PLACES.test(line))).toEqual([]);
    const korean = read('ko');
    expect(korean.join('\n')).toContain('北京西站 (베이징)');
    expect(korean.filter((line) => ENGLISH_PLACES.test(line))).toEqual([]);
  });
});
