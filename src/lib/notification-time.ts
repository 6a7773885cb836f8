import { dayjs, DAYJS_LOCALE } from './time';

export interface NotificationTimeOptions {
  /** the current time; a parameter so tests and views agree on one clock */
  now: number;
  language: string;
  /** the translated "Yesterday HH:mm", given the HH:mm */
  yesterday: (time: string) => string;
}

/**
 * Today: relative ("5 minutes ago"); yesterday: "Yesterday HH:mm"; earlier this year: "MM-DD HH:mm";
 * before that: "YYYY-MM-DD HH:mm". Calendar days are the visitor's own.
 */
export function formatNotificationTime(createTime: string | number, { now, language, yesterday }: NotificationTimeOptions): string {
  const locale = DAYJS_LOCALE[language] ?? 'en';
  const current = dayjs(now).locale(locale);
  const created = dayjs(Math.min(dayjs(createTime).valueOf(), now)).locale(locale);
  if (created.isSame(current, 'day')) return created.from(current);
  if (created.isSame(current.subtract(1, 'day'), 'day')) return yesterday(created.format('HH:mm'));
  if (created.isSame(current, 'year')) return created.format('MM-DD HH:mm');
  return created.format('YYYY-MM-DD HH:mm');
}
