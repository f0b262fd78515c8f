import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

/**
 * The client's build as a phone gets it (issue 27): hashed assets go out as the build precompressed them, cached a year
 * as immutable; the page itself is revalidated. Read over raw HTTP, so the encoding on the wire is what is checked.
 */
const SCRIPT = 'console.log("' + 'x'.repeat(4000) + '");\n';
let dir: string;
let app: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'svs-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>svs</title>');
  writeFileSync(join(dir, 'respondent.html'), '<!doctype html><title>respondent</title>');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'assets', 'main-AbC123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'main-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'main-AbC123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'logo-Zz9.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  app = await startTestApp({ env: { CLIENT_DIST: dir } });
});
afterAll(async () => {
  await app?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, app.url), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('sends a hashed script as the build compressed it with brotli, cached a year as immutable', async () => {
  const res = await get('assets/main-AbC123.js', 'gzip, deflate, br');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  expect(res.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
});

it('falls back to the gzip copy, then to the file itself, each still immutable', async () => {
  const gz = await get('assets/main-AbC123.js', 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.body.equals(gzipSync(SCRIPT))).toBe(true);
  expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const refused = await get('assets/main-AbC123.js', 'br;q=0, gzip;q=0');
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(refused.body.toString()).toBe(SCRIPT);

  const plain = await get('assets/main-AbC123.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(SCRIPT);
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const image = await get('assets/logo-Zz9.png', 'br');
  expect(image.status).toBe(200);
  expect(image.headers['content-encoding']).toBeUndefined();
  expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

it('revalidates the page and unhashed files, and answers 404 for a missing asset, and nothing for a path out of the folder', async () => {
  for (const path of ['', 'agree/123', 'favicon.svg']) {
    const res = await get(path, 'br');
    expect(res.status, path).toBe(200);
    expect(res.headers['cache-control'], path).toBe('no-cache');
  }
  expect((await get('assets/gone-0000.js', 'br')).status).toBe(404);
  const escape = await get('assets/..%2F..%2Fpackage.json', 'br');
  expect([403, 404]).toContain(escape.status);
  expect(escape.body.toString()).not.toContain('"dependencies"');
});

it('sends the respondent entry for the SMS links\' pages and the staff app for every other path, both revalidated', async () => {
  const respondent = [
    'agree/3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/guardian',
    'agree/3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/student',
    'simple-evaluation/12',
    'simple-evaluation/result/12',
    'simple-evaluation/12?lang=en',
    'request/sdq-kr/5',
    'request/satisfaction-assessment/5',
    'request/satisfaction-assessment/5/',
  ];
  const staff = ['', 'sign/in', 'simple-evaluation', 'agree/3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'request/sdq-kr', 'request/sdq-kr/5/extra', 'request/other/5', 'no-such-page'];
  for (const path of respondent) {
    const res = await get(path, 'br');
    expect(res.status, path).toBe(200);
    expect(res.headers['cache-control'], path).toBe('no-cache');
    expect(res.headers['content-type'], path).toMatch(/text\/html/);
    expect(res.body.toString(), path).toContain('<title>respondent</title>');
  }
  for (const path of staff) {
    const res = await get(path, 'br');
    expect(res.status, path).toBe(200);
    expect(res.headers['cache-control'], path).toBe('no-cache');
    expect(res.body.toString(), path).toContain('<title>svs</title>');
  }
});
