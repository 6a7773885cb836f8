import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { addAppeal, askQuestion, fetchAppeal, fetchAppealPage, fetchQuestionPage, removeAppeal } from '../../src/api/support';
import { bookCombo, fetchCombo, fetchCombos } from '../../src/api/packages';
import { fetchLatestNotice, fetchNotice, fetchNoticePage, likeNotice, sendNoticeFeedback, shareNotice, trampleNotice } from '../../src/api/notices';
import { uploadPrivateFile } from '../../src/api/site';
import { register, sendRegisterCode } from '../../src/api/account';
import { isoDate } from '../../src/lib/catalogue-validation';
import { writeRaw } from '../../src/lib/storage';
import { currentWorld } from '../../mock-server/world';
import { ANSWER_DELAY_MS, APPEAL_PICKUP_MS, APPEAL_RESOLVE_MS } from '../../mock-server/domains/support';
import { advanceMockClock, lastMailedCode, mockTime, signIn } from '../support/node-api';

const DAY = 86_400_000;

async function codeOf(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error.code;
}

const validBooking = () => ({
  comboId: 3,
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '+34 612 345 678',
  travelDate: isoDate(mockTime() + 30 * DAY),
  travellers: 2,
  note: 'Vegetarian meals, please',
});

async function signInSecondAccount(): Promise<void> {
  const email = 'second@example.com';
  await sendRegisterCode({ email });
  const { token } = await register({ email, password: 'Second#2026', verificationCode: lastMailedCode(email), deviceNo: 'device-2' });
  writeRaw('token', token);
}

describe('trip packages', () => {
  it('lists the packages with vertical and wide covers and shows one with its day-by-day schedule', async () => {
    const combos = await fetchCombos();
    expect(combos.length).toBeGreaterThanOrEqual(8);
    expect(combos[0].coverVertical).toMatch(/^media\/vertical\/combo-1\?caption=/);
    expect(combos[0].cover).toMatch(/^media\/cover\/combo-1\?caption=/);
    const detail = await fetchCombo({ id: 4 });
    expect(detail.title).toBe('Yunnan: Kunming, Dali, Lijiang');
    expect(detail.schedule).toHaveLength(detail.days);
    expect(detail.includes.length).toBeGreaterThan(0);
    expect(await codeOf(fetchCombo({ id: 999 }, { silent: true }))).toBe(404);
  });

  it('names the cities of a package in the reader\'s language', async () => {
    expect((await fetchCombo({ id: 4 })).cities).toEqual(['Kunming', 'Dali', 'Lijiang']);
    writeRaw('language', 'zh');
    expect((await fetchCombo({ id: 4 })).cities).toEqual(['昆明', '大理', '丽江']);
    expect((await fetchCombos()).flatMap((combo) => combo.cities).filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
    writeRaw('language', 'ar');
    expect((await fetchCombos())[0].cities).toEqual((await fetchCombo({ id: 1 })).cities);
    expect((await fetchCombo({ id: 1 })).cities.every((name) => /[\u0600-\u06ff]/.test(name))).toBe(true);
  });

  it('books only for a signed-in traveller and keeps the booking with its total price', async () => {
    expect(await codeOf(bookCombo(validBooking(), { silent: true }))).toBe(401);
    await signIn();
    const booking = await bookCombo(validBooking());
    expect(booking).toMatchObject({ comboId: 3, status: 'confirmed', travellers: 2, totalCny: 2 * (await fetchCombo({ id: 3 })).priceCny });
    expect(currentWorld().bookings.map((b) => b.bookingId)).toEqual([booking.bookingId]);
    expect(currentWorld().notifications[0]).toMatchObject({ accountId: 1, title: 'Booking confirmed' });
    expect(currentWorld().mailbox[0]).toMatchObject({ to: 'ana@example.com', subject: `Booking ${booking.bookingId} confirmed: Guilin, Yangshuo & the Li River` });
  });

  it.each([
    ['a past travel date', { travelDate: isoDate(Date.now() - DAY) }, 'in the future'],
    ['today as the travel date', { travelDate: isoDate(Date.now()) }, 'in the future'],
    ['a date more than a year ahead', { travelDate: isoDate(Date.now() + 400 * DAY) }, 'a year ahead'],
    ['a malformed date', { travelDate: '2027-02-30' }, 'date like'],
    ['no travellers', { travellers: 0 }, 'at least 1'],
    ['21 travellers', { travellers: 21 }, 'at most 20'],
    ['a bad e-mail', { email: 'ana@' }, 'e-mail'],
    ['a phone without digits', { phone: 'call me' }, 'phone'],
    ['an empty name', { name: '  ' }, 'Name is required'],
  ])('refuses %s', async (_label, change, message) => {
    await signIn();
    const error = await bookCombo({ ...validBooking(), ...change }, { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(400);
    expect((error as ApiError).msg).toContain(message);
    expect(currentWorld().bookings).toHaveLength(0);
  });
});

describe('appeals', () => {
  const appeal = { type: 'booking', title: 'Wrong name on my train ticket', content: 'The ticket for day 4 shows my maiden name.', attachments: [] };

  it('files an appeal with a private attachment, which is picked up and then resolved with mock time', async () => {
    await signIn();
    const upload = await uploadPrivateFile(new File([new Uint8Array([137, 80, 78, 71])], 'ticket.png', { type: 'image/png' }));
    const filed = await addAppeal({ ...appeal, attachments: [upload.filePath] });
    expect(filed).toMatchObject({ status: 'pending', reply: null, attachments: [upload.filePath] });
    const page = await fetchAppealPage({ pageNum: 1, pageSize: 20 });
    expect(page.rows.map((a) => a.id)).toEqual([filed.id, 1]);
    advanceMockClock(APPEAL_PICKUP_MS);
    expect((await fetchAppeal({ id: filed.id })).status).toBe('processing');
    advanceMockClock(APPEAL_RESOLVE_MS);
    const resolved = await fetchAppeal({ id: filed.id });
    expect(resolved.status).toBe('resolved');
    expect(resolved.reply).toMatch(/booking/);
  });

  it('refuses unknown types, short descriptions and attachments that are not private uploads', async () => {
    await signIn();
    expect(await codeOf(addAppeal({ ...appeal, type: 'refund-please' }, { silent: true }))).toBe(400);
    expect(await codeOf(addAppeal({ ...appeal, content: 'Too short' }, { silent: true }))).toBe(400);
    expect(await codeOf(addAppeal({ ...appeal, attachments: ['media/cover/combo-1'] }, { silent: true }))).toBe(400);
    expect(await codeOf(addAppeal({ ...appeal, attachments: ['a', 'b', 'c', 'd'].map((n) => `media/upload/private-${n}.png`) }, { silent: true }))).toBe(400);
  });

  it('lets only the owner view or remove an appeal', async () => {
    await signIn();
    const filed = await addAppeal(appeal);
    await signInSecondAccount();
    expect((await fetchAppealPage({ pageNum: 1, pageSize: 20 })).total).toBe(0);
    expect(await codeOf(fetchAppeal({ id: filed.id }, { silent: true }))).toBe(403);
    expect(await codeOf(removeAppeal({ id: filed.id }, { silent: true }))).toBe(403);
    await signIn();
    await removeAppeal({ id: filed.id });
    expect(await codeOf(removeAppeal({ id: filed.id }, { silent: true }))).toBe(404);
    expect((await fetchAppealPage({ pageNum: 1, pageSize: 20 })).rows.map((a) => a.id)).toEqual([1]);
  });
});

describe('entry-China notices', () => {
  it('serves the newest notice first, with its body and a shareable link', async () => {
    const latest = await fetchLatestNotice();
    const page = await fetchNoticePage({ pageNum: 1, pageSize: 5 });
    expect(page.total).toBe(11);
    expect(page.rows[0].id).toBe(latest.id);
    const dates = page.rows.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const detail = await fetchNotice({ id: latest.id });
    expect(detail.body.length).toBeGreaterThan(1);
    expect(await shareNotice({ id: latest.id })).toEqual({ url: `http://mock.test/noticeInfo?id=${latest.id}` });
  });

  it('counts one like or dislike per viewer: switching moves the count, repeating takes it back', async () => {
    writeRaw('deviceNo', 'visitor-device');
    const before = await fetchNotice({ id: 2 });
    const liked = await likeNotice({ id: 2 });
    expect(liked).toMatchObject({ likeCount: before.likeCount + 1, trampleCount: before.trampleCount, myReaction: 'like' });
    const trampled = await trampleNotice({ id: 2 });
    expect(trampled).toMatchObject({ likeCount: before.likeCount, trampleCount: before.trampleCount + 1, myReaction: 'trample' });
    const undone = await trampleNotice({ id: 2 });
    expect(undone).toMatchObject({ likeCount: before.likeCount, trampleCount: before.trampleCount, myReaction: null });
    await likeNotice({ id: 2 });
    writeRaw('deviceNo', 'another-device');
    const second = await likeNotice({ id: 2 });
    expect(second.likeCount).toBe(before.likeCount + 2);
  });

  it('keeps feedback on a notice and refuses an empty one', async () => {
    writeRaw('deviceNo', 'visitor-device');
    await sendNoticeFeedback({ id: 3, content: 'The 200 CNY fee threshold helped, thanks.' });
    expect(currentWorld().noticeFeedback).toMatchObject([{ noticeId: 3, viewer: 'd:visitor-device' }]);
    expect(await codeOf(sendNoticeFeedback({ id: 3, content: '   ' }, { silent: true }))).toBe(400);
  });
});

describe('questions to the service team', () => {
  it('answers a question after a while of mock time, helpfully, and notifies the asker', async () => {
    await signIn();
    expect((await fetchQuestionPage({ pageNum: 1, pageSize: 20 })).total).toBe(0);
    const asked = await askQuestion({ question: 'Can I pay with my Visa card in Alipay?' });
    expect(asked.answer).toBeNull();
    advanceMockClock(ANSWER_DELAY_MS - 1_000);
    expect((await fetchQuestionPage({ pageNum: 1, pageSize: 20 })).rows[0].answer).toBeNull();
    advanceMockClock(1_000);
    const [answered] = (await fetchQuestionPage({ pageNum: 1, pageSize: 20 })).rows;
    expect(answered.answer).toMatch(/Alipay/);
    expect(answered.answerTime).not.toBeNull();
    expect(currentWorld().notifications[0]).toMatchObject({ title: 'Your question has been answered' });
  });

  it('refuses a question that is too short', async () => {
    await signIn();
    expect(await codeOf(askQuestion({ question: 'Hi?' }, { silent: true }))).toBe(400);
  });
});
