import type { NotificationTarget, NotificationType } from '../../src/api/types/notifications';
import type { World } from '../world';
import { isoTime, nextId } from '../kit';

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
