import { describe, expect, it } from 'vitest';
import { readDraft, writeDraft } from '../../src/lib/drafts';
import { writeJson } from '../../src/lib/storage';

const signIn = (id: number) => writeJson('user', { id, nickName: 'T', email: 't@example.com' });

describe('drafts per account or visitor', () => {
  it("a visitor's draft is what an account sees after signing in, until it writes its own", () => {
    writeDraft('tripForm', { departure: 'beijing' });
    signIn(7);
    expect(readDraft('tripForm')).toEqual({ departure: 'beijing' });
    writeDraft('tripForm', { departure: 'xian' });
    writeJson('user', null);
    expect(readDraft('tripForm')).toBeNull();
    signIn(7);
    expect(readDraft('tripForm')).toEqual({ departure: 'xian' });
  });

  it("one account never sees another's draft; forgetting a draft leaves the others", () => {
    signIn(1);
    writeDraft('question', 'Trains to Datong?');
    writeDraft('booking-3', { phone: '+86 10 1234 5678' });
    signIn(2);
    expect(readDraft('question')).toBeNull();
    signIn(1);
    writeDraft('question', null);
    expect(readDraft('question')).toBeNull();
    expect(readDraft('booking-3')).toEqual({ phone: '+86 10 1234 5678' });
  });
});
