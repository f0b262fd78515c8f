import { Field, Int, ObjectType } from 'type-graphql';
import { logAccess } from '../../../platform/access-log.js';
import { requireReader } from '../../../platform/auth/access.js';
import type { Ctx } from '../../../platform/context.js';
import { all, part, readRows } from '../../../platform/db/read.js';
import { Errors } from '../../../platform/errors.js';
import { kstYear } from '../../../platform/time.js';
import { archiveScope } from '../../request/request.archive.js';
import { placementScope, REQUEST_STATISTICS_SUBJECT } from '../../request/request.scope.js';
import { CountView, type RequestStatisticsQuery } from '../../request/request.statistics.js';
import { CHOICES } from '../record/choices.js';

/**
 * The case meetings' statistics (menu 00012 보고 통계): the one figure of the statistics screens that reads a case
 * record (the submitted case minutes and their choice lists), so it sits with the case, on the request statistics'
 * filters, reach and access-log subject (request/request.statistics.ts).
 */

@ObjectType('CaseMinutesStatistics', { description: '사례회의 통계: 작성 완료된 사례회의록의 회의일 기준 (한 해, 기간으로 좁힘; 관할 안)' })
export class CaseMinutesStatisticsView {
  @Field(() => Int) year!: number;
  @Field(() => Int, { description: '열린 사례회의 수' }) meetings!: number;
  @Field(() => Int, { description: '사례회의가 열린 사례 수' }) cases!: number;
  @Field(() => [CountView], { description: '월별 사례회의 수 (code = 1–12)' }) byMonth!: CountView[];
  @Field(() => [CountView], { description: '주 진단별 (한 회의에 여럿이면 각각 셉니다)' }) byPrimaryDiagnostic!: CountView[];
  @Field(() => [CountView], { description: '개입 계획별 (여럿이면 각각)' }) byInterventionPlan!: CountView[];
  @Field(() => [CountView], { description: '기관 연계별 (여럿이면 각각)' }) byInstitutionalLinkage!: CountView[];
}

const CASE_MINUTES_LISTS = { primaryDiagnostic: 'diagnosis', interventionPlan: 'interventionPlan', institutionalLinkage: 'institutionalLinkage' } as const;

/**
 * Case meetings held (submitted case minutes) by their meeting date in one year (Korean dates; the period narrows
 * it), within the caller's reach and the 시도 / center filters, as counts per month and per code of the three lists.
 * Each minutes row carries its case's placement, so the scope, the filters and the figures read off one index
 * (`case_minutes_statistics`: meeting date, then placement, case and the three lists) in a year's range; the few
 * deleted cases are left out by a hash anti-join on the request table's index of deleted rows. No student is named.
 * The meetings of destroyed cases are added from case_minutes_statistics_archive (case-minutes.archive.ts, issue
 * 28) with the same reach and filters, so a destruction run changes no figure.
 */
export async function caseMinutesStatistics(ctx: Ctx, q: RequestStatisticsQuery): Promise<CaseMinutesStatisticsView> {
  const p = requireReader(ctx.principal);
  if (q.fromDate && q.toDate && q.fromDate > q.toDate) throw Errors.badInput('종료일은 시작일보다 이후여야 합니다.');
  const year = q.year ?? kstYear();
  const next = (d: string) => new Date(new Date(`${d}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
  const w = all([
    part("m.deleted_at is null and m.is_done = 'Y'"),
    part('m.meeting_date >= ? and m.meeting_date < ?', `${year}-01-01`, `${year + 1}-01-01`),
    !!q.fromDate && part('m.meeting_date >= ?', q.fromDate),
    !!q.toDate && part('m.meeting_date < ?', next(q.toDate!)),
    placementScope(p, 'm'),
    !!q.sdCode && part('m.sd_code = ?', q.sdCode),
    !!q.centerId && part('m.center_id = ?', q.centerId),
    part('not exists (select 1 from request d where d.id = m.request_id and d.deleted_at is not null)'),
  ]);
  // one pass over the year's index entries grouped by month and the three lists as they are (few distinct
  // combinations), expanded here; a CTE unnesting each list, or a filtered count per code, cost 1.5–2× as much
  const from = `from case_minutes m where ${w.text}`;
  const groups = await readRows<{ month: number; n: number } & Record<'pd' | 'ip' | 'il', string[] | null>>(ctx.em, {
    text: `select extract(month from m.meeting_date)::int as month, m.primary_diagnostic as pd, m.intervention_plan as ip,
             m.institutional_linkage as il, count(*)::int as n ${from} group by 1, 2, 3, 4`,
    values: w.values,
  });
  const [{ cases }] = await readRows<{ cases: number }>(ctx.em, { text: `select count(*)::int as cases from (select distinct m.request_id ${from}) c`, values: w.values });
  const aw = all([
    part('a.meeting_date >= ? and a.meeting_date < ?', `${year}-01-01`, `${year + 1}-01-01`),
    !!q.fromDate && part('a.meeting_date >= ?', q.fromDate),
    !!q.toDate && part('a.meeting_date < ?', next(q.toDate!)),
    archiveScope(p),
    !!q.sdCode && part('a.sd_code = ?', q.sdCode),
    !!q.centerId && part('a.center_id = ?', q.centerId),
  ]);
  const aFrom = `from case_minutes_statistics_archive a where ${aw.text}`;
  groups.push(
    ...(await readRows<(typeof groups)[number]>(ctx.em, {
      text: `select extract(month from a.meeting_date)::int as month, a.primary_diagnostic as pd, a.intervention_plan as ip,
               a.institutional_linkage as il, sum(a.n)::int as n ${aFrom} group by 1, 2, 3, 4`,
      values: aw.values,
    })),
  );
  // a destroyed case is never live: the two counts of distinct cases add up
  const [{ cases: archivedCases }] = await readRows<{ cases: number }>(ctx.em, { text: `select count(distinct a.case_key)::int as cases ${aFrom}`, values: aw.values });
  const tally = (codes: (g: (typeof groups)[number]) => (string | number)[] | null) => {
    const m = new Map<string, number>();
    for (const g of groups) for (const c of codes(g) ?? []) m.set(String(c), (m.get(String(c)) ?? 0) + Number(g.n));
    return m;
  };
  const byList = (field: keyof typeof CASE_MINUTES_LISTS, key: 'pd' | 'ip' | 'il') => {
    const n = tally((g) => g[key]);
    return (CHOICES[CASE_MINUTES_LISTS[field]] ?? []).map((c) => ({ code: c.code, name: c.label, count: n.get(c.code) ?? 0 }));
  };
  const byMonth = tally((g) => [g.month]);
  await logAccess(ctx, { action: 'READ', subjectType: REQUEST_STATISTICS_SUBJECT, detail: `사례회의 ${year}` });
  return {
    year,
    meetings: groups.reduce((a, g) => a + Number(g.n), 0),
    cases: Number(cases) + Number(archivedCases),
    byMonth: Array.from({ length: 12 }, (_, i) => ({ code: String(i + 1), name: `${i + 1}월`, count: byMonth.get(String(i + 1)) ?? 0 })),
    byPrimaryDiagnostic: byList('primaryDiagnostic', 'pd'),
    byInterventionPlan: byList('interventionPlan', 'ip'),
    byInstitutionalLinkage: byList('institutionalLinkage', 'il'),
  };
}
