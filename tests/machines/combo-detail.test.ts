import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { comboDetailMachine, type ComboDetailContext, type ComboDetailEvent } from '../../src/machines/packages/combo-detail.machine';
import { appEvents, type AppEvent } from '../../src/lib/app-events';
import type { Booking, ComboDetail } from '../../src/api/types/packages';
import { bookingErrors, isoDate } from '../../src/lib/catalogue-validation';
import { currentWorld } from '../../mock-server/world';
import { signIn } from '../support/node-api';
import { trackCoverage, walkShortestPaths } from '../support/model-coverage';

const pending = () => fromPromise(() => new Promise<never>(() => undefined));
const combo = { id: 3, title: 'Guilin, Yangshuo & the Li River', priceCny: 3980 } as ComboDetail;
const booking = { bookingId: 1001, comboId: 3, travellers: 2, totalCny: 7960 } as Booking;
const input = { id: 3, contact: { name: 'Mei Traveller', email: 'demo@example.com' } };

/** The real statechart with the server replaced: every answer arrives as a synthetic event. */
const model = comboDetailMachine.provide({ actors: { loadCombo: pending(), book: pending() } as never });

const events: ComboDetailEvent[] = [
  { type: 'RETRY' },
  { type: 'FIELD.CHANGE', field: 'phone', value: '+44 7700 900123' },
  { type: 'FIELD.CHANGE', field: 'travelDate', value: isoDate(Date.now() + 40 * 86_400_000) },
  { type: 'FIELD.CHANGE', field: 'travellers', value: '25' },
  { type: 'SUBMIT', signedIn: false },
  { type: 'SUBMIT', signedIn: true },
  { type: 'BOOK_AGAIN' },
  ...([
    { type: 'xstate.done.actor.combo', output: combo },
    { type: 'xstate.error.actor.combo', error: new Error('offline') },
    { type: 'xstate.done.actor.booking', output: booking },
    { type: 'xstate.error.actor.booking', error: new Error('400 The travel date must be in the future') },
  ] as unknown as ComboDetailEvent[]),
];

describe('package detail and booking statechart', () => {
  const inspect = trackCoverage('comboDetail', comboDetailMachine);

  walkShortestPaths(model, {
    events,
    input,
    inspect,
    // which fields are still invalid decides the SUBMIT branch, so forms filled differently are different states
    contextKey: (context: ComboDetailContext) => Object.keys(bookingErrors(context.fields, Date.now())).sort(),
  });

  it('asks a visitor to sign in instead of sending, and shows errors only after a send attempt', () => {
    const published: AppEvent[] = [];
    const subscription = appEvents.subscribe((event) => published.push(event));
    const actor = createActor(model, { input }).start();
    actor.send({ type: 'xstate.done.actor.combo', output: combo } as never);
    actor.send({ type: 'SUBMIT', signedIn: false });
    expect(published).toContainEqual({ type: 'login.requested' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.showErrors).toBe(false);
    actor.send({ type: 'SUBMIT', signedIn: true });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    subscription.unsubscribe();
    actor.stop();
  });

  it('keeps the contact details and clears the trip details when booking another date', () => {
    const actor = createActor(model, { input }).start();
    actor.send({ type: 'xstate.done.actor.combo', output: combo } as never);
    for (const event of events.filter((e) => e.type === 'FIELD.CHANGE' && e.field !== 'travellers')) actor.send(event);
    actor.send({ type: 'SUBMIT', signedIn: true });
    actor.send({ type: 'xstate.done.actor.booking', output: booking } as never);
    expect(actor.getSnapshot().context.booking).toEqual(booking);
    actor.send({ type: 'BOOK_AGAIN' });
    expect(actor.getSnapshot().context.fields).toEqual({ ...input.contact, phone: '', travelDate: '', travellers: 2, note: '' });
    actor.stop();
  });

  it('books through the mock backend and the booking is kept', async () => {
    await signIn();
    const actor = createActor(comboDetailMachine, { input }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'FIELD.CHANGE', field: 'phone', value: '+86 138 0013 8000' });
    actor.send({ type: 'FIELD.CHANGE', field: 'travelDate', value: isoDate(Date.now() + 60 * 86_400_000) });
    actor.send({ type: 'FIELD.CHANGE', field: 'travellers', value: '4' });
    actor.send({ type: 'SUBMIT', signedIn: true });
    const booked = await waitFor(actor, (s) => s.matches({ ready: 'booked' }));
    expect(booked.context.booking).toMatchObject({ comboId: 3, travellers: 4, totalCny: 4 * 3980, status: 'confirmed' });
    expect(currentWorld().bookings).toHaveLength(1);
    actor.stop();
  });
});
