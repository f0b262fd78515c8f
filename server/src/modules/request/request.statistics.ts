import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { logAccess } from '../../platform/access-log.js';
import { requireReader } from '../../platform/auth/access.js';
import { scopeOf } from '../../platform/auth/jurisdiction.js';
import type { Ctx } from '../../platform/context.js';
import { all, part, readRows, type Sql } from '../../platform/db/read.js';
import { Errors } from '../../platform/errors.js';
import { Labels } from '../../platform/validation.js';
import { RequestType } from './request.entity.js';
import { ProgressStep, RequestStatus, STATUS_NAMES, STEP_NAMES } from './request.lifecycle.js';
import { REQUEST_STATISTICS_SUBJECT, scopeSql } from './request.scope.js';
import { archiveScope, archiveWhere } from './request.archive.js';
import { addDays, kstDayStart, kstYear } from '../../platform/time.js';
import { OptionalDay } from '../../platform/input-fields.js';

/**
 * Request statistics (menus 00011, 00012): counts only, never a student, each restricted to the caller's reach by
 * the same SQL condition as the lists (a center its jurisdiction, an education office its 시도, the nation for the
 * ministry and administrators). Filters narrow within that reach; they never widen it.
 *
 * Each figure is the live requests' count plus the destroyed requests' counts kept in request_statistics_archive
 * (request.archive.ts, issue 28), read with the same reach and filters: a destruction run changes no figure.
 */


@Labels({ year: '연도', fromDate: '시작일', toDate: '종료일', sdCode: '시도', centerId: '센터' })
@ArgsType()
export class RequestStatisticsQuery {
  @Field(() => Int, { nullable: true, description: '접수 연도 (by-month는 비우면 올해)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '연도 형식이 맞지 않습니다.' })
  @Min(2000, { message: '연도 형식이 맞지 않습니다.' })
  @Max(2100, { message: '연도 형식이 맞지 않습니다.' })
  year?: number;

  @OptionalDay('시작일', '의뢰일 시작 (YYYY-MM-DD)')
  fromDate?: string;

  @OptionalDay('종료일', '의뢰일 끝 (YYYY-MM-DD, 그날 포함)')
  toDate?: string;

  @Field(() => String, { nullable: true, description: '시도 코드 (2자리)' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{2}$/, { message: '시도를 선택해주세요.' })
  sdCode?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '센터를 선택해주세요.' })
  @Min(1, { message: '센터를 선택해주세요.' })
  centerId?: number;
}

@ObjectType('RequestCount')
export class CountView {
  @Field(() => String, { description: '상태, 유형 또는 단계의 코드' }) code!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) count!: number;
}

@ObjectType('RequestStatistics', { description: '의뢰 현황: 상태별, 유형별 건수' })
export class RequestStatisticsView {
  @Field(() => Int) total!: number;
  @Field(() => [CountView]) byStatus!: CountView[];
  @Field(() => [CountView]) byType!: CountView[];
}

@ObjectType('CompletedRequestStatistics', { description: '승인된 사례: 진행 중 (단계별), 종결, 종결 보고 발송' })
export class CompletedStatisticsView {
  @Field(() => Int, { description: '승인된 사례 전체' }) total!: number;
  @Field(() => Int) inProgress!: number;
  @Field(() => Int) closed!: number;
  @Field(() => Int) reportSent!: number;
  @Field(() => [CountView], { description: '진행 중인 사례의 단계별 건수' }) byStep!: CountView[];
}

@ObjectType('MonthlyRequestStatistics', { description: '월별: 접수, 승인, 종결 건수' })
export class MonthRowView {
  @Field(() => Int) month!: number;
  @Field(() => Int) requested!: number;
  @Field(() => Int) approved!: number;
  @Field(() => Int) closed!: number;
}

@ObjectType('LocalRequestStatistics', { description: '지역별 (시도, 시도를 고르면 시군구): 접수, 승인, 종결 건수' })
export class LocalRowView {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) requested!: number;
  @Field(() => Int) approved!: number;
  @Field(() => Int) closed!: number;
}

@ObjectType('RequestStatisticsOptions', { description: '통계 검색 조건의 선택지 (호출한 사용자의 관할 안)' })
export class SearchOptionsView {
  @Field(() => [Int]) years!: number[];
  @Field(() => [CountView], { description: '시도 (code, name, count = 의뢰 수)' }) sidos!: CountView[];
  @Field(() => [CountView], { description: '센터 (code = id, name, count = 의뢰 수)' }) centers!: CountView[];
}

const APPROVED = [RequestStatus.COMPLETED, RequestStatus.CLOSED, RequestStatus.REPORT_SENT];
const CLOSED = [RequestStatus.CLOSED, RequestStatus.REPORT_SENT];
const inList = (col: string, values: string[]) => part(`${col} in (${values.map(() => '?').join(', ')})`, ...values);

/** The reach and the filters as one condition on alias r (live rows only). */
function where(ctx: Ctx, q: RequestStatisticsQuery): Sql {
  const p = requireReader(ctx.principal);
  checkPeriod(q);
  return all([
    part('r.deleted_at is null'),
    scopeSql(p),
    !!q.year && part('r.req_year = ?', q.year),
    !!q.fromDate && part('r.request_date >= ?', kstDayStart(q.fromDate!)),
    !!q.toDate && part('r.request_date < ?', addDays(kstDayStart(q.toDate!), 1)),
    !!q.sdCode && part('r.sd_code = ?', q.sdCode),
    !!q.centerId && part('r.center_id = ?', q.centerId),
  ]);
}

function checkPeriod(q: RequestStatisticsQuery) {
  if (q.fromDate && q.toDate && q.fromDate > q.toDate) throw Errors.badInput('종료일은 시작일보다 이후여야 합니다.');
}

/** The same reach and filters on the archive of destroyed requests (alias a). */
function archived(ctx: Ctx, q: RequestStatisticsQuery): Sql {
  checkPeriod(q);
  return archiveWhere(requireReader(ctx.principal), q);
}

const ARCHIVE = 'request_statistics_archive a';

const logged = (ctx: Ctx, what: string) => logAccess(ctx, { action: 'READ', subjectType: REQUEST_STATISTICS_SUBJECT, detail: what });

export async function requestStatistics(ctx: Ctx, q: RequestStatisticsQuery): Promise<RequestStatisticsView> {
  const w = where(ctx, q);
  const rows = await readRows<{ status: RequestStatus; type: RequestType; n: number }>(ctx.em, {
    text: `select r.status, r.request_type as type, count(*)::int as n from request r where ${w.text} group by r.status, r.request_type`,
    values: w.values,
  });
  const aw = archived(ctx, q);
  rows.push(
    ...(await readRows<(typeof rows)[number]>(ctx.em, {
      text: `select a.status, a.request_type as type, sum(a.n)::int as n from ${ARCHIVE} where ${aw.text} group by a.status, a.request_type`,
      values: aw.values,
    })),
  );
  const sum = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((a, r) => a + Number(r.n), 0);
  await logged(ctx, '의뢰 현황');
  return {
    total: sum(() => true),
    // drafts are never counted (scopeSql), so they have no row here either
    byStatus: Object.values(RequestStatus).filter((s) => s !== RequestStatus.DRAFT).map((s) => ({ code: s, name: STATUS_NAMES[s], count: sum((r) => r.status === s) })),
    byType: Object.values(RequestType).map((t) => ({ code: t, name: t === RequestType.GENERAL ? '일반 의뢰' : '간편검사 연계', count: sum((r) => r.type === t) })),
  };
}

export async function completedStatistics(ctx: Ctx, q: RequestStatisticsQuery): Promise<CompletedStatisticsView> {
  const w = all([where(ctx, q), inList('r.status', APPROVED)]);
  const rows = await readRows<{ status: RequestStatus; step: ProgressStep | null; n: number }>(ctx.em, {
    text: `select r.status, r.progress_step as step, count(*)::int as n from request r where ${w.text} group by r.status, r.progress_step`,
    values: w.values,
  });
  const aw = all([archived(ctx, q), inList('a.status', APPROVED)]);
  rows.push(
    ...(await readRows<(typeof rows)[number]>(ctx.em, {
      text: `select a.status, a.progress_step as step, sum(a.n)::int as n from ${ARCHIVE} where ${aw.text} group by a.status, a.progress_step`,
      values: aw.values,
    })),
  );
  const sum = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((a, r) => a + Number(r.n), 0);
  await logged(ctx, '사례 현황');
  return {
    total: sum(() => true),
    inProgress: sum((r) => r.status === RequestStatus.COMPLETED),
    closed: sum((r) => r.status === RequestStatus.CLOSED),
    reportSent: sum((r) => r.status === RequestStatus.REPORT_SENT),
    byStep: Object.values(ProgressStep).map((s) => ({ code: s, name: STEP_NAMES[s], count: sum((r) => r.status === RequestStatus.COMPLETED && r.step === s) })),
  };
}

/**
 * Per month of one year (Korean time): requests filed that month, approved that month, closed that month (by the
 * closing date). The year filter picks the months; the other filters apply as given.
 */
export async function monthlyStatistics(ctx: Ctx, q: RequestStatisticsQuery): Promise<MonthRowView[]> {
  const year = q.year ?? kstYear();
  const w = where(ctx, { ...q, year: undefined });
  const month = (kind: string, at: string) => `select '${kind}' as kind, extract(month from ${at})::int as m, count(*)::int as n from request r`;
  const kst = (col: string) => `${col} at time zone 'Asia/Seoul'`;
  const kind = scopeOf(requireReader(ctx.principal)).kind;
  // The nation or a 시도 (tens of thousands of rows a year): each kind of event through a year's range on its own
  // indexed date (req_year is the Korean-time year of request_date). A center or a school (a few hundred rows): its
  // rows once, through the scope's indexes, each giving its three dated events.
  const rows = await readRows<{ kind: string; m: number; n: number }>(
    ctx.em,
    (kind === 'all' || kind === 'sd') && !q.centerId
      ? {
          text: `${month('requested', kst('r.request_date'))} where ${w.text} and r.req_year = ? group by 2
                 union all ${month('approved', kst('r.approved_at'))} where ${w.text} and r.approved_at >= ? and r.approved_at < ? group by 2
                 union all ${month('closed', 'r.closing_date')} where ${w.text} and r.closing_date >= ? and r.closing_date < ? group by 2`,
          values: [...w.values, year, ...w.values, kstDayStart(`${year}-01-01`), kstDayStart(`${year + 1}-01-01`), ...w.values, `${year}-01-01`, `${year + 1}-01-01`],
        }
      : {
          text: `select e.kind, extract(month from e.at)::int as m, count(*)::int as n from request r
                 cross join lateral (values ('requested', (${kst('r.request_date')})::date), ('approved', (${kst('r.approved_at')})::date),
                                            ('closed', r.closing_date::date)) e(kind, at)
                 where ${w.text} and r.req_year <= ? and e.at >= make_date(?, 1, 1) and e.at < make_date(?, 1, 1) group by 1, 2`,
          values: [...w.values, year, year, year + 1],
        },
  );
  // the destroyed requests' months (request.archive.ts): filed by the Korean day kept, approved and closed by month
  const aw = archived(ctx, { ...q, year: undefined });
  const archivedMonth = (kind: string, col: string) => `select '${kind}' as kind, extract(month from ${col})::int as m, sum(a.n)::int as n from ${ARCHIVE}`;
  rows.push(
    ...(await readRows<(typeof rows)[number]>(ctx.em, {
      text: `${archivedMonth('requested', 'a.request_day')} where ${aw.text} and a.req_year = ? group by 2
             union all ${archivedMonth('approved', 'a.approved_month')} where ${aw.text} and a.approved_month >= make_date(?, 1, 1) and a.approved_month < make_date(?, 1, 1) group by 2
             union all ${archivedMonth('closed', 'a.closing_month')} where ${aw.text} and a.closing_month >= make_date(?, 1, 1) and a.closing_month < make_date(?, 1, 1) group by 2`,
      values: [...aw.values, year, ...aw.values, year, year + 1, ...aw.values, year, year + 1],
    })),
  );
  await logged(ctx, `월별 ${year}`);
  return Array.from({ length: 12 }, (_, i) => {
    const of = (kind: string) => rows.filter((r) => r.kind === kind && Number(r.m) === i + 1).reduce((a, r) => a + Number(r.n), 0);
    return { month: i + 1, requested: of('requested'), approved: of('approved'), closed: of('closed') };
  });
}

/** Per 시도, or per 시군구 of the chosen 시도 (every region listed, zeros included, in code order). */
export async function localStatistics(ctx: Ctx, q: RequestStatisticsQuery): Promise<LocalRowView[]> {
  const w = where(ctx, q);
  const bySgg = !!q.sdCode;
  const key = bySgg ? 'r.sgg_code' : 'r.sd_code';
  const regions = bySgg
    ? { text: 'select g.code, g.name from region_sgg g where g.sd_code = ? order by g.code', values: [q.sdCode] }
    : { text: 'select s.code, s.name from region_sido s order by s.code', values: [] };
  const rows = await readRows<{ code: string; requested: number; approved: number; closed: number }>(ctx.em, {
    text: `select ${key} as code, count(*)::int as requested,
             count(*) filter (where r.status in (?, ?, ?))::int as approved,
             count(*) filter (where r.status in (?, ?))::int as closed
           from request r where ${w.text} group by ${key}`,
    values: [...APPROVED, ...CLOSED, ...w.values],
  });
  const aw = archived(ctx, q);
  const akey = bySgg ? 'a.sgg_code' : 'a.sd_code';
  rows.push(
    ...(await readRows<(typeof rows)[number]>(ctx.em, {
      text: `select ${akey} as code, sum(a.n)::int as requested,
               coalesce(sum(a.n) filter (where a.status in (?, ?, ?)), 0)::int as approved,
               coalesce(sum(a.n) filter (where a.status in (?, ?)), 0)::int as closed
             from ${ARCHIVE} where ${aw.text} group by ${akey}`,
      values: [...APPROVED, ...CLOSED, ...aw.values],
    })),
  );
  const names = await readRows<{ code: string; name: string }>(ctx.em, regions);
  const by = new Map<string, { requested: number; approved: number; closed: number }>();
  for (const r of rows) {
    const had = by.get(r.code) ?? { requested: 0, approved: 0, closed: 0 };
    by.set(r.code, { requested: had.requested + Number(r.requested), approved: had.approved + Number(r.approved), closed: had.closed + Number(r.closed) });
  }
  await logged(ctx, bySgg ? `지역별 ${q.sdCode}` : '지역별');
  return names.map((n) => {
    const r = by.get(n.code);
    return { code: n.code, name: n.name, requested: Number(r?.requested ?? 0), approved: Number(r?.approved ?? 0), closed: Number(r?.closed ?? 0) };
  });
}

/** GET search-statistics: the years, 시도 and centers that hold requests in the caller's reach (the filters' choices). */
export async function searchOptions(ctx: Ctx): Promise<SearchOptionsView> {
  const p = requireReader(ctx.principal);
  const scope = all([part('r.deleted_at is null'), scopeSql(p)]);
  // one pass over the requests in reach (index-only), then the names of the few 시도 and centers found
  const groups = await readRows<{ y: number; sd: string; center: number | null; n: number }>(ctx.em, {
    text: `select r.req_year as y, r.sd_code as sd, r.center_id as center, count(*)::int as n from request r where ${scope.text} group by 1, 2, 3`,
    values: scope.values,
  });
  // the years, 시도 and centers of destroyed requests stay choices (request.archive.ts)
  const aScope = archiveScope(p);
  groups.push(
    ...(await readRows<(typeof groups)[number]>(ctx.em, {
      text: `select a.req_year as y, a.sd_code as sd, a.center_id as center, sum(a.n)::int as n from ${ARCHIVE} where ${aScope.text} group by 1, 2, 3`,
      values: aScope.values,
    })),
  );
  const tally = <K>(key: (g: (typeof groups)[number]) => K) => {
    const m = new Map<K, number>();
    for (const g of groups) if (key(g) !== null) m.set(key(g), (m.get(key(g)) ?? 0) + Number(g.n));
    return m;
  };
  const bySd = tally((g) => g.sd);
  const byCenter = tally((g) => g.center);
  const names = async (table: string, key: string, codes: unknown[]) =>
    codes.length
      ? readRows<{ code: string; name: string }>(ctx.em, { text: `select ${key}::text as code, name from ${table} where ${key} in (${codes.map(() => '?').join(', ')})`, values: codes })
      : [];
  const sidos = (await names('region_sido', 'code', [...bySd.keys()])).map((s) => ({ ...s, count: bySd.get(s.code)! })).sort((a, b) => a.code.localeCompare(b.code));
  const centers = (await names('center', 'id', [...byCenter.keys()]))
    .map((c) => ({ ...c, count: byCenter.get(Number(c.code))! }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ko') || Number(a.code) - Number(b.code));
  return { years: [...tally((g) => Number(g.y)).keys()].sort((a, b) => b - a), sidos, centers };
}
