import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../src/machines/account/session.machine';
import { accountDialogsMachine } from '../../src/machines/account/account-dialogs.machine';
import type { ClientInfo } from '../../src/api/types/account';
import { clearStorage } from '../support/model-coverage';

const user: ClientInfo = { id: 1, nickName: 'Mei Traveller', email: 'demo@example.com', avatar: '', sex: 2, languageCode: 'en' };
const pending = () => fromPromise(() => new Promise<never>(() => undefined));

/** The real session (its calls never answer) and the account's dialogs started beside it, as the app starts them. */
function start() {
  const session = createActor(sessionMachine.provide({ actors: { loadClientInfo: pending(), logout: pending() } as never })).start();
  const dialogs = createActor(accountDialogsMachine, { input: { session, signedIn: session.getSnapshot().hasTag('signedIn') } }).start();
  const dialogNames = ['loginDialog', 'nickname', 'avatar', 'passwordChange', 'emailChange', 'feedback'];
  const children = () => Object.keys(dialogs.getSnapshot().children).filter((name) => dialogNames.includes(name)).sort();
  const loginDialog = () => dialogs.getSnapshot().children.loginDialog;
  return { session, dialogs, children, loginDialog, stop: () => [dialogs, session].forEach((actor) => actor.stop()) };
}

describe('the account dialogs beside the session', () => {
  beforeEach(clearStorage);

  it('offers the login dialog to a visitor, opens it for a sign-in asked for before they were there, and passes the sign-in to the session', () => {
    const { session, dialogs, children, loginDialog, stop } = start();
    expect(children()).toEqual(['loginDialog']);
    expect(loginDialog()?.getSnapshot().matches('closed')).toBe(true);

    dialogs.send({ type: 'LOGIN.REQUESTED' });
    expect(loginDialog()?.getSnapshot().matches('open')).toBe(true);

    // what the login dialog sends its parent once the server accepted the password
    dialogs.send({ type: 'SIGNED_IN', token: 'tok_1', user, reload: false });
    expect(session.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(localStorage.getItem('ctp.token')).toBe('tok_1');
    expect(children()).toEqual(['avatar', 'emailChange', 'feedback', 'nickname', 'passwordChange']);
    stop();
  });

  it('gives a signed-in user the settings dialogs; a new password signs out and the login dialog asks to sign in again', () => {
    localStorage.setItem('ctp.token', 'tok_stored');
    localStorage.setItem('ctp.user', JSON.stringify(user));
    const { session, dialogs, children, loginDialog, stop } = start();
    expect(children()).toEqual(['avatar', 'emailChange', 'feedback', 'nickname', 'passwordChange']);

    // the account menu's choices, which wait for the dialogs when made before they arrived, open their dialog
    dialogs.send({ type: 'NICKNAME.EDIT', nickName: 'Mei Traveller' });
    expect(dialogs.getSnapshot().children.nickname?.getSnapshot().matches('open')).toBe(true);
    expect(dialogs.getSnapshot().children.nickname?.getSnapshot().context.value).toBe('Mei Traveller');
    dialogs.send({ type: 'PASSWORD.CHANGE' });
    expect(dialogs.getSnapshot().children.passwordChange?.getSnapshot().matches('closed')).toBe(false);
    dialogs.send({ type: 'FEEDBACK.WRITE', email: user.email });
    expect(dialogs.getSnapshot().children.feedback?.getSnapshot().context.email).toBe(user.email);

    dialogs.send({ type: 'USER_UPDATED', user: { ...user, nickName: 'Mei' } });
    expect(session.getSnapshot().context.user?.nickName).toBe('Mei');

    dialogs.send({ type: 'PASSWORD_CHANGED' });
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    expect(localStorage.getItem('ctp.token')).toBeNull();
    expect(loginDialog()?.getSnapshot().matches('open')).toBe(true);
    expect(loginDialog()?.getSnapshot().context.notice).toBe('signInAgain');
    stop();
  });

  it('closes the settings dialogs when the session ends elsewhere (a sign-out in another tab)', () => {
    localStorage.setItem('ctp.token', 'tok_stored');
    localStorage.setItem('ctp.user', JSON.stringify(user));
    const { session, children, loginDialog, stop } = start();
    localStorage.removeItem('ctp.token');
    session.send({ type: 'STORED_TOKEN_READ', token: null });
    expect(children()).toEqual(['loginDialog']);
    expect(loginDialog()?.getSnapshot().matches('closed')).toBe(true);
    stop();
  });
});
