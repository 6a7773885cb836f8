import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromEventObservable, fromPromise, type AnyEventObject } from 'xstate';
import { NEVER } from 'rxjs';
import { loginDialogMachine, type LoginDialogContext, type LoginDialogEvent } from '../../src/machines/account/login-dialog.machine';
import { codeEntryMachine } from '../../src/machines/account/code-entry.machine';
import { ApiError } from '../../src/api/client';
import { publish } from '../../src/lib/app-events';
import { clearStorage, trackCoverage, walkShortestPaths } from '../support/model-coverage';

const user = { id: 1, nickName: 'Mei Traveller', email: 'demo@example.com', avatar: '', sex: 2, languageCode: 'en' as const };
const pending = () => fromPromise(() => new Promise<never>(() => undefined));

const model = loginDialogMachine.provide({
  actors: {
    loginRequests: fromEventObservable(() => NEVER),
    login: pending(),
    sendCode: pending(),
    submitCode: pending(),
    codeEntry: codeEntryMachine.provide({ actors: { sendCode: pending() as never } }),
  } as never,
});

/** The graph is built without a parent, so what the dialog reports upwards is left out there (the replay has a parent). */
const graph = model.provide({ actions: { signIn: () => undefined, signInAfterRegistering: () => undefined } });

const apiError = (code: number) => new ApiError(code, `server said ${code}`, 'login');
const synthetic = (events: object[]) => events as unknown as LoginDialogEvent[];

const events: LoginDialogEvent[] = [
  { type: 'OPEN' },
  { type: 'CLOSE' },
  { type: 'FIELD.CHANGE', field: 'email', value: 'mei@example.org' },
  { type: 'FIELD.CHANGE', field: 'password', value: 'Great#Wall88' },
  { type: 'EMAIL.BLUR' },
  { type: 'AGREEMENT.TOGGLE', checked: true },
  { type: 'SUBMIT' },
  { type: 'CREATE_ACCOUNT' },
  { type: 'FORGOT' },
  { type: 'NOT_YOU' },
  { type: 'JOIN' },
  { type: 'SEND_CODE' },
  { type: 'BACK' },
  { type: 'CODE.SUBMITTED', code: '123456' },
  ...synthetic([
    { type: 'xstate.done.actor.login', output: { token: 'tok', clientInfo: user } },
    { type: 'xstate.error.actor.login', error: apiError(601) },
    { type: 'xstate.error.actor.login', error: apiError(606) },
    { type: 'xstate.error.actor.login', error: apiError(605) },
    { type: 'xstate.error.actor.login', error: apiError(500) },
    { type: 'xstate.done.actor.sendCode', output: null },
    { type: 'xstate.error.actor.sendCode', error: apiError(603) },
    { type: 'xstate.done.actor.submitCode', output: { token: 'tok', clientInfo: user } },
    { type: 'xstate.error.actor.submitCode', error: apiError(607) },
  ]),
];

const contextKey = (context: LoginDialogContext) => [context.email !== '', context.password !== '', context.agreed, context.mode, context.codeType];

/** Runs the dialog as the session does (as a child), so what it reports to its parent is seen. */
function underParent(reported: AnyEventObject[], inspect: ReturnType<typeof trackCoverage>) {
  const parent = createMachine({
    invoke: { id: 'dialog', src: model, input: {} },
    on: { '*': { actions: ({ event }) => void reported.push(event) } },
  });
  const actor = createActor(parent, { inspect: inspect as never }).start();
  const child = () => actor.getSnapshot().children.dialog as ReturnType<typeof createActor<typeof model>>;
  return { send: (event: LoginDialogEvent) => child().send(event), value: () => child().getSnapshot().value, stop: () => actor.stop(), child };
}

describe('login dialog statechart', () => {
  beforeEach(clearStorage);
  const inspect = trackCoverage('login dialog', loginDialogMachine);

  describe('paths with no resend cooldown running', () => {
    walkShortestPaths(graph, { input: {}, events, inspect, contextKey: contextKey, run: (track) => underParent([], track) });
  });

  describe('paths while a cooldown from an earlier send is running (no new send)', () => {
    const coolDown = () => localStorage.setItem('ctp.codeCooldownEnd', String(Date.now() + 30_000));
    walkShortestPaths(graph, {
      input: {},
      events,
      inspect,
      contextKey: contextKey,
      prepare: coolDown,
      run: (track) => {
        coolDown();
        return underParent([], track);
      },
    });
  });

  it('opens on the login view with a notice after a password change', () => {
    const actor = createActor(model, { input: { notice: 'signInAgain' }, inspect: inspect as never }).start();
    expect(actor.getSnapshot().matches({ open: { login: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('signInAgain');
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.stop();
  });

  it('comes back on the code screen of the same address after a reload, asking for the password again (it is never stored)', () => {
    const first = createActor(model, { input: {}, inspect: inspect as never }).start();
    first.send({ type: 'OPEN' });
    first.send({ type: 'CREATE_ACCOUNT' });
    first.send({ type: 'FIELD.CHANGE', field: 'email', value: 'mei@example.org' });
    first.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Great#Wall88' });
    first.send({ type: 'AGREEMENT.TOGGLE', checked: true });
    first.send({ type: 'JOIN' });
    first.send(synthetic([{ type: 'xstate.done.actor.sendCode', output: null }])[0]);
    expect(first.getSnapshot().matches({ open: 'codeEntry' })).toBe(true);
    first.stop();
    expect(JSON.stringify(localStorage)).not.toContain('Great#Wall88');

    const reloaded = createActor(model, { input: {}, inspect: inspect as never }).start();
    expect(reloaded.getSnapshot().matches({ open: { codeEntry: 'entering' } })).toBe(true);
    expect(reloaded.getSnapshot().context).toMatchObject({ email: 'mei@example.org', codeType: 'register', password: '', passwordForgotten: true });
    reloaded.send({ type: 'CODE.SUBMITTED', code: '123456' });
    expect(reloaded.getSnapshot().matches({ open: { codeEntry: 'entering' } })).toBe(true);
    expect(reloaded.getSnapshot().context.errors.password).toBe('passwordRequired');
    reloaded.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Great#Wall88' });
    reloaded.send({ type: 'CODE.SUBMITTED', code: '123456' });
    expect(reloaded.getSnapshot().matches({ open: { codeEntry: 'submitting' } })).toBe(true);
    reloaded.send({ type: 'CLOSE' });
    reloaded.stop();
    expect(createActor(model, { input: {} }).start().getSnapshot().value).toBe('closed');
  });

  it('opens on the login view when anyone asks for a sign-in', () => {
    const actor = createActor(loginDialogMachine, { input: {} }).start();
    publish({ type: 'login.requested' });
    expect(actor.getSnapshot().matches({ open: { login: 'idle' } })).toBe(true);
    actor.stop();
  });

  it('shows the spec messages for empty and invalid fields', () => {
    const actor = createActor(model, { input: {} }).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    actor.send({ type: 'CREATE_ACCOUNT' });
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'not-an-address' });
    actor.send({ type: 'EMAIL.BLUR' });
    expect(actor.getSnapshot().context.errors.email).toBe('emailInvalid');
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'long enough' });
    actor.send({ type: 'JOIN' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'emailInvalid', password: 'passwordRule', agreement: 'agreementRequired' });
    actor.stop();
  });

  it('keeps the format message a blur showed when the login form is submitted, and sends nothing', () => {
    const actor = createActor(model, { input: {} }).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'mei@example' });
    actor.send({ type: 'EMAIL.BLUR' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Great#Wall88' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'emailInvalid' });
    expect(actor.getSnapshot().matches({ open: { login: 'idle' } })).toBe(true);
    actor.stop();
  });

  it('against the mock: a wrong password leads to the password-error view, an unknown e-mail to register', async () => {
    const real = loginDialogMachine.provide({ actors: { loginRequests: fromEventObservable(() => NEVER) } as never });
    localStorage.setItem('ctp.deviceNo', 'test-device');
    const actor = createActor(real, { input: {} }).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'demo@example.com' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Wrong#pass1' });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'passwordReset' })).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'error', email: 'demo@example.com', password: '' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'someone.new@example.org' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Great#Wall88' });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'register' })).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({ email: 'someone.new@example.org', password: 'Great#Wall88' });
    actor.stop();
  });

  it('reports the sign-in to its parent: with a reload after login, without after registering', () => {
    const signedIn: AnyEventObject[] = [];
    const fill = (dialog: ReturnType<typeof underParent>) => {
      dialog.send({ type: 'FIELD.CHANGE', field: 'email', value: 'mei@example.org' });
      dialog.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Great#Wall88' });
    };
    const login = underParent(signedIn, inspect);
    login.send({ type: 'OPEN' });
    fill(login);
    login.send({ type: 'SUBMIT' });
    login.send(synthetic([{ type: 'xstate.done.actor.login', output: { token: 'tok', clientInfo: user } }])[0]);
    login.stop();

    const join = underParent(signedIn, inspect);
    join.send({ type: 'OPEN' });
    join.send({ type: 'CREATE_ACCOUNT' });
    fill(join);
    join.send({ type: 'AGREEMENT.TOGGLE', checked: true });
    join.send({ type: 'JOIN' });
    join.send(synthetic([{ type: 'xstate.done.actor.sendCode', output: null }])[0]);
    join.send({ type: 'CODE.SUBMITTED', code: '123456' });
    join.send(synthetic([{ type: 'xstate.done.actor.submitCode', output: { token: 'tok', clientInfo: user } }])[0]);
    join.stop();

    expect(signedIn.filter((event) => event.type === 'SIGNED_IN').map((event) => event.reload)).toEqual([true, false]);
  });
});
