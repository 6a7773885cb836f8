import { assign, setup, type ActorRefFrom } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchLanguages } from '../../api/site';
import { changeLanguage } from '../../api/account';
import type { Language } from '../../api/types/site';
import { writeRaw } from '../../lib/storage';
import { publish } from '../../lib/app-events';
import { classifyFailure, type Failure } from '../../api/error-kinds';

/** The spec lets visitors pick only the first five languages of the server's list. */
export const SELECTABLE_LANGUAGES = 5;

export interface LanguageContext {
  /** what went wrong with the last load: chooses the message and the way out */
  failure: Failure | null;
  current: string;
  languages: Language[];
  chosen: string | null;
}

export type LanguageEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  /** `index` is the position in the server's list; `signedIn` decides whether the account is told */
  | { type: 'CHOOSE'; code: string; index: number; signedIn: boolean };

/**
 * The language dialog: lists the server's languages, refuses those beyond the first five, and changes
 * the language (on the account when signed in, in local storage always) before reloading the page.
 */
export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { current: string },
  },
  actors: {
    loadLanguages: fromAbortablePromise(({ signal }: { signal: AbortSignal }) => fetchLanguages({ silent: true, signal })),
    saveAccountLanguage: fromAbortablePromise(({ input }: { input: { code: string } }) => changeLanguage({ languageCode: input.code })),
  },
  actions: {
    warnNotOpenYet: () => publish({ type: 'toast', severity: 'warn', key: 'shell:language.notOpenYet' }),
    rememberChoice: assign(({ event }) => (event.type === 'CHOOSE' ? { chosen: event.code } : {})),
    storeLanguage: ({ context }) => writeRaw('language', context.chosen),
    announceLanguage: ({ context }) => publish({ type: 'language.changed', code: context.chosen ?? context.current }),
    reloadPage: () => window.location.reload(),
  },
  guards: {
    hasLanguages: ({ context }) => context.languages.length > 0,
    isNotSelectable: ({ event }) => event.type === 'CHOOSE' && event.index >= SELECTABLE_LANGUAGES,
    isCurrentLanguage: ({ context, event }) => event.type === 'CHOOSE' && event.code === context.current,
    isSignedIn: ({ event }) => event.type === 'CHOOSE' && event.signedIn,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ current: input.current, languages: [], chosen: null, failure: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open' },
    },
    open: {
      initial: 'deciding',
      on: { CLOSE: 'closed' },
      states: {
        deciding: {
          always: [{ guard: 'hasLanguages', target: 'ready' }, { target: 'loading' }],
        },
        loading: {
          invoke: {
            id: 'loadLanguages',
            src: 'loadLanguages',
            onDone: { target: 'ready', actions: assign({ languages: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ failure: ({ event }) => classifyFailure(event.error) }) },
          },
        },
        failed: {
          on: { RETRY: 'loading' },
        },
        ready: {
          on: {
            CHOOSE: [
              { guard: 'isNotSelectable', actions: 'warnNotOpenYet' },
              { guard: 'isCurrentLanguage', target: '#language.closed' },
              { guard: 'isSignedIn', target: 'savingToAccount', actions: 'rememberChoice' },
              { target: '#language.reloading', actions: 'rememberChoice' },
            ],
          },
        },
        savingToAccount: {
          invoke: {
            id: 'saveAccountLanguage',
            src: 'saveAccountLanguage',
            input: ({ context }) => ({ code: context.chosen ?? context.current }),
            onDone: '#language.reloading',
            onError: 'ready',
          },
        },
      },
    },
    reloading: {
      entry: ['storeLanguage', 'announceLanguage', 'reloadPage'],
    },
  },
});

export type LanguageActor = ActorRefFrom<typeof languageMachine>;
