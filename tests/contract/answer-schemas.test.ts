import { describe, expect, it } from 'vitest';
import { recordAppEvents } from '../support/app-events';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';
import { AnswerShapeError } from '../../src/api/client';
import { contract, endpointNames } from '../../src/api/contract';
import { contractSchemas } from '../../src/api/contract-schemas';
import { fetchLanguages } from '../../src/api/site';
import { fetchTrail } from '../../src/api/stories';
import { streamChatAnswer } from '../../src/api/planner';
import type { Observable } from 'rxjs';

// The unit project runs the client with VITE_API_BASE set, as against a real API: every answer the
// mock gives in the other Node tests is checked against these schemas too.
const API = 'http://mock.test/api';

function answerWith(path: string, data: unknown): void {
  mockServer.use(http.get(`${API}/${path}`, () => HttpResponse.json({ code: 200, msg: 'success', data })));
}


describe('the contract schemas', () => {
  it('describe the request and the answer of every endpoint', () => {
    expect(Object.keys(contractSchemas).sort()).toEqual([...endpointNames].sort());
  });
});

describe('answers from a real API that do not match the contract', () => {
  it('reject with an error naming the endpoint and the field, and tell the user', async () => {
    const events = recordAppEvents();
    answerWith(contract['language/list'].path, [{ code: 'en', nameSelf: 42, icon: 'media/flag/en.svg' }]);
    const error = await fetchLanguages().then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect((error as AnswerShapeError).message).toMatch(/language\/list.*0\.nameSelf/);
    expect(events).toContainEqual(expect.objectContaining({ type: 'toast', severity: 'error', key: 'common:badAnswer' }));
  });

  it('reject a missing data object and an HTML error page alike', async () => {
    answerWith('clientTrails/view', null);
    await expect(fetchTrail({ id: 1 }, { silent: true })).rejects.toBeInstanceOf(AnswerShapeError);
    answerWith('clientTrails/view', { id: 1, title: 'no content', content: 'not a list' });
    await expect(fetchTrail({ id: 1 }, { silent: true })).rejects.toThrow(/clientTrails\/view/);
  });

  it('drop fields the contract does not know, so nothing unexpected reaches a view', async () => {
    answerWith(contract['language/list'].path, [{ code: 'en', nameSelf: 'English', icon: 'media/flag/en.svg', onload: 'alert(1)' }]);
    expect(await fetchLanguages()).toEqual([{ code: 'en', nameSelf: 'English', icon: 'media/flag/en.svg' }]);
  });
});

describe('stream events from a real API that do not match the contract', () => {
  function streamWith(path: string, events: unknown[]): void {
    const body = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
    mockServer.use(http.post(`${API}/${path}`, () => new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } })));
  }

  function collect(observable: Observable<unknown>): Promise<{ events: unknown[]; error: unknown }> {
    const events: unknown[] = [];
    return new Promise((resolve) => {
      observable.subscribe({
        next: (event) => events.push(event),
        error: (error: unknown) => resolve({ events, error }),
        complete: () => resolve({ events, error: null }),
      });
    });
  }

  it('pass the events that match, then fail the stream at the first that does not, naming the field', async () => {
    streamWith(contract['ai/stream'].path, [
      { type: 'delta', text: 'Day 1: ' },
      { type: 'delta', text: 42 },
      { type: 'done', replyId: 'r1', itinerary: null },
    ]);
    const { events, error } = await collect(streamChatAnswer({ question: 'Where to eat in Chengdu?' }));
    expect(events).toEqual([{ type: 'delta', text: 'Day 1: ' }]);
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect((error as AnswerShapeError).message).toMatch(/ai\/stream.*text/);
  });

  it('accept a whole well-formed stream', async () => {
    streamWith(contract['ai/stream'].path, [
      { type: 'status', step: 'answering', progress: 10 },
      { type: 'delta', text: 'Hot pot.' },
      { type: 'done', replyId: 'r2', itinerary: null },
    ]);
    const { events, error } = await collect(streamChatAnswer({ question: 'Where to eat in Chengdu?' }));
    expect(error).toBeNull();
    expect(events.map((event) => (event as { type: string }).type)).toEqual(['status', 'delta', 'done']);
  });
});
