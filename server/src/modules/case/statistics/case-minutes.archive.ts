import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../platform/db/sql.js';

/**
 * The case-meeting statistics of destroyed cases (issue 28, "statistics stay right after destruction"): before the
 * retention job deletes a batch of closed cases, their submitted case minutes are added here, in the batch's
 * transaction, with only what 사례회의 통계 (case-minutes.statistics.ts, 보고 통계 00012) counts or filters by: the
 * meeting's date, the placement (시도, center, school) and the codes of the three lists it counts (주 진단, 개입 계획,
 * 기관 연계). No text of the minutes (appeal, contents, attendees, the lists' 기타 words), no request id.
 *
 * `case_key` is a random key made when the case is destroyed, the same for all its meetings, so that "cases with a
 * meeting" counts a destroyed case once across its meetings as the live query counts distinct requests; it is made
 * there and then and links to nothing that remains.
 */
@Entity({ tableName: 'case_minutes_statistics_archive' })
@Index({ name: 'case_minutes_statistics_archive_date', expression: 'create index "case_minutes_statistics_archive_date" on "case_minutes_statistics_archive" ("meeting_date")' })
@Index({
  name: 'case_minutes_statistics_archive_center_date',
  expression: 'create index "case_minutes_statistics_archive_center_date" on "case_minutes_statistics_archive" ("center_id", "meeting_date")',
})
@Index({
  name: 'case_minutes_statistics_archive_school_date',
  expression: 'create index "case_minutes_statistics_archive_school_date" on "case_minutes_statistics_archive" ("school_id", "meeting_date")',
})
@Index({
  name: 'case_minutes_statistics_archive_sd_date',
  expression: 'create index "case_minutes_statistics_archive_sd_date" on "case_minutes_statistics_archive" ("sd_code", "meeting_date")',
})
export class CaseMinutesStatisticsArchive {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  caseKey!: string;

  @Property({ type: 'date' })
  meetingDate!: string;

  @Property({ type: 'string', length: 2 })
  sdCode!: string;

  /** No foreign key: a center or school removed later leaves its past figures. */
  @Property({ type: 'integer', nullable: true })
  centerId?: number;

  @Property({ type: 'string', length: 20 })
  schoolId!: string;

  @Property({ type: 'text[]', nullable: true })
  primaryDiagnostic?: string[];

  @Property({ type: 'text[]', nullable: true })
  interventionPlan?: string[];

  @Property({ type: 'text[]', nullable: true })
  institutionalLinkage?: string[];

  /** How many meetings of the case share these values. */
  @Property({ type: 'integer' })
  n!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  archivedAt: Date & Opt = new Date();
}

/**
 * Adds the submitted case minutes of the requests `requestIds` to the archive, as the live statistics count them
 * (not deleted, is_done 'Y', a meeting date, the case not deleted); called inside the destruction batch's transaction
 * before any of their rows is deleted.
 */
export async function archiveCaseMinutesStatistics(tx: EntityManager, requestIds: number[]): Promise<void> {
  if (!requestIds.length) return;
  await sql(
    tx,
    `insert into case_minutes_statistics_archive
       (case_key, meeting_date, sd_code, center_id, school_id, primary_diagnostic, intervention_plan, institutional_linkage, n)
     with k as materialized (select r.id, gen_random_uuid() as case_key from request r where r.id in (?) and r.deleted_at is null)
     select k.case_key, m.meeting_date, m.sd_code, m.center_id, m.school_id, m.primary_diagnostic, m.intervention_plan, m.institutional_linkage, count(*)::int
     from case_minutes m join k on k.id = m.request_id
     where m.deleted_at is null and m.is_done = 'Y' and m.meeting_date is not null
     group by 1, 2, 3, 4, 5, 6, 7, 8`,
    [requestIds],
    'run',
  );
}
