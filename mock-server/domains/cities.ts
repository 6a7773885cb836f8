import type { CityDetail, CitySummary } from '../../src/api/types/cities';
import type { StreamEvent } from '../../src/api/types/planner';
import type { Account, World } from '../world';
import type { StoredReply } from '../world-slices';
import { BAD_INPUT, NOT_FOUND, fail, handle, handleStream, isoTime, nextId, paginate, type MockContext } from '../kit';
import { CITIES, type CityBasics, type CityData, type LanguageCode } from '../data/china';
import { cityById, cityId } from '../data/city-ids';
import { toPieces } from '../generator/pieces';
import { cityName, provinceName } from '../generator/names';
import { addComment, listFirstLevel, listReplies, react } from '../shared/comments';

const REGIONS = ['north', 'northeast', 'east', 'central', 'south', 'southwest', 'northwest'] as const;
const NAME_SEARCH_LIMIT = 20;
/** A realistic guide streams in about twelve seconds; the fast pace shortens every sleep. */
const REALISTIC_GUIDE_MS = 12_000;

/**
 * A city's sights and dishes and their names in other languages: only a city's detail and its AI guide
 * send them, so in the browser they load on the first of those calls, not with the mock's core.
 */
async function withSightsLoaded(city: CityBasics) {
  const [{ withSights }, names] = await Promise.all([import('../data/city-details'), import('../generator/local-names')]);
  return { city: withSights(city), ...names };
}

const viewerOf = (ctx: { account: Account | null }) => ctx.account?.id ?? null;

function likeCount(world: World, id: number): number {
  return (world.cityLikeBase[String(id)] ?? 0) + world.cityLikes.filter((l) => l.cityId === id).length;
}

function toSummary(world: World, city: CityBasics, languageCode: LanguageCode): CitySummary {
  const id = cityId(city.slug);
  return {
    id,
    slug: city.slug,
    name: cityName(city, languageCode),
    names: { ...city.names },
    province: provinceName(city.province, languageCode),
    region: city.region,
    cover: `media/cover/city-${city.slug}?caption=${encodeURIComponent(cityName(city, languageCode))}`,
    tagline: city.tagline,
    hot: city.hot,
    likeCount: likeCount(world, id),
  };
}

async function toDetail(world: World, basics: CityBasics, languageCode: LanguageCode, viewerId: number | null): Promise<CityDetail> {
  const { city, sightName, dishLocalName } = await withSightsLoaded(basics);
  const summary = toSummary(world, city, languageCode);
  return {
    ...summary,
    summary: city.summary,
    bestTime: city.bestTime,
    gettingThere: city.gettingThere,
    gettingAround: city.gettingAround,
    practical: city.practical,
    stayArea: city.stayArea,
    hotelPerNightCny: { ...city.hotelPerNightCny },
    dailyFoodCny: city.dailyFoodCny,
    dishes: city.dishes.map((d) => ({ ...d, name: dishLocalName(d, languageCode) })),
    sights: city.sights.map((sight) => {
      const { id, nameZh, kind, hours, priceCny, blurb } = sight;
      return { id, name: sightName(sight, languageCode), nameZh, kind, hours, priceCny, blurb };
    }),
    liked: viewerId !== null && world.cityLikes.some((l) => l.cityId === summary.id && l.accountId === viewerId),
    commentCount: world.comments.filter((c) => c.scope === 'city' && c.targetId === summary.id).length,
  };
}

function findCity(id: number): CityBasics {
  return cityById(id) ?? fail(NOT_FOUND, 'This city is not in our guide');
}

function validRegion(region = ''): string {
  if (region && !(REGIONS as readonly string[]).includes(region)) fail(BAD_INPUT, `region must be one of ${REGIONS.join(', ')}`);
  return region;
}

function matchesName(city: CityBasics, keyword: string): boolean {
  const needle = keyword.toLocaleLowerCase();
  return [city.slug, ...Object.values(city.names)].some((name) => name.toLocaleLowerCase().includes(needle));
}

function setLike(ctx: MockContext<'city/giveLike' | 'city/cancelLike'>, on: boolean): null {
  const account = ctx.requireAccount();
  const id = cityId(findCity(ctx.payload.cityId).slug);
  const index = ctx.world.cityLikes.findIndex((l) => l.cityId === id && l.accountId === account.id);
  if (on && index < 0) ctx.world.cityLikes.push({ cityId: id, accountId: account.id, at: ctx.now() });
  if (!on && index >= 0) ctx.world.cityLikes.splice(index, 1);
  return null;
}

function commentReaction(reaction: 'like' | 'trample', on: boolean) {
  return (ctx: Pick<MockContext<'comment/giveLike'>, 'world' | 'payload' | 'requireAccount' | 'now'>) => {
    react(ctx.world, 'city', ctx.payload, ctx.requireAccount(), reaction, on, ctx.now());
    return null;
  };
}

/** The guide's section titles in each interface language; the dataset's prose is English. */
const GUIDE_TITLES: Record<LanguageCode, Record<'intro' | 'when' | 'sights' | 'food' | 'transport' | 'stay' | 'tips', string>> = {
  en: { intro: 'Your AI guide to {city}', when: 'When to go', sights: 'Sights worth your time', food: 'What to eat', transport: 'Getting there and around', stay: 'Where to stay', tips: 'Good to know' },
  zh: { intro: '{city} AI 旅行指南', when: '最佳旅行时间', sights: '值得一去的景点', food: '必吃美食', transport: '交通：到达与市内出行', stay: '住在哪里', tips: '实用提示' },
  ja: { intro: '{city} AI 旅行ガイド', when: 'ベストシーズン', sights: '訪れたい見どころ', food: '味わいたい料理', transport: 'アクセスと市内交通', stay: '宿泊エリア', tips: '知っておきたいこと' },
  ko: { intro: '{city} AI 여행 가이드', when: '여행하기 좋은 때', sights: '꼭 가 볼 명소', food: '꼭 먹어 볼 음식', transport: '가는 방법과 시내 교통', stay: '숙소 추천 지역', tips: '알아 두면 좋은 점' },
  ar: { intro: 'دليلك الذكي إلى {city}', when: 'أفضل وقت للزيارة', sights: 'معالم تستحق وقتك', food: 'ماذا تأكل', transport: 'الوصول والتنقل', stay: 'أين تقيم', tips: 'معلومات مفيدة' },
  es: { intro: 'Tu guía IA de {city}', when: 'Cuándo ir', sights: 'Lugares que merecen la pena', food: 'Qué comer', transport: 'Cómo llegar y moverse', stay: 'Dónde alojarse', tips: 'Conviene saber' },
};

const yuan = (amount: number) => (amount === 0 ? 'free' : `¥${amount}`);

/** A city guide as paragraphs: "## " starts a heading and "- " a list line, as the chat renders replies. */
function cityGuideText(city: CityData, languageCode: string): string {
  const titles = GUIDE_TITLES[languageCode as LanguageCode] ?? GUIDE_TITLES.en;
  const name = cityName(city, languageCode as LanguageCode);
  const { budget, mid, luxury } = city.hotelPerNightCny;
  return [
    `## ${titles.intro.replace('{city}', name)}`,
    `${city.tagline}. ${city.summary}`,
    `## ${titles.when}`,
    city.bestTime,
    `## ${titles.sights}`,
    city.sights.map((s) => `- ${s.name} (${s.nameZh}), about ${s.hours} h, ${yuan(s.priceCny)}: ${s.blurb}`).join('\n'),
    `## ${titles.food}`,
    city.dishes.map((d) => `- ${d.name} (${d.nameZh}): ${d.note}`).join('\n'),
    `## ${titles.transport}`,
    `${city.gettingThere} ${city.gettingAround}`,
    `## ${titles.stay}`,
    `${city.stayArea} Expect about ¥${budget} a night for a budget room, ¥${mid} mid-range and ¥${luxury} for luxury.`,
    `## ${titles.tips}`,
    `${city.practical} Allow about ¥${city.dailyFoodCny} a day per person for food.`,
  ].join('\n\n');
}

function latestGuide(world: World, id: number): StoredReply | undefined {
  const entry = [...world.cityGuides].reverse().find((g) => g.cityId === id);
  return entry ? world.aiReplies.find((r) => r.id === entry.replyId) : undefined;
}

async function* guideStream(ctx: MockContext<'ai/cityStream'>): AsyncGenerator<StreamEvent> {
  const { city } = await withSightsLoaded(findCity(ctx.payload.cityId));
  const id = cityId(city.slug);
  const text = cityGuideText(city, ctx.languageCode);
  const pieces = toPieces(text, 3);
  yield { type: 'status', step: 'answering', progress: 0 };
  for (const [index, piece] of pieces.entries()) {
    await ctx.sleep(REALISTIC_GUIDE_MS / pieces.length);
    yield { type: 'delta', text: piece };
    if (index % 40 === 39) yield { type: 'status', step: 'answering', progress: index / pieces.length };
  }
  const reply: StoredReply = {
    id: `reply-${nextId(ctx.world)}`, accountId: viewerOf(ctx), planId: null, content: text, liked: false, trampled: false, createdAt: ctx.now(),
  };
  ctx.world.aiReplies.push(reply);
  ctx.world.cityGuides.push({ cityId: id, replyId: reply.id });
  yield { type: 'done', replyId: reply.id, itinerary: null };
}

export const citiesHandlers = [
  handle('city/cityList', (ctx) => {
    const page = ctx.payload;
    const region = validRegion(ctx.payload.region);
    const cities = CITIES.filter((city) => !region || city.region === region);
    const result = paginate(cities, page);
    return { rows: result.rows.map((city) => toSummary(ctx.world, city, ctx.languageCode)), total: result.total };
  }),
  handle('city/topCityList', (ctx) =>
    CITIES.filter((city) => city.hot)
      .map((city) => toSummary(ctx.world, city, ctx.languageCode))
      .sort((a, b) => b.likeCount - a.likeCount)),
  handle('city/allCity', (ctx) => CITIES.map((city) => toSummary(ctx.world, city, ctx.languageCode))),
  handle('city/detail', (ctx) => toDetail(ctx.world, findCity(ctx.payload.id), ctx.languageCode, viewerOf(ctx))),
  handle('city/nameList', (ctx) => {
    const keyword = ctx.payload.keyword;
    return CITIES.filter((city) => matchesName(city, keyword))
      .slice(0, NAME_SEARCH_LIMIT)
      .map((city) => toSummary(ctx.world, city, ctx.languageCode));
  }),
  handle('city/giveLike', (ctx) => setLike(ctx, true)),
  handle('city/cancelLike', (ctx) => setLike(ctx, false)),
  handle('city/firstComment', (ctx) => {
    findCity(ctx.payload.targetId);
    return listFirstLevel(ctx.world, 'city', ctx.payload, viewerOf(ctx));
  }),
  handle('city/secondComment', (ctx) => listReplies(ctx.world, 'city', ctx.payload, viewerOf(ctx))),
  handle('city/comment', (ctx) => {
    const account = ctx.requireAccount();
    findCity(ctx.payload.targetId);
    return addComment(ctx.world, 'city', account, ctx.payload, ctx.now()).comment;
  }),
  handle('comment/giveLike', commentReaction('like', true)),
  handle('comment/cancelLike', commentReaction('like', false)),
  handle('comment/trample', commentReaction('trample', true)),
  handle('comment/cancelTrample', commentReaction('trample', false)),
  handle('ai/city', (ctx) => {
    const city = findCity(ctx.payload.cityId);
    const reply = latestGuide(ctx.world, cityId(city.slug)) ?? fail(NOT_FOUND, 'No AI guide has been written for this city yet');
    return { id: reply.id, content: reply.content, liked: reply.liked, trampled: reply.trampled, createTime: isoTime(reply.createdAt) };
  }),
  handleStream('ai/cityStream', guideStream),
];
