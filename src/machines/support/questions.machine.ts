import { assign, fromPromise, setup } from 'xstate';
import { askQuestion, fetchQuestionPage } from '../../api/support';
import type { QuestionAnswer } from '../../api/types/support';
import { questionError } from '../../lib/catalogue-validation';
import { publish } from '../../lib/app-events';
import { clearDraft, readDraft, saveDraft } from '../shared/drafts';

/** the question being written survives a reload until it is sent */
const QUESTION_DRAFT = 'question';
import { sessionChanges, type SessionChange, type SessionInput } from '../account/session-facts';
import { classifyFailure, type Failure } from '../../api/error-kinds';

const QUESTION_PAGE_SIZE = 50;

export interface QuestionsContext {
  signedInAtStart: boolean;
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  questions: QuestionAnswer[];
  draft: string;
  showError: boolean;
}

export type QuestionsEvent =
  | SessionChange
  | { type: 'SIGN_IN' }
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'DRAFT.CHANGE'; value: string }
  | { type: 'ASK' };

/** The traveller's questions to the service team; while one waits for its answer the list refreshes itself. */
export const questionsMachine = setup({
  types: { context: {} as QuestionsContext, events: {} as QuestionsEvent, input: {} as SessionInput },
  actors: {
    sessionChanges,
    loadQuestions: fromPromise(({ signal }: { signal: AbortSignal }) => fetchQuestionPage({ pageNum: 1, pageSize: QUESTION_PAGE_SIZE }, { silent: true, signal })),
    ask: fromPromise(({ input, signal }: { input: { question: string }; signal: AbortSignal }) => askQuestion(input, { signal })),
  },
  guards: {
    startsSignedIn: ({ context }) => context.signedInAtStart,
    signsIn: ({ event }) => event.type === 'SESSION' && event.signedIn,
    isDraftInvalid: ({ context }) => questionError(context.draft) !== null,
    isAwaitingAnswer: ({ context }) => context.questions.some((q) => q.answer === null),
  },
  delays: { pollInterval: 20_000 },
  actions: {
    requestLogin: () => publish({ type: 'login.requested' }),
    keepDraft: ({ context }) => saveDraft(QUESTION_DRAFT, context.draft),
    dropDraft: () => clearDraft(QUESTION_DRAFT),
  },
}).createMachine({
  id: 'questions',
  context: ({ input }) => ({ signedInAtStart: input.signedIn, questions: [], draft: readDraft<string>(QUESTION_DRAFT) ?? '', showError: false, failure: null }),
  invoke: { src: 'sessionChanges' },
  on: {
    SESSION: [{ guard: 'signsIn', target: '.loading' }, { target: '.signedOut', actions: assign({ questions: [] }) }],
  },
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'startsSignedIn', target: 'loading' }, { target: 'signedOut' }] },
    signedOut: { on: { SIGN_IN: { actions: 'requestLogin' } } },
    loading: {
      invoke: {
        id: 'questionList',
        src: 'loadQuestions',
        onDone: { target: 'ready', actions: assign({ questions: ({ event }) => event.output.rows }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        list: {
          initial: 'idle',
          states: {
            idle: {
              on: { REFRESH: 'refreshing' },
              after: { pollInterval: [{ guard: 'isAwaitingAnswer', target: 'refreshing' }, { target: 'idle', reenter: true }] },
            },
            refreshing: {
              invoke: {
                id: 'refresh',
                src: 'loadQuestions',
                onDone: { target: 'idle', actions: assign({ questions: ({ event }) => event.output.rows }) },
                onError: 'idle',
              },
            },
          },
        },
        ask: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'DRAFT.CHANGE': { actions: [assign({ draft: ({ event }) => event.value }), 'keepDraft'] },
                ASK: [{ guard: 'isDraftInvalid', actions: assign({ showError: true }) }, { target: 'sending' }],
              },
            },
            sending: {
              invoke: {
                id: 'ask',
                src: 'ask',
                input: ({ context }) => ({ question: context.draft.trim() }),
                onDone: {
                  target: 'editing',
                  actions: [
                    'dropDraft',
                    assign(({ context, event }) => ({ questions: [event.output, ...context.questions], draft: '', showError: false })),
                    () => publish({ type: 'toast', severity: 'success', key: 'catalogue:questions.sent' }),
                  ],
                },
                onError: 'editing',
              },
            },
          },
        },
      },
    },
  },
});
