import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';
import { contract } from '../../src/api/contract';
import { fetchLanguages } from '../../src/api/site';
import { streamChatAnswer } from '../../src/api/planner';
import { awaitBackend } from '../../src/api/client';

/** How often the checker's code was asked for; while `slowDownload` is set, its download waits for it. */
const asked = vi.hoisted(() => ({ count: 0, slowDownload: null as Promise<void> | null }));
vi.mock('../../src/api/checker-code', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/checker-code')>();
  return {
    loadCheckerCode: async () => {
      asked.count += 1;
      await asked.slowDownload;
      return original.loadCheckerCode();
    },
  };
});

const API = 'http://mock.test/api';

/** An answer held back until the test lets it go: what a phone on a slow line waits for. */
function heldAnswer(path: string, body: () => Response): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  mockServer.use(http.get(`${API}/${path}`, async () => {
    await held;
    return body();
  }));
  return release;
}

// On a first visit the checker's code is a download of its own: asked for only once an answer was in,
// it put one more round trip between the first screen's data and its paint.
describe('the answer checker of a real API', () => {
  it('is asked for as a call starts, while its answer is still on the way', async () => {
    const release = heldAnswer(contract['language/list'].path, () =>
      HttpResponse.json({ code: 200, msg: 'success', data: [{ code: 'en', nameSelf: 'English', icon: 'media/flag/en.svg' }] }),
    );
    const before = asked.count;
    const answer = fetchLanguages();
    await vi.waitFor(() => expect(asked.count).toBeGreaterThan(before));
    release();
    await expect(answer).resolves.toEqual([{ code: 'en', nameSelf: 'English', icon: 'media/flag/en.svg' }]);
  });

  it('waits for the calls to be let go (the first paint) on an address without early answers, and not on one with them', async () => {
    const answer = () => HttpResponse.json({ code: 200, msg: 'success', data: [] });
    let paint = () => {};
    awaitBackend(new Promise<void>((resolve) => {
      paint = resolve;
    }));
    try {
      const before = asked.count;
      mockServer.use(http.get(`${API}/${contract['language/list'].path}`, answer));
      const beforePaint = fetchLanguages();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked.count).toBe(before);

      // index.html's early script sent this address's first calls and preloaded the checker beside them
      vi.stubGlobal('window', { ...globalThis.window, earlyCalls: [{ url: 'elsewhere', headers: {}, sentAt: 0, answer: new Promise(() => {}) }] });
      const withEarlyAnswers = fetchLanguages();
      await vi.waitFor(() => expect(asked.count).toBeGreaterThan(before));
      vi.unstubAllGlobals();

      paint();
      await expect(beforePaint).resolves.toEqual([]);
      await expect(withEarlyAnswers).resolves.toEqual([]);
    } finally {
      vi.unstubAllGlobals();
      paint();
      awaitBackend(Promise.resolve());
    }
  });

  it('does not hold a stream\'s request back while it downloads', async () => {
    let downloaded = () => {};
    asked.slowDownload = new Promise<void>((resolve) => {
      downloaded = resolve;
    });
    let requested = false;
    mockServer.use(http.post(`${API}/${contract['ai/stream'].path}`, () => {
      requested = true;
      return new HttpResponse('data: {"type":"done","replyId":"r1","itinerary":null}\n\n', { headers: { 'content-type': 'text/event-stream' } });
    }));
    const events: unknown[] = [];
    const finished = new Promise<void>((resolve, reject) => {
      streamChatAnswer({ question: 'Is the Great Wall open on Mondays?' }).subscribe({ next: (event) => events.push(event), error: reject, complete: resolve });
    });
    await vi.waitFor(() => expect(requested).toBe(true));
    asked.slowDownload = null;
    downloaded();
    await finished;
    expect(events).toEqual([{ type: 'done', replyId: 'r1', itinerary: null }]);
  });
});
