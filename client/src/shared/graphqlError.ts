import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The server's code while it cannot serve (its database is away or too slow): 503 with Retry-After. */
export const OUTAGE_CODE = 'SERVICE_UNAVAILABLE';
export const OUTAGE_MESSAGE = '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.';

/**
 * A temporary outage, worth trying again in a moment: the server says SERVICE_UNAVAILABLE, or what stands in front of
 * it answers 502, 503 or 504 without a GraphQL body.
 */
export function isTemporaryOutage(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === OUTAGE_CODE);
  return ServerError.is(error) && error.statusCode >= 502 && error.statusCode <= 504;
}

/** The first GraphQL error of a failed operation (Apollo 4 wraps them in CombinedGraphQLErrors). */
function firstError(error: unknown) {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0];
  return undefined;
}

/** The server's Korean message, else the fallback (SPEC §8: show the server message when there is one). */
export function errorMessage(error: unknown, fallback: string): string {
  const first = firstError(error);
  if (first?.message) return first.message;
  return isTemporaryOutage(error) ? OUTAGE_MESSAGE : fallback;
}

/** The stable error code the server puts in extensions.code (e.g. NO_AUTHENTICATION_CODE). */
export function errorCode(error: unknown): string | undefined {
  const code = firstError(error)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** "수정 실패" plus what the server said, so the person knows why. */
export function failureMessage(prefix: string, error: unknown): string {
  const first = firstError(error);
  return first?.message ? `${prefix}: ${first.message}` : prefix;
}
