import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { CONSENT_RESOURCES } from './translations';

export interface RespondentError {
  /** The server's stable code (CODE_MISMATCH, LINK_REPLACED, …), NETWORK or UNKNOWN. */
  code: string;
  /** The server's Korean message, when it sent one. */
  message?: string;
}

/** The code and message of a failed respondent call (GraphQL extensions.code, or a transport failure). */
export function respondentError(error: unknown): RespondentError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return { code: typeof code === 'string' ? code : 'UNKNOWN', message: first?.message || undefined };
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: string; extensions?: { code?: string } }[] };
      const first = body.errors?.[0];
      if (first?.extensions?.code) return { code: first.extensions.code, message: first.message };
    } catch {
      /* not JSON */
    }
    return { code: 'UNKNOWN' };
  }
  return { code: 'NETWORK' };
}

/** The respondent token is missing, expired or not good any more: the phone must be confirmed again. */
export const needsVerification = (e: RespondentError) => e.code === 'RESPONDENT_TOKEN_INVALID' || e.code === 'RESPONDENT_AUTH_REQUIRED';

/** "남은 횟수 3회" in the server's CODE_MISMATCH message. */
export function triesLeft(message: string | undefined): number | undefined {
  const m = message && /남은 횟수 (\d+)회/.exec(message);
  return m ? Number(m[1]) : undefined;
}

type ErrorKey = keyof (typeof CONSENT_RESOURCES)['ko']['errors'];
const KNOWN = new Set(Object.keys(CONSENT_RESOURCES.ko.errors));

/**
 * What to tell the person. In Korean the server's own message (it says exactly what happened); in another language
 * our translation of that code, with the tries left for a wrong code; a code we do not know falls back to the
 * server's message, then to a general one.
 */
export function describeError(e: RespondentError, t: TFunction, language: string): string {
  if (language === 'ko' && e.message) return e.message;
  if (KNOWN.has(e.code)) {
    const key = e.code as ErrorKey;
    if (key === 'CODE_MISMATCH') {
      const left = triesLeft(e.message);
      return left === undefined ? t('errors.CODE_MISMATCH', { left: '?' }) : t('errors.CODE_MISMATCH', { left });
    }
    return t(`errors.${key}`);
  }
  return e.message ?? t('errors.UNKNOWN');
}
