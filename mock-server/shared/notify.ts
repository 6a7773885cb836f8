import type { NotificationKind, NotificationMessage, NotificationTarget, NotificationType } from '../../src/api/types/notifications';
import type { World } from '../world';
import type { StoredNotification } from '../world-slices';
import { isoTime, nextId } from '../kit';

/** What a domain reports: the kind with its parts, what was written (if anything), and where a click leads. */
export interface NotificationInput {
  message: NotificationMessage;
  /** a comment, question or title as its author wrote it; system kinds without one get the server's English line */
  content?: string;
  targetType: NotificationTarget;
  targetId: number;
}

const MENTION: NotificationType = 1;
const LIKE: NotificationType = 2;
const SYSTEM: NotificationType = 3;

const TYPE_OF: Record<NotificationKind, NotificationType> = {
  storyLiked: LIKE, storyLikedByMany: LIKE, commentLikedOnStory: LIKE, commentLikedOnCity: LIKE,
  storyCommented: MENTION, commentRepliedOnStory: MENTION, commentRepliedOnCity: MENTION, mentionedInStory: MENTION,
  storyFeatured: SYSTEM, noticePublished: SYSTEM, questionAnswered: SYSTEM, bookingConfirmed: SYSTEM, welcome: SYSTEM, emailVerified: SYSTEM,
};

/** The server's own English wording: what a client that does not know a kind shows. */
function englishTitle(message: NotificationMessage): string {
  switch (message.kind) {
    case 'storyLiked': return `${message.params.who} liked your story '${message.params.story}'`;
    case 'storyLikedByMany': return `${message.params.who} and ${message.params.count} others liked your story '${message.params.story}'`;
    case 'storyCommented': return `${message.params.who} commented on your story '${message.params.story}'`;
    case 'storyFeatured': return 'Your story was featured on the Explore square';
    case 'commentLikedOnStory': return `${message.params.who} liked your comment on '${message.params.story}'`;
    case 'commentLikedOnCity': return `${message.params.who} liked your comment on ${message.params.city}`;
    case 'commentRepliedOnStory': return `${message.params.who} replied to your comment on '${message.params.story}'`;
    case 'commentRepliedOnCity': return `${message.params.who} replied to your comment on ${message.params.city}`;
    case 'mentionedInStory': return `${message.params.who} mentioned you in '${message.params.story}'`;
    case 'noticePublished': return 'New entry notice';
    case 'questionAnswered': return 'Your question has been answered';
    case 'bookingConfirmed': return 'Booking confirmed';
    case 'welcome': return 'Welcome to the China Trip Planner community';
    case 'emailVerified': return 'Your account e-mail was verified';
  }
}

function englishContent(message: NotificationMessage): string {
  switch (message.kind) {
    case 'storyFeatured': return `'${message.params.story}' is one of this week's editor's picks.`;
    case 'bookingConfirmed': {
      const { combo, date, count, booking } = message.params;
      return `${combo}, from ${date}, ${count} traveller${count === 1 ? '' : 's'}. Booking number ${booking}.`;
    }
    case 'welcome': return 'Share your first story on the Explore square and help other travellers plan.';
    case 'emailVerified': return 'You can now save trips and publish stories.';
    default: return '';
  }
}

export function storedNotification(accountId: number, { message, content, targetType, targetId }: NotificationInput, id: number, createTime: string, haveRead: 0 | 1): StoredNotification {
  return {
    id, accountId, haveRead, createTime, message, targetType, targetId,
    notificationType: TYPE_OF[message.kind],
    title: englishTitle(message),
    content: content ?? englishContent(message),
  };
}

/** Every domain that makes something happen to a user's content calls this. */
export function notify(world: World, accountId: number, input: NotificationInput, now: number): void {
  world.notifications.unshift(storedNotification(accountId, input, nextId(world), isoTime(now), 0));
}
