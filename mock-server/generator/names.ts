import type { LanguageCode } from '../../src/api/types/common';
import type { CityDish } from '../../src/api/types/cities';
import type { CityData, Sight } from '../data/china';
import { DISH_NAMES, DISTRICT_NAMES, PROVINCE_NAMES, SIGHT_NAMES, type OtherNames } from '../data/place-names';

const OTHER_INDEX: Record<Exclude<LanguageCode, 'en' | 'zh'>, number> = { ja: 0, ko: 1, ar: 2, es: 3 };

function pick(english: string, chinese: string, others: OtherNames | undefined, language: LanguageCode): string {
  if (language === 'en') return english;
  if (language === 'zh') return chinese;
  return others?.[OTHER_INDEX[language]] ?? english;
}

export const cityName = (city: CityData, language: LanguageCode): string => city.names[language] || city.names.en;

export const sightName = (sight: Sight, language: LanguageCode): string => pick(sight.name, sight.nameZh, SIGHT_NAMES[sight.id], language);

/** A dish's own name in the reader's language (a list that shows the Chinese beside it needs no more). */
export const dishLocalName = (dish: CityDish, language: LanguageCode): string => pick(dish.name, dish.nameZh, DISH_NAMES[dish.nameZh], language);

export function provinceName(province: string, language: LanguageCode): string {
  const names = PROVINCE_NAMES[province];
  if (language === 'en' || !names) return province;
  return language === 'zh' ? names[0] : names[OTHER_INDEX[language] + 1];
}

export function districtName(city: CityData, language: LanguageCode): string {
  const names = DISTRICT_NAMES[city.slug];
  if (language === 'en' || !names) return city.stayDistrict;
  return language === 'zh' ? names[0] : names[OTHER_INDEX[language] + 1];
}
