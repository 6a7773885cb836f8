import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from '../../src/lib/notification-time';
import { dayjs } from '../../src/lib/time';

/** Local wall-clock times, so the test holds in any time zone. */
const at = (text: string) => dayjs(text).valueOf();
const now = at('2026-11-20T16:30:00');
const format = (created: string, language = 'en') =>
  formatNotificationTime(new Date(at(created)).toISOString(), { now, language, yesterday: (time) => `Yesterday ${time}` });

describe('notification times', () => {
  it('shows today relative to now', () => {
    expect(format('2026-11-20T16:29:50')).toBe('a few seconds ago');
    expect(format('2026-11-20T16:25:00')).toBe('5 minutes ago');
    expect(format('2026-11-20T13:30:00')).toBe('3 hours ago');
    expect(format('2026-11-20T00:01:00')).toBe('16 hours ago');
  });

  it('never shows a time in the future, even when the clocks disagree', () => {
    expect(format('2026-11-20T16:31:00')).toBe('a few seconds ago');
  });

  it('shows yesterday with the time of day', () => {
    expect(format('2026-11-19T23:59:00')).toBe('Yesterday 23:59');
    expect(format('2026-11-19T00:05:00')).toBe('Yesterday 00:05');
  });

  it('shows month, day and time earlier this year, and the full date before that', () => {
    expect(format('2026-11-18T22:10:00')).toBe('11-18 22:10');
    expect(format('2026-01-01T08:00:00')).toBe('01-01 08:00');
    expect(format('2025-12-31T23:00:00')).toBe('2025-12-31 23:00');
    expect(format('2019-06-09T07:45:00')).toBe('2019-06-09 07:45');
  });

  it('speaks the current language', () => {
    expect(format('2026-11-20T16:25:00', 'zh')).toBe('5 分钟前');
    expect(format('2026-11-20T16:25:00', 'ja')).toBe('5分前');
    expect(format('2026-11-20T16:25:00', 'ko')).toBe('5분 전');
    expect(format('2026-11-20T16:25:00', 'ar')).toBe('منذ 5 دقائق');
    expect(format('2026-11-20T14:30:00', 'es')).toBe('hace 2 horas');
    expect(format('2026-11-20T16:25:00', 'xx')).toBe('5 minutes ago');
  });
});
