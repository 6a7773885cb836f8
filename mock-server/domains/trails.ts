import type { SeedContext } from '../world';
import type { MockHandler } from '../kit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TrailsSlice {}

export function seedTrails(ctx: SeedContext): TrailsSlice {
  void ctx;
  return {};
}

export const trailsHandlers: MockHandler[] = [];
