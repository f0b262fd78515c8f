import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import express, { type Response } from 'express';
import { describe, expect, it } from 'vitest';
import { kstDateTime, kstStamp } from './time.js';
import { expectOfficeWorkbook } from '../../test/xlsx-style.js';
import { columnWidth, contentDisposition, keysetRows, neutralise, safeFileName, streamXlsx, timestampedXlsxName, XLSX_BUFFER_BYTES, XLSX_FORMATS, XLSX_TYPE, xlsxCell, xlsxSheetName } from './excel.js';

describe('cells', () => {
  it.each(['=1+2', '+82 10', '-5', '@SUM(A1)', '\t=cmd', '\r=cmd', '=HYPERLINK("http://evil.example","클릭")'])('%j stays text as typed, with quotePrefix', (input) => {
    const cell = xlsxCell(input);
    expect(cell.value).toBe(input);
    expect(cell.style).toMatchObject({ quotePrefix: true });
    expect(xlsxCell(input, 'longText').style).toMatchObject({ quotePrefix: true, alignment: { wrapText: true } });
  });

  it.each(['보통 문장 = 괜찮음', '010-****-1234', ''])('%j is plain text', (input) => {
    expect(xlsxCell(input)).toEqual({ value: input, style: {} });
  });

  it('keeps numbers and booleans, drops null, and writes objects as text (never a formula cell)', () => {
    expect(neutralise(-5)).toBe(-5);
    expect(neutralise(true)).toBe(true);
    expect(neutralise(null)).toBeNull();
    expect(neutralise(undefined)).toBeNull();
    expect(neutralise({ formula: 'A1' })).toBe('[object Object]');
  });

  it('writes moments as Korean wall time and days as that day, with Korean formats', () => {
    const at = new Date('2026-03-04T15:06:07Z'); // 2026-03-05 00:06:07 in Korea
    expect(xlsxCell(at, 'timestamp')).toMatchObject({ value: new Date('2026-03-05T00:06:07Z'), style: { numFmt: XLSX_FORMATS.timestamp } });
    expect(xlsxCell(at)).toMatchObject({ value: new Date('2026-03-05T00:06:07Z'), style: { numFmt: 'yyyy-mm-dd hh:mm' } });
    expect(xlsxCell(at, 'day')).toMatchObject({ value: new Date('2026-03-05T00:00:00Z'), style: { numFmt: 'yyyy-mm-dd' } });
    expect(xlsxCell('2026-02-28', 'day')).toMatchObject({ value: new Date('2026-02-28T00:00:00Z'), style: { numFmt: 'yyyy-mm-dd' } });
    // not a day: text as it is
    expect(xlsxCell('2014', 'day').value).toBe('2014');
  });

  it('sizes columns to their header and names sheets as Excel accepts', () => {
    expect(columnWidth({ header: '번호', width: 6 })).toBe(8);
    expect(columnWidth({ header: '사전·사후가 모두 있는 사례 수', width: 14 })).toBe(15);
    expect(columnWidth({ header: '일시', type: 'timestamp' })).toBe(20);
    expect(xlsxSheetName('a/b:c[1]*?')).toBe('a b c 1');
    expect(xlsxSheetName('가'.repeat(40))).toHaveLength(31);
  });
});

describe('file names', () => {
  it('names the file with the supplied name, a Korean-time stamp and .xlsx', () => {
    const at = new Date('2026-03-04T15:06:07Z'); // 2026-03-05 00:06:07 in Korea
    expect(kstStamp(at)).toBe('20260305000607');
    expect(kstDateTime(at)).toBe('2026-03-05 00:06:07');
    expect(timestampedXlsxName('SMS 발송 내역', 'x', at)).toBe('SMS 발송 내역_20260305000607.xlsx');
    expect(timestampedXlsxName('../../etc/pass:wd', 'x', at)).toBe('etcpasswd_20260305000607.xlsx');
    expect(timestampedXlsxName('', '기본', at)).toBe('기본_20260305000607.xlsx');
    expect(safeFileName('a\u0000b\nc"d')).toBe('abcd');
  });

  it('sends an ASCII stand-in and the UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('발송 내역_1.xlsx')).toBe(
      `attachment; filename="__ ___1.xlsx"; filename*=UTF-8''%EB%B0%9C%EC%86%A1%20%EB%82%B4%EC%97%AD_1.xlsx`,
    );
    expect(contentDisposition(`a"b'(c).xlsx`)).toBe(`attachment; filename="a_b'(c).xlsx"; filename*=UTF-8''a%22b%27%28c%29.xlsx`);
  });
});

describe('keysetRows', () => {
  it('reads batch after batch by key and stops after a short batch', async () => {
    const data = Array.from({ length: 1_050 }, (_, i) => ({ id: 1_050 - i }));
    const calls: (number | undefined)[] = [];
    const rows = keysetRows<{ id: number }, number>(
      async (after, limit) => {
        calls.push(after);
        return data.filter((r) => after === undefined || r.id < after).slice(0, limit);
      },
      (r) => r.id,
      500,
    );
    const seen: number[] = [];
    for await (const r of rows) seen.push(r.id);
    expect(seen).toEqual(data.map((r) => r.id));
    expect(calls).toEqual([undefined, 551, 51]);
  });
});

describe('streamXlsx', () => {
  async function download(handler: express.RequestHandler) {
    const app = express();
    app.get('/x', handler);
    app.use(((err, _req, res, _next) => {
      if (!res.headersSent) res.status(500).json({ code: 'FAILED', message: String(err.message) });
    }) as express.ErrorRequestHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
      return { res, body: Buffer.from(await res.arrayBuffer()) };
    } finally {
      server.close();
    }
  }

  it('streams a workbook that exceljs reads back with every row, in the one look, formulas kept as text', async () => {
    const n = 1_234;
    const at = new Date('2026-03-04T15:06:07Z');
    async function* rows() {
      for (let i = 1; i <= n; i++) yield { no: i, text: i === 7 ? '=1+1' : `문자 ${i}`, at, extra: 'not a column' };
    }
    const { res, body } = await download(async (_req, res, next) => {
      try {
        const columns = [{ header: '번호', key: 'no' }, { header: '내용', key: 'text', width: 40, type: 'longText' as const }, { header: '일시', key: 'at', type: 'timestamp' as const }];
        await streamXlsx(res, '내역_20260101000000.xlsx', columns, rows(), { sheetName: '내역' });
      } catch (e) {
        next(e);
      }
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''%EB%82%B4%EC%97%AD_20260101000000.xlsx");

    const wb = await expectOfficeWorkbook(body, [{ name: '내역', dates: { 일시: 'timestamp' }, wraps: ['내용'], formula: '=1+1' }]);
    const sheet = wb.getWorksheet('내역')!;
    expect(sheet.rowCount).toBe(n + 1);
    expect(sheet.autoFilter).toBe(`A1:C${n + 1}`);
    const wall = new Date('2026-03-05T00:06:07Z');
    expect(sheet.getRow(1).values).toEqual([undefined, '번호', '내용', '일시']);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, '문자 1', wall]);
    expect(sheet.getRow(8).values).toEqual([undefined, 7, '=1+1', wall]);
    expect(sheet.getRow(n + 1).values).toEqual([undefined, n, `문자 ${n}`, wall]);
    expect(sheet.getRow(8).getCell(2).type).toBe(ExcelJS.ValueType.String);
  });

  it('takes cell values from column functions, and leaves empty values out without moving the columns', async () => {
    type Row = { first: string; n: number | null; last?: string };
    const data: Row[] = [
      { first: '', n: null, last: '=끝' },
      { first: '처음', n: 0, last: '' },
    ];
    async function* rows() {
      yield* data;
    }
    const { body } = await download(async (_req, res, next) => {
      try {
        await streamXlsx<Row>(res, 'x.xlsx', [{ header: '첫째', key: 'first' }, { header: '둘째', key: 'n', value: (r) => (r.n === null ? null : r.n + 1) }, { header: '셋째', key: 'last' }], rows(), { sheetName: '목록' });
      } catch (e) {
        next(e);
      }
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    expect([1, 2, 3].map((c) => sheet.getRow(2).getCell(c).value)).toEqual([null, null, '=끝']);
    expect([1, 2, 3].map((c) => sheet.getRow(3).getCell(c).value)).toEqual(['처음', 1, null]);
  });

  it('answers a JSON error when the rows fail before anything was sent', async () => {
    // eslint-disable-next-line require-yield -- fails before its first row
    async function* failing(): AsyncGenerator<Record<string, unknown>> {
      throw new Error('query failed');
    }
    const { res, body } = await download(async (_req, res, next) => {
      try {
        await streamXlsx(res, 'x.xlsx', [{ header: 'a', key: 'a' }], failing(), { sheetName: '목록' });
      } catch (e) {
        next(e);
      }
    });
    expect(res.status).toBe(500);
    expect(JSON.parse(body.toString())).toEqual({ code: 'FAILED', message: 'query failed' });
  });

  /** An answer whose client stops reading after `holdAfter` bytes until `release()`: a slow or stalled download. */
  class SlowClient extends Writable {
    received: Buffer[] = [];
    bytes = 0;
    private held?: () => void;
    private released = false;
    constructor(private holdAfter: number) {
      super({ highWaterMark: 16 * 1024 });
    }
    status() {
      return this;
    }
    setHeader() {
      return this;
    }
    override _write(chunk: Buffer, _enc: string, done: () => void) {
      this.received.push(chunk);
      this.bytes += chunk.length;
      if (this.bytes > this.holdAfter && !this.released) this.held = done;
      else done();
    }
    release() {
      this.released = true;
      this.held?.();
    }
  }

  /** Waits until `count()` has not moved for `quietMs` (the producer stopped), at most `maxMs`. */
  async function settled(count: () => number, quietMs = 300, maxMs = 15_000) {
    const start = Date.now();
    for (let last = -1; Date.now() - start < maxMs; ) {
      last = count();
      await new Promise((r) => setTimeout(r, quietMs));
      if (count() === last) return last;
    }
    return count();
  }

  it('reads rows only as fast as the client takes the file: a stalled client holds the reading after a bounded number of rows', async () => {
    // A source that never waits (rows already in memory, or a cursor's batch): without back-pressure towards the
    // zip stream it is read to the end into memory before the first compressed byte reaches the client.
    const total = 15_000;
    // long rows of text that compresses about as badly as real names and codes, so that the buffers hold few rows
    // and the bound is clear
    const code = (i: number) => [1, 2, 3].map((k) => (Math.imul(i, 2654435761 + k * 40503) >>> 0).toString(36).padStart(7, '0')).join('');
    const text = (i: number) => Array.from({ length: 30 }, (_, k) => code(i * 31 + k)).join(' ');
    let produced = 0;
    async function* rows() {
      for (let i = 1; i <= total; i++) {
        produced = i;
        yield { no: i, text: text(i), code: code(i) };
      }
    }
    const client = new SlowClient(64 * 1024);
    const columns = [{ header: '번호', key: 'no' }, { header: '내용', key: 'text' }, { header: '관리번호', key: 'code' }];
    const done = streamXlsx(client as unknown as Response, 'x.xlsx', columns, rows(), { sheetName: '목록' });

    const stalledAt = await settled(() => produced);
    // a row is about 700 bytes of sheet XML, so XLSX_BUFFER_BYTES is about 370 rows, and the zip's stages and the
    // answer's buffers (64 kB each) hold a few hundred kB of rows more (measured: stalls at about 1,300); without
    // back-pressure all 15,000 are read into memory
    expect(stalledAt).toBeGreaterThan(XLSX_BUFFER_BYTES / 1_000);
    expect(stalledAt).toBeLessThan(3_000);

    client.release();
    await done;
    expect(produced).toBe(total);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(client.received) as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, text(1), code(1)]);
    expect(sheet.getRow(total + 1).getCell(1).value).toBe(total);
  });

  it('stops reading rows when the client leaves mid-download', async () => {
    let produced = 0;
    let finished = false;
    async function* rows() {
      try {
        for (let i = 1; i <= 1_000_000; i++) {
          produced = i;
          yield { no: i, text: `문자 ${i}` };
          if (i % 500 === 0) await new Promise((r) => setImmediate(r)); // as a cursor's next batch
        }
      } finally {
        finished = true;
      }
    }
    const app = express();
    const handled = new Promise<void>((resolve) => {
      app.get('/x', async (_req, res) => {
        await streamXlsx(res, 'x.xlsx', [{ header: '번호', key: 'no' }, { header: '내용', key: 'text' }], rows(), { sheetName: '목록' }).finally(resolve);
      });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      await new Promise<void>((resolve, reject) => {
        const req = request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`, (res) => {
          res.once('data', () => {
            req.destroy(); // the user cancels the download
            resolve();
          });
        });
        req.on('error', () => undefined);
        req.once('error', reject);
        req.end();
      });
      await handled;
      expect(finished).toBe(true);
      const atEnd = produced;
      await new Promise((r) => setTimeout(r, 200));
      expect(produced).toBe(atEnd);
      expect(produced).toBeLessThan(1_000_000);
    } finally {
      server.close();
    }
  });

  it('cuts the download when the rows fail after the first bytes were sent', async () => {
    async function* failing() {
      for (let i = 1; i <= 20_000; i++) {
        if (i === 15_000) throw new Error('connection lost');
        yield { no: i };
        if (i % 500 === 0) await new Promise((r) => setImmediate(r));
      }
    }
    let failure: unknown;
    const app = express();
    app.get('/x', async (_req, res) => {
      await streamXlsx(res, 'x.xlsx', [{ header: '번호', key: 'no' }], failing(), { sheetName: '목록' }).catch((e) => (failure = e));
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
      expect(res.status).toBe(200);
      await expect(res.arrayBuffer()).rejects.toThrow(); // a failed transfer, never a file that looks complete
      expect((failure as Error).message).toBe('connection lost');
    } finally {
      server.close();
    }
  });
});
