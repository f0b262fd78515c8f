import type { Response } from 'express';
import ExcelJS from 'exceljs';

/**
 * A streamed .xlsx answer: exceljs's WorkbookWriter writes each row to the HTTP response as it comes, so an export
 * of any size holds one batch of rows in memory. Same signature as platform/excel.ts `streamXlsx` of the `sms`
 * branch; when that lands, this file goes and the import switches to it (the lead unifies).
 */
export interface XlsxColumn {
  header: string;
  key: string;
  width?: number;
}

/** A text cell that a spreadsheet would read as a formula (= + - @, or a leading tab/CR) is kept as text. */
export function neutralise(v: unknown): unknown {
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(v)) return `'${v}`;
  return v;
}

/** RFC 6266/5987: an ASCII fallback name and the UTF-8 one (Korean file names). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function streamXlsx(res: Response, fileName: string, columns: XlsxColumn[], rows: AsyncIterable<Record<string, unknown>>): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', contentDisposition(fileName));
  res.setHeader('Cache-Control', 'no-store');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  try {
    const ws = wb.addWorksheet('Sheet1');
    ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
    for await (const row of rows) {
      const out: Record<string, unknown> = {};
      for (const c of columns) out[c.key] = neutralise(row[c.key]);
      ws.addRow(out).commit();
    }
    ws.commit();
    await wb.commit();
  } catch (err) {
    // the answer has started: cut it so the browser sees a failed download, not a workbook missing rows
    res.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  }
}
