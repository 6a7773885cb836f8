import type { PageQuery, Page } from './common';

/** 1 mention, 2 like, 3 system */
export type NotificationType = 1 | 2 | 3;

export type NotificationTarget = 'trail' | 'city' | 'notice' | 'none';

export interface AppNotification {
  id: number;
  title: string;
  content: string;
  createTime: string;
  haveRead: 0 | 1;
  notificationType: NotificationType;
  targetType: NotificationTarget;
  targetId: number;
}

export interface NotificationPageQuery extends PageQuery {
  notificationType?: NotificationType;
}

export interface NotificationPage extends Page<AppNotification> {
  unreadCount: number;
}

export interface MarkReadPayload {
  id?: number;
}
