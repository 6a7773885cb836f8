import { assertEvent, assign, raise, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchFeedbackPage, submitFeedback } from '../../api/account';
import { uploadPrivateFile } from '../../api/site';
import type { Feedback, FeedbackPayload } from '../../api/types/account';
import { FEEDBACK_MAX, isAllowedImage, isValidEmail, MB } from '../../lib/validation';
import { publish } from '../../lib/app-events';
import { classifyFailure, type Failure } from '../../api/error-kinds';
import { clearDraft, readDraft, saveDraft } from '../shared/drafts';

/** the words of the feedback being written survive a reload (pictures are chosen again) until it is sent */
const FEEDBACK_DRAFT = 'feedback';
type FeedbackDraft = Pick<FeedbackForm, 'type' | 'content' | 'email'>;

export const FEEDBACK_IMAGES_MAX = 5;
export const FEEDBACK_IMAGE_LIMIT_MB = 10;
const HISTORY_PAGE_SIZE = 20;

type FeedbackField = 'type' | 'content' | 'email';
type FeedbackError = 'typeRequired' | 'contentRequired' | 'contentTooLong' | 'emailRequired' | 'emailInvalid';

export interface FeedbackForm {
  type: string;
  content: string;
  email: string;
  images: File[];
}

export interface FeedbackContext extends FeedbackForm {
  errors: Partial<Record<FeedbackField, FeedbackError>>;
  history: Feedback[];
  /** what went wrong with the last history load */
  failure: Failure | null;
}

export type FeedbackEvent =
  | { type: 'OPEN'; email: string }
  | { type: 'CLOSE' }
  | { type: 'FIELD.CHANGE'; field: FeedbackField; value: string }
  | { type: 'IMAGES.ADD'; files: File[] }
  | { type: 'IMAGE.REMOVE'; index: number }
  | { type: 'SUBMIT' }
  | { type: 'HISTORY.LOAD' };

function feedbackErrors({ type, content, email }: FeedbackForm): FeedbackContext['errors'] {
  const errors: FeedbackContext['errors'] = {};
  if (!type) errors.type = 'typeRequired';
  if (content.trim() === '') errors.content = 'contentRequired';
  else if (content.length > FEEDBACK_MAX) errors.content = 'contentTooLong';
  if (email.trim() === '') errors.email = 'emailRequired';
  else if (!isValidEmail(email)) errors.email = 'emailInvalid';
  return errors;
}

function imageProblem(file: File): string | null {
  if (!isAllowedImage(file)) return 'fileTypeIncorrect';
  return file.size > FEEDBACK_IMAGE_LIMIT_MB * MB ? 'fileSizeLimit' : null;
}

async function sendFeedback(form: FeedbackForm, signal: AbortSignal): Promise<Feedback> {
  const paths: string[] = [];
  for (const image of form.images) paths.push((await uploadPrivateFile(image, { signal })).filePath);
  const payload: FeedbackPayload = {
    feedbackChannel: 3,
    feedbackType: Number(form.type) as FeedbackPayload['feedbackType'],
    content: form.content.trim(),
    email: form.email.trim(),
    imagePath: paths.join(','),
  };
  return submitFeedback(payload, { signal });
}

const emptyForm = (email = ''): FeedbackForm & Pick<FeedbackContext, 'errors'> => ({ type: '', content: '', email, images: [], errors: {} });

/** The feedback dialog (form) and the user's earlier feedback (history, shown on the profile page). */
/** The images a pick adds to those already chosen, and why each refused one was refused. */
function sortImages(chosen: readonly File[], picked: readonly File[]): { images: File[]; problems: string[] } {
  const images = [...chosen];
  const problems: string[] = [];
  for (const file of picked) {
    const problem = images.length >= FEEDBACK_IMAGES_MAX ? 'maxImages' : imageProblem(file);
    if (problem) problems.push(problem);
    else images.push(file);
  }
  return { images, problems };
}

export const feedbackMachine = setup({
  types: { context: {} as FeedbackContext, events: {} as FeedbackEvent },
  actors: {
    send: fromAbortablePromise<Feedback, FeedbackForm>(({ input, signal }) => sendFeedback(input, signal)),
    loadHistory: fromAbortablePromise<Feedback[]>(async ({ signal }) => (await fetchFeedbackPage({ pageNum: 1, pageSize: HISTORY_PAGE_SIZE }, { silent: true, signal })).rows),
  },
  actions: {
    keepDraft: ({ context }) => saveDraft<FeedbackDraft>(FEEDBACK_DRAFT, { type: context.type, content: context.content, email: context.email }),
    dropDraft: () => clearDraft(FEEDBACK_DRAFT),
    addImages: assign(({ context, event }) => {
      assertEvent(event, 'IMAGES.ADD');
      return { images: sortImages(context.images, event.files).images };
    }),
    warnRefusedImages: ({ context, event }) => {
      if (event.type !== 'IMAGES.ADD') return;
      for (const problem of sortImages(context.images, event.files).problems) {
        publish({ type: 'toast', severity: 'warn', key: `account:${problem}`, values: { count: FEEDBACK_IMAGES_MAX, size: FEEDBACK_IMAGE_LIMIT_MB } });
      }
    },
    announce: () => publish({ type: 'toast', severity: 'success', key: 'account:feedbackSuccess' }),
  },
  guards: {
    valid: ({ context }) => Object.keys(feedbackErrors(context)).length === 0,
  },
}).createMachine({
  id: 'feedback',
  context: { ...emptyForm(), history: [], failure: null },
  type: 'parallel',
  states: {
    form: {
      initial: 'closed',
      states: {
        closed: {
          on: { OPEN: { target: 'open', actions: assign(({ event }) => ({ ...emptyForm(event.email), ...readDraft<FeedbackDraft>(FEEDBACK_DRAFT) })) } },
        },
        open: {
          on: { CLOSE: { target: 'closed', actions: assign(() => emptyForm()) } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'FIELD.CHANGE': {
                  actions: [assign(({ context, event }) => ({ [event.field]: event.value, errors: { ...context.errors, [event.field]: undefined } })), 'keepDraft'],
                },
                'IMAGES.ADD': { actions: ['warnRefusedImages', 'addImages'] },
                'IMAGE.REMOVE': { actions: assign({ images: ({ context, event }) => context.images.filter((_, index) => index !== event.index) }) },
                SUBMIT: [{ guard: 'valid', target: 'sending' }, { actions: assign({ errors: ({ context }) => feedbackErrors(context) }) }],
              },
            },
            sending: {
              invoke: {
                src: 'send',
                input: ({ context }) => context,
                onDone: {
                  target: '#feedback.form.closed',
                  actions: ['dropDraft', 'announce', assign(() => emptyForm()), raise({ type: 'HISTORY.LOAD' })],
                },
                onError: 'editing',
              },
            },
          },
        },
      },
    },
    history: {
      initial: 'idle',
      on: { 'HISTORY.LOAD': '.loading' },
      states: {
        idle: {},
        loading: {
          invoke: {
            src: 'loadHistory',
            onDone: { target: 'ready', actions: assign({ history: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
          },
        },
        ready: {},
        failed: {},
      },
    },
  },
});
