import { fromEventObservable } from 'xstate';
import { filter, map } from 'rxjs';
import { appEvents } from '../../lib/app-events';

/** Follows sign-in and sign-out as `SESSION` events, for machines that treat visitors differently. */
export const signedInChanges = fromEventObservable(() =>
  appEvents.pipe(
    filter((event) => event.type === 'session.signedIn' || event.type === 'session.signedOut'),
    map((event) => ({ type: 'SESSION' as const, signedIn: event.type === 'session.signedIn' })),
  ),
);
