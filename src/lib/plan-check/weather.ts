import { CLIMATE, HIGH_ALTITUDE_M, type MonthClimate } from '../travel-facts/climate';
import { dateOfDay, monthOf } from './dates';
import { finding, type Finding, type Rule } from './types';

/** From this many rain days in the month, pack for rain. */
const RAINY_MONTH_DAYS = 12;

/** What to wear by the typical daytime high (°C), coldest band first. */
const CLOTHING: readonly { upTo: number; key: string }[] = [
  { upTo: 5, key: 'weather.pack.freezing' },
  { upTo: 15, key: 'weather.pack.cold' },
  { upTo: 25, key: 'weather.pack.mild' },
  { upTo: Number.POSITIVE_INFINITY, key: 'weather.pack.hot' },
];

const clothingFor = (month: MonthClimate): string => (CLOTHING.find((band) => month.highC <= band.upTo) ?? CLOTHING[CLOTHING.length - 1]).key;

/** The typical weather of each stop in the trip's month, on the first day there, with what to pack. */
export const checkWeather: Rule = ({ plan }) => {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const day of plan.days) {
    const date = dateOfDay(day, plan.startDate);
    const climate = CLIMATE[day.citySlug];
    if (!date || !climate || seen.has(day.citySlug)) continue;
    seen.add(day.citySlug);
    const month = climate.months[monthOf(date) - 1];
    findings.push(finding(day.day, 'weather', 'info', 'weather.typical', { city: day.city, citySlug: day.citySlug, low: month.lowC, high: month.highC, rainDays: month.rainDays, date }, clothingFor(month)));
    if (month.rainDays >= RAINY_MONTH_DAYS) findings.push(finding(day.day, 'weather', 'info', 'weather.rainy', { city: day.city, citySlug: day.citySlug, rainDays: month.rainDays }, 'weather.pack.rain'));
    if (month.poorAir) findings.push(finding(day.day, 'weather', 'warning', 'weather.poorAir', { city: day.city, citySlug: day.citySlug }, 'weather.pack.mask'));
    if (climate.altitudeM >= HIGH_ALTITUDE_M) findings.push(finding(day.day, 'weather', 'warning', 'weather.altitude', { city: day.city, citySlug: day.citySlug, altitude: climate.altitudeM }, 'weather.slowFirstDay'));
  }
  return findings;
};
