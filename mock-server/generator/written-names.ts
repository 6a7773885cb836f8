import type { LanguageCode } from '../../src/api/types/common';
import type { CityDish } from '../../src/api/types/cities';
import type { Sight } from '../data/china';
import { dishLocalName, sightName } from './local-names';
import { phrasesFor } from './phrases';

/** A name followed by its Chinese, the way a traveller shows it to a driver; Chinese and Japanese readers already read it. */
export function withChinese(name: string, chinese: string, language: LanguageCode): string {
  return language === 'zh' || language === 'ja' || name === chinese ? name : phrasesFor(language).withChinese(name, chinese);
}

/** A sight as an activity title: in the reader's language, with the Chinese name a driver can read where that helps. */
export function sightTitle(sight: Sight, language: LanguageCode): string {
  return withChinese(sightName(sight, language), sight.nameZh, language);
}

export function dishName(dish: CityDish, language: LanguageCode): string {
  return withChinese(dishLocalName(dish, language), dish.nameZh, language);
}
