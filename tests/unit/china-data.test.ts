import { describe, it, expect } from 'vitest';
import { CITIES, cityBySlug, type Region } from '../../mock-server/data/china';
import { CITY_DATA } from '../../mock-server/data/city-details';
import { distanceKm } from '../../src/lib/travel-facts/cities';
import { transferLeg } from '../../src/lib/travel-facts/transfers';

const REGIONS: Region[] = ['north', 'northeast', 'east', 'central', 'south', 'southwest', 'northwest'];
const CJK = /[\u4e00-\u9fff]/;
const ARABIC = /[\u0600-\u06ff]/;

function city(slug: string) {
  const found = cityBySlug(slug);
  if (!found) throw new Error(`missing city ${slug}`);
  return found;
}

describe('china data', () => {
  it('has at least 32 cities with unique slugs', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(32);
    expect(new Set(CITIES.map((c) => c.slug)).size).toBe(CITIES.length);
  });

  it('keeps the first four cities stable', () => {
    expect(CITIES.slice(0, 4).map((c) => c.slug)).toEqual(['beijing', 'shanghai', 'xian', 'chengdu']);
  });

  it('has unique sight ids across the dataset', () => {
    const ids = CITY_DATA.flatMap((c) => c.sights.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every city 4-6 sights within 150 km of its centre', () => {
    expect(CITY_DATA.map((c) => c.slug)).toEqual(CITIES.map((c) => c.slug));
    for (const c of CITY_DATA) {
      expect(c.sights.length, c.slug).toBeGreaterThanOrEqual(4);
      expect(c.sights.length, c.slug).toBeLessThanOrEqual(6);
      for (const s of c.sights) {
        expect(distanceKm(c, s), s.id).toBeLessThanOrEqual(150);
        expect(s.hours * 2, s.id).toBe(Math.round(s.hours * 2));
        expect(s.priceCny, s.id).toBeGreaterThanOrEqual(0);
      }
      expect(c.dishes.length, c.slug).toBe(3);
    }
  });

  it('names every city in all six languages', () => {
    for (const c of CITIES) {
      for (const name of Object.values(c.names)) expect(name.trim().length, c.slug).toBeGreaterThan(0);
      expect(Object.keys(c.names).sort()).toEqual(['ar', 'en', 'es', 'ja', 'ko', 'zh']);
      expect(c.names.zh, c.slug).toMatch(CJK);
      expect(c.names.ar, c.slug).toMatch(ARABIC);
    }
  });

  it('covers every region', () => {
    for (const region of REGIONS) expect(CITIES.some((c) => c.region === region), region).toBe(true);
  });

  it('sends Beijing–Shanghai by high-speed rail in 4-6 hours', () => {
    const leg = transferLeg(city('beijing').slug, city('shanghai').slug);
    if (!leg) throw new Error('no Beijing–Shanghai leg');
    expect(leg.mode).toBe('high-speed rail');
    expect(leg.rideHours).toBeGreaterThanOrEqual(4);
    expect(leg.rideHours).toBeLessThanOrEqual(6);
    expect(leg.note).toContain('Beijing South');
  });

  it('flies to Lhasa', () => {
    const leg = transferLeg(city('beijing').slug, city('lhasa').slug);
    if (!leg) throw new Error('no Beijing–Lhasa leg');
    expect(leg.mode).toBe('flight');
    expect(leg.note).toContain('PEK');
  });

  it('computes haversine distances', () => {
    expect(distanceKm(city('beijing'), city('shanghai'))).toBeGreaterThan(1000);
    expect(distanceKm(city('beijing'), city('shanghai'))).toBeLessThan(1100);
  });
});
