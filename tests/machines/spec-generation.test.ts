import { beforeEach, describe } from 'vitest';
import { createActor } from 'xstate';
import { generationMachine, type StreamInput } from '../../src/machines/planner/generation.machine';
import type { AssistantMessage } from '../../src/machines/planner/chat-messages';
import type { PlanTripPayload, PlanTripResult, StreamEvent } from '../../src/api/types/planner';
import type { TripFormValues } from '../../src/lib/trip-rules';
import { appEvents } from '../../src/lib/app-events';
import { clearStorage } from '../support/model-coverage';
import { flush, scriptedRequest, scriptedStream } from '../support/scripted-actors';
import { walkSpecModel } from '../support/spec-model';
import { GENERATION_EVENTS, GENERATION_SEES, generationSpec, type GenerationSeen } from '../support/spec-models/generation';

/*
 * The AI-generation spec model (tests/support/spec-models/generation.ts, walked in the browser too) against
 * the real generation machine, with the planning call and the stream scripted.
 */
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
  const seen = (): GenerationSeen => {
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
    drive: async (event: (typeof GENERATION_EVENTS)[number]) => {
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
  walkSpecModel('AI generation', generationSpec, { events: GENERATION_EVENTS, sees: GENERATION_SEES, start });
});
