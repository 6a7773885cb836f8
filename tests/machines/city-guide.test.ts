import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { cityGuideMachine } from '../../src/machines/cities/city-guide.machine';
import type { AiReply, StreamEvent } from '../../src/api/types/planner';
import { scriptedModelCases } from '../support/model-coverage';
import { flush, scriptedRequest, scriptedStream } from '../support/scripted-actors';

/** The abstract model: what the visitor does (write, stop, write again) and what the server does (stored or not, chunks, done, break, cut). */
const model = createMachine({
  id: 'cityGuideModel',
  initial: 'checking',
  states: {
    checking: { on: { STORED: 'done', NOTHING_STORED: 'idle' } },
    idle: { on: { START: 'streaming' } },
    streaming: { on: { CHUNK: 'streaming', DONE: 'done', BREAK: 'failed', CUT: 'failed', STOP: 'stopped' } },
    done: { on: { START: 'streaming' } },
    stopped: { on: { START: 'streaming' } },
    failed: { on: { START: 'streaming' } },
  },
});

const STORED_REPLY: AiReply = {
  id: 'reply-7', content: '## Your AI guide to Chengdu\n\nPandas at dawn.\n\n- Mapo tofu: numbing and hot', liked: false, trampled: false, createTime: '2026-11-20T08:00:00.000Z',
};

/** The real machine with scripted actors: the test decides what ai/city answers and what the stream sends. */
function harness() {
  const stored = scriptedRequest<AiReply, { cityId: number }>();
  const stream = scriptedStream<StreamEvent, { cityId: number }>();
  const machine = cityGuideMachine.provide({ actors: { loadStored: stored.actor, stream: stream.actor } });
  const actor = createActor(machine, { input: { cityId: 4 } }).start();
  const guide = () => actor.getSnapshot().context.guide;
  const text = () => [...(guide()?.paragraphs ?? []), guide()?.openParagraph ?? ''].join('|');
  const driver = {
    STORED: async () => { stored.resolve(STORED_REPLY); await flush(); },
    NOTHING_STORED: async () => { stored.reject(new Error('404 no guide yet')); await flush(); },
    START: () => actor.send({ type: 'START' }),
    CHUNK: () => {
      stream.current()?.next({ type: 'status', step: 'answering', progress: 0.2 });
      stream.current()?.next({ type: 'delta', text: '## Your AI guide to Chengdu\n\nPandas ' });
    },
    DONE: () => stream.current()?.next({ type: 'done', replyId: 'reply-9', itinerary: null }),
    BREAK: async () => { stream.current()?.error(new Error('stream request error')); await flush(); },
    CUT: async () => { stream.current()?.complete(); await flush(); },
    STOP: () => actor.send({ type: 'STOP' }),
  } as const;
  return { actor, driver, guide, text, streamsOpened: stream.opened, stream: stream.current, stop: () => actor.stop() };
}

const EVENTS = Object.keys(harness().driver) as (keyof ReturnType<typeof harness>['driver'])[];

describe('the city guide statechart, model-based', () => {
  const { cases, replay } = scriptedModelCases('city guide', model, EVENTS);

  it.each(cases.map((modelCase) => [modelCase.name, modelCase] as const))('%s', async (_, modelCase) => {
    const { type } = modelCase;
    const h = harness();
    try {
      const state = await replay(modelCase, (event) => h.driver[event](), (expected) => expect(h.actor.getSnapshot().value).toBe(expected));
      const guide = h.guide();
      if (state === 'idle') expect(guide).toBeNull();
      if (state === 'streaming') {
        expect(guide?.status).toBe('streaming');
        expect(h.stream()?.observed).toBe(true);
        if (type === 'CHUNK') expect(h.text()).toMatch(/^## Your AI guide to Chengdu\|Pandas (.*\|)?Pandas $|^## Your AI guide to Chengdu\|Pandas $/);
        if (type === 'START') expect(h.text()).toBe('');
      }
      if (state === 'done') {
        expect(guide?.status).toBe('done');
        expect(guide?.replyId).toBe(type === 'STORED' ? 'reply-7' : 'reply-9');
        if (type === 'STORED') expect(guide?.paragraphs).toEqual(['## Your AI guide to Chengdu', 'Pandas at dawn.', '- Mapo tofu: numbing and hot']);
      }
      if (state === 'stopped') {
        expect(guide).toMatchObject({ status: 'stopped', failure: null, openParagraph: '' });
        expect(h.stream()?.observed).toBe(false);
      }
      if (state === 'failed') expect(guide).toMatchObject({ status: 'failed', failure: 'stream' });
    } finally {
      h.stop();
    }
  });
});

describe('the city guide statechart, scripted streams', () => {
  it('ok: paragraphs are sealed as they finish and the reply id arrives with done', async () => {
    const h = harness();
    await h.driver.NOTHING_STORED();
    h.driver.START();
    h.driver.CHUNK();
    expect(h.guide()).toMatchObject({ paragraphs: ['## Your AI guide to Chengdu'], openParagraph: 'Pandas ' });
    h.driver.DONE();
    expect(h.guide()).toMatchObject({ status: 'done', replyId: 'reply-9', paragraphs: ['## Your AI guide to Chengdu', 'Pandas '], openParagraph: '' });
    h.stop();
  });

  it('stop: ends at once, closes the stream and keeps what arrived; writing again starts afresh', async () => {
    const h = harness();
    await h.driver.NOTHING_STORED();
    h.driver.START();
    h.driver.CHUNK();
    h.driver.STOP();
    expect(h.actor.getSnapshot().value).toBe('stopped');
    expect(h.stream()?.observed).toBe(false);
    expect(h.guide()?.paragraphs).toEqual(['## Your AI guide to Chengdu', 'Pandas ']);
    h.driver.START();
    expect(h.streamsOpened()).toBe(2);
    expect(h.guide()).toMatchObject({ status: 'streaming', paragraphs: [], openParagraph: '' });
    h.stop();
  });

  it('a stream that ends without done counts as failed, like a broken one', async () => {
    const h = harness();
    await h.driver.STORED();
    h.driver.START();
    h.driver.CHUNK();
    await h.driver.CUT();
    expect(h.guide()).toMatchObject({ status: 'failed', failure: 'stream', paragraphs: ['## Your AI guide to Chengdu', 'Pandas '] });
    h.stop();
  });
});
