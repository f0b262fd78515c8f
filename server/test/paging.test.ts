import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { readListeners } from '../src/platform/db/read.js';
import { sql } from '../src/platform/db/sql.js';
import { TOTAL_CAP } from '../src/platform/paging.js';
import { call, gql, makeAccount, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/**
 * Page totals are exact up to TOTAL_CAP rows and a flagged lower bound above it (platform/paging.ts); the page
 * window keeps working past the cap. Both doors answer the same page.
 */
describe('paging: bounded totals', () => {
  let app: TestApp;
  let admin: { id: number; token: string };
  let few: { id: number; token: string };
  const MANY = TOTAL_CAP + 50;

  const PAGE_FIELDS = 'totalElements totalCapped pageSize pagingSize current totalPages empty first last startPage endPage';
  const window = (b: Record<string, unknown>) => {
    const { content: _c, ...rest } = b;
    return rest;
  };
  const alarmsRest = async (token: string, page: number, size = 10) => {
    const res = await call(app, 'GET', `svs-u/alarm-history?page=${page}&size=${size}`, { token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const alarmsGql = async (token: string, page: number, size = 10) => {
    const res = await gql(app, `query($page: Int, $size: Int) { myAlarms(page: $page, size: $size) { ${PAGE_FIELDS} content { id } } }`, { page, size }, token);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.myAlarms;
  };
  const addAlarms = (accountId: number, n: number) =>
    sql(app.em(), `insert into alarm_history (account_id, type, title) select ?, 'SYSTEM', '알림 ' || i from generate_series(1, ?) i`, [accountId, n], 'run');

  beforeAll(async () => {
    app = await startTestApp();
    const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    admin = { id: a.id, token: await tokenFor(app, a) };
    const f = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    few = { id: f.id, token: await tokenFor(app, f) };
    await addAlarms(admin.id, MANY);
    await addAlarms(few.id, 25);
  });
  afterAll(() => app?.stop());

  it('counts exactly below the cap, on a full page and on the last, short page', async () => {
    expect(await alarmsRest(few.token, 1)).toMatchObject({ totalElements: 25, totalCapped: false, totalPages: 3, first: true, last: false });
    const last = await alarmsRest(few.token, 3);
    expect(last).toMatchObject({ totalElements: 25, totalCapped: false, totalPages: 3, last: true, startPage: 1, endPage: 3 });
    expect(last.content).toHaveLength(5);
    // past the end: an empty page that still knows the total
    expect(await alarmsRest(few.token, 4)).toMatchObject({ totalElements: 25, totalCapped: false, empty: true, last: true });
  });

  it('above the cap, says "at least 10,000" instead of counting every row, and is never the last page', async () => {
    const p1 = await alarmsRest(admin.token, 1);
    expect(p1).toMatchObject({ totalElements: TOTAL_CAP, totalCapped: true, current: 1, first: true, last: false, startPage: 1, endPage: 10 });
    // rows 10,001 and on exist, so page 1,001 does
    expect(p1.totalPages).toBe(TOTAL_CAP / 10 + 1);
    expect(p1.content).toHaveLength(10);
    // newest first
    expect(p1.content[0].id).toBeGreaterThan(p1.content[9].id);
  });

  it('keeps the page window working past the cap', async () => {
    // the window that ends at the cap still offers the next block
    const p995 = await alarmsRest(admin.token, 995);
    expect(p995).toMatchObject({ totalCapped: true, last: false, startPage: 991, endPage: 1000 });
    expect(p995.totalPages).toBeGreaterThan(1000);
    // the block past the cap: counted up to its own end, so the exact total shows again
    const p1001 = await alarmsRest(admin.token, 1001);
    expect(p1001).toMatchObject({ totalElements: MANY, totalCapped: false, totalPages: 1005, startPage: 1001, endPage: 1005, last: false });
    expect(p1001.content).toHaveLength(10);
    const end = await alarmsRest(admin.token, 1005);
    expect(end).toMatchObject({ totalElements: MANY, totalCapped: false, last: true });
    expect(end.content).toHaveLength(10);
    // pages never overlap or skip: the first item of page 1001 comes right after the last of page 1000
    const p1000 = await alarmsRest(admin.token, 1000);
    expect(p1000.content[9].id - p1001.content[0].id).toBe(1);
  });

  it('a total that reached the cap is remembered for a few seconds; one below it is counted every time', async () => {
    const counts: string[] = [];
    const listen = (q: { text: string }) => /count\(\*\)/.test(q.text) && counts.push(q.text);
    readListeners.add(listen);
    try {
      await alarmsRest(admin.token, 2); // a full page: counted (or remembered from the tests above)
      counts.length = 0;
      expect(await alarmsRest(admin.token, 2)).toMatchObject({ totalElements: TOTAL_CAP, totalCapped: true });
      expect(counts).toEqual([]);
      // below the cap: every request counts, so a new row is in the very next total
      expect(await alarmsRest(few.token, 1)).toMatchObject({ totalElements: 25 });
      expect(counts).toHaveLength(1);
      await addAlarms(few.id, 1);
      expect(await alarmsRest(few.token, 1)).toMatchObject({ totalElements: 26 });
      expect(counts).toHaveLength(2);
    } finally {
      readListeners.delete(listen);
      await sql(app.em(), `delete from alarm_history where id = (select max(id) from alarm_history where account_id = ?)`, [few.id], 'run');
    }
  });

  it('a larger page size moves the bound with the window', async () => {
    // size 100: the window of pages 1–10 ends at row 1,000, below the cap, so the cap decides
    expect(await alarmsRest(admin.token, 1, 100)).toMatchObject({ totalElements: TOTAL_CAP, totalCapped: true, totalPages: 101, endPage: 10 });
    // pages 101–110 end at row 11,000, past every row: exact
    expect(await alarmsRest(admin.token, 101, 100)).toMatchObject({ totalElements: MANY, totalCapped: false, totalPages: 101, last: true });
  });

  it('REST and GraphQL answer the same page, capped or exact', async () => {
    for (const [token, page] of [
      [admin.token, 1],
      [admin.token, 995],
      [admin.token, 1001],
      [few.token, 2],
    ] as const) {
      const rest = await alarmsRest(token, page);
      const g = await alarmsGql(token, page);
      expect(window(g)).toEqual(window(rest));
      expect(g.content.map((c: { id: number }) => c.id)).toEqual(rest.content.map((c: { id: number }) => c.id));
    }
  });

  it('the users list above the cap: flagged on both doors, while filters below the cap stay exact', async () => {
    const school = await makeSchool(app);
    await sql(
      app.em(),
      `insert into account (login_id, email, password_hash, name, mobile, role_id, status, sd_code, sgg_code, school_id, alarm_settings)
       select 'bulk' || i, 'bulk' || i || '@example.org', 'x', '대량' || i, '01000000000', 'MEMBER', ?, ?, ?, ?, '{}'::jsonb
       from generate_series(1, ?) i`,
      [AccountStatus.ACTIVE, school.sdCode, school.sggCode, school.id, TOTAL_CAP],
      'run',
    );
    await makeAccount(app, RoleCode.MEMBER, { school, status: AccountStatus.PENDING });
    await makeAccount(app, RoleCode.MEMBER, { school, status: AccountStatus.DELETED });

    const rest = await call(app, 'GET', 'svs-u/account?page=1', { token: admin.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ totalElements: TOTAL_CAP, totalCapped: true, last: false });
    const g = await gql(app, `{ accounts(page: 1) { ${PAGE_FIELDS} content { id } } }`, {}, admin.token);
    expect(g.body.errors).toBeUndefined();
    expect(window(g.body.data.accounts)).toEqual(window(rest.body));

    // one pending sign-up among ten thousand: counted exactly, not flagged
    const pending = await call(app, 'GET', 'svs-u/account?userType=PENDING', { token: admin.token });
    expect(pending.body).toMatchObject({ totalElements: 1, totalCapped: false, totalPages: 1, last: true });
    // a search: exact (대량1000 and 대량10000)
    const found = await call(app, 'GET', `svs-u/account?keyword=${encodeURIComponent('대량1000')}`, { token: admin.token });
    expect(found.body).toMatchObject({ totalElements: 2, totalCapped: false });
  });
});
