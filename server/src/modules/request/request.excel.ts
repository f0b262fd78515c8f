import type { Response } from 'express';
import { logAccess } from '../../platform/access-log.js';
import { requireUser } from '../../platform/auth/access.js';
import type { Ctx } from '../../platform/context.js';
import { countRows, cursorRows } from '../../platform/db/read.js';
import { AppError } from '../../platform/errors.js';
import { streamXlsx, timestampedXlsxName, type XlsxCellType } from '../../platform/excel.js';
import type { RequestExcelBody } from './request.list-inputs.js';
import { REQUEST_SUBJECT } from './request.scope.js';
import { listQuery, parseSort } from './request.service.js';
import { requestViewOfRow, type RequestRow, type RequestView } from './request.views.js';

/**
 * Excel download of the filtered request list (the list's reach, filters and order), streamed in one cursor pass.
 * The reason is asked and written to the access log before the first row is read. Contacts, addresses and the
 * main appeal are not exported; the student's phone number is masked as in the list, and the name and birth date are as
 * the list shows them to the caller's role (platform/privacy.ts: `홍*동` and the year only for the overseers).
 */
export const MAX_EXPORT_ROWS = 200_000;

const TYPE_NAMES: Record<string, string> = { GENERAL: '일반 의뢰', SIMPLE_EVALUATION: '간편검사 연계' };
const GENDER_NAMES: Record<string, string> = { M: '남', F: '여' };
const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD, or the year alone where the role sees only the year (platform/privacy.ts personBirth). */
const birth = (t: RequestView['requestTarget']) =>
  t.birthMonth === undefined ? `${t.birthYear ?? ''}` : `${t.birthYear}-${pad(t.birthMonth)}-${pad(t.birthDate ?? 0)}`;

export const REQUEST_EXCEL_COLUMNS: { header: string; width: number; type?: XlsxCellType; value: (r: RequestView) => string | number | Date }[] = [
  { header: '의뢰 번호', width: 10, value: (r) => r.id },
  { header: '의뢰일', width: 12, type: 'day', value: (r) => r.requestDate },
  { header: '의뢰 유형', width: 14, value: (r) => TYPE_NAMES[r.requestType] },
  { header: '상태', width: 14, value: (r) => r.statusName },
  { header: '진행 단계', width: 12, value: (r) => r.progressStepName ?? '' },
  { header: '학교', width: 20, value: (r) => r.schoolName },
  { header: '담당 센터', width: 20, value: (r) => r.centerName ?? '' },
  // (the export is of filed requests, never a draft: every one has the student's name, gender and birth date)
  { header: '학생 이름', width: 12, value: (r) => r.requestTarget.name ?? '' },
  { header: '성별', width: 6, value: (r) => GENDER_NAMES[r.requestTarget.gender ?? ''] ?? '' },
  { header: '생년월일', width: 12, type: 'day', value: (r) => birth(r.requestTarget) }, // a date, or the year as text
  { header: '학년/반/번호', width: 12, value: (r) => [r.grade, r.classNo, r.num].map((v) => v ?? '').join('/') },
  { header: '의뢰자', width: 12, value: (r) => r.requesterName ?? '' },
  { header: '사례 담당자', width: 12, value: (r) => r.caseManagerName ?? '' },
  { header: '종결일', width: 12, type: 'day', value: (r) => r.closingDate ?? '' },
];

function describeFilters(b: RequestExcelBody): string {
  const keys = ['status', 'progressStep', 'caseOnly', 'requestType', 'search', 'schoolId', 'sdCode', 'fromDate', 'toDate', 'sort'] as const;
  return keys.filter((k) => b[k] !== undefined && b[k] !== '').map((k) => (k === 'search' ? 'search=(검색어)' : `${k}=${b[k]}`)).join(' ') || '전체';
}

export async function streamRequestExcel(ctx: Ctx, res: Response, body: RequestExcelBody): Promise<void> {
  const p = requireUser(ctx.principal);
  const q = listQuery(p, { ...body, sortBy: parseSort(body.sort) });
  const total = await countRows(ctx.em, q, MAX_EXPORT_ROWS + 1);
  if (total > MAX_EXPORT_ROWS)
    throw new AppError(400, 'EXPORT_TOO_LARGE', `한 번에 ${MAX_EXPORT_ROWS.toLocaleString('en-US')}건까지 내려받을 수 있습니다. 조건을 좁혀주세요.`);
  await logAccess(ctx, { action: 'EXPORT', subjectType: REQUEST_SUBJECT, count: total, reason: body.reason.trim(), detail: describeFilters(body) });
  await ctx.em.transactional(async (em) => {
    async function* rows() {
      const cursor = cursorRows<RequestRow>(em, { text: `select ${q.select} from ${q.from} where ${q.where.text} order by ${q.orderBy}`, values: q.where.values });
      for await (const row of cursor) {
        const r = requestViewOfRow(p, row);
        yield Object.fromEntries(REQUEST_EXCEL_COLUMNS.map((c, i) => [`c${i}`, c.value(r)]));
      }
    }
    await streamXlsx(res, timestampedXlsxName(body.fileName, '의뢰'), REQUEST_EXCEL_COLUMNS.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width, type: c.type })), rows(), {
      sheetName: '의뢰',
    });
  });
}
