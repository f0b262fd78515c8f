import type { ConsentState, EvaluationSchoolType, Gender, ScoreRange } from '../../gql/graphql';
import { END_AFTER_START_MESSAGE, isDateInput } from '../../shared/validators';
import { CONSENT_LABELS, GENDER_LABELS, RANGE_LABELS, SCHOOL_TARGET_LABELS } from './labels';

/** The list's filters; each lives in the URL beside ?pageNo= (and ?sort=). */
export const SE_FILTER_KEYS = ['schoolId', 'year', 'schoolTargetType', 'gender', 'isDone', 'range', 'topRange', 'crisis', 'consentState', 'studentCode', 'fromDate', 'toDate'] as const;
export type SeFilterKey = (typeof SE_FILTER_KEYS)[number];
export type SeFilters = Partial<Record<SeFilterKey, string>>;

const oneOf = <K extends string>(labels: Record<K, string>, v: string | undefined): K | undefined => (v && v in labels ? (v as K) : undefined);

/** The search form checked as the server checks it: the first problem's Korean message, or undefined. */
export function filterProblem(f: SeFilters): string | undefined {
  if (f.year && !/^\d{4}$/.test(f.year)) return '연도 형식이 맞지 않습니다.';
  if (f.studentCode && f.studentCode.length > 40) return '관리번호는 40자 이내로 입력해주세요.';
  if (f.fromDate && !isDateInput(f.fromDate)) return '시작일 형식이 맞지 않습니다.';
  if (f.toDate && !isDateInput(f.toDate)) return '종료일 형식이 맞지 않습니다.';
  if (f.fromDate && f.toDate && f.toDate < f.fromDate) return END_AFTER_START_MESSAGE;
  return undefined;
}

/** The list query's filter variables (and the Excel download's) from the URL; unknown values are dropped. */
export function filterVariables(f: SeFilters) {
  return {
    schoolId: f.schoolId || undefined,
    year: f.year && /^\d{4}$/.test(f.year) ? Number(f.year) : undefined,
    schoolTargetType: oneOf<EvaluationSchoolType>(SCHOOL_TARGET_LABELS, f.schoolTargetType),
    gender: oneOf<Gender>(GENDER_LABELS, f.gender),
    isDone: f.isDone === 'Y' || f.isDone === 'N' ? f.isDone : undefined,
    range: oneOf<ScoreRange>(RANGE_LABELS, f.range),
    topRange: oneOf<ScoreRange>(RANGE_LABELS, f.topRange),
    crisis: f.crisis === 'Y' ? 'Y' : undefined,
    consentState: oneOf<ConsentState>(CONSENT_LABELS, f.consentState),
    studentCode: f.studentCode?.trim() || undefined,
    fromDate: f.fromDate || undefined,
    toDate: f.toDate || undefined,
  };
}

/** The REST body of the Excel download: the same filters and sort as the list on screen. */
export function excelBody(f: SeFilters, sort: string | undefined, fileName: string) {
  const v = filterVariables(f);
  const body: Record<string, unknown> = { fileName };
  for (const [k, val] of Object.entries(v)) if (val !== undefined) body[k] = val;
  if (sort) body.sort = sort;
  return body;
}

