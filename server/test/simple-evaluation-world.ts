import { afterAll, beforeAll, expect } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import { SchoolType, type School } from '../src/modules/organization/school.entity.js';
import { call, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/**
 * The world of the staff-side simple-evaluation suites (simple-evaluation.test.ts, simple-evaluation-scoring.test.ts):
 * center A covers 종로구 (schools a1 and a2mid), center B covers 중구 (school b1); a token in `t` for a teacher of each
 * school, a member of each center, the offices of 서울 and 경기, the ministry and an administrator. Each file builds its own.
 */

export let app: TestApp;
export let A: Center, B: Center;
export let a1: School, a2mid: School, b1: School;
export type Acc = Account & { password: string };
export const t: Record<string, string> = {};

/** Starts the app and builds the shared fixtures before the tests of the file; stops it after them. */
export function useWorld(): void {
  beforeAll(async () => {
    app = await startTestApp();
    a1 = await makeSchool(app, { sggCode: '11110' });
    a2mid = await makeSchool(app, { sggCode: '11110', type: SchoolType.MIDDLE });
    b1 = await makeSchool(app, { sggCode: '11140' });
    A = await makeCenter(app, { locals: ['11110'] });
    B = await makeCenter(app, { locals: ['11140'] });
    const accounts: Record<string, Acc> = {
      teacherA1: await makeAccount(app, RoleCode.MEMBER, { school: a1 }),
      teacherA2: await makeAccount(app, RoleCode.MEMBER, { school: a2mid }),
      teacherB1: await makeAccount(app, RoleCode.MEMBER, { school: b1 }),
      memberA: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A }),
      memberB: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: B }),
      office11: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }),
      office41: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '41' }),
      ministry: await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
      admin: await makeAccount(app, RoleCode.SYSTEM_ADMIN),
    };
    for (const [k, acc] of Object.entries(accounts)) t[k] = await tokenFor(app, acc);
  });
  afterAll(() => app?.stop());
}

export const BASE = 'svs-u/simple-evaluation';
export const year = new Date().getFullYear();

export async function register(token: string, body: Record<string, unknown>) {
  const res = await call(app, 'POST', BASE, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; studentCode: string; message: string };
}

export const listIds = async (token: string, query = '') => {
  const res = await call(app, 'GET', `${BASE}/paging?size=100${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.content as { id: number }[]).map((r) => r.id);
};

/** Elementary answers: emot01–08 all 3 (raw 24), anxi01–02 3 (raw 6); total raw 30. */
export const ELEMENTARY_30 = { ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`emot0${i + 1}`, 3])), anxi01: 3, anxi02: 3 };
