import { fromEventObservable } from 'xstate';
import { filter, map } from 'rxjs';
import { appEvents } from '../../lib/app-events';
import { readRaw } from '../../lib/storage';

/** For screens that only make sense signed in: they start from the stored token and follow sign-in and sign-out. */
export const hasStoredToken = (): boolean => readRaw('token') !== null;

export const sessionChanges = fromEventObservable(() =>
  appEvents.pipe(
    filter((event) => event.type === 'session.signedIn' || event.type === 'session.signedOut'),
    map((event) => ({ type: event.type === 'session.signedIn' ? ('SIGNED_IN' as const) : ('SIGNED_OUT' as const) })),
  ),
);
