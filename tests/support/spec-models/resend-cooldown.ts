import { createMachine } from 'xstate';

/*
 * The resend cooldown as the spec tells it (§2 code entry, §4 Resend, §5, §9): after a code is sent the
 * screen says "Resend available in N s" for 60 s; the end time is stored, so a reload continues the count
 * instead of restarting it; at 0 the resend link appears; resend is allowed only at 0 and is locked while
 * it is in flight; a sent code starts the 60 s again, a failed send gives the link back.
 */
export const resendCooldownSpec = createMachine({
  id: 'resendCooldownSpec',
  initial: 'justSent',
  states: {
    justSent: { on: { WAIT_20_S: 'partlyCounted', WAIT_OUT: 'linkShown', RELOAD: 'justSent', RESEND: 'justSent' } },
    partlyCounted: { on: { WAIT_OUT: 'linkShown', RELOAD: 'partlyCounted', RESEND: 'partlyCounted' } },
    linkShown: { on: { RESEND: 'resendLocked', RELOAD: 'linkShown' } },
    resendLocked: { on: { RESEND: 'resendLocked', SENT: 'justSent', SEND_FAILED: 'linkShown' } },
  },
});

/** the code screen's resend line */
export type ResendCooldownSeen = { line: 'countdown'; seconds: number } | { line: 'resend link' } | { line: 'resending' };
export const RESEND_COOLDOWN_SEES: Record<'justSent' | 'partlyCounted' | 'linkShown' | 'resendLocked', ResendCooldownSeen> = {
  justSent: { line: 'countdown', seconds: 60 },
  partlyCounted: { line: 'countdown', seconds: 40 },
  linkShown: { line: 'resend link' },
  resendLocked: { line: 'resending' },
};
export const RESEND_COOLDOWN_EVENTS = ['WAIT_20_S', 'WAIT_OUT', 'RELOAD', 'RESEND', 'SENT', 'SEND_FAILED'] as const;
