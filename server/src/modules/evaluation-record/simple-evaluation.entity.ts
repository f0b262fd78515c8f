import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Rel } from '@mikro-orm/core';
import { coveringIndex, liveIndex } from '../../platform/db/live-index.js';
import { randomUUID } from 'node:crypto';
import { registerEnumType } from 'type-graphql';
import { Center } from '../organization/center.entity.js';
import { School } from '../organization/school.entity.js';
import type { Answers, RangeCode, ScaleCode } from '../scoring/core.js';
import { EvaluationSchoolType, Gender, ScoreRange } from '../scoring/scoring.enums.js';
import { SoftDeleted } from '../../platform/db/audited.js';

/** The core's codes as GraphQL enums (scoring.enums.ts), which an evaluation's columns hold. */
export { EvaluationSchoolType, Gender, ScoreRange };

/**
 * Where the consent of one evaluation stands, kept on the evaluation so the list filters on it in SQL. The consent
 * flow (the consent module) moves it: NOT_SENT → SENT (guardian link sent) → GUARDIAN_AGREED (student link sent, middle/
 * high with studentSendYn Y) → AGREED (the questionnaire may be answered); REFUSED by the guardian or the student;
 * CANCELLED by staff (agreeCancel).
 */
export enum ConsentState {
  NOT_SENT = 'NOT_SENT',
  SENT = 'SENT',
  GUARDIAN_AGREED = 'GUARDIAN_AGREED',
  AGREED = 'AGREED',
  REFUSED = 'REFUSED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(ConsentState, { name: 'ConsentState', description: '동의 진행 상태' });

export type YN = 'Y' | 'N';

/** One scale's stored score (SPEC §3 derived values); the interpretation is looked up when shown (texts are editable). */
export interface StoredScaleScore {
  scale: ScaleCode;
  raw: number;
  t: number;
  percentile: number;
  range: RangeCode;
}

/** The stored result: per category in questionnaire order, and the total. */
export interface StoredResult {
  categories: StoredScaleScore[];
  total: StoredScaleScore;
  normDemo: boolean;
}

/**
 * One student's simple evaluation (간편검사). A student is known only by the generated management number
 * (studentCode) and gender: no name is stored. Placed by school, responsible center and 시도 for jurisdiction.
 */
@Entity({ tableName: 'simple_evaluation' })
// list orders (paging.ts): newest first by id, within each placement and filter. Every list reads live rows only
// (deleted_at is null), so these indexes hold only those: a bounded count is then read off the index alone
// (index-only, or a bitmap scan that skips the table) instead of visiting up to 10,001 rows of it.
@Index(coveringIndex('simple_evaluation', ['school_id', 'id'], ['center_id'], { live: true }))
@Index(liveIndex('simple_evaluation', 'center_id', 'id'))
@Index(liveIndex('simple_evaluation', 'sd_code', 'id'))
@Index(liveIndex('simple_evaluation', 'year', 'id'))
// the screening's usual question: this year's students in one range
@Index(liveIndex('simple_evaluation', 'year', 'total_range', 'id'))
// …and the same within a center: the national index made a center count every one of those students nationwide to
// find its own (a center of 41,000 evaluations: 13,800 rows read for 333)
@Index(liveIndex('simple_evaluation', 'center_id', 'year', 'total_range', 'id'))
@Index(liveIndex('simple_evaluation', 'is_done', 'id'))
@Index(liveIndex('simple_evaluation', 'total_range', 'id'))
// the 우선 관심군 filter that also finds a student with one category in 우선 관심군 or a crisis flag (top_range)
@Index(liveIndex('simple_evaluation', 'top_range', 'id'))
@Index(liveIndex('simple_evaluation', 'center_id', 'year', 'top_range', 'id'))
// the 위기 filter: few rows, so a partial index of flagged live rows only
@Index({
  name: 'simple_evaluation_crisis_live',
  expression: 'create index "simple_evaluation_crisis_live" on "simple_evaluation" ("id") where "crisis" and "deleted_at" is null',
})
@Index(liveIndex('simple_evaluation', 'consent_state', 'id'))
@Index(liveIndex('simple_evaluation', 'created_at', 'id'))
@Index(liveIndex('simple_evaluation', 'total_t', 'id'))
// the list's "total T, highest first" order (desc nulls last, then id desc) read straight off an index, not sorted
@Index(liveIndex('simple_evaluation', 'total_t desc nulls last', 'id desc'))
@Index({ properties: ['school', 'year', 'studentSeq'] })
// a case's evaluations (the destruction job destroys them with the case, and checks their holds per due case)
@Index({
  name: 'simple_evaluation_request_id',
  expression: 'create index "simple_evaluation_request_id" on "simple_evaluation" ("request_id") where "request_id" is not null',
})
// the de-identified results for other systems (simple-evaluation.results.ts), by the day scored
@Index({
  name: 'simple_evaluation_scored_live',
  expression: 'create index "simple_evaluation_scored_live" on "simple_evaluation" ("scored_at", "id") where "scored_at" is not null and "deleted_at" is null',
})
// management-number search (partial match)
@Index({
  name: 'simple_evaluation_student_code_trgm',
  expression: 'create index "simple_evaluation_student_code_trgm" on "simple_evaluation" using gin ("student_code" gin_trgm_ops)',
})
export class SimpleEvaluation extends SoftDeleted {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => School, { index: false })
  school!: School;

  /** The center responsible at registration: the one whose jurisdiction covered the school then. */
  @ManyToOne(() => Center, { nullable: true, index: false })
  center?: Center;

  @Property({ type: 'string', length: 2 })
  sdCode!: string;

  @Index()
  @Property({ type: 'string', length: 5 })
  sggCode!: string;

  /** School year of the screening (the registration year). */
  @Property({ type: 'smallint' })
  year!: number;

  @Enum({ items: () => EvaluationSchoolType, type: 'string', length: 20 })
  schoolTargetType!: EvaluationSchoolType;

  @Enum({ items: () => Gender, type: 'string', length: 1 })
  gender!: Gender;

  /** Management number, e.g. 2026-7010123-0042 (year, school id, sequence in the school's year). */
  @Unique()
  @Property({ type: 'string', length: 40 })
  studentCode!: string;

  @Property({ type: 'integer' })
  studentSeq!: number;

  /** Case request this screening belongs to, when it was made for one. */
  @Property({ type: 'integer', nullable: true })
  requestId?: number;

  /** Student's mobile, digits only. */
  @Property({ type: 'string', length: 11, nullable: true })
  mobile?: string;

  @Property({ type: 'text', nullable: true })
  smsContent?: string;

  @Property({ type: 'string', length: 1, default: 'N' })
  isDone: YN & Opt = 'N';

  @Property({ type: 'string', length: 1, default: 'N' })
  isSend: YN & Opt = 'N';

  @Enum({ items: () => ConsentState, type: 'string', length: 20, default: ConsentState.NOT_SENT })
  consentState: ConsentState & Opt = ConsentState.NOT_SENT;

  /**
   * The current consent round: the one whose links still work (a resend opens a new round and points here). The
   * phone's calls read the evaluation, its school and this round in one statement, and lock the evaluation and the
   * round together; unique, so the round a deleted evaluation leaves is found through an index.
   */
  @ManyToOne(() => SimpleEvaluationAgree, { nullable: true, unique: true, fieldName: 'current_agree_id', deleteRule: 'set null' })
  currentRound?: Rel<SimpleEvaluationAgree>; // Rel: the class is declared below (no decorator metadata pointing at it)

  @Property({ type: 'json', nullable: true })
  answers?: Answers;

  @Property({ type: 'json', nullable: true })
  result?: StoredResult;

  /** Copied from result for the list's range filter and sort. */
  @Enum({ items: () => ScoreRange, type: 'string', length: 20, nullable: true })
  totalRange?: ScoreRange;

  @Property({ type: 'decimal', precision: 4, scale: 1, nullable: true, runtimeType: 'number' })
  totalT?: number;

  /**
   * The crisis flag (scoring/crisis-rule.ts): a critical item endorsed or the crisis scale in 우선 관심군. Set with every
   * score, whatever the total; kept apart from the total's range like 학생정서·행동특성검사's 자살위험.
   */
  @Property({ type: 'boolean', default: false })
  crisis: boolean & Opt = false;

  /** The critical items that raised the flag (keys only), for the staff detail. */
  @Property({ type: 'json', nullable: true })
  crisisItems?: string[];

  /** The highest range of any scale, 우선 관심군 when flagged (scoring/crisis-rule.ts topRangeOf): the list's concern filter. */
  @Enum({ items: () => ScoreRange, type: 'string', length: 20, nullable: true })
  topRange?: ScoreRange;

  /** The norm set version the result was computed with. */
  @Property({ type: 'string', length: 50, nullable: true })
  normVersion?: string;

  @Property({ type: 'datetime', nullable: true })
  scoredAt?: Date;

  @Property({ type: 'datetime', nullable: true })
  doneAt?: Date;

  // not-implemented reason (SPEC §3)
  @Property({ type: 'string', length: 1, default: 'N' })
  isNotImplemented: YN & Opt = 'N';

  @Property({ type: 'string', length: 50, nullable: true })
  reason?: string;

  @Property({ type: 'string', length: 500, nullable: true })
  reasonEtc?: string;

  // after-management (SPEC §3): linkage to institutions
  @Property({ type: 'string', length: 1, nullable: true })
  linkageYn?: YN;

  /** Comma-joined choices (SPEC §4: multiple-choice answers are sent comma-joined). */
  @Property({ type: 'string', length: 500, nullable: true })
  institutionLinkage?: string;

  @Property({ type: 'string', length: 500, nullable: true })
  institutionLinkageEtc?: string;

  @Property({ type: 'string', length: 1000, nullable: true })
  afterManagementReason?: string;

  @Property({ type: 'datetime', nullable: true })
  afterManagedAt?: Date;

  @Property({ type: 'integer', nullable: true })
  afterManagedBy?: number;

  @Property({ type: 'integer', nullable: true })
  createdBy?: number;
}

/**
 * One consent round of an evaluation (SPEC §3 agree item): the guardian's link and answer, then the student's.
 * The id is the unguessable part of the public link /app/agree/{id}/{guardian|student}. A resend makes a new row,
 * which becomes the evaluation's current round (SimpleEvaluation.currentRound).
 */
@Entity({ tableName: 'simple_evaluation_agree' })
@Index({ properties: ['evaluation', 'createdAt'] })
export class SimpleEvaluationAgree {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => SimpleEvaluation, { index: false, deleteRule: 'cascade' })
  evaluation!: SimpleEvaluation;

  /** GUARDIAN or STUDENT: who is asked next (the flow's current step). */
  @Property({ type: 'string', length: 20, nullable: true })
  agreeType?: string;

  @Property({ type: 'string', length: 11, nullable: true })
  guardianMobile?: string;

  @Property({ type: 'text', nullable: true })
  guardianContent?: string;

  @Property({ type: 'datetime', nullable: true })
  guardianSendDate?: Date;

  @Property({ type: 'datetime', nullable: true })
  guardianAgreeDate?: Date;

  /** Y agreed, N refused, null not answered yet. */
  @Property({ type: 'string', length: 1, nullable: true })
  guardianAgreeYn?: YN;

  /** How the guardian proved the phone and answered (e.g. SMS_CODE). */
  @Property({ type: 'string', length: 20, nullable: true })
  guardianAgreeMethod?: string;

  @Property({ type: 'string', length: 1, default: 'Y' })
  studentSendYn: YN & Opt = 'Y';

  @Property({ type: 'string', length: 11, nullable: true })
  studentMobile?: string;

  @Property({ type: 'text', nullable: true })
  studentContent?: string;

  @Property({ type: 'datetime', nullable: true })
  studentSendDate?: Date;

  @Property({ type: 'datetime', nullable: true })
  studentAgreeDate?: Date;

  @Property({ type: 'string', length: 1, nullable: true })
  studentAgreeYn?: YN;

  @Property({ type: 'string', length: 20, nullable: true })
  studentAgreeMethod?: string;

  /**
   * The consent text the deciding person was shown (the Korean wording of the consent page, consent.wording.ts), kept
   * with the decision so the copy they download later is what they read even after the wording changes.
   */
  @Property({ type: 'text', nullable: true })
  guardianConsentText?: string;

  @Property({ type: 'text', nullable: true })
  studentConsentText?: string;

  /** The language the guardian's page was shown in (ko, en, zh, vi); the text kept is the Korean it translates. */
  @Property({ type: 'string', length: 5, nullable: true })
  guardianLang?: string;

  /**
   * A consent given and then withdrawn: through the same link before the answers were submitted (method LINK, by
   * GUARDIAN or STUDENT), or afterwards by a request to the school that staff record when they delete the survey
   * (method SCHOOL_REQUEST). The evaluation is then REFUSED (or CANCELLED with the survey deleted).
   */
  @Property({ type: 'datetime', nullable: true })
  withdrawnAt?: Date;

  @Property({ type: 'string', length: 20, nullable: true })
  withdrawnBy?: string;

  @Property({ type: 'string', length: 20, nullable: true })
  withdrawalMethod?: string;

  /** Set when staff cancel the round (agreeCancel); its links stop working. */
  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date;

  /**
   * When the person who answered asked on the result page to be put in touch with help (POST svs-c
   * simple-evaluation/after-management, linkageYn Y). Once per round: the school and center are told once.
   */
  @Property({ type: 'datetime', nullable: true })
  linkageRequestedAt?: Date;

  @Property({ type: 'integer', nullable: true })
  createdBy?: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

/** Next management-number sequence per school and year; one upsert reserves a block (group register). */
@Entity({ tableName: 'simple_evaluation_sequence' })
export class SimpleEvaluationSequence {
  @PrimaryKey({ type: 'string', length: 20 })
  schoolId!: string;

  @PrimaryKey({ type: 'smallint' })
  year!: number;

  @Property({ type: 'integer' })
  last!: number;
}
