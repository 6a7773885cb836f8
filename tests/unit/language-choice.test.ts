import { describe, expect, it } from 'vitest';
import { bestLanguage } from '../../src/lib/language-choice';
import { LANGUAGE_CODES } from '../../src/api/types/common';

describe('the first-visit language', () => {
  it.each([
    [['zh-TW', 'en'], 'zh'],
    [['es-MX'], 'es'],
    [['pt-BR', 'pt'], 'en'],
    [['pt-BR', 'ja-JP'], 'ja'],
    [['AR'], 'ar'],
    [[], 'en'],
  ])('with nothing stored, browser languages %j give %s', (browser, expected) => {
    expect(bestLanguage(null, browser, LANGUAGE_CODES)).toBe(expected);
  });

  it('keeps a stored choice over the browser, and reads an unsupported stored language as English', () => {
    expect(bestLanguage('ko', ['zh-CN'], LANGUAGE_CODES)).toBe('ko');
    expect(bestLanguage('fr', ['zh-CN'], LANGUAGE_CODES)).toBe('en');
  });
});
