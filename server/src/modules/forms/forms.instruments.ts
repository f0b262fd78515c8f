import { SDQ_ANSWER_VALUES, SDQ_ITEM_KEYS } from './sdq.scoring.js';
import { ANSWER_SCALE, INSTRUMENTS, type SchoolType } from '../scoring/core.js';

/**
 * Which questionnaires exist as forms and what a form of each must hold: its item keys (every one exactly once, in
 * this order) and the answer values its examples label. The keys come from the instruments' own catalogues, never
 * a copy: the simple evaluation's from simple-evaluation/core.ts, the SDQ-KR's answer keys of SPEC §3.
 */
export type FormType = 'SIMPLE_EVALUATION' | 'SDQ_KR';
export const FORM_TYPES: readonly FormType[] = ['SIMPLE_EVALUATION', 'SDQ_KR'];

export type SdqTarget = 'STUDENT' | 'GUARDIAN' | 'TEACHER';
export type FormTarget = SchoolType | SdqTarget;

/**
 * The question text every SDQ-KR item is seeded with (seeders/forms.ts) until an administrator loads the licensed
 * wording on /auth/forms: a form that still holds it is not ready for respondents (no link is sent, 409
 * FORM_NOT_READY; forms.service.ts `requireFormForLink`).
 */
export const SDQ_PLACEHOLDER = '(문항 내용은 라이선스 문서를 관리자가 입력)';

/** The SDQ-KR's form code for who answers (the respondent's questionnaire). */
export const sdqFormCode = (target: SdqTarget) => `SDQ_KR_${target}`;

export interface FormDefinition {
  code: string;
  type: FormType;
  /** Simple evaluation: the school type; SDQ-KR: who answers. */
  target: FormTarget;
  keys: readonly string[];
  /** The answer values, lowest first; a form's examples label each exactly once. */
  values: readonly number[];
}

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** SDQ-KR answer keys (SPEC §3) and values, from the SDQ scoring's own catalogue. */
export const SDQ_KR_KEYS: readonly string[] = SDQ_ITEM_KEYS;
const SDQ_VALUES = SDQ_ANSWER_VALUES;

const simple = (schoolType: SchoolType): FormDefinition => ({
  code: `SIMPLE_EVALUATION_${schoolType}`,
  type: 'SIMPLE_EVALUATION',
  target: schoolType,
  keys: INSTRUMENTS[schoolType].items.map((i) => i.key),
  values: range(ANSWER_SCALE.min, ANSWER_SCALE.max),
});

const sdq = (target: SdqTarget): FormDefinition => ({ code: sdqFormCode(target), type: 'SDQ_KR', target, keys: SDQ_KR_KEYS, values: SDQ_VALUES });

export const FORM_DEFINITIONS: readonly FormDefinition[] = [
  simple('ELEMENTARY'),
  simple('MIDDLE_HIGH'),
  sdq('STUDENT'),
  sdq('GUARDIAN'),
  sdq('TEACHER'),
];

export const definitionOf = (code: string): FormDefinition | undefined => FORM_DEFINITIONS.find((d) => d.code === code);

/** The simple evaluation's form code for a school type (the respondent's questionnaire). */
export const simpleEvaluationFormCode = (schoolType: SchoolType) => `SIMPLE_EVALUATION_${schoolType}`;
