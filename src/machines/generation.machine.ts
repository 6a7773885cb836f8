import { assign, fromCallback, fromEventObservable, fromPromise, setup, spawnChild, type ActorRefFrom } from 'xstate';
import { filter, map, type Observable } from 'rxjs';
import { planTrip } from '../api/trips';
import { saveItinerary } from './save-itinerary';
import { cancelLikeAiReply, cancelTrampleAiReply, fetchAiReply, likeAiReply, streamChatAnswer, streamItinerary, trampleAiReply } from '../api/ai';
import type { PlanTripPayload, PlanTripResult, StreamEvent } from '../api/types/trip';
import { appEvents, publish } from './app-events';
import { readJson, readRaw, writeJson } from '../lib/storage';
import { hasErrors, tripFormErrors, type TripFormErrors, type TripFormValues } from '../lib/trip-rules';
import {
  appendStreamEvent, newAssistantMessage, restoreMessages, settleMessage, withRating, type AssistantMessage, type ChatMessage,
  type Rating, type TripSummary,
} from './chat-messages';

export type GenerationRequest =
  | { kind: 'itinerary'; form: TripFormValues; summary: TripSummary }
  | { kind: 'question'; question: string };

export interface GenerationContext {
  messages: ChatMessage[];
  request: GenerationRequest | null;
  planId: string | null;
  formErrors: TripFormErrors;
  questionError: boolean;
  signedIn: boolean;
  nextId: number;
}

export type GenerationEvent =
  | { type: 'GENERATE'; form: TripFormValues; summary: TripSummary }
  | { type: 'ASK'; question: string }
  | { type: 'STOP' }
  | { type: 'RETRY' }
  | { type: 'RATE'; messageId: string; rating: Rating }
  | { type: 'RATING.FAILED'; messageId: string; rating: Rating }
  /** the server's rating of a restored reply (it may have been changed on another device) */
  | { type: 'RATING.SYNCED'; messageId: string; rating: Rating }
  | { type: 'SAVE'; messageId: string }
  | { type: 'SAVED'; messageId: string; savedTripId: number }
  | { type: 'CLEAR' }
  | { type: 'STREAM'; event: StreamEvent }
  | { type: 'SIGNED_IN' }
  | { type: 'SIGNED_OUT' };

export interface StreamInput {
  request: GenerationRequest;
  planId: string | null;
}

function toPayload(form: TripFormValues): PlanTripPayload {
  return { ...form, budgetId: form.budgetId ?? 0, requirements: form.requirements.trim() };
}

function rateReply(replyId: string, from: Rating, to: Rating): Promise<unknown> {
  if (to === 'liked') return likeAiReply({ replyId });
  if (to === 'trampled') return trampleAiReply({ replyId });
  return from === 'liked' ? cancelLikeAiReply({ replyId }) : cancelTrampleAiReply({ replyId });
}

const busyKey = (request: GenerationRequest | null) => (request?.kind === 'itinerary' ? 'chat:busy.itinerary' : 'chat:busy.answer');

/** What a settled conversation accepts: a new request or clearing it. */
const READY = {
  GENERATE: { target: '#generation.validating', actions: 'takeRequest' },
  ASK: { target: '#generation.validating', actions: 'takeRequest' },
  CLEAR: { target: '#generation.idle', actions: ['clearConversation', 'persist'] },
} as const;

/**
 * One conversation with the AI: an itinerary (validate the form, plan, stream) or a free-text answer
 * (stream). Stopping, leaving the page or signing out stops the invoked stream, which aborts the request.
 */
export const generationMachine = setup({
  types: { context: {} as GenerationContext, events: {} as GenerationEvent },
  actors: {
    planTrip: fromPromise<PlanTripResult, PlanTripPayload>(({ input, signal }) => planTrip(input, { signal })),
    stream: fromEventObservable<{ type: 'STREAM'; event: StreamEvent }, StreamInput>(({ input }) => {
      const source: Observable<StreamEvent> = input.request.kind === 'itinerary'
        ? streamItinerary({ planId: input.planId ?? '' })
        : streamChatAnswer({ question: input.request.question });
      return source.pipe(map((event) => ({ type: 'STREAM' as const, event })));
    }),
    session: fromEventObservable(() =>
      appEvents.pipe(
        filter((event) => event.type === 'session.signedIn' || event.type === 'session.signedOut'),
        map((event) => ({ type: event.type === 'session.signedIn' ? ('SIGNED_IN' as const) : ('SIGNED_OUT' as const) })),
      ),
    ),
    rate: fromCallback<GenerationEvent, { messageId: string; replyId: string; from: Rating; to: Rating }>(({ input, sendBack }) => {
      rateReply(input.replyId, input.from, input.to).catch(() => sendBack({ type: 'RATING.FAILED', messageId: input.messageId, rating: input.from }));
    }),
    syncRatings: fromCallback<GenerationEvent, { messageId: string; replyId: string }[]>(({ input, sendBack }) => {
      for (const { messageId, replyId } of input) {
        fetchAiReply({ id: replyId }, { silent: true })
          .then((reply) => sendBack({ type: 'RATING.SYNCED', messageId, rating: reply.liked ? 'liked' : reply.trampled ? 'trampled' : null }))
          .catch(() => undefined);
      }
    }),
    save: fromCallback<GenerationEvent, { messageId: string; itineraryId: string }>(({ input, sendBack }) => {
      void saveItinerary(input.itineraryId).then((savedTripId) => {
        if (savedTripId !== null) sendBack({ type: 'SAVED', messageId: input.messageId, savedTripId });
      });
    }),
  },
  actions: {
    warnBusy: ({ context }) => publish({ type: 'toast', severity: 'warn', key: busyKey(context.request) }),
    requestSignIn: () => publish({ type: 'login.requested' }),
    takeRequest: assign(({ event }) => {
      if (event.type === 'GENERATE') return { request: { kind: 'itinerary' as const, form: event.form, summary: event.summary }, planId: null, formErrors: {}, questionError: false };
      if (event.type === 'ASK') return { request: { kind: 'question' as const, question: event.question.trim() }, planId: null, formErrors: {}, questionError: false };
      return {};
    }),
    showErrors: assign(({ context }) => {
      const request = context.request;
      if (request?.kind === 'itinerary') return { formErrors: tripFormErrors(request.form), request: null };
      return { questionError: true, request: null };
    }),
    startConversation: assign(({ context }) => {
      const request = context.request as GenerationRequest;
      const userId = `m${context.nextId}`;
      const user: ChatMessage = request.kind === 'itinerary'
        ? { id: userId, role: 'user', text: '', trip: request.summary }
        : { id: userId, role: 'user', text: request.question, trip: null };
      const reply = newAssistantMessage(`m${context.nextId + 1}`, request.kind === 'itinerary' ? 'itinerary' : 'answer');
      return { messages: [...context.messages, user, reply], nextId: context.nextId + 2 };
    }),
    restartReply: assign(({ context }) => {
      const last = context.messages[context.messages.length - 1] as AssistantMessage;
      return { messages: [...context.messages.slice(0, -1), newAssistantMessage(last.id, last.kind)] };
    }),
    rememberPlan: assign(({ event }) => ('output' in event ? { planId: (event.output as PlanTripResult).planId } : {})),
    applyStreamEvent: assign(({ context, event }) => {
      if (event.type !== 'STREAM') return {};
      const last = context.messages[context.messages.length - 1] as AssistantMessage;
      return { messages: [...context.messages.slice(0, -1), appendStreamEvent(last, event.event)] };
    }),
    settleDone: assign(({ context }) => ({ messages: settleLast(context.messages, 'done', null) })),
    settleStopped: assign(({ context }) => ({ messages: settleLast(context.messages, 'stopped', null) })),
    settleFailed: assign(({ context }) => ({
      messages: settleLast(context.messages, 'failed', context.request?.kind === 'itinerary' ? 'generate' : 'stream'),
    })),
    persist: ({ context }) => writeJson('chatMessages', context.messages),
    rateOptimistically: assign(({ context, event }) => {
      if (event.type !== 'RATE' && event.type !== 'RATING.FAILED' && event.type !== 'RATING.SYNCED') return {};
      return { messages: context.messages.map((m) => (m.id === event.messageId && m.role === 'assistant' ? withRating(m, event.rating) : m)) };
    }),
    markSaved: assign(({ context, event }) => {
      if (event.type !== 'SAVED') return {};
      return { messages: context.messages.map((m) => (m.id === event.messageId && m.role === 'assistant' ? { ...m, savedTripId: event.savedTripId } : m)) };
    }),
    clearConversation: assign({ messages: [], request: null, planId: null, formErrors: {}, questionError: false }),
  },
  guards: {
    signedOutForItinerary: ({ context }) => context.request?.kind === 'itinerary' && !context.signedIn,
    requestValid: ({ context }) => {
      const request = context.request;
      if (!request) return false;
      return request.kind === 'itinerary' ? !hasErrors(tripFormErrors(request.form)) : request.question.length > 0;
    },
    isItinerary: ({ context }) => context.request?.kind === 'itinerary',
    needsPlan: ({ context }) => context.request?.kind === 'itinerary' && context.planId === null,
    isDoneEvent: ({ event }) => event.type === 'STREAM' && event.event.type === 'done',
    canRate: ({ context, event }) => {
      if (event.type !== 'RATE') return false;
      const message = context.messages.find((m) => m.id === event.messageId);
      return message?.role === 'assistant' && message.replyId !== null && message.rating !== event.rating;
    },
    canSave: ({ context, event }) => {
      if (event.type !== 'SAVE') return false;
      const message = context.messages.find((m) => m.id === event.messageId);
      return message?.role === 'assistant' && message.itinerary !== null;
    },
  },
}).createMachine({
  id: 'generation',
  context: () => {
    const messages = restoreMessages(readJson<ChatMessage[]>('chatMessages'));
    return { messages, request: null, planId: null, formErrors: {}, questionError: false, signedIn: readRaw('token') !== null, nextId: messages.length + 1 };
  },
  invoke: { src: 'session' },
  entry: spawnChild('syncRatings', {
    input: ({ context }) =>
      context.messages.flatMap((m) => (m.role === 'assistant' && m.replyId !== null ? [{ messageId: m.id, replyId: m.replyId }] : [])),
  }),
  on: {
    SIGNED_IN: { actions: assign({ signedIn: true }) },
    SIGNED_OUT: { target: '.idle', actions: [assign({ signedIn: false }), 'clearConversation'] },
    RATE: {
      guard: 'canRate',
      actions: [
        spawnChild('rate', {
          input: ({ context, event }) => {
            const { messageId, rating } = event as Extract<GenerationEvent, { type: 'RATE' }>;
            const message = context.messages.find((m) => m.id === messageId) as AssistantMessage;
            return { messageId, replyId: message.replyId ?? '', from: message.rating, to: rating };
          },
        }),
        'rateOptimistically',
      ],
    },
    'RATING.FAILED': { actions: 'rateOptimistically' },
    'RATING.SYNCED': { actions: ['rateOptimistically', 'persist'] },
    SAVE: {
      guard: 'canSave',
      actions: spawnChild('save', {
        input: ({ context, event }) => {
          const { messageId } = event as Extract<GenerationEvent, { type: 'SAVE' }>;
          const message = context.messages.find((m) => m.id === messageId) as AssistantMessage;
          return { messageId, itineraryId: message.itinerary?.id ?? '' };
        },
      }),
    },
    SAVED: { actions: ['markSaved', 'persist'] },
  },
  initial: 'idle',
  states: {
    idle: { on: READY },
    validating: {
      always: [
        { guard: 'signedOutForItinerary', target: 'idle', actions: ['requestSignIn', assign({ request: null })] },
        { guard: 'requestValid', target: 'working', actions: ['startConversation', 'persist'] },
        { target: 'idle', actions: 'showErrors' },
      ],
    },
    working: {
      on: {
        GENERATE: { actions: 'warnBusy' },
        ASK: { actions: 'warnBusy' },
        STOP: { target: 'stopped', actions: ['settleStopped', 'persist'] },
      },
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'needsPlan', target: 'planning' }, { target: 'streaming' }] },
        planning: {
          invoke: {
            src: 'planTrip',
            input: ({ context }) => toPayload((context.request as Extract<GenerationRequest, { kind: 'itinerary' }>).form),
            onDone: { target: 'streaming', actions: 'rememberPlan' },
            onError: { target: '#generation.failed', actions: ['settleFailed', 'persist'] },
          },
        },
        streaming: {
          invoke: {
            src: 'stream',
            input: ({ context }) => ({ request: context.request as GenerationRequest, planId: context.planId }),
            onDone: { target: '#generation.failed', actions: ['settleFailed', 'persist'] },
            onError: { target: '#generation.failed', actions: ['settleFailed', 'persist'] },
          },
          on: {
            STREAM: [
              { guard: 'isDoneEvent', target: '#generation.done', actions: ['applyStreamEvent', 'settleDone', 'persist'] },
              { actions: 'applyStreamEvent' },
            ],
          },
        },
      },
    },
    done: { on: READY },
    stopped: { on: READY },
    failed: {
      on: { ...READY, RETRY: { target: 'working', actions: ['restartReply'] } },
    },
  },
});

function settleLast(messages: ChatMessage[], status: AssistantMessage['status'], failure: AssistantMessage['failure']): ChatMessage[] {
  const last = messages[messages.length - 1];
  if (last?.role !== 'assistant' || last.status !== 'streaming') return messages;
  return [...messages.slice(0, -1), settleMessage(last, status, failure)];
}

export type GenerationActor = ActorRefFrom<typeof generationMachine>;
