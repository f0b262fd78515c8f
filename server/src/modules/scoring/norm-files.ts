/**
 * Norm set files: CSV text and Excel workbooks in, CSV text and Excel workbooks out. Readers only turn a file into
 * NormRows (header matching, cell values, row numbers); every rule about the values is parseNormSet's.
 * The upload route (size limit, file type) is the caller's: these functions take the bytes it accepted.
 */
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import {
  MAX_NORM_ROWS,
  NORM_COLUMN_NAMES,
  NORM_COLUMNS,
  normMessages,
  normSetToRows,
  parseNormSet,
  type Cell,
  type NormColumn,
  type NormError,
  type NormParseResult,
  type NormRow,
  type NormSet,
  type NormSetMeta,
} from './norm-set.js';

export type NormRowsResult = { ok: true; rows: NormRow[] } | { ok: false; errors: NormError[] };

export const NORM_SHEET_NAME = '규준';
export const fileMessages = {
  unreadableCsv: 'CSV 파일을 읽을 수 없습니다. 쉼표로 구분된 텍스트 파일인지 확인해주세요.',
  unreadableWorkbook: '엑셀 파일을 읽을 수 없습니다. xlsx 형식으로 저장된 파일인지 확인해주세요.',
  noSheet: '엑셀 파일에 시트가 없습니다.',
};

const fileError = (code: NormError['code'], message: string): NormRowsResult => ({
  ok: false,
  errors: [{ line: null, column: null, code, message }],
});

/** header text → column: the English key (any case) or the Korean name. */
const HEADER_TO_COLUMN = new Map<string, NormColumn>(
  NORM_COLUMNS.flatMap((c) => [
    [c.toLowerCase(), c],
    [NORM_COLUMN_NAMES[c], c],
  ]),
);

/** Maps the header row to column positions; other columns (notes) are ignored. */
function columnsOf(header: Cell[]): { ok: true; at: Record<NormColumn, number> } | { ok: false; errors: NormError[] } {
  const at = {} as Record<NormColumn, number>;
  header.forEach((h, i) => {
    const c = HEADER_TO_COLUMN.get(String(h ?? '').replace(/^\uFEFF/, '').trim().toLowerCase());
    if (c && at[c] === undefined) at[c] = i;
  });
  const missing = NORM_COLUMNS.filter((c) => at[c] === undefined);
  if (missing.length)
    return { ok: false, errors: missing.map((c) => ({ line: 1, column: c, code: 'NORM_MISSING_COLUMN', message: `1행: ${normMessages.missingColumn(c)}` })) };
  return { ok: true, at };
}

const isBlank = (cells: Cell[]) => cells.every((c) => c === null || c === undefined || String(c).trim() === '');

function toRows(records: Array<{ line: number; cells: Cell[] }>): NormRowsResult {
  const [header, ...data] = records;
  if (!header) return fileError('NORM_EMPTY', normMessages.empty);
  const cols = columnsOf(header.cells);
  if (!cols.ok) return cols;
  const rows: NormRow[] = [];
  for (const { line, cells } of data) {
    if (isBlank(cells)) continue; // trailing blank rows are what spreadsheets leave behind
    const row = { line } as NormRow;
    for (const c of NORM_COLUMNS) row[c] = cells[cols.at[c]];
    rows.push(row);
  }
  return { ok: true, rows };
}

/**
 * Bytes of a CSV file as text. Korean Excel saves "CSV (쉼표로 분리)" in CP949 (EUC-KR), other tools in UTF-8
 * with or without a BOM: UTF-8 is tried strictly first, so a CP949 file is never read as mojibake.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

/** CSV (text or bytes) → rows. Row numbers are the file's line numbers (header = 1). */
export function readNormCsv(input: string | Uint8Array): NormRowsResult {
  const text = typeof input === 'string' ? input : decodeCsv(input);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parseCsv(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true, to: MAX_NORM_ROWS + 2 }) as unknown as typeof records;
  } catch {
    return fileError('NORM_UNREADABLE_FILE', fileMessages.unreadableCsv);
  }
  if (records.length > MAX_NORM_ROWS + 1) return fileError('NORM_TOO_MANY_ROWS', normMessages.tooManyRows);
  return toRows(records.map((r) => ({ line: r.info.lines, cells: r.record })));
}

/** An Excel cell's value as text or number: formulas give their cached result, rich text its plain text. */
function cellOf(v: ExcelJS.CellValue): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  if ('richText' in v) return v.richText.map((t) => t.text).join('');
  if ('result' in v) return cellOf(v.result as ExcelJS.CellValue);
  if ('text' in v) return String(v.text);
  return null; // formula without a cached result, or an error value: an empty cell, reported as missing
}

/** xlsx bytes → rows, from the sheet named 규준 or else the first sheet. Row numbers are Excel's. */
export async function readNormWorkbook(bytes: Uint8Array): Promise<NormRowsResult> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer);
  } catch {
    return fileError('NORM_UNREADABLE_FILE', fileMessages.unreadableWorkbook);
  }
  const ws = wb.getWorksheet(NORM_SHEET_NAME) ?? wb.worksheets[0];
  if (!ws) return fileError('NORM_UNREADABLE_FILE', fileMessages.noSheet);
  if (ws.actualRowCount > MAX_NORM_ROWS + 1) return fileError('NORM_TOO_MANY_ROWS', normMessages.tooManyRows);
  const records: Array<{ line: number; cells: Cell[] }> = [];
  ws.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: Cell[] = [];
    // exceljs rows are 1-based; cell i of the record is column i + 1
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellOf(cell.value);
    });
    records.push({ line, cells });
  });
  return toRows(records);
}

/** CSV file → norm set (reading problems and value problems alike come back as errors). */
export function parseNormCsv(input: string | Uint8Array, meta: NormSetMeta): NormParseResult {
  const r = readNormCsv(input);
  return r.ok ? parseNormSet(r.rows, meta) : r;
}

/** Excel file → norm set. */
export async function parseNormWorkbook(bytes: Uint8Array, meta: NormSetMeta): Promise<NormParseResult> {
  const r = await readNormWorkbook(bytes);
  return r.ok ? parseNormSet(r.rows, meta) : r;
}

const csvCell = (c: Cell) => (c === null || c === undefined ? '' : String(c));

/** A norm set as CSV (header of column keys; mean and sd on each group's first row). Only codes and numbers. */
export function writeNormCsv(set: NormSet): string {
  const lines = [NORM_COLUMNS.join(',')];
  for (const row of normSetToRows(set)) lines.push(NORM_COLUMNS.map((c) => csvCell(row[c])).join(','));
  return lines.join('\n') + '\n';
}

/** Notes written on the workbook's 안내 sheet: what each column takes. */
export const NORM_COLUMN_HELP: Readonly<Record<NormColumn, string>> = {
  schoolType: 'ELEMENTARY(초등) 또는 MIDDLE_HIGH(중고등)',
  gender: 'M(남) 또는 F(여)',
  category: '초등: emot, anxi, ipsa, etnz, psta, total / 중고등: emot, suci, etnz, psta, ipsa, total',
  mean: '해당 학교급·성별·영역의 평균. 각 영역의 첫 행에 필수, 다른 행은 비우거나 같은 값',
  sd: '표준편차(0보다 큼). 평균과 같은 규칙',
  raw: '원점수(0 이상의 정수, 영역 최고점 이하). 각 영역에 0점 행이 있어야 함',
  percentile: '그 원점수 이하를 받은 참조 표본의 비율(0~100). 원점수가 커질수록 같거나 커야 함',
};

/**
 * A norm set as an xlsx workbook: sheet 규준 (the flat table, readable by readNormWorkbook) and sheet 안내 (what
 * the columns mean). With a demo set this is the template the admin screen offers for download.
 */
export async function writeNormWorkbook(set: NormSet): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(NORM_SHEET_NAME);
  ws.columns = NORM_COLUMNS.map((c) => ({ header: c, key: c, width: c === 'schoolType' ? 14 : 11 }));
  for (const row of normSetToRows(set)) ws.addRow(NORM_COLUMNS.map((c) => row[c] ?? null));
  ws.views = [{ state: 'frozen', ySplit: 1 }];

  const help = wb.addWorksheet('안내');
  help.columns = [{ width: 14 }, { width: 12 }, { width: 90 }];
  help.addRow(['규준', set.label]);
  help.addRow(['버전', set.version]);
  if (set.demo) help.addRow(['주의', '시연용 자료입니다. 임상 판단에 사용할 수 없습니다.']);
  help.addRow([]);
  help.addRow(['열', '이름', '입력 방법']);
  for (const c of NORM_COLUMNS) help.addRow([c, NORM_COLUMN_NAMES[c], NORM_COLUMN_HELP[c]]);
  help.addRow([]);
  help.addRow(['', '', '모든 학교급·성별·영역(전체 포함)이 있어야 하며, 오류가 하나라도 있으면 파일 전체가 반영되지 않습니다.']);
  help.addRow(['', '', '중간 원점수 행은 생략할 수 있습니다(생략된 점수는 바로 아래 원점수의 백분위를 씁니다).']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
