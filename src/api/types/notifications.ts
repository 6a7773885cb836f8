import type { PageQuery, Page } from './common';

/** 1 mention, 2 like, 3 system */
export type NotificationType = 1 | 2 | 3;

export type NotificationTarget = 'trail' | 'city' | 'notice' | 'none';

/**
 * What happened, as a kind and its parts, so the reader's page words it in the reader's language. Names
 * and titles people wrote travel as written; `city` and `combo` in the reader's language.
 */
interface NotificationParams {
  storyLiked: { who: string; story: string };
  storyLikedByMany: { who: string; count: number; story: string };
  storyCommented: { who: string; story: string };
  storyFeatured: { story: string };
  commentLikedOnStory: { who: string; story: string };
  commentLikedOnCity: { who: string; city: string };
  commentRepliedOnStory: { who: string; story: string };
  commentRepliedOnCity: { who: string; city: string };
  mentionedInStory: { who: string; story: string };
  noticePublished: Record<string, never>;
  questionAnswered: Record<string, never>;
  bookingConfirmed: { combo: string; date: string; count: number; booking: number };
  welcome: Record<string, never>;
  emailVerified: Record<string, never>;
}

export type NotificationKind = keyof NotificationParams;

export type NotificationMessage = { [K in NotificationKind]: { kind: K; params: NotificationParams[K] } }[NotificationKind];

/** On the wire a server may send a kind this client does not know yet: then title and content are what shows. */
interface AnyNotificationMessage {
  kind: string;
  params: Readonly<Record<string, string | number>>;
}

export interface AppNotification {
  id: number;
  /** the server's own wording, the fallback when `message` is missing or of an unknown kind */
  title: string;
  /** what someone wrote (a comment, a question, a story's or notice's title), shown as written */
  content: string;
  message: AnyNotificationMessage | null;
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
