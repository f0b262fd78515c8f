import type { ProgressStep, RequestType } from '../../gql/graphql';
import { FILED_STATUS_LABELS, STEP_LABELS, TYPE_LABELS } from './labels';

/** The list's filters; each lives in the URL beside ?pageNo= and ?sort=. progressStep ALL (or none) is every step. */
export const REQUEST_FILTER_KEYS = ['status', 'progressStep', 'requestType', 'search'] as const;
export type RequestFilterKey = (typeof REQUEST_FILTER_KEYS)[number];
export type RequestFilters = Partial<Record<RequestFilterKey, string>>;

const oneOf = <K extends string>(labels: Record<K, string>, v: string | undefined): K | undefined => (v && v in labels ? (v as K) : undefined);

/** The search form checked as the server checks it: the first problem's Korean message, or undefined. */
export function filterProblem(f: RequestFilters): string | undefined {
  if (f.search && f.search.length > 50) return '검색어는 50자 이내로 입력해주세요.';
  return undefined;
}

/** The list query's filter variables (and the Excel download's) from the URL; unknown values are dropped. */
export function filterVariables(f: RequestFilters) {
  return {
    status: oneOf(FILED_STATUS_LABELS, f.status),
    progressStep: oneOf<ProgressStep>(STEP_LABELS, f.progressStep),
    requestType: oneOf<RequestType>(TYPE_LABELS, f.requestType),
    search: f.search?.trim() || undefined,
  };
}

/** The REST body of the Excel download: the same filters and sort as the list on screen, its name and reason. */
export function excelBody(f: RequestFilters, sort: string | undefined, fileName: string, reason: string) {
  const body: Record<string, unknown> = { fileName, reason };
  for (const [k, val] of Object.entries(filterVariables(f))) if (val !== undefined) body[k] = val;
  if (sort) body.sort = sort;
  return body;
}
