import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { askQuestion, fetchQuestionPage } from '../../api/support';
import type { QuestionAnswer } from '../../api/types/support';
import { questionError } from '../../lib/catalogue-validation';
import type { Page } from '../../api/types/common';
import { publish } from '../../lib/app-events';
import { clearDraft, readDraft, saveDraft } from '../shared/drafts';
import { requestLogin, sessionChanges, signsIn, type SessionChange, type SessionInput } from '../account/session-facts';
import { classifyFailure, type Failure } from '../../api/error-kinds';
import { signedInListStates } from './signed-in-list';

/** the question being written survives a reload until it is sent */
const QUESTION_DRAFT = 'question';

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
    loadList: fromAbortablePromise(({ signal }: { signal: AbortSignal }) => fetchQuestionPage({ pageNum: 1, pageSize: QUESTION_PAGE_SIZE }, { silent: true, signal })),
    ask: fromAbortablePromise(({ input, signal }: { input: { question: string }; signal: AbortSignal }) => askQuestion(input, { signal })),
  },
  guards: {
    startsSignedIn: ({ context }) => context.signedInAtStart,
    signsIn,
    isDraftInvalid: ({ context }) => questionError(context.draft) !== null,
    isAwaitingAnswer: ({ context }) => context.questions.some((q) => q.answer === null),
  },
  delays: { pollInterval: 20_000 },
  actions: {
    requestLogin,
    showList: assign((_, page: Page<QuestionAnswer>) => ({ questions: page.rows })),
    noteFailure: assign((_, error: unknown) => ({ failure: classifyFailure(error) })),
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
    ...signedInListStates<Page<QuestionAnswer>>('questionList'),
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
                src: 'loadList',
                onDone: { target: 'idle', actions: { type: 'showList', params: ({ event }) => event.output } },
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
                    () => publish({ type: 'toast', severity: 'success', key: 'support:questions.sent' }),
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
