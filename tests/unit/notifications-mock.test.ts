import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { cleanNotifications, fetchNotificationPage, markNotificationsRead, removeNotification } from '../../src/api/notifications';
import { LIVE_INTERVAL_MS } from '../../mock-server/domains/notifications';
import { notify } from '../../mock-server/shared/notify';
import { comboTitleIn } from '../../mock-server/data/place-names';
import { writeRaw } from '../../src/lib/storage';
import { currentWorld } from '../../mock-server/world';
import { cityById } from '../../mock-server/data/city-ids';
import { NOTICES } from '../../mock-server/data/notices';
import { advanceMockClock, mockTime, signIn } from '../support/node-api';

async function codeOf(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error.code;
}

const firstPage = { pageNum: 1, pageSize: 20 };

describe('the notifications mock', () => {
  it('asks for a sign-in', async () => {
    expect(await codeOf(fetchNotificationPage(firstPage, { silent: true }))).toBe(401);
  });

  it('seeds more than one page of every type for the demo account, newest first, read and unread', async () => {
    await signIn();
    const page1 = await fetchNotificationPage(firstPage);
    const page2 = await fetchNotificationPage({ pageNum: 2, pageSize: 20 });
    expect(page1.total).toBeGreaterThan(20);
    expect(page1.rows).toHaveLength(20);
    expect(page2.rows).toHaveLength(page1.total - 20);
    const all = [...page1.rows, ...page2.rows];
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
    expect(new Set(all.map((n) => n.notificationType))).toEqual(new Set([1, 2, 3]));
    expect(all.some((n) => n.haveRead === 0) && all.some((n) => n.haveRead === 1)).toBe(true);
    const times = all.map((n) => n.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page1.unreadCount).toBe(all.filter((n) => n.haveRead === 0).length);
    expect(all[0].title).toMatch(/liked your story/);
  });

  it('filters by type while the unread count stays the whole inbox', async () => {
    await signIn();
    const everything = await fetchNotificationPage(firstPage);
    for (const notificationType of [1, 2, 3] as const) {
      const page = await fetchNotificationPage({ ...firstPage, notificationType });
      expect(page.rows.length).toBeGreaterThan(0);
      expect(page.rows.every((n) => n.notificationType === notificationType)).toBe(true);
      expect(page.unreadCount).toBe(everything.unreadCount);
    }
    expect(await codeOf(fetchNotificationPage({ ...firstPage, notificationType: 4 as 1 }, { silent: true }))).toBe(400);
    expect(await codeOf(fetchNotificationPage({ pageNum: 0, pageSize: 20 }, { silent: true }))).toBe(400);
  });

  it('marks one as read, then all, and removes and cleans only the signed-in account', async () => {
    await signIn();
    const before = await fetchNotificationPage(firstPage);
    const unread = before.rows.find((n) => n.haveRead === 0);
    if (!unread) throw new Error('the seed has an unread notification on page 1');
    await markNotificationsRead({ id: unread.id });
    const afterOne = await fetchNotificationPage(firstPage);
    expect(afterOne.rows.find((n) => n.id === unread.id)?.haveRead).toBe(1);
    expect(afterOne.unreadCount).toBe(before.unreadCount - 1);

    await markNotificationsRead({});
    expect((await fetchNotificationPage(firstPage)).unreadCount).toBe(0);

    await removeNotification({ id: unread.id });
    const afterRemove = await fetchNotificationPage(firstPage);
    expect(afterRemove.total).toBe(before.total - 1);
    expect(afterRemove.rows.some((n) => n.id === unread.id)).toBe(false);
    expect(await codeOf(removeNotification({ id: unread.id }, { silent: true }))).toBe(404);
    expect(await codeOf(markNotificationsRead({ id: unread.id }, { silent: true }))).toBe(404);

    const stranger = { ...currentWorld().notifications[0], id: 99_999, accountId: 42 };
    currentWorld().notifications.push(stranger);
    expect(await codeOf(removeNotification({ id: stranger.id }, { silent: true }))).toBe(404);
    await cleanNotifications();
    const cleaned = await fetchNotificationPage(firstPage);
    expect(cleaned).toEqual({ rows: [], total: 0, unreadCount: 0 });
    expect(currentWorld().notifications).toEqual([stranger]);
  });

  it('delivers a new notification once enough mock time has passed, at most one per look', async () => {
    await signIn();
    const first = await fetchNotificationPage(firstPage);
    advanceMockClock(LIVE_INTERVAL_MS - 1_000);
    expect((await fetchNotificationPage(firstPage)).total).toBe(first.total);
    advanceMockClock(1_000);
    const arrived = await fetchNotificationPage(firstPage);
    expect(arrived.total).toBe(first.total + 1);
    expect(arrived.unreadCount).toBe(first.unreadCount + 1);
    expect(arrived.rows[0]).toMatchObject({ haveRead: 0, title: "Grace liked your story 'Face to face with the Terracotta Army'" });
    expect((await fetchNotificationPage(firstPage)).total).toBe(first.total + 1);
    advanceMockClock(10 * LIVE_INTERVAL_MS);
    const next = await fetchNotificationPage(firstPage);
    expect(next.total).toBe(first.total + 2);
    expect(next.rows[0].notificationType).toBe(1);
  });

  it('in fast pace counts only the time a test adds to the mock clock', async () => {
    currentWorld().settings.pace = 'fast';
    await signIn();
    const first = await fetchNotificationPage(firstPage);
    currentWorld().liveFeeds[0].lastAt -= 10 * LIVE_INTERVAL_MS;
    expect((await fetchNotificationPage(firstPage)).total).toBe(first.total);
    advanceMockClock(LIVE_INTERVAL_MS);
    expect((await fetchNotificationPage(firstPage)).total).toBe(first.total + 1);
  });
});

describe('notifications say what happened as a kind and its parts', () => {
  afterEach(() => writeRaw('language', 'en'));

  it('gives every notification a kind this site words in every language, with the server\'s English as the fallback', async () => {
    await signIn();
    const { rows, total } = await fetchNotificationPage({ pageNum: 1, pageSize: 50 });
    expect(rows).toHaveLength(total);
    const english = JSON.parse(readFileSync('src/i18n/locales/en/notifications.json', 'utf8')) as { kinds: Record<string, unknown> };
    for (const row of rows) {
      expect(row.message, row.title).not.toBeNull();
      expect(Object.keys(english.kinds), row.title).toContain(row.message?.kind);
      expect(row.title).not.toBe('');
    }
    expect(rows[0]).toMatchObject({ message: { kind: 'storyLiked', params: { who: 'Lena', story: 'Face to face with the Terracotta Army' } } });
  });

  it('names a city in the reader\'s language and keeps names and titles people wrote as written', async () => {
    await signIn();
    writeRaw('language', 'zh');
    const { rows } = await fetchNotificationPage({ pageNum: 1, pageSize: 50 });
    const onXian = rows.find((n) => n.message?.kind === 'commentLikedOnCity');
    expect(onXian?.message?.params).toEqual({ who: 'Carlos', city: '西安' });
    expect(onXian?.content).toBe('Go to the Muslim Quarter after dark, the food stalls are at their best.');
  });

  it('reports a booking with the package in the reader\'s language and the number of travellers as a count', async () => {
    const world = currentWorld();
    const combo = world.combos[0];
    notify(world, 1, { message: { kind: 'bookingConfirmed', params: { combo: combo.title, date: '2027-04-02', count: 2, booking: 5001 } }, targetType: 'none', targetId: 5001 }, mockTime());
    await signIn();
    writeRaw('language', 'ar');
    const newest = (await fetchNotificationPage(firstPage)).rows[0];
    expect(newest.notificationType).toBe(3);
    expect(newest.message?.params).toEqual({ combo: comboTitleIn(combo.title, 'ar'), date: '2027-04-02', count: 2, booking: 5001 });
    expect(newest.message?.params.combo).not.toBe(combo.title);
    expect(newest.content).toBe(`${combo.title}, from 2027-04-02, 2 travellers. Booking number 5001.`);
  });
});

describe('the seeded inbox points at things that exist', () => {
  it('links every story and city target to a seeded story or city, and notices to published notices', () => {
    const world = currentWorld();
    for (const notification of world.notifications) {
      const exists = {
        trail: () => world.trails.some((trail) => trail.id === notification.targetId),
        city: () => cityById(notification.targetId) !== undefined,
        notice: () => NOTICES.some((notice) => notice.id === notification.targetId),
        none: () => true,
      }[notification.targetType];
      expect(exists(), `${notification.title} → ${notification.targetType} ${notification.targetId}`).toBe(true);
    }
  });
});
