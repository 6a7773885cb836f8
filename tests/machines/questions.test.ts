import { describe, expect, it } from 'vitest';
import { createActor, fromEventObservable, fromPromise, waitFor } from 'xstate';
import { NEVER } from 'rxjs';
import { questionsMachine, type QuestionsContext, type QuestionsEvent } from '../../src/machines/support/questions.machine';
import type { QuestionAnswer } from '../../src/api/types/support';
import { questionError } from '../../src/lib/catalogue-validation';
import { ANSWER_DELAY_MS } from '../../mock-server/domains/support';
import { advanceMockClock, signIn } from '../support/node-api';
import { trackCoverage, walkShortestPaths } from '../support/model-coverage';

const pending = () => fromPromise(() => new Promise<never>(() => undefined));
const waiting: QuestionAnswer = { id: 5, question: 'Can I pay by card in Alipay?', answer: null, createTime: '2026-11-20T08:00:00.000Z', answerTime: null };
const answered: QuestionAnswer = { ...waiting, answer: 'Yes, link your Visa or Mastercard.', answerTime: '2026-11-20T08:02:00.000Z' };

/** The real statechart with the server replaced: every answer arrives as a synthetic event. */
const model = questionsMachine.provide({
  actors: { sessionChanges: fromEventObservable(() => NEVER), loadList: pending(), ask: pending() } as never,
});
const SIGNED_IN = { signedIn: true };
const VISITOR = { signedIn: false };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as QuestionsEvent;
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('500') }) as unknown as QuestionsEvent;
const POLL = { type: 'xstate.after.pollInterval.questions.ready.list.idle' } as unknown as QuestionsEvent;

const events: QuestionsEvent[] = [
  { type: 'SESSION', signedIn: false },
  { type: 'SESSION', signedIn: true },
  { type: 'SIGN_IN' },
  { type: 'RETRY' },
  { type: 'REFRESH' },
  { type: 'DRAFT.CHANGE', value: 'Hi?' },
  { type: 'DRAFT.CHANGE', value: 'Do I need a visa for ten days in Beijing?' },
  { type: 'ASK' },
  POLL,
  done('questionList', { rows: [waiting], total: 1 }), done('questionList', { rows: [answered], total: 1 }), failed('questionList'),
  done('refresh', { rows: [answered], total: 1 }), failed('refresh'),
  done('ask', waiting), failed('ask'),
];

/** A valid draft decides ASK, and an unanswered question decides whether the list polls. */
const contextKey = (context: QuestionsContext) => [questionError(context.draft), context.questions.some((q) => q.answer === null)];

describe('questions statechart', () => {
  const inspect = trackCoverage('questions', questionsMachine);

  describe('signed in', () => {
    walkShortestPaths(model, { input: SIGNED_IN, events, inspect, contextKey });
  });
  describe('as a visitor', () => {
    walkShortestPaths(model, { input: VISITOR, events, inspect, contextKey });
  });

  it('polls only while a question waits for its answer', () => {
    const actor = createActor(model, { input: SIGNED_IN }).start();
    actor.send(done('questionList', { rows: [answered], total: 1 }));
    actor.send(POLL);
    expect(actor.getSnapshot().matches({ ready: { list: 'idle' } })).toBe(true);
    actor.send({ type: 'DRAFT.CHANGE', value: 'Which train goes to Xi\'an?' });
    actor.send({ type: 'ASK' });
    actor.send(done('ask', waiting));
    expect(actor.getSnapshot().context.draft).toBe('');
    actor.send(POLL);
    expect(actor.getSnapshot().matches({ ready: { list: 'refreshing' } })).toBe(true);
    actor.stop();
  });

  it('shows the answer from the mock backend once it has arrived', async () => {
    await signIn();
    const actor = createActor(questionsMachine.provide({ delays: { pollInterval: 20 } }), { input: SIGNED_IN }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'DRAFT.CHANGE', value: 'Will my eSIM work with WhatsApp in China?' });
    actor.send({ type: 'ASK' });
    await waitFor(actor, (s) => s.context.questions.length === 1);
    advanceMockClock(ANSWER_DELAY_MS);
    const answeredSnapshot = await waitFor(actor, (s) => s.context.questions[0]?.answer !== null);
    expect(answeredSnapshot.context.questions[0].answer).toMatch(/eSIM/);
    actor.stop();
  });
});
