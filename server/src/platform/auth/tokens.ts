import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Errors } from '../errors.js';
import { SERVICE_SCOPES, type ClientPrincipal, type Principal, type ServicePrincipal, type ServiceScope, type UserPrincipal } from './principal.js';
import { RoleCode } from './roles.js';

const ISSUER = 'svs';
const AUDIENCE = 'svs-api';

interface TokenSettings {
  /** config.jwtKey: the HS256 secret as a KeyObject (see config.ts). */
  jwtKey: KeyObject;
  accessTokenTtlSec: number;
}

/** Claims named as SPEC §3 "Account" lists them for the session token. */
export function signUserToken(s: TokenSettings, p: UserPrincipal): string {
  return jwt.sign(
    {
      typ: 'user',
      userId: p.accountId,
      roles: [p.role],
      centerId: p.centerId ?? null,
      schoolId: p.schoolId ?? null,
      sdCode: p.sdCode ?? null,
      sggCode: p.sggCode ?? null,
      permissions: p.permissions,
      authenticationCodeStatus: p.authenticationCodeStatus,
    },
    s.jwtKey,
    { algorithm: 'HS256', expiresIn: s.accessTokenTtlSec, subject: p.loginId, issuer: ISSUER, audience: AUDIENCE },
  );
}

export function signClientToken(s: TokenSettings, clientId: string): string {
  return jwt.sign({ typ: 'client' }, s.jwtKey, {
    algorithm: 'HS256',
    expiresIn: s.accessTokenTtlSec,
    subject: clientId,
    issuer: ISSUER,
    audience: AUDIENCE,
  });
}

/**
 * A service client's access token (OAuth2 client credentials, modules/service-client): its scopes as the OAuth2
 * `scope` claim, its 시도 as `sd`, never longer than the client's own expiry (`expiresInSec`).
 */
export function signServiceToken(s: Pick<TokenSettings, 'jwtKey'>, p: Omit<ServicePrincipal, 'kind'>, expiresInSec: number): string {
  return jwt.sign({ typ: 'service', scope: p.scopes.join(' '), sd: p.sdCode ?? null }, s.jwtKey, {
    algorithm: 'HS256',
    expiresIn: expiresInSec,
    subject: p.clientId,
    issuer: ISSUER,
    audience: AUDIENCE,
  });
}

const isScope = (v: string): v is ServiceScope => Object.hasOwn(SERVICE_SCOPES, v);

const roleCodes = new Set<string>(Object.values(RoleCode));
const isStr = (v: unknown): v is string => typeof v === 'string';
const optStr = (v: unknown) => (v === null || v === undefined ? undefined : isStr(v) ? v : invalid());
function invalid(): never {
  throw Errors.invalidToken();
}

/**
 * Verifies signature (HS256 only: "none" and other algorithms are refused), issuer, audience and expiry, then
 * checks the shape of every claim. Any failure is a 401 INVALID_TOKEN, never a 500.
 */
export function verifyToken(s: Pick<TokenSettings, 'jwtKey'>, token: string): Principal {
  let byToken = verified.get(s.jwtKey);
  if (!byToken) verified.set(s.jwtKey, (byToken = new Map()));
  const hit = byToken.get(token);
  if (hit && hit.expiresAt > Date.now()) return hit.principal;
  byToken.delete(token);
  const principal = Object.freeze(checkToken(s, token));
  if (byToken.size >= VERIFIED_TOKENS) byToken.clear();
  byToken.set(token, { principal, expiresAt: expiryOf(token) });
  return principal;
}

/**
 * Tokens already verified, with what they say, until they expire: a token is the same string on every request of a
 * session, and its signature and claims cannot change, so jsonwebtoken's decoding and checks (about 40 µs, a few per
 * cent of a small list's CPU) run once per token and key. What the account may do now is not cached: every request
 * still checks that it is live (auth/live.ts).
 */
const verified = new WeakMap<KeyObject, Map<string, { principal: Principal; expiresAt: number }>>();
const VERIFIED_TOKENS = 10_000;

/** The `exp` of a token that has just been verified (jsonwebtoken requires it for ours), in ms. */
function expiryOf(token: string): number {
  const { exp } = jwt.decode(token) as jwt.JwtPayload;
  return typeof exp === 'number' ? exp * 1000 : 0;
}

function checkToken(s: Pick<TokenSettings, 'jwtKey'>, token: string): Principal {
  let claims: jwt.JwtPayload;
  try {
    const decoded = jwt.verify(token, s.jwtKey, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof decoded === 'string') invalid();
    claims = decoded;
  } catch {
    invalid();
  }
  if (!isStr(claims.sub)) invalid();
  if (claims.typ === 'client') return { kind: 'client', clientId: claims.sub } satisfies ClientPrincipal;
  if (claims.typ === 'service') {
    const scopes = isStr(claims.scope) ? claims.scope.split(' ').filter(Boolean) : invalid();
    if (!scopes.every(isScope)) invalid();
    return { kind: 'service', clientId: claims.sub, scopes, sdCode: optStr(claims.sd) } satisfies ServicePrincipal;
  }
  if (claims.typ !== 'user') invalid();
  const role = Array.isArray(claims.roles) ? claims.roles[0] : undefined;
  if (!isStr(role) || !roleCodes.has(role)) invalid();
  if (!Number.isInteger(claims.userId)) invalid();
  if (!Array.isArray(claims.permissions) || !claims.permissions.every(isStr)) invalid();
  const centerId = claims.centerId ?? undefined;
  if (centerId !== undefined && !Number.isInteger(centerId)) invalid();
  return {
    kind: 'user',
    accountId: claims.userId as number,
    loginId: claims.sub,
    role: role as RoleCode,
    permissions: claims.permissions as string[],
    centerId: centerId as number | undefined,
    schoolId: optStr(claims.schoolId),
    sdCode: optStr(claims.sdCode),
    sggCode: optStr(claims.sggCode),
    authenticationCodeStatus: claims.authenticationCodeStatus === 'Y' ? 'Y' : 'N',
  };
}
