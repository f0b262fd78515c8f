import ExcelJS from 'exceljs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { Attachment } from '../src/platform/attachment/attachment.entity.js';
import { claimAttachments, dropAttachments, registerAttachmentReader, attachmentsOf } from '../src/platform/attachment/attachment.service.js';
import { pgStorage, s3Storage } from '../src/platform/attachment/storage.js';
import type { UserPrincipal } from '../src/platform/auth/principal.js';
import { advanceClock, resetClock } from '../src/platform/clock.js';
import { makeAccount, startTestApp, tokenFor, type TestApp } from './harness.js';
import { JPEG, PNG } from './images.js';

/**
 * The attachment platform piece over HTTP: types by content, limits, nothing left behind, claims, downloads through
 * the owner's read policy, and both storage drivers (PostgreSQL, and S3 against a fake bucket).
 */

let app: TestApp;
let alice: { token: string; principal: UserPrincipal };
let bob: { token: string; principal: UserPrincipal };

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

async function user(role: RoleCode) {
  const a = await makeAccount(app, role, { sdCode: '11' });
  const principal: UserPrincipal = { kind: 'user', accountId: a.id, loginId: a.loginId, role, permissions: [], authenticationCodeStatus: 'N' };
  return { token: await tokenFor(app, a), principal };
}

// a test owner: records with an even id are readable by everyone, odd ones by nobody
registerAttachmentReader('TEST', async (_ctx, _em, ownerId) => ownerId % 2 === 0);

beforeAll(async () => {
  app = await startTestApp();
  alice = await user(RoleCode.CENTER_MEMBER);
  bob = await user(RoleCode.CENTER_MEMBER);
});
afterAll(() => app?.stop());

type File = [bytes: Buffer, name: string];

async function upload(token: string, files: File[], url = app.url) {
  const form = new FormData();
  for (const [bytes, name] of files) form.append('files', new Blob([bytes]), name);
  const res = await fetch(`${url}svs-u/attachments`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

const download = (token: string, id: number, query = '', url = app.url) => fetch(`${url}svs-u/attachments/${id}${query}`, { headers: { authorization: `Bearer ${token}` } });

const counts = async () => {
  const [row] = await app.em().getConnection().execute('select (select count(*) from attachment) as rows, (select count(*) from attachment_blob) as blobs');
  return { rows: Number(row.rows), blobs: Number(row.blobs) };
};

async function claim(who: UserPrincipal, owner: { type: string; id: number }, ids: number[]) {
  await app.em().transactional((em) => claimAttachments(em as any, who, owner, ids));
}

describe('upload', () => {
  it('accepts files by their content and answers their views', async () => {
    const xlsx = Buffer.from(await new ExcelJS.Workbook().addWorksheet('a').workbook.xlsx.writeBuffer());
    const res = await upload(alice.token, [
      [PNG, 'photo.png'],
      [PDF, '../../상담 기록.pdf'],
      [xlsx, '명단'],
      [Buffer.from('안녕하세요\n두 번째 줄\n'), 'memo.txt'],
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((f: any) => [f.name, f.contentType, f.size])).toEqual([
      ['photo.png', 'image/png', PNG.length],
      ['상담 기록.pdf', 'application/pdf', PDF.length],
      ['명단.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsx.length],
      ['memo.txt', 'text/plain', expect.any(Number)],
    ]);
    expect(res.body[0].url).toBe(`svs-u/attachments/${res.body[0].id}`);
    const row = await app.em().findOneOrFail(Attachment, res.body[1].id);
    expect(row.ownerId).toBeNull();
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.storageKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['an executable named .png', [EXE, 'photo.png']],
    ['an SVG (script inside an image)', [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.svg']],
    ['HTML named .txt', [Buffer.from('<html>\u0000</html>'), 'a.txt']],
    ['text that is not UTF-8', [Buffer.from([0xc3, 0x28, 0x41]), 'a.txt']],
    ['a legacy OLE file that is not HWP', [Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]), 'old.doc']],
  ] as [string, File][])('refuses %s, and keeps nothing of the upload', async (_what, bad) => {
    const before = await counts();
    const res = await upload(alice.token, [[PDF, 'ok.pdf'], bad]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(res.body.message).toContain('파일만 올릴 수 있습니다.');
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['setup.bat', 'bat'],
    ['invoice.hta', 'hta'],
    ['report.pdf.exe', 'exe'],
    ['page.html', 'html'],
  ])('refuses PDF bytes named %s (the name disagrees with the content), and keeps nothing of the upload', async (name, ext) => {
    const before = await counts();
    const res = await upload(alice.token, [[PDF, 'ok.pdf'], [PDF, name]]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'FILE_TYPE_MISMATCH',
      message: `파일 내용(PDF)과 파일 이름의 확장자(.${ext})가 맞지 않습니다. 올바른 파일을 올려주세요. (${name})`,
    });
    expect(await counts()).toEqual(before);
  });

  it('keeps a name whose extension agrees, adds the content’s to one without, and stores an image named as another image under its own', async () => {
    const res = await upload(alice.token, [
      [PDF, 'report.pdf'],
      [PDF, '회의록 v1.2'],
      [PNG, 'screenshot.jpg'],
    ]);
    expect(res.status).toBe(200);
    expect(res.body.map((f: any) => [f.name, f.contentType])).toEqual([
      ['report.pdf', 'application/pdf'],
      ['회의록 v1.2.pdf', 'application/pdf'],
      ['screenshot.png', 'image/png'],
    ]);
    const served = await download(alice.token, res.body[2].id);
    expect(served.headers.get('content-disposition')).toContain('screenshot.png');
    // an image under another type's name is refused like any other mismatch
    const png = await upload(alice.token, [[PNG, 'photo.pdf']]);
    expect([png.status, png.body.code, png.body.message]).toEqual([400, 'FILE_TYPE_MISMATCH', '파일 내용(PNG)과 파일 이름의 확장자(.pdf)가 맞지 않습니다. 올바른 파일을 올려주세요. (photo.pdf)']);
  });

  it('stores a photo without what it says about where and by whom it was taken, and serves the picture unchanged', async () => {
    const secret = 'GPS 37.5665N 126.9780E · PHONE-SN-4471';
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, secret.length + 2]), Buffer.from(secret, 'latin1')]);
    const photo = Buffer.concat([JPEG.subarray(0, 2), comment, JPEG.subarray(2)]);
    const [file] = (await upload(alice.token, [[photo, '교실.jpg']])).body;
    expect(file).toMatchObject({ contentType: 'image/jpeg', size: JPEG.length });
    const got = Buffer.from(await (await download(alice.token, file.id)).arrayBuffer());
    expect(got).toEqual(JPEG);
  });

  it('refuses an image it cannot read to its end, and keeps nothing of the upload', async () => {
    const before = await counts();
    const res = await upload(alice.token, [[PDF, 'ok.pdf'], [JPEG.subarray(0, JPEG.length - 2), 'cut.jpg']]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'DAMAGED_IMAGE', message: '이미지 파일을 읽을 수 없습니다. 손상되지 않은 파일을 올려주세요.' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over 10 MB, a post over 30 MB and more than 5 files, keeping nothing', async () => {
    const before = await counts();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB)]);
    let res = await upload(alice.token, [[PDF, 'a.pdf'], [big, 'big.pdf']]);
    expect([res.status, res.body.code, res.body.message]).toEqual([400, 'FILE_TOO_LARGE', '파일이 너무 큽니다. 10MB 이하의 파일을 올려주세요.']);
    const nine = Buffer.concat([PDF, Buffer.alloc(9 * MB)]);
    res = await upload(alice.token, [[nine, '1.pdf'], [nine, '2.pdf'], [nine, '3.pdf'], [nine, '4.pdf']]);
    expect([res.status, res.body.code]).toEqual([400, 'FILES_TOO_LARGE']);
    expect(res.body.message).toBe('첨부파일의 합계가 너무 큽니다. 모두 합해 30MB 이하로 올려주세요.');
    res = await upload(alice.token, Array.from({ length: 6 }, (_, i): File => [PDF, `${i}.pdf`]));
    expect([res.status, res.body.code, res.body.message]).toEqual([400, 'TOO_MANY_FILES', '파일은 한 번에 5개까지 올릴 수 있습니다.']);
    res = await upload(alice.token, []);
    expect([res.status, res.body.code]).toEqual([400, 'FILE_REQUIRED']);
    expect(await counts()).toEqual(before);
  });

  it('needs a signed-in user with a menu whose records take files', async () => {
    const res = await fetch(`${app.url}svs-u/attachments`, { method: 'POST', body: new FormData() });
    expect(res.status).toBe(401);
    const client = await user(RoleCode.CLIENT);
    expect((await upload(client.token, [[PDF, 'a.pdf']])).status).toBe(403);
  });
});

describe('claim, drop and list', () => {
  it('claims only the caller’s own unclaimed uploads, within the per-record caps', async () => {
    const mine = (await upload(alice.token, [[PDF, 'a.pdf'], [PNG, 'b.png']])).body.map((f: any) => f.id);
    const bobs = (await upload(bob.token, [[PDF, 'c.pdf']])).body.map((f: any) => f.id);
    await expect(claim(alice.principal, { type: 'TEST', id: 10 }, [mine[0], bobs[0]])).rejects.toMatchObject({ status: 400, code: 'ATTACHMENT_NOT_FOUND' });
    // the refused claim changed nothing
    expect((await app.em().findOneOrFail(Attachment, mine[0])).ownerId).toBeNull();
    await claim(alice.principal, { type: 'TEST', id: 10 }, mine);
    // once claimed, an id cannot be claimed again (by anyone, for any record)
    await expect(claim(alice.principal, { type: 'TEST', id: 12 }, [mine[0]])).rejects.toMatchObject({ code: 'ATTACHMENT_NOT_FOUND' });
    const four = (await upload(alice.token, Array.from({ length: 4 }, (_, i): File => [PDF, `${i}.pdf`]))).body.map((f: any) => f.id);
    await expect(claim(alice.principal, { type: 'TEST', id: 10 }, four)).rejects.toMatchObject({ status: 400, code: 'TOO_MANY_FILES' });
    // after dropping one, three more fit (5 in all)
    await app.em().transactional(async (em) => {
      await dropAttachments(em as any, { type: 'TEST', id: 10 }, [mine[1]]);
      await claimAttachments(em as any, alice.principal, { type: 'TEST', id: 10 }, four.slice(0, 4));
    });
    const listed = await attachmentsOf(app.em(), 'TEST', [10, 12, 14]);
    expect(listed.get(10)!.map((f) => f.id)).toEqual([mine[0], ...four]);
    expect(listed.get(12)).toEqual([]);
    await expect(app.em().transactional((em) => dropAttachments(em as any, { type: 'TEST', id: 12 }, [mine[0]]))).rejects.toMatchObject({ code: 'ATTACHMENT_NOT_FOUND' });
  });
});

describe('download', () => {
  it('serves a readable owner’s file with safe headers, and 404 where the owner may not be read', async () => {
    const [png, pdf] = (await upload(alice.token, [[PNG, 'photo.png'], [PDF, '상담 결과 (최종).pdf']])).body.map((f: any) => f.id);
    // staged: only the uploader
    expect((await download(bob.token, pdf)).status).toBe(404);
    expect((await download(alice.token, pdf)).status).toBe(200);
    await claim(alice.principal, { type: 'TEST', id: 20 }, [png, pdf]);
    let res = await download(bob.token, pdf);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('private');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="__ __ (__).pdf"; filename*=UTF-8''${encodeURIComponent('상담 결과 (최종).pdf').replace(/[()]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())}`,
    );
    // a PDF is never inline, an image may be
    expect((await download(bob.token, pdf, '?inline=1')).headers.get('content-disposition')).toMatch(/^attachment;/);
    res = await download(bob.token, png, '?inline=1');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await download(bob.token, png)).headers.get('content-disposition')).toMatch(/^attachment;/);

    const [hidden] = (await upload(alice.token, [[PDF, 'x.pdf']])).body.map((f: any) => f.id);
    await claim(alice.principal, { type: 'TEST', id: 21 }, [hidden]);
    expect((await download(alice.token, hidden)).status).toBe(404);
    expect((await download(alice.token, 999999)).status).toBe(404);
    expect((await fetch(`${app.url}svs-u/attachments/abc`, { headers: { authorization: `Bearer ${alice.token}` } })).status).toBe(404);
    // a dropped file is gone at once for readers
    await app.em().transactional((em) => dropAttachments(em as any, { type: 'TEST', id: 20 }, [pdf]));
    expect((await download(bob.token, pdf)).status).toBe(404);
  });

  it('an owner type nobody registered answers 404', async () => {
    const [id] = (await upload(alice.token, [[PDF, 'x.pdf']])).body.map((f: any) => f.id);
    await claim(alice.principal, { type: 'NOBODY', id: 2 }, [id]);
    expect((await download(alice.token, id)).status).toBe(404);
  });
});

describe('sweep', () => {
  it('purges unclaimed uploads and dropped files a day later, on the next upload', async () => {
    const [staged, kept, dropped] = (await upload(alice.token, [[PDF, 'a.pdf'], [PDF, 'b.pdf'], [PDF, 'c.pdf']])).body.map((f: any) => f.id);
    await claim(alice.principal, { type: 'TEST', id: 30 }, [kept, dropped]);
    await app.em().transactional((em) => dropAttachments(em as any, { type: 'TEST', id: 30 }, [dropped]));
    try {
      advanceClock(25 * 60 * 60 * 1000);
      await upload(bob.token, [[PDF, 'd.pdf']]);
    } finally {
      resetClock();
    }
    const left = (await app.em().find(Attachment, { id: [staged, kept, dropped] })).map((a) => a.id);
    expect(left).toEqual([kept]);
    const keys = await app.em().getConnection().execute('select count(*) as n from attachment_blob b where not exists (select 1 from attachment a where a.storage_key = b.storage_key)');
    expect(Number(keys[0].n)).toBe(0);
  });
});

// ---- storage drivers ------------------------------------------------------------------------------------------

const text = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
};

/** A fake S3 bucket: objects in a Map; every request must carry a SigV4 Authorization header. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type?: string }>();
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    seen.push(`${req.method} ${req.url}`);
    if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=test-key/')) {
      res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: req.headers['content-type'] });
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code><Message>no</Message></Error>');
        else res.writeHead(200, { 'content-type': o.type ?? 'application/octet-stream', 'content-length': o.body.length }).end(o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return {
    objects,
    seen,
    server,
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
  };
}

describe('storage drivers', () => {
  it('PostgreSQL: put, streamed get (across 1 MB slices), delete', async () => {
    const bytes = Buffer.alloc(2.5 * MB);
    for (let i = 0; i < bytes.length; i++) bytes[i] = i % 251;
    await app.em().transactional((em) => pgStorage.put(em as any, 'k-pg', bytes, 'application/pdf'));
    // (Buffer.equals: a deep toEqual over 2.5 million bytes takes minutes)
    expect((await text((await pgStorage.get(app.em(), 'k-pg'))!)).equals(bytes)).toBe(true);
    await pgStorage.delete(app.em(), 'k-pg');
    expect(await pgStorage.get(app.em(), 'k-pg')).toBeUndefined();
  });

  it('S3: signed put, get and delete against a fake bucket; unsigned requests are refused', async () => {
    const s3 = fakeS3();
    const endpoint = await s3.start();
    try {
      const conf = { endpoint, region: 'ap-northeast-2', bucket: 'files', accessKeyId: 'test-key', secretAccessKey: 'secret', forcePathStyle: true, prefix: 'svs/' };
      const storage = s3Storage(conf);
      await storage.put(app.em(), 'k1', PDF, 'application/pdf');
      expect(s3.objects.get('/files/svs/k1')?.body).toEqual(PDF);
      expect(await text((await storage.get(app.em(), 'k1'))!)).toEqual(PDF);
      await storage.delete(app.em(), 'k1');
      expect(s3.objects.size).toBe(0);
      expect(await storage.get(app.em(), 'k1')).toBeUndefined();
      await expect(s3Storage({ ...conf, accessKeyId: 'other' }).put(app.em(), 'k2', PDF, 'application/pdf')).rejects.toThrow();
    } finally {
      s3.server.close();
    }
  });

  it('an app configured for S3 stores uploads in the bucket and serves them back; a refusal leaves no object', async () => {
    const s3 = fakeS3();
    const endpoint = await s3.start();
    const s3app = await startTestApp({
      env: {
        ATTACHMENT_STORAGE: 's3',
        ATTACHMENT_S3_ENDPOINT: endpoint,
        ATTACHMENT_S3_BUCKET: 'files',
        ATTACHMENT_S3_ACCESS_KEY_ID: 'test-key',
        ATTACHMENT_S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
    try {
      const a = await makeAccount(s3app, RoleCode.CENTER_MEMBER, { sdCode: '11' });
      const token = await tokenFor(s3app, a);
      const res = await upload(token, [[PDF, 'a.pdf']], s3app.url);
      expect(res.status).toBe(200);
      expect(s3.objects.size).toBe(1);
      const [[, stored]] = [...s3.objects];
      expect(stored.body).toEqual(PDF);
      const [{ n }] = await s3app.em().getConnection().execute('select count(*) as n from attachment_blob');
      expect(Number(n)).toBe(0);
      const got = await download(token, res.body[0].id, '', s3app.url);
      expect(Buffer.from(await got.arrayBuffer())).toEqual(PDF);
      expect((await upload(token, [[PDF, 'b.pdf'], [EXE, 'c.png']], s3app.url)).status).toBe(400);
      expect(s3.objects.size).toBe(1);
    } finally {
      await s3app.stop();
      s3.server.close();
    }
  });
});
