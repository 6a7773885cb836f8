import type { LanguageCode } from '../../src/api/types/common';
import type { Interest } from './phrases';
import { asksFor } from '../../src/lib/negation';

/**
 * What the generator reads in the free-text requirements besides the needs the reality check reads
 * (pandas, food, hiking, museums, children, seniors, accessibility: src/lib/plan-check/requirements).
 */
export interface RequirementFlags {
  vegetarian: boolean;
  noFlights: boolean;
  photography: boolean;
  thrifty: boolean;
  /** a slower pace asked for in words */
  relaxed: boolean;
}

/**
 * Each interest's own word in each language: a change request that adds an interest appends this word
 * to the plan's requirements, so the plan, the check and the next revision all read the same thing.
 */
export const INTEREST_WORDS: Record<Interest, Record<LanguageCode, string>> = {
  food: { en: 'local food', zh: '美食', ja: 'グルメ', ko: '맛집', ar: 'الطعام المحلي', es: 'comida local' },
  pandas: { en: 'pandas', zh: '大熊猫', ja: 'パンダ', ko: '판다', ar: 'الباندا', es: 'pandas' },
  hiking: { en: 'hiking', zh: '徒步', ja: 'ハイキング', ko: '하이킹', ar: 'المشي لمسافات طويلة', es: 'senderismo' },
  museums: { en: 'museums', zh: '博物馆', ja: '博物館', ko: '박물관', ar: 'المتاحف', es: 'museos' },
  kids: { en: 'with children', zh: '亲子', ja: '子ども連れ', ko: '아이 동반', ar: 'مع الأطفال', es: 'con niños' },
  accessibility: { en: 'wheelchair accessible', zh: '无障碍', ja: 'バリアフリー', ko: '무장애', ar: 'مناسب لذوي الإعاقة', es: 'accesible en silla de ruedas' },
};

/** Latin words match at the start of a word ("museum" in "museums", not "eat" in "great"); other scripts anywhere. */
const KEYWORDS: Record<keyof RequirementFlags, readonly string[]> = {
  vegetarian: ['vegetarian', 'vegan', 'no meat', '素食', '吃素', 'ベジタリアン', '菜食', '채식', 'نباتي', 'vegetariano', 'vegano'],
  noFlights: ['no flight', 'no flying', 'no plane', 'train only', 'rail only', 'by train', '不坐飞机', '不要飞机', '高铁', '飛行機なし', '電車', '비행기 없이', '기차', 'بدون طيران', 'بالقطار', 'sin vuelos', 'en tren'],
  photography: ['photo', 'camera', 'sunrise', 'sunset', '摄影', '拍照', '写真', '사진', 'تصوير', 'fotograf'],
  thrifty: ['cheap', 'save money', 'low cost', 'backpack', '省钱', '便宜', '節約', '저렴', 'رخيص', 'barato', 'económico'],
  relaxed: ['slow pace', 'relaxed', 'relaxing', '慢节奏', '悠闲', 'ゆっくり', 'のんびり', '여유', '느긋', 'هادئ', 'tranquilo', 'relajado'],
};

/** The words of a change request that ask for an interest; stricter than the check's (whole Latin words), since a question says more than a requirement. */
const INTEREST_KEYWORDS: Record<Interest, readonly string[]> = {
  food: ['food', 'foodie', 'cuisine', 'street food', '美食', '吃货', 'グルメ', '食べ歩き', '맛집', '미식', 'الطعام', 'المأكولات', 'comida', 'gastronom'],
  pandas: ['panda', '熊猫', 'パンダ', '판다', 'باندا'],
  hiking: ['hike', 'hiking', 'trek', '徒步', '爬山', '登山', 'ハイキング', 'トレッキング', '하이킹', '등산', '트레킹', 'المشي لمسافات', 'المشي في الطبيعة', 'تسلق', 'senderismo', 'caminata', 'trekking'],
  museums: ['museum', '博物馆', '博物館', '美術館', '박물관', 'متحف', 'متاحف', 'المتاحف', 'museo'],
  kids: ['kid', 'child', 'family', 'toddler', '孩子', '儿童', '亲子', '小孩', '子ども', '子供', 'キッズ', '어린이', '아이 동반', '아이와', '아이들', 'أطفال', 'طفل', 'niño', 'niña', 'hijos', 'familia'],
  accessibility: ['wheelchair', 'accessib', 'step-free', 'mobility', '轮椅', '无障碍', '車椅子', 'バリアフリー', '휠체어', '무장애', 'كرسي متحرك', 'إعاقة', 'سهولة الوصول', 'silla de ruedas', 'movilidad reducida'],
};

/** A negated mention ("no kids", "sin niños") asks for nothing. */
const mentionsAny = (lower: string, words: readonly string[]): boolean => words.some((word) => asksFor(lower, word, { wordStart: true }));

export function readRequirements(text: string): RequirementFlags {
  const lower = text.toLowerCase();
  return {
    vegetarian: mentionsAny(lower, KEYWORDS.vegetarian),
    noFlights: mentionsAny(lower, KEYWORDS.noFlights),
    photography: mentionsAny(lower, KEYWORDS.photography),
    thrifty: mentionsAny(lower, KEYWORDS.thrifty),
    relaxed: mentionsAny(lower, KEYWORDS.relaxed),
  };
}

/** The interests a text asks for, in the order of the list. */
export function interestsIn(text: string): Interest[] {
  const lower = text.toLowerCase();
  return (Object.keys(INTEREST_KEYWORDS) as Interest[]).filter((interest) => mentionsAny(lower, INTEREST_KEYWORDS[interest]));
}
