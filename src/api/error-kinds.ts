/**
 * What went wrong with a call, in the terms a traveller acts on: the one table from answer codes to a
 * kind and a localized message. Views show the message and offer the way out the kind calls for.
 */

/** offline: no answer at all; timeout: the server went quiet too long; busy: try again later; notAllowed: sign in; server: anything else. */
type FailureKind = 'offline' | 'timeout' | 'busy' | 'notFound' | 'notAllowed' | 'invalidInput' | 'server';

export interface Failure {
  kind: FailureKind;
  /** i18n key of the message (namespace `common`) */
  key: string;
  /** the server's own text, shown only for a code this table does not know */
  serverText?: string;
  /** the answer's code, when there was an answer */
  code?: number;
}

/** Why a call got no answer. `aborted` is the caller's own doing (the screen went away) and is never shown. */
export type NoAnswerCause = 'offline' | 'timeout' | 'aborted';

export const BUSY_CODE = 429;

interface CodeMeaning {
  kind: FailureKind;
  key: string;
}

/** Every documented answer code (docs/api.md#codes) with its kind and message. */
export const CODE_MEANINGS: Readonly<Record<number, CodeMeaning>> = {
  400: { kind: 'invalidInput', key: 'common:errors.invalidInput' },
  401: { kind: 'notAllowed', key: 'common:errors.signIn' },
  403: { kind: 'notAllowed', key: 'common:errors.forbidden' },
  404: { kind: 'notFound', key: 'common:errors.notFound' },
  408: { kind: 'timeout', key: 'common:errors.timeout' },
  409: { kind: 'invalidInput', key: 'common:errors.conflict' },
  418: { kind: 'notAllowed', key: 'common:errors.otherDevice' },
  [BUSY_CODE]: { kind: 'busy', key: 'common:errors.busy' },
  500: { kind: 'server', key: 'common:errors.server' },
  502: { kind: 'busy', key: 'common:errors.busy' },
  503: { kind: 'busy', key: 'common:errors.busy' },
  504: { kind: 'timeout', key: 'common:errors.timeout' },
  601: { kind: 'invalidInput', key: 'common:errors.accountNotFound' },
  602: { kind: 'invalidInput', key: 'common:errors.emailTaken' },
  603: { kind: 'busy', key: 'common:errors.codeTooSoon' },
  605: { kind: 'notAllowed', key: 'common:errors.accountLocked' },
  606: { kind: 'invalidInput', key: 'common:errors.wrongPassword' },
  607: { kind: 'invalidInput', key: 'common:errors.wrongCode' },
};

const NO_ANSWER: Readonly<Record<Exclude<NoAnswerCause, 'aborted'>, CodeMeaning>> = {
  offline: { kind: 'offline', key: 'common:errors.offline' },
  timeout: { kind: 'timeout', key: 'common:errors.timeout' },
};

/** The failure an answer with a code other than 200 means; an unknown code keeps the server's text as the message. */
export function failureOfCode(code: number, serverText: string): Failure {
  const known = CODE_MEANINGS[code];
  if (known) return { ...known, code };
  return { kind: code >= 500 && code < 600 ? 'server' : 'invalidInput', key: 'common:errors.server', serverText: serverText || undefined, code };
}

/** What to say for a failure: its localized message, or the server's own text for a code this table does not know. */
export function failureWords(failure: Failure): { key: string } | { text: string } {
  return failure.serverText ? { text: failure.serverText } : { key: failure.key };
}

export function failureOfNoAnswer(cause: Exclude<NoAnswerCause, 'aborted'>): Failure {
  return { ...NO_ANSWER[cause] };
}

/** Reads whatever a call rejected with (ApiError, NetworkError or anything else) as a Failure, without importing the client. */
export function classifyFailure(error: unknown): Failure {
  if (typeof error === 'object' && error !== null) {
    const { code, msg, noAnswer } = error as { code?: unknown; msg?: unknown; noAnswer?: unknown };
    if (typeof code === 'number') return failureOfCode(code, typeof msg === 'string' ? msg : '');
    if (noAnswer === 'timeout' || noAnswer === 'offline') return failureOfNoAnswer(noAnswer);
  }
  return { kind: 'server', key: 'common:errors.server' };
}
