/**
 * Intl formatters, built once per language and options. Building one costs far more than using it: with
 * the CPU throttled 4x, the city list's 22 cards spent 206 ms of their first render building a number
 * format each. The linter sends every Intl formatter, `toLocale*String` and `localeCompare` with a locale
 * in src and mock-server through here.
 */
const formatters = new Map<string, unknown>();

function built<T>(kind: string, locale: string, options: object | undefined, build: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  const known = formatters.get(key) as T | undefined;
  if (known) return known;
  const formatter = build();
  formatters.set(key, formatter);
  return formatter;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return built('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return built('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return built('list', locale, options, () => new Intl.ListFormat(locale, options));
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return built('displayNames', locale, options, () => new Intl.DisplayNames([locale], options));
}

export function collator(locale: string, options?: Intl.CollatorOptions): Intl.Collator {
  return built('collator', locale, options, () => new Intl.Collator(locale, options));
}

/**
 * Builds the reader's number and date formats ahead of need, while the first screen waits for its data.
 * The first Intl formatter a page builds loads the browser's locale data: 100 to 180 ms with the CPU
 * throttled 4x (the next about 1). A build's index.html has it done while the entry downloads
 * (scripts/preload-screen.ts); in development it happens here. Two tasks, so neither holds the page for long.
 */
export function loadLocaleData(locale: string): void {
  numberFormat(locale);
  setTimeout(() => dateTimeFormat(locale, { dateStyle: 'medium' }), 0);
}
