import { requireUser } from '../../platform/auth/access.js';
import { AccessLog, accessSubject, ACTION_NAMES, ACTOR_NAMES, logAccess, subjectLabel } from '../../platform/access-log.js';
import type { Ctx } from '../../platform/context.js';
import { sql } from '../../platform/db/sql.js';
import { Errors } from '../../platform/errors.js';
import type { Page } from '../../platform/paging.js';
import { all, columnsOf, paginateRows, part, readRows, type Sql } from '../../platform/db/read.js';
import { accessLogView, type AccessLogView } from './access-log.views.js';
import type { AccessLogExportInput, AccessLogFilter } from './access-log.inputs.js';
import { keysetRows, type XlsxColumn } from '../../platform/excel.js';
import { addDays, kstMidnight, kstStamp } from '../../platform/time.js';

/**
 * The administrator's side of the access log (platform/access-log.ts writes it): the list and its Excel export.
 * Both doors restrict it to SYSTEM_ADMIN with menu 00024 (ACCESS_LOG_ACCESS.read, access-log.access.ts); national scope, no jurisdiction.
 */

const ACCESS_LOG_SUBJECT = accessSubject('access-log', '접근 기록');

/** The start of a Korean calendar day; a date that does not exist (2026-02-30) is refused, not rolled over. */
function kstDayStart(date: string, label: string): Date {
  const start = kstMidnight(date);
  if (!start) throw Errors.badInput(`${label} 형식이 맞지 않습니다.`);
  return start;
}

type Filters = Omit<AccessLogFilter, 'page' | 'size'>;

/** The filters as one condition on `access_log l`. */
function whereOf(f: Filters): Sql {
  const from = f.from ? kstDayStart(f.from, '시작일') : undefined;
  const to = f.to ? addDays(kstDayStart(f.to, '종료일'), 1) : undefined;
  if (from && to && from >= to) throw Errors.badInput('종료일은 시작일보다 이후여야 합니다.');
  return all([
    !!f.loginId && part('l.login_id = ?', f.loginId),
    !!f.accountId && part('l.account_id = ?', f.accountId),
    !!f.subjectType && part('l.subject_type = ?', f.subjectType),
    !!f.subjectId && part('l.subject_id = ?', f.subjectId),
    !!f.action && part('l.action = ?', f.action),
    !!from && part('l.created_at >= ?', from),
    !!to && part('l.created_at < ?', to),
  ]);
}

/** Newest first; each filter has an index ending in (created_at, id) (migration access_log_and_forms). */
const ORDER = 'l.created_at desc, l.id desc';

export async function listAccessLog(ctx: Ctx, f: AccessLogFilter): Promise<Page<AccessLogView>> {
  requireUser(ctx.principal);
  const q = { select: columnsOf(ctx.em, AccessLog, 'l'), from: 'access_log l', where: whereOf(f), orderBy: ORDER };
  return paginateRows(ctx.em, q, f, (row: AccessLog) => accessLogView(row));
}

export const EXPORT_COLUMNS: XlsxColumn[] = [
  { header: '일시', key: 'createdAt', type: 'timestamp' },
  { header: '접근 주체', key: 'actorType', width: 16 },
  { header: '계정 번호', key: 'accountId', width: 10 },
  { header: '아이디', key: 'loginId', width: 16 },
  { header: '역할', key: 'role', width: 18 },
  { header: 'IP', key: 'ip', width: 16 },
  { header: '브라우저', key: 'userAgent', width: 40, type: 'longText' },
  { header: '요청 ID', key: 'requestId', width: 24 },
  { header: '접근 유형', key: 'action', width: 10 },
  { header: '기록 종류', key: 'subjectType', width: 18 },
  { header: '기록 번호', key: 'subjectId', width: 14 },
  { header: '건수', key: 'count', width: 8 },
  { header: '사유', key: 'reason', width: 30, type: 'longText' },
  { header: '비고', key: 'detail', width: 40, type: 'longText' },
];

const BATCH = 1000;

/** The filters as a short note for the export's own log row (no personal data beyond what the admin typed). */
function describe(f: Filters): string {
  const parts = [
    f.loginId && `아이디=${f.loginId}`,
    f.accountId && `계정=${f.accountId}`,
    f.subjectType && `기록 종류=${f.subjectType}`,
    f.subjectId && `기록 번호=${f.subjectId}`,
    f.action && `유형=${f.action}`,
    (f.from || f.to) && `기간=${f.from ?? ''}~${f.to ?? ''}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : '전체';
}

export interface AccessLogExport {
  fileName: string;
  sheetName: string;
  columns: XlsxColumn[];
  rows: AsyncIterable<Record<string, unknown>>;
}

/**
 * The Excel export. It is itself an access (개인정보의 안전성 확보조치 기준 §8): the row recording it, with the
 * administrator's reason and the number of rows handed over, is written before any row leaves. The rows are those
 * present when it was asked (id up to the largest at that moment), so the count recorded is the count sent; they are
 * read in batches by keyset on (created_at, id), never the whole table in memory.
 */
export async function exportAccessLog(ctx: Ctx, input: AccessLogExportInput): Promise<AccessLogExport> {
  requireUser(ctx.principal);
  // the rows up to now: the export's own log row (written next) and later reads are not in it
  const [{ max }] = await sql<{ max: string | null }[]>(ctx.em, 'select max(id)::text as max from access_log');
  const bounded = all([whereOf(input), part('l.id <= ?', max === null ? 0 : Number(max))]);
  const [{ n }] = await readRows<{ n: string }>(ctx.em, { text: `select count(*) as n from access_log l where ${bounded.text}`, values: bounded.values });
  const count = Number(n);
  await logAccess(ctx, { action: 'EXPORT', subjectType: ACCESS_LOG_SUBJECT, count, reason: input.reason.trim(), detail: describe(input) });

  const select = columnsOf(ctx.em, AccessLog, 'l');
  type Key = { createdAt: Date; id: number };
  const batches = keysetRows<AccessLog, Key>(
    (after, limit) => {
      const where = all([bounded, !!after && part('(l.created_at, l.id) < (?, ?)', after!.createdAt, after!.id)]);
      return readRows<AccessLog>(ctx.em, { text: `select ${select} from access_log l where ${where.text} order by ${ORDER} limit ${limit}`, values: where.values });
    },
    (r) => ({ createdAt: r.createdAt, id: r.id }),
    BATCH,
  );
  async function* rows(): AsyncIterable<Record<string, unknown>> {
    for await (const r of batches) {
      yield {
        createdAt: r.createdAt,
        actorType: ACTOR_NAMES[r.actorType] ?? r.actorType,
        accountId: r.accountId,
        loginId: r.loginId,
        role: r.role,
        ip: r.ip,
        userAgent: r.userAgent,
        requestId: r.requestId,
        action: ACTION_NAMES[r.action] ?? r.action,
        subjectType: subjectLabel(r.subjectType),
        subjectId: r.subjectId,
        count: r.count,
        reason: r.reason,
        detail: r.detail,
      };
    }
  }
  return { fileName: `접근기록_${kstStamp()}.xlsx`, sheetName: '접근 기록', columns: EXPORT_COLUMNS, rows: rows() };
}
