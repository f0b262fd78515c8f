import { END_AFTER_START_MESSAGE, isDateInput } from '../../shared/validators';

/** The statistics filters (SPEC: year, period, 시도, center), each a URL parameter so a reload shows the same figures. */
export const STAT_FILTER_KEYS = ['year', 'fromDate', 'toDate', 'sdCode', 'centerId'] as const;
export type StatFilterKey = (typeof STAT_FILTER_KEYS)[number];
export type StatFilters = Partial<Record<StatFilterKey, string>>;

export function readFilters(params: URLSearchParams): StatFilters {
  return Object.fromEntries(STAT_FILTER_KEYS.map((k) => [k, params.get(k) || undefined]).filter(([, v]) => v)) as StatFilters;
}

/** The filters checked as the server checks them: the first problem's Korean message, or undefined. */
export function filterProblem(f: StatFilters): string | undefined {
  if (f.year && !/^\d{4}$/.test(f.year)) return '연도 형식이 맞지 않습니다.';
  if (f.fromDate && !isDateInput(f.fromDate)) return '시작일 형식이 맞지 않습니다.';
  if (f.toDate && !isDateInput(f.toDate)) return '종료일 형식이 맞지 않습니다.';
  if (f.fromDate && f.toDate && f.toDate < f.fromDate) return END_AFTER_START_MESSAGE;
  if (f.sdCode && !/^\d{2}$/.test(f.sdCode)) return '시도를 선택해주세요.';
  if (f.centerId && !/^[1-9]\d{0,8}$/.test(f.centerId)) return '센터를 선택해주세요.';
  return undefined;
}

/** The statistics queries' variables (and the Excel body's filters): only well-formed values. */
export function statVariables(f: StatFilters) {
  return {
    year: f.year && /^\d{4}$/.test(f.year) ? Number(f.year) : undefined,
    fromDate: f.fromDate && isDateInput(f.fromDate) ? f.fromDate : undefined,
    toDate: f.toDate && isDateInput(f.toDate) ? f.toDate : undefined,
    sdCode: f.sdCode && /^\d{2}$/.test(f.sdCode) ? f.sdCode : undefined,
    centerId: f.centerId && /^[1-9]\d{0,8}$/.test(f.centerId) ? Number(f.centerId) : undefined,
  };
}

/** POST svs-u/request/statistics-excel-download: the sheet of one screen with the filters on screen. */
export function statisticsExcelBody(sheet: 'REQUEST' | 'REPORT', f: StatFilters, fileName: string, reason: string) {
  const body: Record<string, unknown> = { sheet, fileName, reason };
  for (const [k, v] of Object.entries(statVariables(f))) if (v !== undefined) body[k] = v;
  return body;
}
