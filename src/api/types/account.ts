import type { LanguageCode } from './common';

export interface ClientInfo {
  id: number;
  nickName: string;
  email: string;
  avatar: string;
  /** 1 male, 2 female, anything else unknown */
  sex: number;
  languageCode: LanguageCode;
}

export interface AuthResult {
  token: string;
  clientInfo: ClientInfo;
}

export interface EmailPayload {
  email: string;
}

export interface LoginPayload {
  email: string;
  password: string;
  deviceNo: string;
}

export interface RegisterPayload {
  email: string;
  password: string;
  verificationCode: string;
  deviceNo: string;
}

export interface ChangePasswordPayload {
  email: string;
  password: string;
  verificationCode: string;
}

export interface UpdateEmailPayload {
  email: string;
  verificationCode: string;
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
