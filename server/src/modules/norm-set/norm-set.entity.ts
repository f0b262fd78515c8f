import { Entity, Index, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import type { EvaluationSchoolType, ScoreRange } from '../scoring/scoring.enums.js';

/**
 * A norm set (the core's NormSet as data): imported from a file, previewed, then activated by an administrator.
 * Exactly one is active (partial unique index); every scored evaluation stores the version it used.
 */
@Entity({ tableName: 'norm_set' })
@Index({ name: 'norm_set_one_active', expression: 'create unique index "norm_set_one_active" on "norm_set" ("active") where "active"' })
export class NormSetRecord {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'string', length: 50 })
  version!: string;

  @Property({ type: 'string', length: 100 })
  label!: string;

  /** The 시연용 set: not for clinical use, and the UI says so next to every score computed with it. */
  @Property({ type: 'boolean', default: false })
  demo: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  active: boolean & Opt = false;

  /** The core's NormSet. */
  @Property({ type: 'json' })
  data!: unknown;

  @Property({ type: 'integer', nullable: true })
  importedBy?: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  importedAt: Date & Opt = new Date();

  @Property({ type: 'integer', nullable: true })
  activatedBy?: number;

  @Property({ type: 'datetime', nullable: true })
  activatedAt?: Date;
}

/** Interpretation text per school type × scale × range (seeded from the core's defaults, edited by administrators). */
@Entity({ tableName: 'interpretation' })
export class Interpretation {
  @PrimaryKey({ type: 'string', length: 20 })
  schoolType!: EvaluationSchoolType;

  @PrimaryKey({ type: 'string', length: 10 })
  scale!: string;

  @PrimaryKey({ type: 'string', length: 20 })
  range!: ScoreRange;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'integer', nullable: true })
  updatedBy?: number;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
