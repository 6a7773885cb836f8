import { readJson, writeJson } from './storage';

/** Drafts by owner ("account-<id>" or "visitor"), then by form ("tripForm", "question", "booking-3"). */
type DraftBook = Record<string, Record<string, unknown>>;

const VISITOR = 'visitor';

function currentOwner(): string {
  const user = readJson<{ id?: unknown }>('user');
  return typeof user?.id === 'number' ? `account-${user.id}` : VISITOR;
}

/**
 * What the current account (or the visitor) last typed into a form. A visitor's draft is what an account
 * sees until it writes its own, so a form filled before signing in is still there after the sign-in reload.
 */
export function readDraft<T>(form: string): T | null {
  const book = readJson<DraftBook>('drafts') ?? {};
  return (book[currentOwner()]?.[form] ?? book[VISITOR]?.[form] ?? null) as T | null;
}

/** Stores (or, with null, forgets) the current owner's draft of a form; an account's write takes over the visitor's draft. */
export function writeDraft(form: string, value: unknown): void {
  const book = readJson<DraftBook>('drafts') ?? {};
  const owner = currentOwner();
  const next: DraftBook = { ...book, [owner]: withDraft(book[owner], form, value) };
  if (owner !== VISITOR && book[VISITOR]) next[VISITOR] = withDraft(book[VISITOR], form, null);
  writeJson('drafts', next);
}

function withDraft(drafts: Record<string, unknown> | undefined, form: string, value: unknown): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(drafts ?? {}).filter(([name]) => name !== form));
  return value === null ? rest : { ...rest, [form]: value };
}
