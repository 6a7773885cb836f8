import type { Booking, Combo, ComboDetail } from '../../src/api/types/packages';
import { bookingErrors, NOTE_MAX, travelDateProblem } from '../../src/lib/catalogue-validation';
import type { World } from '../world';
import type { PackagesSlice, StoredBooking } from '../world-slices';
import { BAD_INPUT, NOT_FOUND, fail, handle, isoTime, nextId, type MockContext } from '../kit';
import { notify } from '../shared/notify';
import { COMBOS, type ComboSeed } from '../data/combos';
import { cityNamesIn } from '../data/china';
import { comboTitleIn } from '../data/place-names';

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

export function seedPackages(): PackagesSlice {
  return { combos: COMBOS.map(toComboDetail), bookings: [] };
}

/** A package as a reader of `language` sees it: its title and cities in that language (its prose stays English, as the dataset's). */
const inLanguage = (combo: ComboDetail, language: string): ComboDetail => {
  const title = comboTitleIn(combo.title, language);
  // the covers carry the title as their caption, so they are drawn in the reader's language too
  const recaption = (path: string) => path.replace(/\?caption=.*$/, `?caption=${encodeURIComponent(title)}`);
  return { ...combo, title, cover: recaption(combo.cover), coverVertical: recaption(combo.coverVertical), cities: cityNamesIn(combo.cities, language) };
};

const summaryOf = ({ id, title, coverVertical, cover, days, cities, priceCny, summary }: ComboDetail): Combo => ({
  id, title, coverVertical, cover, days, cities, priceCny, summary,
});

function findCombo(world: World, id: number): ComboDetail {
  return world.combos.find((combo) => combo.id === id) ?? fail(NOT_FOUND, 'This trip package does not exist');
}

function book(ctx: MockContext<'cityCombo/book'>): Booking {
  const account = ctx.requireAccount();
  const combo = findCombo(ctx.world, ctx.payload.comboId);
  const fields = {
    name: ctx.payload.name,
    email: ctx.payload.email,
    phone: ctx.payload.phone,
    travelDate: ctx.payload.travelDate,
    travellers: ctx.payload.travellers,
    note: ctx.payload.note,
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
    message: { kind: 'bookingConfirmed', params: { combo: combo.title, date: fields.travelDate, count: fields.travellers, booking: booking.bookingId } },
    targetType: 'none',
    targetId: booking.bookingId,
  }, ctx.now());
  return toBooking(booking);
}

function toBooking({ accountId: _owner, ...booking }: StoredBooking): Booking {
  return booking;
}

export const packagesHandlers = [
  handle('cityCombo/list', (ctx) => ctx.world.combos.map((combo) => summaryOf(inLanguage(combo, ctx.languageCode)))),
  handle('cityCombo/view', (ctx) => inLanguage(findCombo(ctx.world, ctx.payload.id), ctx.languageCode)),
  handle('cityCombo/book', book),
];
