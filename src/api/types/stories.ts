import type { PageQuery } from './common';

export type TrailBlock =
  | { type: 'text'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'image'; url: string; width: number; height: number; caption?: string };

export type TrailSort = 'latest' | 'popular';

export interface TrailSummary {
  id: number;
  title: string;
  cover: string;
  excerpt: string;
  authorId: number;
  authorName: string;
  authorAvatar: string;
  likeCount: number;
  collectCount: number;
  commentCount: number;
  createTime: string;
  liked: boolean;
  collected: boolean;
}

export interface TrailDetail extends TrailSummary {
  content: TrailBlock[];
  tripId: number | null;
  tripTitle: string | null;
}

export interface TrailPageQuery extends PageQuery {
  sort?: TrailSort;
  keyword?: string;
}

export interface TrailPayload {
  title: string;
  cover: string;
  content: TrailBlock[];
  tripId?: number | null;
  /** the attached saved trip's title, shown on the story */
  tripTitle?: string | null;
}

export interface TrailEditPayload extends TrailPayload {
  id: number;
}
