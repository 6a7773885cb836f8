import i18next, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '../api/types/common';
import { bestLanguage, browserLanguages } from '../lib/language-choice';
import { isolateFor, isRightToLeft } from '../lib/bidi';
import { numberFormat } from '../lib/intl-formatters';
import { NAMESPACES, SHELL_NAMESPACES, stringFileName, stringGroupOf, type Namespace } from './namespaces';

export { NAMESPACES, type Namespace };

type Strings = Record<string, unknown>;

/** In development and the tests, the JSON files themselves; a build has none of this table (scripts/string-files.ts) */
const sourceFiles = import.meta.env.DEV ? import.meta.glob<{ default: Strings }>('./locales/*/*.json') : {};

/** A namespace's strings in a language: from its file in a build, whose address the entry builds, or from the source. */
function importStrings(language: LanguageCode, namespace: Namespace): Promise<Strings> {
  if (import.meta.env.DEV) {
    const load = sourceFiles[`./locales/${language}/${namespace}.json`];
    return load ? load().then((module) => module.default) : Promise.resolve({});
  }
  const address = `${import.meta.env.BASE_URL}${stringFileName(language, stringGroupOf(namespace), import.meta.env.STRINGS_VERSION)}`;
  return (import(/* @vite-ignore */ address) as Promise<{ default: Record<string, Strings> }>).then((module) => module.default[namespace] ?? {});
}

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


let started: Promise<unknown> | null = null;
const requested = new Map<string, Promise<void>>();

/** Adds a namespace of a language once; a chunk that fails to load is asked for again next time. */
function loadNamespace(language: string, namespace: Namespace): Promise<void> {
  const id = `${language}/${namespace}`;
  let loading = requested.get(id);
  if (!loading) {
    loading = ((LANGUAGE_CODES as readonly string[]).includes(language) ? importStrings(language as LanguageCode, namespace) : Promise.resolve({})).then(
      (strings) => void i18next.addResourceBundle(language, namespace, strings, true, false),
      (error: unknown) => {
        requested.delete(id);
        throw error;
      },
    );
    requested.set(id, loading);
  }
  return loading;
}

/** The page language's strings of these namespaces (a screen's), once the shell's are in. */
export async function loadStrings(namespaces: readonly Namespace[]): Promise<void> {
  await started;
  await Promise.all(namespaces.map((namespace) => loadNamespace(i18next.language, namespace)));
}

/**
 * Every namespace of the page language but those left out, and English, the fallback (every language has every
 * key, a unit test checks it, so nothing waits on it): for whatever opens after the first screen.
 */
export async function loadAllStrings(leaveOut: readonly Namespace[] = []): Promise<void> {
  const namespaces = NAMESPACES.filter((namespace) => !leaveOut.includes(namespace));
  await loadStrings(namespaces);
  if (i18next.language !== 'en') await Promise.all(namespaces.map((namespace) => loadNamespace('en', namespace)));
}

/** Loads only the shell's strings in the current language before the first render. */
export function initI18n(language: LanguageCode): Promise<typeof i18next> {
  const init = i18next.use(initReactI18next).use(bidiFormatter).init({
    lng: language,
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
  });
  started = init;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  return loadStrings(SHELL_NAMESPACES).then(() => i18next);
}
