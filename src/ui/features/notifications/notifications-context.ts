import { createLazyActorContext } from '../../lazy-actor-context';

/**
 * One notifications actor for the whole app: the bell's dropdown and the centre share list, tab and unread count.
 * Its code downloads once the first screen is complete (the bell's count follows), at the bell's first press, or
 * with the notification centre's code.
 */
export const NotificationsContext = createLazyActorContext(() =>
  import('../../../machines/notifications/notifications.machine').then((module) => module.notificationsMachine),
);
