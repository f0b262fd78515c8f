import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../app/api';
import { downloadFile, fileNameOf } from './download';

afterEach(() => vi.unstubAllGlobals());

describe('file downloads', () => {
  it('names the download from Content-Disposition', () => {
    expect(fileNameOf(`attachment; filename="simple-evaluation.xlsx"; filename*=UTF-8''${encodeURIComponent('간편검사_20260102030405.xlsx')}`)).toBe('간편검사_20260102030405.xlsx');
    expect(fileNameOf('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(fileNameOf(null)).toBeUndefined();
  });

  it('posts the body as JSON and answers the file with the name the server gave it', async () => {
    const fetch = vi.fn(async () => new Response('xlsx-bytes', { headers: { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('의뢰_20260302.xlsx')}` } }));
    vi.stubGlobal('fetch', fetch);
    const { blob, fileName } = await downloadFile('POST', 'svs-u/request/excel-download', '의뢰목록.xlsx', { reason: '점검' });
    expect(fileName).toBe('의뢰_20260302.xlsx');
    expect(await blob.text()).toBe('xlsx-bytes');
    expect(fetch).toHaveBeenCalledWith('/app/svs-u/request/excel-download', expect.objectContaining({ method: 'POST', body: '{"reason":"점검"}' }));
  });

  it('falls back to the given name, and turns a refusal into the server code and Korean message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('x')));
    expect((await downloadFile('GET', 'svs-u/x', '양식.xlsx')).fileName).toBe('양식.xlsx');
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ code: 'EXPORT_TOO_LARGE', message: '조건을 좁혀주세요.' }, { status: 400 })));
    const e = await downloadFile('POST', 'svs-u/x', 'a.xlsx', {}).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 400, code: 'EXPORT_TOO_LARGE', message: '조건을 좁혀주세요.' });
  });
});
