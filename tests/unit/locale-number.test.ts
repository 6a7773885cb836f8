import { describe, expect, it } from 'vitest';
import { decimalMark, formatMoney, formatPlainNumber, parseLocaleNumber } from '../../src/lib/locale-number';
import { isolate, isolateFor, needsIsolating, routeArrow } from '../../src/lib/bidi';

describe('numbers read the way the reader writes them', () => {
  it('knows each language’s decimal mark', () => {
    expect(['en', 'zh', 'ja', 'ko', 'ar', 'es'].map(decimalMark)).toEqual(['.', '.', '.', '.', '.', ',']);
  });

  it('reads a decimal comma and thousands dots in Spanish', () => {
    expect(parseLocaleNumber('2,5', 'es')).toBe(2.5);
    expect(parseLocaleNumber('1.234,56', 'es')).toBe(1234.56);
    expect(parseLocaleNumber('1.234', 'es')).toBe(1234);
    expect(parseLocaleNumber('12.345.678', 'es')).toBe(12_345_678);
    expect(parseLocaleNumber('1 234,5', 'es')).toBe(1234.5);
    // a Spanish reader who types the English way is still understood when it cannot be a grouping
    expect(parseLocaleNumber('2.5', 'es')).toBe(2.5);
  });

  it('reads thousands commas and a decimal point in English, Chinese, Japanese and Korean', () => {
    expect(parseLocaleNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseLocaleNumber('1,234', 'zh')).toBe(1234);
    expect(parseLocaleNumber('0.75', 'ko')).toBe(0.75);
    expect(parseLocaleNumber('2,5', 'en')).toBe(2.5);
  });

  it('reads Arabic-Indic, Persian and full-width digits and the Arabic separators', () => {
    expect(parseLocaleNumber('١٢٣٫٥', 'ar')).toBe(123.5);
    expect(parseLocaleNumber('١٬٢٣٤', 'ar')).toBe(1234);
    expect(parseLocaleNumber('۲۵', 'ar')).toBe(25);
    expect(parseLocaleNumber('１２３．５', 'ja')).toBe(123.5);
    expect(parseLocaleNumber('\u200f-5', 'ar')).toBe(-5);
    expect(parseLocaleNumber('−3,5', 'es')).toBe(-3.5);
  });

  it('refuses what is not one number', () => {
    for (const text of ['', 'abc', '12a', '1,2,3', '1,23,456', '1..2', '1.234.5', ',', '--1', '1-2']) {
      expect(parseLocaleNumber(text, 'en'), text).toBeNull();
    }
    expect(parseLocaleNumber('1,234,5', 'es')).toBeNull();
  });

  it('writes money with Intl in the page language', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'es')).toBe('1234,50\u00a0€');
    expect(formatMoney(1234, 'CNY', 'zh', { maximumFractionDigits: 0 })).toBe('¥1,234');
    expect(formatMoney(1234, 'CNY', 'ja', { maximumFractionDigits: 0 })).not.toContain('¥');
    expect(formatPlainNumber(77.9, 'es', 1)).toBe('77,9');
    expect(formatPlainNumber(1234.5, 'en', 1)).toBe('1234.5');
  });

  it('keeps the Arabic currency sign whole inside right-to-left text', () => {
    const price = formatMoney(1234, 'CNY', 'ar', { maximumFractionDigits: 0 });
    expect(price).toContain(isolate('CN¥'));
    expect(parseLocaleNumber(price.replace(/[^\d,.\u200f]/g, ''), 'ar')).toBe(1234);
  });
});

describe('right-to-left runs', () => {
  it('isolates only the runs the bidi rules could reorder, and only in Arabic', () => {
    expect(needsIsolating('2026-11-12')).toBe(true);
    expect(needsIsolating('demo@example.com')).toBe(true);
    expect(needsIsolating('12')).toBe(false);
    expect(needsIsolating('بكين')).toBe(false);
    expect(isolateFor('ar', '+44 7700 900123')).toBe('\u2068+44 7700 900123\u2069');
    expect(isolateFor('en', '+44 7700 900123')).toBe('+44 7700 900123');
    expect(isolateFor('ar', 'شيآن')).toBe('شيآن');
  });

  it('points a route the way the page reads', () => {
    expect(routeArrow('ar')).toBe('←');
    expect(routeArrow('zh')).toBe('→');
  });
});
