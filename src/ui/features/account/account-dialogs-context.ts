import { filter, map } from 'rxjs';
import { appEvents } from '../../../lib/app-events';
import { createLazyActorContext } from '../../lazy-actor-context';
import type { LoginRequestedEvent } from '../../../machines/account/account-dialogs.machine';

/**
 * The login and account-settings dialogs' machines, downloaded after the first screen with the dialogs' views. A
 * visitor who asks to sign in before then (a press on "Sign in") gets the login dialog once they are in.
 */
export const AccountDialogsContext = createLazyActorContext(
  () => import('../../../machines/account/account-dialogs.machine').then((module) => module.accountDialogsMachine),
  {
    wakeOn: appEvents.pipe(
      filter((event) => event.type === 'login.requested'),
      map((): LoginRequestedEvent => ({ type: 'LOGIN.REQUESTED' })),
    ),
  },
);
