import type { CityBasics } from './china-types';
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

const ALL_REGIONS: readonly CityBasics[] = [
  ...NORTH_CITIES,
  ...NORTHEAST_CITIES,
  ...EAST_CITIES,
  ...CENTRAL_CITIES,
  ...SOUTH_CITIES,
  ...SOUTHWEST_CITIES,
  ...NORTHWEST_CITIES,
];

function assemble(all: readonly CityBasics[]): readonly CityBasics[] {
  const leading = LEADING_SLUGS.map((slug) => all.find((city) => city.slug === slug)).filter(
    (city): city is CityBasics => city !== undefined,
  );
  const rest = all.filter((city) => !(LEADING_SLUGS as readonly string[]).includes(city.slug));
  return Object.freeze([...leading, ...rest]);
}

export const CITIES: readonly CityBasics[] = assemble(ALL_REGIONS);

export function cityBySlug(slug: string): CityBasics | undefined {
  return CITIES.find((city) => city.slug === slug);
}

/** Places that trip packages visit but the city dataset does not cover. */
const OTHER_PLACE_NAMES: Record<string, Partial<CityBasics['names']>> = {
  Leshan: { zh: '乐山', ja: '楽山', ko: '러산', ar: 'ليشان' },
  Fenghuang: { zh: '凤凰', ja: '鳳凰', ko: '펑황', ar: 'فنغهوانغ' },
  Lanzhou: { zh: '兰州', ja: '蘭州', ko: '란저우', ar: 'لانتشو' },
  Zhangye: { zh: '张掖', ja: '張掖', ko: '장예', ar: 'تشانغيه' },
  Jiayuguan: { zh: '嘉峪关', ja: '嘉峪関', ko: '자위관', ar: 'جيايوقوان' },
  'Snow Town': { zh: '雪乡', ja: '雪郷', ko: '쉐샹', ar: 'قرية الثلج', es: 'Pueblo de la Nieve' },
};

/** A city named in English content, in the reader's language where the dataset knows the city. */
function cityNameIn(englishName: string, language: string): string {
  const names = CITIES.find((candidate) => candidate.names.en === englishName)?.names ?? OTHER_PLACE_NAMES[englishName];
  return names?.[language as keyof CityBasics['names']] ?? englishName;
}

export const cityNamesIn = (englishNames: readonly string[], language: string): string[] =>
  englishNames.map((name) => cityNameIn(name, language));
