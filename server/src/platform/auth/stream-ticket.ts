import jwt from 'jsonwebtoken';
import { now } from '../clock.js';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import type { UserPrincipal } from './principal.js';
import { RoleCode } from './roles.js';

/**
 * A browser's EventSource cannot send an Authorization header, and an access token in a URL would be written to
 * proxy and browser logs. So a stream is opened with a ticket: asked for with the bearer token, good for 60 seconds
 * and for opening event streams only (its own audience: it is never an access token, nor is an access token one).
 * The stream checks at opening that the account is still active with the same role.
 */
export const STREAM_TICKET_TTL_SEC = 60;
const AUDIENCE = 'svs-stream';
const ISSUER = 'svs';

export const StreamTicketErrors = {
  invalid: () => new AppError(401, 'STREAM_TICKET_INVALID', '알림 연결 정보가 만료되었거나 올바르지 않습니다. 다시 연결해주세요.'),
};

export interface StreamTicket {
  ticket: string;
  /** Seconds. */
  expiresIn: number;
}

export function signStreamTicket(config: Pick<Config, 'jwtKey'>, p: UserPrincipal): StreamTicket {
  const ticket = jwt.sign({ typ: 'stream', role: p.role, iat: Math.floor(now().getTime() / 1000) }, config.jwtKey, {
    algorithm: 'HS256',
    expiresIn: STREAM_TICKET_TTL_SEC,
    subject: String(p.accountId),
    issuer: ISSUER,
    audience: AUDIENCE,
  });
  return { ticket, expiresIn: STREAM_TICKET_TTL_SEC };
}

/** The account and role a ticket names; 401 STREAM_TICKET_INVALID when it is not one, is forged or expired. */
export function verifyStreamTicket(config: Pick<Config, 'jwtKey'>, ticket: unknown): { accountId: number; role: RoleCode } {
  if (typeof ticket !== 'string' || !ticket || ticket.length > 1000) throw StreamTicketErrors.invalid();
  let claims: jwt.JwtPayload;
  try {
    const decoded = jwt.verify(ticket, config.jwtKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      clockTimestamp: Math.floor(now().getTime() / 1000),
    });
    if (typeof decoded === 'string') throw StreamTicketErrors.invalid();
    claims = decoded;
  } catch {
    throw StreamTicketErrors.invalid();
  }
  const accountId = Number(claims.sub);
  if (claims.typ !== 'stream' || !/^\d{1,9}$/.test(claims.sub ?? '') || !Object.values(RoleCode).includes(claims.role as RoleCode)) {
    throw StreamTicketErrors.invalid();
  }
  return { accountId, role: claims.role as RoleCode };
}
