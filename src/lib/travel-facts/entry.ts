/**
 * Who may enter the Chinese mainland without a visa. Three regimes, checked in this order: mutual visa exemption
 * agreements (no end date), China's unilateral visa-free list (30 days, each country from a start date to an end
 * date), and the 240-hour visa-free transit (listed nationalities, listed ports, an onward ticket to a third
 * country or region, stay inside the listed provinces). Everyone else needs a visa. Countries are ISO 3166 codes.
 */
export const source = 'Ministry of Foreign Affairs consular service (cs.mfa.gov.cn) notices on visa-free entry, incl. the extension to 31 Dec 2026 (Nov 2025) and the UK and Canada (17 Feb 2026); National Immigration Administration (nia.gov.cn) notices on 240-hour transit of 17 Dec 2024, 12 Jun 2025 (Indonesia) and 3 Nov 2025 (65 ports)';
export const asOf = '2026-11-20';

export interface VisaFreeRule {
  days: number;
  /** first day of entry under the rule, or null when it predates the table */
  from: string | null;
  /** last day of entry, or null for an agreement without an end date */
  until: string | null;
  kind: 'mutual' | 'unilateral';
}

const mutual = (days: number, from: string | null = null): VisaFreeRule => ({ days, from, until: null, kind: 'mutual' });
const unilateral = (from: string | null = null, until = '2026-12-31'): VisaFreeRule => ({ days: 30, from, until, kind: 'unilateral' });

export const VISA_FREE: Readonly<Record<string, VisaFreeRule>> = {
  // mutual agreements for ordinary passports
  SG: mutual(30), TH: mutual(30, '2024-03-01'), MY: mutual(30, '2025-07-17'), KZ: mutual(30), UZ: mutual(30, '2025-06-01'),
  GE: mutual(30, '2025-05-28'), AE: mutual(30), QA: mutual(30), MV: mutual(30), RS: mutual(30), BY: mutual(30), BA: mutual(30), SM: mutual(30),
  // the unilateral list, extended to 31 Dec 2026
  FR: unilateral(), DE: unilateral(), IT: unilateral(), NL: unilateral(), ES: unilateral(), CH: unilateral(), IE: unilateral(),
  HU: unilateral(), AT: unilateral(), BE: unilateral(), LU: unilateral(), AU: unilateral(), NZ: unilateral(), PL: unilateral(),
  PT: unilateral(), GR: unilateral(), CY: unilateral(), SI: unilateral(), SK: unilateral(), NO: unilateral(), FI: unilateral(),
  DK: unilateral(), IS: unilateral(), AD: unilateral(), MC: unilateral(), LI: unilateral(), KR: unilateral(), BG: unilateral(),
  RO: unilateral(), HR: unilateral(), ME: unilateral(), MK: unilateral(), MT: unilateral(), EE: unilateral(), LV: unilateral(),
  JP: unilateral(),
  BR: unilateral('2025-06-01'), AR: unilateral('2025-06-01'), CL: unilateral('2025-06-01'), PE: unilateral('2025-06-01'), UY: unilateral('2025-06-01'),
  SA: unilateral('2025-06-09'), OM: unilateral('2025-06-09'), KW: unilateral('2025-06-09'), BH: unilateral('2025-06-09'),
  SE: unilateral('2025-11-10'), GB: unilateral('2026-02-17'), CA: unilateral('2026-02-17'),
  // a one-year trial
  RU: unilateral('2025-09-15', '2026-09-14'),
};

/** The 55 nationalities of the 240-hour visa-free transit. */
export const TRANSIT_NATIONALITIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IS', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'NO', 'PL', 'PT', 'SK', 'SI',
  'ES', 'SE', 'CH', 'MC', 'RU', 'GB', 'IE', 'CY', 'BG', 'RO', 'UA', 'RS', 'HR', 'BA', 'ME', 'MK', 'AL', 'BY',
  'US', 'CA', 'BR', 'MX', 'AR', 'CL', 'AU', 'NZ', 'KR', 'JP', 'SG', 'BN', 'AE', 'QA', 'ID',
]);

export const TRANSIT_HOURS = 240;

/** The 24 provincial-level regions a transit passenger may travel in. */
export const TRANSIT_PROVINCES: ReadonlySet<string> = new Set([
  'Beijing', 'Tianjin', 'Hebei', 'Shanxi', 'Liaoning', 'Heilongjiang', 'Shanghai', 'Jiangsu', 'Zhejiang', 'Anhui', 'Fujian', 'Jiangxi',
  'Shandong', 'Henan', 'Hubei', 'Hunan', 'Guangdong', 'Guangxi', 'Hainan', 'Chongqing', 'Sichuan', 'Guizhou', 'Yunnan', 'Shaanxi',
]);

/** Places outside the mainland's immigration: leaving for them counts as going on to a third region. */
export const THIRD_REGIONS: ReadonlySet<string> = new Set(['HK', 'MO', 'TW']);

export interface EntryPort {
  code: string;
  en: string;
  zh: string;
  /** the city in the data it serves, if any */
  city: string | null;
  /** a 240-hour transit port */
  transit: boolean;
}

const port = (code: string, en: string, zh: string, city: string | null, transit = true): EntryPort => ({ code, en, zh, city, transit });

/** International ports of entry travellers to the 37 cities use; transit=false where the 240-hour rule does not apply. */
export const ENTRY_PORTS: readonly EntryPort[] = [
  port('PEK', 'Beijing Capital Airport', '北京首都国际机场', 'beijing'),
  port('PKX', 'Beijing Daxing Airport', '北京大兴国际机场', 'beijing'),
  port('TSN', 'Tianjin Binhai Airport', '天津滨海国际机场', 'tianjin'),
  port('SHE', 'Shenyang Taoxian Airport', '沈阳桃仙国际机场', 'shenyang'),
  port('DLC', 'Dalian Zhoushuizi Airport', '大连周水子国际机场', 'dalian'),
  port('HRB', 'Harbin Taiping Airport', '哈尔滨太平国际机场', 'harbin'),
  port('TYN', 'Taiyuan Wusu Airport', '太原武宿国际机场', 'pingyao'),
  port('PVG', 'Shanghai Pudong Airport', '上海浦东国际机场', 'shanghai'),
  port('SHA', 'Shanghai Hongqiao Airport', '上海虹桥国际机场', 'shanghai'),
  port('NKG', 'Nanjing Lukou Airport', '南京禄口国际机场', 'nanjing'),
  port('HGH', 'Hangzhou Xiaoshan Airport', '杭州萧山国际机场', 'hangzhou'),
  port('XMN', 'Xiamen Gaoqi Airport', '厦门高崎国际机场', 'xiamen'),
  port('TAO', 'Qingdao Jiaodong Airport', '青岛胶东国际机场', 'qingdao'),
  port('CGO', 'Zhengzhou Xinzheng Airport', '郑州新郑国际机场', null),
  port('WUH', 'Wuhan Tianhe Airport', '武汉天河国际机场', 'wuhan'),
  port('CSX', 'Changsha Huanghua Airport', '长沙黄花国际机场', 'changsha'),
  port('CAN', 'Guangzhou Baiyun Airport', '广州白云国际机场', 'guangzhou'),
  port('SZX', 'Shenzhen Bao\'an Airport', '深圳宝安国际机场', 'shenzhen'),
  port('XKL', 'West Kowloon Station (Guangzhou-Shenzhen-Hong Kong rail)', '西九龙站', 'hong-kong'),
  port('HZM', 'Hong Kong-Zhuhai-Macao Bridge', '港珠澳大桥', 'macau'),
  port('KWL', 'Guilin Liangjiang Airport', '桂林两江国际机场', 'guilin'),
  port('SYX', 'Sanya Phoenix Airport', '三亚凤凰国际机场', 'sanya'),
  port('CKG', 'Chongqing Jiangbei Airport', '重庆江北国际机场', 'chongqing'),
  port('TFU', 'Chengdu Tianfu Airport', '成都天府国际机场', 'chengdu'),
  port('CTU', 'Chengdu Shuangliu Airport', '成都双流国际机场', 'chengdu'),
  port('XIY', 'Xi\'an Xianyang Airport', '西安咸阳国际机场', 'xian'),
  port('KMG', 'Kunming Changshui Airport', '昆明长水国际机场', 'kunming'),
  port('LJG', 'Lijiang Sanyi Airport', '丽江三义国际机场', 'lijiang'),
  port('URC', 'Urumqi Tianshan Airport', '乌鲁木齐天山国际机场', 'urumqi', false),
  port('LXA', 'Lhasa Gonggar Airport', '拉萨贡嘎国际机场', 'lhasa', false),
];

export const entryPort = (code: string): EntryPort | undefined => ENTRY_PORTS.find((p) => p.code === code);

/** Tibet needs a Tibet Travel Permit arranged by a licensed agency, whatever the visa. */
export const PERMIT_PROVINCES: ReadonlySet<string> = new Set(['Tibet']);
