import { CITIES, type CityBasics } from './china';

/** A city's id in the API is its position in CITIES plus one; every domain uses this one rule. */
export function cityId(slug: string): number {
  return CITIES.findIndex((city) => city.slug === slug) + 1;
}

export function cityById(id: number): CityBasics | undefined {
  return CITIES[id - 1];
}
