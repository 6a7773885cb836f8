import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, resolveLanguage, directionOf } from '../../src/i18n';
import { LANGUAGE_CODES } from '../../src/api/types/common';
import { ROUTES } from '../../src/ui/routes';

const LOCALES = join(process.cwd(), 'src/i18n/locales');
const OTHER_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== 'en');
/** Languages whose script differs from English: a value equal to the English one was not translated. */
const OTHER_SCRIPTS = ['zh', 'ja', 'ko', 'ar'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/**
 * A placeholder written straight before a counted unit ("{{hours}} h", "{{days}} days", "{{available}} usable
 * hours"): the number belongs in `count` of a plural key (`common:units.*`, or the key's own _one/_other).
 */
const COUNTED_UNIT = /\{\{[^}]+\}\}\s*(?:(?:\p{Ll}+\s+)?(?:hours|days|nights)|h|hours?|days?|nights?|cit(?:y|ies)|people|persons?|travell?ers?|adults?|child(?:ren)?|seniors?|minutes?|weeks?|years?|stops?|sights?|times)(?![\p{L}])/u;

/** Names and brands that stay the same in every language. */
const SAME_EVERYWHERE = new Set(['WeChat', 'Alipay', 'WeChat Pay', 'WhatsApp', 'Trip.com', 'DiDi', 'Amap', 'Visa', 'Mastercard', 'OK', 'AI', 'QR', 'SVG', 'URL', 'ID']);

/** The spec fixes these messages in Chinese in every language (the reset-password dialog). */
const FIXED_BY_SPEC = new Set(['account:errors.resetEmailRequired', 'account:errors.resetPasswordRequired']);

/** Placeholders, numbers, symbols, e-mail addresses and links carry no words to translate. */
function hasNoWords(value: string): boolean {
  const stripped = value
    .replace(/\{\{[^}]+\}\}/g, '')
    .replace(/\S+@\S+\.\S+/g, '')
    .replace(/https?:\/\/\S+/g, '');
  return /^[\s\d\p{P}\p{S}]*$/u.test(stripped);
}

function load(language: string, namespace: string): Record<string, unknown> | null {
  const file = join(LOCALES, language, `${namespace}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
}

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

/** Key paths with plural suffixes folded: `items_one`, `items_other` become `items` with categories {one, other}. */
function pluralGroups(keys: Iterable<string>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, -match[0].length) : key;
    const categories = groups.get(base) ?? new Set<string>();
    if (match) categories.add(match[1]);
    groups.set(base, categories);
  }
  return groups;
}

function pluralCategories(language: string): Set<string> {
  return new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
}

describe.each(NAMESPACES)('the %s namespace', (namespace) => {
  const english = load('en', namespace);
  const englishEntries = flatten(english ?? {});

  it('exists in English with no empty values', () => {
    expect(englishEntries.size, `keys in src/i18n/locales/en/${namespace}.json`).toBeGreaterThan(0);
    const empty = [...englishEntries].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('has every English key in %s, with the plural forms of that language and no empty value', (language) => {
    const entries = flatten(load(language, namespace) ?? {});
    const expected = pluralGroups(englishEntries.keys());
    const actual = pluralGroups(entries.keys());
    const needed = pluralCategories(language);
    const problems: string[] = [];
    for (const [base, categories] of expected) {
      const found = actual.get(base);
      if (!found) {
        problems.push(`missing ${base}`);
      } else if (categories.size > 0) {
        const missing = [...needed].filter((category) => !found.has(category));
        if (missing.length) problems.push(`${base} lacks plural forms ${missing.join(', ')}`);
      }
    }
    for (const base of actual.keys()) if (!expected.has(base)) problems.push(`extra ${base}`);
    for (const [key, value] of entries) if (typeof value !== 'string' || value.trim() === '') problems.push(`empty ${key}`);
    expect(problems).toEqual([]);
  });

  it('puts every counted word through the plural rules ("1 days" cannot be written)', () => {
    const unpluralised = [...englishEntries]
      .filter(([key, value]) => !PLURAL_SUFFIX.test(key) && typeof value === 'string' && /\{\{count\}\}\s*(?!of )\p{Ll}{2,}/u.test(value))
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(unpluralised).toEqual([]);
  });

  it('counts hours, days, cities and people only through the plural rules ("{{cities}} cities in {{days}} days" cannot be written)', () => {
    const countedUnit = [...englishEntries]
      .filter(([key, value]) => !PLURAL_SUFFIX.test(key) && typeof value === 'string' && COUNTED_UNIT.test(value))
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(countedUnit).toEqual([]);
  });

  it.each(OTHER_SCRIPTS)('is translated into %s, not left in English', (language) => {
    const entries = flatten(load(language, namespace) ?? {});
    const untranslated = [...entries]
      .filter(([key, value]) => typeof value === 'string' && value === englishEntries.get(key) && !FIXED_BY_SPEC.has(`${namespace}:${key}`))
      .filter(([, value]) => !hasNoWords(value as string) && !SAME_EVERYWHERE.has(value as string))
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(untranslated).toEqual([]);
  });
});

describe('language resolution', () => {
  it('falls back to English for a stored language that is not supported', () => {
    expect(resolveLanguage('fr')).toBe('en');
    expect(resolveLanguage(null)).toBe('en');
    expect(resolveLanguage('ko')).toBe('ko');
  });

  it('turns only Arabic right to left', () => {
    expect(LANGUAGE_CODES.filter((code) => directionOf(code) === 'rtl')).toEqual(['ar']);
  });

  it('knows the six plural forms of Arabic', () => {
    expect([...pluralCategories('ar')].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });
});

describe('page titles', () => {
  it('names every route in the tab title (use-document-title reads shell:titles.<route>)', () => {
    const titles = Object.keys((load('en', 'shell') as { titles: Record<string, string> }).titles);
    expect(ROUTES.map((route) => route.name).filter((name) => !titles.includes(name))).toEqual([]);
  });
});
