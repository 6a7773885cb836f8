import type { LanguageCode } from '../../src/api/types/common';
import type { CityData } from '../data/china';
import { CITY_DATA } from '../data/city-details';
import { phrasesFor } from './phrases';
import { cityName } from './names';
import { districtName } from './local-names';
import { dishName, sightTitle, withChinese } from './written-names';

type Topic = 'food' | 'season' | 'transport' | 'payment' | 'visa' | 'sights';

const TOPIC_WORDS: Record<Topic, readonly string[]> = {
  food: ['food', 'eat', 'dish', 'restaurant', 'cuisine', 'vegetarian', '吃', '美食', '菜', '料理', '食べ', '음식', '맛집', 'طعام', 'أكل', 'comida', 'comer', 'plato'],
  season: ['when', 'best time', 'season', 'weather', 'month', '天气', '季节', '什么时候', 'いつ', '季節', '天気', '날씨', '언제', '계절', 'طقس', 'متى', 'cuándo', 'tiempo', 'época'],
  transport: ['train', 'rail', 'flight', 'get to', 'getting', 'metro', 'taxi', 'transport', '交通', '高铁', '火车', '地铁', '電車', '新幹線', '교통', '기차', 'قطار', 'مواصلات', 'tren', 'transporte', 'metro'],
  payment: ['pay', 'alipay', 'wechat', 'cash', 'card', 'money', '支付', '付款', '现金', '支払', '결제', '현금', 'دفع', 'pago', 'pagar', 'efectivo'],
  visa: ['visa', 'entry', 'passport', 'border', '签证', '入境', 'ビザ', '入国', '비자', '입국', 'تأشيرة', 'دخول', 'visado', 'visa', 'entrada'],
  sights: ['see', 'visit', 'sight', 'must', 'attraction', 'do in', '景点', '玩', '観光', '見どころ', '관광', '명소', 'معالم', 'زيارة', 'ver', 'visitar', 'lugares'],
};

function mentionedCities(question: string): CityData[] {
  const lower = question.toLowerCase();
  return CITY_DATA.filter((city) => Object.values(city.names).some((name) => name && lower.includes(name.toLowerCase())) || lower.includes(city.slug));
}

function topicsOf(question: string): Topic[] {
  const lower = question.toLowerCase();
  return (Object.keys(TOPIC_WORDS) as Topic[]).filter((topic) => TOPIC_WORDS[topic].some((word) => lower.includes(word)));
}

function cityAnswer(city: CityData, topics: readonly Topic[], language: LanguageCode): string {
  const p = phrasesFor(language);
  const a = p.answer;
  const name = cityName(city, language);
  const heading = a.cityHeading(withChinese(name, city.names.zh, language));
  const intro = a.cityIntro(`${city.tagline} ${city.summary}`);
  const parts = [intro ? `${heading}\n\n${intro}` : heading];
  const wants = (topic: Topic) => topics.length === 0 || topics.includes(topic);
  if (wants('sights')) {
    const lines = city.sights.map((s) => a.sightLine(sightTitle(s, language), s.hours, s.priceCny, s.blurb));
    parts.push(`${a.sightsHeading(name)}\n\n${lines.join('\n')}`);
  }
  if (wants('food')) {
    const lines = city.dishes.map((d) => a.dishLine(dishName(d, language), d.note));
    parts.push(`${a.foodHeading}\n\n${lines.join('\n')}\n\n${a.foodBudget(city.dailyFoodCny)}`);
  }
  if (wants('season')) parts.push(`${a.seasonHeading}\n\n${a.season(city.bestTime)}`);
  if (wants('transport')) parts.push(`${a.transportHeading}\n\n${a.transport(p.keep(city.airport), `${city.gettingThere} ${city.gettingAround}`)}`);
  if (topics.length === 0) {
    const { budget, mid, luxury } = city.hotelPerNightCny;
    parts.push(`${a.stayHeading}\n\n${a.stay(districtName(city, language), budget, mid, luxury)}`);
  }
  return parts.join('\n\n');
}

const GENERAL_TOPICS = { payment: 'payment', visa: 'visa', transport: 'trains' } as const;

/** A travel answer about China from the dataset, in the reader's language; deterministic. */
export function answerQuestion(question: string, language: LanguageCode = 'en'): string {
  const a = phrasesFor(language).answer;
  const cities = mentionedCities(question);
  const topics = topicsOf(question);
  const sections = cities.map((city) => cityAnswer(city, topics, language));
  for (const topic of topics) {
    if ((topic === 'payment' || topic === 'visa' || topic === 'transport') && (cities.length === 0 || topic !== 'transport')) sections.push(a[GENERAL_TOPICS[topic]]);
  }
  if (sections.length > 0) return sections.join('\n\n');
  const hot = CITY_DATA.filter((city) => city.hot).slice(0, 6);
  return [
    a.welcome,
    `${a.popular}\n\n${hot.map((city) => a.popularLine(cityName(city, language), city.tagline)).join('\n')}`,
    a.tryAsking,
  ].join('\n\n');
}

/** A long answer of about `words` words, made of every city's guide, for the streaming benchmark. */
export function longAnswer(words: number): string {
  const sections: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i += 1) {
    const section = cityAnswer(CITY_DATA[i % CITY_DATA.length], [], 'en');
    sections.push(section);
    count += section.split(/\s+/).length;
  }
  return sections.join('\n\n');
}
