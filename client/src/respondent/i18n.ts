import { LANGUAGES, TEXTS, type Language, type Texts } from './texts';

/** The guardian's choice, kept on the phone so a reload or the next link opens in the same language. */
export const LANGUAGE_KEY = 'svs-consent-language';

export const isLanguage = (v: unknown): v is Language => LANGUAGES.some((l) => l.code === v);

/** `?lang=` of the link, else the choice kept on the phone, else the phone's own language when it is one of ours, else Korean. */
export function initialLanguage(search = typeof location !== 'undefined' ? location.search : ''): Language {
  const fromLink = new URLSearchParams(search).get('lang');
  if (isLanguage(fromLink)) return fromLink;
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    /* storage blocked: fall through */
  }
  const preferred = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [];
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'ko';
}

export function rememberLanguage(lng: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    /* not kept: the page still switches */
  }
}

/** `{{name}}` in a text replaced by the value (React escapes what it renders). */
export const fmt = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

export const textsOf = (lng: Language): Texts => TEXTS[lng];

/** YYYY-MM-DD HH:mm in Korean time (the staff app's formatDateTime, without dayjs). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const k = new Date(d.getTime() + 9 * 3600_000).toISOString();
  return `${k.slice(0, 10)} ${k.slice(11, 16)}`;
}
