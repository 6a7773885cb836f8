import type { LanguageCode } from '../../src/api/types/common';
import type { CityDish } from '../../src/api/types/cities';
import type { CityBasics, Sight } from '../data/china';
import type { OtherNames } from '../data/place-names';
import { DISH_NAMES, DISTRICT_NAMES, SIGHT_NAMES } from '../data/local-names';
import { OTHER_INDEX } from './names';

function pick(english: string, chinese: string, others: OtherNames | undefined, language: LanguageCode): string {
  if (language === 'en') return english;
  if (language === 'zh') return chinese;
  return others?.[OTHER_INDEX[language]] ?? english;
}

export const sightName = (sight: Sight, language: LanguageCode): string => pick(sight.name, sight.nameZh, SIGHT_NAMES[sight.id], language);

/** A dish's own name in the reader's language (a list that shows the Chinese beside it needs no more). */
export const dishLocalName = (dish: CityDish, language: LanguageCode): string => pick(dish.name, dish.nameZh, DISH_NAMES[dish.nameZh], language);

export function districtName(city: CityBasics, language: LanguageCode): string {
  const names = DISTRICT_NAMES[city.slug];
  if (language === 'en' || !names) return city.stayDistrict;
  return language === 'zh' ? names[0] : names[OTHER_INDEX[language] + 1];
}
