import { assign, fromPromise, setup } from 'xstate';
import { askQuestion, fetchQuestionPage } from '../api/catalogue';
import type { QuestionAnswer } from '../api/types/catalogue';
import { questionError } from '../lib/catalogue-validation';
import { publish } from './app-events';
import { hasStoredToken, sessionChanges } from './session-facts';

const QUESTION_PAGE_SIZE = 50;

export interface QuestionsContext {
  questions: QuestionAnswer[];
  draft: string;
  showError: boolean;
}

export type QuestionsEvent =
  | { type: 'SIGNED_IN' }
  | { type: 'SIGNED_OUT' }
  | { type: 'SIGN_IN' }
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'DRAFT.CHANGE'; value: string }
  | { type: 'ASK' };

/** The traveller's questions to the service team; while one waits for its answer the list refreshes itself. */
export const questionsMachine = setup({
  types: { context: {} as QuestionsContext, events: {} as QuestionsEvent },
  actors: {
    sessionChanges,
    loadQuestions: fromPromise(() => fetchQuestionPage({ pageNum: 1, pageSize: QUESTION_PAGE_SIZE }, { silent: true })),
    ask: fromPromise(({ input }: { input: { question: string } }) => askQuestion(input)),
  },
  guards: {
    hasToken: () => hasStoredToken(),
    isDraftInvalid: ({ context }) => questionError(context.draft) !== null,
    isAwaitingAnswer: ({ context }) => context.questions.some((q) => q.answer === null),
  },
  delays: { pollInterval: 20_000 },
  actions: {
    requestLogin: () => publish({ type: 'login.requested' }),
  },
}).createMachine({
  id: 'questions',
  context: { questions: [], draft: '', showError: false },
  invoke: { src: 'sessionChanges' },
  on: {
    SIGNED_IN: '.loading',
    SIGNED_OUT: { target: '.signedOut', actions: assign({ questions: [] }) },
  },
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasToken', target: 'loading' }, { target: 'signedOut' }] },
    signedOut: { on: { SIGN_IN: { actions: 'requestLogin' } } },
    loading: {
      invoke: {
        id: 'questionList',
        src: 'loadQuestions',
        onDone: { target: 'ready', actions: assign({ questions: ({ event }) => event.output.rows }) },
        onError: 'failed',
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
                'DRAFT.CHANGE': { actions: assign({ draft: ({ event }) => event.value }) },
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
