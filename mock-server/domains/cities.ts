import type { SeedContext } from '../world';
import type { MockHandler } from '../kit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CitiesSlice {}

export function seedCities(ctx: SeedContext): CitiesSlice {
  void ctx;
  return {};
}

export const citiesHandlers: MockHandler[] = [];
