import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { XLSX_FORMATS, type XlsxCellType } from '../src/platform/excel.js';
import { zipDirectory, zipEntryData } from '../src/platform/zip.js';

/**
 * The one look every Excel export has (platform/excel.ts), checked on the bytes an export answered: exceljs reads the
 * workbook, and the raw XML is read where exceljs reads nothing (quotePrefix). Each export's test calls
 * `expectOfficeWorkbook` with what its fixtures hold: the sheets' Korean names, a date column, a long-text column and
 * a formula-looking text where it has them.
 */
export interface OfficeSheet {
  /** The sheet's name (Korean). */
  name: string;
  /** The table's header row: 1, but for a sheet with a title block above its table (the destruction certificate). */
  headerRow?: number;
  /** Headers of date columns and their kind: the first filled cell must be a Date with the Korean format. */
  dates?: Record<string, Exclude<XlsxCellType, 'longText'>>;
  /** Headers of long-text columns: every filled cell wraps (and at least one is filled). */
  wraps?: string[];
  /** A formula-looking text the sheet holds: a text cell, as typed (no apostrophe), quotePrefix, no formula. */
  formula?: string;
}

/** The entries of an xlsx (a zip) by name, as text. */
export function xlsxParts(bytes: Buffer): Map<string, string> {
  const dir = zipDirectory(bytes);
  if (!('entries' in dir)) throw new Error('not a zip');
  return new Map(dir.entries.map((e) => {
    const data = zipEntryData(bytes, e)!;
    return [e.name, (e.method === 8 ? inflateRawSync(data) : data).toString('utf8')];
  }));
}

const columnLetter = (n: number): string => (n > 26 ? columnLetter(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(65 + ((n - 1) % 26));

/** The header's column number (1-based). */
export function columnOf(ws: ExcelJS.Worksheet, header: string, headerRow = 1): number {
  const headers = (ws.getRow(headerRow).values as unknown[]).map((v) => (v === undefined ? undefined : String(v)));
  const n = headers.indexOf(header);
  expect(n, `header ${header} in ${ws.name}: ${headers.join(', ')}`).toBeGreaterThan(0);
  return n;
}

function filledCells(ws: ExcelJS.Worksheet, column: number, headerRow: number): ExcelJS.Cell[] {
  const cells: ExcelJS.Cell[] = [];
  ws.eachRow((row, n) => {
    const cell = row.getCell(column);
    if (n > headerRow && cell.value !== null && cell.value !== undefined && cell.value !== '') cells.push(cell);
  });
  return cells;
}

/**
 * Checks the workbook against the one look and answers it (read by exceljs) for the test's own checks. `absent`: what
 * no part of the file may contain (e.g. a live link's id).
 */
export async function expectOfficeWorkbook(bytes: Buffer, sheets: OfficeSheet[], opts: { absent?: RegExp } = {}): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const parts = xlsxParts(bytes);
  const styles = parts.get('xl/styles.xml')!;
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1].match(/<xf [^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g)!;
  expect(wb.worksheets.map((w) => w.name)).toEqual(sheets.map((s) => s.name));

  wb.worksheets.forEach((ws, index) => {
    const want = sheets[index];
    const top = want.headerRow ?? 1;
    const xml = parts.get(`xl/worksheets/sheet${index + 1}.xml`)!;
    expect(ws.name, 'a Korean sheet name').toMatch(/[가-힣]/);
    // the header row: bold, frozen, filtered over every column and row
    const headerCells: ExcelJS.Cell[] = [];
    ws.getRow(top).eachCell((c) => headerCells.push(c));
    expect(headerCells.length, `${ws.name}: headers`).toBeGreaterThan(0);
    for (const c of headerCells) expect(c.font?.bold, `${ws.name} ${c.address} bold`).toBe(true);
    expect(ws.views[0], `${ws.name}: frozen header`).toMatchObject({ state: 'frozen', ySplit: top });
    expect(ws.autoFilter, `${ws.name}: autofilter`).toBe(`A${top}:${columnLetter(headerCells.length)}${Math.max(ws.rowCount, top)}`);
    // widths: every column has one, at least its header's longest word
    headerCells.forEach((c, i) => {
      const width = ws.getColumn(i + 1).width;
      expect(width, `${ws.name} ${String(c.value)} width`).toBeGreaterThanOrEqual(Math.min(8, String(c.value).length));
    });
    // no text shows an apostrophe put before a formula-looking value, and no cell is a formula
    ws.eachRow((row) =>
      row.eachCell((c) => {
        expect(c.type, `${ws.name} ${c.address} is no formula`).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof c.value === 'string') expect(c.value, `${ws.name} ${c.address}`).not.toMatch(/^'[=+\-@\t\r]/);
      }),
    );
    for (const [header, kind] of Object.entries(want.dates ?? {})) {
      const [first] = filledCells(ws, columnOf(ws, header, top), top);
      expect(first, `${ws.name} ${header}: a date`).toBeDefined();
      expect(first.value, `${ws.name} ${header}: ${String(first.value)}`).toBeInstanceOf(Date);
      expect(first.numFmt).toBe(XLSX_FORMATS[kind]);
    }
    for (const header of want.wraps ?? []) {
      const cells = filledCells(ws, columnOf(ws, header, top), top);
      expect(cells.length, `${ws.name} ${header}: a long text`).toBeGreaterThan(0);
      for (const c of cells) expect(c.alignment?.wrapText, `${ws.name} ${c.address} wraps`).toBe(true);
    }
    if (want.formula !== undefined) {
      let found: ExcelJS.Cell | undefined;
      ws.eachRow((row) => row.eachCell((c) => void (c.value === want.formula && (found ??= c))));
      expect(found, `${ws.name}: ${want.formula} as typed`).toBeDefined();
      expect(found!.type).toBe(ExcelJS.ValueType.String);
      expect(found!.formula).toBeUndefined();
      // exceljs reads no quotePrefix: the cell's format in the file says it
      const s = new RegExp(`<c r="${found!.address}"[^>]*? s="(\\d+)"`).exec(xml);
      expect(s, `${ws.name} ${found!.address}: a style`).not.toBeNull();
      expect(xfs[Number(s![1])], `${ws.name} ${found!.address}: quotePrefix`).toContain('quotePrefix="1"');
      expect(new RegExp(`<c r="${found!.address}"[^>]*?>\\s*<f>`).test(xml)).toBe(false);
    }
  });
  // the cells' text (the file's own parts, such as styles.xml, hold GUIDs of their own)
  if (opts.absent) for (const [name, text] of parts) if (/^xl\/(worksheets\/|sharedStrings)/.test(name)) expect(text, name).not.toMatch(opts.absent);
  return wb;
}
