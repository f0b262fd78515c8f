import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectError } from './util.js';

/**
 * Statistics by case minutes against fixtures counted by hand. Center A covers 종로구 (a1), center G 수원시 장안구
 * (g1, 경기). Minutes are written through the API (so each row carries its case's placement).
 *
 *  case  school  minutes (meeting date, isDone, primary diagnostic / plan / linkage)
 *  c1    a1      2026-03-05 Y  DEPRESSION,ANXIETY / INDIVIDUAL / WEE
 *                2026-03-20 Y  DEPRESSION / INDIVIDUAL,FAMILY / -
 *                2026-04-02 N  (a draft: counted nowhere)
 *  c2    a1      2026-04-15 Y  ADHD / GROUP / HOSPITAL
 *                2025-12-30 Y  (another year)
 *  c3    g1      2026-03-07 Y  DEPRESSION / MEDICAL / HOSPITAL
 *  c4    a1      2026-05-01 Y  (its case deleted afterwards: counted nowhere)
 */
let app: TestApp;
let A: Center, G: Center;
let a1: School, g1: School;
const t: Record<string, string> = {};

async function insertCase(school: School, center: Center, requester: Account): Promise<number> {
  const res = await app.em().getConnection().execute(
    `insert into request (request_type, school_id, center_id, sd_code, sgg_code, target_name, target_gender, target_birth_year,
       target_birth_month, target_birth_date, requester_id, requester_name, requester_contact, guardian_contact,
       guardian_relationship, main_appeal, gc_request, gc_request_at, gc_request_method, gc3rd_party_provision,
       gc3rd_party_provision_at, gc3rd_party_provision_method, status, progress_step, request_date, req_year, approved_at)
     values ('GENERAL', ?, ?, ?, ?, '학생', 'M', 2014, 1, 1, ?, '교사', '0212345678', '01011112222', '모', '호소', 'Y', now(), 'WRITTEN',
       'Y', now(), 'WRITTEN', 'COMPLETED', 'CASE_MEETING', now(), 2026, now()) returning id`,
    [school.id, center.id, school.sdCode, school.sggCode, requester.id],
  );
  return res[0].id;
}

beforeAll(async () => {
  app = await startTestApp();
  a1 = await makeSchool(app, { sggCode: '11110' });
  g1 = await makeSchool(app, { sggCode: '41111' });
  A = await makeCenter(app, { locals: ['11110'] });
  G = await makeCenter(app, { sdCode: '41', locals: ['41111'] });
  const teacher = await makeAccount(app, RoleCode.MEMBER, { school: a1 });
  const teacherG = await makeAccount(app, RoleCode.MEMBER, { school: g1 });
  const acc = {
    memberA: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A }),
    memberG: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: G }),
    office41: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '41' }),
    ministry: await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
    teacher,
  };
  for (const [k, a] of Object.entries(acc)) t[k] = await tokenFor(app, a);
  const c1 = await insertCase(a1, A, teacher);
  const c2 = await insertCase(a1, A, teacher);
  const c3 = await insertCase(g1, G, teacherG);
  const c4 = await insertCase(a1, A, teacher);
  const minutes: [string, number, string, string, string, string, string?][] = [
    [t.memberA, c1, '2026-03-05', 'Y', 'DEPRESSION,ANXIETY', 'INDIVIDUAL', 'WEE'],
    [t.memberA, c1, '2026-03-20', 'Y', 'DEPRESSION', 'INDIVIDUAL,FAMILY'],
    [t.memberA, c1, '2026-04-02', 'N', 'DEPRESSION', 'INDIVIDUAL'],
    [t.memberA, c2, '2026-04-15', 'Y', 'ADHD', 'GROUP', 'HOSPITAL'],
    [t.memberA, c2, '2025-12-30', 'Y', 'ADHD', 'GROUP'],
    [t.memberG, c3, '2026-03-07', 'Y', 'DEPRESSION', 'MEDICAL', 'HOSPITAL'],
    [t.memberA, c4, '2026-05-01', 'Y', 'ANXIETY', 'CRISIS'],
  ];
  for (const [token, requestId, meetingDate, isDone, primaryDiagnostic, interventionPlan, institutionalLinkage] of minutes) {
    const body = { requestId, isDone, title: '사례회의', meetingDate, attendees: '담당자', contents: '내용', primaryDiagnostic, interventionPlan, institutionalLinkage };
    const res = await call(app, 'POST', 'svs-u/case-minutes', { token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  await app.em().getConnection().execute('update request set deleted_at = now() where id = ?', [c4]);
});
afterAll(() => app?.stop());

const stat = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await call(app, 'POST', 'svs-u/request/statistics-by-case-minutes', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const counts = (list: { code: string; count: number }[]) => Object.fromEntries(list.filter((c) => c.count).map((c) => [c.code, c.count]));

describe('statistics by case minutes', () => {
  it('counts the submitted meetings of a year per month and per code, within the caller’s reach', async () => {
    const nation = await stat(t.ministry, { year: 2026 });
    expect(nation).toMatchObject({ year: 2026, meetings: 4, cases: 3 });
    expect(counts(nation.byMonth)).toEqual({ 3: 3, 4: 1 });
    expect(counts(nation.byPrimaryDiagnostic)).toEqual({ DEPRESSION: 3, ANXIETY: 1, ADHD: 1 });
    expect(counts(nation.byInterventionPlan)).toEqual({ INDIVIDUAL: 2, FAMILY: 1, GROUP: 1, MEDICAL: 1 });
    expect(counts(nation.byInstitutionalLinkage)).toEqual({ WEE: 1, HOSPITAL: 2 });
    expect(nation.byPrimaryDiagnostic.find((c: { code: string }) => c.code === 'DEPRESSION').name).toBe('우울');
    expect(nation.byMonth).toHaveLength(12);

    const a = await stat(t.memberA, { year: 2026 });
    expect(a).toMatchObject({ meetings: 3, cases: 2 });
    expect(counts(a.byInstitutionalLinkage)).toEqual({ WEE: 1, HOSPITAL: 1 });
    expect(await stat(t.memberG, { year: 2026 })).toMatchObject({ meetings: 1, cases: 1 });
    expect(await stat(t.office41, { year: 2026 })).toMatchObject({ meetings: 1 });
    expect(await stat(t.memberA, { year: 2025 })).toMatchObject({ meetings: 1, cases: 1 });
  });

  it('narrows by period, 시도 and center, never widening the reach', async () => {
    expect(await stat(t.ministry, { year: 2026, fromDate: '2026-03-06', toDate: '2026-03-20' })).toMatchObject({ meetings: 2 });
    expect(await stat(t.ministry, { year: 2026, sdCode: '41' })).toMatchObject({ meetings: 1, cases: 1 });
    expect(await stat(t.ministry, { year: 2026, centerId: A.id })).toMatchObject({ meetings: 3 });
    expect(await stat(t.memberG, { year: 2026, centerId: A.id })).toMatchObject({ meetings: 0, cases: 0 });
    expectError(await call(app, 'POST', 'svs-u/request/statistics-by-case-minutes', { token: t.ministry, body: { fromDate: '2026-05-01', toDate: '2026-04-01' } }), 400, 'BAD_USER_INPUT', '종료일은 시작일보다 이후여야 합니다.');
    // a school member has no statistics menu
    expectError(await call(app, 'POST', 'svs-u/request/statistics-by-case-minutes', { token: t.teacher, body: {} }), 403, 'FORBIDDEN');
  });

  it('has a GraphQL twin with the same figures', async () => {
    const g = await gql(app, 'query { caseMinutesStatistics(year: 2026) { meetings cases byMonth { code count } } }', {}, t.memberA);
    expect(g.body.data.caseMinutesStatistics).toMatchObject({ meetings: 3, cases: 2 });
    expect(g.body.data.caseMinutesStatistics.byMonth[2]).toEqual({ code: '3', count: 2 });
  });
});
