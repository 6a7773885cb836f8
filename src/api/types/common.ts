export type LanguageCode = 'en' | 'zh' | 'ja' | 'ko' | 'ar' | 'es';
export const LANGUAGE_CODES: readonly LanguageCode[] = ['en', 'zh', 'ja', 'ko', 'ar', 'es'];

export interface Envelope<T> {
  code: number;
  msg: string;
  data?: T;
}

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface IdPayload {
  id: number;
}

export interface Option {
  value: string;
  label: string;
}

export interface UploadResult {
  filePath: string;
  fileName: string;
  size: number;
}
