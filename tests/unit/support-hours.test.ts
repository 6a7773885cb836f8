import { describe, expect, it } from 'vitest';
import { supportStatus } from '../../src/lib/support-hours';

const utc = (iso: string) => Date.parse(iso);

describe('live-support hours, counted in Beijing time', () => {
  it('is online on a weekday between 9:00 and 18:00 Beijing time, until 18:00', () => {
    // Tuesday 2026-11-24 10:30 in Beijing is 02:30 UTC
    expect(supportStatus(utc('2026-11-24T02:30:00Z'))).toEqual({ online: true, changesAt: utc('2026-11-24T10:00:00Z') });
  });

  it('is away after 18:00 and opens again at 9:00 the next weekday', () => {
    // Tuesday 20:00 in Beijing (12:00 UTC): back Wednesday 9:00 Beijing = Wednesday 01:00 UTC
    expect(supportStatus(utc('2026-11-24T12:00:00Z'))).toEqual({ online: false, changesAt: utc('2026-11-25T01:00:00Z') });
  });

  it('is away early in the morning and opens the same day', () => {
    // Tuesday 07:59 in Beijing
    expect(supportStatus(utc('2026-11-23T23:59:00Z'))).toEqual({ online: false, changesAt: utc('2026-11-24T01:00:00Z') });
  });

  it('skips the weekend: Friday evening in Beijing opens on Monday', () => {
    // Friday 2026-11-27 19:00 Beijing (11:00 UTC): Monday 2026-11-30 09:00 Beijing
    expect(supportStatus(utc('2026-11-27T11:00:00Z'))).toEqual({ online: false, changesAt: utc('2026-11-30T01:00:00Z') });
  });

  it('uses the Beijing day, not the visitor\'s: Monday 02:00 UTC is Monday 10:00 in Beijing, while it is still Sunday in New York', () => {
    expect(supportStatus(utc('2026-11-30T02:00:00Z')).online).toBe(true);
  });
});
