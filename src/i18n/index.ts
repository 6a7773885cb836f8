import i18next, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '../api/types/common';
import { bestLanguage, browserLanguages } from '../lib/language-choice';
import { isolateFor, isRightToLeft } from '../lib/bidi';
import { numberFormat } from '../lib/intl-formatters';

/**
 * One namespace per area, named as the area is (docs/architecture.md), so each area's strings live in their
 * own file in every language; the site has several, and the planner's trip check has its own beside the planner's.
 */
export const NAMESPACES = [
  'common', 'shell', 'pages', 'mock', 'account', 'planner', 'plan-check', 'cities', 'stories', 'packages', 'notices', 'support', 'notifications', 'comments',
] as const;

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** The stored language, or with nothing stored the best match among the browser's languages; unsupported means English. */
export function resolveLanguage(stored: string | null | undefined, browser: readonly string[] = browserLanguages()): LanguageCode {
  return bestLanguage(stored, browser, LANGUAGE_CODES);
}

export function directionOf(language: LanguageCode): 'rtl' | 'ltr' {
  return isRightToLeft(language) ? 'rtl' : 'ltr';
}

/**
 * Every interpolated value goes through here (`alwaysFormat`): in Arabic a date, price, e-mail address,
 * phone number or Latin name is isolated so the text around it cannot reorder it. It replaces i18next's
 * built-in formatter; the one named format the strings use is `number`.
 */
const bidiFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  // `{{hours, number}}` writes a number the page language's way (2,5 in Spanish); other numbers and missing values pass as they are
  format: (value: unknown, format, language) => {
    if (format === 'number' && typeof value === 'number') return numberFormat(language ?? 'en').format(value);
    return (typeof value === 'string' ? isolateFor(language ?? 'en', value) : value) as string;
  },
  add: () => undefined,
  addCached: () => undefined,
};

async function loadLanguage(language: LanguageCode): Promise<Record<string, Record<string, unknown>>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = loaders[`./locales/${language}/${ns}.json`];
      return [ns, load ? (await load()).default : {}] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function loadEnglishFallback(): Promise<void> {
  const english = await loadLanguage('en');
  for (const [namespace, strings] of Object.entries(english)) i18next.addResourceBundle('en', namespace, strings, true, false);
}

/**
 * Loads only the current language before the first render; English, the fallback, follows in the
 * background (every language has every key, a unit test checks it, so nothing waits on it).
 */
export async function initI18n(language: LanguageCode): Promise<typeof i18next> {
  const resources = { [language]: await loadLanguage(language) };
  await i18next.use(initReactI18next).use(bidiFormatter).init({
    lng: language,
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
  });
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  if (language !== 'en') void loadEnglishFallback();
  return i18next;
}
