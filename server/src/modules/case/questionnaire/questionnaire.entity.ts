import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { SoftDeleted } from '../../../platform/db/audited.js';
import { liveIndex, ownerIndex } from '../../../platform/db/live-index.js';
import { Request } from '../../request/request.entity.js';
import { TargetType, TestType } from '../record/case-types.js';


export type YN = 'Y' | 'N';
export type StoredAnswers = Record<string, number | string>;

/**
 * What the SDQ-KR questionnaire and the satisfaction assessment have in common: a record of one case (request),
 * answered by one person (targetType) through an SMS link (mobile, smsContent, the link round) or entered by staff
 * from paper. Answers are kept as one JSON object keyed by the SPEC's field names (dehi010…, svsOverAll…), checked
 * against each kind's catalogue on every save. Soft-deleted.
 */
@Entity({ abstract: true })
export abstract class LinkQuestionnaire extends SoftDeleted {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Request, { index: false })
  request!: Request;

  @Enum({ items: () => TargetType, type: 'string', length: 20 })
  targetType!: TargetType;

  /** The phone the link went to, digits only; shown masked. */
  @Property({ type: 'string', length: 11, nullable: true })
  mobile?: string;

  @Property({ type: 'text', nullable: true })
  smsContent?: string;

  /** Which link was sent last (1, 2, …): a respondent token earned on an older link stops working. */
  @Property({ type: 'integer', default: 0 })
  linkRound: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date;

  @Property({ type: 'string', length: 20, nullable: true })
  relationship?: string;

  @Property({ type: 'string', length: 100, nullable: true })
  relationshipEtc?: string;

  @Property({ type: 'json', nullable: true })
  answers?: StoredAnswers;

  @Property({ type: 'string', length: 1, default: 'N' })
  isDone: YN & Opt = 'N';

  @Property({ type: 'datetime', nullable: true })
  doneAt?: Date;

  /** STAFF (paper, entered by staff) or RESPONDENT (the link). */
  @Property({ type: 'string', length: 20, nullable: true })
  doneBy?: string;

  @Property({ type: 'integer', nullable: true })
  createdBy?: number;
}

/** SPEC §3 "SDQ-KR questionnaire". */
@Entity({ tableName: 'sdq_kr' })
@Index(liveIndex('sdq_kr', 'request_id', 'id'))
@Index(ownerIndex('sdq_kr', 'request_id'))
export class SdqKr extends LinkQuestionnaire {
  @Enum({ items: () => TestType, type: 'string', length: 20 })
  testType!: TestType;
}

/** SPEC §3 "Satisfaction assessment" (after the intervention). */
@Entity({ tableName: 'satisfaction_assessment' })
@Index(liveIndex('satisfaction_assessment', 'request_id', 'id'))
@Index(ownerIndex('satisfaction_assessment', 'request_id'))
export class SatisfactionAssessment extends LinkQuestionnaire {}
