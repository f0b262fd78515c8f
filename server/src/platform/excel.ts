import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { kstStamp, kstWallClock } from './time.js';

/**
 * Excel downloads, streamed: rows go from the database (read in batches by `keysetRows`) through exceljs's
 * streaming WorkbookWriter straight into the HTTP answer, so an export of any size holds one batch in memory.
 *
 * Every export has one look, set here and nowhere else (docs/ARCHITECTURE.md "Excel downloads"): a Korean sheet
 * name; a bold header row, frozen, with an autofilter over the data; column widths that fit the header; dates as real
 * Excel dates in Korean time with a Korean format; long text wrapped; and text a spreadsheet would read as a formula
 * kept as text by the cell's quotePrefix style (what Excel itself does for a typed '=…), not by a visible apostrophe.
 */

/**
 * What a column holds, when it is more than short text or a number:
 * - `day`: a day, as `YYYY-MM-DD` text or a Date (its Korean day); written as an Excel date, `yyyy-mm-dd`.
 * - `dateTime`: a moment (Date), written as Korean wall time, `yyyy-mm-dd hh:mm` (as the screens show times).
 * - `timestamp`: the same to the second, `yyyy-mm-dd hh:mm:ss` (the access log, where seconds matter).
 * - `longText`: free text (a message, a reason, a description): wrapped, top-aligned.
 * A Date in a column of no date type is written as a `dateTime`.
 */
export type XlsxCellType = 'day' | 'dateTime' | 'timestamp' | 'longText';

export interface XlsxColumn<R = Record<string, unknown>> {
  header: string;
  key: string;
  /** In characters; by default wide enough for the header's longest word and the filter button (see columnWidth). */
  width?: number;
  /** The cell's value from a row (default: `row[key]`), so a source row needs no second object made for the sheet. */
  value?: (row: R) => unknown;
  type?: XlsxCellType;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The number formats of date cells (Korean order, as the screens write dates). */
export const XLSX_FORMATS = { day: 'yyyy-mm-dd', dateTime: 'yyyy-mm-dd hh:mm', timestamp: 'yyyy-mm-dd hh:mm:ss' } as const;

/**
 * Text that a spreadsheet could read as a formula: = + - @, or a tab or carriage return that some programs strip
 * first (CSV/formula injection, OWASP). Such a cell is written as text with the quotePrefix style, so editing it in
 * Excel keeps it text; it is never a formula cell.
 */
export const looksLikeFormula = (s: string) => /^[=+\-@\t\r]/.test(s);

/**
 * A value as a cell can hold it: text, numbers, booleans and dates as they are; anything else as its text, so no
 * object can become a formula, a hyperlink or rich text cell. Empty (null, undefined) is null.
 */
export function neutralise(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  return String(value);
}

// ---- the style -------------------------------------------------------------------------------------------------------

/** exceljs 4.4 has no quotePrefix in its style model; `installQuotePrefix` below adds it. */
type CellStyle = Partial<ExcelJS.Style> & { quotePrefix?: boolean };

const WRAP = { wrapText: true } as const;
/**
 * The cells' styles, one shared object each: exceljs finds a style it has seen by the object's identity (a WeakMap),
 * so a shared object costs a lookup per cell where a new one would be rendered and compared as XML. Plain cells keep
 * Excel's default format (no style attribute per cell: a national export's file stays the size it was).
 */
const STYLES = {
  header: { font: { bold: true }, alignment: { vertical: 'middle', wrapText: true }, fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } }, border: { bottom: { style: 'thin' } } },
  text: {},
  quoted: { quotePrefix: true },
  longText: { alignment: WRAP },
  longQuoted: { alignment: WRAP, quotePrefix: true },
  day: { numFmt: XLSX_FORMATS.day },
  dateTime: { numFmt: XLSX_FORMATS.dateTime },
  timestamp: { numFmt: XLSX_FORMATS.timestamp },
} satisfies Record<string, CellStyle>;
const deepFreeze = (o: object): void => {
  for (const v of Object.values(o)) if (typeof v === 'object' && v !== null) deepFreeze(v);
  Object.freeze(o);
};
deepFreeze(STYLES); // shared by every cell: a change to one cell's font would change them all (it throws instead)

/** The header row's style, for a sheet laid out by hand (the destruction certificate). */
export const XLSX_HEADER_STYLE: Partial<ExcelJS.Style> = STYLES.header as Partial<ExcelJS.Style>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One cell: its value and its style. Dates are written as Korean wall time (an Excel date has no zone: exceljs writes
 * a Date's UTC fields, so the moment is moved by Korea's offset first); a `YYYY-MM-DD` day is that day.
 */
export function xlsxCell(raw: unknown, type?: XlsxCellType): { value: string | number | boolean | Date | null; style: Partial<ExcelJS.Style> } {
  const v = neutralise(raw);
  let style: CellStyle = STYLES.text;
  let value = v;
  if (v instanceof Date) {
    const wall = kstWallClock(v);
    if (type === 'day') {
      value = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
      style = STYLES.day;
    } else {
      value = wall;
      style = type === 'timestamp' ? STYLES.timestamp : STYLES.dateTime;
    }
  } else if (typeof v === 'string') {
    const day = type === 'day' ? DAY.exec(v) : null;
    if (day) {
      value = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      style = STYLES.day;
    } else if (looksLikeFormula(v)) style = type === 'longText' ? STYLES.longQuoted : STYLES.quoted;
    else if (type === 'longText') style = STYLES.longText;
  }
  return { value, style: style as Partial<ExcelJS.Style> };
}

/**
 * For a sheet laid out by hand (a certificate with a title block above its table): a row of cells written as the
 * streamed exports write theirs (xlsxCell), and the table's look (its header row bold, frozen and filtered). A cell's
 * style is one of the shared, frozen objects: give a cell another style by replacing it (`cell.style = {…}`);
 * `cell.font = …` would change the shared object, and throws.
 */
export function addXlsxRow(ws: ExcelJS.Worksheet, raws: unknown[], types: (XlsxCellType | undefined)[] = []): ExcelJS.Row {
  const cells = raws.map((v, i) => xlsxCell(v, types[i]));
  const row = ws.addRow(cells.map((c) => c.value ?? undefined));
  cells.forEach((c, i) => {
    if (c.value !== null) row.getCell(i + 1).style = c.style;
  });
  return row;
}

export function xlsxTableLook(ws: ExcelJS.Worksheet, headerRow: number, columnCount: number, lastRow: number): void {
  const header = ws.getRow(headerRow);
  for (let i = 1; i <= columnCount; i++) header.getCell(i).style = XLSX_HEADER_STYLE;
  ws.views = [{ state: 'frozen', xSplit: 0, ySplit: headerRow, topLeftCell: `A${headerRow + 1}`, activeCell: `A${headerRow + 1}` }];
  ws.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: Math.max(lastRow, headerRow), column: columnCount } };
}

/** Display width of text in Excel's character units: Hangul and other wide characters count two. */
const displayWidth = (s: string) => [...s].reduce((n, c) => n + (/[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]/.test(c) ? 2 : 1), 0);

const TYPE_WIDTHS: Record<XlsxCellType, number> = { day: 12, dateTime: 17, timestamp: 20, longText: 50 };

/**
 * A column's width: the one given, or one by its type; never narrower than the header's longest word plus the
 * autofilter's button (the header wraps between words), nor wider than 80.
 */
export function columnWidth(c: Pick<XlsxColumn, 'header' | 'width' | 'type'>): number {
  const base = c.width ?? (c.type ? TYPE_WIDTHS[c.type] : 14);
  const word = Math.max(...c.header.split(/\s+/).map(displayWidth));
  return Math.min(80, Math.max(base, word + 4));
}

/** A sheet name Excel accepts: none of : \\ / ? * [ ], at most 31 characters, never empty. */
export const xlsxSheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31) || '목록';

/**
 * exceljs 4.4 writes no `quotePrefix` (an open pull request adds it). A cell style with `quotePrefix: true` is given
 * a cell format (`<xf>`) of its own with `quotePrefix="1"`, in both writers (streamed and in memory), by extending
 * the style manager they share: the style is found as before, its XML gets the attribute. Checked once when this
 * module loads: an exceljs whose internals changed fails here, at start, not in an export.
 */
function installQuotePrefix(): void {
  const require = createRequire(import.meta.url);
  const StylesXform = require('exceljs/lib/xlsx/xform/style/styles-xform.js') as {
    prototype: Record<string, unknown> & { addStyleModel(this: Manager, model: CellStyle | undefined, type?: number): number };
  };
  interface Manager {
    quoted?: boolean;
    map: { style: { toXml(style: object): string } };
    index: { style: Record<string, number> };
    model: { styles: string[] };
  }
  const proto = StylesXform.prototype;
  if (proto.quotePrefixInstalled) return;
  const addStyleModel = proto.addStyleModel;
  if (typeof addStyleModel !== 'function' || typeof proto._addStyle !== 'function')
    throw new Error('exceljs: the style manager has no addStyleModel/_addStyle (an exceljs upgrade changed its internals)');
  proto.addStyleModel = function (this: Manager, model, type) {
    if (!model?.quotePrefix) return addStyleModel.call(this, model, type);
    this.quoted = true;
    try {
      return addStyleModel.call(this, model, type);
    } finally {
      this.quoted = false;
    }
  };
  const addStyle = proto._addStyle as (this: Manager, style: object) => number;
  proto._addStyle = function (this: Manager, style: object) {
    if (!this.quoted) return addStyle.call(this, style);
    const plain = this.map.style.toXml(style);
    if (!plain.startsWith('<xf ')) throw new Error('exceljs: a cell format is not rendered as <xf …> (an exceljs upgrade changed its internals)');
    const xml = plain.replace('<xf ', '<xf quotePrefix="1" ');
    let index = this.index.style[xml];
    if (index === undefined) {
      index = this.index.style[xml] = this.model.styles.length;
      this.model.styles.push(xml);
    }
    return index;
  };
  proto.quotePrefixInstalled = true;
}
installQuotePrefix();

/** A file name without path separators, control or reserved characters; `fallback` when nothing is left. */
export function safeFileName(name: string | undefined, fallback = 'export'): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '').replace(/\s+/g, ' ').trim().slice(0, 100);
  return cleaned.replace(/^\.+/, '') || fallback;
}

/** `<name>_<YYYYMMDDHHmmss>.xlsx` (SPEC §7: a supplied name, a timestamp and .xlsx). */
export const timestampedXlsxName = (name: string | undefined, fallback: string, at?: Date) => `${safeFileName(name, fallback)}_${kstStamp(at)}.xlsx`;

/** RFC 6266 with RFC 5987's filename*: an ASCII stand-in for old clients, the real (Korean) name in UTF-8. */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Answers a finished workbook (a template) as a download; the route returns undefined. */
export function sendXlsx(res: Response, bytes: Buffer, name: string): undefined {
  res.setHeader('Content-Type', XLSX_TYPE);
  res.setHeader('Content-Disposition', contentDisposition(name));
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).end(bytes);
  return undefined;
}

/**
 * Rows read in batches by a keyset (`where key < last order by key desc limit n`, or the ascending twin), never the
 * whole table: `fetch(after)` answers the batch after the given key (the first batch for undefined).
 */
export async function* keysetRows<T, K>(fetch: (after: K | undefined, limit: number) => Promise<T[]>, keyOf: (row: T) => K, batchSize = 500): AsyncGenerator<T> {
  let after: K | undefined;
  for (;;) {
    const batch = await fetch(after, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    after = keyOf(batch[batch.length - 1]);
  }
}

/**
 * How much sheet XML may wait for the compressor before the producer stops reading rows (about 350 rows of the
 * evaluation sheet); the compressed bytes behind it are bounded by the zip stream's and the answer's own buffers.
 * Small on purpose: exceljs hands the XML on in 64 kB Buffers, and a Buffer that waits while the sheet allocates
 * (about 20 kB a row) outlives two scavenges, is promoted, and keeps its 64 kB outside the heap until the next full
 * collection. With 1 MB waiting, that was 60 MB of dead Buffers at the peak of a 180,000-row export (server RSS
 * +70 MB); with 256 kB it is 2 MB (+9 MB), and no slower.
 */
export const XLSX_BUFFER_BYTES = 256 * 1024;

/**
 * The archiver's options (exceljs passes `zip` through): the fastest deflate level, archiver's own default, said
 * here because level 1 is what keeps compression off the critical path (11.8 MB for 186,000 rows); and 64 kB
 * stream buffers instead of archiver's 1 MB, so a stalled client holds less compressed data and stops the reading
 * sooner.
 */
const ZIP_OPTIONS = { zlib: { level: 1 }, highWaterMark: 64 * 1024 };

/** A writable stream, as exceljs's archiver (readable-stream 2) and Node's own streams both expose it. */
interface Sink {
  once(event: string, listener: () => void): unknown;
  removeListener(event: string, listener: () => void): unknown;
  writableLength?: number;
  _writableState?: { length: number };
}

/**
 * The stream that the archiver reads the sheet's XML from. exceljs 4.4's WorksheetWriter writes every row into a
 * StreamBuf that hands each full 64 kB block to its consumer without looking at `write()`'s answer, and that consumer
 * is a PassThrough the archiver wraps it in when the entry is appended (archiver-utils' normalizeInputSource). The
 * archiver reads it only as fast as it compresses and the answer takes the compressed bytes, so without a check
 * here every row the producer makes waits in that PassThrough's write buffer: memory grows with the export.
 */
function sheetEntry(sheet: ExcelJS.Worksheet): Sink {
  const entry = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as Sink | undefined;
  if (!entry || typeof entry.once !== 'function' || (entry.writableLength ?? entry._writableState?.length) === undefined)
    throw new Error('exceljs: the worksheet stream has no zip entry to wait on (an exceljs upgrade changed its internals)');
  return entry;
}

const bufferedBytes = (s: Sink) => s.writableLength ?? s._writableState!.length;

/** Resolves on `event` or when `closed` settles, whichever is first, leaving no listener behind. */
function until(s: Sink, event: string, closed: Promise<void>): Promise<void> {
  let listener!: () => void;
  const fired = new Promise<void>((resolve) => s.once(event, (listener = resolve)));
  return Promise.race([fired, closed]).finally(() => s.removeListener(event, listener));
}

/** One sheet of a streamed workbook: its name, columns and rows (read lazily, one at a time). */
export interface XlsxSheet<R extends object = Record<string, unknown>> {
  name: string;
  columns: XlsxColumn<R>[];
  rows: AsyncIterable<R> | Iterable<R>;
}

/**
 * Streams a one-sheet workbook as the answer. The first row is read before anything is sent, so a failing query
 * still answers a JSON error; a failure later cuts the download (the browser sees a failed transfer, never a
 * truncated file saved as complete). A client that leaves stops the reading.
 *
 * Back-pressure: the next row is read only while less than XLSX_BUFFER_BYTES of sheet XML waits for the zip
 * stream (`sheetEntry`), which itself waits for the answer's socket: a slow client slows the reading of rows, and
 * memory stays the same whatever the number of rows.
 */
export async function streamXlsx<R extends object = Record<string, unknown>>(
  res: Response,
  fileName: string,
  columns: XlsxColumn<R>[],
  rows: AsyncIterable<R>,
  opts: { sheetName: string },
): Promise<void> {
  await streamXlsxSheets(res, fileName, [{ name: opts.sheetName, columns, rows }]);
}

/**
 * A sheet of the streamed workbook with the one look: what is written before the first row (the frozen header row
 * is a sheet view, the widths are the columns' XML: both precede the rows) is set here; the autofilter, written
 * after the rows, is set by `closeSheet` once the last row is known.
 */
function openSheet(wb: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: XlsxColumn<any>[]): ExcelJS.Worksheet { // eslint-disable-line @typescript-eslint/no-explicit-any -- any row type
  const sheet = wb.addWorksheet(xlsxSheetName(name), { views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }] });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: columnWidth(c) }));
  sheet.getRow(1).eachCell((cell) => {
    cell.style = XLSX_HEADER_STYLE;
  });
  return sheet;
}

const closeSheet = (sheet: ExcelJS.Worksheet, lastRow: number, columnCount: number) => {
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: lastRow, column: columnCount } };
  sheet.commit();
};

/**
 * Streams a workbook of several sheets, one after the other, as streamXlsx does one (the first sheet's first row is
 * read before anything is sent; the same back-pressure and cut on failure).
 */
export async function streamXlsxSheets(res: Response, fileName: string, sheets: XlsxSheet<any>[]): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any -- each sheet has its own row type
  const iterators = sheets.map((s) => (Symbol.asyncIterator in s.rows ? s.rows[Symbol.asyncIterator]() : toAsync(s.rows)));
  let current = 0;
  let next = iterators.length ? await iterators[0].next() : ({ done: true, value: undefined } as IteratorResult<object>); // before the headers
  try {
    res.status(200);
    res.setHeader('Content-Type', XLSX_TYPE);
    res.setHeader('Content-Disposition', contentDisposition(fileName));
    res.setHeader('Cache-Control', 'no-store');
    const closed = new Promise<void>((resolve) => res.once('close', resolve));
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false, zip: ZIP_OPTIONS });
    try {
      for (; current < sheets.length; current++) {
        const { name, columns } = sheets[current];
        if (current > 0) next = await iterators[current].next();
        const sheet = openSheet(wb, name, columns);
        const entry = sheetEntry(sheet);
        const cells = columns.map((c) => c.value ?? ((row: object) => (row as Record<string, unknown>)[c.key]));
        const types = columns.map((c) => c.type);
        const n = cells.length;
        const styles = new Array<Partial<ExcelJS.Style> | undefined>(n + 1);
        let lastRow = 1;
        for (; !next.done; next = await iterators[current].next()) {
          if (res.destroyed) return;
          // indexed by column number (exceljs: an array without [0] is not shifted); an empty value is left out, as
          // no cell at all, so exceljs builds and renders nothing for it
          const values = new Array<unknown>(n + 1);
          for (let i = 1; i <= n; i++) {
            const c = xlsxCell(cells[i - 1](next.value), types[i - 1]);
            if (c.value !== null && c.value !== '') {
              values[i] = c.value;
              styles[i] = c.style;
            } else styles[i] = undefined;
          }
          const row = sheet.addRow(values);
          for (let i = 1; i <= n; i++) if (styles[i]) row.getCell(i).style = styles[i]!;
          row.commit();
          lastRow = row.number;
          if (bufferedBytes(entry) > XLSX_BUFFER_BYTES) await until(entry, 'drain', closed);
        }
        if (res.destroyed) return;
        closeSheet(sheet, lastRow, n);
      }
      await Promise.race([wb.commit(), closed]);
    } catch (e) {
      res.destroy(); // the zip is piped into the answer: cut it, never end it as if complete
      throw e;
    }
  } finally {
    // a client that left, or a failure: close the sources (a cursor's `finally`)
    if (!next.done) await iterators[current]?.return?.();
    for (let i = current + 1; i < iterators.length; i++) await iterators[i].return?.();
  }
}

async function* toAsync<T>(rows: Iterable<T>): AsyncGenerator<T> {
  yield* rows;
}
