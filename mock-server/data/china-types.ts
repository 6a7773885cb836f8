export type LanguageCode = 'en' | 'zh' | 'ja' | 'ko' | 'ar' | 'es';
export type Region = 'north' | 'northeast' | 'east' | 'central' | 'south' | 'southwest' | 'northwest';
export type SightKind = 'history' | 'nature' | 'culture' | 'modern' | 'food' | 'family';

export interface Sight {
  id: string;
  name: string;
  nameZh: string;
  kind: SightKind;
  hours: number;
  priceCny: number;
  lat: number;
  lng: number;
  blurb: string;
  bestSlot: 'morning' | 'afternoon' | 'evening' | 'any';
}

export interface Dish {
  name: string;
  nameZh: string;
  note: string;
}

export interface CityData {
  slug: string;
  names: Record<LanguageCode, string>;
  province: string;
  region: Region;
  lat: number;
  lng: number;
  airport: string;
  hot: boolean;
  tagline: string;
  summary: string;
  bestTime: string;
  gettingThere: string;
  gettingAround: string;
  practical: string;
  stayArea: string;
  hotelPerNightCny: { budget: number; mid: number; luxury: number };
  dailyFoodCny: number;
  dishes: Dish[];
  sights: Sight[];
}

export interface Leg {
  mode: 'high-speed rail' | 'flight';
  hours: number;
  priceCny: number;
  note: string;
}
