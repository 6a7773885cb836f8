import type {
  Appeal, Booking, Combo, ComboDetail, Notice, NoticeDetail, NoticeReaction, QuestionAnswer,
} from '../../src/api/types/catalogue';
import {
  APPEAL_ATTACHMENTS_MAX, appealErrors, bookingErrors, NOTE_MAX, NOTICE_FEEDBACK_MAX, QUESTION_MAX, questionError,
  TRAVELLERS_MAX, TRAVELLERS_MIN, travelDateProblem,
} from '../../src/lib/catalogue-validation';
import type { SeedContext, World } from '../world';
import { BAD_INPUT, NOT_FOUND, fail, handle, isoTime, nextId, paginate, read, type MockContext } from '../kit';
import { notify } from './notifications';
import { COMBOS, type ComboSeed } from '../data/combos';
import { cityNamesIn } from '../data/china';
import { NOTICES } from '../data/notices';

export const FORBIDDEN = 403;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A question is answered by the service team this long (mock time) after it was asked. */
export const ANSWER_DELAY_MS = 2 * MINUTE;
/** An appeal is picked up by a case officer after this long, and resolved after the second delay. */
export const APPEAL_PICKUP_MS = 30 * MINUTE;
export const APPEAL_RESOLVE_MS = 24 * HOUR;

interface StoredBooking extends Booking {
  accountId: number;
}

interface StoredAppeal extends Omit<Appeal, 'createTime' | 'updateTime'> {
  accountId: number;
  createdAt: number;
  updatedAt: number;
}

interface StoredNotice extends Omit<NoticeDetail, 'myReaction'> {
  shareCount: number;
}

interface StoredQuestion {
  id: number;
  accountId: number;
  question: string;
  answer: string | null;
  createdAt: number;
  answeredAt: number | null;
}

export interface CatalogueSlice {
  combos: ComboDetail[];
  bookings: StoredBooking[];
  appeals: StoredAppeal[];
  notices: StoredNotice[];
  /** one reaction per viewer: `a:<accountId>` when signed in, otherwise `d:<deviceNo>` */
  noticeReactions: { noticeId: number; viewer: string; reaction: 'like' | 'trample' }[];
  noticeFeedback: { noticeId: number; viewer: string; content: string; at: number }[];
  questions: StoredQuestion[];
}

function toComboDetail(seed: ComboSeed): ComboDetail {
  const caption = encodeURIComponent(seed.title);
  return {
    id: seed.id,
    title: seed.title,
    coverVertical: `media/vertical/combo-${seed.id}?caption=${caption}`,
    cover: `media/cover/combo-${seed.id}?caption=${caption}`,
    days: seed.schedule.length,
    cities: seed.cities,
    priceCny: seed.priceCny,
    summary: seed.summary,
    bestSeason: seed.bestSeason,
    highlights: seed.highlights,
    schedule: seed.schedule.map((day, index) => ({ day: index + 1, ...day })),
    includes: seed.includes,
    excludes: seed.excludes,
  };
}

export function seedCatalogue(ctx: SeedContext): CatalogueSlice {
  const { faker, now } = ctx;
  const demoId = 1;
  return {
    combos: COMBOS.map(toComboDetail),
    bookings: [],
    appeals: [
      {
        id: 1,
        accountId: demoId,
        type: 'booking',
        title: 'Travel date change for Guilin, Yangshuo & the Li River',
        content: 'My flight to Guilin was moved by a day. Could the package start on the 15th instead of the 14th?',
        attachments: [],
        status: 'resolved',
        reply: 'We moved your package to start on the 15th at no extra cost. Your guide will meet you at arrivals with a name board.',
        createdAt: now - 12 * 24 * HOUR,
        updatedAt: now - 11 * 24 * HOUR,
      },
    ],
    notices: NOTICES.map((notice) => ({
      ...notice,
      body: [...notice.body],
      likeCount: faker.number.int({ min: 40, max: 420 }),
      trampleCount: faker.number.int({ min: 0, max: 12 }),
      shareCount: faker.number.int({ min: 5, max: 90 }),
    })),
    noticeReactions: [],
    noticeFeedback: [],
    questions: [],
  };
}

/* ---------- combos ---------- */

const inLanguage = (combo: ComboDetail, language: string): ComboDetail => ({
  ...combo,
  cities: cityNamesIn(combo.cities, language),
});

const summaryOf = ({ id, title, coverVertical, cover, days, cities, priceCny, summary }: ComboDetail): Combo => ({
  id, title, coverVertical, cover, days, cities, priceCny, summary,
});

function findCombo(world: World, id: number): ComboDetail {
  return world.combos.find((combo) => combo.id === id) ?? fail(NOT_FOUND, 'This trip package does not exist');
}

function book(ctx: MockContext<'cityCombo/book'>): Booking {
  const account = ctx.requireAccount();
  const combo = findCombo(ctx.world, read.int(ctx.payload, 'comboId'));
  const fields = {
    name: read.string(ctx.payload, 'name', { label: 'Name' }),
    email: read.string(ctx.payload, 'email', { label: 'E-mail' }),
    phone: read.string(ctx.payload, 'phone', { label: 'Phone' }),
    travelDate: read.string(ctx.payload, 'travelDate', { label: 'Travel date' }),
    travellers: read.int(ctx.payload, 'travellers', { min: TRAVELLERS_MIN, max: TRAVELLERS_MAX }),
    note: read.optionalString(ctx.payload, 'note'),
  };
  const errors = bookingErrors(fields, ctx.now());
  if (errors.name) fail(BAD_INPUT, 'Name must be at most 60 characters');
  if (errors.email) fail(BAD_INPUT, 'The e-mail address is not valid');
  if (errors.phone) fail(BAD_INPUT, 'The phone number is not valid: use digits, with the country code');
  if (errors.travelDate) {
    const problem = travelDateProblem(fields.travelDate, ctx.now());
    fail(BAD_INPUT, problem === 'past' ? 'The travel date must be in the future' : problem === 'tooFar' ? 'Bookings open up to a year ahead' : 'The travel date must be a date like 2027-04-18');
  }
  if (errors.note) fail(BAD_INPUT, `The note must be at most ${NOTE_MAX} characters`);
  const booking: StoredBooking = {
    bookingId: nextId(ctx.world),
    accountId: account.id,
    comboId: combo.id,
    comboTitle: combo.title,
    status: 'confirmed',
    ...fields,
    totalCny: combo.priceCny * fields.travellers,
    createTime: isoTime(ctx.now()),
  };
  ctx.world.bookings.unshift(booking);
  ctx.world.mailbox.unshift({
    id: nextId(ctx.world),
    to: fields.email,
    subject: `Booking ${booking.bookingId} confirmed: ${combo.title}`,
    body: `Dear ${fields.name}, your trip "${combo.title}" departing ${fields.travelDate} for ${fields.travellers} traveller(s) is confirmed. Total: ${booking.totalCny} CNY. Your guide will contact you at ${fields.phone} a week before departure.`,
    code: '',
    sentAt: ctx.now(),
  });
  notify(ctx.world, account.id, {
    notificationType: 3,
    title: 'Booking confirmed',
    content: `${combo.title}, from ${fields.travelDate}, ${fields.travellers} traveller(s). Booking number ${booking.bookingId}.`,
    targetType: 'none',
    targetId: booking.bookingId,
  }, ctx.now());
  return toBooking(booking);
}

function toBooking({ accountId: _owner, ...booking }: StoredBooking): Booking {
  return booking;
}

/* ---------- appeals ---------- */

const APPEAL_REPLIES: Record<string, string> = {
  booking: 'We have checked your booking with our local partner and made the change you asked for. A new confirmation is in your notifications.',
  story: 'A moderator reviewed your story again. It was hidden by an automatic filter by mistake and is visible again.',
  account: 'We checked the sign-in history of your account. To be safe, please change your password from the account menu.',
  other: 'Thank you for telling us. A member of the service team has looked into it and replied to your e-mail address.',
};

/** Appeals move on with mock time: picked up after 30 minutes, resolved after a day. */
function advanceAppeal(appeal: StoredAppeal, now: number): void {
  if (appeal.status === 'pending' && now - appeal.createdAt >= APPEAL_PICKUP_MS) {
    appeal.status = 'processing';
    appeal.updatedAt = appeal.createdAt + APPEAL_PICKUP_MS;
  }
  if (appeal.status === 'processing' && now - appeal.createdAt >= APPEAL_RESOLVE_MS) {
    appeal.status = 'resolved';
    appeal.reply = APPEAL_REPLIES[appeal.type] ?? APPEAL_REPLIES.other;
    appeal.updatedAt = appeal.createdAt + APPEAL_RESOLVE_MS;
  }
}

function toAppeal({ accountId: _owner, createdAt, updatedAt, ...appeal }: StoredAppeal): Appeal {
  return { ...appeal, createTime: isoTime(createdAt), updateTime: isoTime(updatedAt) };
}

function ownAppeal(ctx: MockContext<'appeal/view' | 'appeal/remove/{id}'>): StoredAppeal {
  const account = ctx.requireAccount();
  const appeal = ctx.world.appeals.find((a) => a.id === read.int(ctx.payload, 'id')) ?? fail(NOT_FOUND, 'This appeal does not exist');
  if (appeal.accountId !== account.id) fail(FORBIDDEN, 'This appeal belongs to another account');
  advanceAppeal(appeal, ctx.now());
  return appeal;
}

function readAttachments(payload: unknown): string[] {
  const raw = (payload as Record<string, unknown>).attachments ?? [];
  if (!Array.isArray(raw) || raw.some((path) => typeof path !== 'string')) fail(BAD_INPUT, 'attachments must be a list of file paths');
  const paths = raw as string[];
  if (paths.length > APPEAL_ATTACHMENTS_MAX) fail(BAD_INPUT, `At most ${APPEAL_ATTACHMENTS_MAX} attachments`);
  if (paths.some((path) => !path.startsWith('media/upload/private-'))) fail(BAD_INPUT, 'Attachments must be uploaded through common/oss/private/upload');
  return paths;
}

function addAppeal(ctx: MockContext<'appeal/add'>): Appeal {
  const account = ctx.requireAccount();
  const fields = {
    type: read.string(ctx.payload, 'type', { label: 'Appeal type' }),
    title: read.string(ctx.payload, 'title', { label: 'Title' }),
    content: read.string(ctx.payload, 'content', { label: 'Description' }),
  };
  if (!ctx.world.dicts.appealType.some((item) => item.value === fields.type)) fail(BAD_INPUT, 'Choose an appeal type from the list');
  const errors = appealErrors(fields);
  if (errors.title) fail(BAD_INPUT, 'The title must be at most 80 characters');
  if (errors.content) fail(BAD_INPUT, 'Describe the problem in 10 to 1000 characters');
  const now = ctx.now();
  const appeal: StoredAppeal = {
    id: nextId(ctx.world),
    accountId: account.id,
    ...fields,
    title: fields.title.trim(),
    content: fields.content.trim(),
    attachments: readAttachments(ctx.payload),
    status: 'pending',
    reply: null,
    createdAt: now,
    updatedAt: now,
  };
  ctx.world.appeals.unshift(appeal);
  return toAppeal(appeal);
}

/* ---------- entry-China notices ---------- */

function viewerOf(ctx: MockContext<EndpointWithViewer>): string {
  if (ctx.account) return `a:${ctx.account.id}`;
  if (ctx.deviceNo) return `d:${ctx.deviceNo}`;
  return fail(BAD_INPUT, 'Send the Device-No header or sign in');
}

type EndpointWithViewer =
  | 'entryChinaNotice/last' | 'entryChinaNotice/list' | 'entryChinaNotice/view' | 'entryChinaNotice/feedback'
  | 'entryChinaNotice/like' | 'entryChinaNotice/trample';

function reactionOf(ctx: MockContext<EndpointWithViewer>, noticeId: number): NoticeReaction {
  const viewer = ctx.account ? `a:${ctx.account.id}` : ctx.deviceNo ? `d:${ctx.deviceNo}` : null;
  return ctx.world.noticeReactions.find((r) => r.noticeId === noticeId && r.viewer === viewer)?.reaction ?? null;
}

function toNotice(ctx: MockContext<EndpointWithViewer>, { body: _body, shareCount: _shares, ...notice }: StoredNotice): Notice {
  return { ...notice, myReaction: reactionOf(ctx, notice.id) };
}

const newestFirst = (world: World) => [...world.notices].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);

function findNotice(world: World, payload: unknown): StoredNotice {
  const id = read.int(payload, 'id');
  return world.notices.find((notice) => notice.id === id) ?? fail(NOT_FOUND, 'This notice does not exist');
}

const COUNT_OF = { like: 'likeCount', trample: 'trampleCount' } as const;

/** Like and dislike are exclusive per viewer; repeating the same one takes it back. */
function react(ctx: MockContext<'entryChinaNotice/like' | 'entryChinaNotice/trample'>, reaction: 'like' | 'trample'): Notice {
  const notice = findNotice(ctx.world, ctx.payload);
  const viewer = viewerOf(ctx);
  const existing = ctx.world.noticeReactions.find((r) => r.noticeId === notice.id && r.viewer === viewer);
  if (existing) {
    notice[COUNT_OF[existing.reaction]] -= 1;
    ctx.world.noticeReactions = ctx.world.noticeReactions.filter((r) => r !== existing);
  }
  if (existing?.reaction !== reaction) {
    notice[COUNT_OF[reaction]] += 1;
    ctx.world.noticeReactions.push({ noticeId: notice.id, viewer, reaction });
  }
  return toNotice(ctx, notice);
}

/* ---------- questions ---------- */

const ANSWERS: { keywords: string[]; answer: string }[] = [
  { keywords: ['visa', 'passport', 'entry', 'transit', '240', 'immigration'], answer: 'Many nationalities can now enter China visa-free for up to 30 days, and travellers to a third country can use 240-hour visa-free transit at 60+ ports. Check your nationality in our entry-China notices, and confirm with the Chinese embassy before you book. If you need a visa, our team can send the invitation details for your package.' },
  { keywords: ['pay', 'alipay', 'wechat', 'card', 'cash', 'money', 'yuan', 'cny'], answer: 'Set up Alipay or WeChat Pay before you leave and link your Visa or Mastercard; payments up to 200 CNY carry no fee. Keep some cash for small shops and markets. All our packages are paid in advance, so you only need money for meals and shopping.' },
  { keywords: ['train', 'rail', 'ticket', 'railway', 'bullet'], answer: 'High-speed train tickets open 15 days ahead on the 12306 app or site, which works with a passport. Tickets in our packages are booked for you and sent with your travel documents; bring the passport you booked with to the station gates.' },
  { keywords: ['internet', 'sim', 'esim', 'wifi', 'wi-fi', 'vpn', 'google', 'online'], answer: 'Roaming SIMs and most travel eSIMs work in China, and many reach sites such as Google and WhatsApp without a VPN. A local SIM is cheaper but blocks those sites. Hotel Wi-Fi is free everywhere on our packages.' },
  { keywords: ['book', 'package', 'combo', 'tour', 'date', 'cancel', 'refund', 'price'], answer: 'You can book any package from its page once signed in; you will get a confirmation straight away. Changes are free up to 14 days before departure, and a full refund is possible up to 30 days before. For a different date or a private group, file an appeal of type "Trip package booking" and we will arrange it.' },
  { keywords: ['weather', 'season', 'when', 'month', 'cold', 'summer', 'winter', 'rain'], answer: 'Spring (April–May) and autumn (September–October) are the best months for most of China. Summer is hot and rainy in the south, and winter is very cold in the north but ideal for Harbin\'s ice festival. Each package page shows its best season.' },
];

const DEFAULT_ANSWER = 'Thank you for your question. Our travel advisers have noted it: for anything about a booking, send us the booking number; for entry rules, see the latest entry-China notices. You can also reach us every day from 8:00 to 22:00 Beijing time at +86 400 820 2026.';

/** The reply whose topic shares the most words with the question ("pay with my Visa card" is about payment, not visas). */
export function answerFor(question: string): string {
  const words = question.toLowerCase().split(/[^\p{L}\p{N}-]+/u);
  const scored = ANSWERS.map((entry) => ({ entry, hits: words.filter((word) => entry.keywords.some((keyword) => word.startsWith(keyword))).length }));
  const best = scored.reduce((top, next) => (next.hits > top.hits ? next : top), { entry: null as (typeof ANSWERS)[number] | null, hits: 0 });
  return best.entry?.answer ?? DEFAULT_ANSWER;
}

/** The service team answers after a while of mock time; the asker is notified when it happens. */
function answerDueQuestions(world: World, accountId: number, now: number): void {
  for (const question of world.questions) {
    if (question.accountId !== accountId || question.answer !== null || now - question.createdAt < ANSWER_DELAY_MS) continue;
    question.answer = answerFor(question.question);
    question.answeredAt = question.createdAt + ANSWER_DELAY_MS;
    notify(world, accountId, {
      notificationType: 3,
      title: 'Your question has been answered',
      content: question.question.slice(0, 80),
      targetType: 'none',
      targetId: question.id,
    }, now);
  }
}

const toQuestionAnswer = ({ id, question, answer, createdAt, answeredAt }: StoredQuestion): QuestionAnswer => ({
  id, question, answer, createTime: isoTime(createdAt), answerTime: answeredAt === null ? null : isoTime(answeredAt),
});

export const catalogueHandlers = [
  handle('cityCombo/list', (ctx) => ctx.world.combos.map((combo) => summaryOf(inLanguage(combo, ctx.languageCode)))),
  handle('cityCombo/view', (ctx) => inLanguage(findCombo(ctx.world, read.int(ctx.payload, 'id')), ctx.languageCode)),
  handle('cityCombo/book', book),
  handle('appeal/page', (ctx) => {
    const account = ctx.requireAccount();
    const own = ctx.world.appeals.filter((appeal) => appeal.accountId === account.id);
    own.forEach((appeal) => advanceAppeal(appeal, ctx.now()));
    const page = paginate(own, read.page(ctx.payload));
    return { rows: page.rows.map(toAppeal), total: page.total };
  }),
  handle('appeal/view', (ctx) => toAppeal(ownAppeal(ctx))),
  handle('appeal/add', addAppeal),
  handle('appeal/remove/{id}', (ctx) => {
    const appeal = ownAppeal(ctx);
    ctx.world.appeals = ctx.world.appeals.filter((a) => a !== appeal);
    return null;
  }),
  handle('entryChinaNotice/last', (ctx) => toNotice(ctx, newestFirst(ctx.world)[0] ?? fail(NOT_FOUND, 'There are no notices yet'))),
  handle('entryChinaNotice/list', (ctx) => {
    const page = paginate(newestFirst(ctx.world), read.page(ctx.payload));
    return { rows: page.rows.map((notice) => toNotice(ctx, notice)), total: page.total };
  }),
  handle('entryChinaNotice/view', (ctx) => {
    const notice = findNotice(ctx.world, ctx.payload);
    return { ...toNotice(ctx, notice), body: notice.body };
  }),
  handle('entryChinaNotice/share', (ctx) => {
    const notice = findNotice(ctx.world, ctx.payload);
    notice.shareCount += 1;
    return { url: `${new URL(ctx.request.url).origin}/noticeInfo?id=${notice.id}` };
  }),
  handle('entryChinaNotice/feedback', (ctx) => {
    const notice = findNotice(ctx.world, ctx.payload);
    const content = read.string(ctx.payload, 'content', { max: NOTICE_FEEDBACK_MAX, label: 'Feedback' });
    ctx.world.noticeFeedback.push({ noticeId: notice.id, viewer: viewerOf(ctx), content, at: ctx.now() });
    return null;
  }),
  handle('entryChinaNotice/like', (ctx) => react(ctx, 'like')),
  handle('entryChinaNotice/trample', (ctx) => react(ctx, 'trample')),
  handle('zxQuestionAnswer/myPage', (ctx) => {
    const account = ctx.requireAccount();
    answerDueQuestions(ctx.world, account.id, ctx.now());
    const page = paginate(ctx.world.questions.filter((q) => q.accountId === account.id), read.page(ctx.payload));
    return { rows: page.rows.map(toQuestionAnswer), total: page.total };
  }),
  handle('zxQuestionAnswer/add', (ctx) => {
    const account = ctx.requireAccount();
    const question = read.string(ctx.payload, 'question', { max: QUESTION_MAX, label: 'Question' });
    if (questionError(question)) fail(BAD_INPUT, 'Ask your question in 5 to 500 characters');
    const stored: StoredQuestion = { id: nextId(ctx.world), accountId: account.id, question, answer: null, createdAt: ctx.now(), answeredAt: null };
    ctx.world.questions.unshift(stored);
    return toQuestionAnswer(stored);
  }),
];
