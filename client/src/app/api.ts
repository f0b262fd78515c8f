import { authStore } from './auth-store';
import { ApiError, basicAuthHeader, formBody, send, url } from './http';

export { ApiError, errorMessage, isApiError } from './http';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** user: the signed-in user's bearer token (svs-u); client: the client-credentials token (svs-c); none: public. */
export type TokenKind = 'user' | 'client' | 'none';

export interface RestOptions {
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (OAuth2 style). */
  form?: Record<string, string | undefined>;
  /** multipart body (files). */
  multipart?: FormData;
  /** Query string; nested keys become dotted (SPEC §7). */
  query?: Record<string, unknown>;
  /** Defaults by path: svs-u → user, svs-c → client, others none. */
  token?: TokenKind;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const defaultToken = (path: string): TokenKind =>
  path.startsWith('svs-u/') ? 'user' : path.startsWith('svs-c/') ? 'client' : 'none';

// ---- client-credentials token (svs-c) -----------------------------------------------------------------------------

let clientToken: string | null = null;
let clientTokenPending: Promise<string> | null = null;

/** The client-credentials token, fetched once and again when a call answers 401 (SPEC §4). */
export function getClientToken(force = false): Promise<string> {
  if (force) clientToken = null;
  if (clientToken) return Promise.resolve(clientToken);
  if (!clientTokenPending) {
    clientTokenPending = send<{ access_token: string }>(url('auth/token'), {
      method: 'POST',
      headers: { Authorization: basicAuthHeader(), 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: formBody({ grant_type: 'client_credentials' }),
    })
      .then((a) => {
        clientToken = a.access_token;
        return a.access_token;
      })
      .finally(() => {
        clientTokenPending = null;
      });
  }
  return clientTokenPending;
}

async function bearer(kind: TokenKind, retry: boolean): Promise<string | undefined> {
  if (kind === 'user') {
    const t = retry ? authStore.accessToken() : await authStore.freshToken();
    return t ? `Bearer ${t}` : undefined;
  }
  if (kind === 'client') return `Bearer ${await getClientToken(retry)}`;
  return undefined;
}

/**
 * A typed REST call under /app/. Throws ApiError {status, code, message}. A 401 is retried once: for a user
 * token after a refresh, for a client token with a new client token.
 */
export async function rest<T = unknown>(method: HttpMethod, path: string, opts: RestOptions = {}): Promise<T> {
  const kind = opts.token ?? defaultToken(path);
  const call = async (retry: boolean) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const auth = await bearer(kind, retry);
    if (auth) headers.Authorization = auth;
    let body: BodyInit | undefined;
    if (opts.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = formBody(opts.form);
    } else if (opts.multipart) {
      body = opts.multipart;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    return send<T>(url(path, opts.query), { method, headers, body, signal: opts.signal });
  };
  try {
    return await call(false);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 401 || kind === 'none') throw e;
    if (kind === 'user') {
      if (e.code !== 'INVALID_TOKEN' && e.code !== 'UNAUTHENTICATED') throw e;
      const user = await authStore.refresh();
      if (!user) throw e;
    }
    return call(true);
  }
}

/** Downloads a file answer (Excel): returns the blob; the caller names and saves it. */
export async function restBlob(method: HttpMethod, path: string, opts: RestOptions = {}): Promise<Blob> {
  const kind = opts.token ?? defaultToken(path);
  const headers: Record<string, string> = { ...opts.headers };
  const auth = await bearer(kind, false);
  if (auth) headers.Authorization = auth;
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(url(path, opts.query), { method, headers, body, credentials: 'same-origin' });
  if (!res.ok) {
    const b = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(res.status, b.code ?? 'HTTP_ERROR', b.message ?? '');
  }
  return res.blob();
}

/** Saves a blob under a file name (Excel downloads). */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
