import type { SeedContext } from '../world';
import type { MockHandler } from '../kit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogueSlice {}

export function seedCatalogue(ctx: SeedContext): CatalogueSlice {
  void ctx;
  return {};
}

export const catalogueHandlers: MockHandler[] = [];
