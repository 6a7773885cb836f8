import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { allTripErrors, datesSpan, localToday, readTripForm, typedTripErrors, type TripFormInput } from '../../src/lib/trip-rules';
import { EMPTY_TRIP_FORM, tripFormMachine, type TripFormEmitted } from '../../src/machines/planner/trip-form.machine';
import { saveDraft } from '../../src/machines/shared/drafts';

const TODAY = '2026-11-10';
const form = (changes: Partial<TripFormInput>): TripFormInput => ({
  ...EMPTY_TRIP_FORM, departure: 'beijing', destinations: ['xian', 'chengdu'], budgetId: 2, ...changes,
});

describe('trip form rules', () => {
  it('accepts a trip that starts today and fits its dates', () => {
    expect(allTripErrors(form({ days: '5', startDate: TODAY, endDate: '2026-11-14' }), TODAY)).toEqual({});
    expect(datesSpan(TODAY, '2026-11-14')).toBe(5);
  });

  it('refuses a start in the past, an end before the start and an end without a start', () => {
    expect(typedTripErrors(form({ startDate: '2026-11-09' }), TODAY)).toEqual({ startDate: 'startInPast' });
    expect(typedTripErrors(form({ startDate: '2026-11-20', endDate: '2026-11-18' }), TODAY)).toEqual({ endDate: 'endBeforeStart' });
    expect(typedTripErrors(form({ endDate: '2026-11-18' }), TODAY)).toEqual({ endDate: 'endWithoutStart' });
    expect(typedTripErrors(form({ startDate: '2027-02-30' }), TODAY)).toEqual({ startDate: 'dateInvalid' });
  });

  it('refuses more days than the dates hold, fewer than the destinations and lengths outside 1 to 30', () => {
    expect(typedTripErrors(form({ days: '6', startDate: '2026-11-20', endDate: '2026-11-24' }), TODAY)).toEqual({ days: 'daysBeyondDates' });
    expect(typedTripErrors(form({ days: '1' }), TODAY)).toEqual({ days: 'daysBelowStops' });
    for (const days of ['0', '31', '', '2.5', 'x']) expect(typedTripErrors(form({ days }), TODAY)).toEqual({ days: 'daysRange' });
  });

  it('refuses a party without an adult or senior and counts outside 0 to 20', () => {
    expect(typedTripErrors(form({ travellers: { adults: '0', children: '2', elders: '0' } }), TODAY)).toEqual({ travellers: 'travellersNoAdult' });
    expect(typedTripErrors(form({ travellers: { adults: '21', children: '', elders: '1' } }), TODAY)).toEqual({ adults: 'travellersRange', children: 'travellersRange' });
  });

  it('reads the typed form into the request it describes', () => {
    expect(readTripForm(form({ days: '4', startDate: '', travellers: { adults: '2', children: '1', elders: '0' } }))).toMatchObject({
      days: 4, startDate: null, travellers: { adults: 2, children: 1, elders: 0 },
    });
  });

  it("takes the traveller's own calendar date as today", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('the trip form machine', () => {
  const machine = tripFormMachine.provide({ actors: { loadOptions: fromPromise(() => new Promise<never>(() => undefined)) } as never });

  it('keeps a refused value as typed and sends the request only when it holds together', () => {
    const actor = createActor(machine, { input: { signedIn: false } }).start();
    const sent: TripFormEmitted[] = [];
    actor.on('submitted', (event) => sent.push(event));
    actor.send({ type: 'SET_DAYS', days: '45' });
    actor.send({ type: 'SUBMIT' });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ attempted: true, values: { days: '45' } });
    actor.send({ type: 'SET_DEPARTURE', slug: 'beijing' });
    actor.send({ type: 'ADD_DESTINATION', slug: 'xian' });
    actor.send({ type: 'SET_BUDGET', budgetId: 2 });
    actor.send({ type: 'SET_DAYS', days: '4' });
    actor.send({ type: 'SUBMIT' });
    expect(sent).toHaveLength(1);
    expect(sent[0].values).toMatchObject({ departure: 'beijing', destinations: ['xian'], days: 4, travellers: { adults: 2, children: 0, elders: 0 } });
    actor.stop();
  });

  it('reads a draft of the older form, with numbers and a null date, as typed text', () => {
    saveDraft('tripForm', { departure: 'xian', days: 7, startDate: null, travellers: { adults: 3, children: 1, elders: 0 } });
    const actor = createActor(machine, { input: { signedIn: false } }).start();
    expect(actor.getSnapshot().context.values).toMatchObject({ departure: 'xian', days: '7', startDate: '', endDate: '', travellers: { adults: '3', children: '1', elders: '0' } });
    actor.stop();
  });
});
