import type { Itinerary } from '../../api/types/planner';
import { SIGHTS, type SightTag } from '../travel-facts/sights';
import { finding, type Finding, type Rule } from './types';
import { asksFor } from '../negation';

export type Need = 'pandas' | 'food' | 'hiking' | 'museums' | 'children' | 'seniors' | 'accessibility';

/** Words that name each need, in the six languages of the site (lower case; matched anywhere in the text). */
const NEED_WORDS: Readonly<Record<Need, readonly string[]>> = {
  pandas: ['panda', '熊猫', '熊貓', 'パンダ', '판다', 'باندا', 'الباندا'],
  food: ['food', 'cuisine', 'eat', 'foodie', '美食', '小吃', 'グルメ', '食べ', '料理', '음식', '맛집', 'طعام', 'أكل', 'مأكولات', 'comida', 'gastronom'],
  hiking: ['hike', 'hiking', 'trek', '徒步', '爬山', '登山', 'ハイキング', 'トレッキング', '하이킹', '등산', 'مشي لمسافات', 'تنزه', 'senderismo', 'excursionismo'],
  museums: ['museum', '博物馆', '博物館', '박물관', 'متحف', 'متاحف', 'museo'],
  children: ['child', 'kid', '孩子', '儿童', '亲子', '子供', '子ども', '아이', '어린이', 'أطفال', 'طفل', 'niño', 'niña', 'hijos'],
  seniors: ['senior', 'elderly', 'grandparent', '老人', '长辈', '高齢', 'お年寄り', '노인', '어르신', 'كبار السن', 'mayores', 'ancianos', 'abuelos'],
  accessibility: ['wheelchair', 'accessib', 'mobility', 'disab', '轮椅', '无障碍', '行动不便', '車椅子', 'バリアフリー', '휠체어', '장애', 'كرسي متحرك', 'إعاقة', 'silla de ruedas', 'movilidad'],
};

/** What a need is met by: a sight with this tag somewhere in the plan, or (for the last three) no day that is too hard. */
const MET_BY: Readonly<Record<Need, { tag: SightTag; mode: 'present' | 'absent' }>> = {
  pandas: { tag: 'panda', mode: 'present' },
  food: { tag: 'food', mode: 'present' },
  hiking: { tag: 'hiking', mode: 'present' },
  museums: { tag: 'museum', mode: 'present' },
  children: { tag: 'family', mode: 'present' },
  seniors: { tag: 'strenuous', mode: 'absent' },
  accessibility: { tag: 'strenuous', mode: 'absent' },
};

export function readNeeds(plan: Itinerary): Need[] {
  const text = (plan.requirements ?? '').toLowerCase();
  const needs = (Object.keys(NEED_WORDS) as Need[]).filter((need) => NEED_WORDS[need].some((word) => asksFor(text, word)));
  if (plan.travellers.children > 0 && !needs.includes('children')) needs.push('children');
  if (plan.travellers.elders > 0 && !needs.includes('seniors')) needs.push('seniors');
  return needs;
}

/** Days, with the first matching activity, whose sights carry the tag. */
function daysWithTag(plan: Itinerary, tag: SightTag): { day: number; title: string }[] {
  return plan.days.flatMap((day) => {
    const activity = day.activities.find((a) => a.sightId && SIGHTS[a.sightId]?.tags.includes(tag));
    return activity ? [{ day: day.day, title: activity.title }] : [];
  });
}

/** Whether the text names a need at all, asked for or declined ("no kids" is read, not unreadable). */
function namesANeed(requirements: string): boolean {
  const text = requirements.toLowerCase();
  return Object.values(NEED_WORDS).some((words) => words.some((word) => text.includes(word)));
}

/** Each thing the traveller asked for is on a named day, or flagged as not covered; text it cannot read is said so. */
export const checkRequirements: Rule = ({ plan }) => {
  const needs = readNeeds(plan);
  const findings: Finding[] = [];
  const requirements = (plan.requirements ?? '').trim();
  if (needs.length === 0 && requirements && !namesANeed(requirements)) {
    findings.push(finding(null, 'requirement', 'info', 'requirement.unread', { text: requirements }, 'data.checkYourself'));
  }
  for (const need of needs) {
    const { tag, mode } = MET_BY[need];
    const days = daysWithTag(plan, tag);
    if (mode === 'present') {
      findings.push(days.length > 0
        ? finding(days[0].day, 'requirement', 'info', 'requirement.met', { need, title: days[0].title }, null)
        : finding(null, 'requirement', 'problem', 'requirement.missing', { need }, `requirement.add.${need}`));
    } else if (days.length === 0) {
      findings.push(finding(null, 'requirement', 'info', 'requirement.easyGoing', { need }, null));
    } else {
      for (const { day, title } of days) findings.push(finding(day, 'requirement', 'warning', 'requirement.tooHard', { need, title }, 'requirement.easierOption'));
    }
  }
  return findings;
};
