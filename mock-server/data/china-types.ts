import type { CityDish, CityGuide, CitySight } from '../../src/api/types/cities';
import type { LanguageCode } from '../../src/api/types/common';

export type { LanguageCode };
export type Region = 'north' | 'northeast' | 'east' | 'central' | 'south' | 'southwest' | 'northwest';
export type SightKind = 'history' | 'nature' | 'culture' | 'modern' | 'food' | 'family';

/** A sight as the mock knows it: what the city detail answer sends, and where it is and when it is best for the planner. */
export interface Sight extends CitySight {
  kind: SightKind;
  lat: number;
  lng: number;
  bestSlot: 'morning' | 'afternoon' | 'evening' | 'any';
}

/**
 * A city as the mock's core knows it: what the lists and summaries send and the practical guide's text.
 * Its sights and dishes (CitySights) are apart, in city-sights/, and load with a city's detail, its AI
 * guide and the planner (city-details.ts).
 */
export interface CityBasics extends Omit<CityGuide, 'dishes' | 'sights'> {
  slug: string;
  /** the neighbourhood to name in an itinerary ("Dongcheng (Wangfujing)"); stayArea is the advice around it */
  stayDistrict: string;
  names: Record<LanguageCode, string>;
  province: string;
  region: Region;
  lat: number;
  lng: number;
  airport: string;
  hot: boolean;
  tagline: string;
}

export interface CitySights {
  dishes: CityDish[];
  sights: Sight[];
}

/** A city with its sights and dishes: what the city detail answer sends, and what the planner plans with. */
export interface CityData extends CityBasics, CitySights {}
