import { ApiError } from '../app/api';
import { url } from '../app/http';
import { authHeader } from './download';

/**
 * A multipart upload with progress (fetch reports none): XMLHttpRequest with the user token. Answers the JSON body;
 * a refusal becomes ApiError with the server's code and Korean message. `signal` aborts it (ApiError ABORTED).
 */
export async function uploadWithProgress<T>(path: string, form: FormData, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<T> {
  const headers = await authHeader();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url(path));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', ''));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', ''));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as T);
      } else {
        const b = (body ?? {}) as { code?: string; message?: string; details?: unknown };
        reject(new ApiError(xhr.status, b.code ?? 'HTTP_ERROR', b.message ?? '', b.details));
      }
    };
    xhr.send(form);
  });
}
