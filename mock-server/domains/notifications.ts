import type { AppNotification, NotificationMessage } from '../../src/api/types/notifications';
import type { World } from '../world';
import type { NotificationsSlice, StoredNotification } from '../world-slices';
import type { SeedContext } from '../seed-context';
import { NOT_FOUND, fail, handle, isoTime, paginate } from '../kit';
import { notify, storedNotification, type NotificationInput } from '../shared/notify';
import { cityId } from '../data/city-ids';
import { cityNamesIn } from '../data/china';
import { NOTICES } from '../data/notices';
import { comboTitleIn } from '../data/place-names';

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

const TERRACOTTA = 'Face to face with the Terracotta Army';
const YUNNAN = 'Yunnan by train: Kunming, Dali and Lijiang';
const QINGDAO = 'Qingdao: beer, beaches and German streets';
const TIGER_LEAPING = 'Hiking Tiger Leaping Gorge';
const PANDAS = 'Pandas at breakfast time in Chengdu';
const GREAT_WALL = 'Sunrise on the Great Wall at Jinshanling';

const onStory = (storyId: number) => ({ targetType: 'trail', targetId: storyId }) as const;
const onCity = (slug: string) => ({ targetType: 'city', targetId: cityId(slug) }) as const;
const noticeOf = (id: number): NotificationInput => ({ message: { kind: 'noticePublished', params: {} }, content: noticeTitle(id), targetType: 'notice', targetId: id });
const system = (kind: 'welcome' | 'emailVerified'): NotificationInput => ({ message: { kind, params: {} }, targetType: 'none', targetId: 0 });
const at = (ago: number, read: boolean, input: NotificationInput): SeedEntry => ({ ago, read, ...input });

function noticeTitle(id: number): string {
  return NOTICES.find((notice) => notice.id === id)?.title ?? '';
}

/** The demo account's inbox: every type, read and unread, from minutes ago back to last year. */
const DEMO_INBOX: readonly SeedEntry[] = [
  at(4 * MINUTE, false, { message: { kind: 'storyLiked', params: { who: 'Lena', story: TERRACOTTA } }, content: `${TERRACOTTA}: a morning in Xi'an's pit 1`, ...onStory(104) }),
  at(18 * MINUTE, false, { message: { kind: 'commentRepliedOnStory', params: { who: 'Hiro', story: TERRACOTTA } }, content: 'Did you book the museum tickets in advance, or buy them at the gate?', ...onStory(104) }),
  at(52 * MINUTE, false, noticeOf(2)),
  at(2 * HOUR, false, { message: { kind: 'commentLikedOnCity', params: { who: 'Carlos', city: "Xi'an" } }, content: 'Go to the Muslim Quarter after dark, the food stalls are at their best.', ...onCity('xian') }),
  at(5 * HOUR, true, { message: { kind: 'mentionedInStory', params: { who: 'Amira', story: TIGER_LEAPING } }, content: '@Mei Traveller this is the guesthouse at Tina’s you recommended, thank you!', ...onStory(115) }),
  at(7 * HOUR, true, { message: { kind: 'storyLiked', params: { who: 'Jin-woo', story: YUNNAN } }, content: YUNNAN, ...onStory(114) }),
  at(20 * HOUR, false, { message: { kind: 'commentRepliedOnCity', params: { who: 'Sofia', city: 'Guilin' } }, content: 'We did the Li River raft from Yangdi too. Was the bamboo raft worth it?', ...onCity('guilin') }),
  at(26 * HOUR, true, { message: { kind: 'storyFeatured', params: { story: TERRACOTTA } }, ...onStory(104) }),
  at(30 * HOUR, true, { message: { kind: 'storyLiked', params: { who: 'Tom', story: TERRACOTTA } }, content: `${TERRACOTTA}: a morning in Xi'an's pit 1`, ...onStory(104) }),
  at(3 * DAY, false, noticeOf(3)),
  at(4 * DAY, true, { message: { kind: 'commentRepliedOnStory', params: { who: 'Yuki', story: GREAT_WALL } }, content: 'Sunrise was worth the 5 am start, thanks for the tip!', ...onStory(101) }),
  at(6 * DAY, true, { message: { kind: 'commentLikedOnCity', params: { who: 'Pierre', city: 'Beijing' } }, content: 'Buy Forbidden City tickets online a week ahead: they sell out.', ...onCity('beijing') }),
  at(9 * DAY, true, system('welcome')),
  at(12 * DAY, true, { message: { kind: 'storyLikedByMany', params: { who: 'Aiko', count: 12, story: YUNNAN } }, content: YUNNAN, ...onStory(114) }),
  at(17 * DAY, false, { message: { kind: 'commentRepliedOnCity', params: { who: 'Omar', city: 'Shanghai' } }, content: 'The Bund at night or at sunrise? I only have one day.', ...onCity('shanghai') }),
  at(23 * DAY, true, noticeOf(9)),
  at(31 * DAY, true, { message: { kind: 'storyLiked', params: { who: 'Maria', story: QINGDAO } }, content: QINGDAO, ...onStory(124) }),
  at(45 * DAY, true, { message: { kind: 'mentionedInStory', params: { who: 'Daniel', story: PANDAS } }, content: '@Mei Traveller which hotpot place did you like best after the panda base?', ...onStory(106) }),
  at(58 * DAY, true, { message: { kind: 'commentLikedOnCity', params: { who: 'Hana', city: 'Chengdu' } }, content: 'The tea house in People’s Park is the best 30 yuan you will spend.', ...onCity('chengdu') }),
  at(74 * DAY, true, noticeOf(7)),
  at(96 * DAY, true, { message: { kind: 'commentRepliedOnStory', params: { who: 'Luca', story: YUNNAN } }, content: 'Is the Kunming to Dali train comfortable for a night trip?', ...onStory(114) }),
  at(120 * DAY, true, { message: { kind: 'storyLiked', params: { who: 'Nadia', story: TERRACOTTA } }, content: `${TERRACOTTA}: a morning in Xi'an's pit 1`, ...onStory(104) }),
  at(150 * DAY, true, system('emailVerified')),
  at(200 * DAY, true, { message: { kind: 'commentRepliedOnCity', params: { who: 'Wei', city: 'Guilin' } }, content: 'The Yangshuo cycling route along the Yulong River is lovely in spring.', ...onCity('guilin') }),
  at(290 * DAY, true, { message: { kind: 'storyLiked', params: { who: 'Ben', story: QINGDAO } }, content: QINGDAO, ...onStory(124) }),
  at(340 * DAY, true, noticeOf(1)),
  at(400 * DAY, true, { message: { kind: 'commentLikedOnCity', params: { who: 'Emma', city: "Xi'an" } }, content: 'Rent a bike on the city wall late in the afternoon.', ...onCity('xian') }),
];

/** What arrives while the user is online, in this order and then again from the top. */
const LIVE_SCRIPT: readonly NotificationInput[] = [
  { message: { kind: 'storyLiked', params: { who: 'Grace', story: TERRACOTTA } }, content: `${TERRACOTTA}: a morning in Xi'an's pit 1`, ...onStory(104) },
  { message: { kind: 'commentRepliedOnCity', params: { who: 'Kenji', city: "Xi'an" } }, content: 'Thanks! Is the Terracotta Army better in the morning or the afternoon?', ...onCity('xian') },
  noticeOf(11),
  { message: { kind: 'commentLikedOnCity', params: { who: 'Fatima', city: 'Shanghai' } }, content: 'Take the ferry across the Huangpu for the best skyline view, it costs 2 yuan.', ...onCity('shanghai') },
  { message: { kind: 'mentionedInStory', params: { who: 'Lucas', story: PANDAS } }, content: '@Mei Traveller your tea house tips saved our last day!', ...onStory(106) },
];

export function seedNotifications(ctx: SeedContext): NotificationsSlice {
  const notifications = DEMO_INBOX.map(({ ago, read: wasRead, ...input }, index) =>
    storedNotification(DEMO_ACCOUNT_ID, input, index + 1, isoTime(ctx.now - ago), wasRead ? 1 : 0));
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

/** Places and packages named in the reader's language, as every other answer names them. */
function inLanguage(message: NotificationMessage, language: string): NotificationMessage {
  if (message.kind === 'commentLikedOnCity' || message.kind === 'commentRepliedOnCity') {
    return { ...message, params: { ...message.params, city: cityNamesIn([message.params.city], language)[0] } };
  }
  if (message.kind === 'bookingConfirmed') return { ...message, params: { ...message.params, combo: comboTitleIn(message.params.combo, language) } };
  return message;
}

function toAppNotification({ accountId: _owner, message, ...notification }: StoredNotification, language: string): AppNotification {
  return { ...notification, message: inLanguage(message, language) };
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
    return { rows: rows.map((row) => toAppNotification(row, ctx.languageCode)), total, unreadCount: own.filter((n) => n.haveRead === 0).length };
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
