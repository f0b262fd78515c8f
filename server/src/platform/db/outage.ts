import { AppError } from '../errors.js';

/**
 * Failures that mean "the database cannot serve this call now", not "this call is wrong": the database is
 * unreachable (connection refused, reset or terminated, a host that does not resolve), it did not answer in time
 * (the pool's acquire timeout, the driver's query timeout, PostgreSQL's statement_timeout) or it is shutting down or
 * full. Both doors answer them 503 SERVICE_UNAVAILABLE with Retry-After (http/errors.ts, graphql/schema.ts), never
 * 500; the log names the reason, not a stack.
 */
export type OutageReason = 'unreachable' | 'connection lost' | 'acquire timeout' | 'query timeout' | 'statement timeout' | 'unavailable';

/** pg's error when its query_timeout passed without an answer (orm.ts closes that connection). */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

/** Seconds a caller is told to wait before trying again (Retry-After). */
export const OUTAGE_RETRY_AFTER_SEC = 5;

export const OUTAGE_MESSAGE = '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.';

/** Node's socket errors when the database's host or port cannot be reached. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'EADDRNOTAVAIL']);
/** …and when its connection went away under a statement (a socket written after it was closed or destroyed). */
const LOST = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

/** pg's and knex's own wording (they carry no code). */
const MESSAGES: [RegExp, OutageReason][] = [
  [/Timeout acquiring a connection/i, 'acquire timeout'],
  [/timeout exceeded when trying to connect|Connection terminated due to connection timeout/i, 'unreachable'],
  [/Connection terminated|Connection ended unexpectedly|not queryable|Client was closed/i, 'connection lost'],
];

function reasonOf(err: unknown, depth: number): OutageReason | undefined {
  if (!(err instanceof Error) || depth > 4) return undefined;
  // an HTTP-level error (body-parser's 'request aborted' is ECONNABORTED too): the caller's connection, not ours
  if (typeof (err as { type?: unknown }).type === 'string' || typeof (err as { status?: unknown }).status === 'number') return undefined;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code === '57014') return 'statement timeout'; // query_canceled: statement_timeout (or a cancel request)
    // 08: connection exception; 57P01-57P03: admin or crash shutdown, cannot connect now; 53300: too many connections
    if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return 'unavailable';
    if (UNREACHABLE.has(code)) return 'unreachable';
    if (LOST.has(code)) return 'connection lost';
  }
  if (err.name === 'KnexTimeoutError') return 'acquire timeout';
  // MikroORM's DriverException keeps the driver error's message (and code) but not its class
  if (err.message.startsWith(QUERY_READ_TIMEOUT)) return 'query timeout';
  for (const [pattern, reason] of MESSAGES) if (pattern.test(err.message)) return reason;
  // Node's AggregateError (both addresses of localhost refused) and wrapped causes
  for (const inner of [...((err as { errors?: unknown[] }).errors ?? []), (err as { cause?: unknown }).cause]) {
    const r = reasonOf(inner, depth + 1);
    if (r) return r;
  }
  return undefined;
}

/** Why err means the database cannot serve now, or undefined for any other failure. */
export const outageReason = (err: unknown): OutageReason | undefined => reasonOf(err, 0);

/** The caller's answer to an outage: 503 SERVICE_UNAVAILABLE, a Korean message and when to try again. */
export function serviceUnavailable(): AppError {
  const e = new AppError(503, 'SERVICE_UNAVAILABLE', OUTAGE_MESSAGE);
  e.retryAfterSec = OUTAGE_RETRY_AFTER_SEC;
  return e;
}
