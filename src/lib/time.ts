import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';

dayjs.extend(utc);
dayjs.extend(relativeTime);

const BEIJING_OFFSET_MINUTES = 8 * 60;

export const DAYJS_LOCALE: Record<string, string> = { en: 'en', zh: 'zh-cn', ja: 'ja', ko: 'ko', ar: 'ar', es: 'es' };

/** dayjs's locale is global: set when the interface language changes (src/i18n), never during a render. */
export function setDayjsLanguage(language: string): void {
  dayjs.locale(DAYJS_LOCALE[language] ?? 'en');
}

/** Beijing time (UTC+8, no daylight saving) whatever the visitor's own time zone. */
export function beijingTime(now: number = Date.now()): dayjs.Dayjs {
  return dayjs(now).utcOffset(BEIJING_OFFSET_MINUTES);
}

export { dayjs };
