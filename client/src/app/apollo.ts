import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { from, Observable, switchMap } from 'rxjs';
import { authStore } from './auth-store';
import { inflight } from './inflight';

const AUTH_CODES = new Set(['INVALID_TOKEN', 'UNAUTHENTICATED']);

/** Whether an Apollo error says the access token was refused (GraphQL extensions.code or a 401 body). */
export function isAuthError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => AUTH_CODES.has(String(e.extensions?.code ?? '')));
  if (ServerError.is(error) && error.statusCode === 401) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { extensions?: { code?: string } }[] };
      return !!body.errors?.some((e) => AUTH_CODES.has(String(e.extensions?.code ?? '')));
    } catch {
      return true;
    }
  }
  return false;
}

/** The Korean message of a GraphQL error (server's extensions carry {code, status}), or the fallback. */
export function gqlMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  return fallback;
}

export function gqlCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return (error.errors[0]?.extensions?.code as string | undefined) ?? undefined;
  return undefined;
}

const authLink = new SetContextLink(async (prev) => {
  const token = await authStore.freshToken();
  return {
    headers: {
      ...(prev.headers as Record<string, string> | undefined),
      // Apollo Server's CSRF prevention accepts requests that carry this header.
      'apollo-require-preflight': 'true',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  };
});

/** On INVALID_TOKEN / UNAUTHENTICATED: refresh once and retry; a failed refresh ends the session. */
const retryLink = new ErrorLink(({ error, operation, forward }) => {
  if (!isAuthError(error) || operation.getContext().svsRetried || !authStore.get().user) return;
  operation.setContext({ svsRetried: true });
  return from(authStore.refresh()).pipe(
    switchMap((user) => {
      if (!user) throw error;
      return forward(operation);
    }),
  );
});

/** Counts the operation for the top progress bar. */
const progressLink = new ApolloLink((operation, forward) => {
  return new Observable((observer) => {
    const end = inflight.start();
    const sub = forward(operation).subscribe({
      next: (v) => observer.next(v),
      error: (e) => {
        end(false);
        observer.error(e);
      },
      complete: () => {
        end(true);
        observer.complete();
      },
    });
    return () => {
      end(true);
      sub.unsubscribe();
    };
  });
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([retryLink, progressLink, authLink, new HttpLink({ uri: '/app/graphql', credentials: 'same-origin' })]),
  cache: new InMemoryCache(),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-and-network' },
  },
});

// Another user's data must not survive a sign-out.
let lastAccount: number | null = null;
authStore.subscribe(() => {
  const id = authStore.get().user?.accountId ?? null;
  if (id !== lastAccount) {
    if (lastAccount !== null) void apolloClient.clearStore();
    lastAccount = id;
  }
});
