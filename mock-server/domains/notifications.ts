import type { AppNotification, NotificationTarget, NotificationType } from '../../src/api/types/notification';
import type { SeedContext, World } from '../world';
import { isoTime, nextId, type MockHandler } from '../kit';

export interface StoredNotification extends AppNotification {
  accountId: number;
}

export interface NotificationsSlice {
  notifications: StoredNotification[];
}

export interface NotificationInput {
  notificationType: NotificationType;
  title: string;
  content: string;
  targetType: NotificationTarget;
  targetId: number;
}

/** Every domain that makes something happen to a user's content calls this. */
export function notify(world: World, accountId: number, input: NotificationInput, now: number): void {
  world.notifications.unshift({ id: nextId(world), accountId, haveRead: 0, createTime: isoTime(now), ...input });
}

export function seedNotifications(ctx: SeedContext): NotificationsSlice {
  void ctx;
  return { notifications: [] };
}

export const notificationHandlers: MockHandler[] = [];
