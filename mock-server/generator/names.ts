import type { LanguageCode } from '../../src/api/types/common';
import type { CityBasics } from '../data/china';
import { PROVINCE_NAMES } from '../data/place-names';

/** Where a language's name stands in the name tables' [ja, ko, ar, es] (data/place-names.ts, data/local-names.ts). */
export const OTHER_INDEX: Record<Exclude<LanguageCode, 'en' | 'zh'>, number> = { ja: 0, ko: 1, ar: 2, es: 3 };

export const cityName = (city: CityBasics, language: LanguageCode): string => city.names[language] || city.names.en;

export function provinceName(province: string, language: LanguageCode): string {
  const names = PROVINCE_NAMES[province];
  if (language === 'en' || !names) return province;
  return language === 'zh' ? names[0] : names[OTHER_INDEX[language] + 1];
}
