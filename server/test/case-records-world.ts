import { afterAll, beforeAll, expect } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { call, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/**
 * The world of the case-record suites (case-records.test.ts, case-records-minutes.test.ts): center A covers school a1,
 * center B school b1, an account of every kind and its token in `t`. Cases of a1: `open` (approved, running), `requested`
 * (not approved), `closed`, `sent` (report sent); `openB` is a running case of b1. Each file builds its own.
 */

export let app: TestApp;
export let A: Center, B: Center;
export let a1: School, b1: School;
export const t: Record<string, string> = {};
export const cases: Record<string, number> = {};
export let acc: Record<string, Account>;

export async function insertRequest(school: School, center: Center, status: string, step: string | null, requester: Account): Promise<number> {
  const res = await app.em().getConnection().execute(
    `insert into request (request_type, school_id, center_id, sd_code, sgg_code, target_name, target_gender, target_birth_year,
       target_birth_month, target_birth_date, requester_id, requester_name, requester_contact, guardian_contact,
       guardian_relationship, main_appeal, gc_request, gc_request_at, gc_request_method, gc3rd_party_provision,
       gc3rd_party_provision_at, gc3rd_party_provision_method, status, progress_step, request_date, req_year, approved_at, closing_date,
       closing_report_sent_at)
     values ('GENERAL', ?, ?, ?, ?, '학생', 'M', 2014, 1, 1, ?, '교사', '0212345678', '01011112222', '모', '호소', 'Y', now(), 'WRITTEN',
       'Y', now(), 'WRITTEN', ?, ?, now(), 2026, ?, ?, ?) returning id`,
    [
      school.id,
      center.id,
      school.sdCode,
      school.sggCode,
      requester.id,
      status,
      step,
      status === 'REQUESTED' ? null : new Date(),
      ['CLOSED', 'REPORT_SENT'].includes(status) ? '2026-06-30' : null,
      status === 'REPORT_SENT' ? new Date() : null,
    ],
  );
  return res[0].id;
}

/** Starts the app and builds the shared fixtures before the tests of the file; stops it after them. */
export function useWorld(): void {
  beforeAll(async () => {
    app = await startTestApp();
    a1 = await makeSchool(app, { sggCode: '11110' });
    b1 = await makeSchool(app, { sggCode: '11140' });
    A = await makeCenter(app, { locals: ['11110'] });
    B = await makeCenter(app, { locals: ['11140'] });
    // the ministry reads case records where an administrator gave it the case menu (it has none by default)
    await app.em().getConnection().execute(`insert into role_permission (role_id, menu_id) values ('EDUCATION_MINISTRY', '00009') on conflict do nothing`);
    acc = {
      teacherA1: await makeAccount(app, RoleCode.MEMBER, { school: a1 }),
      teacherB1: await makeAccount(app, RoleCode.MEMBER, { school: b1 }),
      memberA: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A }),
      managerA: await makeAccount(app, RoleCode.CENTER_MANAGER, { center: A }),
      memberB: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: B }),
      office11: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }),
      ministry: await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
      admin: await makeAccount(app, RoleCode.SYSTEM_ADMIN),
    };
    for (const [k, a] of Object.entries(acc)) t[k] = await tokenFor(app, a);
    cases.open = await insertRequest(a1, A, 'COMPLETED', 'CASE_MEETING', acc.teacherA1);
    cases.requested = await insertRequest(a1, A, 'REQUESTED', null, acc.teacherA1);
    cases.closed = await insertRequest(a1, A, 'CLOSED', 'CLOSING_REPORT', acc.teacherA1);
    cases.sent = await insertRequest(a1, A, 'REPORT_SENT', 'CLOSING_REPORT', acc.teacherA1);
    cases.openB = await insertRequest(b1, B, 'COMPLETED', 'CASE_MEETING', acc.teacherB1);
  });
  afterAll(() => app?.stop());
}

export const rest = (method: string, path: string, token: string, body?: unknown) => call(app, method, `svs-u/${path}`, { token, body });
export const ok = <T>(res: { status: number; body: T }, status = 200) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
};
export const accessLogCount = async (subjectType: string, subjectId: number) =>
  Number((await app.em().getConnection().execute(`select count(*)::int as n from access_log where subject_type = ? and subject_id = ?`, [subjectType, String(subjectId)]))[0].n);
