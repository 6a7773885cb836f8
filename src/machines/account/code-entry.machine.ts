import { assertEvent, assign, sendParent, setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { sendChangePasswordCode, sendRegisterCode } from '../../api/account';
import { classifyFailure, failureWords } from '../../api/error-kinds';
import { CODE_LENGTH } from '../../lib/validation';
import { readRaw, writeRaw } from '../../lib/storage';
import { publish } from '../../lib/app-events';
import { clearDraft, readDraft, saveDraft } from '../shared/drafts';

/** register and e-mail change send to an unregistered address (sendRegisterCode); password uses sendChangePwdCode. */
export type CodePurpose = 'register' | 'password' | 'email';

const CODE_COOLDOWN_MS = 60_000;
const TICK_MS = 1_000;

export interface CodeEntryInput {
  email: string;
  purpose: CodePurpose;
}

export interface CodeEntryContext extends CodeEntryInput {
  digits: string[];
  active: number;
  cooldownEnd: number;
  remaining: number;
  incomplete: boolean;
}

export type CodeEntryEvent =
  | { type: 'DIGIT.INPUT'; index: number; value: string }
  | { type: 'DIGIT.DELETE'; index: number }
  | { type: 'DIGIT.FOCUS'; index: number }
  | { type: 'CODE.PASTE'; text: string }
  | { type: 'CONFIRM' }
  | { type: 'RESEND' };

/** What the code entry tells the dialog that owns it. */
export type CodeSubmittedEvent = { type: 'CODE.SUBMITTED'; code: string };

function storedCooldownEnd(): number {
  return Number(readRaw('codeCooldownEnd') ?? 0) || 0;
}

function secondsLeft(end: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((end - now) / 1000));
}

export function isCoolingDown(): boolean {
  return secondsLeft(storedCooldownEnd()) > 0;
}

/** Storage write for the action that follows a successful send (here or in the owning dialog). */
export function startCooldown(): number {
  const end = Date.now() + CODE_COOLDOWN_MS;
  writeRaw('codeCooldownEnd', String(end));
  return end;
}

export function sendCodeFor(purpose: CodePurpose, email: string, signal: AbortSignal): Promise<null> {
  const options = { silent: true, signal };
  return purpose === 'password' ? sendChangePasswordCode({ email }, options) : sendRegisterCode({ email }, options);
}

/** The digits typed so far survive a reload (the owning dialog brings the code screen back), for the address they were sent to. */
const DIGITS_DRAFT = 'codeDigits';
/** a code is valid 30 minutes: older digits are no use */
export const CODE_DRAFT_MAX_AGE_MS = 30 * 60_000;

interface DigitsDraft extends CodeEntryInput {
  digits: string[];
}

function restoredDigits(input: CodeEntryInput): string[] | null {
  const draft = readDraft<DigitsDraft>(DIGITS_DRAFT, { maxAgeMs: CODE_DRAFT_MAX_AGE_MS });
  return draft && draft.email === input.email && draft.purpose === input.purpose && draft.digits.length === CODE_LENGTH ? draft.digits : null;
}

/** Storage write for the owner's action when the code was used or given up. */
export function clearCodeDigits(): void {
  clearDraft(DIGITS_DRAFT);
}

const onlyDigits = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);
const emptyDigits = () => Array.from({ length: CODE_LENGTH }, () => '');

function fillFrom(digits: string[], start: number, text: string): { digits: string[]; active: number } {
  const next = [...digits];
  const chars = onlyDigits(text).split('');
  const from = chars.length >= CODE_LENGTH ? 0 : start;
  chars.slice(0, CODE_LENGTH - from).forEach((char, offset) => (next[from + offset] = char));
  return { digits: next, active: Math.min(from + chars.length, CODE_LENGTH - 1) };
}

/**
 * Six boxes, a 60 s resend cooldown whose end time is stored (a reload continues it) and a resend that
 * is allowed only at 0 and locked while in flight. CONFIRM with all six boxes hands the code to the owner.
 */
export const codeEntryMachine = setup({
  types: {
    context: {} as CodeEntryContext,
    events: {} as CodeEntryEvent,
    input: {} as CodeEntryInput,
  },
  actors: {
    sendCode: fromAbortablePromise<null, CodeEntryInput>(({ input, signal }) => sendCodeFor(input.purpose, input.email, signal)),
  },
  delays: { tick: TICK_MS },
  actions: {
    refreshRemaining: assign({ remaining: ({ context }) => secondsLeft(context.cooldownEnd) }),
    restartCooldown: assign(() => {
      const cooldownEnd = startCooldown();
      return { cooldownEnd, remaining: secondsLeft(cooldownEnd) };
    }),
    announceCodeSent: () => publish({ type: 'toast', severity: 'success', key: 'account:codeSent' }),
    announceResendFailure: ({ context, event }) => {
      if (context.purpose === 'password') publish({ type: 'toast', severity: 'error', key: 'account:trafficTooHigh' });
      else publish({ type: 'toast', severity: 'error', ...messageOf((event as { error?: unknown }).error) });
    },
    typeDigit: assign(({ context, event }) => {
      assertEvent(event, 'DIGIT.INPUT');
      if (onlyDigits(event.value).length > 1) return { ...fillFrom(context.digits, event.index, event.value), incomplete: false };
      const digits = [...context.digits];
      digits[event.index] = onlyDigits(event.value);
      const advance = digits[event.index] !== '' && event.index < CODE_LENGTH - 1;
      return { digits, active: advance ? event.index + 1 : event.index, incomplete: false };
    }),
    deleteDigit: assign(({ context, event }) => {
      assertEvent(event, 'DIGIT.DELETE');
      const digits = [...context.digits];
      if (digits[event.index] !== '') {
        digits[event.index] = '';
        return { digits, active: event.index };
      }
      const previous = Math.max(0, event.index - 1);
      digits[previous] = '';
      return { digits, active: previous };
    }),
    focusDigit: assign({
      active: ({ event }) => {
        assertEvent(event, 'DIGIT.FOCUS');
        return event.index;
      },
    }),
    pasteCode: assign(({ context, event }) => {
      assertEvent(event, 'CODE.PASTE');
      return { ...fillFrom(context.digits, 0, event.text), incomplete: false };
    }),
    keepDigits: ({ context }) => saveDraft<DigitsDraft>(DIGITS_DRAFT, { email: context.email, purpose: context.purpose, digits: context.digits }),
    submitCode: sendParent(({ context }): CodeSubmittedEvent => ({ type: 'CODE.SUBMITTED', code: context.digits.join('') })),
    markIncomplete: assign({ incomplete: true }),
    warnIncomplete: () => publish({ type: 'toast', severity: 'warn', key: 'account:codeRequired' }),
  },
  guards: {
    cooldownOver: ({ context }) => context.remaining <= 0,
    codeComplete: ({ context }) => context.digits.every((digit) => /^\d$/.test(digit)),
  },
}).createMachine({
  id: 'codeEntry',
  context: ({ input }) => {
    const cooldownEnd = storedCooldownEnd();
    const digits = restoredDigits(input) ?? emptyDigits();
    const firstEmpty = digits.indexOf('');
    return {
      ...input, digits, active: firstEmpty < 0 ? CODE_LENGTH - 1 : firstEmpty, cooldownEnd, remaining: secondsLeft(cooldownEnd), incomplete: false,
    };
  },
  on: {
    'DIGIT.INPUT': { actions: ['typeDigit', 'keepDigits'] },
    'DIGIT.DELETE': { actions: ['deleteDigit', 'keepDigits'] },
    'DIGIT.FOCUS': { actions: 'focusDigit' },
    'CODE.PASTE': { actions: ['pasteCode', 'keepDigits'] },
    CONFIRM: [{ guard: 'codeComplete', actions: 'submitCode' }, { actions: ['markIncomplete', 'warnIncomplete'] }],
  },
  initial: 'counting',
  states: {
    counting: {
      description: 'Resend available in N s',
      always: { guard: 'cooldownOver', target: 'ready' },
      after: { tick: { target: 'counting', reenter: true, actions: 'refreshRemaining' } },
    },
    ready: {
      description: 'The resend link is shown',
      on: { RESEND: 'resending' },
    },
    resending: {
      description: 'Locked while the resend is in flight',
      invoke: {
        id: 'resend',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email, purpose: context.purpose }),
        onDone: { target: 'counting', actions: ['restartCooldown', 'announceCodeSent'] },
        onError: { target: 'ready', actions: 'announceResendFailure' },
      },
    },
  },
});

/** A toast body for a failed call: the localized message of its code or its missing answer (the server's text only for an unknown code). */
export function messageOf(error: unknown): { key: string } | { text: string } {
  return failureWords(classifyFailure(error));
}
