import { readJson, storedKeys, writeJson, type StorageKey } from '../../lib/storage';

/**
 * What people write, kept across a reload until it is sent. A draft belongs to the account that wrote it
 * (or to the visitor before signing in), so the next person on the same browser never sees it; what a
 * visitor typed before signing in goes with them into their account (the sign-in reload keeps a form).
 *
 * Read a draft where a machine's context starts; write and clear it only in named machine actions:
 *   context: () => ({ text: readDraft<string>('feedback') ?? '' })
 *   actions: { keepDraft: ({ context }) => saveDraft('feedback', context.text), dropDraft: () => clearDraft('feedback') }
 * A name with a subject (`comment.city.12`) keeps one draft per thing written about.
 */

interface StoredDraft<T> {
  value: T;
  savedAt: number;
}

const VISITOR = 'visitor';

/** Whose drafts apply now: the stored signed-in user, or the visitor. */
function owner(): string {
  const user = readJson<{ id?: number }>('user');
  return typeof user?.id === 'number' ? `account-${user.id}` : VISITOR;
}

const keyOf = (name: string, who = owner()): StorageKey => `draft.${who}.${name}`;

/** The current owner's draft, unless it is older than `maxAgeMs`. */
export function readDraft<T>(name: string, options: { maxAgeMs?: number; now?: number } = {}): T | null {
  const stored = readJson<StoredDraft<T>>(keyOf(name));
  if (!stored || typeof stored !== 'object' || !('value' in stored)) return null;
  if (options.maxAgeMs !== undefined && (options.now ?? Date.now()) - stored.savedAt > options.maxAgeMs) return null;
  return stored.value;
}

/** Storage write for a named machine action: keeps the value as the current owner's draft (an empty value clears it). */
export function saveDraft<T>(name: string, value: T | null | undefined, now = Date.now()): void {
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  writeJson(keyOf(name), empty ? null : ({ value, savedAt: now } satisfies StoredDraft<T>));
}

/** Storage write for a named machine action: the draft was sent (or given up). */
export function clearDraft(name: string): void {
  writeJson(keyOf(name), null);
}

/**
 * Storage write for the session's sign-in action (after the user is stored): the visitor who filled a form
 * and was asked to sign in finds it in their account, replacing an older draft of the same form.
 */
export function adoptVisitorDrafts(): void {
  const account = owner();
  if (account === VISITOR) return;
  const prefix = `draft.${VISITOR}.`;
  for (const key of storedKeys(prefix)) {
    writeJson(keyOf(key.slice(prefix.length), account), readJson(key));
    writeJson(key, null);
  }
}

/**
 * Storage write for the session's sign-out action: nothing a visitor wrote is left for whoever uses the
 * browser next. An account's own drafts stay under its id, unseen by others, for its own return.
 */
export function clearVisitorDrafts(): void {
  for (const key of storedKeys(`draft.${VISITOR}.`)) writeJson(key, null);
}
