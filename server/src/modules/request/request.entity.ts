import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { SoftDeleted } from '../../platform/db/audited.js';
import { coveringIndex, liveIndex } from '../../platform/db/live-index.js';
import { registerEnumType } from 'type-graphql';
import { Account } from '../account/account.entity.js';
import { Center } from '../organization/center.entity.js';
import { School } from '../organization/school.entity.js';
import { Gender } from '../evaluation-record/simple-evaluation.entity.js';
import { ProgressStep, RequestStatus } from './request.lifecycle.js';

/** How the request came about: filed directly, or referred from a simple evaluation's result (관심군, 우선 관심군). */
export enum RequestType {
  GENERAL = 'GENERAL',
  SIMPLE_EVALUATION = 'SIMPLE_EVALUATION',
}
registerEnumType(RequestType, { name: 'RequestType', description: '의뢰 유형: GENERAL 일반 의뢰, SIMPLE_EVALUATION 간편검사 연계' });

/** How a guardian's consent was obtained (recorded with its time for each of the two consents). */
export enum ConsentMethod {
  WRITTEN = 'WRITTEN',
  VERBAL = 'VERBAL',
  ELECTRONIC = 'ELECTRONIC',
}
registerEnumType(ConsentMethod, { name: 'ConsentMethod', description: '동의 방법: WRITTEN 서면, VERBAL 구두(전화), ELECTRONIC 전자' });

export type YN = 'Y' | 'N';

/**
 * A school's request to a center for help with one student (SPEC §3 Request), and the case it becomes. Placed by
 * school, responsible center and 시도 for jurisdiction; its lifecycle is request.lifecycle.ts.
 */
@Entity({ tableName: 'request' })
// list orders: newest first by id, within each placement and filter (partial: live rows only, as simple_evaluation)
// a center's lists and counts (jurisdiction arms): every list leaves drafts out and the case lists filter by step, so both are carried
@Index(coveringIndex('request', ['school_id', 'id'], ['status', 'progress_step', 'center_id'], { live: true }))
@Index(coveringIndex('request', ['center_id', 'id'], ['status', 'progress_step'], { live: true }))
@Index(liveIndex('request', 'sd_code', 'id'))
@Index(liveIndex('request', 'requester_id', 'id'))
@Index(liveIndex('request', 'status', 'id'))
// the case lists (a step, approved requests only): the status carried, so a page's ids and its count read the index alone
@Index(coveringIndex('request', ['progress_step', 'id'], ['status'], { live: true }))
@Index(liveIndex('request', 'request_type', 'id'))
@Index(liveIndex('request', 'request_date', 'id'))
@Index(liveIndex('request', 'case_manager_id', 'id'))
@Index(liveIndex('request', 'id'))
// sorted by the student's name (the sort adds id desc to make the order total)
@Index(liveIndex('request', 'target_name', 'id desc'))
// a center's own requests by state and its cases in one step, the status carried: a center whose newest rows are all
// new requests read them all to find its completed ones (20,000 entries, 3 ms → 0.8 ms)
@Index(liveIndex('request', 'center_id', 'status', 'id'))
@Index(coveringIndex('request', ['center_id', 'progress_step', 'id'], ['status'], { live: true }))
// statistics (request.statistics.ts): every figure is read off this index alone (an index-only scan, a third of the
// table's pages), by year or period first; the included columns are every filter, group and date the figures use
@Index({
  name: 'request_statistics',
  expression:
    'create index "request_statistics" on "request" ("req_year", "request_date") include ("status", "request_type", "progress_step", "sd_code", "sgg_code", "center_id", "school_id", "requester_id", "approved_at", "closing_date") where "deleted_at" is null',
})
// the monthly figures of approvals and closings: a range of one year on each date, read off the index alone (status
// included: the reach excludes drafts, request.scope.ts scopeSql)
@Index({
  name: 'request_approved_stat',
  expression:
    'create index "request_approved_stat" on "request" ("approved_at") include ("status", "sd_code", "center_id", "school_id", "requester_id", "request_date") where "deleted_at" is null and "approved_at" is not null',
})
@Index({
  name: 'request_closing_stat',
  expression:
    'create index "request_closing_stat" on "request" ("closing_date") include ("status", "sd_code", "center_id", "school_id", "requester_id", "request_date") where "deleted_at" is null and "closing_date" is not null',
})
// the destruction job's due cases (retention.destroy.ts CASE), deleted or not: closed ones by closing day, ended ones by last change
@Index({ name: 'request_closed_due', expression: `create index "request_closed_due" on "request" ("closing_date") where "status" in ('CLOSED', 'REPORT_SENT')` })
@Index({ name: 'request_ended_due', expression: `create index "request_ended_due" on "request" ("updated_at") where "status" in ('CANCELLED', 'DRAFT', 'REJECTED')` })
// delete history: newest deletion first
@Index({ name: 'request_deleted_at_id_deleted', expression: 'create index "request_deleted_at_id_deleted" on "request" ("deleted_at" desc, "id" desc) where "deleted_at" is not null' })
// search by student name (partial match)
@Index({ name: 'request_target_name_trgm', expression: 'create index "request_target_name_trgm" on "request" using gin ("target_name" gin_trgm_ops)' })
@Check({
  name: 'request_filed_complete',
  expression: `status = 'DRAFT' or (target_name is not null and target_gender is not null and target_birth_year is not null
    and target_birth_month is not null and target_birth_date is not null and requester_name is not null and requester_contact is not null
    and guardian_contact is not null and guardian_relationship is not null and main_appeal is not null and gc_request is not null
    and gc_request_at is not null and gc_request_method is not null and gc3rd_party_provision is not null
    and gc3rd_party_provision_at is not null and gc3rd_party_provision_method is not null)`,
})
// a draft is never placed with a center (center_id null until it is filed): the center sees nothing of it
export class Request extends SoftDeleted {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => RequestType, type: 'string', length: 20, default: RequestType.GENERAL })
  requestType: RequestType & Opt = RequestType.GENERAL;

  /** The simple evaluation this request was referred from (requestType SIMPLE_EVALUATION). */
  @Property({ type: 'integer', nullable: true })
  simpleEvaluationId?: number;

  // ---- placement ----
  @ManyToOne(() => School, { index: false })
  school!: School;

  /** The center whose jurisdiction covers the school (organization/responsible-center.ts), at filing. */
  @ManyToOne(() => Center, { nullable: true, index: false })
  center?: Center;

  @Property({ type: 'string', length: 2 })
  sdCode!: string;

  @Property({ type: 'string', length: 5 })
  sggCode!: string;

  // ---- the student (requestTarget) ----
  // The form's required fields (SPEC §5) are nullable only for a DRAFT: the check constraint request_filed_complete
  // holds every filed request to them.
  @Property({ type: 'string', length: 50, nullable: true })
  targetName?: string;

  @Enum({ items: () => Gender, type: 'string', length: 1, nullable: true })
  targetGender?: Gender;

  @Property({ type: 'smallint', nullable: true })
  targetBirthYear?: number;

  @Property({ type: 'smallint', nullable: true })
  targetBirthMonth?: number;

  @Property({ type: 'smallint', nullable: true })
  targetBirthDate?: number;

  /** Digits only. */
  @Property({ type: 'string', length: 11, nullable: true })
  targetMobile?: string;

  @Property({ type: 'smallint', nullable: true })
  grade?: number;

  @Property({ type: 'smallint', nullable: true })
  classNo?: number;

  @Property({ type: 'smallint', nullable: true })
  num?: number;

  // ---- the requester ----
  @ManyToOne(() => Account, { index: false })
  requester!: Account;

  @Property({ type: 'string', length: 50, nullable: true })
  requesterName?: string;

  @Property({ type: 'string', length: 100, nullable: true })
  requesterInstitution?: string;

  /** Digits only (a mobile or a school's landline). */
  @Property({ type: 'string', length: 11, nullable: true })
  requesterContact?: string;

  @Property({ type: 'string', length: 11, nullable: true })
  requesterFax?: string;

  // ---- guardian ----
  @Property({ type: 'string', length: 11, nullable: true })
  guardianContact?: string;

  @Property({ type: 'string', length: 20, nullable: true })
  guardianRelationship?: string;

  @Property({ type: 'string', length: 100, nullable: true })
  guardianRelationshipEtc?: string;

  // ---- address (no address-search adapter yet: the fields as given) ----
  @Property({ type: 'string', length: 200, nullable: true })
  address?: string;

  @Property({ type: 'string', length: 200, nullable: true })
  addressDetail?: string;

  @Property({ type: 'string', length: 10, nullable: true })
  postcode?: string;

  // ---- history and appeal ----
  /** Y/N: was the student in an attention group before. */
  @Property({ type: 'string', length: 1, nullable: true })
  pastInterestGroup?: YN;

  /** Y/N: linked to an institution before. */
  @Property({ type: 'string', length: 1, nullable: true })
  pastInstitutionalLinkage?: YN;

  /** Past services (comma-joined choices or text). */
  @Property({ type: 'string', length: 500, nullable: true })
  pastExperience?: string;

  /** Y/N: medical expenses support wanted. */
  @Property({ type: 'string', length: 1, nullable: true })
  ssMedicalExpensesSupport?: YN;

  @Property({ type: 'text', nullable: true })
  mainAppeal?: string;

  @Property({ type: 'text', nullable: true })
  remark?: string;

  // ---- the two consents, with time and method ----
  @Property({ type: 'string', length: 1, nullable: true })
  gcRequest?: YN;

  @Property({ type: 'datetime', nullable: true })
  gcRequestAt?: Date;

  @Enum({ items: () => ConsentMethod, type: 'string', length: 20, nullable: true })
  gcRequestMethod?: ConsentMethod;

  @Property({ type: 'string', length: 1, nullable: true })
  gc3rdPartyProvision?: YN;

  @Property({ type: 'datetime', nullable: true })
  gc3rdPartyProvisionAt?: Date;

  @Enum({ items: () => ConsentMethod, type: 'string', length: 20, nullable: true })
  gc3rdPartyProvisionMethod?: ConsentMethod;

  // ---- lifecycle ----
  @Enum({ items: () => RequestStatus, type: 'string', length: 20, default: RequestStatus.REQUESTED })
  status: RequestStatus & Opt = RequestStatus.REQUESTED;

  @Enum({ items: () => ProgressStep, type: 'string', length: 30, nullable: true })
  progressStep?: ProgressStep;

  /** When it was filed (a draft: when it was started; filing sets it) (re-filing after a supplement request keeps it; refiledAt says when). */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  requestDate: Date & Opt = new Date();

  /** requestReceived.reqYear: the year it was filed (Asia/Seoul), for the statistics. */
  @Property({ type: 'smallint' })
  reqYear!: number;

  @Property({ type: 'datetime', nullable: true })
  refiledAt?: Date;

  @Property({ type: 'text', nullable: true })
  rejectedMessage?: string;

  @Property({ type: 'datetime', nullable: true })
  rejectedAt?: Date;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date;

  @Property({ type: 'datetime', nullable: true })
  approvedAt?: Date;

  @Property({ type: 'integer', nullable: true })
  decidedBy?: number;

  @ManyToOne(() => Account, { nullable: true, index: false })
  caseManager?: Account;

  /** The closing date entered at complete-closing (YYYY-MM-DD). */
  @Property({ type: 'date', nullable: true })
  closingDate?: string;

  @Property({ type: 'datetime', nullable: true })
  closedAt?: Date;

  @Property({ type: 'datetime', nullable: true })
  closingReportSentAt?: Date;

  /** Deleted softly (SoftDeleted): gone from every list and detail, listed in the delete history with this reason. */
  @Property({ type: 'string', length: 500, nullable: true })
  deleteReason?: string;
}
