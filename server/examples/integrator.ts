/**
 * The worked example of docs/INTEGRATION.md: another system reading through a service client, as its developer
 * would write it with the types generated from the OpenAPI document
 * (`npx openapi-typescript https://<host>/app/openapi.json -o svs-api.d.ts`) and openapi-fetch.
 * test/integration-example.test.ts generates the types from schema/openapi.json, type-checks this file against them
 * and runs it against a live server, so the example cannot drift from the API.
 */
import createClient from 'openapi-fetch';
import type { paths } from './svs-api.js';

/** 1. A token: OAuth2 client credentials, the id and secret in HTTP Basic (RFC 6749 §4.4). */
export async function serviceToken(baseUrl: string, clientId: string, clientSecret: string): Promise<string> {
  const res = await fetch(`${baseUrl}/app/auth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (!res.ok) throw new Error(`token: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

/** 2. Typed calls: this year's request figures, and every de-identified result scored since a day, page by page. */
export async function readFigures(baseUrl: string, token: string, since: string) {
  const api = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });

  const figures = await api.POST('/app/svs-u/request/statistics', { body: {} });
  if (!figures.data) throw new Error(`statistics: ${figures.response.status} ${figures.error?.message}`);

  const results: { pseudonym: string; totalT: number; crisis: boolean }[] = [];
  let after: string | undefined;
  do {
    const page = await api.GET('/app/svs-u/simple-evaluation/deidentified-results', { params: { query: { fromDate: since, limit: 500, after } } });
    // 429: the client's per-minute limit; wait as long as Retry-After says, then go on
    if (page.response.status === 429) {
      await new Promise((r) => setTimeout(r, Number(page.response.headers.get('retry-after') ?? 1) * 1000));
      continue;
    }
    if (!page.data) throw new Error(`results: ${page.response.status} ${page.error?.message}`);
    for (const r of page.data.content) results.push({ pseudonym: r.pseudonym, totalT: r.total.t, crisis: r.crisis });
    after = page.data.nextCursor ?? undefined;
  } while (after);

  return { requests: figures.data.total, results };
}
