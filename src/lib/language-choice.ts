/**
 * The interface language: the stored choice if it is supported, otherwise the first of the browser's
 * languages we support (by primary subtag: zh-TW -> zh, es-MX -> es), otherwise English (the spec's
 * rule for an unsupported language).
 */
export function bestLanguage<Code extends string>(stored: string | null | undefined, browserLanguages: readonly string[], supported: readonly Code[]): Code | 'en' {
  const known = (tag: string | null | undefined): Code | undefined => supported.find((code) => code === tag);
  const chosen = known(stored);
  if (stored) return chosen ?? 'en';
  for (const tag of browserLanguages) {
    const match = known(tag.toLowerCase().split('-')[0]);
    if (match) return match;
  }
  return 'en';
}

/** What the browser says its reader prefers; empty where there is no browser (Node tests, the standalone mock). */
export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}
