import type { CityBasics, CityData, CitySights } from './china-types';
import { CITIES } from './china';
import { NORTH_SIGHTS } from './city-sights/north';
import { NORTHEAST_SIGHTS } from './city-sights/northeast';
import { EAST_SIGHTS } from './city-sights/east';
import { CENTRAL_SIGHTS } from './city-sights/central';
import { SOUTH_SIGHTS } from './city-sights/south';
import { SOUTHWEST_SIGHTS } from './city-sights/southwest';
import { NORTHWEST_SIGHTS } from './city-sights/northwest';

/**
 * The cities with their sights and dishes. A city list, the home page and the stories need none of them,
 * so in the browser this module (with the sights' names in other languages) loads on the first city
 * detail, AI guide or planner call, not with the mock's core: about a third fewer bytes before a first
 * screen's answers.
 */
const SIGHTS: Readonly<Record<string, CitySights>> = {
  ...NORTH_SIGHTS,
  ...NORTHEAST_SIGHTS,
  ...EAST_SIGHTS,
  ...CENTRAL_SIGHTS,
  ...SOUTH_SIGHTS,
  ...SOUTHWEST_SIGHTS,
  ...NORTHWEST_SIGHTS,
};

export function withSights(city: CityBasics): CityData {
  const sights = SIGHTS[city.slug];
  if (!sights) throw new Error(`No sights or dishes for ${city.slug}`);
  return { ...city, ...sights };
}

/** CITIES, in their order, with their sights and dishes. */
export const CITY_DATA: readonly CityData[] = Object.freeze(CITIES.map(withSights));

export function cityDataBySlug(slug: string): CityData | undefined {
  return CITY_DATA.find((city) => city.slug === slug);
}
