/** Korean labels of the case questionnaires (our own wording; SDQ item wording is licensed and never here). */
import type { Target, TestType } from '../record/labels';

// the target and test types are the case records' (one enum on the server, one set of names here)
export { isTarget, isTestType, TARGET_LABELS, TARGETS, TEST_LABELS, type Target, type TestType } from '../record/labels';

export const RELATIONSHIP_OPTIONS: Record<Target, { value: string; label: string }[]> = {
  STUDENT: [],
  GUARDIAN: [
    { value: 'FATHER', label: '부' },
    { value: 'MOTHER', label: '모' },
    { value: 'GRANDPARENT', label: '조부모' },
    { value: 'ETC', label: '기타' },
  ],
  TEACHER: [
    { value: 'HOMEROOM_TEACHER', label: '담임교사' },
    { value: 'SUBJECT_TEACHER', label: '교과교사' },
    { value: 'COUNSELING_TEACHER', label: '상담교사' },
    { value: 'ETC', label: '기타' },
  ],
};
export const relationshipLabel = (v: string | null | undefined) =>
  Object.values(RELATIONSHIP_OPTIONS)
    .flat()
    .find((o) => o.value === v)?.label ?? '-';

export const SDQ_SCALE_LABELS: Record<string, string> = {
  EMOTIONAL: '정서 증상',
  CONDUCT: '품행 문제',
  HYPERACTIVITY: '과잉행동·부주의',
  PEER: '또래관계 문제',
  PROSOCIAL: '친사회적 행동',
};
export const SDQ_BAND_LABELS: Record<string, string> = {
  CLOSE_TO_AVERAGE: '평균 수준',
  SLIGHTLY_RAISED: '약간 높음',
  HIGH: '높음',
  VERY_HIGH: '매우 높음',
};
/** Prosocial behaviour is a strength: its bands read the other way. */
export const SDQ_PROSOCIAL_BAND_LABELS: Record<string, string> = {
  CLOSE_TO_AVERAGE: '평균 수준',
  SLIGHTLY_RAISED: '약간 낮음',
  HIGH: '낮음',
  VERY_HIGH: '매우 낮음',
};
export const SDQ_KEYS = ['dehi', 'decp', 'dies', 'dipr', 'spbpb'].flatMap((p) => [10, 20, 30, 40, 50].map((n) => `${p}0${n}`));

/** Where the case workspace shows each questionnaire (SPEC §2). */
export const sdqStep = (t: TestType) => (t === 'PRELIMINARY' ? { step: 'IN_DEPTH_EVALUATION', item: 'SDQ_KR_PRE' } : { step: 'POST_EVALUATION', item: 'SDQ_KR_POST' });
export const SATISFACTION_STEP = { step: 'POST_EVALUATION', item: 'SATISFACTION_ASSESSMENT' };

// ---- satisfaction ---------------------------------------------------------------------------------------------------

// the questions are data the respondent's phone page shares (client/src/shared/satisfaction.ts, no antd)
export {
  RATING_LABELS,
  SATISFACTION_RATING_KEYS,
  SATISFACTION_SECTIONS,
  SATISFACTION_TEXT_KEYS,
  SERVICE_KIND_OPTIONS,
  type SatisfactionRating,
} from '../../../shared/satisfaction';
