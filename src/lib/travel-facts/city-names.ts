import type { LanguageCode } from '../../api/types/common';

/** Each city of the travel facts named in the six languages of the site: the check, the map and the city data name cities alike. */
export const CITY_NAMES = {
  luoyang: { en: 'Luoyang', zh: '洛阳', ja: '洛陽', ko: '뤄양', ar: 'لويانغ', es: 'Luoyang' },
  wuhan: { en: 'Wuhan', zh: '武汉', ja: '武漢', ko: '우한', ar: 'ووهان', es: 'Wuhan' },
  changsha: { en: 'Changsha', zh: '长沙', ja: '長沙', ko: '창사', ar: 'تشانغشا', es: 'Changsha' },
  zhangjiajie: { en: 'Zhangjiajie', zh: '张家界', ja: '張家界', ko: '장자제', ar: 'تشانغجياجيه', es: 'Zhangjiajie' },
  shanghai: { en: 'Shanghai', zh: '上海', ja: '上海', ko: '상하이', ar: 'شانغهاي', es: 'Shanghái' },
  hangzhou: { en: 'Hangzhou', zh: '杭州', ja: '杭州', ko: '항저우', ar: 'هانغتشو', es: 'Hangzhou' },
  suzhou: { en: 'Suzhou', zh: '苏州', ja: '蘇州', ko: '쑤저우', ar: 'سوتشو', es: 'Suzhou' },
  nanjing: { en: 'Nanjing', zh: '南京', ja: '南京', ko: '난징', ar: 'نانجينغ', es: 'Nankín' },
  huangshan: { en: 'Huangshan', zh: '黄山', ja: '黄山', ko: '황산', ar: 'هوانغشان', es: 'Huangshan' },
  xiamen: { en: 'Xiamen', zh: '厦门', ja: 'アモイ', ko: '샤먼', ar: 'شيامن', es: 'Xiamen' },
  qingdao: { en: 'Qingdao', zh: '青岛', ja: '青島', ko: '칭다오', ar: 'تشينغداو', es: 'Qingdao' },
  beijing: { en: 'Beijing', zh: '北京', ja: '北京', ko: '베이징', ar: 'بكين', es: 'Pekín' },
  tianjin: { en: 'Tianjin', zh: '天津', ja: '天津', ko: '톈진', ar: 'تيانجين', es: 'Tianjin' },
  datong: { en: 'Datong', zh: '大同', ja: '大同', ko: '다퉁', ar: 'داتونغ', es: 'Datong' },
  pingyao: { en: 'Pingyao', zh: '平遥', ja: '平遥', ko: '핑야오', ar: 'بينغياو', es: 'Pingyao' },
  chengde: { en: 'Chengde', zh: '承德', ja: '承徳', ko: '청더', ar: 'تشنغده', es: 'Chengde' },
  harbin: { en: 'Harbin', zh: '哈尔滨', ja: 'ハルビン', ko: '하얼빈', ar: 'هاربين', es: 'Harbin' },
  shenyang: { en: 'Shenyang', zh: '沈阳', ja: '瀋陽', ko: '선양', ar: 'شنيانغ', es: 'Shenyang' },
  dalian: { en: 'Dalian', zh: '大连', ja: '大連', ko: '다롄', ar: 'داليان', es: 'Dalian' },
  xian: { en: 'Xi\'an', zh: '西安', ja: '西安', ko: '시안', ar: 'شيآن', es: 'Xi\'an' },
  dunhuang: { en: 'Dunhuang', zh: '敦煌', ja: '敦煌', ko: '둔황', ar: 'دونهوانغ', es: 'Dunhuang' },
  urumqi: { en: 'Urumqi', zh: '乌鲁木齐', ja: 'ウルムチ', ko: '우루무치', ar: 'أورومتشي', es: 'Urumqi' },
  kashgar: { en: 'Kashgar', zh: '喀什', ja: 'カシュガル', ko: '카슈가르', ar: 'كاشغر', es: 'Kasgar' },
  guangzhou: { en: 'Guangzhou', zh: '广州', ja: '広州', ko: '광저우', ar: 'قوانغتشو', es: 'Cantón' },
  shenzhen: { en: 'Shenzhen', zh: '深圳', ja: '深圳', ko: '선전', ar: 'شنتشن', es: 'Shenzhen' },
  'hong-kong': { en: 'Hong Kong', zh: '香港', ja: '香港', ko: '홍콩', ar: 'هونغ كونغ', es: 'Hong Kong' },
  macau: { en: 'Macau', zh: '澳门', ja: 'マカオ', ko: '마카오', ar: 'ماكاو', es: 'Macao' },
  guilin: { en: 'Guilin', zh: '桂林', ja: '桂林', ko: '구이린', ar: 'قويلين', es: 'Guilin' },
  yangshuo: { en: 'Yangshuo', zh: '阳朔', ja: '陽朔', ko: '양숴', ar: 'يانغشو', es: 'Yangshuo' },
  sanya: { en: 'Sanya', zh: '三亚', ja: '三亜', ko: '싼야', ar: 'سانيا', es: 'Sanya' },
  chengdu: { en: 'Chengdu', zh: '成都', ja: '成都', ko: '청두', ar: 'تشنغدو', es: 'Chengdu' },
  chongqing: { en: 'Chongqing', zh: '重庆', ja: '重慶', ko: '충칭', ar: 'تشونغتشينغ', es: 'Chongqing' },
  kunming: { en: 'Kunming', zh: '昆明', ja: '昆明', ko: '쿤밍', ar: 'كونمينغ', es: 'Kunming' },
  dali: { en: 'Dali', zh: '大理', ja: '大理', ko: '다리', ar: 'دالي', es: 'Dali' },
  lijiang: { en: 'Lijiang', zh: '丽江', ja: '麗江', ko: '리장', ar: 'ليجيانغ', es: 'Lijiang' },
  'shangri-la': { en: 'Shangri-La', zh: '香格里拉', ja: 'シャングリラ', ko: '샹그릴라', ar: 'شانغريلا', es: 'Shangri-La' },
  lhasa: { en: 'Lhasa', zh: '拉萨', ja: 'ラサ', ko: '라싸', ar: 'لاسا', es: 'Lhasa' },
} as const satisfies Readonly<Record<string, Readonly<Record<LanguageCode, string>>>>;

type CitySlug = keyof typeof CITY_NAMES;

const isCitySlug = (slug: string): slug is CitySlug => Object.hasOwn(CITY_NAMES, slug);

const isLanguageCode = (language: string): language is LanguageCode => Object.hasOwn(CITY_NAMES.beijing, language);

/** The city's name for a reader of `language` (English for a language the site does not have), or undefined for a city not in the facts. */
export function cityNameIn(slug: string, language: string): string | undefined {
  if (!isCitySlug(slug)) return undefined;
  const base = language.split('-')[0];
  return CITY_NAMES[slug][isLanguageCode(base) ? base : 'en'];
}
