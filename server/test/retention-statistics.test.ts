import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { EvaluationSchoolType, Gender, SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { archiveBeforeDestroy } from '../src/modules/retention/retention.archive.js';
import { DESTROYERS, runDestruction } from '../src/modules/retention/retention.destroy.js';
import { RetentionKind } from '../src/modules/retention/retention.kinds.js';
import { freezeClock, resetClock } from '../src/platform/clock.js';
import { sql } from '../src/platform/db/sql.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/**
 * Statistics stay right after destruction (issue 28): every figure of the statistics screens (의뢰 통계 00011, 보고
 * 통계 00012 and their filters' choices), read as the screens read them (their GraphQL queries; the REST twins and
 * the Excel export call the same functions), for callers of every reach and with each filter, is the same before and
 * after the destruction of closed cases and of simple evaluations.
 *
 * Center A covers 종로구 (a1), center B 중구 (b1), center G 수원시 장안구 (g1, 경기). Requests are filed in Korean
 * early mornings (the previous day in UTC), so days and months must be counted in Korean time on both sides.
 *
 *  #  school status       requested   approved    closing     type               minutes (date, done, diagnosis / plan / linkage)
 *  1  a1     CLOSED       2020-01-10  2020-01-15  2020-06-30  GENERAL            2020-03-05 Y DEPRESSION,ANXIETY / INDIVIDUAL / WEE
 *                                                                                2020-04-20 Y DEPRESSION / INDIVIDUAL,FAMILY / -
 *                                                                                2020-05-01 N (a draft: counted nowhere)
 *  2  a1     REPORT_SENT  2020-02-01  2020-02-04  2020-11-30  SIMPLE_EVALUATION  2020-04-20 Y ADHD / GROUP / HOSPITAL
 *  3  b1     CLOSED       2020-03-02  2020-03-03  2020-12-31  GENERAL            -
 *  4  g1     REPORT_SENT  2019-12-30  2020-01-02  2020-09-01  GENERAL            2020-02-10 Y DEPRESSION / MEDICAL / HOSPITAL
 *  5  a1     CLOSED       2020-06-01  2020-06-02  2025-12-31  GENERAL            2020-07-01 Y ANXIETY / INDIVIDUAL / -   (not due: kept)
 *  6  a1     REJECTED     2020-05-10  -           -           GENERAL            -                                      (kept)
 *  7  a1     CLOSED       2020-04-01  2020-04-02  2020-05-01  GENERAL            2020-04-10 Y ADHD / GROUP / -   (the request deleted: counted nowhere)
 *
 * Cases 1–4 are due under the default period (60 months after closing) on 2026-03-02. Case 4 is destroyed first by
 * archiveBeforeDestroy and a direct delete (what a destroyer's batch does); the rest by the destruction job (kind
 * CASE in retention.destroy.ts).
 */
let app: TestApp;
let A: Center, B: Center, G: Center;
let a1: School, b1: School, g1: School;
const t: Record<string, string> = {};
const id: Record<number, number> = {};

async function insertCase(school: School, center: Center, requester: Account, requested: string, approved: string, type = 'GENERAL'): Promise<number> {
  const at = (d: string) => `${d}T01:30:00+09:00`;
  const [row] = await sql<{ id: number }[]>(
    app.em(),
    `insert into request (request_type, school_id, center_id, sd_code, sgg_code, target_name, target_gender, target_birth_year,
       target_birth_month, target_birth_date, requester_id, requester_name, requester_contact, guardian_contact,
       guardian_relationship, main_appeal, gc_request, gc_request_at, gc_request_method, gc3rd_party_provision,
       gc3rd_party_provision_at, gc3rd_party_provision_method, status, progress_step, request_date, req_year, approved_at)
     values (?, ?, ?, ?, ?, '학생', 'M', 2012, 1, 1, ?, '교사', '0212345678', '01011112222', '모', '호소', 'Y', now(), 'WRITTEN',
       'Y', now(), 'WRITTEN', 'COMPLETED', 'CASE_MEETING', ?, ?, ?) returning id`,
    [type, school.id, center.id, school.sdCode, school.sggCode, requester.id, at(requested), Number(requested.slice(0, 4)), at(approved)],
  );
  return row.id;
}

async function minutes(token: string, requestId: number, meetingDate: string, isDone: string, primaryDiagnostic: string, interventionPlan: string, institutionalLinkage?: string) {
  const body = { requestId, isDone, title: '사례회의', meetingDate, attendees: '담당자', contents: '내용', primaryDiagnostic, interventionPlan, institutionalLinkage };
  const res = await call(app, 'POST', 'svs-u/case-minutes', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

beforeAll(async () => {
  app = await startTestApp();
  a1 = await makeSchool(app, { sggCode: '11110' });
  b1 = await makeSchool(app, { sggCode: '11140' });
  g1 = await makeSchool(app, { sggCode: '41111' });
  A = await makeCenter(app, { locals: ['11110'] });
  B = await makeCenter(app, { locals: ['11140'] });
  G = await makeCenter(app, { sdCode: '41', locals: ['41111'] });
  const teacherA = await makeAccount(app, RoleCode.MEMBER, { school: a1 });
  const teacherB = await makeAccount(app, RoleCode.MEMBER, { school: b1 });
  const teacherG = await makeAccount(app, RoleCode.MEMBER, { school: g1 });
  const acc = {
    memberA: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A }),
    managerB: await makeAccount(app, RoleCode.CENTER_MANAGER, { center: B }),
    memberG: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: G }),
    office11: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }),
    office41: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '41' }),
    ministry: await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
    admin: await makeAccount(app, RoleCode.SYSTEM_ADMIN),
  };
  for (const [k, a] of Object.entries(acc)) t[k] = await tokenFor(app, a);

  id[1] = await insertCase(a1, A, teacherA, '2020-01-10', '2020-01-15');
  id[2] = await insertCase(a1, A, teacherA, '2020-02-01', '2020-02-04', 'SIMPLE_EVALUATION');
  id[3] = await insertCase(b1, B, teacherB, '2020-03-02', '2020-03-03');
  id[4] = await insertCase(g1, G, teacherG, '2019-12-30', '2020-01-02');
  id[5] = await insertCase(a1, A, teacherA, '2020-06-01', '2020-06-02');
  id[6] = await insertCase(a1, A, teacherA, '2020-05-10', '2020-05-10');
  id[7] = await insertCase(a1, A, teacherA, '2020-04-01', '2020-04-02');
  await minutes(t.memberA, id[1], '2020-03-05', 'Y', 'DEPRESSION,ANXIETY', 'INDIVIDUAL', 'WEE');
  await minutes(t.memberA, id[1], '2020-04-20', 'Y', 'DEPRESSION', 'INDIVIDUAL,FAMILY');
  await minutes(t.memberA, id[1], '2020-05-01', 'N', 'DEPRESSION', 'INDIVIDUAL');
  await minutes(t.memberA, id[2], '2020-04-20', 'Y', 'ADHD', 'GROUP', 'HOSPITAL');
  await minutes(t.memberG, id[4], '2020-02-10', 'Y', 'DEPRESSION', 'MEDICAL', 'HOSPITAL');
  await minutes(t.memberA, id[5], '2020-07-01', 'Y', 'ANXIETY', 'INDIVIDUAL');
  await minutes(t.memberA, id[7], '2020-04-10', 'Y', 'ADHD', 'GROUP');
  const close = (n: number, status: string, closing: string) =>
    sql(app.em(), `update request set status = ?, progress_step = null, closing_date = ?, closed_at = ? where id = ?`, [status, closing, `${closing}T18:00:00+09:00`, id[n]], 'run');
  await close(1, 'CLOSED', '2020-06-30');
  await close(2, 'REPORT_SENT', '2020-11-30');
  await close(3, 'CLOSED', '2020-12-31');
  await close(4, 'REPORT_SENT', '2020-09-01');
  await close(5, 'CLOSED', '2025-12-31');
  await close(7, 'CLOSED', '2020-05-01');
  await sql(app.em(), `update request set status = 'REJECTED', progress_step = null, approved_at = null, rejected_at = now() where id = ?`, [id[6]], 'run');
  await sql(app.em(), `update request set deleted_at = now(), delete_reason = '중복' where id = ?`, [id[7]], 'run');
}, 180_000);
afterAll(() => app?.stop());
afterEach(() => resetClock());

// ---- the screens' reads (client/src/features/statistics/operations.ts) ----------------------------------------------

const OPTIONS = `query { requestStatisticsOptions { years sidos { code name count } centers { code name count } } }`;
const REQUEST_PAGE = `query ($year: Int, $fromDate: String, $toDate: String, $sdCode: String, $centerId: Int) {
  requestStatistics(year: $year, fromDate: $fromDate, toDate: $toDate, sdCode: $sdCode, centerId: $centerId) { total byStatus { code count } byType { code count } }
  monthlyRequestStatistics(year: $year, fromDate: $fromDate, toDate: $toDate, sdCode: $sdCode, centerId: $centerId) { month requested approved closed }
  localRequestStatistics(year: $year, fromDate: $fromDate, toDate: $toDate, sdCode: $sdCode, centerId: $centerId) { code name requested approved closed }
}`;
const REPORT_PAGE = `query ($year: Int, $fromDate: String, $toDate: String, $sdCode: String, $centerId: Int) {
  completedRequestStatistics(year: $year, fromDate: $fromDate, toDate: $toDate, sdCode: $sdCode, centerId: $centerId) { total inProgress closed reportSent byStep { code count } }
  monthlyRequestStatistics(year: $year, fromDate: $fromDate, toDate: $toDate, sdCode: $sdCode, centerId: $centerId) { month requested approved closed }
  caseMinutesStatistics(year: $year, fromDate: $fromDate, toDate: $toDate, sdCode: $sdCode, centerId: $centerId) {
    year meetings cases byMonth { code count } byPrimaryDiagnostic { code count } byInterventionPlan { code count } byInstitutionalLinkage { code count }
  }
}`;

async function read(query: string, variables: Record<string, unknown>, token: string) {
  const res = await gql(app, query, variables, token);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data;
}

const CALLERS = ['ministry', 'admin', 'office11', 'office41', 'memberA', 'managerB', 'memberG'];
const filters = (): Record<string, unknown>[] => [
  { year: 2020 },
  { year: 2019 },
  {},
  { year: 2020, fromDate: '2020-01-10', toDate: '2020-02-01' },
  { year: 2020, fromDate: '2020-02-02', toDate: '2020-04-20' },
  { year: 2020, sdCode: '11' },
  { year: 2020, sdCode: '41' },
  { year: 2020, centerId: A.id },
  { year: 2020, centerId: G.id },
];

/** The REST twins (svs-u/request/…), as an integrator reads them. */
const REST = ['statistics', 'statistics-completed', 'statistics-by-month', 'statistics-by-local', 'statistics-by-case-minutes'];

/** Every figure of both screens and their choices, for every caller and filter; the REST twins for two callers. */
async function everyFigure() {
  const out: Record<string, unknown> = {};
  for (const who of ['ministry', 'memberA']) {
    const options = await call(app, 'GET', 'svs-u/request/search-statistics', { token: t[who] });
    expect(options.status).toBe(200);
    out[`${who} REST options`] = options.body;
    for (const path of REST) {
      for (const body of [{ year: 2020 }, { year: 2020, sdCode: '11' }]) {
        const res = await call(app, 'POST', `svs-u/request/${path}`, { token: t[who], body });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        out[`${who} REST ${path} ${JSON.stringify(body)}`] = res.body;
      }
    }
  }
  for (const who of CALLERS) {
    out[`${who} options`] = await read(OPTIONS, {}, t[who]);
    for (const f of filters()) {
      out[`${who} ${JSON.stringify(f)} request`] = await read(REQUEST_PAGE, f, t[who]);
      out[`${who} ${JSON.stringify(f)} report`] = await read(REPORT_PAGE, f, t[who]);
    }
  }
  return out;
}

const live = async (n: number) => (await sql<{ c: string }[]>(app.em(), `select count(*)::int as c from request where id = ?`, [id[n]]))[0].c;
const nonZero = (list: { code: string; count: number }[]) => Object.fromEntries(list.filter((c) => c.count).map((c) => [c.code, c.count]));

/** What a destroyer's batch does with closed cases: archive, then delete the case records and the requests, in one transaction. */
async function destroyDirectly(ns: number[]) {
  const ids = ns.map((n) => id[n]);
  await app.em().transactional(async (tx) => {
    await sql(tx, `select id from request where id in (?) for update`, [ids]);
    await archiveBeforeDestroy(tx, RetentionKind.CASE, ids);
    await sql(tx, `delete from case_minutes where request_id in (?)`, [ids], 'run');
    await sql(tx, `delete from request where id in (?)`, [ids], 'run');
  });
}


describe('statistics after destruction', () => {
  let before: Record<string, unknown>;

  it('the fixtures show in the figures (counted by hand)', async () => {
    before = await everyFigure();
    const nation = before['ministry {"year":2020} request'] as any;
    // 1, 2, 3, 5, 6 filed in 2020 (4 in 2019, 7 deleted)
    expect(nation.requestStatistics.total).toBe(5);
    expect(nonZero(nation.requestStatistics.byStatus)).toEqual({ CLOSED: 3, REPORT_SENT: 1, REJECTED: 1 });
    expect(nonZero(nation.requestStatistics.byType)).toEqual({ GENERAL: 4, SIMPLE_EVALUATION: 1 });
    const months = nation.monthlyRequestStatistics.filter((m: any) => m.requested + m.approved + m.closed);
    expect(months).toEqual([
      { month: 1, requested: 1, approved: 2, closed: 0 },
      { month: 2, requested: 1, approved: 1, closed: 0 },
      { month: 3, requested: 1, approved: 1, closed: 0 },
      { month: 5, requested: 1, approved: 0, closed: 0 },
      { month: 6, requested: 1, approved: 1, closed: 1 },
      { month: 9, requested: 0, approved: 0, closed: 1 },
      { month: 11, requested: 0, approved: 0, closed: 1 },
      { month: 12, requested: 0, approved: 0, closed: 1 },
    ]);
    const report = before['ministry {"year":2020} report'] as any;
    expect(report.completedRequestStatistics).toMatchObject({ total: 4, inProgress: 0, closed: 3, reportSent: 1 });
    expect(report.caseMinutesStatistics).toMatchObject({ meetings: 5, cases: 4 });
    expect(nonZero(report.caseMinutesStatistics.byPrimaryDiagnostic)).toEqual({ DEPRESSION: 3, ANXIETY: 2, ADHD: 1 });
    expect(nonZero(report.caseMinutesStatistics.byInstitutionalLinkage)).toEqual({ WEE: 1, HOSPITAL: 2 });
    expect((before['memberA {"year":2020} report'] as any).caseMinutesStatistics).toMatchObject({ meetings: 4, cases: 3 });
    expect((before['ministry options'] as any).requestStatisticsOptions.years).toEqual([2020, 2019]);
    expect((before['office41 {"year":2019} request'] as any).requestStatistics.total).toBe(1);
  });

  it('a batch that archives, then deletes a closed case (g1’s), changes no figure', async () => {
    await destroyDirectly([4]);
    expect(await live(4)).toBe(0);
    expect(await sql(app.em(), `select count(*)::int as c from case_minutes where request_id = ?`, [id[4]])).toEqual([{ c: 0 }]);
    expect(await everyFigure()).toEqual(before);
  });

  it('the destruction run (closed cases, evaluations) changes no figure', async () => {
    expect(DESTROYERS.map((d) => d.kind)).toContain(RetentionKind.CASE);
    // an evaluation past its period, not referred: the job destroys it; no screen counts evaluations
    const em = app.em();
    const e = em.create(SimpleEvaluation, {
      school: a1, sdCode: a1.sdCode, sggCode: a1.sggCode, year: 2019, schoolTargetType: EvaluationSchoolType.MIDDLE_HIGH,
      gender: Gender.F, studentCode: `RS-${process.pid}`, studentSeq: 1,
    });
    await em.flush();
    freezeClock(new Date('2026-03-02T12:00:00+09:00'));
    await runDestruction(app.em());
    resetClock();
    expect(await sql(app.em(), `select count(*)::int as c from simple_evaluation where id = ?`, [e.id])).toEqual([{ c: 0 }]);
    for (const n of [1, 2, 3]) expect(await live(n)).toBe(0);
    for (const n of [5, 6]) expect(await live(n)).toBe(1);
    expect(await everyFigure()).toEqual(before);
  });

  it('the aggregates hold no personal data: only counts and the dimensions the screens group and filter by', async () => {
    const columns = async (table: string) =>
      (await sql<{ c: string }[]>(app.em(), `select column_name as c from information_schema.columns where table_name = ? order by ordinal_position`, [table])).map((r) => r.c);
    expect(await columns('request_statistics_archive')).toEqual([
      'id', 'req_year', 'request_day', 'approved_month', 'closing_month', 'status', 'request_type', 'progress_step', 'sd_code', 'sgg_code', 'center_id',
      'school_id', 'n', 'archived_at',
    ]);
    expect(await columns('case_minutes_statistics_archive')).toEqual([
      'id', 'case_key', 'meeting_date', 'sd_code', 'center_id', 'school_id', 'primary_diagnostic', 'intervention_plan', 'institutional_linkage', 'n', 'archived_at',
    ]);
    // the destroyed cases 1–4 are there as counts (7, deleted before, is counted nowhere), case 1's meetings under one key
    const [{ n }] = await sql<{ n: number }[]>(app.em(), `select sum(n)::int as n from request_statistics_archive`);
    expect(n).toBe(4);
    const keys = await sql<{ k: string; n: number }[]>(app.em(), `select case_key as k, sum(n)::int as n from case_minutes_statistics_archive group by 1 order by 2 desc`);
    expect(keys.map((k) => k.n)).toEqual([2, 1, 1]);
  });

  it('the archived figures never widen a reach: a filter outside it still reads nothing', async () => {
    const office41 = await read(REQUEST_PAGE, { year: 2020, sdCode: '11' }, t.office41);
    expect(office41.requestStatistics.total).toBe(0);
    const managerB = await read(REPORT_PAGE, { year: 2020, centerId: A.id }, t.managerB);
    expect(managerB.completedRequestStatistics.total).toBe(0);
    expect(managerB.caseMinutesStatistics.meetings).toBe(0);
  });
});
