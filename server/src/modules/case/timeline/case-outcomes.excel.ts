import { Type } from 'class-transformer';
import { IsDefined, IsInt, Max, Min } from 'class-validator';
import type { Response } from 'express';
import { accessSubject, logAccess } from '../../../platform/access-log.js';
import { requireUser } from '../../../platform/auth/access.js';
import type { Ctx } from '../../../platform/context.js';
import { all, countRows, cursorRows, part } from '../../../platform/db/read.js';
import { Errors } from '../../../platform/errors.js';
import { ExcelReasonBody } from '../../../platform/excel-input.js';
import { streamXlsxSheets, timestampedXlsxName, type XlsxColumn } from '../../../platform/excel.js';
import { Labels } from '../../../platform/validation.js';
import { changeRows, CHANGE_COLUMNS, type ChangeRow } from './case-timeline.excel.js';
import { cgiChange, sdqChanges, type CgiRow, type SdqRow } from './case-timeline.service.js';
import { caseRecordReach, readsCaseRecords } from '../record/case-record.policy.js';

/**
 * What a center reports to its funders: the PRELIMINARY → POST change of every case closed in a year, one row per
 * case × informant × measure (as the case's own export), and a summary per measure (cases with both, mean before,
 * after and change, how many improved). Reach: the case records' policy as SQL (case-record.policy.ts: the center's
 * own cases for its staff; every case for the ministry and the administrator; nobody else). Streamed in one cursor
 * pass; the export and its reason are logged before the first row is read. No name, phone or answer is written.
 */
export const OUTCOMES_SUBJECT = accessSubject('case-outcomes', '사례 성과');

@Labels({ year: '종결 연도', fileName: '파일 이름', reason: '다운로드 사유' })
export class CaseOutcomesExcelBody extends ExcelReasonBody {
  @Type(() => Number)
  @IsInt({ message: '연도 형식이 맞지 않습니다.' })
  @Min(2000, { message: '연도 형식이 맞지 않습니다.' })
  @Max(2100, { message: '연도 형식이 맞지 않습니다.' })
  @IsDefined({ message: '종결 연도를 선택해주세요.' })
  year!: number;
}

interface CaseRow {
  id: number;
  closingDate: string;
  sdq: SdqRow[] | null;
  cgi: CgiRow[] | null;
}

const SUMMARY_KEYS = ['instrument', 'informant', 'measure'] as const;
interface SummaryRow {
  instrument: string;
  informant: string;
  measure: string;
  n: number;
  pre: number;
  post: number;
  change: number;
  improved: number;
  unchanged: number;
  worsened: number;
}

const mean = (sum: number, n: number) => (n ? Math.round((sum / n) * 10) / 10 : undefined);
const SUMMARY_COLUMNS: XlsxColumn<SummaryRow>[] = [
  { header: '검사', key: 'instrument', width: 10 },
  { header: '응답자', key: 'informant', width: 10 },
  { header: '척도', key: 'measure', width: 18 },
  { header: '사전·사후가 모두 있는 사례 수', key: 'n', width: 14 },
  { header: '사전 평균', key: 'pre', width: 10, value: (r) => mean(r.pre, r.n) },
  { header: '사후 평균', key: 'post', width: 10, value: (r) => mean(r.post, r.n) },
  { header: '변화 평균 (사후−사전)', key: 'change', width: 14, value: (r) => mean(r.change, r.n) },
  { header: '좋아짐', key: 'improved', width: 8 },
  { header: '변화 없음', key: 'unchanged', width: 8 },
  { header: '나빠짐', key: 'worsened', width: 8 },
];

/** Sums the rows with both a PRE and a POST score, per instrument, informant and measure (in first-seen order). */
function summarise(acc: Map<string, SummaryRow>, r: ChangeRow) {
  if (r.pre === undefined || r.post === undefined || r.change === undefined) return;
  const key = SUMMARY_KEYS.map((k) => r[k]).join('|');
  const s = acc.get(key) ?? { instrument: r.instrument, informant: r.informant, measure: r.measure, n: 0, pre: 0, post: 0, change: 0, improved: 0, unchanged: 0, worsened: 0 };
  s.n++;
  s.pre += r.pre;
  s.post += r.post;
  s.change += r.change;
  if (r.direction === '좋아짐') s.improved++;
  else if (r.direction === '나빠짐') s.worsened++;
  else s.unchanged++;
  acc.set(key, s);
}

export async function streamCaseOutcomesExcel(ctx: Ctx, res: Response, body: CaseOutcomesExcelBody): Promise<void> {
  const p = requireUser(ctx.principal);
  if (!readsCaseRecords(p)) throw Errors.forbidden();
  const where = all([
    caseRecordReach(p, 'r'),
    part(`r.status in ('CLOSED', 'REPORT_SENT') and r.deleted_at is null and r.closing_date between ? and ?`, `${body.year}-01-01`, `${body.year}-12-31`),
  ]);
  const total = await countRows(ctx.em, { from: 'request r', where }, 1_000_000);
  await logAccess(ctx, { action: 'EXPORT', subjectType: OUTCOMES_SUBJECT, count: total, reason: body.reason.trim(), detail: `year=${body.year}` });
  const live = `is_done = 'Y' and deleted_at is null`;
  await ctx.em.transactional(async (em) => {
    const summary = new Map<string, SummaryRow>();
    async function* rows(): AsyncGenerator<ChangeRow> {
      const cursor = cursorRows<CaseRow>(em, {
        text: `select r.id, to_char(r.closing_date, 'YYYY-MM-DD') as "closingDate",
                 (select json_agg(json_build_object('testType', s.test_type, 'targetType', s.target_type, 'doneAt', s.done_at, 'answers', s.answers)
                    order by s.done_at nulls first, s.id) from sdq_kr s where s.request_id = r.id and s.${live}) as sdq,
                 (select json_agg(json_build_object('testType', c.test_type, 'cgiS', c.cgi_s, 'cgiI', c.cgi_i)) from case_cgi c where c.request_id = r.id and c.${live}) as cgi
               from request r where ${where.text} order by r.closing_date, r.id`,
        values: where.values,
      });
      for await (const c of cursor)
        for (const row of changeRows({ requestId: c.id, sdq: sdqChanges(c.sdq ?? []), cgi: cgiChange(c.cgi ?? []) })) {
          summarise(summary, row);
          yield { ...row, closingDate: c.closingDate };
        }
    }
    await streamXlsxSheets(res, timestampedXlsxName(body.fileName, `사전사후변화_${body.year}`), [
      { name: '사례별 변화', columns: [CHANGE_COLUMNS[0], { header: '종결일', key: 'closingDate', type: 'day' }, ...CHANGE_COLUMNS.slice(1)], rows: rows() },
      // read after the first sheet is written: the generator's body runs on its first row
      { name: '요약', columns: SUMMARY_COLUMNS, rows: (function* () { yield* summary.values(); })() },
    ]);
  });
}
