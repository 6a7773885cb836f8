import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, displayNames, listFormat, numberFormat } from '../../src/lib/intl-formatters';

describe('Intl formatters built once per language and options', () => {
  it('hands the same formatter back for the same language and options, and a new one when either changes', () => {
    expect(numberFormat('es')).toBe(numberFormat('es'));
    expect(numberFormat('es', { maximumFractionDigits: 1 })).toBe(numberFormat('es', { maximumFractionDigits: 1 }));
    expect(numberFormat('es', { maximumFractionDigits: 1 })).not.toBe(numberFormat('es'));
    expect(numberFormat('de')).not.toBe(numberFormat('es'));
    expect(dateTimeFormat('zh', { dateStyle: 'medium' })).toBe(dateTimeFormat('zh', { dateStyle: 'medium' }));
  });

  it('formats as the Intl constructor with the same arguments does', () => {
    expect(numberFormat('es').format(12345.5)).toBe('12.345,5');
    expect(numberFormat('en', { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 }).format(2380)).toBe('CN¥2,380');
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 3))).toBe('Dec 3, 2026');
    expect(listFormat('en', { type: 'conjunction' }).format(['1', '2', '3'])).toBe('1, 2, and 3');
    expect(displayNames('zh', { type: 'region' }).of('DE')).toBe('德国');
    expect(['b', 'a', 'ä'].sort(collator('de').compare)).toEqual(['a', 'ä', 'b']);
  });

  it('keeps kinds apart when language and options are the same', () => {
    expect(numberFormat('en')).not.toBe(dateTimeFormat('en'));
  });
});
