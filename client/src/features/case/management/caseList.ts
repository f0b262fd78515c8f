import type { RequestType } from '../../../gql/graphql';
import { REQUEST_TYPE_LABELS, type StepFilter } from './labels';

/** The list's filters; each lives in the URL beside ?pageNo= and ?sort= (the step is the path). */
export const CASE_FILTER_KEYS = ['search', 'requestType'] as const;
export type CaseFilters = Partial<Record<(typeof CASE_FILTER_KEYS)[number], string>>;
/** The server's limit on the search text (request.list-inputs.ts). */
export const SEARCH_MAX = 50;

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
