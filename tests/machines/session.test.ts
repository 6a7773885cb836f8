import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromEventObservable, fromPromise } from 'xstate';
import { NEVER } from 'rxjs';
import { sessionMachine, type SessionEvent } from '../../src/machines/account/session.machine';
import { fetchClientInfo, login } from '../../src/api/account';
import { appEvents, publish, type AppEvent } from '../../src/lib/app-events';
import type { ClientInfo } from '../../src/api/types/account';
import { signIn } from '../support/node-api';
import { clearStorage, trackCoverage, walkShortestPaths } from '../support/model-coverage';

const user: ClientInfo = { id: 1, nickName: 'Mei Traveller', email: 'demo@example.com', avatar: '', sex: 2, languageCode: 'ja' };
const pending = () => fromPromise(() => new Promise<never>(() => undefined));
const pages = { reloads: 0, homes: 0 };

/** The real statechart with the server and the page replaced: every outcome arrives as a synthetic event. */
const model = sessionMachine.provide({
  actors: { loadClientInfo: pending(), logout: pending(), kicks: fromEventObservable(() => NEVER), navigations: fromEventObservable(() => NEVER) } as never,
  actions: { reloadPage: () => void (pages.reloads += 1), goHome: () => void (pages.homes += 1) },
});

const events: SessionEvent[] = [
  { type: 'SIGNED_IN', token: 'tok_new', user, reload: true },
  { type: 'SIGNED_IN', token: 'tok_new', user, reload: false },
  { type: 'USER_UPDATED', user: { ...user, nickName: 'Mei' } },
  { type: 'PASSWORD_CHANGED' },
  { type: 'SIGN_OUT' },
  { type: 'SIGN_OUT_CONFIRMED' },
  { type: 'SIGN_OUT_CANCELLED' },
  { type: 'KICKED', tokenStored: true },
  { type: 'KICKED', tokenStored: false },
  { type: 'KICK_ACKNOWLEDGED' },
  { type: 'STORED_TOKEN_READ', token: 'tok_other_tab' },
  { type: 'STORED_TOKEN_READ', token: null },
  ...([
    { type: 'xstate.done.actor.clientInfo', output: user },
    { type: 'xstate.error.actor.clientInfo', error: new Error('offline') },
    { type: 'xstate.done.actor.logout', output: null },
    { type: 'xstate.error.actor.logout', error: new Error('offline') },
  ] as unknown as SessionEvent[]),
];

/** A stored token read at a navigation is what another tab left in storage: write it there first. */
function sendFromOtherTab(actor: { send: (event: SessionEvent) => void }, event: SessionEvent) {
  if (event.type === 'STORED_TOKEN_READ') {
    if (event.token === null) localStorage.removeItem('ctp.token');
    else {
      localStorage.setItem('ctp.token', event.token);
      localStorage.setItem('ctp.user', JSON.stringify(user));
    }
  }
  actor.send(event);
}

function runModel(track: unknown) {
  const actor = createActor(model, { inspect: track as never }).start();
  return { send: (event: SessionEvent) => sendFromOtherTab(actor, event), value: () => actor.getSnapshot().value, stop: () => actor.stop() };
}

/** What a user relies on in each state: the stored token matches the state. */
function checkStorage(value: unknown) {
  const signedIn = typeof value === 'object' && value !== null && 'signedIn' in value;
  expect(localStorage.getItem('ctp.token') !== null).toBe(signedIn);
}

describe('session statechart', () => {
  beforeEach(clearStorage);
  const inspect = trackCoverage('session', sessionMachine);

  describe('paths from a visitor (no stored token)', () => {
    walkShortestPaths(model, { events, inspect, check: checkStorage, run: runModel });
  });

  describe('paths from a stored token', () => {
    const storeToken = () => {
      localStorage.setItem('ctp.token', 'tok_stored');
      localStorage.setItem('ctp.user', JSON.stringify(user));
    };
    walkShortestPaths(model, {
      events,
      inspect,
      check: checkStorage,
      prepare: storeToken,
      run: (track) => {
        storeToken();
        return runModel(track);
      },
    });
  });

  it('stores the language of the user who signs in and reloads only after a login', () => {
    pages.reloads = 0;
    const actor = createActor(model).start();
    actor.send({ type: 'SIGNED_IN', token: 'tok_1', user, reload: true });
    expect(localStorage.getItem('ctp.language')).toBe('ja');
    expect(JSON.parse(localStorage.getItem('ctp.user') ?? 'null')).toMatchObject({ nickName: 'Mei Traveller' });
    expect(pages.reloads).toBe(1);
    actor.stop();
  });

  it('shows one kick modal for ten 418 answers at the same moment, clears the session and leads home', async () => {
    const oldToken = await signIn(undefined, undefined, 'device-a');
    await login({ email: 'demo@example.com', password: 'Travel#2026', deviceNo: 'device-b' });
    localStorage.setItem('ctp.token', oldToken);
    localStorage.setItem('ctp.chatMessages', '[]');
    pages.homes = 0;
    const real = sessionMachine.provide({ actions: { reloadPage: () => undefined, goHome: () => void (pages.homes += 1) } });
    const actor = createActor(real).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('kicked')).toBe(true));
    let entries = 0;
    let wasKicked = true;
    actor.subscribe((snapshot) => {
      if (snapshot.matches('kicked') && !wasKicked) entries += 1;
      wasKicked = snapshot.matches('kicked');
    });
    const kicks: AppEvent[] = [];
    const subscription = appEvents.subscribe((event) => event.type === 'session.kicked' && kicks.push(event));
    await Promise.allSettled(Array.from({ length: 10 }, () => fetchClientInfo()));
    subscription.unsubscribe();
    expect(kicks).toHaveLength(10);
    expect(entries).toBe(0);
    expect(actor.getSnapshot().matches('kicked')).toBe(true);
    expect(localStorage.getItem('ctp.token')).toBeNull();
    expect(localStorage.getItem('ctp.chatMessages')).toBeNull();
    actor.send({ type: 'KICK_ACKNOWLEDGED' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(pages.homes).toBe(1);
    actor.stop();
  });

  it('reads the stored token before every navigation, so a sign-in or sign-out in another tab applies here, and a 401 after such a sign-out shows no kick modal', async () => {
    const signedInUsers: string[] = [];
    const subscription = appEvents.subscribe((event) => event.type === 'session.signedIn' && signedInUsers.push(event.user.nickName));
    const actor = createActor(sessionMachine.provide({ actors: { loadClientInfo: pending(), logout: pending() } as never }), {
      inspect: inspect as never,
    }).start();
    publish({ type: 'navigation.starting' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);

    localStorage.setItem('ctp.token', 'tok_other_tab');
    localStorage.setItem('ctp.user', JSON.stringify(user));
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    publish({ type: 'navigation.starting' });
    expect(actor.getSnapshot().matches({ signedIn: 'loadingUser' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'tok_other_tab', user: { nickName: 'Mei Traveller' } });
    expect(signedInUsers).toEqual(['Mei Traveller']);

    localStorage.removeItem('ctp.token');
    publish({ type: 'navigation.starting' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.token).toBeNull();

    localStorage.setItem('ctp.token', 'tok_other_tab');
    publish({ type: 'navigation.starting' });
    localStorage.removeItem('ctp.token');
    publish({ type: 'session.kicked', code: 401, endpoint: 'clientNotification/unreadCount' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    subscription.unsubscribe();
    actor.stop();
  });

  it('takes a sign-out asked for while the stored user is still being read again', () => {
    localStorage.setItem('ctp.token', 'tok_stored');
    localStorage.setItem('ctp.user', JSON.stringify(user));
    const actor = createActor(model).start();
    expect(actor.getSnapshot().matches({ signedIn: 'loadingUser' })).toBe(true);
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().matches({ signedIn: 'confirmingSignOut' })).toBe(true);
    actor.stop();
  });

  it('signs out through logout after the confirmation', async () => {
    await signIn();
    const actor = createActor(sessionMachine).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true));
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().matches({ signedIn: 'confirmingSignOut' })).toBe(true);
    actor.send({ type: 'SIGN_OUT_CONFIRMED' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('signedOut')).toBe(true));
    expect(localStorage.getItem('ctp.token')).toBeNull();
    actor.stop();
  });
});
