import { useTranslation } from 'react-i18next';
import { cityNameIn } from '../../../../lib/travel-facts/city-names';

/** Readers of these languages read a station's Chinese name, the one printed on tickets and signs. */
const READS_CHINESE = new Set(['zh', 'ja']);
/** No ticket or sign names a station in these scripts: the Chinese name, with the city in the reader's own script. */
const CHINESE_WITH_CITY = new Set(['ko', 'ar']);

interface PlaceNames {
  /** a city of the plan by its slug, in the reader's language; the plan's own name for a city not in the facts */
  city: (slug: string, fallback: string) => string;
  /** a station, airport or port serving the city `citySlug`, named so the reader finds it on a ticket or sign */
  place: (names: { en: string; zh: string }, citySlug: string | null) => string;
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** City and station names for a reader of `language`: no English name in a Chinese, Japanese, Korean or Arabic page. */
export function placeNamesIn(t: Translate, pageLanguage: string): PlaceNames {
  const language = pageLanguage.split('-')[0];
  return {
    city: (slug, fallback) => cityNameIn(slug, language) ?? fallback,
    place: (names, citySlug) => {
      if (READS_CHINESE.has(language)) return names.zh;
      if (!CHINESE_WITH_CITY.has(language)) return names.en;
      const city = citySlug ? cityNameIn(citySlug, language) : undefined;
      return city ? t('plan-check:placeInCity', { place: names.zh, city }) : names.zh;
    },
  };
}

export function usePlaceNames(): PlaceNames {
  const { t, i18n } = useTranslation();
  return placeNamesIn(t, i18n.language);
}
