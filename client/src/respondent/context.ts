import { createContext, useContext } from 'react';
import type { Language, Texts } from './texts';

export interface PageContext {
  lang: Language;
  t: Texts;
  /** Switches the page's language (kept on the phone and in the link), or undefined where it is fixed (the student's consent). */
  setLang?: (lng: Language) => void;
  /** Goes to another phone page (an /app path without /app), the language kept in the link. */
  navigate: (path: string, options?: { replace?: boolean }) => void;
}

export const Page = createContext<PageContext | null>(null);

export function usePage(): PageContext {
  const page = useContext(Page);
  if (!page) throw new Error('usePage outside <RespondentApp>');
  return page;
}
