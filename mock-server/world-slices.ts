import type { Appeal } from '../src/api/types/support';
import type { AppNotification, NotificationMessage } from '../src/api/types/notifications';
import type { Booking, ComboDetail } from '../src/api/types/packages';
import type { DictItem, Language, PageConfig } from '../src/api/types/site';
import type { Feedback } from '../src/api/types/account';
import type { Itinerary, PlanTripPayload, SavedTrip } from '../src/api/types/planner';
import type { NoticeDetail } from '../src/api/types/notices';
import type { TrailBlock } from '../src/api/types/stories';
import type { ItineraryRequest } from './generator/itinerary';

/**
 * The shape of each area's part of the mock world. It lives beside the store, not in the domains, so
 * the store, the seed and every domain read one shape and no domain has to import another for a type.
 */

// notifications
export interface StoredNotification extends Omit<AppNotification, 'message'> {
  accountId: number;
  message: NotificationMessage;
}

/**
 * The "live world": while a user reads notifications, new ones keep arriving. Each feed remembers
 * when it last produced one for its account.
 */
interface LiveFeed {
  accountId: number;
  /** mock time of the last arrival, or of the first look at the inbox */
  lastAt: number;
  /** the mock clock offset at that moment: in fast pace only a test moving the clock makes time pass */
  lastOffsetMs: number;
  produced: number;
}

export interface NotificationsSlice {
  notifications: StoredNotification[];
  liveFeeds: LiveFeed[];
}

// comments
/** City comments and story comments share one engine; `scope` keeps them apart. */
export type CommentScope = 'city' | 'trail';

export interface StoredComment {
  id: number;
  scope: CommentScope;
  targetId: number;
  parentId: number | null;
  replyToId: number | null;
  authorId: number;
  authorName: string;
  authorAvatar: string;
  content: string;
  createdAt: number;
  likeCount: number;
  trampleCount: number;
}

interface StoredReaction {
  commentId: number;
  accountId: number;
  reaction: 'like' | 'trample';
}

export interface CommentsSlice {
  comments: StoredComment[];
  commentReactions: StoredReaction[];
}

// cities
export interface CitiesSlice {
  /** likes from seeded travellers, keyed by city id; the accounts' likes are counted on top */
  cityLikeBase: Record<string, number>;
  cityLikes: { cityId: number; accountId: number; at: number }[];
  /** which stored AI reply (in `aiReplies`) is the latest guide of a city */
  cityGuides: { cityId: number; replyId: string }[];
}

// stories
export interface StoredTrail {
  id: number;
  authorId: number;
  title: string;
  cover: string;
  content: TrailBlock[];
  tripId: number | null;
  tripTitle: string | null;
  likeCount: number;
  collectCount: number;
  createdAt: number;
  updatedAt: number;
}

/** Seeded authors who have no account to sign in with; the demo account (id 1) writes stories too. */
export interface Traveller {
  id: number;
  nickName: string;
  avatar: string;
}

export interface StoriesSlice {
  trails: StoredTrail[];
  travellers: Traveller[];
  trailLikes: { trailId: number; accountId: number; at: number }[];
  trailCollects: { trailId: number; accountId: number; at: number }[];
}

// planner
export interface TripPlan {
  id: string;
  accountId: number;
  request: PlanTripPayload;
  /** days made lighter or fuller by a change request */
  paces?: ItineraryRequest['paces'];
  /** a plan revised by a change request in the chat: found by its id, not listed in the history */
  revision?: boolean;
  title: string;
  createdAt: number;
  generatedAt: number | null;
}

export interface StoredReply {
  id: string;
  accountId: number | null;
  /** an itinerary reply keeps only its plan: the text is generated again from it */
  planId: string | null;
  content: string;
  liked: boolean;
  trampled: boolean;
  createdAt: number;
}

export interface PlannerSlice {
  tripPlans: TripPlan[];
  aiReplies: StoredReply[];
  /** `itinerary`: the traveller's own version when they saved one (refined or edited), kept as they saw it */
  savedTrips: (SavedTrip & { accountId: number; itinerary?: Itinerary })[];
  /** set by the streaming benchmark: ai/stream then streams a long answer of `words` words over `durationMs` */
  streamRehearsal: { words: number; durationMs: number } | null;
}

// packages
export interface StoredBooking extends Booking {
  accountId: number;
}

export interface PackagesSlice {
  combos: ComboDetail[];
  bookings: StoredBooking[];
}

// support
export interface StoredAppeal extends Omit<Appeal, 'createTime' | 'updateTime'> {
  accountId: number;
  createdAt: number;
  updatedAt: number;
}

export interface StoredQuestion {
  id: number;
  accountId: number;
  question: string;
  answer: string | null;
  createdAt: number;
  answeredAt: number | null;
}

export interface SupportSlice {
  appeals: StoredAppeal[];
  questions: StoredQuestion[];
}

// notices
export interface StoredNotice extends Omit<NoticeDetail, 'myReaction'> {
  shareCount: number;
}

export interface NoticesSlice {
  notices: StoredNotice[];
  /** one reaction per viewer: `a:<accountId>` when signed in, otherwise `d:<deviceNo>` */
  noticeReactions: { noticeId: number; viewer: string; reaction: 'like' | 'trample' }[];
  noticeFeedback: { noticeId: number; viewer: string; content: string; at: number }[];
}

// site
export interface SiteSlice {
  languages: Language[];
  pageConfig: PageConfig;
  dicts: Record<string, DictItem[]>;
  customerServices: { id: number; languageCode: string; url: string }[];
  customerServiceRecords: { customerServiceId: number; accountId: number | null; at: number }[];
  feedback: (Feedback & { accountId: number })[];
}

