import type { LanguageCode } from './common';

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
