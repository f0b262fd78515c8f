import { expectOfficeWorkbook } from './xlsx-style.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { AccessLog } from '../src/platform/access-log.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectError } from './util.js';

/**
 * Request statistics against fixtures counted by hand (the table below), each call for callers of different reach.
 * Center A covers 종로구 (a1), center B 중구 (b1), center G 수원시 장안구 (g1, 경기).
 *
 *  #  school status       step           requested   approved    closing     type
 *  1  a1     REQUESTED    -              2026-01-10  -           -           GENERAL
 *  2  a1     REJECTED     -              2026-01-20  -           -           GENERAL
 *  3  a1     COMPLETED    IN_DEPTH       2026-02-03  2026-02-05  -           GENERAL
 *  4  a1     COMPLETED    CASE_MEETING   2026-02-10  2026-03-01  -           SIMPLE_EVALUATION
 *  5  a1     CLOSED       CLOSING_REPORT 2026-03-02  2026-03-03  2026-05-31  GENERAL
 *  6  a1     REPORT_SENT  CLOSING_REPORT 2025-12-30  2026-01-02  2026-04-01  GENERAL
 *  7  a1     COMPLETED    IN_DEPTH       2026-02-01  2026-02-02  -           deleted: counted nowhere
 *  8  b1     REQUESTED    -              2026-01-15  -           -           GENERAL
 *  9  b1     COMPLETED    IN_DEPTH       2026-04-01  2026-04-02  -           GENERAL
 * 10  g1     CANCELLED    -              2026-06-01  -           -           GENERAL
 */
let app: TestApp;
let A: Center, B: Center, G: Center;
let a1: School, b1: School, g1: School;
const t: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  a1 = await makeSchool(app, { sggCode: '11110' });
  b1 = await makeSchool(app, { sggCode: '11140' });
  g1 = await makeSchool(app, { sggCode: '41111' });
  A = await makeCenter(app, { locals: ['11110'] });
  B = await makeCenter(app, { locals: ['11140'] });
  G = await makeCenter(app, { sdCode: '41', locals: ['41111'] });
  const acc: Record<string, Account> = {
    teacherA1: await makeAccount(app, RoleCode.MEMBER, { school: a1 }),
    memberA: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A }),
    managerB: await makeAccount(app, RoleCode.CENTER_MANAGER, { center: B }),
    office11: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }),
    office41: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '41' }),
    ministry: await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
    admin: await makeAccount(app, RoleCode.SYSTEM_ADMIN),
  };
  for (const [k, a] of Object.entries(acc)) t[k] = await tokenFor(app, a);
  const rows: [School, Center, string, string | null, string, string | null, string | null, string, boolean][] = [
    [a1, A, 'REQUESTED', null, '2026-01-10', null, null, 'GENERAL', false],
    [a1, A, 'REJECTED', null, '2026-01-20', null, null, 'GENERAL', false],
    [a1, A, 'COMPLETED', 'IN_DEPTH_EVALUATION', '2026-02-03', '2026-02-05', null, 'GENERAL', false],
    [a1, A, 'COMPLETED', 'CASE_MEETING', '2026-02-10', '2026-03-01', null, 'SIMPLE_EVALUATION', false],
    [a1, A, 'CLOSED', 'CLOSING_REPORT', '2026-03-02', '2026-03-03', '2026-05-31', 'GENERAL', false],
    [a1, A, 'REPORT_SENT', 'CLOSING_REPORT', '2025-12-30', '2026-01-02', '2026-04-01', 'GENERAL', false],
    [a1, A, 'COMPLETED', 'IN_DEPTH_EVALUATION', '2026-02-01', '2026-02-02', null, 'GENERAL', true],
    [b1, B, 'REQUESTED', null, '2026-01-15', null, null, 'GENERAL', false],
    [b1, B, 'COMPLETED', 'IN_DEPTH_EVALUATION', '2026-04-01', '2026-04-02', null, 'GENERAL', false],
    [g1, G, 'CANCELLED', null, '2026-06-01', null, null, 'GENERAL', false],
  ];
  const conn = app.em().getConnection();
  for (const [school, center, status, step, req, approved, closing, type, deleted] of rows) {
    // early morning in Korea: the previous day in UTC, so the months must be counted in Korean time
    const at = (d: string | null) => (d ? `${d}T01:30:00+09:00` : null);
    await conn.execute(
      `insert into request (request_type, school_id, center_id, sd_code, sgg_code, target_name, target_gender, target_birth_year,
         target_birth_month, target_birth_date, requester_id, requester_name, requester_contact, guardian_contact,
         guardian_relationship, main_appeal, gc_request, gc_request_at, gc_request_method, gc3rd_party_provision,
         gc3rd_party_provision_at, gc3rd_party_provision_method, status, progress_step, request_date, req_year, approved_at,
         closing_date, deleted_at)
       values (?, ?, ?, ?, ?, '학생', 'M', 2014, 1, 1, ?, '교사', '0212345678', '01011112222', '모', '호소', 'Y', now(), 'WRITTEN',
         'Y', now(), 'WRITTEN', ?, ?, ?, ?, ?, ?, ?)`,
      [type, school.id, center.id, school.sdCode, school.sggCode, acc.teacherA1.id, status, step, at(req), Number(req.slice(0, 4)), at(approved), closing, deleted ? new Date() : null],
    );
  }
});
afterAll(() => app?.stop());

const BASE = 'svs-u/request';
const stat = async (path: string, token: string, body: Record<string, unknown> = {}) => {
  const res = await call(app, 'POST', `${BASE}/${path}`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const counts = (list: { code: string; count: number }[]) => Object.fromEntries(list.filter((c) => c.count).map((c) => [c.code, c.count]));

describe('request statistics, each within the caller\'s reach', () => {
  it('statistics: by status and type', async () => {
    const a2026 = await stat('statistics', t.memberA, { year: 2026 });
    expect(a2026.total).toBe(5);
    expect(counts(a2026.byStatus)).toEqual({ REQUESTED: 1, REJECTED: 1, COMPLETED: 2, CLOSED: 1 });
    expect(counts(a2026.byType)).toEqual({ GENERAL: 4, SIMPLE_EVALUATION: 1 });
    expect((await stat('statistics', t.memberA)).total).toBe(6);
    expect((await stat('statistics', t.managerB)).total).toBe(2);
    expect(counts((await stat('statistics', t.office41)).byStatus)).toEqual({ CANCELLED: 1 });
    expect((await stat('statistics', t.office11)).total).toBe(8);
    expect((await stat('statistics', t.ministry)).total).toBe(9);
    // filters narrow within the reach, never widen it
    expect((await stat('statistics', t.admin, { centerId: B.id })).total).toBe(2);
    expect((await stat('statistics', t.admin, { sdCode: '41' })).total).toBe(1);
    expect((await stat('statistics', t.managerB, { centerId: A.id })).total).toBe(0);
    expect((await stat('statistics', t.office41, { sdCode: '11' })).total).toBe(0);
    expect((await stat('statistics', t.memberA, { fromDate: '2026-02-01', toDate: '2026-02-28' })).total).toBe(2);
  });

  it('statistics-completed: running cases by step, closed, report sent', async () => {
    expect(await stat('statistics-completed', t.memberA, { year: 2026 })).toMatchObject({ total: 3, inProgress: 2, closed: 1, reportSent: 0 });
    const all = await stat('statistics-completed', t.memberA);
    expect(all).toMatchObject({ total: 4, inProgress: 2, closed: 1, reportSent: 1 });
    expect(counts(all.byStep)).toEqual({ IN_DEPTH_EVALUATION: 1, CASE_MEETING: 1 });
    expect(await stat('statistics-completed', t.office11)).toMatchObject({ total: 5, inProgress: 3 });
    expect((await stat('statistics-completed', t.office41)).total).toBe(0);
  });

  it('statistics-by-month: filed, approved and closed per month of the year, in Korean time', async () => {
    const months = await stat('statistics-by-month', t.memberA, { year: 2026 });
    expect(months).toHaveLength(12);
    const nonZero = months.filter((m: { requested: number; approved: number; closed: number }) => m.requested + m.approved + m.closed);
    expect(nonZero).toEqual([
      { month: 1, requested: 2, approved: 1, closed: 0 },
      { month: 2, requested: 2, approved: 1, closed: 0 },
      { month: 3, requested: 1, approved: 2, closed: 0 },
      { month: 4, requested: 0, approved: 0, closed: 1 },
      { month: 5, requested: 0, approved: 0, closed: 1 },
    ]);
    const dec = (await stat('statistics-by-month', t.memberA, { year: 2025 })).find((m: { month: number }) => m.month === 12);
    expect(dec).toEqual({ month: 12, requested: 1, approved: 0, closed: 0 });
    const b = await stat('statistics-by-month', t.managerB, { year: 2026 });
    expect(b.reduce((n: number, m: { requested: number }) => n + m.requested, 0)).toBe(2);

    // an education office and the nation are read another way (a year's range on each date): the same figures
    const nonZeroOf = async (token: string, year: number) =>
      (await stat('statistics-by-month', token, { year })).filter((m: { requested: number; approved: number; closed: number }) => m.requested + m.approved + m.closed);
    const seoul = [
      { month: 1, requested: 3, approved: 1, closed: 0 },
      { month: 2, requested: 2, approved: 1, closed: 0 },
      { month: 3, requested: 1, approved: 2, closed: 0 },
      { month: 4, requested: 1, approved: 1, closed: 1 },
      { month: 5, requested: 0, approved: 0, closed: 1 },
    ];
    expect(await nonZeroOf(t.office11, 2026)).toEqual(seoul);
    expect(await nonZeroOf(t.admin, 2026)).toEqual([...seoul, { month: 6, requested: 1, approved: 0, closed: 0 }]);
    expect(await nonZeroOf(t.office11, 2025)).toEqual([{ month: 12, requested: 1, approved: 0, closed: 0 }]);
  });

  it('statistics-by-local: per 시도, or per 시군구 of one 시도', async () => {
    type Local = { code: string; name: string; requested: number; approved: number; closed: number };
    const byRow = (rows: Local[]): Record<string, Omit<Local, 'code'>> => Object.fromEntries(rows.map(({ code, ...r }) => [code, r]));
    const national = byRow(await stat('statistics-by-local', t.admin));
    expect(national['11']).toEqual({ name: '서울특별시', requested: 8, approved: 5, closed: 2 });
    expect(national['41']).toEqual({ name: '경기도', requested: 1, approved: 0, closed: 0 });
    expect(national['26'].requested).toBe(0);
    const office = byRow(await stat('statistics-by-local', t.office11));
    expect(office['11'].requested).toBe(8);
    expect(office['41'].requested).toBe(0);
    const seoul = byRow(await stat('statistics-by-local', t.admin, { sdCode: '11' }));
    expect(seoul['11110']).toMatchObject({ requested: 6, approved: 4, closed: 2 });
    expect(seoul['11140']).toMatchObject({ requested: 2, approved: 1, closed: 0 });
    const mine = byRow(await stat('statistics-by-local', t.managerB, { sdCode: '11' }));
    expect(mine['11110'].requested).toBe(0);
    expect(mine['11140'].requested).toBe(2);
  });

  it('search-statistics: the years, 시도 and centers that hold requests in reach', async () => {
    const res = await call(app, 'GET', `${BASE}/search-statistics`, { token: t.memberA });
    expect(res.body).toEqual({ years: [2026, 2025], sidos: [{ code: '11', name: '서울특별시', count: 6 }], centers: [{ code: String(A.id), name: A.name, count: 6 }] });
    const admin = await call(app, 'GET', `${BASE}/search-statistics`, { token: t.admin });
    expect(admin.body.centers.map((c: { count: number }) => c.count).sort()).toEqual([1, 2, 6]);
  });

  it('gives the same figures through GraphQL, and refuses callers without the statistics menus', async () => {
    const res = await gql(app, 'query { requestStatistics(year: 2026) { total byStatus { code count } } monthlyRequestStatistics(year: 2026) { month requested } }', {}, t.memberA);
    expect(res.body.data.requestStatistics.total).toBe(5);
    expect(res.body.data.monthlyRequestStatistics[0]).toEqual({ month: 1, requested: 2 });
    for (const path of ['statistics', 'statistics-completed', 'statistics-by-month', 'statistics-by-local'])
      expectError(await call(app, 'POST', `${BASE}/${path}`, { token: t.teacherA1, body: {} }), 403, 'FORBIDDEN');
    expectError(await call(app, 'GET', `${BASE}/search-statistics`, { token: t.teacherA1 }), 403, 'FORBIDDEN');
    expectError(await call(app, 'POST', `${BASE}/statistics`, { token: t.admin, body: { fromDate: '2026-03-01', toDate: '2026-02-01' } }), 400, 'BAD_USER_INPUT', '종료일은 시작일보다 이후여야 합니다.');
    expectError(await call(app, 'POST', `${BASE}/statistics`, { token: t.admin, body: { year: '이천' } }), 400, 'BAD_USER_INPUT', '연도 형식이 맞지 않습니다.');
  });
});

describe('statistics Excel download', () => {
  const download = (token: string, body: Record<string, unknown>) =>
    fetch(`${app.url}${BASE}/statistics-excel-download`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sheetOf = async (res: Response, name: string) => {
    expect(res.status).toBe(200);
    // the one look (test/xlsx-style.ts); the figures hold no date and no free text
    const wb = await expectOfficeWorkbook(Buffer.from(await res.arrayBuffer()), [{ name }]);
    const ws = wb.worksheets[0];
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return { name: ws.name, rows };
  };

  it('exports the 의뢰 통계 figures of the screen (same filters, same reach) after logging the reason', async () => {
    const res = await download(t.memberA, { sheet: 'REQUEST', year: 2026, fileName: '의뢰통계', reason: '분기 보고' });
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('의뢰통계_'));
    const { name, rows } = await sheetOf(res, '의뢰 통계');
    expect(name).toBe('의뢰 통계');
    expect(rows[0]).toEqual(['구분', '항목', '건수', '접수', '승인', '종결']);
    expect(rows).toContainEqual(['의뢰 현황', '전체', 5]);
    expect(rows).toContainEqual(['상태별', '접수', 1]);
    expect(rows).toContainEqual(['상태별', '승인', 2]);
    expect(rows).toContainEqual(['유형별', '간편검사 연계', 1]);
    // an empty count is a 0 written as a number, never a blank the reader could take for "not counted"
    expect(rows).toContainEqual(['상태별', '종결 보고 발송', 0]);
    expect(rows).toContainEqual(['월별 (2026)', '3월', undefined, 1, 2, 0]);
    expect(rows).toContainEqual(['시도별', '서울특별시', undefined, 5, 3, 1]);
    const log = await app.em().findOne(AccessLog, { action: 'EXPORT', subjectType: 'request-statistics' }, { orderBy: { id: 'desc' } });
    expect(log).toMatchObject({ reason: '분기 보고' });
    expect(log?.detail).toContain('year=2026');
  });

  it('exports the 보고 통계 figures within the caller\'s reach only', async () => {
    const { name, rows } = await sheetOf(await download(t.managerB, { sheet: 'REPORT', year: 2026, reason: '점검' }), '보고 통계');
    expect(name).toBe('보고 통계');
    expect(rows).toContainEqual(['사례 현황', '승인된 사례', 1]);
    expect(rows).toContainEqual(['진행 단계별', '심층평가', 1]);
    expect(rows).toContainEqual(['월별 (2026)', '4월', undefined, undefined, 1, 0]);
    expect(rows.some((r) => r[0] === '시도별')).toBe(false);
    // the case meetings (none in these fixtures: counted in case-minutes-statistics.test.ts), as zeros
    expect(rows).toContainEqual(['사례회의', '사례회의', 0]);
    expect(rows).toContainEqual(['사례회의 주 진단별', '우울', 0]);
  });

  it('asks for a reason and a known sheet, and refuses callers without the statistics menus', async () => {
    expectError(await call(app, 'POST', `${BASE}/statistics-excel-download`, { token: t.admin, body: { sheet: 'REQUEST' } }), 400, 'BAD_USER_INPUT', '다운로드 사유를 입력해주세요.');
    expectError(await call(app, 'POST', `${BASE}/statistics-excel-download`, { token: t.admin, body: { sheet: 'ALL', reason: '점검' } }), 400, 'BAD_USER_INPUT', '통계 종류가 올바르지 않습니다.');
    expectError(
      await call(app, 'POST', `${BASE}/statistics-excel-download`, { token: t.admin, body: { sheet: 'REQUEST', reason: '점검', fromDate: '2026-03-01', toDate: '2026-02-01' } }),
      400,
      'BAD_USER_INPUT',
      '종료일은 시작일보다 이후여야 합니다.',
    );
    expectError(await call(app, 'POST', `${BASE}/statistics-excel-download`, { token: t.teacherA1, body: { sheet: 'REQUEST', reason: '점검' } }), 403, 'FORBIDDEN');
  });
});
