import { describe, expect, it } from 'vitest';
import { firstValueFrom, toArray } from 'rxjs';
import { ApiError } from '../../src/api/client';
import { fetchSavedTripPage, fetchSavedTripResult, planTrip, saveTrip, streamItinerary } from '../../src/api/planner';
import type { Itinerary, PlanTripPayload } from '../../src/api/types/planner';
import { currentWorld } from '../../mock-server/world';
import { applyEdit } from '../../src/machines/planner/plan-edits';
import { signIn } from '../support/node-api';

const PLAN: PlanTripPayload = {
  departure: 'shanghai', destinations: ['suzhou', 'hangzhou'], days: 4, startDate: '2026-09-20',
  travellers: { adults: 2, children: 1, elders: 1 }, budgetId: 2, requirements: '',
};

async function generated(): Promise<Itinerary> {
  currentWorld().settings.pace = 'fast';
  const { planId } = await planTrip(PLAN);
  const done = (await firstValueFrom(streamItinerary({ planId }).pipe(toArray()))).at(-1);
  if (done?.type !== 'done' || !done.itinerary) throw new Error('no itinerary');
  return done.itinerary;
}

async function codeOf(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error.code;
}

describe('saving a traveller\'s own version of a plan (tripStrategy/save with itinerary and versions)', () => {
  it('saves the edited plan, keeps later edits when saved again, and tells the trip on its card', async () => {
    await signIn();
    const plan = await generated();
    const edit = applyEdit(plan, { kind: 'noteDay', day: 2, note: 'Tea at Longjing village' });
    if (!edit.ok) throw new Error(edit.error);
    const saved = await saveTrip({ itineraryId: plan.id, itinerary: edit.plan, versions: 2 });
    expect(saved).toMatchObject({ days: 4, startDate: '2026-09-20', travellers: PLAN.travellers, versions: 2 });
    expect((await fetchSavedTripResult({ id: saved.id })).days[1].note).toBe('Tea at Longjing village');

    const moved = applyEdit(edit.plan, { kind: 'moveDay', day: 2, to: 1 });
    if (!moved.ok) throw new Error(moved.error);
    const again = await saveTrip({ itineraryId: plan.id, itinerary: moved.plan, versions: 3 });
    expect(again.id).toBe(saved.id);
    expect((await fetchSavedTripResult({ id: saved.id })).days[0].note).toBe('Tea at Longjing village');
    const card = (await fetchSavedTripPage({ pageNum: 1, pageSize: 20 })).rows.find((row) => row.id === saved.id);
    expect(card).toMatchObject({ versions: 3, startDate: '2026-09-20', days: 4, travellers: PLAN.travellers });
    expect((await fetchSavedTripPage({ pageNum: 1, pageSize: 20 })).rows.filter((row) => row.itineraryId === plan.id)).toHaveLength(1);
  });

  it('still answers 409 to a second save without a version, and 400 to a version of another plan or a bad count', async () => {
    await signIn();
    const plan = await generated();
    await saveTrip({ itineraryId: plan.id });
    expect(await codeOf(saveTrip({ itineraryId: plan.id }, { silent: true }))).toBe(409);
    expect(await codeOf(saveTrip({ itineraryId: plan.id, itinerary: { ...plan, id: 'another' }, versions: 2 }, { silent: true }))).toBe(400);
    expect(await codeOf(saveTrip({ itineraryId: plan.id, itinerary: { ...plan, days: [] }, versions: 2 }, { silent: true }))).toBe(400);
    expect(await codeOf(saveTrip({ itineraryId: plan.id, itinerary: plan, versions: 0 }, { silent: true }))).toBe(400);
  });
});
