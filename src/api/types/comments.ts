import type { PageQuery } from './common';

export type Reaction = 'like' | 'trample' | null;
export type CommentSort = 'latest' | 'popular';

export interface CommentItem {
  id: number;
  targetId: number;
  parentId: number | null;
  authorId: number;
  authorName: string;
  authorAvatar: string;
  content: string;
  createTime: string;
  likeCount: number;
  trampleCount: number;
  myReaction: Reaction;
  replyCount: number;
  replyToName: string | null;
}

export interface FirstCommentQuery extends PageQuery {
  targetId: number;
  sort: CommentSort;
}

export interface SecondCommentQuery extends PageQuery {
  parentId: number;
}

export interface CommentPayload {
  targetId: number;
  content: string;
  /** set when replying: the first-level comment the reply belongs to */
  parentId?: number;
  /** set when replying to a reply */
  replyToId?: number;
}

export interface CommentIdPayload {
  commentId: number;
}
