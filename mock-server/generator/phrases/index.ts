import type { LanguageCode } from '../../../src/api/types/common';
import type { Phrases } from './types';
import { en } from './en';
import { zh } from './zh';
import { ja } from './ja';
import { ko } from './ko';
import { ar } from './ar';
import { es } from './es';

export type * from './types';

const PHRASES: Record<LanguageCode, Phrases> = { en, zh, ja, ko, ar, es };

/** The language of a request's Language-Code header; anything unknown is answered in English. */
export function languageOf(code: string): LanguageCode {
  return code in PHRASES ? (code as LanguageCode) : 'en';
}

export const phrasesFor = (language: LanguageCode): Phrases => PHRASES[language];
