import type { Response } from 'express';
import { requireUser } from '../../platform/auth/access.js';
import type { Ctx } from '../../platform/context.js';
import { streamXlsx, timestampedXlsxName, type XlsxColumn } from '../../platform/excel.js';
import { AppError } from '../../platform/errors.js';
import { countRows, cursorRows } from '../../platform/db/read.js';
import { RANGE_NAMES, type RangeCode } from '../scoring/core.js';
import { describeFilters, logAccess } from '../../platform/access-log.js';
import { listPhone } from '../../platform/privacy.js';
import type { ExcelDownloadBody } from './simple-evaluation.list-inputs.js';
import { EVALUATION_FILTER_KEYS, listQuery, parseSort } from './simple-evaluation.read.js';
import { EVALUATION_SUBJECT } from '../evaluation-record/simple-evaluation.service.js';

/**
 * Excel download of the filtered list (the list's jurisdiction, filters and order), streamed: rows are read in
 * batches and written to the response as they come, so memory does not grow with the number of rows. Text that a
 * spreadsheet would run as a formula (= + - @, tab, CR) stays text (platform/excel.ts). Days are Excel dates. Phone numbers are
 * masked as in the list; answers and scores other than the total range are not exported.
 */

/** More rows than anyone reads in a spreadsheet; a larger export asks for narrower filters. */
export const MAX_EXPORT_ROWS = 200_000;

const TYPE_NAMES: Record<string, string> = { ELEMENTARY: '초등', MIDDLE_HIGH: '중고등' };
const GENDER_NAMES: Record<string, string> = { M: '남', F: '여' };
const CONSENT_NAMES: Record<string, string> = {
  NOT_SENT: '미발송',
  SENT: '보호자 동의 대기',
  GUARDIAN_AGREED: '학생 동의 대기',
  AGREED: '동의 완료',
  REFUSED: '거부',
  CANCELLED: '발송 취소',
};

/**
 * The list's rows (its FROM, WHERE and ORDER BY) with only the columns the sheet shows, days already as Korean-time
 * `YYYY-MM-DD` text: no Date is parsed or formatted per row, and no view object is made (an export is read once).
 */
const EXPORT_SELECT = `e.student_code as "studentCode", sc.name as "schoolName", e.year, e.school_target_type as "schoolTargetType",
  e.gender, e.mobile, e.consent_state as "consentState", e.is_done as "isDone", e.total_range as "totalRange",
  e.crisis, e.top_range as "topRange", e.is_not_implemented as "isNotImplemented", e.reason, e.reason_etc as "reasonEtc", e.linkage_yn as "linkageYn",
  e.institution_linkage as "institutionLinkage", e.institution_linkage_etc as "institutionLinkageEtc",
  to_char(e.created_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as "createdDay",
  to_char(e.done_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as "doneDay"`;

/**
 * Rows per cursor fetch. Small batches die young: the rows of a batch of 1,000 outlived two scavenges while the
 * sheet was written and were promoted to the old generation (about 37 MB promoted per 180,000-row export against
 * about 7 MB with 250; server peak RSS +33 MB against +9 MB); the extra round trips cost no measurable time.
 */
const EXPORT_BATCH = 250;

/** A row of EXPORT_SELECT (SQL nulls as null). */
interface ExportRow {
  studentCode: string;
  schoolName: string | null;
  year: number;
  schoolTargetType: string;
  gender: string;
  mobile: string | null;
  consentState: string;
  isDone: string;
  totalRange: RangeCode | null;
  crisis: boolean;
  topRange: RangeCode | null;
  isNotImplemented: string;
  reason: string | null;
  reasonEtc: string | null;
  linkageYn: string | null;
  institutionLinkage: string | null;
  institutionLinkageEtc: string | null;
  createdDay: string;
  doneDay: string | null;
}

const joined = (a: string | null, b: string | null) => (a && b ? `${a} / ${b}` : a || b || '');

const COLUMNS: XlsxColumn<ExportRow>[] = [
  { key: 'studentCode', header: '관리번호', width: 22 },
  { key: 'schoolName', header: '학교', width: 20, value: (e) => e.schoolName ?? '' },
  { key: 'year', header: '연도', width: 8 },
  { key: 'schoolTargetType', header: '학교급', width: 10, value: (e) => TYPE_NAMES[e.schoolTargetType] },
  { key: 'gender', header: '성별', width: 6, value: (e) => GENDER_NAMES[e.gender] },
  { key: 'mobile', header: '휴대전화번호', width: 16, value: (e) => listPhone(e.mobile ?? undefined) ?? '' }, // masked for everyone, as in the list (platform/privacy.ts)
  { key: 'consentState', header: '동의 상태', width: 16, value: (e) => CONSENT_NAMES[e.consentState] },
  { key: 'isDone', header: '완료 여부', width: 10 },
  { key: 'crisis', header: '위기', width: 8, value: (e) => (e.crisis ? '위기' : '') },
  { key: 'totalRange', header: '전체 구간', width: 12, value: (e) => (e.totalRange ? RANGE_NAMES[e.totalRange] : '') },
  { key: 'topRange', header: '가장 높은 구간 (영역 포함)', width: 14, value: (e) => (e.topRange ? RANGE_NAMES[e.topRange] : '') },
  { key: 'isNotImplemented', header: '미실시', width: 8 },
  { key: 'reason', header: '미실시 사유', width: 30, type: 'longText', value: (e) => joined(e.reason, e.reasonEtc) },
  { key: 'linkageYn', header: '연계 여부', width: 10, value: (e) => e.linkageYn ?? '' },
  { key: 'institutionLinkage', header: '연계 기관', width: 30, type: 'longText', value: (e) => joined(e.institutionLinkage, e.institutionLinkageEtc) },
  { key: 'createdDay', header: '등록일', type: 'day' },
  { key: 'doneDay', header: '완료일', type: 'day', value: (e) => e.doneDay ?? '' },
];

export async function streamEvaluationExcel(ctx: Ctx, res: Response, body: ExcelDownloadBody): Promise<void> {
  const p = requireUser(ctx.principal);
  const q = listQuery(p, { ...body, sortBy: parseSort(body.sort) });
  const total = await countRows(ctx.em, q, MAX_EXPORT_ROWS + 1);
  if (total > MAX_EXPORT_ROWS)
    throw new AppError(400, 'EXPORT_TOO_LARGE', `한 번에 ${MAX_EXPORT_ROWS.toLocaleString('en-US')}건까지 내려받을 수 있습니다. 조건을 좁혀주세요.`);
  // logged before the first byte: an export that was sent is an export that was logged
  await logAccess(ctx, { action: 'EXPORT', subjectType: EVALUATION_SUBJECT, count: total, reason: body.reason, detail: describeFilters(body, EVALUATION_FILTER_KEYS) });
  // the list's own order (any sortable field), read in one pass through a cursor
  await ctx.em.transactional(async (em) => {
    const rows = cursorRows<ExportRow>(em, { text: `select ${EXPORT_SELECT} from ${q.from} where ${q.where.text} order by ${q.orderBy}`, values: q.where.values }, EXPORT_BATCH);
    await streamXlsx(res, timestampedXlsxName(body.fileName, '간편검사'), COLUMNS, rows, { sheetName: '간편검사' });
  });
}
