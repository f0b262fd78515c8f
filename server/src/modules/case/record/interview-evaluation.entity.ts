import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Timestamped } from '../../../platform/db/audited.js';
import { liveIndex, ownerIndex } from '../../../platform/db/live-index.js';
import { Account } from '../../account/account.entity.js';
import { Request } from '../../request/request.entity.js';
import { TargetType } from './case-types.js';
import { declareColumns, type ValuesOf } from '../field-kit.js';
import { FAMILY_FIELDS, INTERVIEW_STYLE, MAIN_FIELDS, type SectionName, SECTIONS } from './interview-evaluation.fields.js';

export type MainValues = ValuesOf<typeof MAIN_FIELDS>;
export type FamilyRow = ValuesOf<typeof FAMILY_FIELDS>;
export type Sections = { [S in SectionName]?: ValuesOf<(typeof SECTIONS)[S]> };

/**
 * An interview evaluation of a case (SPEC §3), one per interview (target STUDENT, GUARDIAN or TEACHER); isDone N is a
 * draft, Y submitted. The top-level fields are columns (declared from MAIN_FIELDS below: the list and reports read
 * them). The nested sections and the family rows are JSON: they are read and written only whole, with their record,
 * never listed, filtered or joined on their own, and family rows have no identity outside their record, so a table
 * of their own would add a join and an id per row to every read and nothing else.
 */
@Entity({ tableName: 'interview_evaluation' })
@Index(liveIndex('interview_evaluation', 'request_id', 'id'))
@Index(ownerIndex('interview_evaluation', 'request_id'))
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- its table's fields, declared below
export class InterviewEvaluation extends Timestamped {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Request, { index: false })
  request!: Request;

  @Enum({ items: () => TargetType, type: 'string', length: 10 })
  interviewTargetType!: TargetType;

  @Property({ type: 'string', length: 1 })
  isDone: ('Y' | 'N') & Opt = 'N';

  @Property({ type: 'json', nullable: true })
  schoolLife?: Sections['schoolLife'];

  @Property({ type: 'json', nullable: true })
  pastHistory?: Sections['pastHistory'];

  @Property({ type: 'json', nullable: true })
  homeTreatment?: Sections['homeTreatment'];

  @Property({ type: 'json', nullable: true })
  etc?: Sections['etc'];

  @Property({ type: 'json', nullable: true })
  familyRelationshipList?: FamilyRow[];

  /** Who wrote it first, and who saved it last (center staff). */
  @ManyToOne(() => Account, { index: false })
  writer!: Account;

  @ManyToOne(() => Account, { index: false })
  updatedBy!: Account;

  @Property({ type: 'datetime', nullable: true })
  submittedAt?: Date;

  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date;
}

// the fields of MAIN_FIELDS, declared on the class by ../field-kit.ts
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface InterviewEvaluation extends MainValues {}
declareColumns(InterviewEvaluation, MAIN_FIELDS, INTERVIEW_STYLE);
