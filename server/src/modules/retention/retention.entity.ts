import { Entity, Enum, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { RetentionEvent, RetentionKind } from './retention.kinds.js';

/**
 * The retention schedule: one row per kind of record (retention.kinds.ts), seeded with the defaults by `cli migrate`
 * (seedRetentionRules) and changed by a system administrator, each change a RetentionRuleChange row. The last change
 * is the schedule's approval: who set the period that the next destruction run applies, and when.
 */
@Entity({ tableName: 'retention_rule' })
export class RetentionRule {
  @PrimaryKey({ type: 'string', length: 30 })
  kind!: RetentionKind;

  @Enum({ items: () => RetentionEvent, type: 'string', length: 30 })
  event!: RetentionEvent;

  @Property({ type: 'smallint' })
  periodMonths!: number;

  /** Why this period (the default's reason, or the administrator's when they changed it). */
  @Property({ type: 'string', length: 500 })
  basis!: string;

  /** Who approved the period in force (null: the product's default, never changed) and when. */
  @Property({ type: 'integer', nullable: true })
  approvedBy?: number;

  @Property({ type: 'string', length: 50, nullable: true })
  approvedByName?: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  approvedAt: Date & Opt = new Date();
}

/** Every change of the schedule, append-only: the period before and after, the reason, who and when. */
@Entity({ tableName: 'retention_rule_change' })
@Index({ properties: ['kind', 'id'] })
export class RetentionRuleChange {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => RetentionKind, type: 'string', length: 30 })
  kind!: RetentionKind;

  @Property({ type: 'smallint' })
  fromMonths!: number;

  @Property({ type: 'smallint' })
  toMonths!: number;

  @Property({ type: 'string', length: 500 })
  reason!: string;

  @Property({ type: 'integer' })
  changedBy!: number;

  @Property({ type: 'string', length: 100 })
  changedByLogin!: string;

  @Property({ type: 'string', length: 50, nullable: true })
  changedByName?: string;

  @Property({ type: 'datetime' })
  changedAt!: Date;
}

/**
 * A legal hold (법적 보존): a record the destruction job must not destroy while the hold stands (a dispute, an
 * investigation, a guardian's request), with the reason and who set it; released rather than deleted, so the history
 * stays. At most one standing hold per record.
 */
@Entity({ tableName: 'legal_hold' })
@Index({
  name: 'legal_hold_standing',
  expression: 'create unique index "legal_hold_standing" on "legal_hold" ("kind", "record_id") where "released_at" is null',
})
export class LegalHold {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => RetentionKind, type: 'string', length: 30 })
  kind!: RetentionKind;

  /** The record's id as text (evaluations and requests have integer ids; others may not). */
  @Property({ type: 'string', length: 64 })
  recordId!: string;

  @Property({ type: 'string', length: 500 })
  reason!: string;

  @Property({ type: 'integer' })
  setBy!: number;

  @Property({ type: 'string', length: 50, nullable: true })
  setByName?: string;

  @Property({ type: 'datetime' })
  setAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  releasedAt?: Date;

  @Property({ type: 'integer', nullable: true })
  releasedBy?: number;

  @Property({ type: 'string', length: 50, nullable: true })
  releasedByName?: string;

  @Property({ type: 'string', length: 500, nullable: true })
  releaseReason?: string;
}

export enum DestructionRunStatus {
  RUNNING = 'RUNNING',
  DONE = 'DONE',
}

/** What one kind came to in a run (destruction_run.kinds): no personal data, only the schedule and the counts. */
export interface RunKindRecord {
  kind: RetentionKind;
  periodMonths: number;
  event: RetentionEvent;
  /** What was due, in words (2024학년도 이전 검사 / 2026-05-27 이전 작성). */
  cutoff: string;
  destroyed: number;
  /** Due but kept under a legal hold (counted when the run finished). */
  held: number;
  approvedByName?: string;
  approvedAt: string;
}

/**
 * One destruction run (파기 대장의 한 줄): the day it ran for, the schedule it applied and who approved it, the counts
 * destroyed per kind. Holds no personal data: no id, number or name of a destroyed record. One run per Korean day
 * (unique run_day): the replicas' jobs race to insert it and one wins; `runner` and `lease_until` say which process
 * works it, and a run whose lease ran out (its process died) is taken over and finished by the next job tick.
 */
@Entity({ tableName: 'destruction_run' })
export class DestructionRun {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'date', unique: true })
  runDay!: string;

  @Enum({ items: () => DestructionRunStatus, type: 'string', length: 10 })
  status!: DestructionRunStatus;

  @Property({ type: 'datetime' })
  startedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date;

  @Property({ type: 'string', length: 64, nullable: true })
  runner?: string;

  @Property({ type: 'datetime', nullable: true })
  leaseUntil?: Date;

  @Property({ type: 'json' })
  kinds!: RunKindRecord[];
}
