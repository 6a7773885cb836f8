import { describe, expect, it } from 'vitest';
import { firstValueFrom, toArray } from 'rxjs';
import { ApiError } from '../../src/api/client';
import { fetchBudgetList, fetchAccessCities, fetchHistoryDepartures, fetchSavedTripPage, fetchSavedTripResult, fetchTripDetail, planTrip, removeSavedTrip, saveTrip } from '../../src/api/planner';
import { fetchAiQuestions, fetchAiReply, likeAiReply, streamChatAnswer, streamItinerary, trampleAiReply, cancelTrampleAiReply } from '../../src/api/planner';
import type { PlanTripPayload, StreamEvent } from '../../src/api/types/planner';
import { writeRaw } from '../../src/lib/storage';
import { currentWorld } from '../../mock-server/world';
import { addScenario } from '../../mock-server/scenarios';
import { signIn } from '../support/node-api';

const PLAN: PlanTripPayload = {
  departure: 'beijing', destinations: ['datong', 'harbin'], days: 5, startDate: '2026-06-01',
  travellers: { adults: 2, children: 0, elders: 0 }, budgetId: 2, requirements: '',
};

async function codeOf(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error.code;
}

async function generate(): Promise<StreamEvent[]> {
  currentWorld().settings.pace = 'fast';
  const { planId } = await planTrip(PLAN);
  return firstValueFrom(streamItinerary({ planId }).pipe(toArray()));
}

describe('the trips mock', () => {
  it('needs sign-in to plan and refuses bad forms with clear messages', async () => {
    expect(await codeOf(planTrip(PLAN))).toBe(401);
    await signIn();
    expect(await codeOf(planTrip({ ...PLAN, destinations: ['beijing'] }))).toBe(400);
    expect(await codeOf(planTrip({ ...PLAN, departure: '' }))).toBe(400);
    expect(await codeOf(planTrip({ ...PLAN, budgetId: 99 }))).toBe(400);
    expect(await codeOf(planTrip({ ...PLAN, days: 1 }))).toBe(400);
  });

  it('streams an itinerary day by day, then the whole of it, and keeps it', async () => {
    await signIn();
    const events = await generate();
    const days = events.filter((e) => e.type === 'day');
    expect(days).toHaveLength(5);
    expect(events.some((e) => e.type === 'status' && e.step === 'day' && e.day === 3 && e.totalDays === 5)).toBe(true);
    const done = events[events.length - 1];
    if (done.type !== 'done' || !done.itinerary) throw new Error('no done event');
    const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(text).toContain('Day 5 · Harbin');
    expect(await fetchTripDetail({ id: done.itinerary.id })).toEqual(done.itinerary);
    expect((await fetchAiReply({ id: done.replyId })).content).toBe(text.trim());
    expect((await fetchHistoryDepartures())[0].slug).toBe('beijing');
    const history = await fetchSavedTripPage({ pageNum: 1, pageSize: 10, source: 'history' });
    expect(history.rows[0].itineraryId).toBe(done.itinerary.id);
  });

  it('names the cities of an itinerary in the reader\'s language, in the stream, the detail and saved trips', async () => {
    await signIn();
    writeRaw('language', 'zh');
    const events = await generate();
    const done = events[events.length - 1];
    if (done.type !== 'done' || !done.itinerary) throw new Error('no done event');
    expect(done.itinerary.departure).toBe('北京');
    expect(done.itinerary.destinations).toEqual(['大同', '哈尔滨']);
    expect(events.filter((e) => e.type === 'day').map((e) => (e.type === 'day' ? e.day.city : ''))).toEqual(done.itinerary.days.map((d) => d.city));
    expect(done.itinerary.days[0].transfer).toMatchObject({ from: '北京', to: '大同' });
    expect(await fetchTripDetail({ id: done.itinerary.id })).toEqual(done.itinerary);
    const saved = await saveTrip({ itineraryId: done.itinerary.id });
    expect(saved.cities).toEqual(['大同', '哈尔滨']);
    writeRaw('language', 'en');
    expect((await fetchSavedTripResult({ id: saved.id })).days.map((d) => d.city)).toContain('Harbin');
  });

  it('saves an itinerary once, then says it is already saved; saved trips page and remove', async () => {
    await signIn();
    const events = await generate();
    const done = events[events.length - 1];
    if (done.type !== 'done' || !done.itinerary) throw new Error('no done event');
    const saved = await saveTrip({ itineraryId: done.itinerary.id });
    expect(await codeOf(saveTrip({ itineraryId: done.itinerary.id }, { silent: true }))).toBe(409);
    const page = await fetchSavedTripPage({ pageNum: 1, pageSize: 10 });
    expect(page.rows[0]).toMatchObject({ id: saved.id, title: done.itinerary.title, days: 5 });
    expect((await fetchSavedTripResult({ id: saved.id })).days).toHaveLength(5);
    await removeSavedTrip({ id: saved.id });
    expect((await fetchSavedTripPage({ pageNum: 1, pageSize: 10 })).rows.some((t) => t.id === saved.id)).toBe(false);
  });

  it('rates replies: like, dislike and undo', async () => {
    await signIn();
    const events = await generate();
    const done = events[events.length - 1];
    if (done.type !== 'done') throw new Error('no done event');
    await likeAiReply({ replyId: done.replyId });
    expect(await fetchAiReply({ id: done.replyId })).toMatchObject({ liked: true, trampled: false });
    await trampleAiReply({ replyId: done.replyId });
    expect(await fetchAiReply({ id: done.replyId })).toMatchObject({ liked: false, trampled: true });
    await cancelTrampleAiReply({ replyId: done.replyId });
    expect(await fetchAiReply({ id: done.replyId })).toMatchObject({ liked: false, trampled: false });
  });

  it('answers free-text questions from the dataset and breaks a stream on a forced scenario', async () => {
    currentWorld().settings.pace = 'fast';
    const events = await firstValueFrom(streamChatAnswer({ question: 'What should I eat in Harbin?' }).pipe(toArray()));
    const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(text).toContain('Harbin');
    expect(text).toContain('What to eat');
    addScenario({ endpoint: 'ai/stream', failStreamAfter: 3 });
    const error = await firstValueFrom(streamChatAnswer({ question: 'Harbin food?' }).pipe(toArray())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
  });

  it('offers budgets, cities and suggested questions in the request language', async () => {
    expect((await fetchBudgetList()).map((b) => b.maxCny)).toEqual([5_000, 10_000, 20_000, 60_000]);
    expect((await fetchAccessCities()).length).toBeGreaterThan(5);
    writeRaw('language', 'zh');
    const questions = await fetchAiQuestions();
    expect(questions[0].question).toMatch(/[\u4e00-\u9fff]/);
  });
});
