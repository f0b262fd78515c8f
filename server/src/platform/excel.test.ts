import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { contentDisposition, keysetRows, kstDateTime, kstStamp, neutralise, safeFileName, streamXlsx, timestampedXlsxName, XLSX_TYPE } from './excel.js';

describe('neutralise', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+82 10', "'+82 10"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['=HYPERLINK("http://evil.example","클릭")', '\'=HYPERLINK("http://evil.example","클릭")'],
    ['보통 문장 = 괜찮음', '보통 문장 = 괜찮음'],
    ['010-****-1234', '010-****-1234'],
    ['', ''],
  ])('%j → %j', (input, out) => {
    expect(neutralise(input)).toBe(out);
  });

  it('keeps numbers, booleans and dates, drops null, and writes objects as text (never a formula cell)', () => {
    const d = new Date('2026-01-02T03:04:05Z');
    expect(neutralise(-5)).toBe(-5);
    expect(neutralise(true)).toBe(true);
    expect(neutralise(d)).toBe(d);
    expect(neutralise(null)).toBeNull();
    expect(neutralise(undefined)).toBeNull();
    expect(neutralise({ formula: 'A1' })).toBe('[object Object]');
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

  it('streams a workbook that exceljs reads back with every row, formulas neutralised', async () => {
    const n = 1_234;
    async function* rows() {
      for (let i = 1; i <= n; i++) yield { no: i, text: i === 7 ? '=1+1' : `문자 ${i}`, extra: 'not a column' };
    }
    const { res, body } = await download(async (_req, res, next) => {
      try {
        await streamXlsx(res, '내역_20260101000000.xlsx', [{ header: '번호', key: 'no' }, { header: '내용', key: 'text', width: 40 }], rows(), { sheetName: '내역' });
      } catch (e) {
        next(e);
      }
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''%EB%82%B4%EC%97%AD_20260101000000.xlsx");

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
    const sheet = wb.getWorksheet('내역')!;
    expect(sheet.rowCount).toBe(n + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, '번호', '내용']);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, '문자 1']);
    expect(sheet.getRow(8).values).toEqual([undefined, 7, "'=1+1"]);
    expect(sheet.getRow(n + 1).values).toEqual([undefined, n, `문자 ${n}`]);
    expect(sheet.getRow(8).getCell(2).type).toBe(ExcelJS.ValueType.String);
  });

  it('answers a JSON error when the rows fail before anything was sent', async () => {
    // eslint-disable-next-line require-yield -- fails before its first row
    async function* failing(): AsyncGenerator<Record<string, unknown>> {
      throw new Error('query failed');
    }
    const { res, body } = await download(async (_req, res, next) => {
      try {
        await streamXlsx(res, 'x.xlsx', [{ header: 'a', key: 'a' }], failing());
      } catch (e) {
        next(e);
      }
    });
    expect(res.status).toBe(500);
    expect(JSON.parse(body.toString())).toEqual({ code: 'FAILED', message: 'query failed' });
  });
});
