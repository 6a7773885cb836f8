import type { SeedContext } from '../world';
import type { MockHandler } from '../kit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TripsSlice {}

export function seedTrips(ctx: SeedContext): TripsSlice {
  void ctx;
  return {};
}

export const tripsHandlers: MockHandler[] = [];
