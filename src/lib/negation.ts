/**
 * "No kids", "without children", "不带孩子", "子供なし", "아이 없이", "بدون أطفال", "sin niños": a word
 * the traveller negates is not a request. A mention is negated when a negating word stands just before
 * it in the same clause (English, Spanish, Arabic, Chinese) or just after it (Japanese, Korean).
 */

/** The text of the clause before a mention ends with a negation and at most two more words ("not with our kids"). */
const NEGATED_BEFORE = [
  /(^|[^\p{L}])(no|not|without|never|nor|sin|ni|nada de|بدون|بلا|دون|غير|لا|ليس|ليست|لسنا)(\s+[^\s]+){0,2}\s*$/u,
  /n't(\s+[^\s]+){0,2}\s*$/u,
  /(不|没|沒|无|無|非|别|別|免)[^\s]{0,3}$/u,
];

/** The clause after a mention starts by negating it ("子供なし", "子どもは連れて行かない", "아이 없이"). */
const NEGATED_AFTER = [/^[^\s]{0,3}\s?(なし|無し|抜き|はいない|はいません|は連れて行かない|連れではない|없이|없음|없어|없고|없는|는 없|은 없|제외|안 )/u];

const CLAUSE_BREAK = /[,.;:!?，。；：！？、\n]|\b(?:but|and|pero|y)\b|但是|但|而且|لكن|(?<=^|\s)و/u;

function clauseBefore(text: string, index: number): string {
  const before = text.slice(0, index);
  const parts = before.split(CLAUSE_BREAK);
  return parts[parts.length - 1] ?? '';
}

function clauseAfter(text: string, end: number): string {
  return text.slice(end).split(CLAUSE_BREAK)[0] ?? '';
}

function isNegatedAt(text: string, index: number, length: number): boolean {
  const before = clauseBefore(text, index);
  const after = clauseAfter(text, index + length);
  return NEGATED_BEFORE.some((pattern) => pattern.test(before)) || NEGATED_AFTER.some((pattern) => pattern.test(after));
}

/**
 * Whether lower-case `text` asks for `word`: some mention of it is not negated. With `wordStart`, a
 * Latin word counts only at the start of a word ("museum" in "museums", not "eat" in "great").
 */
export function asksFor(text: string, word: string, { wordStart = false } = {}): boolean {
  const atWordStart = wordStart && /^[a-z]/.test(word);
  for (let index = text.indexOf(word); index >= 0; index = text.indexOf(word, index + 1)) {
    if (atWordStart && index > 0 && /\p{L}/u.test(text[index - 1])) continue;
    if (!isNegatedAt(text, index, word.length)) return true;
  }
  return false;
}
