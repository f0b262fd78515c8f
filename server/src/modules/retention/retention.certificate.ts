import type { Response } from 'express';
import ExcelJS from 'exceljs';
import { addXlsxRow, xlsxTableLook, type XlsxCellType } from '../../platform/excel.js';
import { streamPdf } from '../../platform/pdf.js';
import { kstDateTime } from '../../platform/time.js';
import { EVENT_LABELS } from './retention.kinds.js';
import type { DestructionRunView } from './retention.views.js';

/**
 * The destruction certificate of one run (파기 대장, 개인정보 보호법 시행령 §16): when, what kind of record, under
 * which period and whose approval, how many, how. No personal data: the run holds none.
 */
export async function certificateXlsx(run: DestructionRunView, issuedBy: string, issuedAt: Date): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('파기 대장');
  ws.columns = [
    { key: 'label', width: 40 },
    { key: 'period', width: 12 },
    { key: 'event', width: 26 },
    { key: 'cutoff', width: 24 },
    { key: 'destroyed', width: 10 },
    { key: 'held', width: 14 },
    { key: 'approvedBy', width: 14 },
    { key: 'approvedAt', width: 20 },
  ];
  ws.addRow(['개인정보 파기 대장']).font = { bold: true, size: 14 };
  ws.addRow([]);
  // dates as Excel dates in Korean time, text through the exports' one cell writer (platform/excel.ts)
  const head: [string, unknown, XlsxCellType?][] = [
    ['파기 번호', run.id],
    ['파기일', run.runDay, 'day'],
    ['시작', run.startedAt, 'timestamp'],
    ['완료', run.finishedAt ?? '진행 중', 'timestamp'],
    ['파기 방법', '데이터베이스 행 삭제와 첨부파일 저장소 삭제 (복구할 수 없는 방법, 표시만 하지 않음)'],
    ['파기 건수 합계', run.destroyed],
    ['발급', `${issuedBy} · ${kstDateTime(issuedAt)}`],
  ];
  for (const [k, v, type] of head) addXlsxRow(ws, [k, v], [undefined, type]).getCell(1).style = { font: { bold: true } }; // (the cells' styles are shared: replaced, never changed)
  ws.addRow([]);
  const header = ws.addRow(['기록 종류', '보존 기간', '기산점', '파기 대상', '파기 건수', '법적 보존(보류)', '기간 승인자', '승인 일시']);
  for (const k of run.kinds) {
    addXlsxRow(
      ws,
      [k.label, `${k.periodMonths}개월`, EVENT_LABELS[k.event], k.cutoff, k.destroyed, k.held, k.approvedByName ?? '기본값', k.approvedAt],
      [undefined, undefined, undefined, undefined, undefined, undefined, undefined, 'timestamp'],
    );
  }
  xlsxTableLook(ws, header.number, 8, ws.rowCount);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The same certificate as a tagged A4 PDF (platform/pdf.ts), for signing and filing. */
export function certificatePdf(res: Response, run: DestructionRunView, issuedBy: string, issuedAt: Date): Promise<undefined> {
  return streamPdf(res, `파기대장_${run.runDay}_${run.id}.pdf`, '개인정보 파기 대장', (w) => {
    w.title('개인정보 파기 대장');
    w.facts([
      ['파기 번호', String(run.id)],
      ['파기일', run.runDay],
      ['시작', kstDateTime(run.startedAt)],
      ['완료', run.finishedAt ? kstDateTime(run.finishedAt) : '진행 중'],
      ['파기 방법', '데이터베이스 행 삭제와 첨부파일 저장소 삭제 (복구할 수 없는 방법, 표시만 하지 않음)'],
      ['파기 건수 합계', `${run.destroyed}건`],
    ]);
    for (const k of run.kinds) {
      w.heading(k.label);
      w.facts([
        ['보존 기간', `${k.periodMonths}개월 (${EVENT_LABELS[k.event]}부터)`],
        ['파기 대상', k.cutoff],
        ['파기 건수', `${k.destroyed}건`],
        ['법적 보존(보류)', `${k.held}건`],
        ['기간 승인', `${k.approvedByName ?? '기본값'} · ${kstDateTime(k.approvedAt)}`],
      ]);
    }
    w.note(`개인정보가 없는 기록입니다. 발급: ${issuedBy} · ${kstDateTime(issuedAt)}`);
  });
}
