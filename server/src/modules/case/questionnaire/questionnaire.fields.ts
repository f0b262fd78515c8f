import { ANSWER_WORDS, type Fields, type FieldSpec, type FieldStyle } from '../field-kit.js';
import { SDQ_ITEM_KEYS } from '../../forms/sdq.scoring.js';

/**
 * The answer fields of each questionnaire as data, in the case's field vocabulary (../field-kit.ts): SPEC §3 names
 * them, the catalogue says what each takes. Input classes and views get their fields from here, the service stores
 * them (one JSON column of answers) from here, so a field is declared once.
 */
export const SDQ_FIELDS: Fields = Object.fromEntries(SDQ_ITEM_KEYS.map((key): [string, FieldSpec] => [key, { kind: 'int', min: 0, max: 2, label: `문항 ${key}`, submit: true }]));

/** `submit`: asked of every respondent before submitting; the others may stay empty (no linkage, not applicable). */
const rating = (label: string, submit?: true): FieldSpec => ({ kind: 'int', min: 1, max: 5, label, submit });
const text = (label: string, max = 1000): FieldSpec => ({ kind: 'text', max, label });

/** Services that helped most (servicePerformanceDetail); ETC takes servicePerformanceDetailEtc. */
export const SERVICE_KINDS = ['COUNSELING', 'PSYCHOLOGICAL_TEST', 'GUARDIAN_COUNSELING', 'TEACHER_CONSULTATION', 'INSTITUTION_LINKAGE', 'MEDICAL_EXPENSES', 'ETC'] as const;

/**
 * Satisfaction assessment (SPEC §3): ratings 1 (전혀 그렇지 않다) … 5 (매우 그렇다), texts, and one choice. Our own
 * reading of the SPEC's names: svs* the service itself, il* the institution linkage, as* the change seen since.
 */
export const SATISFACTION_FIELDS: Fields = {
  svsOverAll: rating('서비스 전반 만족도', true),
  svsProgress: rating('진행 과정 만족도', true),
  svsContent: text('서비스에 대한 의견'),
  svsAtiiPi: rating('담당자의 태도와 전문성', true),
  svsAtiiContent: text('담당자에 대한 의견'),
  ilOverAll: rating('기관 연계 만족도'),
  ilContent: text('기관 연계에 대한 의견'),
  asProblemImprovement: rating('문제 개선'),
  asLearningAttitude: rating('학습 태도'),
  asInterpersonalRelationship: rating('대인관계'),
  asGuardianRelationship: rating('보호자와의 관계'),
  asTeacherRelationship: rating('교사와의 관계'),
  asSchoolLife: rating('학교생활'),
  asTowardsLifeAttitude: rating('삶에 대한 태도'),
  asOwnAttitude: rating('자신에 대한 태도'),
  servicePerformance: rating('서비스가 도움이 된 정도', true),
  servicePerformanceDetail: { kind: 'choice', list: 'serviceKinds', etc: 'servicePerformanceDetailEtc', label: '가장 도움이 된 서비스' },
  servicePerformanceDetailEtc: text('가장 도움이 된 서비스 (기타)', 100),
  serviceImprovementPoints: text('개선할 점'),
};

/** What a respondent must answer before submitting. */
export const requiredOf = (fields: Fields): string[] => Object.keys(fields).filter((k) => fields[k].submit);

/** Relationship of the person answering to the student (GUARDIAN, TEACHER); ETC takes relationshipEtc. */
export const RELATIONSHIPS = ['FATHER', 'MOTHER', 'GRANDPARENT', 'HOMEROOM_TEACHER', 'SUBJECT_TEACHER', 'COUNSELING_TEACHER', 'ETC'] as const;

/** Codes checked on the input, answers stored as JSON (no columns), plain descriptions. */
export const ANSWER_STYLE: FieldStyle = {
  lists: { serviceKinds: SERVICE_KINDS.map((code) => ({ code, label: code, etc: code === 'ETC' })) },
  codes: 'input',
  described: false,
  words: ANSWER_WORDS,
};
