import type { CityData, Leg } from './china-types';
import { NORTH_CITIES } from './cities/north';
import { NORTHEAST_CITIES } from './cities/northeast';
import { EAST_CITIES } from './cities/east';
import { CENTRAL_CITIES } from './cities/central';
import { SOUTH_CITIES } from './cities/south';
import { SOUTHWEST_CITIES } from './cities/southwest';
import { NORTHWEST_CITIES } from './cities/northwest';

export type * from './china-types';

/** These four lead the list; city ids are index + 1, so never reorder. */
const LEADING_SLUGS = ['beijing', 'shanghai', 'xian', 'chengdu'] as const;

const ALL_REGIONS: readonly CityData[] = [
  ...NORTH_CITIES,
  ...NORTHEAST_CITIES,
  ...EAST_CITIES,
  ...CENTRAL_CITIES,
  ...SOUTH_CITIES,
  ...SOUTHWEST_CITIES,
  ...NORTHWEST_CITIES,
];

function assemble(all: readonly CityData[]): readonly CityData[] {
  const leading = LEADING_SLUGS.map((slug) => all.find((city) => city.slug === slug)).filter(
    (city): city is CityData => city !== undefined,
  );
  const rest = all.filter((city) => !(LEADING_SLUGS as readonly string[]).includes(city.slug));
  return Object.freeze([...leading, ...rest]);
}

export const CITIES: readonly CityData[] = assemble(ALL_REGIONS);

export function cityBySlug(slug: string): CityData | undefined {
  return CITIES.find((city) => city.slug === slug);
}

/** Places that trip packages visit but the city dataset does not cover. */
const OTHER_PLACE_NAMES: Record<string, Partial<CityData['names']>> = {
  Leshan: { zh: '乐山', ja: '楽山', ko: '러산', ar: 'ليشان' },
  Fenghuang: { zh: '凤凰', ja: '鳳凰', ko: '펑황', ar: 'فنغهوانغ' },
  Lanzhou: { zh: '兰州', ja: '蘭州', ko: '란저우', ar: 'لانتشو' },
  Zhangye: { zh: '张掖', ja: '張掖', ko: '장예', ar: 'تشانغيه' },
  Jiayuguan: { zh: '嘉峪关', ja: '嘉峪関', ko: '자위관', ar: 'جيايوقوان' },
  'Snow Town': { zh: '雪乡', ja: '雪郷', ko: '쉐샹', ar: 'قرية الثلج', es: 'Pueblo de la Nieve' },
};

/** A city named in English content, in the reader's language where the dataset knows the city. */
export function cityNameIn(englishName: string, language: string): string {
  const names = CITIES.find((candidate) => candidate.names.en === englishName)?.names ?? OTHER_PLACE_NAMES[englishName];
  return names?.[language as keyof CityData['names']] ?? englishName;
}

export const cityNamesIn = (englishNames: readonly string[], language: string): string[] =>
  englishNames.map((name) => cityNameIn(name, language));

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const toRad = (deg: number): number => (deg * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface RailLink {
  a: string;
  b: string;
  hours: number;
  priceCny: number;
  train: string;
  stationA: string;
  stationB: string;
  /** Replaces the generated note when the link needs explaining. */
  note?: string;
}

/** Real direct high-speed links: typical fastest duration and second-class fare. */
const RAIL_LINKS: readonly RailLink[] = [
  { a: 'beijing', b: 'shanghai', hours: 4.5, priceCny: 553, train: 'G-train', stationA: 'Beijing South', stationB: 'Shanghai Hongqiao' },
  { a: 'beijing', b: 'xian', hours: 4.5, priceCny: 515, train: 'G-train', stationA: 'Beijing West', stationB: 'Xi\'an North' },
  { a: 'beijing', b: 'tianjin', hours: 0.5, priceCny: 55, train: 'C-train', stationA: 'Beijing South', stationB: 'Tianjin' },
  { a: 'beijing', b: 'datong', hours: 2, priceCny: 130, train: 'G-train', stationA: 'Beijing Qinghe', stationB: 'Datong South' },
  { a: 'beijing', b: 'harbin', hours: 5, priceCny: 620, train: 'G-train', stationA: 'Beijing Chaoyang', stationB: 'Harbin West' },
  { a: 'beijing', b: 'chengde', hours: 1, priceCny: 90, train: 'G-train', stationA: 'Beijing Chaoyang', stationB: 'Chengde South' },
  { a: 'beijing', b: 'nanjing', hours: 4, priceCny: 445, train: 'G-train', stationA: 'Beijing South', stationB: 'Nanjing South' },
  { a: 'beijing', b: 'qingdao', hours: 4.5, priceCny: 315, train: 'G-train', stationA: 'Beijing South', stationB: 'Qingdao' },
  { a: 'beijing', b: 'luoyang', hours: 4, priceCny: 400, train: 'G-train', stationA: 'Beijing West', stationB: 'Luoyang Longmen' },
  { a: 'beijing', b: 'wuhan', hours: 4.5, priceCny: 520, train: 'G-train', stationA: 'Beijing West', stationB: 'Wuhan' },
  { a: 'shanghai', b: 'hangzhou', hours: 1, priceCny: 73, train: 'G-train', stationA: 'Shanghai Hongqiao', stationB: 'Hangzhou East' },
  { a: 'shanghai', b: 'suzhou', hours: 0.5, priceCny: 40, train: 'G-train', stationA: 'Shanghai Hongqiao', stationB: 'Suzhou' },
  { a: 'shanghai', b: 'nanjing', hours: 1.5, priceCny: 140, train: 'G-train', stationA: 'Shanghai Hongqiao', stationB: 'Nanjing South' },
  { a: 'hangzhou', b: 'huangshan', hours: 2.5, priceCny: 160, train: 'G-train', stationA: 'Hangzhou West', stationB: 'Huangshan North' },
  { a: 'chengdu', b: 'chongqing', hours: 1.5, priceCny: 150, train: 'G-train', stationA: 'Chengdu East', stationB: 'Chongqing Shapingba' },
  { a: 'xian', b: 'chengdu', hours: 3.5, priceCny: 260, train: 'G-train', stationA: 'Xi\'an North', stationB: 'Chengdu East' },
  { a: 'xian', b: 'luoyang', hours: 1.5, priceCny: 175, train: 'G-train', stationA: 'Xi\'an North', stationB: 'Luoyang Longmen' },
  { a: 'wuhan', b: 'changsha', hours: 1.5, priceCny: 165, train: 'G-train', stationA: 'Wuhan', stationB: 'Changsha South' },
  { a: 'changsha', b: 'zhangjiajie', hours: 3, priceCny: 150, train: 'G-train', stationA: 'Changsha South', stationB: 'Zhangjiajie West' },
  { a: 'guangzhou', b: 'changsha', hours: 2.5, priceCny: 315, train: 'G-train', stationA: 'Guangzhou South', stationB: 'Changsha South' },
  { a: 'guangzhou', b: 'wuhan', hours: 4, priceCny: 465, train: 'G-train', stationA: 'Guangzhou South', stationB: 'Wuhan' },
  { a: 'guangzhou', b: 'shenzhen', hours: 0.5, priceCny: 75, train: 'G-train', stationA: 'Guangzhou South', stationB: 'Shenzhen North' },
  { a: 'guangzhou', b: 'guilin', hours: 2.5, priceCny: 140, train: 'D-train', stationA: 'Guangzhou South', stationB: 'Guilin North' },
  { a: 'guangzhou', b: 'macau', hours: 1.5, priceCny: 70, train: 'Intercity train', stationA: 'Guangzhou South', stationB: 'Zhuhai (walk across the Gongbei border for Macau)' },
  { a: 'shenzhen', b: 'hong-kong', hours: 0.3, priceCny: 75, train: 'G-train', stationA: 'Shenzhen North', stationB: 'Hong Kong West Kowloon' },
  { a: 'guilin', b: 'yangshuo', hours: 0.5, priceCny: 30, train: 'G-train', stationA: 'Guilin', stationB: 'Yangshuo (station is 30 min by bus from town)' },
  { a: 'hong-kong', b: 'macau', hours: 1, priceCny: 60, train: 'Bridge shuttle bus', stationA: 'Hong Kong Port', stationB: 'Macau Port', note: 'No rail link: take the Hong Kong–Zhuhai–Macao Bridge shuttle bus (about 1 h) or a TurboJET ferry' },
  { a: 'kunming', b: 'dali', hours: 2, priceCny: 145, train: 'D-train', stationA: 'Kunming', stationB: 'Dali' },
  { a: 'dali', b: 'lijiang', hours: 1.5, priceCny: 65, train: 'D-train', stationA: 'Dali', stationB: 'Lijiang' },
];

/** Places with no practical high-speed rail from elsewhere on the list. */
const FLY_ONLY = new Set(['lhasa', 'urumqi', 'kashgar', 'dunhuang', 'sanya']);

const roundHalf = (hours: number): number => Math.max(0.5, Math.round(hours * 2) / 2);
const roundTen = (price: number): number => Math.round(price / 10) * 10;

export function travelBetween(from: CityData, to: CityData): Leg {
  if (from.slug === to.slug) {
    return { mode: 'high-speed rail', hours: 0, priceCny: 0, note: `Already in ${from.names.en}` };
  }
  const link = RAIL_LINKS.find((l) => (l.a === from.slug && l.b === to.slug) || (l.a === to.slug && l.b === from.slug));
  if (link) {
    const [start, end] = link.a === from.slug ? [link.stationA, link.stationB] : [link.stationB, link.stationA];
    return { mode: 'high-speed rail', hours: link.hours, priceCny: link.priceCny, note: link.note ?? `${link.train} from ${start} to ${end}` };
  }
  const km = distanceKm(from, to);
  if (km <= 1200 && !FLY_ONLY.has(from.slug) && !FLY_ONLY.has(to.slug)) {
    return {
      mode: 'high-speed rail',
      hours: roundHalf(km / 250 + 0.5),
      priceCny: roundTen(km * 0.45),
      note: `High-speed train from ${from.names.en} to ${to.names.en}; book on 12306 with your passport`,
    };
  }
  return {
    mode: 'flight',
    hours: roundHalf(km / 700 + 2.5),
    priceCny: roundTen(km * 0.6 + 300),
    note: `Flight ${from.airport}–${to.airport}; arrive 2 h early`,
  };
}
