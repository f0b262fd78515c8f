import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { Center } from '../organization/center.entity.js';
import { School } from '../organization/school.entity.js';
import { SimpleEvaluation } from './simple-evaluation.entity.js';

/**
 * A crisis alert (beyond the spec): a submission that raised the crisis flag (scoring/crisis-rule.ts: a critical item
 * endorsed or the crisis scale in 우선 관심군), on any path that stores answers. Raised in the answers' transaction,
 * shown on the main page of everyone whose jurisdiction covers the school until someone records what was done
 * (acknowledgement is an act: CrisisAlertEvent); escalated to the managers when nobody did within the set time.
 * Placed like its evaluation for jurisdiction. Holds no score.
 */
@Entity({ tableName: 'crisis_alert' })
// the open list, newest first, per placement (partial: acknowledged alerts leave the list)
@Index({ name: 'crisis_alert_open_school', expression: 'create index "crisis_alert_open_school" on "crisis_alert" ("school_id", "id") where "acknowledged_at" is null' })
@Index({ name: 'crisis_alert_open_center', expression: 'create index "crisis_alert_open_center" on "crisis_alert" ("center_id", "id") where "acknowledged_at" is null' })
@Index({ name: 'crisis_alert_open_sd', expression: 'create index "crisis_alert_open_sd" on "crisis_alert" ("sd_code", "id") where "acknowledged_at" is null' })
// the escalation job's due alerts, oldest first
@Index({
  name: 'crisis_alert_due',
  expression: 'create index "crisis_alert_due" on "crisis_alert" ("raised_at", "id") where "acknowledged_at" is null and "escalated_at" is null',
})
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

  /** When the escalation job told the managers that nobody had acknowledged it in time. */
  @Property({ type: 'datetime', nullable: true })
  escalatedAt?: Date;

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

/** What was done about an alert (the acknowledgement asks for one). */
export enum CrisisAction {
  GUARDIAN_CONTACT = 'GUARDIAN_CONTACT',
  INTERVIEW = 'INTERVIEW',
  REFERRAL = 'REFERRAL',
  EMERGENCY = 'EMERGENCY',
  ETC = 'ETC',
}
registerEnumType(CrisisAction, { name: 'CrisisAction', description: '위기 알림 조치: 보호자 연락, 면담, 의뢰, 112/119 연계, 기타' });

export const CRISIS_ACTION_NAMES: Readonly<Record<CrisisAction, string>> = {
  GUARDIAN_CONTACT: '보호자 연락',
  INTERVIEW: '면담',
  REFERRAL: '의뢰',
  EMERGENCY: '112/119 연계',
  ETC: '기타',
};

export enum CrisisEventType {
  RAISED = 'RAISED',
  ESCALATED = 'ESCALATED',
  ACKNOWLEDGED = 'ACKNOWLEDGED',
  FOLLOW_UP = 'FOLLOW_UP',
}
registerEnumType(CrisisEventType, { name: 'CrisisEventType', description: '위기 알림 기록: 발생, 상급자 알림, 확인 처리, 추가 조치' });

/**
 * The alert's history, append-only: raised, escalated, acknowledged (what was done, by whom, recorded by whom) and
 * any later action. Nothing about an alert is ever changed without a row here.
 */
@Entity({ tableName: 'crisis_alert_event' })
@Index({ properties: ['alert', 'id'] })
export class CrisisAlertEvent {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CrisisAlert, { deleteRule: 'cascade', index: false })
  alert!: CrisisAlert;

  @Enum({ items: () => CrisisEventType, type: 'string', length: 20 })
  type!: CrisisEventType;

  @Enum({ items: () => CrisisAction, type: 'string', length: 20, nullable: true })
  action?: CrisisAction;

  /** What was done, in the recorder's words (required with 기타). */
  @Property({ type: 'string', length: 1000, nullable: true })
  note?: string;

  /** Who did it (may be a colleague of the person recording it). */
  @Property({ type: 'string', length: 50, nullable: true })
  actorName?: string;

  /** The account that recorded the event (none for the system's own events) and its name then. */
  @Property({ type: 'integer', nullable: true })
  recordedBy?: number;

  @Property({ type: 'string', length: 50, nullable: true })
  recordedByName?: string;

  @Property({ type: 'datetime' })
  at!: Date;
}
