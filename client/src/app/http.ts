import { inflight } from './inflight';

/** Base of every server call: the app is served under /app/ and so is its API. */
export const API_BASE = '/app/';

/** A failed call: HTTP status and the server's `{code, message}` (message is Korean, shown as is). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The server's message when there is one, else the fallback (SPEC §8: "server message or ..."). */
export function errorMessage(e: unknown, fallback: string): string {
  if (e instanceof ApiError && e.message && e.code !== 'NETWORK_ERROR' && e.code !== 'HTTP_ERROR') return e.message;
  return fallback;
}

export function clientCredentials(): { id: string; secret: string } {
  return {
    id: import.meta.env.VITE_OAUTH_CLIENT_ID || 'svs-web',
    secret: import.meta.env.VITE_OAUTH_CLIENT_SECRET || 'svs-web-secret',
  };
}

export function basicAuthHeader(): string {
  const { id, secret } = clientCredentials();
  return 'Basic ' + btoa(`${id}:${secret}`);
}

export function url(path: string, query?: Record<string, unknown>): string {
  const base = path.startsWith('/') ? path : API_BASE + path;
  const qs = query ? toQuery(query) : '';
  return qs ? `${base}?${qs}` : base;
}

/** Query objects serialize nested keys with dots (SPEC §7); empty values are left out. */
export function toQuery(query: Record<string, unknown>, prefix = ''): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((item) => parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`));
    else if (typeof v === 'object') {
      const inner = toQuery(v as Record<string, unknown>, key);
      if (inner) parts.push(inner);
    } else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return parts.join('&');
}

export function formBody(fields: Record<string, string | undefined>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) p.set(k, v);
  return p;
}

/** fetch + JSON + ApiError, counted by the progress bar. */
export async function send<T>(input: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await inflight.track(fetch(input, { credentials: 'same-origin', ...init }));
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.');
  }
  const text = await res.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!res.ok) {
    const b = (body && typeof body === 'object' ? body : {}) as { code?: string; message?: string; details?: unknown };
    throw new ApiError(res.status, b.code ?? 'HTTP_ERROR', b.message ?? '', b.details);
  }
  return body as T;
}
