import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CONSENT_LANGUAGES, CONSENT_RESOURCES, studentKo, type ConsentLanguage } from './translations';

/** The guardian's choice, kept on the phone so a reload or the next link opens in the same language. */
export const LANGUAGE_KEY = 'svs-consent-language';

const isLanguage = (v: unknown): v is ConsentLanguage => CONSENT_LANGUAGES.some((l) => l.code === v);

/** The stored choice, else the phone's own language when it is one of ours, else Korean. */
export function initialLanguage(): ConsentLanguage {
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

export function rememberLanguage(lng: ConsentLanguage) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    /* not kept: the page still switches */
  }
}

/**
 * An i18next instance of its own for the consent pages (the rest of the app is Korean only and loads no i18n).
 * Namespaces: `consent` (the guardian's texts in four languages) and `student` (the student's, Korean).
 */
export function createConsentI18n(lng: ConsentLanguage = initialLanguage()): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    CONSENT_LANGUAGES.map(({ code }) => [code, { consent: CONSENT_RESOURCES[code], ...(code === 'ko' ? { student: studentKo } : {}) }]),
  );
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'ko',
    ns: ['consent', 'student'],
    defaultNS: 'consent',
    // React escapes what it renders
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export { isLanguage };
