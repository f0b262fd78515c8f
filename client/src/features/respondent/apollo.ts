import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getClientToken } from '../../app/api';

/**
 * The phone pages' own GraphQL client: no user session here, so every call carries the client-credentials token
 * (svs-c, SPEC §4) and, when the operation's context names one, the respondent token in X-Respondent-Token
 * (`useQuery(Q, { context: { respondentToken } })`). A refused client token is fetched again once.
 */
const CLIENT_TOKEN_CODES = new Set(['INVALID_TOKEN', 'UNAUTHENTICATED']);

function clientTokenRefused(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => CLIENT_TOKEN_CODES.has(String(e.extensions?.code ?? '')));
  if (ServerError.is(error) && error.statusCode === 401) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { extensions?: { code?: string } }[] };
      return !!body.errors?.some((e) => CLIENT_TOKEN_CODES.has(String(e.extensions?.code ?? '')));
    } catch {
      return false;
    }
  }
  return false;
}

const headersLink = new SetContextLink(async (prev) => {
  const token = await getClientToken(prev.svsClientRetry === true);
  const respondentToken = typeof prev.respondentToken === 'string' ? prev.respondentToken : undefined;
  return {
    headers: {
      ...(prev.headers as Record<string, string> | undefined),
      'apollo-require-preflight': 'true',
      Authorization: `Bearer ${token}`,
      ...(respondentToken ? { 'X-Respondent-Token': respondentToken } : {}),
    },
  };
});

const retryLink = new ErrorLink(({ error, operation, forward }) => {
  if (!clientTokenRefused(error) || operation.getContext().svsClientRetry) return;
  operation.setContext({ svsClientRetry: true });
  return forward(operation);
});

export const respondentApollo = new ApolloClient({
  link: ApolloLink.from([retryLink, headersLink, new HttpLink({ uri: '/app/graphql', credentials: 'same-origin' })]),
  cache: new InMemoryCache(),
  // a respondent's view changes with every step; nothing is read from the cache
  defaultOptions: { watchQuery: { fetchPolicy: 'network-only' }, query: { fetchPolicy: 'network-only' } },
});
