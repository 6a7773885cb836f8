import { describe, expect, it } from 'vitest';
import { firstValueFrom, toArray } from 'rxjs';
import { ApiError } from '../../src/api/client';
import { fetchTripDetail, streamChatAnswer } from '../../src/api/planner';
import type { Itinerary, StreamEvent } from '../../src/api/types/planner';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/api/types/common';
import { writeRaw } from '../../src/lib/storage';
import { currentWorld } from '../../mock-server/world';
import { generateItinerary, type ItineraryRequest } from '../../mock-server/generator/itinerary';
import { refinePlan } from '../../mock-server/generator/refine';
import { answerQuestion } from '../../mock-server/generator/answerer';
import { narrateItinerary } from '../../mock-server/generator/narrative';
import { budgetById } from '../../mock-server/generator/budgets';
import { cityBySlug } from '../../mock-server/data/china';
import { DISH_NAMES, DISTRICT_NAMES, SIGHT_NAMES } from '../../mock-server/data/local-names';
import { CITY_DATA } from '../../mock-server/data/city-details';

const META = { id: 'plan-base', createTime: '2026-11-20T08:00:00.000Z' };
const BASE: ItineraryRequest = {
  departure: 'shanghai', destinations: ['beijing', 'xian'], days: 6, startDate: '2026-06-08',
  travellers: { adults: 2, children: 0, elders: 0 }, budget: budgetById(2)!, requirements: '',
};
const planIn = (language: LanguageCode, request: ItineraryRequest = BASE): Itinerary => generateItinerary(request, META, language);

/** Each supported change, asked in each language; `holds` says what the revised plan must show. */
interface Case {
  kind: string;
  base?: Partial<ItineraryRequest>;
  ask: Record<LanguageCode, string>;
  holds: (revised: Itinerary, base: Itinerary) => void;
}

const sights = (plan: Itinerary, day: number) => plan.days[day - 1].activities.filter((a) => a.sightId).length;
const route = (plan: Itinerary) => [...new Set(plan.days.map((d) => d.citySlug))];

const CASES: readonly Case[] = [
  {
    kind: 'a lighter day',
    ask: { en: 'Make day 3 more relaxed', zh: '第三天轻松一点', ja: '3日目をゆったりにして', ko: '3일차를 여유롭게 해 주세요', ar: 'اجعل اليوم الثالث أهدأ', es: 'Haz el día 3 más tranquilo' },
    holds: (revised, base) => expect(sights(revised, 3)).toBeLessThan(sights(base, 3)),
  },
  {
    kind: 'a fuller day',
    base: { travellers: { adults: 2, children: 0, elders: 1 } },
    ask: { en: 'Make day 5 fuller', zh: '第5天安排得充实一点', ja: '5日目を充実させて', ko: '5일차를 알차게 해 주세요', ar: 'اجعل اليوم 5 أغنى', es: 'Haz el día 5 más completo' },
    holds: (revised, base) => expect(sights(revised, 5)).toBeGreaterThan(sights(base, 5)),
  },
  {
    kind: 'an added city',
    ask: { en: 'Add Chengdu', zh: '加上成都', ja: '成都を追加して', ko: '청두를 추가해 주세요', ar: 'أضف تشنغدو', es: 'Añade Chengdu' },
    holds: (revised) => {
      expect(route(revised)).toContain('chengdu');
      expect(revised.days).toHaveLength(8);
    },
  },
  {
    kind: 'a dropped city',
    ask: { en: "Drop Xi'an", zh: '去掉西安', ja: '西安を外して', ko: '시안을 빼 주세요', ar: 'احذف شيآن', es: 'Quita Xi\u2019an' },
    holds: (revised) => {
      expect(route(revised)).toEqual(['beijing']);
      expect(revised.days).toHaveLength(6);
    },
  },
  {
    kind: 'a swapped city',
    ask: { en: "Replace Xi'an with Hangzhou", zh: '把西安换成杭州', ja: '西安の代わりに杭州にして', ko: '시안 대신 항저우로 바꿔 주세요', ar: 'استبدل شيآن بهانغتشو', es: 'Cambia Xi\u2019an por Hangzhou' },
    holds: (revised) => expect(route(revised)).toEqual(['beijing', 'hangzhou']),
  },
  {
    kind: 'more days',
    ask: { en: 'Make it 8 days', zh: '改成8天', ja: '8日間にして', ko: '8일로 늘려 주세요', ar: 'اجعلها 8 أيام', es: 'Que sean 8 días' },
    holds: (revised) => expect(revised.days).toHaveLength(8),
  },
  {
    kind: 'pandas',
    ask: { en: 'We want to see pandas', zh: '想看大熊猫', ja: 'パンダが見たい', ko: '판다를 보고 싶어요', ar: 'نريد رؤية الباندا', es: 'Queremos ver pandas' },
    holds: (revised) => expect(revised.days.flatMap((d) => d.activities.map((a) => a.sightId))).toContain('chengdu-panda-base'),
  },
  {
    kind: 'museums',
    ask: { en: 'Add more museums', zh: '多安排博物馆', ja: '博物館を増やして', ko: '박물관을 더 넣어 주세요', ar: 'أضف المزيد من المتاحف', es: 'Añade más museos' },
    holds: (revised) => expect(revised.days.flatMap((d) => d.activities.map((a) => a.sightId))).toContain('xian-shaanxi-history-museum'),
  },
  {
    kind: 'accessibility',
    ask: { en: 'My mother uses a wheelchair', zh: '我妈妈坐轮椅', ja: '母が車椅子を使います', ko: '어머니가 휠체어를 타세요', ar: 'والدتي تستخدم كرسي متحرك', es: 'Mi madre va en silla de ruedas' },
    holds: (revised) => {
      expect(revised.days.flatMap((d) => d.activities.map((a) => a.sightId))).not.toContain('beijing-mutianyu-great-wall');
      expect(revised.requirements).not.toBe('');
    },
  },
  {
    kind: 'a cheaper budget',
    ask: { en: 'Make it cheaper', zh: '便宜一点', ja: 'もっと安くして', ko: '더 저렴하게 해 주세요', ar: 'اجعلها أرخص', es: 'Hazlo más barato' },
    holds: (revised, base) => {
      expect(revised.budgetId).toBe(1);
      expect(revised.budget.perPersonCny).toBeLessThan(base.budget.perPersonCny);
    },
  },
];

const UNSUPPORTED: Record<LanguageCode, string> = {
  en: 'Book me a table for tonight', zh: '帮我订今晚的餐厅', ja: '今夜のレストランを予約して', ko: '오늘 밤 식당을 예약해 주세요', ar: 'احجز لي طاولة الليلة', es: 'Resérvame una mesa para esta noche',
};

/** English prose is recognised by its small words; brand names (Alipay, WeChat Pay, DiDi) are not sentences. */
const ENGLISH = /\b(the|and|with|your|you|about|from|for|this|that|is|are|of|day|tickets?|book)\b/i;

function revise(language: LanguageCode, question: string, base = planIn(language)) {
  const result = refinePlan(base, question, language);
  if (!result) throw new Error('the plan could not be read');
  return result;
}

describe('a change request revises the plan', () => {
  for (const language of LANGUAGE_CODES) {
    for (const { kind, ask, holds, base: changed } of CASES) {
      it(`${language}: ${kind}`, () => {
        const base = planIn(language, { ...BASE, ...changed });
        const result = revise(language, ask[language], base);
        if (result.kind !== 'revised') throw new Error(`refused: ${result.said}`);
        const revised = generateItinerary(result.request, { ...META, id: 'plan-revised' }, language);
        holds(revised, base);
        if (language !== 'en') expect(result.said).not.toMatch(ENGLISH);
      });
    }

    it(`${language}: an honest refusal for what cannot be changed here, in the reader's language`, () => {
      const result = revise(language, UNSUPPORTED[language]);
      expect(result.kind).toBe('refused');
      if (language !== 'en') expect(result.said).not.toMatch(ENGLISH);
      else expect(result.said).toMatch(/can\u2019t change that here/);
    });
  }

  it('pushes back on five cities in five days and offers a lighter route', () => {
    const base = planIn('en', { ...BASE, destinations: ['beijing'], days: 5 });
    const result = revise('en', 'Add Xian, Chengdu, Guilin and Hangzhou and make it 5 days', base);
    expect(result.kind).toBe('revised');
    if (result.kind === 'revised') expect(result.request.destinations.length).toBeLessThanOrEqual(3);
  });

  it('keeps a day made lighter when a later change keeps that day in the same city', () => {
    const lighter = revise('en', 'Make day 3 more relaxed');
    if (lighter.kind !== 'revised') throw new Error('refused');
    const plan = generateItinerary(lighter.request, META, 'en');
    const cheaper = revise('en', 'cheaper please', plan);
    if (cheaper.kind !== 'revised') throw new Error('refused');
    expect(cheaper.request.paces?.[3]).toBe('relaxed');
  });
});

describe('the plan speaks the reader\'s language', () => {
  it('has names for every sight, dish and neighbourhood in Japanese, Korean, Arabic and Spanish', () => {
    for (const city of CITY_DATA) {
      for (const sight of city.sights) expect(SIGHT_NAMES[sight.id], sight.id).toHaveLength(4);
      for (const dish of city.dishes) expect(DISH_NAMES[dish.nameZh], dish.nameZh).toHaveLength(4);
      expect(DISTRICT_NAMES[city.slug], city.slug).toHaveLength(5);
    }
  });

  for (const language of LANGUAGE_CODES.filter((l) => l !== 'en')) {
    it(`${language}: plan, prose and free answers hold no English sentence and name places in ${language}`, () => {
      const plan = planIn(language, { ...BASE, requirements: 'vegetarian, museums', travellers: { adults: 2, children: 1, elders: 1 } });
      const narrative = narrateItinerary(plan, language);
      const answer = answerQuestion('What should I eat in Chengdu? How do I pay?', language);
      const dayTexts = plan.days.flatMap((d) => [d.city, d.stay.area, d.stay.note, d.transfer?.note ?? '', ...d.food, ...d.activities.flatMap((a) => [a.title, a.note])]);
      const text = [...dayTexts, plan.title, ...plan.notes, narrative.intro, ...narrative.days, narrative.closing, answer].join('\n');
      expect(text).not.toMatch(ENGLISH);
      expect(plan.days[0].city).toBe(cityBySlug('beijing')!.names[language]);
      expect(plan.title).toContain(cityBySlug('xian')!.names[language]);
      const index = { ja: 0, ko: 1, ar: 2, es: 3 }[language as 'ja'];
      const expected = language === 'zh' ? '故宫博物院' : SIGHT_NAMES['beijing-forbidden-city'][index];
      expect(text).toContain(expected);
    });
  }

  it('ar: numbers, prices, dates and Latin or Chinese runs sit inside isolates', () => {
    const plan = planIn('ar');
    const narrative = narrateItinerary(plan, 'ar');
    const text = [narrative.intro, ...narrative.days, narrative.closing, answerQuestion('كيف أدفع في الصين؟', 'ar')].join('\n');
    const outside = text.replace(/\u2068[^\u2069]*\u2069/g, '');
    expect(outside).not.toMatch(/[0-9A-Za-z\u4e00-\u9fff¥]/);
    expect(text).toContain('\u20682026-06-08\u2069');
  });
});

async function chat(question: string, plan?: Itinerary): Promise<StreamEvent[]> {
  currentWorld().settings.pace = 'fast';
  return firstValueFrom(streamChatAnswer(plan ? { question, plan } : { question }).pipe(toArray()));
}

async function refusal(question: string): Promise<ApiError> {
  const error = await chat(question).then(() => null, (e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('the mock answers change requests on ai/stream', () => {
  it('streams the revised plan day by day and ends with it, under a new id that can be opened', async () => {
    const base = planIn('en');
    const events = await chat('Make day 2 more relaxed', base);
    const done = events[events.length - 1];
    if (done.type !== 'done' || !done.itinerary) throw new Error('no revised plan');
    expect(done.itinerary.id).not.toBe(base.id);
    expect(events.filter((e) => e.type === 'day')).toHaveLength(6);
    expect(events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('')).toMatch(/^Done: day 2 is now lighter/);
    expect(await fetchTripDetail({ id: done.itinerary.id })).toEqual(done.itinerary);
  });

  it('answers what it cannot change in words, with no plan, in the reader\'s language', async () => {
    writeRaw('language', 'zh');
    const events = await chat(UNSUPPORTED.zh, planIn('zh'));
    const done = events[events.length - 1];
    expect(done.type === 'done' && done.itinerary).toBe(null);
    expect(events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('')).toContain('改不了');
  });

  it('refuses an empty or overlong question with a localized 400 before anything streams, and changes nothing', async () => {
    writeRaw('language', 'es');
    const before = currentWorld().tripPlans.length;
    const empty = await refusal('   ');
    expect([empty.code, empty.msg]).toEqual([400, 'Escribe qué te gustaría cambiar.']);
    const long = await refusal('x'.repeat(2_001));
    expect(long.code).toBe(400);
    expect(long.msg).toContain('2000');
    expect(currentWorld().tripPlans.length).toBe(before);
  });
});
