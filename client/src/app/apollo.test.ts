import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apolloClient } from './apollo';
import { authStore } from './auth-store';

const b64url = (o: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const token = (n: number) =>
  `${b64url({ alg: 'HS256' })}.${b64url({ typ: 'user', sub: 'admin', userId: 1, roles: ['SYSTEM_ADMIN'], permissions: [], n, exp: Math.floor(Date.now() / 1000) + 900 })}.s`;

// parse() of a plain string, so codegen does not collect this test document
const ME = parse('query MeProbe { me { id } }');
const FIRST = token(1);
const SECOND = token(2);

describe('Apollo links', () => {
  const seen: { url: string; headers: Headers; body: string }[] = [];
  let graphqlCalls = 0;
  beforeEach(() => {
    seen.length = 0;
    graphqlCalls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        seen.push({ url, headers: new Headers(init.headers), body: String(init.body ?? '') });
        if (url.endsWith('/svs/sign/in'))
          return new Response(JSON.stringify({ access_token: SECOND, expires_in: 900, user: { id: 1, loginId: 'admin', name: '김관리' } }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
        graphqlCalls += 1;
        if (graphqlCalls === 1)
          return new Response(JSON.stringify({ errors: [{ message: '만료', extensions: { code: 'INVALID_TOKEN', status: 401 } }] }), {
            status: 401,
            headers: { 'Content-Type': 'application/graphql-response+json' },
          });
        return new Response(JSON.stringify({ data: { me: { __typename: 'Account', id: 1 } } }), {
          status: 200,
          headers: { 'Content-Type': 'application/graphql-response+json' },
        });
      }),
    );
    authStore.adopt(FIRST, { id: 1, loginId: 'admin', name: '김관리' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.reset();
  });

  it('sends the bearer token and the CSRF preflight header; on INVALID_TOKEN refreshes once and retries', async () => {
    const r = await apolloClient.query({ query: ME, fetchPolicy: 'network-only' });
    expect(r.data).toEqual({ me: { __typename: 'Account', id: 1 } });
    expect(seen.map((s) => s.url)).toEqual(['/app/graphql', '/app/svs/sign/in', '/app/graphql']);
    expect(seen[0].headers.get('apollo-require-preflight')).toBe('true');
    expect(seen[0].headers.get('authorization')).toBe(`Bearer ${FIRST}`);
    expect(seen[2].headers.get('authorization')).toBe(`Bearer ${SECOND}`);
  });
});
