import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The first GraphQL error of a failed operation (Apollo 4 wraps them in CombinedGraphQLErrors). */
function firstError(error: unknown) {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0];
  return undefined;
}

/** The server's Korean message, else the fallback (SPEC §8: show the server message when there is one). */
export function errorMessage(error: unknown, fallback: string): string {
  const first = firstError(error);
  if (first?.message) return first.message;
  return fallback;
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
