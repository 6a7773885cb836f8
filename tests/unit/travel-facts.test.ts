import { describe, expect, it } from 'vitest';
import { CITIES } from '../../mock-server/data/china';
import { CITY_DATA } from '../../mock-server/data/city-details';
import { SIGHTS } from '../../src/lib/travel-facts/sights';
import { CITY_FACTS } from '../../src/lib/travel-facts/cities';
import { CLIMATE } from '../../src/lib/travel-facts/climate';
import { HOLIDAYS, HOLIDAY_YEARS } from '../../src/lib/travel-facts/holidays';
import { RAIL_LINKS, STATIONS_ZH, transferLeg } from '../../src/lib/travel-facts/transfers';
import { ENTRY_PORTS, TRANSIT_NATIONALITIES, VISA_FREE } from '../../src/lib/travel-facts/entry';
import { OUTLINE, type Ring } from '../../src/lib/travel-facts/outline';
import { FACT_TABLES } from '../../src/lib/travel-facts';

const insideRing = (ring: Ring, lng: number, lat: number): boolean => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

describe('travel facts cover the city data', () => {
  it('has opening facts for every sight the city data names, in the right city and with the same Chinese name', () => {
    const ids = CITY_DATA.flatMap((city) => city.sights.map((sight) => ({ id: sight.id, city: city.slug, nameZh: sight.nameZh })));
    for (const { id, city, nameZh } of ids) {
      expect(SIGHTS[id], id).toBeDefined();
      expect(SIGHTS[id].city, id).toBe(city);
      expect(SIGHTS[id].nameZh, id).toBe(nameZh);
      expect(SIGHTS[id].pinyin, id).toMatch(/^[^\p{Script=Han}]+$/u);
    }
    expect(Object.keys(SIGHTS).sort()).toEqual(ids.map(({ id }) => id).sort());
  });

  it('has place, climate and a transfer for every city slug, and every city lies inside the map outline', () => {
    for (const city of CITIES) {
      expect(CITY_FACTS[city.slug], city.slug).toBeDefined();
      expect(CITY_FACTS[city.slug].nameZh).toBe(city.names.zh);
      expect(CLIMATE[city.slug]?.months, city.slug).toHaveLength(12);
      const { lat, lng } = CITY_FACTS[city.slug];
      expect(OUTLINE.some((ring) => insideRing(ring, lng, lat)), `${city.slug} on the map`).toBe(true);
    }
    expect(Object.keys(CITY_FACTS)).toHaveLength(CITIES.length);
  });

  it('finds a leg between every two cities, the same length both ways, door-to-door longer than the ride', () => {
    for (const a of CITIES) {
      for (const b of CITIES) {
        if (a === b) continue;
        const there = transferLeg(a.slug, b.slug);
        const back = transferLeg(b.slug, a.slug);
        expect(there, `${a.slug}-${b.slug}`).toBeDefined();
        expect(there?.doorToDoorHours).toBe(back?.doorToDoorHours);
        expect(there?.doorToDoorHours ?? 0).toBeGreaterThan(there?.rideHours ?? 0);
      }
    }
    expect(transferLeg('beijing', 'atlantis')).toBeUndefined();
  });

  it('names every station of the rail links in Chinese and links only known cities', () => {
    for (const link of RAIL_LINKS) {
      expect(CITY_FACTS[link.a], link.a).toBeDefined();
      expect(CITY_FACTS[link.b], link.b).toBeDefined();
      expect(STATIONS_ZH[link.stationA], link.stationA).toBeDefined();
      expect(STATIONS_ZH[link.stationB], link.stationB).toBeDefined();
    }
  });

  it('takes Chengdu to Guilin as a real 6.5-hour train ride, not a guess from the distance', () => {
    const leg = transferLeg('chengdu', 'guilin');
    expect(leg).toMatchObject({ mode: 'high-speed rail', rideHours: 6.5, estimated: false, depart: { zh: '成都东站' } });
  });

  it('keeps holidays ordered, within the covered years, with make-up workdays outside the break', () => {
    for (const holiday of HOLIDAYS) {
      expect(holiday.from <= holiday.to, holiday.from).toBe(true);
      expect(HOLIDAY_YEARS).toContain(Number(holiday.from.slice(0, 4)));
      for (const day of holiday.makeUpWorkdays) expect(day < holiday.from || day > holiday.to).toBe(true);
    }
    for (const year of HOLIDAY_YEARS) expect(HOLIDAYS.filter((h) => h.from.startsWith(String(year))).length).toBeGreaterThanOrEqual(6);
  });

  it('writes entry rules with real country codes and known port cities', () => {
    const codes = [...Object.keys(VISA_FREE), ...TRANSIT_NATIONALITIES];
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of codes) expect(names.of(code), code).toBeDefined();
    expect(TRANSIT_NATIONALITIES.size).toBe(55);
    for (const entryPort of ENTRY_PORTS) if (entryPort.city) expect(CITY_FACTS[entryPort.city], entryPort.code).toBeDefined();
  });

  it('dates and sources every table', () => {
    expect(FACT_TABLES.map((table) => table.id)).toEqual(['sights', 'addresses', 'cities', 'transfers', 'holidays', 'entry', 'climate', 'outline']);
    for (const table of FACT_TABLES) {
      expect(table.source.length, table.id).toBeGreaterThan(20);
      expect(table.asOf, table.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
