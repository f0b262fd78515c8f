import type { EvaluationSchoolType, Gender } from '../../gql/graphql';
import { downloadFile } from '../../shared/download';
import { uploadWithProgress } from '../../shared/upload';

const BASE = 'svs-u/simple-evaluation';

export const downloadEvaluationExcel = (body: Record<string, unknown>) => downloadFile('POST', `${BASE}/excel-download`, '간편검사.xlsx', body);
export const downloadGroupTemplate = () => downloadFile('GET', `${BASE}/group-register/template`, '간편검사_일괄등록_양식.xlsx');
export const downloadNormTemplate = () => downloadFile('GET', `${BASE}/norm-set/template`, '규준_양식_시연용.xlsx');

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
