import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { kstStamp } from './time.js';

/**
 * Excel downloads, streamed: rows go from the database (read in batches by `keysetRows`) through exceljs's
 * streaming WorkbookWriter straight into the HTTP answer, so an export of any size holds one batch in memory.
 */

export interface XlsxColumn<R = Record<string, unknown>> {
  header: string;
  key: string;
  width?: number;
  /** The cell's value from a row (default: `row[key]`), so a source row needs no second object made for the sheet. */
  value?: (row: R) => unknown;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A cell that a spreadsheet could read as a formula (= + - @, or a tab or carriage return that some programs strip
 * first) is prefixed with ' so it stays text (CSV/formula injection, OWASP). Values that are not text, numbers,
 * booleans or dates are written as their text, so no object can become a formula or a hyperlink cell.
 */
export function neutralise(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const s = String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

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
  opts: { sheetName?: string } = {},
): Promise<void> {
  await streamXlsxSheets(res, fileName, [{ name: opts.sheetName ?? 'Sheet1', columns, rows }]);
}

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
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false, zip: ZIP_OPTIONS });
    try {
      for (; current < sheets.length; current++) {
        const { name, columns } = sheets[current];
        if (current > 0) next = await iterators[current].next();
        const sheet = wb.addWorksheet(name);
        sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
        const entry = sheetEntry(sheet);
        const cells = columns.map((c) => c.value ?? ((row: object) => (row as Record<string, unknown>)[c.key]));
        for (; !next.done; next = await iterators[current].next()) {
          if (res.destroyed) return;
          // indexed by column number (exceljs: an array without [0] is not shifted); an empty value is left out, as
          // no cell at all, so exceljs builds and renders nothing for it
          const values = new Array<unknown>(cells.length + 1);
          for (let i = 0; i < cells.length; i++) {
            const v = neutralise(cells[i](next.value));
            if (v !== null && v !== '') values[i + 1] = v;
          }
          sheet.addRow(values).commit();
          if (bufferedBytes(entry) > XLSX_BUFFER_BYTES) await until(entry, 'drain', closed);
        }
        if (res.destroyed) return;
        sheet.commit();
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
