import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { tripFormMachine } from '../../src/machines/planner/trip-form.machine';
import { comboDetailMachine } from '../../src/machines/packages/combo-detail.machine';
import type { Booking, ComboDetail } from '../../src/api/types/packages';
import { writeJson } from '../../src/lib/storage';
import { adoptVisitorDrafts } from '../../src/machines/shared/drafts';

/** The session's sign-in as storage sees it: the user is stored and the visitor's drafts become the account's. */
const signIn = () => {
  writeJson('user', { id: 1, nickName: 'Mei', email: 'demo@example.com' });
  adoptVisitorDrafts();
};
import { isoDate } from '../../src/lib/catalogue-validation';

const pending = () => fromPromise(() => new Promise<never>(() => undefined));

describe('forms keep what was typed across a reload and a sign-in', () => {
  it('the trip form comes back as it was left, also for the account that signs in next', () => {
    const form = tripFormMachine.provide({ actors: { loadOptions: pending() } as never });
    const first = createActor(form, { input: { signedIn: false } }).start();
    first.send({ type: 'SET_DEPARTURE', slug: 'beijing' });
    first.send({ type: 'ADD_DESTINATION', slug: 'harbin' });
    first.send({ type: 'SET_REQUIREMENTS', text: 'No flights' });
    first.stop();
    signIn();
    const second = createActor(form, { input: { signedIn: true } }).start();
    expect(second.getSnapshot().context.values).toMatchObject({ departure: 'beijing', destinations: ['harbin'], requirements: 'No flights', days: '5' });
    second.stop();
  });

  it('the booking form keeps its fields per package, fills the account contact in, and forgets them once booked', () => {
    const machine = comboDetailMachine.provide({ actors: { loadCombo: pending(), book: pending() } as never });
    const visitor = createActor(machine, { input: { id: 3, contact: null } }).start();
    visitor.send({ type: 'xstate.done.actor.combo', output: { id: 3 } as ComboDetail } as never);
    visitor.send({ type: 'FIELD.CHANGE', field: 'phone', value: '+44 7700 900123' });
    visitor.send({ type: 'FIELD.CHANGE', field: 'travellers', value: '3' });
    visitor.stop();

    signIn();
    const account = createActor(machine, { input: { id: 3, contact: { name: 'Mei Traveller', email: 'demo@example.com' } } }).start();
    expect(account.getSnapshot().context.fields).toMatchObject({ name: 'Mei Traveller', email: 'demo@example.com', phone: '+44 7700 900123', travellers: 3 });
    expect(createActor(machine, { input: { id: 4, contact: null } }).getSnapshot().context.fields.phone).toBe('');

    account.send({ type: 'xstate.done.actor.combo', output: { id: 3 } as ComboDetail } as never);
    account.send({ type: 'FIELD.CHANGE', field: 'travelDate', value: isoDate(Date.now() + 40 * 86_400_000) });
    account.send({ type: 'SUBMIT', signedIn: true });
    account.send({ type: 'xstate.done.actor.booking', output: { bookingId: 1 } as Booking } as never);
    expect(account.getSnapshot().matches({ ready: 'booked' })).toBe(true);
    account.stop();
    const again = createActor(machine, { input: { id: 3, contact: null } }).start();
    expect(again.getSnapshot().context.fields.phone).toBe('');
    again.stop();
  });
});
