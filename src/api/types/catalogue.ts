import type { LanguageCode, Option, PageQuery } from './common';

export interface Combo {
  id: number;
  title: string;
  coverVertical: string;
  cover: string;
  days: number;
  cities: string[];
  priceCny: number;
  summary: string;
}

export interface ComboDetail extends Combo {
  bestSeason: string;
  highlights: string[];
  schedule: { day: number; title: string; description: string }[];
  includes: string[];
  excludes: string[];
}

export interface BookingPayload {
  comboId: number;
  name: string;
  email: string;
  phone: string;
  travelDate: string;
  travellers: number;
  note: string;
}

export interface Booking {
  bookingId: number;
  comboId: number;
  comboTitle: string;
  status: 'confirmed';
  name: string;
  email: string;
  phone: string;
  /** 'YYYY-MM-DD' */
  travelDate: string;
  travellers: number;
  totalCny: number;
  createTime: string;
}

export type AppealStatus = 'pending' | 'processing' | 'resolved';

export interface Appeal {
  id: number;
  type: string;
  title: string;
  content: string;
  attachments: string[];
  status: AppealStatus;
  reply: string | null;
  createTime: string;
  updateTime: string;
}

export interface AppealPayload {
  type: string;
  title: string;
  content: string;
  attachments: string[];
}

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

export interface CustomerService {
  id: number;
  url: string;
}

export interface CustomerServiceQuery {
  languageCode: LanguageCode;
}

export interface CustomerServiceRecord {
  customerServiceId: number;
}

export interface Language {
  code: string;
  nameSelf: string;
  icon: string;
}

export interface FeedbackPayload {
  feedbackChannel: 3;
  /** 1 technical bug, 2 optimisation suggestion */
  feedbackType: 1 | 2;
  content: string;
  email: string;
  imagePath: string;
}

export interface Feedback extends FeedbackPayload {
  id: number;
  createTime: string;
  reply: string | null;
}

export interface QuestionAnswer {
  id: number;
  question: string;
  answer: string | null;
  createTime: string;
  answerTime: string | null;
}

export interface QuestionPayload {
  question: string;
}

export interface PageConfig {
  principalPhone: string;
  principal: string;
  schoolAddress: string;
  supportCompany: string;
  mobileLearnQrCode: string;
}

export interface SiteEnums {
  pageConfig: PageConfig;
  feedbackTypes: Option[];
  appealTypes: Option[];
  sexes: Option[];
}

export interface DictItem {
  value: string;
  label: string;
  sort: number;
}

export type AllDicts = Record<string, DictItem[]>;

export interface Role {
  id: number;
  roleKey: string;
  roleName: string;
}

export type CataloguePageQuery = PageQuery;
