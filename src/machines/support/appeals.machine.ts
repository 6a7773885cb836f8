import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { addAppeal, fetchAppeal, fetchAppealPage, removeAppeal } from '../../api/support';
import { uploadPrivateFile } from '../../api/site';
import type { Appeal } from '../../api/types/support';
import type { UploadResult } from '../../api/types/common';
import { APPEAL_ATTACHMENTS_MAX, appealErrors, hasErrors, type AppealFields } from '../../lib/catalogue-validation';
import { isAllowedImage, MB } from '../../lib/validation';
import { publish } from '../../lib/app-events';
import type { Page } from '../../api/types/common';
import { clearDraft, readDraft, saveDraft } from '../shared/drafts';
import { requestLogin, sessionChanges, signsIn, type SessionChange, type SessionInput } from '../account/session-facts';
import { classifyFailure, type Failure } from '../../api/error-kinds';
import { signedInListStates } from './signed-in-list';

/** the appeal being written (its words; attachments are uploaded at once) survives a reload until it is filed */
const APPEAL_DRAFT = 'appeal';
type AppealDraft = { fields: AppealFields; attachments: AppealsContext['attachments'] };

const APPEAL_PAGE_SIZE = 50;
export const ATTACHMENT_MAX_MB = 10;

export interface AppealsContext {
  signedInAtStart: boolean;
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  appeals: Appeal[];
  total: number;
  detail: Appeal | null;
  fields: AppealFields;
  attachments: UploadResult[];
  showErrors: boolean;
  attachmentError: 'type' | 'size' | 'count' | null;
  removeId: number | null;
}

export type AppealsEvent =
  | SessionChange
  | { type: 'SIGN_IN' }
  | { type: 'RETRY' }
  | { type: 'VIEW'; id: number }
  | { type: 'DETAIL.CLOSE' }
  | { type: 'COMPOSE' }
  | { type: 'FIELD.CHANGE'; field: keyof AppealFields; value: string }
  | { type: 'ATTACH'; file: File }
  | { type: 'DETACH'; filePath: string }
  | { type: 'SUBMIT' }
  | { type: 'COMPOSE.CLOSE' }
  | { type: 'REMOVE'; id: number }
  | { type: 'REMOVE.CONFIRM' }
  | { type: 'REMOVE.CANCEL' };

const EMPTY_FIELDS: AppealFields = { type: '', title: '', content: '' };

function attachmentProblem(context: AppealsContext, file: File): AppealsContext['attachmentError'] {
  if (context.attachments.length >= APPEAL_ATTACHMENTS_MAX) return 'count';
  if (!isAllowedImage(file)) return 'type';
  if (file.size > ATTACHMENT_MAX_MB * MB) return 'size';
  return null;
}

/** A signed-in traveller's appeals: list, read one with its reply, file one with private attachments, remove one after confirming. */
export const appealsMachine = setup({
  types: { context: {} as AppealsContext, events: {} as AppealsEvent, input: {} as SessionInput },
  actors: {
    sessionChanges,
    loadList: fromAbortablePromise(({ signal }: { signal: AbortSignal }) => fetchAppealPage({ pageNum: 1, pageSize: APPEAL_PAGE_SIZE }, { silent: true, signal })),
    loadAppeal: fromAbortablePromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) => fetchAppeal(input, { signal })),
    upload: fromAbortablePromise(({ input, signal }: { input: { file: File }; signal: AbortSignal }) => uploadPrivateFile(input.file, { signal })),
    submit: fromAbortablePromise(({ input, signal }: { input: { fields: AppealFields; attachments: string[] }; signal: AbortSignal }) =>
      addAppeal({ ...input.fields, title: input.fields.title.trim(), content: input.fields.content.trim(), attachments: input.attachments }, { signal })),
    remove: fromAbortablePromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) => removeAppeal(input, { signal })),
  },
  guards: {
    startsSignedIn: ({ context }) => context.signedInAtStart,
    signsIn,
    isFormInvalid: ({ context }) => hasErrors(appealErrors(context.fields)),
    isAttachmentRefused: ({ context, event }) => event.type === 'ATTACH' && attachmentProblem(context, event.file) !== null,
  },
  actions: {
    keepDraft: ({ context }) => saveDraft<AppealDraft>(APPEAL_DRAFT, { fields: context.fields, attachments: context.attachments }),
    dropDraft: () => clearDraft(APPEAL_DRAFT),
    requestLogin,
    showList: assign((_, page: Page<Appeal>) => ({ appeals: page.rows, total: page.total })),
    noteFailure: assign((_, error: unknown) => ({ failure: classifyFailure(error) })),
  },
}).createMachine({
  id: 'appeals',
  context: ({ input }) => ({
    signedInAtStart: input.signedIn,
    appeals: [],
    total: 0,
    detail: null,
    fields: EMPTY_FIELDS,
    attachments: [],
    showErrors: false,
    attachmentError: null,
    removeId: null,
    failure: null,
  }),
  invoke: { src: 'sessionChanges' },
  on: {
    SESSION: [{ guard: 'signsIn', target: '.loading' }, { target: '.signedOut', actions: assign({ appeals: [], total: 0, detail: null }) }],
  },
  initial: 'checking',
  states: {
    ...signedInListStates<Page<Appeal>>('appealList'),
    ready: {
      type: 'parallel',
      states: {
        detail: {
          initial: 'closed',
          states: {
            closed: { on: { VIEW: 'loading' } },
            loading: {
              invoke: {
                id: 'appeal',
                src: 'loadAppeal',
                input: ({ event }) => ({ id: event.type === 'VIEW' ? event.id : 0 }),
                onDone: {
                  target: 'open',
                  actions: assign(({ context, event }) => ({
                    detail: event.output,
                    appeals: context.appeals.map((appeal) => (appeal.id === event.output.id ? event.output : appeal)),
                  })),
                },
                onError: 'closed',
              },
            },
            open: { on: { 'DETAIL.CLOSE': { target: 'closed', actions: assign({ detail: null }) }, VIEW: 'loading' } },
          },
        },
        compose: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                COMPOSE: {
                  target: 'editing',
                  actions: assign(() => {
                    const draft = readDraft<AppealDraft>(APPEAL_DRAFT);
                    return { fields: draft?.fields ?? EMPTY_FIELDS, attachments: draft?.attachments ?? [], showErrors: false, attachmentError: null };
                  }),
                },
              },
            },
            editing: {
              on: {
                'FIELD.CHANGE': { actions: [assign({ fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }) }), 'keepDraft'] },
                ATTACH: [
                  { guard: 'isAttachmentRefused', actions: assign({ attachmentError: ({ context, event }) => attachmentProblem(context, event.file) }) },
                  { target: 'uploading', actions: assign({ attachmentError: null }) },
                ],
                DETACH: { actions: [assign({ attachments: ({ context, event }) => context.attachments.filter((a) => a.filePath !== event.filePath) }), 'keepDraft'] },
                SUBMIT: [{ guard: 'isFormInvalid', actions: assign({ showErrors: true }) }, { target: 'submitting' }],
                'COMPOSE.CLOSE': 'closed',
              },
            },
            uploading: {
              invoke: {
                id: 'upload',
                src: 'upload',
                input: ({ event }) => ({ file: (event as Extract<AppealsEvent, { type: 'ATTACH' }>).file }),
                onDone: { target: 'editing', actions: [assign({ attachments: ({ context, event }) => [...context.attachments, event.output] }), 'keepDraft'] },
                onError: 'editing',
              },
            },
            submitting: {
              invoke: {
                id: 'submitAppeal',
                src: 'submit',
                input: ({ context }) => ({ fields: context.fields, attachments: context.attachments.map((a) => a.filePath) }),
                onDone: {
                  target: 'closed',
                  actions: [
                    'dropDraft',
                    assign(({ context, event }) => ({ appeals: [event.output, ...context.appeals], total: context.total + 1 })),
                    () => publish({ type: 'toast', severity: 'success', key: 'support:appeals.filedToast' }),
                  ],
                },
                onError: 'editing',
              },
            },
          },
        },
        removal: {
          initial: 'idle',
          states: {
            idle: { on: { REMOVE: { target: 'confirming', actions: assign({ removeId: ({ event }) => event.id }) } } },
            confirming: { on: { 'REMOVE.CONFIRM': 'removing', 'REMOVE.CANCEL': { target: 'idle', actions: assign({ removeId: null }) } } },
            removing: {
              invoke: {
                id: 'removeAppeal',
                src: 'remove',
                input: ({ context }) => ({ id: context.removeId ?? 0 }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context }) => ({
                      appeals: context.appeals.filter((appeal) => appeal.id !== context.removeId),
                      total: context.total - 1,
                      detail: context.detail?.id === context.removeId ? null : context.detail,
                      removeId: null,
                    })),
                    () => publish({ type: 'toast', severity: 'success', key: 'support:appeals.removed' }),
                  ],
                },
                onError: { target: 'idle', actions: assign({ removeId: null }) },
              },
            },
          },
        },
      },
    },
  },
});
