import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './harness.js';

/**
 * The calls of SPEC §7 that the platform serves (accounts, roles, sign-in, regions, offices, schools, centers, identity),
 * read from the shared machine-readable list. Without a token a staff or client call must answer 401 (the token
 * is checked first); a public call must be routed (no ROUTE_NOT_FOUND, no 405, no 5xx). The same rule as
 * ../shared/tools/rest-coverage.mjs.
 */
const PLATFORM = /^(svs-[uc]\/(account|user-role|user-role-permission|permission|local|education-office|school|center|kmcert|epki)(\/|$)|svs\/sign\/|auth\/token)/;

const tsv = readFileSync(new URL('./fixtures/rest-calls.tsv', import.meta.url), 'utf8');
const calls = tsv
  .split('\n')
  .filter((l) => l && !l.startsWith('#') && !l.startsWith('method\t'))
  .map((l) => l.split('\t'))
  .filter(([, path]) => PLATFORM.test(path));

describe('REST coverage of the platform calls', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('lists the platform calls', () => {
    expect(calls.length).toBeGreaterThanOrEqual(39);
  });

  it.each(calls)('%s %s (%s)', async (method, path, caller) => {
    const res = await call(app, method, path.replace(/\{[^}]+\}/g, '1'), method === 'GET' ? {} : { body: {} });
    if (caller === 'public') {
      expect(res.status).toBeLessThan(500);
      expect(res.status).not.toBe(405);
      expect(res.body?.code).not.toBe('ROUTE_NOT_FOUND');
      expect(res.status === 404 && res.body?.code === undefined).toBe(false);
    } else {
      expect(res.status).toBe(401);
    }
  });
});
