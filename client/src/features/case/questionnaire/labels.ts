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

export const RATING_LABELS = ['전혀 그렇지 않다', '그렇지 않다', '보통이다', '그렇다', '매우 그렇다'];

export interface SatisfactionRating {
  key: string;
  question: string;
  required?: boolean;
}

/** The rating questions, in sections; keys and required ones as the server's catalogue (questionnaire.fields.ts). */
export const SATISFACTION_SECTIONS: { title: string; ratings: SatisfactionRating[]; comment?: { key: string; label: string } }[] = [
  {
    title: '서비스 만족도',
    ratings: [
      { key: 'svsOverAll', question: '받은 서비스에 전반적으로 만족한다.', required: true },
      { key: 'svsProgress', question: '서비스가 진행된 과정(일정, 안내, 연락)에 만족한다.', required: true },
    ],
    comment: { key: 'svsContent', label: '서비스에 대해 하고 싶은 말' },
  },
  {
    title: '담당자',
    ratings: [{ key: 'svsAtiiPi', question: '담당자는 친절하고 전문적으로 도와주었다.', required: true }],
    comment: { key: 'svsAtiiContent', label: '담당자에 대해 하고 싶은 말' },
  },
  {
    title: '기관 연계 (연계를 받은 경우만)',
    ratings: [{ key: 'ilOverAll', question: '연계된 기관의 도움에 만족한다.' }],
    comment: { key: 'ilContent', label: '기관 연계에 대해 하고 싶은 말' },
  },
  {
    title: '서비스를 받은 뒤의 변화',
    ratings: [
      { key: 'asProblemImprovement', question: '처음 도움을 청한 어려움이 나아졌다.' },
      { key: 'asLearningAttitude', question: '공부하는 태도가 나아졌다.' },
      { key: 'asInterpersonalRelationship', question: '친구 등 다른 사람과의 관계가 나아졌다.' },
      { key: 'asGuardianRelationship', question: '보호자와의 관계가 나아졌다.' },
      { key: 'asTeacherRelationship', question: '선생님과의 관계가 나아졌다.' },
      { key: 'asSchoolLife', question: '학교생활이 나아졌다.' },
      { key: 'asTowardsLifeAttitude', question: '생활을 대하는 태도가 긍정적으로 바뀌었다.' },
      { key: 'asOwnAttitude', question: '자기 자신을 대하는 태도가 긍정적으로 바뀌었다.' },
    ],
  },
  {
    title: '서비스의 도움',
    ratings: [{ key: 'servicePerformance', question: '받은 서비스가 전반적으로 도움이 되었다.', required: true }],
  },
];

export const SERVICE_KIND_OPTIONS = [
  { value: 'COUNSELING', label: '개별 상담' },
  { value: 'PSYCHOLOGICAL_TEST', label: '심리 검사' },
  { value: 'GUARDIAN_COUNSELING', label: '보호자 상담' },
  { value: 'TEACHER_CONSULTATION', label: '교사 자문' },
  { value: 'INSTITUTION_LINKAGE', label: '기관 연계' },
  { value: 'MEDICAL_EXPENSES', label: '치료비 지원' },
  { value: 'ETC', label: '기타' },
];

export const SATISFACTION_TEXT_KEYS = ['svsContent', 'svsAtiiContent', 'ilContent', 'servicePerformanceDetail', 'servicePerformanceDetailEtc', 'serviceImprovementPoints'];
export const SATISFACTION_RATING_KEYS = SATISFACTION_SECTIONS.flatMap((s) => s.ratings.map((r) => r.key));
