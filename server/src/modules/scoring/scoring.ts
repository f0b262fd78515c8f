/**
 * Scoring of a simple evaluation: a pure function of the answers, the target (school type × gender), a norm set and
 * the interpretation texts. No database, no clock, no I/O: the domain service loads the active norm set and texts,
 * calls score() when isDone is Y, and stores the result with result.normVersion.
 *
 * Per scale (each category, then the total):
 *   raw        = sum of the scale's answers (a missing answer counts 0)
 *   z          = (raw − mean) / sd                        mean, sd of the norm group (school type × gender × scale)
 *   T          = 10·z + 50, rounded to one decimal (half up)
 *   percentile = share of the reference sample at or below raw: the table's entry for the largest tabled raw ≤ raw
 *                (the cumulative share does not change between tabled scores), rounded to one decimal
 *   range      = 일반군 below 65, 관심군 65 to below 70, 우선 관심군 70 or more, on the rounded T (rangeOf)
 *
 * Speed: a norm set is compiled once per interpretation texts (checked by the parser's rules, then every scale's
 * result precomputed for every possible raw score) and cached per object, so an evaluation is one pass over the
 * answers plus a few array reads; see bench/scoring.ts. The ScaleScore objects returned are shared and frozen.
 * NormSet and InterpretationTexts objects are treated as immutable once scored with: build new ones to change them.
 */
import { AppError } from '../../platform/errors.js';
import {
  ANSWER_SCALE,
  INSTRUMENTS,
  answerMessages,
  isGender,
  isSchoolType,
  scaleName,
  scalesOf,
  type Answers,
  type Gender,
  type ScaleCode,
  type SchoolType,
} from './instrument.js';
import { DEFAULT_INTERPRETATIONS, RANGE_NAMES, T_ATTENTION, T_PRIORITY_ATTENTION, type InterpretationTexts, type RangeCode } from './interpretations.js';
import { validateNormSet, type NormSet } from './norm-set.js';

export interface ScoreTarget {
  schoolType: SchoolType;
  gender: Gender;
}

/** Shared and frozen: the same object is returned for every evaluation with this raw score on this scale. */
export interface ScaleScore {
  readonly scale: ScaleCode;
  /** Korean name for the school type (e.g. ipsa is 대인관계 및 사회불안 문제 in elementary, 학교 적응 문제 after). */
  readonly name: string;
  readonly raw: number;
  /** Unrounded standard score; T is computed from it. */
  readonly z: number;
  /** One decimal. */
  readonly t: number;
  /** 0–100, one decimal. */
  readonly percentile: number;
  readonly range: RangeCode;
  /** 일반군 / 관심군 / 우선 관심군 */
  readonly rangeName: string;
  /** The text for this school type × scale × range, or null when the texts given have none. */
  readonly interpretation: string | null;
}

export interface ScoreResult {
  schoolType: SchoolType;
  gender: Gender;
  /** Store this with the evaluation: re-scoring with another norm set is an explicit action. */
  normVersion: string;
  /** true when scored with the 시연용 set: the UI must say so next to the scores. */
  normDemo: boolean;
  /** In questionnaire order. */
  categories: ScaleScore[];
  total: ScaleScore;
}

/**
 * A norm set compiled with a set of interpretation texts: for every group (school type × gender), scale and possible
 * raw score, the finished ScaleScore, frozen. A scale has at most 112 raw scores, so a whole set is about 900 small
 * objects, and score() only sums the answers and picks the results: no arithmetic, rounding or allocation per scale.
 */
interface Compiled {
  version: string;
  demo: boolean;
  /** index: schoolType (0 ELEMENTARY, 1 MIDDLE_HIGH) × 2 + gender (0 M, 1 F) → scale (categories, then total) → raw */
  groups: ReadonlyArray<ReadonlyArray<readonly ScaleScore[]>>;
}

/** Per school type: item key → category index (the scratch-sum slot it adds to), and the number of categories. */
const LAYOUT: Record<SchoolType, { slot: Map<string, number>; categories: number }> = {
  ELEMENTARY: layout('ELEMENTARY'),
  MIDDLE_HIGH: layout('MIDDLE_HIGH'),
};

function layout(st: SchoolType) {
  const inst = INSTRUMENTS[st];
  const index = new Map(inst.categories.map((c, i) => [c.code, i]));
  return { slot: new Map(inst.items.map((it) => [it.key, index.get(it.category)!])), categories: inst.categories.length };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Tenths of T, rounded half up. The 1e-9 absorbs binary residue: raw 10, mean 8.505, sd 1 is T 64.95 on paper and
 * must show 65.0 (관심군), but 500 + 100·(10 − 8.505) is 649.4999999999999 in doubles. 1e-9 is far below any real
 * difference of tenths.
 */
const tTenths = (raw: number, mean: number, sd: number) => Math.round(500 + (100 * (raw - mean)) / sd + 1e-9);

const compiledCache = new WeakMap<NormSet, WeakMap<InterpretationTexts, Compiled>>();

export const scoringMessages = {
  invalidTarget: '학교급 또는 성별이 올바르지 않습니다.',
  invalidNormSet: (first: string) => `규준 자료가 올바르지 않아 채점할 수 없습니다. ${first}`,
};

/** The result of one raw score on one scale: the formulas of this file's header, in one place. */
function scaleScore(scale: ScaleCode, name: string, raw: number, mean: number, sd: number, percentile: number, texts?: Record<RangeCode, string>): ScaleScore {
  const tenths = tTenths(raw, mean, sd);
  const range: RangeCode = tenths >= T_PRIORITY_ATTENTION * 10 ? 'PRIORITY_ATTENTION' : tenths >= T_ATTENTION * 10 ? 'ATTENTION' : 'GENERAL';
  return Object.freeze({
    scale,
    name,
    raw,
    z: (raw - mean) / sd,
    t: tenths / 10,
    percentile: round1(percentile),
    range,
    rangeName: RANGE_NAMES[range],
    interpretation: texts?.[range] ?? null,
  });
}

/** Checks a norm set by the import rules (sd > 0, every group, monotone tables…) and precomputes every result. */
function compile(set: NormSet, texts: InterpretationTexts): Compiled {
  let bySet = compiledCache.get(set);
  const cached = bySet?.get(texts);
  if (cached) return cached;
  const errors = validateNormSet(set);
  if (errors.length) throw new AppError(409, 'NORM_SET_INVALID', scoringMessages.invalidNormSet(errors[0].message), errors);
  const groups: ScaleScore[][][] = [];
  for (const st of ['ELEMENTARY', 'MIDDLE_HIGH'] as const)
    for (const g of ['M', 'F'] as const) {
      groups.push(
        scalesOf(st).map((scale) => {
          const { mean, sd, percentiles } = set.groups[st][g][scale]!;
          const name = scaleName(st, scale);
          const byRaw: ScaleScore[] = [];
          let j = 0;
          let current = 0; // validated: the table starts at raw 0
          for (let raw = 0; raw <= INSTRUMENTS[st].maxRaw[scale]!; raw++) {
            // the share at or below raw is the entry of the largest tabled score ≤ raw
            while (j < percentiles.length && percentiles[j][0] <= raw) current = percentiles[j++][1];
            byRaw.push(scaleScore(scale, name, raw, mean, sd, current, texts[st]?.[scale]));
          }
          return byRaw;
        }),
      );
    }
  const compiled: Compiled = { version: set.version, demo: set.demo, groups };
  if (!bySet) compiledCache.set(set, (bySet = new WeakMap()));
  bySet.set(texts, compiled);
  return compiled;
}

/** Reused for every call (scoring is synchronous): category sums without allocating. */
const sums = new Int32Array(8);

/**
 * Scores one evaluation. Throws AppError 400 for an answer off the scale (ANSWER_OUT_OF_SCALE), an item the school
 * type does not have (UNKNOWN_ITEM) or a bad target (INVALID_TARGET); 409 NORM_SET_INVALID for a norm set that
 * breaks the import rules (sd ≤ 0, a missing group…), so a broken set never yields a number.
 */
export function score(
  answers: Answers,
  target: ScoreTarget,
  normSet: NormSet,
  interpretations: InterpretationTexts = DEFAULT_INTERPRETATIONS,
): ScoreResult {
  const { schoolType, gender } = target;
  if (!isSchoolType(schoolType) || !isGender(gender)) throw new AppError(400, 'INVALID_TARGET', scoringMessages.invalidTarget);
  if (answers === null || typeof answers !== 'object') throw new AppError(400, 'INVALID_ANSWERS', answerMessages.notAnObject);
  const norms = compile(normSet, interpretations);
  const scales = norms.groups[(schoolType === 'ELEMENTARY' ? 0 : 2) + (gender === 'M' ? 0 : 1)];
  const { slot, categories } = LAYOUT[schoolType];

  sums.fill(0);
  // Walk the answers' own keys rather than look up each item key: for-in reads values through V8's enum cache,
  // while 37 keyed loads on objects of many shapes (every pattern of missing answers is a shape) go megamorphic
  // and were 3–5× slower in bench/scoring.ts. It also finds unknown keys for free. Absent items simply add 0.
  for (const key in answers) {
    const s = slot.get(key);
    if (s === undefined) throw new AppError(400, 'UNKNOWN_ITEM', answerMessages.unknownItem(key));
    const v = answers[key];
    if (v === null || v === undefined) continue;
    // (v | 0) === v only for an integer number in 32-bit range: a string '2', true, 1.5 or NaN all fail it
    if ((v | 0) !== v || v < ANSWER_SCALE.min || v > ANSWER_SCALE.max)
      throw new AppError(400, 'ANSWER_OUT_OF_SCALE', answerMessages.outOfScale(key));
    sums[s] += v;
  }

  const categoryScores: ScaleScore[] = new Array(categories);
  let total = 0;
  for (let c = 0; c < categories; c++) {
    total += sums[c];
    categoryScores[c] = scales[c][sums[c]];
  }
  return {
    schoolType,
    gender,
    normVersion: norms.version,
    normDemo: norms.demo,
    categories: categoryScores,
    total: scales[categories][total],
  };
}

/** The T-score of a raw score against a mean and sd, one decimal, as score() computes it (for display and checks). */
export function tScore(raw: number, mean: number, sd: number): number {
  if (!(sd > 0)) throw new AppError(409, 'NORM_SET_INVALID', scoringMessages.invalidNormSet('표준편차는 0보다 커야 합니다.'));
  return tTenths(raw, mean, sd) / 10;
}
