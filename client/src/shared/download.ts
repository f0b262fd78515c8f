import { ApiError } from '../app/api';
import { authStore } from '../app/auth-store';
import { url } from '../app/http';

/**
 * File answers of the REST facade (the Excel downloads of the request, case, statistics and simple-evaluation
 * screens, the upload templates) and the user-token header the raw fetch / XMLHttpRequest calls send.
 */

/** `Authorization: Bearer …` with a fresh user token, or nothing when signed out. */
export async function authHeader(): Promise<Record<string, string>> {
  const t = await authStore.freshToken();
  return t ? { Authorization: `Bearer ${t}` } : {};
}

/** The file name of a Content-Disposition header (RFC 5987 filename* first, then filename), or undefined. */
export function fileNameOf(disposition: string | null | undefined): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim();
}

async function failure(res: Response): Promise<ApiError> {
  const b = (await res.json().catch(() => ({}))) as { code?: string; message?: string; details?: unknown };
  return new ApiError(res.status, b.code ?? 'HTTP_ERROR', b.message ?? '', b.details);
}

/** A file answer (Excel) with the name the server gave it in Content-Disposition (else `fallback`). */
export async function downloadFile(method: 'GET' | 'POST', path: string, fallback: string, body?: unknown): Promise<{ blob: Blob; fileName: string }> {
  const headers: Record<string, string> = await authHeader();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
  if (!res.ok) throw await failure(res);
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('Content-Disposition')) ?? fallback };
}
