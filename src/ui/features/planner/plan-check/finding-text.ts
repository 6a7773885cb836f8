import { useTranslation } from 'react-i18next';
import type { Finding } from '../../../../lib/plan-check';
import { countText, type CountedUnit } from '../format';
import { placeNamesIn, type Translate } from './place-names';
import { dateTimeFormat, displayNames } from '../../../../lib/intl-formatters';

const DATE_PARAMS = new Set(['date', 'until', 'from', 'to', 'deadline', 'saleDate']);
/** Params that count hours, days or cities: worded through the plural rules ("1 day", "3 أيام"), not pasted before a fixed word. */
const COUNTED: Readonly<Partial<Record<string, CountedUnit>>> = {
  ride: 'hours', doorToDoor: 'hours', remaining: 'hours', planned: 'hours', real: 'hours', needed: 'hours', available: 'hours', transit: 'hours', sights: 'hours',
  days: 'days', stay: 'days', rainDays: 'days',
  cities: 'cities', most: 'cities',
};
/** 1 March 2026 was a Sunday: weekday n is that date plus n days. */
const A_SUNDAY = Date.UTC(2026, 2, 1);

type FindingText = (finding: Finding) => { text: string; suggestion: string | null };

/** Turns a finding's raw params (dates, weekdays, modes, country codes, needs, places) into words of the reader's language. */
export function findingTextIn(t: Translate, language: string): FindingText {
  const day = (iso: string): string => {
    const full = /^\d{4}-\d{2}-\d{2}$/.test(iso);
    const date = new Date(`${full ? iso : `2026-${iso}`}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return iso;
    return dateTimeFormat(language, { day: 'numeric', month: 'long', ...(full ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(date);
  };
  const weekday = (n: number): string => dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(A_SUNDAY + n * 86_400_000));
  const country = (code: string): string => displayNames(language, { type: 'region', fallback: 'code' }).of(code) ?? code;
  const names = placeNamesIn(t, language);
  /** A param with a `<key>Slug` beside it is a city, or with `<key>Zh` too a station, airport or port of that city. */
  const placeWord = (key: string, value: string, params: Finding['params']): string | null => {
    const slug = params[`${key}Slug`];
    if (typeof slug !== 'string') return null;
    const zh = params[`${key}Zh`];
    return typeof zh === 'string' ? names.place({ en: value, zh }, slug || null) : names.city(slug, value);
  };
  const word = (key: string, value: string | number, params: Finding['params']): string | number => {
    const place = typeof value === 'string' ? placeWord(key, value, params) : null;
    if (place !== null) return place;
    if (typeof value === 'string' && DATE_PARAMS.has(key)) return day(value);
    if (key === 'weekday') return weekday(Number(value));
    if (key === 'weekdays') return String(value).split(',').filter(Boolean).map((n) => weekday(Number(n))).join(', ');
    if (key === 'mode') return t(`plan-check:modes.${value}`);
    if (key === 'holiday') return t(`plan-check:holidays.${value}`);
    if (key === 'need') return t(`plan-check:needs.${value}`);
    if (key === 'country') return country(String(value));
    const unit = COUNTED[key];
    if (unit && typeof value === 'number') return countText(unit, value, t);
    return value;
  };
  return (finding) => {
    const params = Object.fromEntries(Object.entries(finding.params).map(([key, value]) => [key, word(key, value, finding.params)]));
    const text = t(`plan-check:${finding.key}`, params);
    return {
      text: finding.params.expected === 1 ? `${text} ${t('plan-check:holiday.expected')}` : text,
      suggestion: finding.suggestion ? t(`plan-check:${finding.suggestion}`, params) : null,
    };
  };
}

export function useFindingText(): FindingText {
  const { t, i18n } = useTranslation();
  return findingTextIn(t, i18n.language);
}
