import { CITIES, type CityData } from '../data/china';

type Topic = 'food' | 'season' | 'transport' | 'payment' | 'visa' | 'sights';

const TOPIC_WORDS: Record<Topic, readonly string[]> = {
  food: ['food', 'eat', 'dish', 'restaurant', 'cuisine', 'vegetarian', '吃', '美食', '菜', '料理', '食べ', '음식', '맛집', 'طعام', 'أكل', 'comida', 'comer', 'plato'],
  season: ['when', 'best time', 'season', 'weather', 'month', '天气', '季节', '什么时候', 'いつ', '季節', '天気', '날씨', '언제', '계절', 'طقس', 'متى', 'cuándo', 'tiempo', 'época'],
  transport: ['train', 'rail', 'flight', 'get to', 'getting', 'metro', 'taxi', 'transport', '交通', '高铁', '火车', '地铁', '電車', '新幹線', '교통', '기차', 'قطار', 'مواصلات', 'tren', 'transporte', 'metro'],
  payment: ['pay', 'alipay', 'wechat', 'cash', 'card', 'money', '支付', '付款', '现金', '支払', '결제', '현금', 'دفع', 'pago', 'pagar', 'efectivo'],
  visa: ['visa', 'entry', 'passport', 'border', '签证', '入境', 'ビザ', '入国', '비자', '입국', 'تأشيرة', 'دخول', 'visado', 'visa', 'entrada'],
  sights: ['see', 'visit', 'sight', 'must', 'attraction', 'do in', '景点', '玩', '観光', '見どころ', '관광', '명소', 'معالم', 'زيارة', 'ver', 'visitar', 'lugares'],
};

const GENERAL: Record<Exclude<Topic, 'food' | 'season' | 'sights'>, string> = {
  payment:
    '## Paying in China\n\nChina runs on mobile payment. Before you fly, install Alipay and WeChat Pay and link your Visa or Mastercard: both apps accept foreign cards and work in English.\n\n- Shops, taxis, metros and ticket offices all take QR payments.\n- Keep a few hundred yuan in cash for small stalls and rural areas.\n- Big hotels and international chains still take cards directly.',
  visa:
    '## Entering China\n\nCitizens of many European, Asian and Latin American countries can visit visa-free for up to 30 days, and the 240-hour visa-free transit lets travellers from over 50 countries stay up to ten days when flying on to a third country.\n\n- Check the current list for your passport before booking.\n- Your passport needs six months of validity and a blank page.\n- Fill in the arrival card and keep your hotel address handy.',
  transport:
    '## Getting around China\n\nHigh-speed rail links almost every city on this site, often faster than flying once you count airport time.\n\n- Book on 12306, the official railway app, in English, up to 15 days ahead; tickets are tied to your passport.\n- Arrive 30 minutes early: there is a security check and the gates close five minutes before departure.\n- For long distances (Beijing to Kunming, Shanghai to Urumqi) fly instead.\n- In cities, the metro is cheap, signed in English and paid with Alipay or WeChat Pay.',
};

function mentionedCities(question: string): CityData[] {
  const lower = question.toLowerCase();
  return CITIES.filter((city) => Object.values(city.names).some((name) => name && lower.includes(name.toLowerCase())) || lower.includes(city.slug));
}

function topicsOf(question: string): Topic[] {
  const lower = question.toLowerCase();
  return (Object.keys(TOPIC_WORDS) as Topic[]).filter((topic) => TOPIC_WORDS[topic].some((word) => lower.includes(word)));
}

function cityAnswer(city: CityData, topics: readonly Topic[]): string {
  const name = city.names.en;
  const parts = [`## ${name} (${city.names.zh})\n\n${city.tagline} ${city.summary}`];
  const wants = (topic: Topic) => topics.length === 0 || topics.includes(topic);
  if (wants('sights')) {
    parts.push(`## What to see in ${name}\n\n${city.sights.map((s) => `- ${s.name} (${s.nameZh}): ${s.blurb} Allow about ${s.hours} h; ${s.priceCny > 0 ? `tickets about ¥${s.priceCny}` : 'free'}.`).join('\n')}`);
  }
  if (wants('food')) parts.push(`## What to eat\n\n${city.dishes.map((d) => `- ${d.name} (${d.nameZh}): ${d.note}`).join('\n')}\n\nBudget about ¥${city.dailyFoodCny} a day per person for food.`);
  if (wants('season')) parts.push(`## When to go\n\n${city.bestTime}`);
  if (wants('transport')) parts.push(`## Getting there and around\n\n${city.gettingThere} ${city.gettingAround}`);
  if (topics.length === 0) parts.push(`## Where to stay\n\n${city.stayArea}: about ¥${city.hotelPerNightCny.budget} (budget), ¥${city.hotelPerNightCny.mid} (mid-range) or ¥${city.hotelPerNightCny.luxury} (luxury) a night.`);
  return parts.join('\n\n');
}

/** A travel answer about China from the dataset; English, deterministic. */
export function answerQuestion(question: string): string {
  const cities = mentionedCities(question);
  const topics = topicsOf(question);
  const sections = cities.map((city) => cityAnswer(city, topics));
  for (const topic of topics) {
    if ((topic === 'payment' || topic === 'visa' || topic === 'transport') && (cities.length === 0 || topic !== 'transport')) sections.push(GENERAL[topic]);
  }
  if (sections.length > 0) return sections.join('\n\n');
  const hot = CITIES.filter((city) => city.hot).slice(0, 6);
  return [
    'Happy to help with your China trip. I can answer questions about cities, sights, food, seasons, trains, payment and entry rules, or build a full day-by-day itinerary with the trip form.',
    `## Popular places to start\n\n${hot.map((city) => `- ${city.names.en}: ${city.tagline}`).join('\n')}`,
    'Try asking, for example, "What should I eat in Chengdu?" or "How do I pay in China?"',
  ].join('\n\n');
}

/** A long answer of about `words` words, made of every city's guide, for the streaming benchmark. */
export function longAnswer(words: number): string {
  const sections: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i += 1) {
    const section = cityAnswer(CITIES[i % CITIES.length], []);
    sections.push(section);
    count += section.split(/\s+/).length;
  }
  return sections.join('\n\n');
}
