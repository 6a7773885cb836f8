import { CITY_FACTS, distanceKm, type CityFacts } from './cities';

/**
 * How to get between any two of the 37 cities: the real direct links (typical fastest ride, second-class fare,
 * the stations), and for other pairs an estimate from the distance, marked as such. Door-to-door adds the time to
 * reach the station or airport, its security and boarding rules, and the way into town at the other end.
 */
export const source = 'China Railway 12306 timetables (fastest G/D train, second-class fare); airline timetables for block times; 12306 rule: tickets go on sale 15 days ahead';
export const asOf = '2026-11-20';

export type LegMode = 'high-speed rail' | 'flight' | 'bus';

/** Rail tickets on 12306 open this many days before departure (the day of travel counted as one of them). */
export const RAIL_SALE_DAYS = 15;

/** Hours to add to the ride for the trip from door to door: getting there, security and boarding, getting into town. */
export const ACCESS_HOURS: Readonly<Record<LegMode, number>> = { 'high-speed rail': 1.5, flight: 3, bus: 1 };

interface Link {
  a: string;
  b: string;
  mode: LegMode;
  hours: number;
  priceCny: number;
  train: string;
  stationA: string;
  stationB: string;
  /** Replaces the generated note when the link needs explaining. */
  note?: string;
}

/** Real direct links: typical fastest duration and second-class fare. */
export const RAIL_LINKS: readonly Link[] = [
  ...([
    ['beijing', 'shanghai', 4.5, 553, 'G-train', 'Beijing South', 'Shanghai Hongqiao'],
    ['beijing', 'xian', 4.5, 515, 'G-train', 'Beijing West', 'Xi\'an North'],
    ['beijing', 'tianjin', 0.5, 55, 'C-train', 'Beijing South', 'Tianjin'],
    ['beijing', 'datong', 2, 130, 'G-train', 'Beijing Qinghe', 'Datong South'],
    ['beijing', 'harbin', 5, 620, 'G-train', 'Beijing Chaoyang', 'Harbin West'],
    ['beijing', 'chengde', 1, 90, 'G-train', 'Beijing Chaoyang', 'Chengde South'],
    ['beijing', 'nanjing', 4, 445, 'G-train', 'Beijing South', 'Nanjing South'],
    ['beijing', 'qingdao', 4.5, 315, 'G-train', 'Beijing South', 'Qingdao'],
    ['beijing', 'luoyang', 4, 400, 'G-train', 'Beijing West', 'Luoyang Longmen'],
    ['beijing', 'wuhan', 4.5, 520, 'G-train', 'Beijing West', 'Wuhan'],
    ['beijing', 'pingyao', 4, 300, 'G-train', 'Beijing West', 'Pingyao Ancient City'],
    ['beijing', 'shenyang', 3, 300, 'G-train', 'Beijing Chaoyang', 'Shenyang North'],
    ['beijing', 'hangzhou', 4.5, 540, 'G-train', 'Beijing South', 'Hangzhou East'],
    ['beijing', 'guangzhou', 8, 860, 'G-train', 'Beijing West', 'Guangzhou South'],
    ['shanghai', 'hangzhou', 1, 73, 'G-train', 'Shanghai Hongqiao', 'Hangzhou East'],
    ['shanghai', 'suzhou', 0.5, 40, 'G-train', 'Shanghai Hongqiao', 'Suzhou'],
    ['shanghai', 'nanjing', 1.5, 140, 'G-train', 'Shanghai Hongqiao', 'Nanjing South'],
    ['shanghai', 'huangshan', 3, 230, 'G-train', 'Shanghai Hongqiao', 'Huangshan North'],
    ['shanghai', 'wuhan', 4, 300, 'G-train', 'Shanghai Hongqiao', 'Wuhan'],
    ['shanghai', 'xiamen', 6.5, 500, 'G-train', 'Shanghai Hongqiao', 'Xiamen North'],
    ['shanghai', 'qingdao', 6, 520, 'G-train', 'Shanghai Hongqiao', 'Qingdao North'],
    ['shanghai', 'guangzhou', 7, 790, 'G-train', 'Shanghai Hongqiao', 'Guangzhou South'],
    ['hangzhou', 'huangshan', 2.5, 160, 'G-train', 'Hangzhou West', 'Huangshan North'],
    ['hangzhou', 'suzhou', 1.5, 110, 'G-train', 'Hangzhou East', 'Suzhou North'],
    ['nanjing', 'suzhou', 1, 100, 'G-train', 'Nanjing South', 'Suzhou'],
    ['chengdu', 'chongqing', 1.5, 150, 'G-train', 'Chengdu East', 'Chongqing Shapingba'],
    ['chengdu', 'guilin', 6.5, 560, 'G-train', 'Chengdu East', 'Guilin West'],
    ['chengdu', 'kunming', 6, 500, 'G-train', 'Chengdu East', 'Kunming South'],
    ['xian', 'chengdu', 3.5, 260, 'G-train', 'Xi\'an North', 'Chengdu East'],
    ['xian', 'luoyang', 1.5, 175, 'G-train', 'Xi\'an North', 'Luoyang Longmen'],
    ['xian', 'pingyao', 3, 190, 'G-train', 'Xi\'an North', 'Pingyao Ancient City'],
    ['datong', 'pingyao', 2.5, 160, 'D-train', 'Datong South', 'Pingyao Ancient City'],
    ['shenyang', 'harbin', 2.5, 250, 'G-train', 'Shenyang North', 'Harbin West'],
    ['shenyang', 'dalian', 2, 180, 'G-train', 'Shenyang North', 'Dalian North'],
    ['wuhan', 'changsha', 1.5, 165, 'G-train', 'Wuhan', 'Changsha South'],
    ['changsha', 'zhangjiajie', 3, 150, 'G-train', 'Changsha South', 'Zhangjiajie West'],
    ['guangzhou', 'changsha', 2.5, 315, 'G-train', 'Guangzhou South', 'Changsha South'],
    ['guangzhou', 'wuhan', 4, 465, 'G-train', 'Guangzhou South', 'Wuhan'],
    ['guangzhou', 'shenzhen', 0.5, 75, 'G-train', 'Guangzhou South', 'Shenzhen North'],
    ['guangzhou', 'guilin', 2.5, 140, 'D-train', 'Guangzhou South', 'Guilin North'],
    ['guangzhou', 'xiamen', 3.5, 300, 'G-train', 'Guangzhou South', 'Xiamen North'],
    ['guangzhou', 'macau', 1.5, 70, 'Intercity train', 'Guangzhou South', 'Zhuhai (walk across the Gongbei border for Macau)'],
    ['shenzhen', 'hong-kong', 0.3, 75, 'G-train', 'Shenzhen North', 'Hong Kong West Kowloon'],
    ['shenzhen', 'xiamen', 3, 250, 'G-train', 'Shenzhen North', 'Xiamen North'],
    ['guilin', 'yangshuo', 0.5, 30, 'G-train', 'Guilin', 'Yangshuo (station is 30 min by bus from town)'],
    ['kunming', 'dali', 2, 145, 'D-train', 'Kunming', 'Dali'],
    ['kunming', 'guilin', 4, 390, 'G-train', 'Kunming South', 'Guilin West'],
    ['dali', 'lijiang', 1.5, 65, 'D-train', 'Dali', 'Lijiang'],
    ['lijiang', 'shangri-la', 1.5, 60, 'D-train', 'Lijiang', 'Shangri-La'],
  ] as const).map(([a, b, hours, priceCny, train, stationA, stationB]): Link => ({ a, b, mode: 'high-speed rail', hours, priceCny, train, stationA, stationB })),
  { a: 'hong-kong', b: 'macau', mode: 'bus', hours: 1, priceCny: 60, train: 'Bridge shuttle bus', stationA: 'Hong Kong Port', stationB: 'Macau Port', note: 'No rail link: take the Hong Kong–Zhuhai–Macao Bridge shuttle bus (about 1 h) or a TurboJET ferry' },
];

/** The Chinese names of the stations and ports the links use, for tickets and drivers. */
export const STATIONS_ZH: Readonly<Record<string, string>> = {
  'Beijing South': '北京南站', 'Beijing West': '北京西站', 'Beijing Qinghe': '清河站', 'Beijing Chaoyang': '北京朝阳站',
  'Shanghai Hongqiao': '上海虹桥站', 'Xi\'an North': '西安北站', Tianjin: '天津站', 'Datong South': '大同南站',
  'Harbin West': '哈尔滨西站', 'Chengde South': '承德南站', 'Nanjing South': '南京南站', Qingdao: '青岛站', 'Qingdao North': '青岛北站',
  'Luoyang Longmen': '洛阳龙门站', Wuhan: '武汉站', 'Pingyao Ancient City': '平遥古城站', 'Shenyang North': '沈阳北站',
  'Hangzhou East': '杭州东站', 'Hangzhou West': '杭州西站', 'Guangzhou South': '广州南站', Suzhou: '苏州站', 'Suzhou North': '苏州北站',
  'Huangshan North': '黄山北站', 'Xiamen North': '厦门北站', 'Chengdu East': '成都东站', 'Chongqing Shapingba': '重庆沙坪坝站',
  'Guilin West': '桂林西站', 'Guilin North': '桂林北站', Guilin: '桂林站', 'Kunming South': '昆明南站', Kunming: '昆明站',
  'Dalian North': '大连北站', 'Changsha South': '长沙南站', 'Zhangjiajie West': '张家界西站', 'Shenzhen North': '深圳北站',
  'Hong Kong West Kowloon': '香港西九龙站', 'Zhuhai (walk across the Gongbei border for Macau)': '珠海站（拱北口岸）',
  'Yangshuo (station is 30 min by bus from town)': '阳朔站', Dali: '大理站', Lijiang: '丽江站', 'Shangri-La': '香格里拉站',
  'Hong Kong Port': '港珠澳大桥香港口岸', 'Macau Port': '港珠澳大桥澳门口岸',
};

/** Places with no practical high-speed rail from elsewhere on the list. */
export const FLY_ONLY: ReadonlySet<string> = new Set(['lhasa', 'urumqi', 'kashgar', 'dunhuang', 'sanya']);

/** Longer than this by rail, a flight is quicker from door to door. */
const LONGEST_SENSIBLE_RIDE_HOURS = 6.5;

export interface TransferLeg {
  from: string;
  to: string;
  mode: LegMode;
  /** time on board */
  rideHours: number;
  /** from hotel door to hotel door */
  doorToDoorHours: number;
  priceCny: number;
  /** station or airport names, English and Chinese */
  depart: { en: string; zh: string };
  arrive: { en: string; zh: string };
  train: string | null;
  note: string;
  /** true when no timetable is listed for the pair and the leg is estimated from the distance */
  estimated: boolean;
}

const roundHalf = (hours: number): number => Math.max(0.5, Math.round(hours * 2) / 2);
const roundTen = (price: number): number => Math.round(price / 10) * 10;

function flightLeg(from: string, to: string, a: CityFacts, b: CityFacts, km: number): TransferLeg {
  const rideHours = roundHalf(km / 750 + 0.5);
  return {
    from, to, mode: 'flight', rideHours, doorToDoorHours: rideHours + ACCESS_HOURS.flight,
    priceCny: roundTen(km * 0.6 + 300),
    depart: { en: `${a.airport.en} (${a.airport.code})`, zh: a.airport.zh },
    arrive: { en: `${b.airport.en} (${b.airport.code})`, zh: b.airport.zh },
    train: null,
    note: `Flight ${a.airport.code}–${b.airport.code}; arrive 2 h early`,
    estimated: true,
  };
}

/** The transfer from one city to another, or undefined when either city is not in the data. */
export function transferLeg(from: string, to: string): TransferLeg | undefined {
  const a = CITY_FACTS[from];
  const b = CITY_FACTS[to];
  if (!a || !b) return undefined;
  const link = RAIL_LINKS.find((l) => (l.a === from && l.b === to) || (l.a === to && l.b === from));
  const km = distanceKm(a, b);
  if (link) {
    const [start, end] = link.a === from ? [link.stationA, link.stationB] : [link.stationB, link.stationA];
    return {
      from, to, mode: link.mode, rideHours: link.hours, doorToDoorHours: link.hours + ACCESS_HOURS[link.mode], priceCny: link.priceCny,
      depart: { en: start, zh: STATIONS_ZH[start] ?? start },
      arrive: { en: end, zh: STATIONS_ZH[end] ?? end },
      train: link.train,
      note: link.note ?? `${link.train} from ${start} to ${end}`,
      estimated: false,
    };
  }
  if (km <= 1200 && !FLY_ONLY.has(from) && !FLY_ONLY.has(to) && a.station && b.station) {
    const rideHours = roundHalf(km / 200 + 0.5);
    if (rideHours <= LONGEST_SENSIBLE_RIDE_HOURS) {
      return {
        from, to, mode: 'high-speed rail', rideHours, doorToDoorHours: rideHours + ACCESS_HOURS['high-speed rail'],
        priceCny: roundTen(km * 0.45),
        depart: a.station, arrive: b.station, train: null,
        note: `High-speed train from ${a.station.en} to ${b.station.en}, possibly with a change; book on 12306 with your passport`,
        estimated: true,
      };
    }
  }
  return flightLeg(from, to, a, b, km);
}

/** True when a direct flight beats this rail leg from door to door. */
export function flightIsQuicker(leg: TransferLeg): boolean {
  if (leg.mode === 'flight') return false;
  const a = CITY_FACTS[leg.from];
  const b = CITY_FACTS[leg.to];
  if (!a || !b) return false;
  return flightLeg(leg.from, leg.to, a, b, distanceKm(a, b)).doorToDoorHours < leg.doorToDoorHours;
}
