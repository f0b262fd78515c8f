import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { jurisdictionWhere, type Placement } from '../../platform/auth/jurisdiction.js';
import type { Reader } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { all, part, type Sql } from '../../platform/db/read.js';
import { sql } from '../../platform/db/sql.js';

/**
 * The request statistics of destroyed requests (issue 28, "statistics stay right after destruction"). The retention
 * job destroys a closed case (the request with its records) five years after its closing; the statistics screens
 * (의뢰 통계 00011, 보고 통계 00012, request.statistics.ts) count requests, so before a batch is deleted its requests
 * are added here as counts, in the batch's transaction, and every statistics query adds these counts to its live
 * ones: the figures of a year are the same before and after a destruction run.
 *
 * A row is a count of destroyed requests that share every dimension the screens group or filter by: the filing's
 * year and Korean day (the period filter is by day), the month approved and the month closed, the state, the type,
 * the step, and the placement (시도, 시군구, center, school). Nothing that names or describes a student or a staff
 * member: no request id, no name, no birth date, no requester (so a school user's "my own requests" reach counts
 * live requests only). Rows are appended, one per group per batch, never updated; the queries sum them.
 */
@Entity({ tableName: 'request_statistics_archive' })
@Index({ name: 'request_statistics_archive_req_year', expression: 'create index "request_statistics_archive_req_year" on "request_statistics_archive" ("req_year")' })
@Index({ name: 'request_statistics_archive_sd_year', expression: 'create index "request_statistics_archive_sd_year" on "request_statistics_archive" ("sd_code", "req_year")' })
@Index({ name: 'request_statistics_archive_center_year', expression: 'create index "request_statistics_archive_center_year" on "request_statistics_archive" ("center_id", "req_year")' })
@Index({ name: 'request_statistics_archive_school_year', expression: 'create index "request_statistics_archive_school_year" on "request_statistics_archive" ("school_id", "req_year")' })
@Index({ name: 'request_statistics_archive_approved', expression: 'create index "request_statistics_archive_approved" on "request_statistics_archive" ("approved_month")' })
@Index({ name: 'request_statistics_archive_closed', expression: 'create index "request_statistics_archive_closed" on "request_statistics_archive" ("closing_month")' })
export class RequestStatisticsArchive {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** request.req_year: the Korean-time year filed. */
  @Property({ type: 'smallint' })
  reqYear!: number;

  /** The Korean day filed (request.request_date): the period filter (fromDate, toDate) and the month filed. */
  @Property({ type: 'date' })
  requestDay!: string;

  /** The first day of the Korean month approved (request.approved_at), if it was. */
  @Property({ type: 'date', nullable: true })
  approvedMonth?: string;

  /** The first day of the month of the closing date (request.closing_date), if it closed. */
  @Property({ type: 'date', nullable: true })
  closingMonth?: string;

  @Property({ type: 'string', length: 20 })
  status!: string;

  @Property({ type: 'string', length: 20 })
  requestType!: string;

  @Property({ type: 'string', length: 30, nullable: true })
  progressStep?: string;

  @Property({ type: 'string', length: 2 })
  sdCode!: string;

  @Property({ type: 'string', length: 5 })
  sggCode!: string;

  /** No foreign key: a center or school removed later leaves its past figures. */
  @Property({ type: 'integer', nullable: true })
  centerId?: number;

  @Property({ type: 'string', length: 20 })
  schoolId!: string;

  /** How many destroyed requests share these values. */
  @Property({ type: 'integer' })
  n!: number;

  /** When the batch that destroyed them committed (an audit aid; not a figure). */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  archivedAt: Date & Opt = new Date();
}

/**
 * Adds the requests `ids` to the archive, grouped; called inside the destruction batch's transaction before any of
 * their rows is deleted. A deleted request (deleted_at) or a draft is counted by no screen, so it is not archived.
 */
export async function archiveRequestStatistics(tx: EntityManager, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await sql(
    tx,
    `insert into request_statistics_archive
       (req_year, request_day, approved_month, closing_month, status, request_type, progress_step, sd_code, sgg_code, center_id, school_id, n)
     select r.req_year, (r.request_date at time zone 'Asia/Seoul')::date,
            date_trunc('month', r.approved_at at time zone 'Asia/Seoul')::date, date_trunc('month', r.closing_date)::date,
            r.status, r.request_type, r.progress_step, r.sd_code, r.sgg_code, r.center_id, r.school_id, count(*)::int
     from request r
     where r.id in (?) and r.deleted_at is null and r.status <> 'DRAFT'
     group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`,
    [ids],
    'run',
  );
}

/** The archive's placement: no pairs table (platform/auth/jurisdiction.ts), so a center's arm reads all its schools. */
export const ARCHIVE_PLACEMENT: Placement = { school: 'school_id', center: 'center_id', sd: 'sd_code' };

/**
 * The caller's reach on an archive (alias a), as the live statistics' reach (request.scope.ts scopeSql): the
 * jurisdiction; a CLIENT, whose reach is the requests it filed itself, reaches no archived figure (the requester is
 * not kept).
 */
export function archiveScope(p: Reader, alias = 'a'): Sql {
  return all([jurisdictionWhere(p, ARCHIVE_PLACEMENT, alias), p.kind === 'user' && p.role === RoleCode.CLIENT && part('false')]);
}

export interface ArchiveFilters {
  year?: number;
  fromDate?: string;
  toDate?: string;
  sdCode?: string;
  centerId?: number;
}

/** The reach and the statistics filters on request_statistics_archive a, as request.statistics.ts `where` on the live rows. */
export function archiveWhere(p: Reader, q: ArchiveFilters): Sql {
  return all([
    archiveScope(p),
    !!q.year && part('a.req_year = ?', q.year),
    !!q.fromDate && part('a.request_day >= ?::date', q.fromDate),
    !!q.toDate && part('a.request_day <= ?::date', q.toDate),
    !!q.sdCode && part('a.sd_code = ?', q.sdCode),
    !!q.centerId && part('a.center_id = ?', q.centerId),
  ]);
}
