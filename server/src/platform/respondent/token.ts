import type { Request } from 'express';
import jwt from 'jsonwebtoken';
import { now } from '../clock.js';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import { isSubject, type RespondentSubject } from './subject.js';

/** The respondent token: handed to the browser once the phone is proven; good for 30 minutes. */
export const RESPONDENT_TOKEN_TTL_SEC = 30 * 60;
/** Its own audience: it is never an access token (tokens.ts accepts only 'svs-api'), nor is an access token this. */
const AUDIENCE = 'svs-respondent';
const ISSUER = 'svs';
/** Sent next to the client (or user) bearer token on the svs-c calls that read or change a respondent's record. */
export const RESPONDENT_HEADER = 'X-Respondent-Token';

export const RespondentErrors = {
  invalid: () => new AppError(401, 'RESPONDENT_TOKEN_INVALID', '인증 시간이 지났거나 인증 정보가 올바르지 않습니다. 휴대전화 인증을 다시 해주세요.'),
  required: () => new AppError(403, 'RESPONDENT_AUTH_REQUIRED', '휴대전화 인증 후 이용할 수 있습니다.'),
};

export interface RespondentToken {
  respondentToken: string;
  /** Seconds. */
  expiresIn: number;
}

/** Names exactly one subject. iat comes from the injectable clock, so tests can expire it without sleeping. */
export function signRespondentToken(config: Pick<Config, 'jwtKey'>, s: RespondentSubject): RespondentToken {
  if (!isSubject(s)) throw new Error('not a respondent subject');
  const respondentToken = jwt.sign(
    { typ: 'respondent', kind: s.kind, id: s.id, respondent: s.respondent, round: s.round, iat: Math.floor(now().getTime() / 1000) },
    config.jwtKey,
    { algorithm: 'HS256', expiresIn: RESPONDENT_TOKEN_TTL_SEC, subject: `${s.kind}:${s.id}`, issuer: ISSUER, audience: AUDIENCE },
  );
  return { respondentToken, expiresIn: RESPONDENT_TOKEN_TTL_SEC };
}

/** HS256 only, issuer, audience, expiry (on the injectable clock) and the claims' shape; else 401 RESPONDENT_TOKEN_INVALID. */
export function verifyRespondentToken(config: Pick<Config, 'jwtKey'>, token: string): RespondentSubject {
  let claims: jwt.JwtPayload;
  try {
    const decoded = jwt.verify(token, config.jwtKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      clockTimestamp: Math.floor(now().getTime() / 1000),
    });
    if (typeof decoded === 'string') throw RespondentErrors.invalid();
    claims = decoded;
  } catch {
    throw RespondentErrors.invalid();
  }
  const s = { kind: claims.kind, id: claims.id, respondent: claims.respondent, ...(claims.round === undefined ? {} : { round: claims.round }) } as RespondentSubject;
  const strings = [s.kind, s.id, s.respondent].every((v) => typeof v === 'string') && (s.round === undefined || typeof s.round === 'string');
  if (claims.typ !== 'respondent' || !strings || !isSubject(s) || claims.sub !== `${s.kind}:${s.id}`) throw RespondentErrors.invalid();
  return s;
}

/** The respondent token of a request (X-Respondent-Token), verified; undefined when none was sent. */
export function respondentFromRequest(req: Request | undefined, config: Pick<Config, 'jwtKey'>): RespondentSubject | undefined {
  const value = req?.get(RESPONDENT_HEADER);
  if (!value) return undefined;
  if (value.length > 2000) throw RespondentErrors.invalid();
  return verifyRespondentToken(config, value.trim());
}

/** The grant a respondent route requires: present, and for this kind of record (else 403 RESPONDENT_AUTH_REQUIRED). */
export function requireRespondent(grant: RespondentSubject | undefined, kind: string): RespondentSubject {
  if (!grant || grant.kind !== kind) throw RespondentErrors.required();
  return grant;
}
