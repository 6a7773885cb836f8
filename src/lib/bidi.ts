/**
 * Right-to-left text holding left-to-right runs. A date (2026-11-12), a price (CN¥ 1,234), a phone number,
 * an e-mail address or a Latin name inside Arabic is reordered by the Unicode bidi rules unless it is
 * isolated: "2026-11-12" after Arabic letters shows as 12-11-2026 and "CN¥" as "¥CN". The interpolated
 * values of every translation are isolated here (src/i18n), and views isolate the runs they show
 * themselves with `<Isolate>` / `<Ltr>` (src/ui/components/bidi.tsx).
 */

const RIGHT_TO_LEFT = new Set(['ar']);
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export function isRightToLeft(language: string): boolean {
  return RIGHT_TO_LEFT.has(language.split('-')[0]);
}

/** The text as one run that takes its direction from its own first letter and does not reorder what surrounds it. */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/**
 * Only runs the bidi rules can break need isolating: ones with Latin letters or with digits beside other
 * characters. A plain number or a run of Arabic words reads right as it is (and stays plain text for search).
 */
export function needsIsolating(text: string): boolean {
  return /[A-Za-z]/.test(text) || (/\d/.test(text) && !/^\d+$/.test(text));
}

/** A run of text as a page in `language` should show it inside its sentences. */
export function isolateFor(language: string, text: string): string {
  return isRightToLeft(language) && needsIsolating(text) ? isolate(text) : text;
}

/** The arrow between the stops of a route, pointing the way the page reads. */
export function routeArrow(language: string): string {
  return isRightToLeft(language) ? '←' : '→';
}
