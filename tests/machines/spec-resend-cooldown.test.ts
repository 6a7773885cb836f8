import { afterEach, beforeEach, describe, vi } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { codeEntryMachine, startCooldown, type CodeEntryInput } from '../../src/machines/account/code-entry.machine';
import { ApiError } from '../../src/api/client';
import { clearStorage } from '../support/model-coverage';
import { scriptedRequest } from '../support/scripted-actors';
import { walkSpecModel } from '../support/spec-model';

/*
 * The resend cooldown as the spec tells it (§2 code entry, §4 Resend, §5, §9): after a code is sent the
 * screen says "Resend available in N s" for 60 s; the end time is stored, so a reload continues the count
 * instead of restarting it; at 0 the resend link appears; resend is allowed only at 0 and is locked while
 * it is in flight; a sent code starts the 60 s again, a failed send gives the link back.
 */
const spec = createMachine({
  id: 'resendCooldownSpec',
  initial: 'justSent',
  states: {
    justSent: { on: { WAIT_20_S: 'partlyCounted', WAIT_OUT: 'linkShown', RELOAD: 'justSent', RESEND: 'justSent' } },
    partlyCounted: { on: { WAIT_OUT: 'linkShown', RELOAD: 'partlyCounted', RESEND: 'partlyCounted' } },
    linkShown: { on: { RESEND: 'resendLocked', RELOAD: 'linkShown' } },
    resendLocked: { on: { RESEND: 'resendLocked', SENT: 'justSent', SEND_FAILED: 'linkShown' } },
  },
});

type Line = { line: 'countdown'; seconds: number } | { line: 'resend link' } | { line: 'resending' };
const SEES: Record<'justSent' | 'partlyCounted' | 'linkShown' | 'resendLocked', Line> = {
  justSent: { line: 'countdown', seconds: 60 },
  partlyCounted: { line: 'countdown', seconds: 40 },
  linkShown: { line: 'resend link' },
  resendLocked: { line: 'resending' },
};
const EVENTS = ['WAIT_20_S', 'WAIT_OUT', 'RELOAD', 'RESEND', 'SENT', 'SEND_FAILED'] as const;

const input: CodeEntryInput = { email: 'mei@example.org', purpose: 'register' };

/** The code screen right after the owning dialog sent a code; the test moves the wall clock and the machine's clock together. */
function start() {
  const send = scriptedRequest<null, CodeEntryInput>();
  const machine = codeEntryMachine.provide({ actors: { sendCode: send.actor } });
  const clock = new SimulatedClock();
  startCooldown();
  const open = () => createActor(machine, { input, clock }).start();
  let actor = open();
  const pass = (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    clock.increment(1_000);
  };
  const drive = {
    WAIT_20_S: () => pass(20_000),
    WAIT_OUT: () => pass(60_000),
    RELOAD: () => {
      actor.stop();
      actor = open();
    },
    RESEND: () => actor.send({ type: 'RESEND' }),
    SENT: () => send.resolve(null),
    SEND_FAILED: () => send.reject(new ApiError(603, 'Please wait', 'sendRegisterCode')),
  };
  /** what the code screen's resend line shows (code-entry.tsx reads the state and `remaining`) */
  const seen = (): Line => {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('counting')) return { line: 'countdown', seconds: snapshot.context.remaining };
    return snapshot.matches('ready') ? { line: 'resend link' } : { line: 'resending' };
  };
  return { drive: (event: (typeof EVENTS)[number]) => drive[event](), seen, stop: () => actor.stop() };
}

describe('resend cooldown, spec model', () => {
  beforeEach(() => {
    clearStorage();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  walkSpecModel('resend cooldown', spec, { events: EVENTS, sees: SEES, start });
});
