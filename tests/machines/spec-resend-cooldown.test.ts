import { afterEach, beforeEach, describe, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { codeEntryMachine, startCooldown, type CodeEntryInput } from '../../src/machines/account/code-entry.machine';
import { ApiError } from '../../src/api/client';
import { clearStorage } from '../support/model-coverage';
import { scriptedRequest } from '../support/scripted-actors';
import { walkSpecModel } from '../support/spec-model';
import {
  RESEND_COOLDOWN_EVENTS, RESEND_COOLDOWN_SEES, resendCooldownSpec, type ResendCooldownSeen,
} from '../support/spec-models/resend-cooldown';

/*
 * The resend-cooldown spec model (tests/support/spec-models/resend-cooldown.ts, walked in the browser too)
 * against the real code-entry machine, with the send scripted and the clock moved by the test.
 */
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
  const seen = (): ResendCooldownSeen => {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('counting')) return { line: 'countdown', seconds: snapshot.context.remaining };
    return snapshot.matches('ready') ? { line: 'resend link' } : { line: 'resending' };
  };
  return { drive: (event: (typeof RESEND_COOLDOWN_EVENTS)[number]) => drive[event](), seen, stop: () => actor.stop() };
}

describe('resend cooldown, spec model', () => {
  beforeEach(() => {
    clearStorage();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  walkSpecModel('resend cooldown', resendCooldownSpec, { events: RESEND_COOLDOWN_EVENTS, sees: RESEND_COOLDOWN_SEES, start });
});
