import { describe, expect, it } from 'vitest';
import { adoptVisitorDrafts, clearDraft, clearVisitorDrafts, readDraft, saveDraft } from '../../src/machines/shared/drafts';
import { writeJson } from '../../src/lib/storage';

/** What the session's sign-in action does to storage: the user is stored, then the visitor's drafts become theirs. */
const signIn = (id: number) => {
  writeJson('user', { id, nickName: 'T', email: 't@example.com' });
  adoptVisitorDrafts();
};
const signOut = () => {
  writeJson('user', null);
  clearVisitorDrafts();
};

describe('drafts per account or visitor', () => {
  it('what a visitor typed goes with them into the account they sign in to, replacing its older draft of that form', () => {
    signIn(7);
    saveDraft('tripForm', { departure: 'xian' });
    signOut();
    expect(readDraft('tripForm')).toBeNull();
    saveDraft('tripForm', { departure: 'beijing' });
    signIn(7);
    expect(readDraft('tripForm')).toEqual({ departure: 'beijing' });
    signOut();
    // the visitor's copy went with the account: the next visitor sees nothing
    expect(readDraft('tripForm')).toBeNull();
    signIn(7);
    expect(readDraft('tripForm')).toEqual({ departure: 'beijing' });
    signOut();
  });

  it("one account never sees another's draft; clearing one draft leaves the others; sign-out leaves nothing for the next visitor", () => {
    signIn(1);
    saveDraft('chatQuestion', 'Trains to Datong?');
    saveDraft('booking.3', { phone: '+86 10 1234 5678' });
    signIn(2);
    expect(readDraft('chatQuestion')).toBeNull();
    signIn(1);
    clearDraft('chatQuestion');
    expect(readDraft('chatQuestion')).toBeNull();
    expect(readDraft('booking.3')).toEqual({ phone: '+86 10 1234 5678' });
    signOut();
    saveDraft('feedback', 'The map is slow');
    signOut();
    expect(readDraft('feedback')).toBeNull();
  });

  it('an empty or blank value clears the draft; an old draft is not read when a maximum age is asked for', () => {
    saveDraft('chatQuestion', 'Is Harbin cold in May?', 1_000);
    expect(readDraft('chatQuestion', { maxAgeMs: 500, now: 1_400 })).toBe('Is Harbin cold in May?');
    expect(readDraft('chatQuestion', { maxAgeMs: 500, now: 1_600 })).toBeNull();
    saveDraft('chatQuestion', '   ');
    expect(readDraft('chatQuestion')).toBeNull();
  });
});
