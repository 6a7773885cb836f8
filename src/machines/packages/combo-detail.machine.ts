import { assertEvent, assign, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { bookCombo, fetchCombo } from '../../api/packages';
import type { Booking, ComboDetail } from '../../api/types/packages';
import { bookingErrors, hasErrors, isoDate, type BookingErrors, type BookingFields } from '../../lib/catalogue-validation';
import { requestLogin } from '../account/session-facts';
import { classifyFailure, type Failure } from '../../api/error-kinds';
import { clearDraft, readDraft, saveDraft } from '../shared/drafts';

export interface ComboDetailInput {
  id: number;
  /** the signed-in traveller's name and e-mail, to prefill the booking form */
  contact: { name: string; email: string } | null;
}

export interface ComboDetailContext {
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  id: number;
  combo: ComboDetail | null;
  fields: BookingFields;
  /** what is wrong with the fields today; shown once the traveller has tried to send the form */
  errors: BookingErrors;
  showErrors: boolean;
  /** the first day a booking can be for (tomorrow, when the form opened) */
  earliestTravelDate: string;
  booking: Booking | null;
  /** the last send failed; the API layer has already shown the server's reason as a toast */
  submitFailed: boolean;
}

export type ComboDetailEvent =
  | { type: 'RETRY' }
  | { type: 'FIELD.CHANGE'; field: keyof BookingFields; value: string }
  | { type: 'SUBMIT'; signedIn: boolean }
  | { type: 'BOOK_AGAIN' };

const emptyFields = (contact: ComboDetailInput['contact']): BookingFields => ({
  name: contact?.name ?? '',
  email: contact?.email ?? '',
  phone: '',
  travelDate: '',
  travellers: 2,
  note: '',
});

const DAY_MS = 86_400_000;
const draftName = (id: number) => `booking.${id}`;

/** The stored draft for this package, its empty name and e-mail filled from the signed-in account. */
function restoredFields(id: number, contact: ComboDetailInput['contact']): BookingFields {
  const empty = emptyFields(contact);
  const draft = readDraft<Partial<BookingFields>>(draftName(id));
  if (!draft || typeof draft !== 'object') return empty;
  return { ...empty, ...draft, name: draft.name || empty.name, email: draft.email || empty.email };
}

/**
 * One trip package and its booking form: validate, ask a visitor to sign in, send, confirm. What is typed
 * is stored as a draft per package and account (or visitor), so it survives the sign-in reload, a language
 * change and leaving the page; a confirmed booking forgets it.
 */
export const comboDetailMachine = setup({
  types: {
    context: {} as ComboDetailContext,
    events: {} as ComboDetailEvent,
    input: {} as ComboDetailInput,
  },
  actors: {
    loadCombo: fromAbortablePromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) => fetchCombo({ id: input.id }, { silent: true, signal })),
    book: fromAbortablePromise(({ input, signal }: { input: { id: number; fields: BookingFields }; signal: AbortSignal }) =>
      bookCombo({ comboId: input.id, ...input.fields }, { signal })),
  },
  guards: {
    isVisitor: ({ event }) => {
      assertEvent(event, 'SUBMIT');
      return !event.signedIn;
    },
    isFormInvalid: ({ context }) => hasErrors(bookingErrors(context.fields, Date.now())),
  },
  actions: {
    validate: assign({ errors: ({ context }) => bookingErrors(context.fields, Date.now()) }),
    requestLogin,
    storeDraft: ({ context }) => saveDraft(draftName(context.id), context.fields),
    forgetDraft: ({ context }) => clearDraft(draftName(context.id)),
  },
}).createMachine({
  id: 'comboDetail',
  context: ({ input }) => {
    const fields = restoredFields(input.id, input.contact);
    return {
      id: input.id,
      combo: null,
      failure: null,
      fields,
      errors: bookingErrors(fields, Date.now()),
      showErrors: false,
      earliestTravelDate: isoDate(Date.now() + DAY_MS),
      booking: null,
      submitFailed: false,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'combo',
        src: 'loadCombo',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ combo: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': {
              actions: [
                assign({
                  fields: ({ context, event }) => ({
                    ...context.fields,
                    [event.field]: event.field === 'travellers' ? Number(event.value) : event.value,
                  }),
                }),
                'validate',
                'storeDraft',
              ],
            },
            SUBMIT: [
              { guard: 'isVisitor', actions: 'requestLogin' },
              { guard: 'isFormInvalid', actions: ['validate', assign({ showErrors: true })] },
              { target: 'submitting', actions: ['validate', assign({ showErrors: true, submitFailed: false })] },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'booking',
            src: 'book',
            input: ({ context }) => ({ id: context.id, fields: context.fields }),
            onDone: { target: 'booked', actions: [assign({ booking: ({ event }) => event.output }), 'forgetDraft'] },
            onError: { target: 'editing', actions: assign({ submitFailed: true }) },
          },
        },
        booked: {
          on: {
            BOOK_AGAIN: {
              target: 'editing',
              actions: assign(({ context }) => ({
                fields: emptyFields({ name: context.fields.name, email: context.fields.email }),
                showErrors: false,
                booking: null,
              })),
            },
          },
        },
      },
    },
  },
});
