import { fromEventObservable } from 'xstate';
import { filter, map } from 'rxjs';
import { appEvents, publish } from '../../lib/app-events';

/**
 * For machines that only make sense signed in: the session machine owns who is signed in; a machine
 * is told at its start (input) and follows sign-in and sign-out through these events.
 */
export interface SessionInput {
  signedIn: boolean;
}

/** Sign-in and sign-out as `SESSION` events: the one vocabulary every machine that depends on the session follows. */
export type SessionChange = { type: 'SESSION'; signedIn: boolean };

export const sessionChanges = fromEventObservable(() =>
  appEvents.pipe(
    filter((event) => event.type === 'session.signedIn' || event.type === 'session.signedOut'),
    map((event): SessionChange => ({ type: 'SESSION', signedIn: event.type === 'session.signedIn' })),
  ),
);

/** Guard: the session event says someone signed in. */
export const signsIn = ({ event }: { event: { type: string; signedIn?: boolean } }) => event.type === 'SESSION' && event.signedIn === true;

/** Action for a visitor who pressed something that needs an account: the login dialog opens. */
export const requestLogin = () => publish({ type: 'login.requested' });
