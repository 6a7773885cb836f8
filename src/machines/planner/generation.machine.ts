import { assertEvent, assign, fromCallback, fromEventObservable, setup, spawnChild, type ActorRefFrom } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { map, type Observable } from 'rxjs';
import { planTrip } from '../../api/planner';
import { saveItinerary } from './save-itinerary';
import { cancelLikeAiReply, cancelTrampleAiReply, fetchAiReply, likeAiReply, streamChatAnswer, streamItinerary, trampleAiReply } from '../../api/planner';
import type { PlanTripPayload, PlanTripResult, StreamEvent } from '../../api/types/planner';
import { publish } from '../../lib/app-events';
import { readJson, writeJson } from '../../lib/storage';
import { requestLogin, sessionChanges, signsIn, type SessionChange, type SessionInput } from '../account/session-facts';
import { readDraft, saveDraft } from '../shared/drafts';
import { hasErrors, tripFormErrors, type TripFormErrors, type TripFormValues } from '../../lib/trip-rules';
import {
  appendStreamEvent, keptMessages, latestReply, newAssistantMessage, settleMessage, withRating, type AssistantMessage, type ChatMessage,
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
  /** what is typed in the chat box, kept across pages and reloads until it is sent */
  questionDraft: string;
  /** the planner screen is open */
  watching: boolean;
  /** a reply ended while the planner screen was closed: the live indicator says so until the planner is opened */
  unseen: boolean;
}

/** Stored beside the messages, so a reply interrupted by a reload can be written again for the same trip. */
interface StoredRequest {
  request: GenerationRequest | null;
  planId: string | null;
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
  | SessionChange
  | { type: 'QUESTION.CHANGE'; text: string }
  /** write the interrupted reply again for the same trip or question */
  | { type: 'CONTINUE' }
  /** the page is being closed or reloaded: store what has arrived */
  | { type: 'PAGE_HIDDEN' }
  /** the page came back from the back/forward cache after PAGE_HIDDEN */
  | { type: 'PAGE_SHOWN' }
  | { type: 'PLANNER.OPENED' }
  | { type: 'PLANNER.CLOSED' };

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

/** the chat box's draft (the support questions form has its own `question` draft) */
const QUESTION_DRAFT = 'chatQuestion';

const busyKey = (request: GenerationRequest | null) => (request?.kind === 'itinerary' ? 'planner:busy.itinerary' : 'planner:busy.answer');

function requestOf(event: GenerationEvent): GenerationRequest | null {
  if (event.type === 'GENERATE') return { kind: 'itinerary', form: event.form, summary: event.summary };
  if (event.type === 'ASK') return { kind: 'question', question: event.question.trim() };
  return null;
}

function isValidRequest(request: GenerationRequest): boolean {
  return request.kind === 'itinerary' ? !hasErrors(tripFormErrors(request.form)) : request.question.length > 0;
}

/** A new request from a settled conversation: a visitor is asked to sign in for an itinerary, bad input is shown and changes nothing. */
const START = [
  { guard: 'visitorWantsItinerary', actions: 'requestLogin' },
  { guard: 'invalidRequest', actions: 'showErrors' },
  { target: '#generation.working', actions: ['takeRequest', 'startConversation', 'forgetSentQuestion', 'storeQuestionDraft', 'persist'] },
] as const;

/** What a settled conversation accepts: a new request or clearing it. */
const READY = {
  GENERATE: START,
  ASK: START,
  CLEAR: { target: '#generation.idle', actions: ['clearConversation', 'persist'] },
} as const;

/**
 * One conversation with the AI: an itinerary (validate the form, plan, stream) or a free-text answer
 * (stream). One actor for the whole app (PlannerContext), so leaving the planner screen does not stop it;
 * Stop or signing out stops the invoked stream, which aborts the request. The messages and the request are
 * stored when a reply starts, at each finished day, when it ends and when the page is hidden, so a reload
 * finds the reply that was streaming as interrupted, with its text, and can write it again (CONTINUE).
 */
export const generationMachine = setup({
  types: { context: {} as GenerationContext, events: {} as GenerationEvent, input: {} as SessionInput },
  actors: {
    planTrip: fromAbortablePromise<PlanTripResult, PlanTripPayload>(({ input, signal }) => planTrip(input, { signal })),
    stream: fromEventObservable<{ type: 'STREAM'; event: StreamEvent }, StreamInput>(({ input }) => {
      const source: Observable<StreamEvent> = input.request.kind === 'itinerary'
        ? streamItinerary({ planId: input.planId ?? '' })
        : streamChatAnswer({ question: input.request.question });
      return source.pipe(map((event) => ({ type: 'STREAM' as const, event })));
    }),
    sessionChanges,
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
    /**
     * beforeunload (a reload or navigation away ends the in-flight request before pagehide, which would read as a
     * failed stream), pagehide (a page closed without beforeunload), and pageshow for a page brought back from the
     * back/forward cache
     */
    pageLifecycle: fromCallback<GenerationEvent>(({ sendBack }) => {
      if (typeof window === 'undefined') return undefined;
      const onHide = () => sendBack({ type: 'PAGE_HIDDEN' });
      const onShow = (event: PageTransitionEvent) => {
        if (event.persisted) sendBack({ type: 'PAGE_SHOWN' });
      };
      window.addEventListener('beforeunload', onHide);
      window.addEventListener('pagehide', onHide);
      window.addEventListener('pageshow', onShow);
      return () => {
        window.removeEventListener('beforeunload', onHide);
        window.removeEventListener('pagehide', onHide);
        window.removeEventListener('pageshow', onShow);
      };
    }),
    save: fromCallback<GenerationEvent, { messageId: string; itineraryId: string }>(({ input, sendBack }) => {
      void saveItinerary(input.itineraryId).then((savedTripId) => {
        if (savedTripId !== null) sendBack({ type: 'SAVED', messageId: input.messageId, savedTripId });
      });
    }),
  },
  actions: {
    warnBusy: ({ context }) => publish({ type: 'toast', severity: 'warn', key: busyKey(context.request) }),
    requestLogin,
    takeRequest: assign(({ event }) => ({ request: requestOf(event), planId: null, formErrors: {}, questionError: false })),
    showErrors: assign(({ event }) => {
      const request = requestOf(event);
      return request?.kind === 'itinerary' ? { formErrors: tripFormErrors(request.form) } : { questionError: true };
    }),
    forgetSentQuestion: assign(({ context }) =>
      context.request?.kind === 'question' && context.request.question === context.questionDraft.trim() ? { questionDraft: '' } : {},
    ),
    changeQuestion: assign(({ event }) => {
      assertEvent(event, 'QUESTION.CHANGE');
      return { questionDraft: event.text, questionError: false };
    }),
    storeQuestionDraft: ({ context }) => saveDraft(QUESTION_DRAFT, context.questionDraft),
    startConversation: assign(({ context }) => {
      const request = context.request as GenerationRequest;
      const userId = `m${context.nextId}`;
      const user: ChatMessage = request.kind === 'itinerary'
        ? { id: userId, role: 'user', text: '', trip: request.summary }
        : { id: userId, role: 'user', text: request.question, trip: null };
      const reply = newAssistantMessage(`m${context.nextId + 1}`, request.kind === 'itinerary' ? 'itinerary' : 'answer');
      return { messages: [...context.messages, user, reply], nextId: context.nextId + 2 };
    }),
    continueReply: assign(({ context }) => ({
      messages: [...context.messages, newAssistantMessage(`m${context.nextId}`, context.request?.kind === 'question' ? 'answer' : 'itinerary')],
      nextId: context.nextId + 1,
    })),
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
    settleInterrupted: assign(({ context }) => ({ messages: settleLast(context.messages, 'interrupted', null) })),
    settleFailed: assign(({ context }) => ({
      messages: settleLast(context.messages, 'failed', context.request?.kind === 'itinerary' ? 'generate' : 'stream'),
    })),
    noteUnseen: assign(({ context }) => ({ unseen: !context.watching })),
    persist: ({ context }) => {
      writeJson('chatMessages', context.messages.length > 0 ? context.messages : null);
      writeJson('chatRequest', context.request ? ({ request: context.request, planId: context.planId } satisfies StoredRequest) : null);
    },
    rateOptimistically: assign(({ context, event }) => {
      if (event.type !== 'RATE' && event.type !== 'RATING.FAILED' && event.type !== 'RATING.SYNCED') return {};
      return { messages: context.messages.map((m) => (m.id === event.messageId && m.role === 'assistant' ? withRating(m, event.rating) : m)) };
    }),
    markSaved: assign(({ context, event }) => {
      if (event.type !== 'SAVED') return {};
      return { messages: context.messages.map((m) => (m.id === event.messageId && m.role === 'assistant' ? { ...m, savedTripId: event.savedTripId } : m)) };
    }),
    clearConversation: assign({ messages: [], request: null, planId: null, formErrors: {}, questionError: false, unseen: false }),
  },
  guards: {
    signsIn,
    visitorWantsItinerary: ({ context, event }) => event.type === 'GENERATE' && !context.signedIn,
    invalidRequest: ({ event }) => {
      const request = requestOf(event);
      return request === null || !isValidRequest(request);
    },
    wasInterrupted: ({ context }) => context.request !== null && latestReply(context.messages)?.status === 'interrupted',
    needsPlan: ({ context }) => context.request?.kind === 'itinerary' && context.planId === null,
    isDoneEvent: ({ event }) => event.type === 'STREAM' && event.event.type === 'done',
    isDayEvent: ({ event }) => event.type === 'STREAM' && event.event.type === 'day',
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
  context: ({ input }) => {
    const messages = keptMessages();
    const stored = readJson<StoredRequest>('chatRequest');
    return {
      messages, request: stored?.request ?? null, planId: stored?.planId ?? null, formErrors: {}, questionError: false,
      signedIn: input.signedIn, nextId: messages.length + 1, questionDraft: readDraft<string>(QUESTION_DRAFT) ?? '', watching: false, unseen: false,
    };
  },
  invoke: { src: 'sessionChanges' },
  entry: spawnChild('syncRatings', {
    input: ({ context }) =>
      context.messages.flatMap((m) => (m.role === 'assistant' && m.replyId !== null ? [{ messageId: m.id, replyId: m.replyId }] : [])),
  }),
  on: {
    /** a draft typed before signing in in place (after registering) becomes the account's */
    SESSION: [
      { guard: 'signsIn', actions: [assign({ signedIn: true }), 'storeQuestionDraft'] },
      { target: '.idle', actions: [assign({ signedIn: false, questionDraft: '' }), 'clearConversation', 'persist'] },
    ],
    'QUESTION.CHANGE': { actions: ['changeQuestion', 'storeQuestionDraft'] },
    'PLANNER.OPENED': { actions: assign({ watching: true, unseen: false }) },
    'PLANNER.CLOSED': { actions: assign({ watching: false }) },
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
  initial: 'restoring',
  states: {
    restoring: { always: [{ guard: 'wasInterrupted', target: 'interrupted' }, { target: 'idle' }] },
    idle: { on: READY },
    working: {
      tags: ['busy'],
      invoke: { src: 'pageLifecycle' },
      on: {
        GENERATE: { actions: 'warnBusy' },
        ASK: { actions: 'warnBusy' },
        PAGE_HIDDEN: { target: 'unloading', actions: 'persist' },
        STOP: { target: 'stopped', actions: ['settleStopped', 'persist'] },
      },
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'needsPlan', target: 'planning' }, { target: 'streaming' }] },
        planning: {
          invoke: {
            src: 'planTrip',
            input: ({ context }) => toPayload((context.request as Extract<GenerationRequest, { kind: 'itinerary' }>).form),
            onDone: { target: 'streaming', actions: ['rememberPlan', 'persist'] },
            onError: { target: '#generation.failed', actions: ['settleFailed', 'noteUnseen', 'persist'] },
          },
        },
        streaming: {
          invoke: {
            src: 'stream',
            input: ({ context }) => ({ request: context.request as GenerationRequest, planId: context.planId }),
            onDone: { target: '#generation.failed', actions: ['settleFailed', 'noteUnseen', 'persist'] },
            onError: { target: '#generation.failed', actions: ['settleFailed', 'noteUnseen', 'persist'] },
          },
          on: {
            STREAM: [
              { guard: 'isDoneEvent', target: '#generation.done', actions: ['applyStreamEvent', 'settleDone', 'noteUnseen', 'persist'] },
              { guard: 'isDayEvent', actions: ['applyStreamEvent', 'persist'] },
              { actions: 'applyStreamEvent' },
            ],
          },
        },
      },
    },
    done: { on: READY },
    stopped: { on: READY },
    unloading: {
      description:
        'The page is closing or reloading. The reply is stored as streaming (the next load finds it interrupted) and the request is ended here, ' +
        'so its abort is not taken for a failure. A page brought back from the back/forward cache finds it interrupted at once.',
      invoke: { src: 'pageLifecycle' },
      on: { PAGE_SHOWN: { target: 'interrupted', actions: ['settleInterrupted', 'persist'] } },
    },
    interrupted: {
      description: 'Restored after a reload that cut a reply short; the request is known, so it can be written again',
      on: { ...READY, CONTINUE: { target: 'working', actions: ['continueReply', 'persist'] } },
    },
    failed: {
      on: { ...READY, RETRY: { target: 'working', actions: ['restartReply', 'persist'] } },
    },
  },
});

function settleLast(messages: ChatMessage[], status: AssistantMessage['status'], failure: AssistantMessage['failure']): ChatMessage[] {
  const last = messages[messages.length - 1];
  if (last?.role !== 'assistant' || last.status !== 'streaming') return messages;
  return [...messages.slice(0, -1), settleMessage(last, status, failure)];
}

export type GenerationActor = ActorRefFrom<typeof generationMachine>;
