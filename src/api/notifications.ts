import { callable } from './client';

export const fetchNotificationPage = callable('clientNotification/myPage');
export const removeNotification = callable('clientNotification/remove/{id}');
export const markNotificationsRead = callable('clientNotification/markRead');
export const cleanNotifications = callable('clientNotification/clean');
