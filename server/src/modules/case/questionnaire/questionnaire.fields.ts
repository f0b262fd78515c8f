import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, Int } from 'type-graphql';
import { SDQ_ITEM_KEYS } from '../../forms/sdq.scoring.js';

/**
 * The answer fields of each questionnaire as data: SPEC §3 names them, the catalogue says what each takes. Input
 * classes and views get their fields from here (decorators applied in a loop), the service validates and stores
 * them from here, so a field is declared once.
 */
export interface AnswerField {
  key: string;
  /** int: a scale point (min–max); text: free text; choice: one code of `choices`. */
  type: 'int' | 'text' | 'choice';
  min?: number;
  max?: number;
  maxLength?: number;
  choices?: readonly string[];
  label: string;
}

export const SDQ_FIELDS: readonly AnswerField[] = SDQ_ITEM_KEYS.map((key) => ({ key, type: 'int', min: 0, max: 2, label: `문항 ${key}` }));

const rating = (key: string, label: string): AnswerField => ({ key, type: 'int', min: 1, max: 5, label });
const text = (key: string, label: string, maxLength = 1000): AnswerField => ({ key, type: 'text', maxLength, label });

/** Services that helped most (servicePerformanceDetail); ETC takes servicePerformanceDetailEtc. */
export const SERVICE_KINDS = ['COUNSELING', 'PSYCHOLOGICAL_TEST', 'GUARDIAN_COUNSELING', 'TEACHER_CONSULTATION', 'INSTITUTION_LINKAGE', 'MEDICAL_EXPENSES', 'ETC'] as const;

/**
 * Satisfaction assessment (SPEC §3): ratings 1 (전혀 그렇지 않다) … 5 (매우 그렇다), texts, and one choice. Our own
 * reading of the SPEC's names: svs* the service itself, il* the institution linkage, as* the change seen since.
 */
export const SATISFACTION_FIELDS: readonly AnswerField[] = [
  rating('svsOverAll', '서비스 전반 만족도'),
  rating('svsProgress', '진행 과정 만족도'),
  text('svsContent', '서비스에 대한 의견'),
  rating('svsAtiiPi', '담당자의 태도와 전문성'),
  text('svsAtiiContent', '담당자에 대한 의견'),
  rating('ilOverAll', '기관 연계 만족도'),
  text('ilContent', '기관 연계에 대한 의견'),
  rating('asProblemImprovement', '문제 개선'),
  rating('asLearningAttitude', '학습 태도'),
  rating('asInterpersonalRelationship', '대인관계'),
  rating('asGuardianRelationship', '보호자와의 관계'),
  rating('asTeacherRelationship', '교사와의 관계'),
  rating('asSchoolLife', '학교생활'),
  rating('asTowardsLifeAttitude', '삶에 대한 태도'),
  rating('asOwnAttitude', '자신에 대한 태도'),
  rating('servicePerformance', '서비스가 도움이 된 정도'),
  { key: 'servicePerformanceDetail', type: 'choice', choices: SERVICE_KINDS, label: '가장 도움이 된 서비스' },
  text('servicePerformanceDetailEtc', '가장 도움이 된 서비스 (기타)', 100),
  text('serviceImprovementPoints', '개선할 점'),
];

/** Asked of every respondent before submitting; the others may stay empty (no linkage, not applicable). */
export const SATISFACTION_REQUIRED = ['svsOverAll', 'svsProgress', 'svsAtiiPi', 'servicePerformance'];

/** Relationship of the person answering to the student (GUARDIAN, TEACHER); ETC takes relationshipEtc. */
export const RELATIONSHIPS = ['FATHER', 'MOTHER', 'GRANDPARENT', 'HOMEROOM_TEACHER', 'SUBJECT_TEACHER', 'COUNSELING_TEACHER', 'ETC'] as const;

const fieldMessage = (f: AnswerField) =>
  f.type === 'int' ? `${f.label}은(는) ${f.min}부터 ${f.max}까지의 정수여야 합니다.` : f.type === 'choice' ? `${f.label}의 선택지가 올바르지 않습니다.` : `${f.label} 형식이 맞지 않습니다.`;

/** Adds every field of the catalogue to an input class: optional, validated, a GraphQL input field. */
export function addAnswerInputs(cls: Function, fields: readonly AnswerField[]): void {
  const proto = cls.prototype as object;
  for (const f of fields) {
    const message = fieldMessage(f);
    if (f.type === 'int') {
      Field(() => Int, { nullable: true, description: f.label })(proto, f.key);
      IsInt({ message })(proto, f.key);
      Min(f.min!, { message })(proto, f.key);
      Max(f.max!, { message })(proto, f.key);
    } else {
      Field(() => String, { nullable: true, description: f.label })(proto, f.key);
      IsString({ message })(proto, f.key);
      if (f.type === 'choice') IsIn([...f.choices!], { message })(proto, f.key);
      else MaxLength(f.maxLength!, { message: `${f.label}이(가) 허용된 길이를 넘었습니다.` })(proto, f.key);
    }
    IsOptional()(proto, f.key);
  }
}

/** Adds every field of the catalogue to a view (GraphQL object type and REST JSON). */
export function addAnswerViews(cls: Function, fields: readonly AnswerField[]): void {
  const proto = cls.prototype as object;
  for (const f of fields) Field(() => (f.type === 'int' ? Int : String), { nullable: true, description: f.label })(proto, f.key);
}

/** The catalogue's fields present in an input (null clears a field). */
export function answersOf(input: object, fields: readonly AnswerField[]): Record<string, number | string | null> {
  const out: Record<string, number | string | null> = {};
  for (const f of fields) {
    const v = (input as Record<string, unknown>)[f.key];
    if (v === undefined) continue;
    out[f.key] = typeof v === 'string' ? v.trim() || null : (v as number | null);
  }
  return out;
}
