import type { RequestSortField, RequestSortInput, RequestType } from '../../gql/graphql';
import type { SortItem } from '../../shared/sort';
import { REQUEST_TYPE_LABELS, SORTABLE, type StepFilter } from './labels';

/** The list's filters; each lives in the URL beside ?pageNo= and ?sort= (the step is the path). */
export const CASE_FILTER_KEYS = ['search', 'requestType'] as const;
export type CaseFilters = Partial<Record<(typeof CASE_FILTER_KEYS)[number], string>>;
export const SORT_PARAM = 'sort';
/** The server's limit on the search text (request.inputs.ts). */
export const SEARCH_MAX = 50;

const isSortField = (v: string): v is RequestSortField => (SORTABLE as string[]).includes(v);

/** ?sort=requestDate,desc;targetName,asc → the sort list (unknown fields dropped, at most 5 as the server takes). */
export function parseSortParam(v: string | null | undefined): SortItem[] {
  if (!v) return [];
  const out: SortItem[] = [];
  for (const part of v.split(';')) {
    const [field, dir] = part.split(',');
    if (!field || !isSortField(field) || out.some((s) => s.field === field)) continue;
    out.push({ field, direction: dir === 'desc' ? 'desc' : 'asc' });
  }
  return out.slice(0, 5);
}

export const sortByInput = (sorts: SortItem[]): RequestSortInput[] | undefined =>
  sorts.length ? sorts.map((s) => ({ field: s.field as RequestSortField, direction: s.direction === 'desc' ? 'DESC' : 'ASC' })) : undefined;

/** The list query's filter variables from the URL (unknown values dropped). */
export function filterVariables(step: StepFilter, f: CaseFilters) {
  return {
    progressStep: step === 'ALL' ? undefined : step,
    requestType: f.requestType && f.requestType in REQUEST_TYPE_LABELS ? (f.requestType as RequestType) : undefined,
    search: f.search?.trim().slice(0, SEARCH_MAX) || undefined,
  };
}

/** The REST body of the Excel download: the list on screen (approved cases, the step, the filters and the order). */
export function excelBody(step: StepFilter, f: CaseFilters, sort: string | undefined, fileName: string, reason: string) {
  const body: Record<string, unknown> = { caseOnly: 'Y', fileName, reason };
  for (const [k, v] of Object.entries(filterVariables(step, f))) if (v !== undefined) body[k] = v;
  if (sort) body.sort = sort;
  return body;
}
