import type { AppNotification, NotificationTarget, NotificationType } from '../../src/api/types/notifications';
import type { World } from '../world';
import type { NotificationsSlice, StoredNotification } from '../world-slices';
import type { SeedContext } from '../seed-context';
import { NOT_FOUND, fail, handle, isoTime, paginate } from '../kit';
import { notify, type NotificationInput } from '../shared/notify';
import { cityId } from '../data/city-ids';

const MENTION: NotificationType = 1;
const LIKE: NotificationType = 2;
const SYSTEM: NotificationType = 3;

/** About how often something happens to a signed-in user's stories and comments. */
export const LIVE_INTERVAL_MS = 45_000;

const DEMO_ACCOUNT_ID = 1;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface SeedEntry extends NotificationInput {
  /** how long before the seed's "now" it happened */
  ago: number;
  read: boolean;
}

const entry = (
  ago: number,
  read: boolean,
  notificationType: NotificationType,
  title: string,
  content: string,
  targetType: NotificationTarget,
  targetId: number,
): SeedEntry => ({ ago, read, notificationType, title, content, targetType, targetId });

/** The demo account's inbox: every type, read and unread, from minutes ago back to last year. */
const DEMO_INBOX: readonly SeedEntry[] = [
  entry(4 * MINUTE, false, LIKE, "Lena liked your story 'Face to face with the Terracotta Army'", "Face to face with the Terracotta Army: a morning in Xi'an's pit 1", 'trail', 104),
  entry(18 * MINUTE, false, MENTION, "Hiro replied to your comment on 'Face to face with the Terracotta Army'", 'Did you book the museum tickets in advance, or buy them at the gate?', 'trail', 104),
  entry(52 * MINUTE, false, SYSTEM, 'Entry rules updated: 240-hour visa-free transit', 'More ports and a wider travel area for eligible travellers. Read what changed before you book.', 'notice', 11),
  entry(2 * HOUR, false, LIKE, "Carlos and 3 others liked your comment on Xi'an", 'Go to the Muslim Quarter after dark, the food stalls are at their best.', 'city', cityId('xian')),
  entry(5 * HOUR, true, MENTION, "Amira mentioned you in 'Hiking Tiger Leaping Gorge'", '@Mei Traveller this is the guesthouse at Tina’s you recommended, thank you!', 'trail', 115),
  entry(7 * HOUR, true, LIKE, "Jin-woo liked your story 'Yunnan by train: Kunming, Dali and Lijiang'", 'Yunnan by train: Kunming, Dali and Lijiang', 'trail', 114),
  entry(20 * HOUR, false, MENTION, 'Sofia replied to your comment on Guilin', 'We did the Li River raft from Yangdi too. Was the bamboo raft worth it?', 'city', cityId('guilin')),
  entry(26 * HOUR, true, SYSTEM, 'Your story was featured on the Explore square', "'Face to face with the Terracotta Army' is one of this week's editor's picks.", 'trail', 104),
  entry(30 * HOUR, true, LIKE, "Tom liked your story 'Face to face with the Terracotta Army'", "Face to face with the Terracotta Army: a morning in Xi'an's pit 1", 'trail', 104),
  entry(3 * DAY, false, SYSTEM, 'Mobile payments: linking a foreign card to Alipay', 'A short guide to paying by QR code with a Visa or Mastercard.', 'notice', 9),
  entry(4 * DAY, true, MENTION, "Yuki replied to your comment on 'Sunrise on the Great Wall at Jinshanling'", 'Sunrise was worth the 5 am start, thanks for the tip!', 'trail', 101),
  entry(6 * DAY, true, LIKE, 'Pierre liked your comment on Beijing', 'Buy Forbidden City tickets online a week ahead: they sell out.', 'city', cityId('beijing')),
  entry(9 * DAY, true, SYSTEM, 'Welcome to the China Trip Planner community', 'Share your first story on the Explore square and help other travellers plan.', 'none', 0),
  entry(12 * DAY, true, LIKE, "Aiko and 12 others liked your story 'Yunnan by train: Kunming, Dali and Lijiang'", 'Yunnan by train: Kunming, Dali and Lijiang', 'trail', 114),
  entry(17 * DAY, false, MENTION, 'Omar replied to your comment on Shanghai', 'The Bund at night or at sunrise? I only have one day.', 'city', cityId('shanghai')),
  entry(23 * DAY, true, SYSTEM, 'Arrival cards can now be filled in online', 'Save time at immigration by pre-filling the arrival card before you fly.', 'notice', 6),
  entry(31 * DAY, true, LIKE, "Maria liked your story 'Qingdao: beer, beaches and German streets'", 'Qingdao: beer, beaches and German streets', 'trail', 124),
  entry(45 * DAY, true, MENTION, "Daniel mentioned you in 'Pandas at breakfast time in Chengdu'", '@Mei Traveller which hotpot place did you like best after the panda base?', 'trail', 106),
  entry(58 * DAY, true, LIKE, 'Hana liked your comment on Chengdu', 'The tea house in People’s Park is the best 30 yuan you will spend.', 'city', cityId('chengdu')),
  entry(74 * DAY, true, SYSTEM, 'Golden Week reminder: book trains early', 'Trains and sights are extremely busy from 1 to 7 October. Book as soon as tickets open.', 'none', 0),
  entry(96 * DAY, true, MENTION, "Luca replied to your comment on 'Yunnan by train: Kunming, Dali and Lijiang'", 'Is the Kunming to Dali train comfortable for a night trip?', 'trail', 114),
  entry(120 * DAY, true, LIKE, "Nadia liked your story 'Face to face with the Terracotta Army'", "Face to face with the Terracotta Army: a morning in Xi'an's pit 1", 'trail', 104),
  entry(150 * DAY, true, SYSTEM, 'Your account e-mail was verified', 'You can now save trips and publish stories.', 'none', 0),
  entry(200 * DAY, true, MENTION, 'Wei replied to your comment on Guilin', 'The Yangshuo cycling route along the Yulong River is lovely in spring.', 'city', cityId('guilin')),
  entry(290 * DAY, true, LIKE, "Ben liked your story 'Qingdao: beer, beaches and German streets'", 'Qingdao: beer, beaches and German streets', 'trail', 124),
  entry(340 * DAY, true, SYSTEM, 'Visa-free stays extended to 30 days for more countries', 'Check whether your passport is on the updated list before you book.', 'notice', 3),
  entry(400 * DAY, true, LIKE, "Emma liked your comment on Xi'an", 'Rent a bike on the city wall late in the afternoon.', 'city', cityId('xian')),
];

/** What arrives while the user is online, in this order and then again from the top. */
const LIVE_SCRIPT: readonly NotificationInput[] = [
  { notificationType: LIKE, title: "Grace liked your story 'Face to face with the Terracotta Army'", content: "Face to face with the Terracotta Army: a morning in Xi'an's pit 1", targetType: 'trail', targetId: 104 },
  { notificationType: MENTION, title: "Kenji replied to your comment on Xi'an", content: 'Thanks! Is the Terracotta Army better in the morning or the afternoon?', targetType: 'city', targetId: cityId('xian') },
  { notificationType: SYSTEM, title: 'New notice: 240-hour visa-free transit ports', content: 'More ports now accept visa-free transit. Check the list before you book.', targetType: 'notice', targetId: 11 },
  { notificationType: LIKE, title: 'Fatima liked your comment on Shanghai', content: 'Take the ferry across the Huangpu for the best skyline view, it costs 2 yuan.', targetType: 'city', targetId: cityId('shanghai') },
  { notificationType: MENTION, title: "Lucas mentioned you in 'Pandas at breakfast time in Chengdu'", content: '@Mei Traveller your tea house tips saved our last day!', targetType: 'trail', targetId: 106 },
];

export function seedNotifications(ctx: SeedContext): NotificationsSlice {
  const notifications = DEMO_INBOX.map(({ ago, read: wasRead, ...input }, index): StoredNotification => ({
    id: index + 1,
    accountId: DEMO_ACCOUNT_ID,
    haveRead: wasRead ? 1 : 0,
    createTime: isoTime(ctx.now - ago),
    ...input,
  }));
  return { notifications, liveFeeds: [] };
}

/**
 * At most one new notification per look at the inbox, once LIVE_INTERVAL_MS of mock time has passed
 * since the last one. Realistic pace counts wall-clock time; fast pace (tests) counts only the time
 * a test adds to the mock clock, so nothing arrives unless a test asks for it.
 */
function deliverLiveNotification(world: World, accountId: number, now: number): void {
  world.liveFeeds ??= [];
  const offset = world.settings.clockOffsetMs;
  const feed = world.liveFeeds.find((f) => f.accountId === accountId);
  if (!feed) {
    world.liveFeeds.push({ accountId, lastAt: now, lastOffsetMs: offset, produced: 0 });
    return;
  }
  const elapsed = world.settings.pace === 'fast' ? offset - feed.lastOffsetMs : now - feed.lastAt;
  if (elapsed < LIVE_INTERVAL_MS) return;
  notify(world, accountId, LIVE_SCRIPT[feed.produced % LIVE_SCRIPT.length], now);
  Object.assign(feed, { lastAt: now, lastOffsetMs: offset, produced: feed.produced + 1 });
}

function toAppNotification({ accountId: _owner, ...notification }: StoredNotification): AppNotification {
  return notification;
}

function ownNotification(world: World, accountId: number, id: number): StoredNotification {
  return world.notifications.find((n) => n.id === id && n.accountId === accountId) ?? fail(NOT_FOUND, 'This notification no longer exists');
}

const newestFirst = (a: StoredNotification, b: StoredNotification) => b.createTime.localeCompare(a.createTime) || b.id - a.id;

export const notificationHandlers = [
  handle('clientNotification/myPage', (ctx) => {
    const account = ctx.requireAccount();
    const page = ctx.payload;
    const type = ctx.payload.notificationType;
    deliverLiveNotification(ctx.world, account.id, ctx.now());
    const own = ctx.world.notifications.filter((n) => n.accountId === account.id);
    const listed = own.filter((n) => type === undefined || n.notificationType === type).sort(newestFirst);
    const { rows, total } = paginate(listed, page);
    return { rows: rows.map(toAppNotification), total, unreadCount: own.filter((n) => n.haveRead === 0).length };
  }),
  handle('clientNotification/remove/{id}', (ctx) => {
    const account = ctx.requireAccount();
    const target = ownNotification(ctx.world, account.id, ctx.payload.id);
    ctx.world.notifications = ctx.world.notifications.filter((n) => n !== target);
    return null;
  }),
  handle('clientNotification/markRead', (ctx) => {
    const account = ctx.requireAccount();
    const id = ctx.payload.id;
    const targets = id === undefined
      ? ctx.world.notifications.filter((n) => n.accountId === account.id)
      : [ownNotification(ctx.world, account.id, id)];
    for (const notification of targets) notification.haveRead = 1;
    return null;
  }),
  handle('clientNotification/clean', (ctx) => {
    const account = ctx.requireAccount();
    ctx.world.notifications = ctx.world.notifications.filter((n) => n.accountId !== account.id);
    return null;
  }),
];
