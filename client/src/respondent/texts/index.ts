import { en } from './en';
import { ko, studentKo, type Texts } from './ko';
import { vi } from './vi';
import { zh } from './zh';

/** 한국어 · English · 简体中文 · Tiếng Việt, each named in its own language. */
export const LANGUAGES = [
  { code: 'ko', label: '한국어' },
  { code: 'en', label: 'English' },
  { code: 'zh', label: '简体中文' },
  { code: 'vi', label: 'Tiếng Việt' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const TEXTS: Record<Language, Texts> = { ko, en, zh, vi };

export { studentKo, type Texts };
