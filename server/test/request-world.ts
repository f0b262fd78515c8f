import { afterAll, beforeAll, expect } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { AlarmHistory } from '../src/modules/alarm/alarm.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { Request } from '../src/modules/request/request.entity.js';
import { call, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/**
 * The world of the request suites (request.test.ts, request-reach.test.ts): center A covers 종로구 (schools a1, a2), center
 * B covers 중구 (school b1); accounts of every role in `acc` and their tokens in `t`; a valid form, filing, the REST calls,
 * the closing report a sent report needs, and the alarms an account received. Each file builds its own.
 */

export let app: TestApp;
export let A: Center, B: Center;
export let a1: School, a2: School, b1: School;
export type Acc = Account & { password: string };
export const acc: Record<string, Acc> = {};
export const t: Record<string, string> = {};

/** Starts the app and builds the shared fixtures before the tests of the file; stops it after them. */
export function useWorld(): void {
  beforeAll(async () => {
    app = await startTestApp();
    a1 = await makeSchool(app, { sggCode: '11110' });
    a2 = await makeSchool(app, { sggCode: '11110' });
    b1 = await makeSchool(app, { sggCode: '11140' });
    A = await makeCenter(app, { locals: ['11110'] });
    B = await makeCenter(app, { locals: ['11140'] });
    Object.assign(acc, {
      teacherA1: await makeAccount(app, RoleCode.MEMBER, { school: a1 }),
      colleagueA1: await makeAccount(app, RoleCode.MEMBER, { school: a1 }),
      teacherA2: await makeAccount(app, RoleCode.MEMBER, { school: a2 }),
      teacherB1: await makeAccount(app, RoleCode.MEMBER, { school: b1 }),
      managerA: await makeAccount(app, RoleCode.CENTER_MANAGER, { center: A }),
      memberA: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A }),
      managerB: await makeAccount(app, RoleCode.CENTER_MANAGER, { center: B }),
      memberB: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: B }),
      // an education-office account tied to center A: never offered as a case manager
      officeAtA: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { center: A, sdCode: '11' }),
      office11: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }),
      office41: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '41' }),
      admin: await makeAccount(app, RoleCode.SYSTEM_ADMIN),
    });
    for (const [k, a] of Object.entries(acc)) t[k] = await tokenFor(app, a);
  });
  afterAll(() => app?.stop());
}

export const BASE = 'svs-u/request';

/** A complete, valid form; parts can be overridden. */
export const form = (o: Record<string, unknown> = {}) => ({
  requestTarget: { name: '김학생', gender: 'M', birthYear: 2014, birthMonth: 3, birthDate: 15, mobile: '010-2222-3333' },
  grade: 5,
  classNo: 2,
  num: 7,
  requesterName: '이교사',
  requesterInstitution: '테스트초등학교',
  requesterContact: '02-123-4567',
  guardianContact: '010-9999-8888',
  guardianRelationship: '모',
  address: '서울특별시 종로구 세종대로 1',
  addressDetail: '101호',
  postcode: '03154',
  pastInterestGroup: 'N',
  pastInstitutionalLinkage: 'N',
  ssMedicalExpensesSupport: 'Y',
  mainAppeal: '교우 관계 어려움',
  gcRequest: 'Y',
  gcRequestAt: '2026-03-02T10:00',
  gcRequestMethod: 'WRITTEN',
  gc3rdPartyProvision: 'Y',
  gc3rdPartyProvisionAt: '2026-03-02T10:05',
  gc3rdPartyProvisionMethod: 'WRITTEN',
  ...o,
});

export async function file(token = t.teacherA1, o: Record<string, unknown> = {}): Promise<number> {
  const res = await call(app, 'POST', BASE, { token, body: form(o) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe('등록되었습니다.');
  return res.body.id;
}

export const row = (id: number) => app.em().findOneOrFail(Request, id, { populate: ['caseManager'] });
export const put = (path: string, token: string, body?: unknown) => call(app, 'PUT', `${BASE}/${path}`, { token, body });
export const post = (path: string, token: string, body?: unknown) => call(app, 'POST', `${BASE}/${path}`, { token, body });
/** A submitted closing report of the case (case-record module), which sending the report to the school needs. */
export async function submitClosingReport(requestId: number) {
  const body = { requestId, isDone: 'Y', closingDate: '2099-01-01', closingType: 'GOAL_ACHIEVED', interventionTarget: 'STUDENT', interventionContent: '상담 10회', studentStatus: 'IMPROVED' };
  const res = await call(app, 'POST', 'svs-u/closing-report', { token: t.memberA, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** Alarms an account received since `after` (an alarm id), by title. */
export async function alarmsOf(who: Acc, after = 0): Promise<string[]> {
  const rows = await app.em().find(AlarmHistory, { account: who.id, id: { $gt: after } }, { orderBy: { id: 'asc' } });
  return rows.map((r) => r.title);
}
export const lastAlarmId = async () => (await app.em().findOne(AlarmHistory, { id: { $gt: 0 } }, { orderBy: { id: 'desc' } }))?.id ?? 0;

export function ok(res: { status: number; body: any }, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.message).toBe(message);
}
