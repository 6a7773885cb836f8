import { beforeEach, describe } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { generationMachine, type StreamInput } from '../../src/machines/planner/generation.machine';
import type { AssistantMessage } from '../../src/machines/planner/chat-messages';
import type { PlanTripPayload, PlanTripResult, StreamEvent } from '../../src/api/types/planner';
import type { TripFormValues } from '../../src/lib/trip-rules';
import { appEvents } from '../../src/lib/app-events';
import { clearStorage } from '../support/model-coverage';
import { flush, scriptedRequest, scriptedStream } from '../support/scripted-actors';
import { walkSpecModel } from '../support/spec-model';

/*
 * AI generation as the spec tells it (§2 AI chat form, §5 AI, §8 texts): a valid form generates an
 * itinerary and a non-empty question gets an answer; missing departure, destination or budget shows the
 * errors and sends nothing, an empty question sends nothing. While a reply is written the chat is busy, and
 * a new request is refused with "itinerary is generating, please wait" or "AI is responding, please wait".
 * A broken itinerary says "failed to generate itinerary, please try again", a broken answer "stream request
 * error"; both can be retried. Stop ends a reply where it is.
 */
const spec = createMachine({
  id: 'generationSpec',
  initial: 'empty',
  states: {
    empty: { on: { GENERATE: 'generating', GENERATE_INVALID: 'formErrors', ASK: 'answering', ASK_EMPTY: 'empty' } },
    formErrors: { on: { GENERATE: 'generating' } },
    generating: { on: { GENERATE: 'refusedWhileGenerating', ASK: 'refusedWhileGenerating', FINISHED: 'itineraryShown', BROKE: 'generateFailed', STOP: 'stopped' } },
    refusedWhileGenerating: { on: { FINISHED: 'itineraryShown' } },
    answering: { on: { ASK: 'refusedWhileAnswering', FINISHED: 'answerShown', BROKE: 'answerFailed', STOP: 'stopped' } },
    refusedWhileAnswering: { on: { FINISHED: 'answerShown' } },
    itineraryShown: { on: { GENERATE: 'generating', ASK: 'answering' } },
    answerShown: { on: { ASK: 'answering' } },
    generateFailed: { on: { RETRY: 'generating' } },
    answerFailed: { on: { RETRY: 'answering' } },
    stopped: { on: { GENERATE: 'generating' } },
  },
});

interface Seen {
  busy: boolean;
  /** the last reply in the chat */
  reply: AssistantMessage['status'] | 'none';
  replyFailure: AssistantMessage['failure'];
  formErrors: boolean;
  /** the warning the last action brought up */
  warning: string | null;
}
const sees = (reply: Seen['reply'], more: Partial<Seen> = {}): Seen => ({ busy: false, reply, replyFailure: null, formErrors: false, warning: null, ...more });
const SEES = {
  empty: sees('none'),
  formErrors: sees('none', { formErrors: true }),
  generating: sees('streaming', { busy: true }),
  refusedWhileGenerating: sees('streaming', { busy: true, warning: 'chat:busy.itinerary' }),
  answering: sees('streaming', { busy: true }),
  refusedWhileAnswering: sees('streaming', { busy: true, warning: 'chat:busy.answer' }),
  itineraryShown: sees('done'),
  answerShown: sees('done'),
  generateFailed: sees('failed', { replyFailure: 'generate' }),
  answerFailed: sees('failed', { replyFailure: 'stream' }),
  stopped: sees('stopped'),
};
const EVENTS = ['GENERATE', 'GENERATE_INVALID', 'ASK', 'ASK_EMPTY', 'FINISHED', 'BROKE', 'STOP', 'RETRY'] as const;

const FORM: TripFormValues = {
  departure: 'beijing', destinations: ['harbin'], days: 3, startDate: null, travellers: { adults: 2, children: 0, elders: 0 }, budgetId: 2, requirements: '',
};
const SUMMARY = { departure: 'Beijing', destinations: ['Harbin'], days: 3, startDate: null, travellers: FORM.travellers, budget: '¥5,000 – ¥10,000', requirements: '' };

/** A signed-in traveller's chat; the planning call and the stream are scripted: the test says when and how the server answers. */
function start() {
  const plan = scriptedRequest<PlanTripResult, PlanTripPayload>();
  const stream = scriptedStream<StreamEvent, StreamInput>();
  const actor = createActor(generationMachine.provide({ actors: { planTrip: plan.actor, stream: stream.actor } }), { input: { signedIn: true } }).start();
  let warning: string | null = null;
  const subscription = appEvents.subscribe((event) => {
    if (event.type === 'toast' && event.severity === 'warn') warning = event.key ?? event.text ?? null;
  });
  /** the server plans (when an itinerary waits for its plan), then the stream has something to say */
  const serverAnswers = async (last: (subject: NonNullable<ReturnType<typeof stream.current>>) => void) => {
    plan.resolve({ planId: 'plan-1', title: '3 days: Harbin' });
    await flush();
    const subject = stream.current();
    subject?.next({ type: 'delta', text: 'Day one in Harbin.' });
    if (subject) last(subject);
  };
  const drive = {
    GENERATE: () => actor.send({ type: 'GENERATE', form: FORM, summary: SUMMARY }),
    GENERATE_INVALID: () => actor.send({ type: 'GENERATE', form: { ...FORM, departure: '', budgetId: null }, summary: SUMMARY }),
    ASK: () => actor.send({ type: 'ASK', question: 'What to eat in Harbin?' }),
    ASK_EMPTY: () => actor.send({ type: 'ASK', question: '   ' }),
    FINISHED: () => serverAnswers((subject) => subject.next({ type: 'done', replyId: 'reply-1', itinerary: null })),
    BROKE: () => serverAnswers((subject) => subject.error(new Error('the stream broke'))),
    STOP: () => actor.send({ type: 'STOP' }),
    RETRY: () => actor.send({ type: 'RETRY' }),
  };
  /** what the chat shows: the busy indicator (the "busy" tag), the last reply, the form's errors, a warning toast */
  const seen = (): Seen => {
    const snapshot = actor.getSnapshot();
    const reply = snapshot.context.messages.findLast((message): message is AssistantMessage => message.role === 'assistant');
    return {
      busy: snapshot.hasTag('busy'),
      reply: reply?.status ?? 'none',
      replyFailure: reply?.failure ?? null,
      formErrors: Object.keys(snapshot.context.formErrors).length > 0,
      warning,
    };
  };
  return {
    drive: async (event: (typeof EVENTS)[number]) => {
      warning = null;
      await drive[event]();
    },
    seen,
    stop: () => {
      actor.stop();
      subscription.unsubscribe();
    },
  };
}

describe('AI generation, spec model', () => {
  beforeEach(clearStorage);
  walkSpecModel('AI generation', spec, { events: EVENTS, sees: SEES, start });
});
