import type { PageQuery } from './common';

export interface CitySummary {
  id: number;
  slug: string;
  /** the name in the request's language (English when that language has none) */
  name: string;
  names: Record<string, string>;
  province: string;
  region: string;
  cover: string;
  tagline: string;
  hot: boolean;
  likeCount: number;
}

export interface CitySight {
  id: string;
  name: string;
  nameZh: string;
  kind: string;
  hours: number;
  priceCny: number;
  blurb: string;
}

export interface CityDish {
  name: string;
  nameZh: string;
  note: string;
}

/** A city's practical guide, as the detail answer sends it (the mock's city data holds the same fields). */
export interface CityGuide {
  summary: string;
  bestTime: string;
  gettingThere: string;
  gettingAround: string;
  practical: string;
  stayArea: string;
  hotelPerNightCny: { budget: number; mid: number; luxury: number };
  dailyFoodCny: number;
}

export interface CityDetail extends CitySummary, CityGuide {
  dishes: CityDish[];
  sights: CitySight[];
  liked: boolean;
  commentCount: number;
}

export interface CityPageQuery extends PageQuery {
  region?: string;
}

export interface CityNameQuery {
  keyword: string;
}

export interface CityIdPayload {
  cityId: number;
}
