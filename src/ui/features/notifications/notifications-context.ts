import { createActorContext } from '@xstate/react';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';

/** One notifications actor for the whole app: the bell's dropdown and the centre share list, tab and unread count. */
export const NotificationsContext = createActorContext(notificationsMachine);
