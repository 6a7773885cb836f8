import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, type AnyEventObject } from 'xstate';
import { codeEntryMachine, type CodeEntryContext, type CodeEntryEvent, type CodeEntryInput } from '../../src/machines/account/code-entry.machine';
import { ApiError } from '../../src/api/client';
import { appEvents, type AppEvent } from '../../src/lib/app-events';
import { clearStorage, trackCoverage, walkShortestPaths } from '../support/model-coverage';

const input = { email: 'mei@example.org', purpose: 'register' as const };
const model = codeEntryMachine.provide({ actors: { sendCode: fromPromise<null, CodeEntryInput>(() => new Promise<never>(() => undefined)) } });
const graph = model.provide({ actions: { submitCode: () => undefined } });

const events = [
  { type: 'DIGIT.INPUT', index: 0, value: '4' },
  { type: 'DIGIT.DELETE', index: 1 },
  { type: 'DIGIT.FOCUS', index: 2 },
  { type: 'CODE.PASTE', text: '482913' },
  { type: 'CONFIRM' },
  { type: 'RESEND' },
  { type: 'xstate.after.tick.codeEntry.counting' },
  { type: 'xstate.done.actor.resend', output: null },
  { type: 'xstate.error.actor.resend', error: new ApiError(603, 'Please wait', 'sendRegisterCode') },
] as unknown as CodeEntryEvent[];

function underParent(reported: AnyEventObject[], inspect?: ReturnType<typeof trackCoverage>, logic = model, purpose: 'register' | 'password' = 'register') {
  const parent = createMachine({
    invoke: { id: 'codeEntry', src: logic, input: { ...input, purpose } },
    on: { '*': { actions: ({ event }) => void reported.push(event) } },
  });
  const actor = createActor(parent, { inspect: inspect as never }).start();
  const child = () => actor.getSnapshot().children.codeEntry as ReturnType<typeof createActor<typeof model>>;
  return { send: (event: CodeEntryEvent) => child().send(event), value: () => child().getSnapshot().value, stop: () => actor.stop(), child };
}

function collectToasts(): AppEvent[] {
  const toasts: AppEvent[] = [];
  const subscription = appEvents.subscribe((event) => event.type === 'toast' && toasts.push(event));
  afterEach(() => subscription.unsubscribe());
  return toasts;
}

describe('code entry statechart', () => {
  beforeEach(clearStorage);
  const inspect = trackCoverage('code entry', codeEntryMachine);
  const reported: AnyEventObject[] = [];

  describe('paths of the graph', () => {
    walkShortestPaths(graph, {
      input,
      events,
      inspect,
      contextKey: ((context: CodeEntryContext) => context.digits.every(Boolean)),
      run: (track) => underParent(reported, track),
    });
  });

  it('hands a complete code to its owner and warns about an incomplete one', () => {
    const toasts = collectToasts();
    const sent: AnyEventObject[] = [];
    const entry = underParent(sent);
    entry.send({ type: 'DIGIT.INPUT', index: 0, value: '4' });
    entry.send({ type: 'CONFIRM' });
    expect(sent).toEqual([]);
    expect(entry.child().getSnapshot().context.incomplete).toBe(true);
    expect(toasts).toContainEqual(expect.objectContaining({ severity: 'warn', key: 'account:codeRequired' }));
    entry.send({ type: 'CODE.PASTE', text: ' 48-29 13 ' });
    entry.send({ type: 'CONFIRM' });
    expect(sent).toEqual([{ type: 'CODE.SUBMITTED', code: '482913' }]);
    entry.stop();
  });

  it('typing advances, Backspace in an empty box clears the one before and moves back, autofill fills all six', () => {
    const entry = underParent([]);
    entry.send({ type: 'DIGIT.INPUT', index: 0, value: '7' });
    entry.send({ type: 'DIGIT.INPUT', index: 1, value: '3' });
    expect(entry.child().getSnapshot().context).toMatchObject({ active: 2, digits: ['7', '3', '', '', '', ''] });
    entry.send({ type: 'DIGIT.DELETE', index: 2 });
    expect(entry.child().getSnapshot().context).toMatchObject({ active: 1, digits: ['7', '', '', '', '', ''] });
    entry.send({ type: 'DIGIT.INPUT', index: 0, value: '123456' });
    expect(entry.child().getSnapshot().context).toMatchObject({ active: 5, digits: ['1', '2', '3', '4', '5', '6'] });
    entry.stop();
  });

  describe('the 60 s cooldown', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
    afterEach(() => vi.useRealTimers());

    it('continues from the stored end time after a reload, ticks every second and offers resend at 0', () => {
      localStorage.setItem('ctp.codeCooldownEnd', String(Date.now() + 3_000));
      const entry = underParent([], inspect);
      expect(entry.value()).toBe('counting');
      expect(entry.child().getSnapshot().context.remaining).toBe(3);
      vi.advanceTimersByTime(1_000);
      expect(entry.child().getSnapshot().context.remaining).toBe(2);
      entry.send({ type: 'RESEND' });
      expect(entry.value()).toBe('counting');
      vi.advanceTimersByTime(2_000);
      expect(entry.value()).toBe('ready');
      entry.stop();
    });

    it('is locked while a resend is in flight, then restarts the 60 s and stores the new end', async () => {
      let calls = 0;
      let finish: () => void = () => undefined;
      const logic = codeEntryMachine.provide({
        actors: { sendCode: fromPromise(() => new Promise<null>((resolve) => { calls += 1; finish = () => resolve(null); })) },
      });
      const entry = underParent([], inspect, logic);
      entry.send({ type: 'RESEND' });
      entry.send({ type: 'RESEND' });
      expect(entry.value()).toBe('resending');
      expect(calls).toBe(1);
      finish();
      await vi.waitFor(() => expect(entry.value()).toBe('counting'));
      expect(entry.child().getSnapshot().context.remaining).toBe(60);
      const left = Number(localStorage.getItem('ctp.codeCooldownEnd')) - Date.now();
      expect(left).toBeGreaterThan(59_000);
      expect(left).toBeLessThanOrEqual(60_000);
      entry.stop();
    });
  });

  it('a failed password-code resend says traffic is too high; a failed register resend says what its code means, in the reader\'s language', async () => {
    const toasts = collectToasts();
    const failing = codeEntryMachine.provide({
      actors: { sendCode: fromPromise(() => Promise.reject(new ApiError(603, 'Please wait 40 s', 'sendRegisterCode'))) },
    });
    const password = underParent([], inspect, failing, 'password');
    password.send({ type: 'RESEND' });
    await vi.waitFor(() => expect(password.value()).toBe('ready'));
    expect(toasts).toContainEqual(expect.objectContaining({ severity: 'error', key: 'account:trafficTooHigh' }));
    const register = underParent([], inspect, failing);
    register.send({ type: 'RESEND' });
    await vi.waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ severity: 'error', key: 'common:errors.codeTooSoon' })));
    expect(toasts).not.toContainEqual(expect.objectContaining({ text: 'Please wait 40 s' }));
    password.stop();
    register.stop();
  });

  it('against the mock: resend sends a new code to the mailbox', async () => {
    const { lastMailedCode } = await import('../support/node-api');
    const entry = underParent([], inspect, codeEntryMachine);
    entry.send({ type: 'RESEND' });
    await vi.waitFor(() => expect(entry.value()).toBe('counting'));
    expect(lastMailedCode('mei@example.org')).toMatch(/^\d{6}$/);
    entry.stop();
  });
});
