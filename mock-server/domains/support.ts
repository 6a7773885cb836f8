import type { Appeal, QuestionAnswer } from '../../src/api/types/support';
import { APPEAL_ATTACHMENTS_MAX, appealErrors, questionError } from '../../src/lib/catalogue-validation';
import type { World } from '../world';
import type { StoredAppeal, StoredQuestion, SupportSlice } from '../world-slices';
import type { SeedContext } from '../seed-context';
import { BAD_INPUT, FORBIDDEN, NOT_FOUND, fail, handle, isoTime, nextId, paginate, type MockContext } from '../kit';
import { notify } from '../shared/notify';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A question is answered by the service team this long (mock time) after it was asked. */
export const ANSWER_DELAY_MS = 2 * MINUTE;
/** An appeal is picked up by a case officer after this long, and resolved after the second delay. */
export const APPEAL_PICKUP_MS = 30 * MINUTE;
export const APPEAL_RESOLVE_MS = 24 * HOUR;

export function seedSupport({ now }: SeedContext): SupportSlice {
  const demoId = 1;
  return {
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
    questions: [],
  };
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
  const appeal = ctx.world.appeals.find((a) => a.id === ctx.payload.id) ?? fail(NOT_FOUND, 'This appeal does not exist');
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
    type: ctx.payload.type,
    title: ctx.payload.title,
    content: ctx.payload.content,
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
function answerFor(question: string): string {
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
      message: { kind: 'questionAnswered', params: {} },
      content: question.question.slice(0, 80),
      targetType: 'none',
      targetId: question.id,
    }, now);
  }
}

const toQuestionAnswer = ({ id, question, answer, createdAt, answeredAt }: StoredQuestion): QuestionAnswer => ({
  id, question, answer, createTime: isoTime(createdAt), answerTime: answeredAt === null ? null : isoTime(answeredAt),
});

export const supportHandlers = [
  handle('appeal/page', (ctx) => {
    const account = ctx.requireAccount();
    const own = ctx.world.appeals.filter((appeal) => appeal.accountId === account.id);
    own.forEach((appeal) => advanceAppeal(appeal, ctx.now()));
    const page = paginate(own, ctx.payload);
    return { rows: page.rows.map(toAppeal), total: page.total };
  }),
  handle('appeal/view', (ctx) => toAppeal(ownAppeal(ctx))),
  handle('appeal/add', addAppeal),
  handle('appeal/remove/{id}', (ctx) => {
    const appeal = ownAppeal(ctx);
    ctx.world.appeals = ctx.world.appeals.filter((a) => a !== appeal);
    return null;
  }),
  handle('zxQuestionAnswer/myPage', (ctx) => {
    const account = ctx.requireAccount();
    answerDueQuestions(ctx.world, account.id, ctx.now());
    const page = paginate(ctx.world.questions.filter((q) => q.accountId === account.id), ctx.payload);
    return { rows: page.rows.map(toQuestionAnswer), total: page.total };
  }),
  handle('zxQuestionAnswer/add', (ctx) => {
    const account = ctx.requireAccount();
    const question = ctx.payload.question;
    if (questionError(question)) fail(BAD_INPUT, 'Ask your question in 5 to 500 characters');
    const stored: StoredQuestion = { id: nextId(ctx.world), accountId: account.id, question, answer: null, createdAt: ctx.now(), answeredAt: null };
    ctx.world.questions.unshift(stored);
    return toQuestionAnswer(stored);
  }),
];
