import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);

export const BEIJING_OFFSET_MINUTES = 8 * 60;

export const DAYJS_LOCALE: Record<string, string> = { en: 'en', zh: 'zh-cn', ja: 'ja', ko: 'ko', ar: 'ar', es: 'es' };

export function useDayjsLanguage(language: string): void {
  dayjs.locale(DAYJS_LOCALE[language] ?? 'en');
}

/** Beijing time (UTC+8, no daylight saving) whatever the visitor's own time zone. */
export function beijingTime(now: number = Date.now()): dayjs.Dayjs {
  return dayjs(now).utcOffset(BEIJING_OFFSET_MINUTES);
}

export { dayjs };
