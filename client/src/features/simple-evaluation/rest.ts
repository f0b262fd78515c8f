import { ApiError } from '../../app/api';
import { url } from '../../app/http';
import type { EvaluationSchoolType, Gender } from '../../gql/graphql';
import { authHeader, downloadFile } from '../../shared/download';

const BASE = 'svs-u/simple-evaluation';

export const downloadEvaluationExcel = (body: Record<string, unknown>) => downloadFile('POST', `${BASE}/excel-download`, '간편검사.xlsx', body);
export const downloadGroupTemplate = () => downloadFile('GET', `${BASE}/group-register/template`, '간편검사_일괄등록_양식.xlsx');
export const downloadNormTemplate = () => downloadFile('GET', `${BASE}/norm-set/template`, '규준_양식_시연용.xlsx');

/**
 * A multipart upload with progress (fetch reports none): XMLHttpRequest with the user token. Answers the JSON body;
 * a refusal becomes ApiError with the server's code and Korean message.
 */
export async function uploadWithProgress<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
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

/** One row of the group-register answer (GroupRegisterView). */
export interface GroupRow {
  line: number;
  schoolTargetType?: EvaluationSchoolType | null;
  gender?: Gender | null;
  mobile?: string | null;
  /** Masked, like the student's. */
  guardianMobile?: string | null;
  errors: string[];
}
/** REGISTER: register only; REGISTER_AND_SEND: register and text each guardian the consent link (one transaction). */
export type GroupMethod = 'REGISTER' | 'REGISTER_AND_SEND';
export interface GroupRegisterAnswer {
  mode: string;
  method: GroupMethod;
  ok: boolean;
  total: number;
  errorCount: number;
  registered: number;
  /** Consent texts queued (REGISTER_AND_SEND commits). */
  sent: number;
  ids: number[];
  message?: string | null;
  rows: GroupRow[];
}

export function groupRegisterUpload(
  file: File,
  mode: 'PREVIEW' | 'COMMIT',
  method: GroupMethod,
  schoolId: string | undefined,
  onProgress?: (p: number) => void,
) {
  const form = new FormData();
  form.set('mode', mode);
  form.set('method', method);
  if (schoolId) form.set('schoolId', schoolId);
  form.set('file', file, file.name);
  return uploadWithProgress<GroupRegisterAnswer>(`${BASE}/group-register`, form, onProgress);
}

export interface NormImportError {
  line?: number;
  column?: string;
  code: string;
  message: string;
}
export interface NormImportAnswer {
  ok: boolean;
  saved: boolean;
  errors: NormImportError[];
  normSet?: { version: string; label: string; demo: boolean; groups: { schoolTargetType: EvaluationSchoolType; gender: Gender; scales: { scale: string; name: string; mean: number; sd: number }[] }[] };
}

export function normSetUpload(file: File, mode: 'PREVIEW' | 'SAVE', version: string, label: string, onProgress?: (p: number) => void) {
  const form = new FormData();
  form.set('mode', mode);
  form.set('version', version);
  form.set('label', label);
  form.set('file', file, file.name);
  return uploadWithProgress<NormImportAnswer>(`${BASE}/norm-set`, form, onProgress);
}
