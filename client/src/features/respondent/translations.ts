/**
 * The consent and phone-check texts in Korean, English, Simplified Chinese and Vietnamese now live with the respondent
 * entry (client/src/respondent/texts); the case questionnaires' phone pages (LinkGate's phone check) still read them
 * here through i18next.
 */
import { LANGUAGES, TEXTS, studentKo, type Language, type Texts } from '../../respondent/texts';

export const CONSENT_LANGUAGES = LANGUAGES;
export type ConsentLanguage = Language;
export type ConsentTexts = Texts;
export const CONSENT_RESOURCES: Record<ConsentLanguage, ConsentTexts> = TEXTS;
export { studentKo };
