/**
 * The simple-evaluation instrument as data: school types, categories (SPEC §3 "Simple evaluation"), item keys and
 * the answer scale. No item wording lives here: the questionnaire text is served by forms (SPEC §3 "Form question"),
 * so this file only ever names items by key ("문항 emot01" as a neutral placeholder).
 */
import { AppError } from '../../platform/errors.js';

export type SchoolType = 'ELEMENTARY' | 'MIDDLE_HIGH';
export type Gender = 'M' | 'F';
export type CategoryCode = 'emot' | 'anxi' | 'ipsa' | 'etnz' | 'psta' | 'suci';
/** A scored scale: one category or the total of all items. */
export type ScaleCode = CategoryCode | 'total';

export const SCHOOL_TYPES: readonly SchoolType[] = ['ELEMENTARY', 'MIDDLE_HIGH'];
export const GENDERS: readonly Gender[] = ['M', 'F'];
export const SCHOOL_TYPE_NAMES: Readonly<Record<SchoolType, string>> = { ELEMENTARY: '초등학생', MIDDLE_HIGH: '중·고등학생' };
export const GENDER_NAMES: Readonly<Record<Gender, string>> = { M: '남', F: '여' };
export const TOTAL_NAME = '전체';

/**
 * Answer scale: integers 0–3 (a four-point frequency scale, 0 = never … 3 = very often; the option wording comes
 * from forms). Why 0–3: the one published norm figure (elementary boys, 37 items, total mean 11.491, sd 9.216) fits
 * a four-point scale whose answers sit mostly at 0 (mean ≈ 0.3 per item, maximum 111), as in the Korean school
 * screening questionnaires of this kind; a yes/no scale would put a third of every item at "yes" in a general
 * population, which a screening does not see. Changing the scale is this one line, but norm sets are only valid
 * for the scale they were collected on (their raw-score bounds are checked against it).
 */
export const ANSWER_SCALE = { min: 0, max: 3 } as const;

export interface Category {
  readonly code: CategoryCode;
  /** Korean name shown on result screens. */
  readonly name: string;
  readonly itemCount: number;
}

export interface Item {
  /** e.g. emot01: category code + two-digit number, the answer's key. */
  readonly key: string;
  readonly category: CategoryCode;
  /** Neutral placeholder; the real wording is a form's question. */
  readonly placeholder: string;
}

export interface Instrument {
  readonly schoolType: SchoolType;
  /** Categories in questionnaire order (SPEC §3); names differ by school type for the same code (emot, ipsa). */
  readonly categories: readonly Category[];
  readonly items: readonly Item[];
  /** Highest possible raw score per scale (items × scale maximum), used to bound norm tables. */
  readonly maxRaw: Readonly<Partial<Record<ScaleCode, number>>>;
}

const CATEGORIES: Readonly<Record<SchoolType, readonly Category[]>> = {
  ELEMENTARY: [
    { code: 'emot', name: '정서 문제', itemCount: 8 },
    { code: 'anxi', name: '불안 문제', itemCount: 8 },
    { code: 'ipsa', name: '대인관계 및 사회불안 문제', itemCount: 7 },
    { code: 'etnz', name: '외현화 문제', itemCount: 8 },
    { code: 'psta', name: '심리적 외상 문제', itemCount: 6 },
  ],
  MIDDLE_HIGH: [
    { code: 'emot', name: '불안 및 우울 문제', itemCount: 8 },
    { code: 'suci', name: '자살 및 위기 문제', itemCount: 6 },
    { code: 'etnz', name: '외현화 문제', itemCount: 8 },
    { code: 'psta', name: '심리적 외상 문제', itemCount: 7 },
    { code: 'ipsa', name: '학교 적응 문제', itemCount: 7 },
  ],
};

function build(schoolType: SchoolType): Instrument {
  const categories = CATEGORIES[schoolType];
  const items: Item[] = [];
  const maxRaw: Partial<Record<ScaleCode, number>> = {};
  for (const c of categories) {
    for (let n = 1; n <= c.itemCount; n++) {
      const key = `${c.code}${String(n).padStart(2, '0')}`;
      items.push({ key, category: c.code, placeholder: `문항 ${key}` });
    }
    maxRaw[c.code] = c.itemCount * ANSWER_SCALE.max;
  }
  maxRaw.total = items.length * ANSWER_SCALE.max;
  return Object.freeze({ schoolType, categories, items: Object.freeze(items), maxRaw: Object.freeze(maxRaw) });
}

export const INSTRUMENTS: Readonly<Record<SchoolType, Instrument>> = {
  ELEMENTARY: build('ELEMENTARY'),
  MIDDLE_HIGH: build('MIDDLE_HIGH'),
};

/** item key → position in the questionnaire, per school type. */
export const ITEM_INDEX: Readonly<Record<SchoolType, ReadonlyMap<string, number>>> = {
  ELEMENTARY: new Map(INSTRUMENTS.ELEMENTARY.items.map((it, i) => [it.key, i])),
  MIDDLE_HIGH: new Map(INSTRUMENTS.MIDDLE_HIGH.items.map((it, i) => [it.key, i])),
};

/** Scales scored for a school type, in display order: its categories, then the total. */
export function scalesOf(schoolType: SchoolType): ScaleCode[] {
  return [...INSTRUMENTS[schoolType].categories.map((c) => c.code), 'total'];
}

/** Korean name of a scale for a school type (the same code can mean different things per school type). */
export function scaleName(schoolType: SchoolType, scale: ScaleCode): string {
  if (scale === 'total') return TOTAL_NAME;
  const c = INSTRUMENTS[schoolType].categories.find((x) => x.code === scale);
  if (!c) throw new Error(`scale ${scale} is not part of ${schoolType}`);
  return c.name;
}

export const isSchoolType = (v: unknown): v is SchoolType => v === 'ELEMENTARY' || v === 'MIDDLE_HIGH';
export const isGender = (v: unknown): v is Gender => v === 'M' || v === 'F';

/** Answers keyed by item key; a missing (absent, null or undefined) answer counts 0 when scored. */
export type Answers = Readonly<Record<string, number | null | undefined>>;

export interface AnswerError {
  key: string;
  code: 'UNKNOWN_ITEM' | 'ANSWER_OUT_OF_SCALE' | 'INVALID_ANSWERS';
  message: string;
}

export const answerMessages = {
  unknownItem: (key: string) => `알 수 없는 문항입니다: ${key}`,
  outOfScale: (key: string) => `문항 ${key}의 응답은 ${ANSWER_SCALE.min}부터 ${ANSWER_SCALE.max} 사이의 정수여야 합니다.`,
  notAnObject: '응답 형식이 올바르지 않습니다.',
};

const isOnScale = (v: unknown) => Number.isInteger(v) && (v as number) >= ANSWER_SCALE.min && (v as number) <= ANSWER_SCALE.max;

/**
 * Every problem with a set of answers for a school type: keys that are not items of that questionnaire and values
 * that are not integers on the scale. Missing answers are not errors (they count 0, SPEC §3).
 */
export function validateAnswers(answers: unknown, schoolType: SchoolType): AnswerError[] {
  if (answers === null || typeof answers !== 'object' || Array.isArray(answers)) {
    return [{ key: '', code: 'INVALID_ANSWERS', message: answerMessages.notAnObject }];
  }
  const known = ITEM_INDEX[schoolType];
  const errors: AnswerError[] = [];
  for (const [key, value] of Object.entries(answers)) {
    if (!known.has(key)) errors.push({ key, code: 'UNKNOWN_ITEM', message: answerMessages.unknownItem(key) });
    else if (value !== null && value !== undefined && !isOnScale(value))
      errors.push({ key, code: 'ANSWER_OUT_OF_SCALE', message: answerMessages.outOfScale(key) });
  }
  return errors;
}

/** validateAnswers as a 400: the first problem is the message, all of them are the details. */
export function assertAnswers(answers: unknown, schoolType: SchoolType): asserts answers is Answers {
  const errors = validateAnswers(answers, schoolType);
  if (errors.length) throw new AppError(400, errors[0].code, errors[0].message, errors);
}

