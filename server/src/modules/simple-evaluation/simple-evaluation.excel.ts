import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { requireUser } from '../../platform/auth/access.js';
import type { Ctx } from '../../platform/context.js';
import { RawQueryFragment } from '@mikro-orm/core';
import { maskMobile } from '../../platform/rules.js';
import { AppError } from '../../platform/errors.js';
import { boundedCount } from '../../platform/paging.js';
import { RANGE_NAMES, type RangeCode } from './core.js';
import { logEvaluationAccess } from './simple-evaluation.audit.js';
import { SimpleEvaluation } from './simple-evaluation.entity.js';
import type { ExcelDownloadBody } from './simple-evaluation.inputs.js';
import { listWhere, orderOf, parseSort } from './simple-evaluation.service.js';

/**
 * Excel download of the filtered list (the list's jurisdiction, filters and order), streamed: rows are read in
 * batches and written to the response as they come, so memory does not grow with the number of rows. Text that a
 * spreadsheet would run as a formula (= + - @, tab, CR) is written with a leading apostrophe. Phone numbers are
 * masked as in the list; answers and scores other than the total range are not exported.
 */

const BATCH = 1000;
/** More rows than anyone reads in a spreadsheet; a larger export asks for narrower filters. */
export const MAX_EXPORT_ROWS = 200_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell value that cannot run as a formula. */
export function neutralise(v: string | undefined): string {
  if (!v) return '';
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

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
const day = (d?: Date) => (d ? new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(d) : '');

const COLUMNS: { header: string; width: number; value: (e: SimpleEvaluation) => string | number }[] = [
  { header: '관리번호', width: 22, value: (e) => e.studentCode },
  { header: '학교', width: 20, value: (e) => e.school.name },
  { header: '연도', width: 8, value: (e) => e.year },
  { header: '학교급', width: 10, value: (e) => TYPE_NAMES[e.schoolTargetType] },
  { header: '성별', width: 6, value: (e) => GENDER_NAMES[e.gender] },
  { header: '휴대전화번호', width: 16, value: (e) => maskMobile(e.mobile ?? undefined) ?? '' },
  { header: '동의 상태', width: 16, value: (e) => CONSENT_NAMES[e.consentState] },
  { header: '완료 여부', width: 10, value: (e) => e.isDone },
  { header: '전체 구간', width: 12, value: (e) => (e.totalRange ? RANGE_NAMES[e.totalRange as RangeCode] : '') },
  { header: '미실시', width: 8, value: (e) => e.isNotImplemented },
  { header: '미실시 사유', width: 20, value: (e) => [e.reason, e.reasonEtc].filter(Boolean).join(' / ') },
  { header: '연계 여부', width: 10, value: (e) => e.linkageYn ?? '' },
  { header: '연계 기관', width: 24, value: (e) => [e.institutionLinkage, e.institutionLinkageEtc].filter(Boolean).join(' / ') },
  { header: '등록일', width: 12, value: (e) => day(e.createdAt) },
  { header: '완료일', width: 12, value: (e) => day(e.doneAt) },
];

export function excelFileName(base: string | undefined, at: Date): string {
  const stamp = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'medium' }).format(at).replace(/\D/g, '');
  return `${base?.trim() || '간편검사'}_${stamp}.xlsx`;
}

export async function streamEvaluationExcel(ctx: Ctx, res: Response, body: ExcelDownloadBody): Promise<void> {
  const p = requireUser(ctx.principal);
  const orderBy = orderOf(parseSort(body.sort));
  const fileName = excelFileName(body.fileName, new Date());
  // one `where` serves every statement: raw fragments in it (the jurisdiction) must outlive the first one
  await RawQueryFragment.run(async () => {
    const where = listWhere(p, body);
    const total = await boundedCount(ctx.em, SimpleEvaluation, where, MAX_EXPORT_ROWS + 1);
    if (total > MAX_EXPORT_ROWS)
      throw new AppError(400, 'EXPORT_TOO_LARGE', `한 번에 ${MAX_EXPORT_ROWS.toLocaleString('en-US')}건까지 내려받을 수 있습니다. 조건을 좁혀주세요.`);
    // logged before the first byte: an export that was sent is an export that was logged
    await logEvaluationAccess(ctx, { action: 'EXPORT', subjectType: 'SIMPLE_EVALUATION', count: total, reason: body.reason });
    let offset = 0;
    const next = () => ctx.em.find(SimpleEvaluation, where, { orderBy, populate: ['school'] as never[], limit: BATCH, offset });
    let batch = await next();

    res.status(200);
    res.setHeader('Content-Type', XLSX);
    res.setHeader('Content-Disposition', `attachment; filename="simple-evaluation.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    res.setHeader('Cache-Control', 'no-store');
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
    const ws = wb.addWorksheet('간편검사');
    ws.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
    while (batch.length) {
      for (const e of batch) {
        ws.addRow(COLUMNS.map((c) => {
          const v = c.value(e);
          return typeof v === 'string' ? neutralise(v) : v;
        })).commit();
      }
      if (batch.length < BATCH) break;
      offset += BATCH;
      ctx.em.clear();
      batch = await next();
    }
    ws.commit();
    await wb.commit();
  });
}
