/**
 * Every failure a caller can cause is an AppError: an HTTP status, a stable code and a Korean message the UI shows.
 * GraphQL and REST map it the same way (see http/errors.ts and graphql/schema.ts).
 */
export class AppError extends Error {
  /** A 429 or 503 tells when to try again: the REST answer's Retry-After header, GraphQL's extensions.retryAfter. */
  retryAfterSec?: number;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const Errors = {
  unauthenticated: (message = '로그인이 필요합니다.') => new AppError(401, 'UNAUTHENTICATED', message),
  invalidToken: () => new AppError(401, 'INVALID_TOKEN', '인증 정보가 올바르지 않거나 만료되었습니다. 다시 로그인해주세요.'),
  forbidden: (message = '요청한 작업에 대한 권한이 없습니다.') => new AppError(403, 'FORBIDDEN', message),
  notFound: (message = '요청한 정보를 찾을 수 없습니다.') => new AppError(404, 'NOT_FOUND', message),
  badInput: (message: string, details?: unknown) => new AppError(400, 'BAD_USER_INPUT', message, details),
  conflict: (code: string, message: string) => new AppError(409, code, message),
};
