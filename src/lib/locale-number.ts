import { isolateFor } from './bidi';
import { numberFormat } from './intl-formatters';

/**
 * Numbers as a reader writes and reads them: typed with the page language's decimal mark and grouping
 * (1.234,5 in Spanish, 1,234.5 in English), in Arabic-Indic, Persian or full-width digits, with the
 * spaces some keyboards put between groups; shown with Intl in the page language.
 */

const DIGIT_BLOCKS = [0x0660, 0x06f0, 0xff10]; // Arabic-Indic, Persian (Extended Arabic-Indic), full-width
const BIDI_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;
const SPACES = /[\s\u00a0\u202f\u2009\u2007]/g;

/** Western digits for any of the other digit sets, and the Arabic and full-width marks for their ASCII twins. */
function westernize(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const block = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9);
    if (block !== undefined) out += String(code - block);
    else if (char === '\u066b' || char === '\uff0e') out += '.'; // Arabic decimal separator, full-width full stop
    else if (char === '\u066c' || char === '\u060c' || char === '\uff0c') out += ','; // Arabic thousands separator, Arabic comma, full-width comma
    else if (char === '\u2212' || char === '\uff0d') out += '-'; // minus sign, full-width hyphen
    else out += char;
  }
  return out;
}

/** The decimal mark of a language ("," in Spanish, "." in English, Chinese, Japanese, Korean and Arabic with Western digits). */
export function decimalMark(language: string): string {
  return numberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.';
}

/** Digits, optionally grouped by threes with `mark` ("1.234.567"); empty only when a fraction follows. */
function wholePart(text: string, mark: string): string | null {
  if (!text.includes(mark)) return /^\d*$/.test(text) ? text : null;
  const groups = text.split(mark);
  const [first, ...rest] = groups;
  return /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group)) ? groups.join('') : null;
}

/**
 * The number a reader typed, or null when it is not one. The language's own decimal mark always means a
 * decimal; the other mark means grouping when it is followed by groups of three digits ("1.234" in Spanish,
 * "1,234" in English) and a decimal otherwise ("2.5" in Spanish, "2,5" in English).
 */
export function parseLocaleNumber(text: string, language: string): number | null {
  const cleaned = westernize(text.replace(BIDI_MARKS, '')).replace(SPACES, '');
  const match = /^([+-]?)([\d.,]+)$/.exec(cleaned);
  if (!match) return null;
  const [, sign, body] = match;
  const own = decimalMark(language);
  const other = own === '.' ? ',' : '.';
  let integer = body;
  let fraction = '';
  if (body.includes(own)) {
    const parts = body.split(own);
    if (parts.length !== 2) return null;
    [integer, fraction] = parts;
  } else {
    const parts = body.split(other);
    if (parts.length === 2 && parts[1].length !== 3) [integer, fraction] = parts;
  }
  if (!/^\d*$/.test(fraction)) return null;
  const whole = wholePart(integer, other);
  if (whole === null || (whole === '' && fraction === '')) return null;
  const value = Number(`${sign}${whole || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : null;
}

/** An amount of money in the page language (Intl), its currency sign kept whole in right-to-left text (CN¥, never ¥CN). */
export function formatMoney(value: number, currency: string, language: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(language, { style: 'currency', currency, ...options })
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? isolateFor(language, part.value) : part.value))
    .join('');
}

/** A plain number in the page language, as the reader writes it back (no grouping, so it can be edited and read again). */
export function formatPlainNumber(value: number, language: string, maximumFractionDigits: number): string {
  return numberFormat(language, { useGrouping: false, maximumFractionDigits }).format(value);
}
