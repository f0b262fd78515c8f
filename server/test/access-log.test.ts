import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { AccessLog, accessSubject, logAccess } from '../src/platform/access-log.js';
import { principalOf } from '../src/modules/account/account.service.js';
import { signUserToken } from '../src/platform/auth/tokens.js';
import type { Ctx } from '../src/platform/context.js';
import { sql } from '../src/platform/db/sql.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { claims, expectError, expectGqlError } from './util.js';
import { expectOfficeWorkbook, type OfficeSheet } from './xlsx-style.js';

let app: TestApp;
let adminLogin: string;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
  adminLogin = a.loginId;
  admin = await tokenFor(app, a);
});
afterAll(() => app?.stop());

const rowsFor = (where: Partial<Record<keyof AccessLog, unknown>>) =>
  app.em().find(AccessLog, where as never, { orderBy: { id: 'desc' } });

/** A context as a service sees it, for calling logAccess directly (no principal: an anonymous caller). */
/** Kinds of record only these tests log. */
const testSubject = (type: string) => accessSubject(type, `시험 ${type}`);
const bareCtx = (o: Partial<Ctx> = {}): Ctx => ({ em: app.em(), config: app.config, ...o });

/** Today's date in Korea, the calendar the filters use. */
const kstToday = (offsetDays = 0) => new Date(Date.now() + 9 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const SUBJECTS = 'query { accessLogSubjects { value label } }';
const ACCESS_LOGS = `query AccessLogs($loginId: String, $accountId: Int, $subjectType: String, $subjectId: String, $action: AccessAction, $from: String, $to: String, $page: Int, $size: Int) {
  accessLogs(loginId: $loginId, accountId: $accountId, subjectType: $subjectType, subjectId: $subjectId, action: $action, from: $from, to: $to, page: $page, size: $size) {
    totalElements totalCapped current totalPages
    content { id createdAt actorType accountId loginId role ip userAgent requestId action subjectType subjectId count reason detail }
  }
}`;

describe('logAccess (platform)', () => {
  it('records who, when, from where, the request and whose record, on a read of an account detail (REST and GraphQL)', async () => {
    const center = await makeCenter(app);
    const person = await makeAccount(app, RoleCode.CENTER_MEMBER, { center });
    const res = await call(app, 'GET', `svs-u/account/${person.id}`, { token: admin, headers: { 'user-agent': 'access-log-test/1.0' } });
    expect(res.status).toBe(200);
    const [row] = await rowsFor({ subjectType: 'account', subjectId: String(person.id) });
    expect(row).toMatchObject({
      actorType: 'user',
      accountId: claims(admin).userId,
      loginId: adminLogin,
      role: 'SYSTEM_ADMIN',
      action: 'READ',
      subjectType: 'account',
      subjectId: String(person.id),
      userAgent: 'access-log-test/1.0',
      requestId: res.headers.get('x-request-id'),
    });
    expect(row.ip).toMatch(/127\.0\.0\.1/);
    expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);

    const g = await gql(app, `query ($id: Int!) { account(id: $id) { id } }`, { id: person.id }, admin);
    expect(g.body.data?.account.id).toBe(person.id);
    const rows = await rowsFor({ subjectType: 'account', subjectId: String(person.id) });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: 'READ', loginId: adminLogin });
  });

  it('writes nothing when the read is refused: another center’s manager gets 404 and leaves no row', async () => {
    const mine = await makeCenter(app);
    const other = await makeCenter(app);
    const manager = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center: mine }));
    const stranger = await makeAccount(app, RoleCode.CENTER_MEMBER, { center: other });
    expectError(await call(app, 'GET', `svs-u/account/${stranger.id}`, { token: manager }), 404, 'NOT_FOUND');
    expectGqlError(await gql(app, `query ($id: Int!) { account(id: $id) { id } }`, { id: stranger.id }, manager), 404, 'NOT_FOUND');
    expect(await rowsFor({ subjectType: 'account', subjectId: String(stranger.id) })).toHaveLength(0);
    // a school user of that center's area reading its own colleagues is not a detail read either (no 00013): 403, no row
    const school = await makeSchool(app);
    const member = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school }));
    expectError(await call(app, 'GET', `svs-u/account/${stranger.id}`, { token: member }), 403, 'FORBIDDEN');
    expect(await rowsFor({ subjectType: 'account', subjectId: String(stranger.id) })).toHaveLength(0);
  });

  it('joins the caller’s transaction: a change that rolls back takes its log row with it', async () => {
    const em = app.em();
    await expect(
      em.transactional(async (tx) => {
        await logAccess(bareCtx({ em: tx }), { action: 'UPDATE', subjectType: testSubject('tx-test'), subjectId: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsFor({ subjectType: 'tx-test' })).toHaveLength(0);

    await app.em().transactional(async (tx) => {
      await logAccess(bareCtx({ em: tx }), { action: 'UPDATE', subjectType: testSubject('tx-test'), subjectId: 'committed' });
    });
    expect(await rowsFor({ subjectType: 'tx-test' })).toMatchObject([{ subjectId: 'committed', actorType: 'anonymous', accountId: null }]);
  });

  it('cuts over-long values instead of failing the caller', async () => {
    await logAccess(bareCtx({ userAgent: 'x'.repeat(1000) }), { action: 'READ', subjectType: testSubject('long-test'), detail: 'd'.repeat(5000), reason: 'r'.repeat(900) });
    const [row] = await rowsFor({ subjectType: 'long-test' });
    expect([row.userAgent?.length, row.detail?.length, row.reason?.length]).toEqual([300, 1000, 500]);
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE from the application’s own connection, and keeps the row', async () => {
    await logAccess(bareCtx(), { action: 'READ', subjectType: testSubject('immutable-test'), subjectId: 'x1' });
    const [row] = await rowsFor({ subjectType: 'immutable-test' });
    const em = app.em();
    await expect(sql(em, `update access_log set reason = 'rewritten' where id = ?`, [row.id], 'run')).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(sql(em, `delete from access_log where id = ?`, [row.id], 'run')).rejects.toThrow(/append-only: DELETE refused/);
    await expect(sql(em, `truncate access_log`, [], 'run')).rejects.toThrow(/append-only: TRUNCATE refused/);
    // through the ORM as well
    await expect(app.em().nativeUpdate(AccessLog, { id: row.id }, { reason: 'rewritten' })).rejects.toThrow(/append-only/);
    await expect(app.em().nativeDelete(AccessLog, { id: row.id })).rejects.toThrow(/append-only/);
    const again = await app.em().findOneOrFail(AccessLog, row.id);
    expect(again).toMatchObject({ subjectId: 'x1', reason: null });
  });
});

describe('the administrator’s list', () => {
  let subject: string;
  beforeAll(async () => {
    subject = `list-${Date.now()}`;
    for (const action of ['READ', 'READ', 'UPDATE', 'EXPORT'] as const) await logAccess(bareCtx(), { action, subjectType: testSubject('list-test'), subjectId: subject });
    await logAccess(bareCtx(), { action: 'READ', subjectType: testSubject('list-test'), subjectId: 'someone-else' });
  });

  it('filters by whose record, action and who, newest first, paged (REST and GraphQL agree)', async () => {
    const res = await call(app, 'GET', `svs-u/access-log?subjectType=list-test&subjectId=${subject}&size=2`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 4, totalPages: 2, current: 1, pageSize: 2 });
    const ids = res.body.content.map((r: { id: string }) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = await call(app, 'GET', `svs-u/access-log?subjectType=list-test&subjectId=${subject}&size=2&page=2`, { token: admin });
    expect(page2.body.content.map((r: { action: string }) => r.action)).toEqual(['READ', 'READ']);

    const reads = await call(app, 'GET', `svs-u/access-log?subjectId=${subject}&action=READ`, { token: admin });
    expect(reads.body.totalElements).toBe(2);

    const g = await gql(app, ACCESS_LOGS, { subjectType: 'list-test', subjectId: subject, action: 'UPDATE' }, admin);
    expect(g.body.data?.accessLogs.totalElements).toBe(1);
    expect(g.body.data?.accessLogs.content[0]).toMatchObject({ action: 'UPDATE', subjectType: 'list-test', subjectId: subject, actorType: 'anonymous' });

    // who: the admin's own reads of account details above
    const mine = await call(app, 'GET', `svs-u/access-log?loginId=${adminLogin}`, { token: admin });
    expect(mine.body.totalElements).toBeGreaterThanOrEqual(2);
    expect(mine.body.content.every((r: { loginId: string }) => r.loginId === adminLogin)).toBe(true);
    const byId = await gql(app, ACCESS_LOGS, { accountId: claims(admin).userId }, admin);
    expect(byId.body.data?.accessLogs.totalElements).toBe(mine.body.totalElements);
  });

  it('filters by period in Korean dates, both ends included; a reversed or impossible period is a 400', async () => {
    const today = await call(app, 'GET', `svs-u/access-log?subjectId=${subject}&from=${kstToday()}&to=${kstToday()}`, { token: admin });
    expect(today.body.totalElements).toBe(4);
    const tomorrow = await call(app, 'GET', `svs-u/access-log?subjectId=${subject}&from=${kstToday(1)}`, { token: admin });
    expect(tomorrow.body.totalElements).toBe(0);
    const untilYesterday = await call(app, 'GET', `svs-u/access-log?subjectId=${subject}&to=${kstToday(-1)}`, { token: admin });
    expect(untilYesterday.body.totalElements).toBe(0);
    expectError(await call(app, 'GET', `svs-u/access-log?from=${kstToday()}&to=${kstToday(-1)}`, { token: admin }), 400, 'BAD_USER_INPUT', '종료일은 시작일보다 이후여야 합니다.');
    expectError(await call(app, 'GET', `svs-u/access-log?from=2026-02-30`, { token: admin }), 400, 'BAD_USER_INPUT', '시작일 형식이 맞지 않습니다.');
    expectError(await call(app, 'GET', `svs-u/access-log?to=20261101`, { token: admin }), 400, 'BAD_USER_INPUT', '종료일 형식이 맞지 않습니다.');
    expectError(await call(app, 'GET', `svs-u/access-log?action=PEEK`, { token: admin }), 400, 'BAD_USER_INPUT');
    expectGqlError(await gql(app, ACCESS_LOGS, { from: kstToday(1), to: kstToday() }, admin), 400, 'BAD_USER_INPUT', '종료일은 시작일보다 이후여야 합니다.');
  });

  it('is the system administrator’s only: every other role gets 403 by both doors, without a token 401', async () => {
    const center = await makeCenter(app);
    const school = await makeSchool(app);
    // (CENTRAL_SUPPORT_GROUP holds every menu of SPEC §2 but cannot sign in here at all)
    const others = [
      await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }),
      await makeAccount(app, RoleCode.CENTER_MANAGER, { center }),
      await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
      await makeAccount(app, RoleCode.MEMBER, { school }),
    ];
    for (const other of others) {
      const token = await tokenFor(app, other);
      expect(claims(token).permissions).not.toContain('00024');
      expectError(await call(app, 'GET', 'svs-u/access-log', { token }), 403, 'FORBIDDEN');
      expectError(await call(app, 'POST', 'svs-u/access-log/excel-download', { token, body: { reason: '점검' } }), 403, 'FORBIDDEN');
      expectGqlError(await gql(app, ACCESS_LOGS, {}, token), 403, 'FORBIDDEN');
      expectGqlError(await gql(app, SUBJECTS, {}, token), 403, 'FORBIDDEN');
    }
    expectError(await call(app, 'GET', 'svs-u/access-log'), 401, 'UNAUTHENTICATED');
    expectGqlError(await gql(app, ACCESS_LOGS, {}), 401, 'UNAUTHENTICATED');
    expect(claims(admin).permissions).toContain('00024');
  });

  it('stays closed to another role even when the permission screen grants it the menu', async () => {
    const center = await makeCenter(app);
    const manager = await makeAccount(app, RoleCode.CENTER_MANAGER, { center });
    const current = (await call(app, 'GET', 'svs-u/user-role/CENTER_MANAGER', { token: admin })).body.permissions as string[];
    const grant = await call(app, 'PUT', 'svs-u/user-role-permission/CENTER_MANAGER', { token: admin, body: { permissions: [...current, '00024'] } });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    try {
      // the token sign-in issues leaves the menu out (the menu table holds it to SYSTEM_ADMIN)
      const issued = await tokenFor(app, manager);
      expect(claims(issued).permissions).not.toContain('00024');
      expect(claims(issued).permissions.length).toBeGreaterThan(0);
      // and a token that carries it all the same (as one issued before the rule) is refused by the role check
      const principal = await principalOf(app.em(), manager);
      const carrying = signUserToken(app.config, { ...principal, permissions: [...principal.permissions, '00024'] });
      for (const token of [issued, carrying]) {
        expectError(await call(app, 'GET', 'svs-u/access-log', { token }), 403, 'FORBIDDEN');
        expectGqlError(await gql(app, ACCESS_LOGS, {}, token), 403, 'FORBIDDEN');
        expectGqlError(await gql(app, SUBJECTS, {}, token), 403, 'FORBIDDEN');
      }
    } finally {
      await call(app, 'PUT', 'svs-u/user-role-permission/CENTER_MANAGER', { token: admin, body: { permissions: current } });
    }
  });
});

describe('kinds of record', () => {
  it('are declared by the server with their labels: every kind the domains log, which the screen reads instead of a copy', async () => {
    const res = await gql(app, SUBJECTS, {}, admin);
    expect(res.body.errors).toBeUndefined();
    const labels = new Map(res.body.data.accessLogSubjects.map((s: { value: string; label: string }) => [s.value, s.label]));
    expect(Object.fromEntries(['account', 'request', 'request-statistics', 'simple-evaluation', 'sms-history', 'sdq-kr', 'satisfaction-assessment', 'case-minutes', 'case-management-log', 'cgi', 'closing-report', 'interview-evaluation', 'case-timeline', 'case-outcomes', 'access-log'].map((k) => [k, labels.get(k)]))).toEqual({
      account: '사용자 계정',
      request: '의뢰',
      'request-statistics': '의뢰 통계',
      'simple-evaluation': '간편검사',
      'sms-history': 'SMS 발송 내역',
      'sdq-kr': 'SDQ-KR 검사',
      'satisfaction-assessment': '만족도 평가',
      'case-minutes': '사례회의록',
      'case-management-log': '사례관리일지',
      cgi: 'CGI',
      'closing-report': '종결보고서',
      'interview-evaluation': '면담 평가',
      'case-timeline': '학생 변화 추이',
      'case-outcomes': '사례 성과',
      'access-log': '접근 기록',
    });
    // every row written so far names a declared kind
    const kinds = await sql<{ subject_type: string }[]>(app.em(), 'select distinct subject_type from access_log', []);
    for (const k of kinds) expect(labels.has(k.subject_type), k.subject_type).toBe(true);
  });
});

describe('Excel export', () => {
  const readBack = async (res: Response, look?: OfficeSheet) => {
    const bytes = Buffer.from(await res.arrayBuffer());
    if (look) await expectOfficeWorkbook(bytes, [look]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0];
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  };
  const download = (body: unknown, token = admin) =>
    fetch(`${app.url}svs-u/access-log/excel-download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'user-agent': 'export-test' },
      body: JSON.stringify(body),
    });

  it('asks for a reason (Korean message) and writes nothing without one', async () => {
    const before = await app.em().count(AccessLog, { action: 'EXPORT' });
    expectError(await call(app, 'POST', 'svs-u/access-log/excel-download', { token: admin, body: {} }), 400, 'BAD_USER_INPUT', /다운로드 사유/);
    expectError(await call(app, 'POST', 'svs-u/access-log/excel-download', { token: admin, body: { reason: '   ' } }), 400, 'BAD_USER_INPUT', /다운로드 사유/);
    expectError(
      await call(app, 'POST', 'svs-u/access-log/excel-download', { token: admin, body: { reason: '점검', from: kstToday(), to: kstToday(-1) } }),
      400,
      'BAD_USER_INPUT',
      '종료일은 시작일보다 이후여야 합니다.',
    );
    expect(await app.em().count(AccessLog, { action: 'EXPORT' })).toBe(before);
  });

  it('streams the filtered rows as a workbook, formulas neutralised, and logs itself with the reason and the count', async () => {
    const subject = `export-${Date.now()}`;
    await logAccess(bareCtx(), { action: 'READ', subjectType: testSubject('export-test'), subjectId: subject, detail: '=HYPERLINK("http://evil","x")' });
    await logAccess(bareCtx(), { action: 'UPDATE', subjectType: testSubject('export-test'), subjectId: subject, detail: '+1', reason: '@SUM(A1)' });
    await logAccess(bareCtx(), { action: 'READ', subjectType: testSubject('export-test'), subjectId: 'not-this-one' });

    const res = await download({ reason: '정기 점검 (개인정보 접근 기록 확인)', subjectType: 'export-test', subjectId: subject });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".*\.xlsx"; filename\*=UTF-8''%EC%A0%91%EA%B7%BC%EA%B8%B0%EB%A1%9D_\d{14}\.xlsx/);
    // the one look (test/xlsx-style.ts): 접근 기록, times to the second, long text wrapped, formulas as typed text
    const rows = await readBack(res, { name: '접근 기록', dates: { 일시: 'timestamp' }, wraps: ['비고'], formula: '=HYPERLINK("http://evil","x")' });
    expect(rows[0]).toEqual(expect.arrayContaining(['일시', '아이디', '접근 유형', '기록 종류', '기록 번호', '사유']));
    const body = rows.slice(1);
    expect(body).toHaveLength(2);
    const header = rows[0] as string[];
    const col = (name: string) => header.indexOf(name);
    // in Korean, as the screen says them: who, what was done, which kind of record
    expect(body.map((r) => r[col('접근 유형')])).toEqual(['수정', '조회']); // newest first
    expect(body.map((r) => r[col('접근 주체')])).toEqual(['비회원', '비회원']);
    expect(body.map((r) => r[col('기록 종류')])).toEqual(['시험 export-test', '시험 export-test']);
    expect(body[0][col('비고')]).toBe('+1');
    expect(body[0][col('사유')]).toBe('@SUM(A1)');
    expect(body[1][col('비고')]).toBe('=HYPERLINK("http://evil","x")');
    expect(body[0][col('일시')]).toBeInstanceOf(Date);

    const [exported] = await rowsFor({ action: 'EXPORT', subjectType: 'access-log' });
    expect(exported).toMatchObject({
      loginId: adminLogin,
      role: 'SYSTEM_ADMIN',
      reason: '정기 점검 (개인정보 접근 기록 확인)',
      count: 2,
      userAgent: 'export-test',
      subjectId: null,
      detail: `기록 종류=export-test, 기록 번호=${subject}`,
    });
    expect(exported.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('pages through more rows than one batch, each once, and the export of everything lists earlier exports', async () => {
    const subject = `batch-${Date.now()}`;
    const em = app.em();
    // 2,503 rows in a few statements (more than two batches of 1,000), some sharing one created_at
    await sql(
      em,
      `insert into access_log (actor_type, action, subject_type, subject_id, detail, created_at)
       select 'anonymous', 'READ', 'batch-test', ?, g::text, now() - ((g / 7) * interval '1 millisecond') from generate_series(1, 2503) g`,
      [subject],
      'run',
    );
    const res = await download({ reason: '대량 내려받기 점검', subjectId: subject });
    expect(res.status).toBe(200);
    const body = (await readBack(res)).slice(1);
    expect(body).toHaveLength(2503);
    const details = body.map((r) => Number(r[13]));
    expect(new Set(details).size).toBe(2503);
    const [exported] = await rowsFor({ action: 'EXPORT', subjectType: 'access-log' });
    expect(exported.count).toBe(2503);

    const all = await download({ reason: '전체 점검', action: 'EXPORT' });
    const exports = (await readBack(all)).slice(1);
    // the export being answered is recorded before its rows are read, but is not one of them
    expect(exports.length).toBe(await app.em().count(AccessLog, { action: 'EXPORT' }) - 1);
    expect(exports.some((r) => r[12] === '대량 내려받기 점검')).toBe(true);
  });
});

describe('menu 00024 in the reference data', () => {
  it('is granted once to SYSTEM_ADMIN on an installation whose roles predate it, and an administrator’s later removal stands', async () => {
    const { seedReference } = await import('../src/seeders/reference.js');
    const granted = async (role: string) =>
      (await sql<{ n: number }[]>(app.em(), `select count(*)::int as n from role_permission where role_id = ? and menu_id = '00024'`, [role]))[0].n;
    // an installation from before the menu existed
    await sql(app.em(), `delete from role_permission where menu_id = '00024'`, [], 'run');
    await sql(app.em(), `delete from menu where id = '00024'`, [], 'run');
    await seedReference(app.em());
    expect(await granted('SYSTEM_ADMIN')).toBe(1);
    expect(await granted('CENTRAL_SUPPORT_GROUP')).toBe(0);
    expect(await granted('CENTER_MANAGER')).toBe(0);
    // removed on the permission screen: the next migrate run leaves it removed
    await sql(app.em(), `delete from role_permission where role_id = 'SYSTEM_ADMIN' and menu_id = '00024'`, [], 'run');
    await seedReference(app.em());
    expect(await granted('SYSTEM_ADMIN')).toBe(0);
  });
});
