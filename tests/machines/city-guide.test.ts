import { afterAll, describe, expect, it } from 'vitest';
import { Subject, map } from 'rxjs';
import { createActor, createMachine, fromEventObservable, fromPromise, getNextSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { cityGuideMachine } from '../../src/machines/city-guide.machine';
import type { AiReply, StreamEvent } from '../../src/api/types/trip';

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
  let stored: { resolve: (reply: AiReply) => void; reject: (error: Error) => void } | null = null;
  let stream: Subject<StreamEvent> | null = null;
  let streamsOpened = 0;
  const machine = cityGuideMachine.provide({
    actors: {
      loadStored: fromPromise<AiReply, { cityId: number }>(() => new Promise((resolve, reject) => { stored = { resolve, reject }; })),
      stream: fromEventObservable(() => {
        const subject = new Subject<StreamEvent>();
        stream = subject;
        streamsOpened += 1;
        return subject.pipe(map((event) => ({ type: 'STREAM' as const, event })));
      }),
    },
  });
  const actor = createActor(machine, { input: { cityId: 4 } }).start();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const guide = () => actor.getSnapshot().context.guide;
  const text = () => [...(guide()?.paragraphs ?? []), guide()?.openParagraph ?? ''].join('|');
  const driver = {
    STORED: async () => { stored?.resolve(STORED_REPLY); await flush(); },
    NOTHING_STORED: async () => { stored?.reject(new Error('404 no guide yet')); await flush(); },
    START: () => actor.send({ type: 'START' }),
    CHUNK: () => {
      stream?.next({ type: 'status', step: 'answering', progress: 0.2 });
      stream?.next({ type: 'delta', text: '## Your AI guide to Chengdu\n\nPandas ' });
    },
    DONE: () => stream?.next({ type: 'done', replyId: 'reply-9', itinerary: null }),
    BREAK: async () => { stream?.error(new Error('stream request error')); await flush(); },
    CUT: async () => { stream?.complete(); await flush(); },
    STOP: () => actor.send({ type: 'STOP' }),
  } as const;
  return { actor, driver, guide, text, streamsOpened: () => streamsOpened, stream: () => stream, stop: () => actor.stop() };
}

const testModel = createTestModel(model);
const EVENTS = Object.keys(harness().driver) as (keyof ReturnType<typeof harness>['driver'])[];
const visitedStates = new Set<string>();
const visitedTransitions = new Set<string>();
const cases = testModel.getShortestPaths().flatMap((path) => EVENTS.filter((type) => path.state.can({ type })).map((type) => ({ path, type })));

describe('the city guide statechart, model-based', () => {
  afterAll(() => {
    const allStates = Object.keys(model.config.states ?? {});
    const allTransitions = Object.entries(model.config.states ?? {}).flatMap(([state, config]) => Object.keys(config.on ?? {}).map((event) => `${state}.${event}`));
    console.log(`city guide model coverage: states ${visitedStates.size}/${allStates.length} (${[...visitedStates].join(', ')}), transitions ${visitedTransitions.size}/${allTransitions.length}`);
    expect(visitedStates.size).toBe(allStates.length);
    expect(visitedTransitions.size).toBe(allTransitions.length);
  });

  it.each(cases.map(({ path, type }) => [`${path.description} → ${type}`, path, type] as const))('%s', async (_, path, type) => {
    const h = harness();
    try {
      let modelSnapshot = path.steps[0].state;
      for (const step of [...path.steps.map((s) => s.event.type).filter((t) => t !== 'xstate.init'), type]) {
        const from = String(modelSnapshot.value);
        await h.driver[step as keyof typeof h.driver]();
        modelSnapshot = getNextSnapshot(model, modelSnapshot, { type: step });
        visitedStates.add(from);
        visitedTransitions.add(`${from}.${step}`);
        visitedStates.add(String(modelSnapshot.value));
        expect(h.actor.getSnapshot().value).toBe(String(modelSnapshot.value));
      }
      const state = String(modelSnapshot.value);
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
