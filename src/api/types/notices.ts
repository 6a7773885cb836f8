export type NoticeCategory = 'entry' | 'transit' | 'arrival' | 'payment' | 'transport' | 'connectivity';

export type NoticeReaction = 'like' | 'trample' | null;

export interface Notice {
  id: number;
  title: string;
  summary: string;
  category: NoticeCategory;
  /** 'YYYY-MM-DD' */
  publishedAt: string;
  likeCount: number;
  trampleCount: number;
  /** the viewer's own reaction (account when signed in, otherwise the device) */
  myReaction: NoticeReaction;
}

export interface NoticeDetail extends Notice {
  body: string[];
}

export interface NoticeFeedbackQuery {
  id: number;
  content: string;
}

export interface ShareResult {
  url: string;
}
