/**
 * The scoring core's public API in one import, for the simple-evaluation domain (service, views, REST, GraphQL)
 * that is built on it. Everything here is pure: no database, no clock, no I/O. docs/SCORING.md explains the
 * instrument, the formulas and the norm file format.
 */
export {
  ANSWER_SCALE,
  assertAnswers,
  GENDERS,
  INSTRUMENTS,
  SCHOOL_TYPES,
  scaleName,
  scalesOf,
  validateAnswers,
  type Answers,
  type AnswerError,
  type CategoryCode,
  type Gender,
  type Instrument,
  type Item,
  type ScaleCode,
  type SchoolType,
} from './instrument.js';
export {
  DEFAULT_INTERPRETATIONS,
  interpretationRows,
  interpretationsFromRows,
  RANGE_NAMES,
  rangeOf,
  type InterpretationRow,
  type InterpretationTexts,
  type RangeCode,
} from './interpretations.js';
export {
  invalidNormFile,
  normSetToRows,
  parseNormSet,
  parseNormSetOrThrow,
  validateNormSet,
  type NormError,
  type NormParseResult,
  type NormRow,
  type NormSet,
  type NormSetMeta,
  type NormStats,
} from './norm-set.js';
export { parseNormCsv, parseNormWorkbook, readNormCsv, readNormWorkbook, writeNormCsv, writeNormWorkbook } from './norm-files.js';
export { DEMO_NORM_META, demoNormSet, normTemplateWorkbook } from './demo-norm-set.js';
export { score, tScore, type ScaleScore, type ScoreResult, type ScoreTarget } from './scoring.js';
export { CRISIS_CRITERIA, crisisOf, crisisReason, topRangeOf, type CriticalItem, type CrisisCriteria, type CrisisFinding } from './crisis-rule.js';
