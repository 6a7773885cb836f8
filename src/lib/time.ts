import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import { BEIJING_OFFSET_MINUTES } from './beijing-time';

dayjs.extend(utc);
dayjs.extend(relativeTime);

/** dayjs's name for each interface language; callers pass it with `.locale()` where words appear (weekday names, "2 hours ago") */
export const DAYJS_LOCALE: Record<string, string> = { en: 'en', zh: 'zh-cn', ja: 'ja', ko: 'ko', ar: 'ar', es: 'es' };

/** Beijing time (UTC+8, no daylight saving) whatever the visitor's own time zone. */
export function beijingTime(now: number = Date.now()): dayjs.Dayjs {
  return dayjs(now).utcOffset(BEIJING_OFFSET_MINUTES);
}

export { dayjs };
