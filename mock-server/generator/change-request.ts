import { CITIES, type CityBasics } from '../data/china';
import type { Interest, Pace } from './phrases';
import { interestsIn } from './requirements';

/** One change a traveller asked for in words; cities are slugs. */
export type Change =
  | { kind: 'pace'; pace: Pace; day: number | null }
  | { kind: 'addCity'; city: string; days: number | null }
  | { kind: 'dropCity'; city: string }
  | { kind: 'swapCity'; from: string; to: string }
  | { kind: 'days'; total: number }
  | { kind: 'moreDays'; delta: number }
  | { kind: 'interest'; interest: Interest }
  | { kind: 'budget'; direction: 'up' | 'down' };

/** Number words written out, in every language, turned into digits before reading. */
const NUMBER_WORDS: readonly [RegExp, string][] = [
  [/\b(one|a single|uno|una|un)\b/g, '1'], [/\b(two|a couple of|dos)\b/g, '2'], [/\b(three|tres)\b/g, '3'], [/\b(four|cuatro)\b/g, '4'],
  [/\b(five|cinco)\b/g, '5'], [/\b(six|seis)\b/g, '6'], [/\b(seven|siete)\b/g, '7'], [/\b(eight|ocho)\b/g, '8'], [/\b(nine|nueve)\b/g, '9'], [/\b(ten|diez)\b/g, '10'],
  [/十一/g, '11'], [/十二/g, '12'], [/十/g, '10'], [/[一壹]/g, '1'], [/[二两兩]/g, '2'], [/三/g, '3'], [/四/g, '4'], [/五/g, '5'], [/六/g, '6'], [/七/g, '7'], [/八/g, '8'], [/九/g, '9'],
  [/하루/g, '1일'], [/이틀/g, '2일'], [/사흘/g, '3일'], [/나흘/g, '4일'], [/닷새/g, '5일'],
  [/يومين/g, '2 أيام'], [/يوما واحدا|يومًا واحدًا|يوم واحد/g, '1 يوم'],
];

/** Ordinals become "#n" so "the first day" is told apart from "one day more". */
const ORDINALS: readonly [RegExp, string][] = [
  [/\b(first|primer|primero)\b/g, '#1'], [/\b(second|segundo)\b/g, '#2'], [/\b(third|tercer|tercero)\b/g, '#3'], [/\b(fourth|cuarto)\b/g, '#4'], [/\b(fifth|quinto)\b/g, '#5'],
  [/\b(sixth|sexto)\b/g, '#6'], [/\b(seventh|séptimo)\b/g, '#7'], [/\b(eighth|octavo)\b/g, '#8'], [/\b(ninth|noveno)\b/g, '#9'], [/\b(tenth|décimo)\b/g, '#10'],
  [/الأول/g, '#1'], [/الثاني/g, '#2'], [/الثالث/g, '#3'], [/الرابع/g, '#4'], [/الخامس/g, '#5'], [/السادس/g, '#6'], [/السابع/g, '#7'], [/الثامن/g, '#8'], [/التاسع/g, '#9'], [/العاشر/g, '#10'],
  [/첫째|첫/g, '#1'], [/둘째/g, '#2'], [/셋째/g, '#3'], [/넷째/g, '#4'], [/다섯째/g, '#5'],
];

const ARABIC_DIGITS = /[\u0660-\u0669]/g;
const FULL_WIDTH_DIGITS = /[\uff10-\uff19]/g;

function normalise(question: string): string {
  let text = question.toLowerCase()
    .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(FULL_WIDTH_DIGITS, (d) => String(d.charCodeAt(0) - 0xff10));
  for (const [pattern, digits] of [...ORDINALS, ...NUMBER_WORDS]) text = text.replace(pattern, digits);
  return text;
}

/** Which day the request is about ("day 3", "第3天", "3日目", "3일차", "اليوم 3", "día 3", "the last day"), and the text without it. */
const DAY_PATTERNS: readonly RegExp[] = [
  /\bday\s*#?(\d+)/, /#(\d+)\s*day\b/, /\b(\d+)(?:st|nd|rd|th)\s+day\b/, /第\s*(\d+)\s*[天日]/, /(\d+)\s*日目/, /(\d+)\s*일\s*(?:차|째)/, /#?(\d+)\s*번째\s*날/, /#(\d+)\s*날/,
  /اليوم\s*#?(\d+)/, /d[ií]a\s*#?(\d+)/, /#(\d+)\s*d[ií]a/, /(\d+)\s*(?:er|º)\s*d[ií]a/,
];
const LAST_DAY = /\blast day\b|最后一天|最終日|마지막\s*날|اليوم الأخير|[úu]ltimo d[ií]a/;

function dayReference(text: string, total: number): { day: number | null; rest: string } {
  if (LAST_DAY.test(text)) return { day: total, rest: text.replace(LAST_DAY, ' ') };
  for (const pattern of DAY_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { day: Number(match[1]), rest: text.replace(pattern, ' ') };
  }
  return { day: null, rest: text };
}

const has = (text: string, words: readonly string[]): boolean => words.some((word) => text.includes(word));

const WORDS = {
  drop: ['drop', 'remove', 'skip', 'without', 'cut ', 'delete', 'take out', 'leave out', 'no longer', '去掉', '删', '不去', '取消', '去除', '外して', '削除', '行かない', 'やめ', '除いて', '抜いて', '빼', '제외', '삭제', '안 가', 'احذف', 'أزل', 'ألغ', 'بدون', 'quita', 'elimina', 'sin ', 'saca', 'suprime', 'borra'],
  swap: ['swap', 'replace', 'instead', 'switch', 'change ', '换成', '替换', '改成', '改去', '换', '代わりに', '替えて', '入れ替え', '変更', '대신', '바꿔', '교체', 'استبدل', 'بدلا', 'بدلًا', 'مكان', 'cambia', 'sustituye', 'reemplaza', 'en lugar de', 'en vez de'],
  add: ['add', 'include', 'also visit', 'plus', 'extra', '加', '增加', '添加', '也去', '追加', '加え', '足し', '추가', '넣어', '더해', 'أضف', 'إضافة', 'ضم', 'añade', 'agrega', 'incluye', 'suma'],
  relaxed: ['relax', 'lighter', 'easier', 'slower', 'less busy', 'less packed', 'more rest', 'too busy', 'too much', 'too packed', 'too tiring', 'calmer', 'lazy', '轻松', '放松', '悠闲', '太累', '太赶', '少安排', '慢一点', '休息', 'ゆったり', 'ゆっくり', 'のんびり', '楽に', '余裕', '詰め込みすぎ', '여유', '느긋', '편하게', '가볍게', '덜 빡빡', 'أخف', 'أهدأ', 'مريح', 'راحة', 'أقل ازدحام', 'relajad', 'tranquil', 'ligero', 'más suave', 'descans', 'menos cargado'],
  full: ['fuller', 'more packed', 'busier', 'pack more', 'pack in', 'more to do', 'more activities', 'more sights', 'more things', '充实', '紧凑', '丰富', '充実', '詰め込', '盛りだくさん', 'もっと多く', '알차게', '빡빡하게', '더 많이', '꽉', 'أغنى', 'أكثر نشاط', 'املأ', 'مزدحم', 'más lleno', 'más completo', 'más activ', 'más cosas', 'aprovechar'],
  cheaper: ['cheaper', 'lower budget', 'less expensive', 'save money', 'spend less', 'cut cost', 'budget hotel', 'lower the budget', '便宜', '省钱', '降低预算', '预算低', '少花', '安く', '節約', '予算を下げ', '安い', '저렴', '싸게', '절약', '예산을 줄', '예산 줄', 'أرخص', 'توفير', 'ميزانية أقل', 'أقل تكلفة', 'más barato', 'económic', 'ahorrar', 'menos presupuesto', 'gastar menos', 'bajar el presupuesto'],
  pricier: ['luxur', 'upgrade', 'higher budget', 'splurge', 'nicer hotel', 'more expensive', 'raise the budget', 'more budget', '豪华', '高档', '提高预算', '预算高', '奢华', '豪華', '贅沢', '高級', '予算を上げ', '고급', '럭셔리', '호화', '예산을 늘', '예산 늘', 'فاخر', 'فخامة', 'ميزانية أعلى', 'أرقى', 'lujo', 'más caro', 'más presupuesto', 'mejores hoteles', 'subir el presupuesto'],
} as const;

const MORE_DAYS: readonly RegExp[] = [
  /\b(more|extra|additional) days?\b/, /\badd (a|\d+) days?\b/, /\banother day\b/, /\blonger\b/, /\bextend/,
  /(加|多|增加|延长)\s*\d*\s*天/, /\d*\s*日間?\s*(増や|延ば|追加)/, /延長/, /\d+\s*일\s*(더|늘|추가|연장)/, /연장/,
  /(يوم|أيام|يوما|يومًا)\s*(إضافي|أخرى|آخر)/, /أطول/, /أضف\s*\d*\s*(يوم|أيام)/, /d[ií]as?\s*(más|extra)/, /(añade|agrega)\s*\d*\s*d[ií]as?/, /alarga/,
];
const FEWER_DAYS: readonly RegExp[] = [
  /\b(fewer|less) days?\b/, /\bdays? (less|fewer)\b/, /\bshorte[nr]/, /\b(remove|drop|cut) (a|\d+) days?\b/,
  /(少|减|减少|缩短)\s*\d*\s*天/, /\d*\s*日間?\s*(減ら|短く)/, /短く/, /\d+\s*일\s*(줄|빼|단축)/, /단축/,
  /(يوم|أيام|يوما|يومًا)\s*أقل/, /أقصر/, /احذف\s*\d*\s*(يوم|أيام)/, /d[ií]as?\s*menos/, /(quita|elimina)\s*\d*\s*d[ií]as?/, /acorta/,
];

const LATIN_NAME = /^[a-z]/;
const plain = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Where a city is named (in any of the six languages, or by its slug); Latin names must stand as whole words ("Dali" is not in "Dalian"). */
function positionOf(text: string, city: CityBasics): number {
  const names = [...new Set([...Object.values(city.names), city.slug, city.slug.replace('-', ' ')].map((name) => plain(name.toLowerCase())).filter(Boolean))];
  const positions = names.map((name) => {
    if (!LATIN_NAME.test(name)) return text.indexOf(name);
    const match = new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').exec(text);
    return match ? match.index + match[1].length : -1;
  }).filter((index) => index >= 0);
  return positions.length > 0 ? Math.min(...positions) : -1;
}

function citiesNamed(text: string): string[] {
  const folded = plain(text);
  return CITIES.map((city) => ({ slug: city.slug, at: positionOf(folded, city) })).filter((c) => c.at >= 0).sort((a, b) => a.at - b.at).map((c) => c.slug);
}

const DAY_COUNT = [/(\d+)\s*(?:-\s*)?(?:days?\b|天|日間|日|일|أيام|يوم|d[ií]as?)/];

function dayCount(text: string): number | null {
  for (const pattern of DAY_COUNT) {
    const match = pattern.exec(text);
    if (match) return Number(match[1]);
  }
  return null;
}

function cityChange(text: string, question: string, planned: readonly string[], count: number | null): Change | null {
  const named = citiesNamed(question.toLowerCase().replace(/[\u2018\u2019]/g, "'"));
  if (named.length === 0) return null;
  const inPlan = named.filter((slug) => planned.includes(slug));
  const outside = named.filter((slug) => !planned.includes(slug));
  if (has(text, WORDS.swap) && named.length >= 2) {
    if (inPlan.length >= 1 && outside.length >= 1) return { kind: 'swapCity', from: inPlan[0], to: outside[0] };
    return { kind: 'swapCity', from: named[0], to: named[1] };
  }
  if (has(text, WORDS.drop)) return { kind: 'dropCity', city: inPlan[0] ?? named[0] };
  if (outside.length > 0) return { kind: 'addCity', city: outside[0], days: count };
  return has(text, WORDS.add) ? { kind: 'addCity', city: named[0], days: count } : null;
}

function daysChange(text: string, count: number | null, total: number): Change | null {
  const delta = count ?? 1;
  if (FEWER_DAYS.some((pattern) => pattern.test(text))) return { kind: 'moreDays', delta: -delta };
  if (MORE_DAYS.some((pattern) => pattern.test(text))) return { kind: 'moreDays', delta };
  return count !== null && count !== total ? { kind: 'days', total: count } : null;
}

/**
 * What a change request asks of a plan, read from words in any of the six languages: at most one
 * change of city, of length, of pace and of budget, and any number of interests. Empty when nothing
 * in it is something this planner can change.
 */
export function readChanges(question: string, planned: readonly string[], totalDays: number): Change[] {
  const { day, rest } = dayReference(normalise(question), totalDays);
  const count = dayCount(rest);
  const changes: Change[] = [];
  const city = cityChange(rest, question, planned, count);
  const interests = interestsIn(rest);
  if (city && !(city.kind === 'addCity' && city.city === 'chengdu' && interests.includes('pandas'))) changes.push(city);
  const length = city ? null : daysChange(rest, count, totalDays);
  if (length) changes.push(length);
  if (has(rest, WORDS.relaxed)) changes.push({ kind: 'pace', pace: 'relaxed', day });
  else if (has(rest, WORDS.full)) changes.push({ kind: 'pace', pace: 'full', day });
  for (const interest of interests) changes.push({ kind: 'interest', interest });
  if (has(rest, WORDS.cheaper)) changes.push({ kind: 'budget', direction: 'down' });
  else if (has(rest, WORDS.pricier)) changes.push({ kind: 'budget', direction: 'up' });
  return changes;
}
