import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyMachineSnapshot } from 'xstate';
import { generationMachine, type StreamInput } from '../../src/machines/planner/generation.machine';
import type { PlanTripPayload, PlanTripResult, StreamEvent } from '../../src/api/types/planner';
import type { TripFormValues } from '../../src/lib/trip-rules';
import { appEvents, type AppEvent } from '../../src/lib/app-events';
import { readJson } from '../../src/lib/storage';
import { hasContent, type AssistantMessage, type ChatMessage } from '../../src/machines/planner/chat-messages';
import { scriptedModelCases } from '../support/model-coverage';
import { flush, scriptedRequest, scriptedStream } from '../support/scripted-actors';

/**
 * The abstract model: user actions and server outcomes. Each model state names the real machine's
 * state; failed is split by what failed, because a retry then re-plans or re-streams.
 */
const model = createMachine({
  id: 'generationModel',
  initial: 'idle',
  states: {
    idle: { on: { GENERATE: 'planning', GENERATE_INVALID: 'idle', ASK: 'streaming', ASK_EMPTY: 'idle' } },
    visitor: { on: { GENERATE: 'visitor', ASK_EMPTY: 'visitor', SIGN_IN: 'idle' } },
    planning: { on: { PLAN_OK: 'streaming', PLAN_FAIL: 'failedPlanning', STOP: 'stopped', ASK: 'planning', SIGN_OUT: 'visitor', RELOAD: 'interruptedPlanning' } },
    streaming: {
      on: {
        CHUNK: 'streaming', DONE: 'done', BREAK: 'failedStreaming', STOP: 'stopped', GENERATE: 'streaming', SIGN_OUT: 'visitor',
        LEAVE: 'streaming', RETURN: 'streaming', PAGE_HIDDEN: 'unloading', RELOAD: 'interruptedStreaming',
      },
    },
    /** the page is going: the reply is stored as it was; the back/forward cache may bring the page back */
    unloading: { on: { RELOAD: 'interruptedStreaming', PAGE_SHOWN: 'interruptedStreaming', BREAK: 'unloading' } },
    /** a reload cut the reply short before the plan was made: Continue plans again */
    interruptedPlanning: { on: { CONTINUE: 'planning', ASK: 'streaming', SIGN_OUT: 'visitor' } },
    /** a reload cut the reply short while it streamed: Continue streams the same plan again */
    interruptedStreaming: { on: { CONTINUE: 'streaming', GENERATE: 'planning', ASK_EMPTY: 'interruptedStreaming' } },
    done: { on: { GENERATE: 'planning', ASK: 'streaming', SIGN_OUT: 'visitor' } },
    stopped: { on: { GENERATE: 'planning', ASK: 'streaming' } },
    failedPlanning: { on: { RETRY: 'planning', ASK: 'streaming' } },
    failedStreaming: { on: { RETRY: 'streaming', SIGN_OUT: 'visitor' } },
  },
});

const REAL_STATE: Record<string, string> = {
  idle: 'idle', visitor: 'idle', planning: 'working.planning', streaming: 'working.streaming', done: 'done', stopped: 'stopped',
  failedPlanning: 'failed', failedStreaming: 'failed', interruptedPlanning: 'interrupted', interruptedStreaming: 'interrupted', unloading: 'unloading',
};

const FORM: TripFormValues = {
  departure: 'beijing', destinations: ['harbin'], days: 3, startDate: null, travellers: { adults: 2, children: 0, elders: 0 }, budgetId: 2, requirements: '',
};
const SUMMARY = { departure: 'Beijing', destinations: ['Harbin'], days: 3, startDate: null, travellers: FORM.travellers, budget: '¥5,000 – ¥10,000', requirements: '' };
const DAY = { day: 1, date: null, city: 'Harbin', citySlug: 'harbin', transfer: null, activities: [], stay: { area: 'Central Street', note: '', priceCny: 300 }, food: [], costCny: 500 };

/** The real machine with scripted actors: the test decides when planning answers and what the stream sends. */
function harness() {
  const plan = scriptedRequest<PlanTripResult, PlanTripPayload>();
  const stream = scriptedStream<StreamEvent, StreamInput>();
  const toasts: AppEvent[] = [];
  const subscription = appEvents.subscribe((event) => toasts.push(event));
  const machine = generationMachine.provide({ actors: { planTrip: plan.actor, stream: stream.actor } });
  // the session's answer to "who is signed in": a reload starts from what it says then
  let signedIn = true;
  const start = () => {
    const started = createActor(machine, { input: { signedIn } }).start();
    started.subscribe({ complete: () => undefined });
    return started;
  };
  let actor = start();
  const last = () => actor.getSnapshot().context.messages.at(-1) as AssistantMessage;
  const driver = {
    GENERATE: () => actor.send({ type: 'GENERATE', form: FORM, summary: SUMMARY }),
    GENERATE_INVALID: () => actor.send({ type: 'GENERATE', form: { ...FORM, destinations: ['beijing'], budgetId: null }, summary: SUMMARY }),
    ASK: () => actor.send({ type: 'ASK', question: 'What to eat in Harbin?' }),
    ASK_EMPTY: () => actor.send({ type: 'ASK', question: '   ' }),
    PLAN_OK: async () => { plan.resolve({ planId: 'plan-1', title: '3 days: Harbin' }); await flush(); },
    PLAN_FAIL: async () => { plan.reject(new Error('planning failed')); await flush(); },
    CHUNK: () => {
      const subject = stream.current();
      subject?.next({ type: 'status', step: 'day', progress: 0.4, day: 1, totalDays: 3, city: 'Harbin' });
      subject?.next({ type: 'delta', text: 'Day one in Harbin.\n\nThe ice ' });
      subject?.next({ type: 'day', day: DAY });
    },
    DONE: () => stream.current()?.next({ type: 'done', replyId: 'reply-1', itinerary: null }),
    BREAK: async () => { stream.current()?.error(new Error('stream broke')); await flush(); },
    STOP: () => actor.send({ type: 'STOP' }),
    RETRY: () => actor.send({ type: 'RETRY' }),
    SIGN_OUT: () => { signedIn = false; actor.send({ type: 'SESSION', signedIn }); },
    SIGN_IN: () => { signedIn = true; actor.send({ type: 'SESSION', signedIn }); },
    LEAVE: () => actor.send({ type: 'PLANNER.CLOSED' }),
    RETURN: () => actor.send({ type: 'PLANNER.OPENED' }),
    PAGE_HIDDEN: () => {
      stream.current()?.next({ type: 'delta', text: 'still arriving' });
      actor.send({ type: 'PAGE_HIDDEN' });
    },
    /** the page reloads: this actor ends with it and a new one starts from what was stored */
    RELOAD: () => {
      actor.stop();
      actor = start();
    },
    CONTINUE: () => actor.send({ type: 'CONTINUE' }),
    PAGE_SHOWN: () => actor.send({ type: 'PAGE_SHOWN' }),
  } as const;
  return {
    get actor() { return actor; }, driver, last, toasts, stream, stop: () => { actor.stop(); subscription.unsubscribe(); }
  };
}

function expectRealState(snapshot: AnyMachineSnapshot, modelState: string): void {
  expect(snapshot.matches(REAL_STATE[modelState] === 'working.planning' ? { working: 'planning' } : REAL_STATE[modelState] === 'working.streaming' ? { working: 'streaming' } : REAL_STATE[modelState])).toBe(true);
}

const EVENTS = Object.keys(harness().driver) as (keyof ReturnType<typeof harness>['driver'])[];

describe('the generation statechart, model-based', () => {
  /** Every transition: the shortest paths to each state, then each event the model accepts there. */
  const { cases, replay } = scriptedModelCases('generation', model, EVENTS);

  it.each(cases.map((modelCase) => [modelCase.name, modelCase] as const))('%s', async (_, modelCase) => {
    const { path, type } = modelCase;
    const h = harness();
    try {
      const state = await replay(modelCase, (event) => h.driver[event](), (expected) => expectRealState(h.actor.getSnapshot(), expected));
      const snapshot = h.actor.getSnapshot();
      if (state === 'stopped') expect(h.last().status).toBe('stopped');
      if (state === 'failedPlanning') expect(h.last().failure).toBe('generate');
      if (state === 'done') expect(h.last().status).toBe('done');
      if (type === 'GENERATE_INVALID') expect(snapshot.context.formErrors).toEqual({ destinations: 'destinationIsDeparture', budget: 'budgetRequired' });
      if (type === 'ASK_EMPTY') expect(snapshot.context.questionError).toBe(true);
      if (type === 'SIGN_OUT') {
        expect(snapshot.context.messages).toEqual([]);
        expect([readJson('chatMessages'), readJson('chatRequest')]).toEqual([null, null]);
      }
      if (type === 'RELOAD' || type === 'PAGE_SHOWN') expect(h.last().status).toBe('interrupted');
      if (type === 'PAGE_HIDDEN') expect(readJson<ChatMessage[]>('chatMessages')?.at(-1)).toMatchObject({ status: 'streaming', openParagraph: expect.stringContaining('still arriving') });
      if (type === 'CONTINUE') {
        expect(snapshot.context.messages.at(-2)).toMatchObject({ role: 'assistant', status: 'interrupted' });
        expect(h.last()).toMatchObject({ status: 'streaming', paragraphs: [] });
      }
      if (state === 'visitor' && type === 'GENERATE') expect(h.toasts.some((t) => t.type === 'login.requested')).toBe(true);
      if ((type === 'ASK' || type === 'GENERATE') && (path.state.value === 'planning' || path.state.value === 'streaming')) {
        expect(h.toasts.some((t) => t.type === 'toast' && t.key?.startsWith('planner:busy.'))).toBe(true);
      }
    } finally {
      h.stop();
    }
  });
});

describe('the generation statechart, scripted streams', () => {
  it('ok: text arrives in sealed paragraphs, days appear one by one, the conversation is stored', async () => {
    const h = harness();
    h.driver.GENERATE();
    await h.driver.PLAN_OK();
    h.driver.CHUNK();
    expect(h.last().paragraphs).toEqual(['Day one in Harbin.']);
    expect(h.last().openParagraph).toBe('The ice ');
    expect(h.last().days).toHaveLength(1);
    expect(h.last().progress).toMatchObject({ step: 'day', day: 1, totalDays: 3 });
    h.driver.DONE();
    expect(h.actor.getSnapshot().value).toBe('done');
    const stored = readJson<ChatMessage[]>('chatMessages');
    expect(stored?.at(-1)).toMatchObject({ role: 'assistant', status: 'done', replyId: 'reply-1', paragraphs: ['Day one in Harbin.', 'The ice '] });
    h.stop();
  });

  it('error half-way: keeps the text, says the stream failed, and retry streams the same plan again', async () => {
    const h = harness();
    h.driver.ASK();
    h.driver.CHUNK();
    await h.driver.BREAK();
    expect(h.last()).toMatchObject({ status: 'failed', failure: 'stream' });
    h.driver.RETRY();
    expect(h.actor.getSnapshot().matches({ working: 'streaming' })).toBe(true);
    expect(h.last()).toMatchObject({ status: 'streaming', paragraphs: [] });
    h.driver.DONE();
    expect(h.last().status).toBe('done');
    h.stop();
  });

  it('stopped: ends at once and keeps what arrived', async () => {
    const h = harness();
    h.driver.GENERATE();
    await h.driver.PLAN_OK();
    h.driver.CHUNK();
    h.driver.STOP();
    expect(h.actor.getSnapshot().value).toBe('stopped');
    expect(h.last()).toMatchObject({ status: 'stopped', paragraphs: ['Day one in Harbin.', 'The ice '] });
    h.stop();
  });
});

describe('the generation lifecycle: nothing is lost', () => {
  it('a reload keeps the text that had arrived, and Continue streams the same plan without planning again', async () => {
    const h = harness();
    h.driver.GENERATE();
    await h.driver.PLAN_OK();
    h.driver.CHUNK();
    h.driver.PAGE_HIDDEN();
    h.driver.RELOAD();
    expect(h.actor.getSnapshot().value).toBe('interrupted');
    expect(h.last()).toMatchObject({ status: 'interrupted', paragraphs: ['Day one in Harbin.', 'The ice still arriving'] });
    expect(h.last().days).toHaveLength(1);
    const opened = h.stream.opened();
    h.driver.CONTINUE();
    expect(h.actor.getSnapshot().matches({ working: 'streaming' })).toBe(true);
    expect(h.stream.opened()).toBe(opened + 1);
    expect(h.actor.getSnapshot().context.messages).toHaveLength(3);
    h.driver.DONE();
    expect(h.last().status).toBe('done');
    h.stop();
  });

  it('leaving the planner does not stop the reply; one that ends meanwhile stays unseen until the planner opens again', async () => {
    const h = harness();
    h.driver.RETURN();
    h.driver.GENERATE();
    await h.driver.PLAN_OK();
    h.driver.LEAVE();
    h.driver.CHUNK();
    h.driver.DONE();
    expect(h.actor.getSnapshot().value).toBe('done');
    expect(h.actor.getSnapshot().context.unseen).toBe(true);
    h.driver.RETURN();
    expect(h.actor.getSnapshot().context.unseen).toBe(false);
    h.driver.ASK();
    h.driver.DONE();
    expect(h.actor.getSnapshot().context.unseen).toBe(false);
    h.stop();
  });

  it('the chat box draft survives a reload and goes only when sent; a question while a reply streams changes nothing', () => {
    const h = harness();
    h.actor.send({ type: 'QUESTION.CHANGE', text: 'Is Harbin cold in May?' });
    h.driver.RELOAD();
    expect(h.actor.getSnapshot().context.questionDraft).toBe('Is Harbin cold in May?');
    h.actor.send({ type: 'ASK', question: h.actor.getSnapshot().context.questionDraft });
    expect(h.actor.getSnapshot().context.questionDraft).toBe('');
    expect(readJson('draft.visitor.chatQuestion')).toBeNull();
    h.actor.send({ type: 'QUESTION.CHANGE', text: 'And in June?' });
    const before = h.actor.getSnapshot().context.messages;
    h.actor.send({ type: 'ASK', question: 'And in June?' });
    expect(h.toasts).toContainEqual(expect.objectContaining({ type: 'toast', key: 'planner:busy.answer' }));
    expect(h.actor.getSnapshot().context.messages).toBe(before);
    expect(h.actor.getSnapshot().context.questionDraft).toBe('And in June?');
    h.driver.RELOAD();
    expect(h.actor.getSnapshot().context.questionDraft).toBe('And in June?');
    h.stop();
  });

  it('a stop before any text keeps an empty reply that says so (no claim of kept text)', () => {
    const h = harness();
    h.driver.GENERATE();
    h.driver.STOP();
    expect(h.last()).toMatchObject({ status: 'stopped', paragraphs: [], openParagraph: '', days: [] });
    expect(hasContent(h.last())).toBe(false);
    h.stop();
  });

  it('bad input from a failed reply shows the errors and keeps the retry', async () => {
    const h = harness();
    h.driver.GENERATE();
    await h.driver.PLAN_FAIL();
    h.driver.GENERATE_INVALID();
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().context.formErrors).not.toEqual({});
    h.driver.RETRY();
    expect(h.actor.getSnapshot().matches({ working: 'planning' })).toBe(true);
    h.stop();
  });
});
