/**
 * The satisfaction assessment's questions (our own wording), as data: the staff's paper entry and detail page
 * (features/case/questionnaire, antd) and the respondent's phone page (client/src/respondent, plain HTML) both draw
 * from here, so an item, its required mark or the body sent is written once. No React, no antd: the respondent
 * entry's byte budget (scripts/client-budget.mjs) takes only this.
 */

/** A rating's five answers, 1 … 5. */
export const RATING_LABELS = ['전혀 그렇지 않다', '그렇지 않다', '보통이다', '그렇다', '매우 그렇다'];

/** A rating's answers as the forms show them: "1 전혀 그렇지 않다" … "5 매우 그렇다". */
export const RATING_CHOICES = RATING_LABELS.map((label, i) => ({ value: i + 1, label: `${i + 1} ${label}` }));

export interface SatisfactionRating {
  key: string;
  question: string;
  required?: boolean;
}

export interface SatisfactionSection {
  title: string;
  ratings: SatisfactionRating[];
  comment?: { key: string; label: string };
}

/** The rating questions, in sections; keys and required ones as the server's catalogue (questionnaire.fields.ts). */
export const SATISFACTION_SECTIONS: SatisfactionSection[] = [
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

/** The most helpful service (servicePerformanceDetail); ETC asks for servicePerformanceDetailEtc. */
export const SERVICE_KIND_OPTIONS = [
  { value: 'COUNSELING', label: '개별 상담' },
  { value: 'PSYCHOLOGICAL_TEST', label: '심리 검사' },
  { value: 'GUARDIAN_COUNSELING', label: '보호자 상담' },
  { value: 'TEACHER_CONSULTATION', label: '교사 자문' },
  { value: 'INSTITUTION_LINKAGE', label: '기관 연계' },
  { value: 'MEDICAL_EXPENSES', label: '치료비 지원' },
  { value: 'ETC', label: '기타' },
];

/** The free-text and choice fields, and the most each text takes (the server's catalogue). */
export const SATISFACTION_DETAIL = { key: 'servicePerformanceDetail', label: '가장 도움이 된 서비스' };
export const SATISFACTION_DETAIL_ETC = { key: 'servicePerformanceDetailEtc', label: '가장 도움이 된 서비스 (기타)', max: 100 };
export const SATISFACTION_IMPROVEMENT = { key: 'serviceImprovementPoints', label: '더 나아졌으면 하는 점' };
export const SATISFACTION_TEXT_MAX = 1000;

export const SATISFACTION_TEXT_KEYS = ['svsContent', 'svsAtiiContent', 'ilContent', 'servicePerformanceDetail', 'servicePerformanceDetailEtc', 'serviceImprovementPoints'];
export const SATISFACTION_RATING_KEYS = SATISFACTION_SECTIONS.flatMap((s) => s.ratings.map((r) => r.key));
/** The ratings every respondent answers before submitting (the server refuses the rest with INCOMPLETE_ANSWERS). */
export const SATISFACTION_REQUIRED_KEYS = SATISFACTION_SECTIONS.flatMap((s) => s.ratings.filter((r) => r.required).map((r) => r.key));

/** The form's values as the server's input: empty strings and unset fields left out, texts trimmed. */
export function satisfactionInput(values: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === 'number') out[k] = v;
    else if (typeof v === 'string' && v.trim()) out[k] = v.trim();
  }
  return out;
}

/**
 * What the form still lacks before it can be sent: the required ratings left open, and the "other" service's text
 * when ETC is chosen. Keys in the form's order.
 */
export function satisfactionMissing(values: Record<string, unknown>): string[] {
  const missing = SATISFACTION_REQUIRED_KEYS.filter((k) => typeof values[k] !== 'number');
  const etc = values[SATISFACTION_DETAIL_ETC.key];
  if (values[SATISFACTION_DETAIL.key] === 'ETC' && !(typeof etc === 'string' && etc.trim())) missing.push(SATISFACTION_DETAIL_ETC.key);
  return missing;
}
