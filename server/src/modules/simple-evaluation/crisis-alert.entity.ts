import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Center } from '../organization/center.entity.js';
import { School } from '../organization/school.entity.js';
import { SimpleEvaluation } from './simple-evaluation.entity.js';

/**
 * A crisis alert (beyond the spec): a middle/high student's submission in 우선 관심군 on suicide and crisis (suci).
 * Raised in the submission's transaction, shown on the main page of the school's users and the responsible center's
 * staff until someone acknowledges it. Placed like its evaluation for jurisdiction. Holds no score.
 */
@Entity({ tableName: 'crisis_alert' })
// the open list, newest first, per placement (partial: acknowledged alerts leave the list)
@Index({ name: 'crisis_alert_open_school', expression: 'create index "crisis_alert_open_school" on "crisis_alert" ("school_id", "id") where "acknowledged_at" is null' })
@Index({ name: 'crisis_alert_open_center', expression: 'create index "crisis_alert_open_center" on "crisis_alert" ("center_id", "id") where "acknowledged_at" is null' })
@Index({ name: 'crisis_alert_open_sd', expression: 'create index "crisis_alert_open_sd" on "crisis_alert" ("sd_code", "id") where "acknowledged_at" is null' })
export class CrisisAlert {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => SimpleEvaluation, { deleteRule: 'cascade', index: true })
  evaluation!: SimpleEvaluation;

  @ManyToOne(() => School, { index: false })
  school!: School;

  @ManyToOne(() => Center, { nullable: true, index: false })
  center?: Center;

  @Property({ type: 'string', length: 2 })
  sdCode!: string;

  @Property({ type: 'datetime' })
  raisedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  acknowledgedAt?: Date;

  /** Account id of the person who acknowledged it, and their name as it was then. */
  @Property({ type: 'integer', nullable: true })
  acknowledgedBy?: number;

  @Property({ type: 'string', length: 50, nullable: true })
  acknowledgedByName?: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
