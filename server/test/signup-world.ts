import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { Account } from '../src/modules/account/account.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { resetClock } from '../src/platform/clock.js';
import { call, makeCenter, makeSchool, startTestApp, type TestApp } from './harness.js';
import { mailedCode } from './util.js';

/**
 * The app of the sign-up suites (signup.test.ts, signup-find.test.ts), a school and the center covering it, with the
 * clock reset after each test; and the helpers both use: the e-mail code, a complete sign-up body and the sign-up call.
 * Each file starts its own.
 */

export let app: TestApp;
export let school: School;
export let center: Center;
/** Starts the app and makes the school and its center before the tests of the file; stops it after them. */
export function useWorld(): void {
  beforeAll(async () => {
    app = await startTestApp();
    school = await makeSchool(app, { sggCode: '11110' });
    center = await makeCenter(app, { locals: ['11110'] });
  });
  afterAll(() => app?.stop());
  afterEach(() => resetClock());
}

export const PASSWORD_RULE = '비밀번호 는 공백 제외 영문, 숫자, 특수문자를 모두 조합하여 최소 8자리 이상 입력해주세요.';
export const CLIENT_OK = '회원 가입 성공';
export const PENDING_OK = '회원 가입 신청이 완료되었습니다. 관리자 승인 하에 로그인 가능합니다.';

let n = 0;
export const uniq = () => `${Date.now().toString(36).slice(-4)}${++n}`;

export async function sendCode(email: string) {
  const res = await call(app, 'POST', 'svs/sign/auth', { body: { email } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return mailedCode(app, email);
}

export const checkCode = (email: string, authNumber: string) => call(app, 'POST', 'svs/sign/auth-check', { body: { email, authNumber } });

export async function verifyEmail(email: string) {
  const res = await checkCode(email, await sendCode(email));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A complete sign-up body; override what a test is about. */
export function person(o: Record<string, unknown> = {}) {
  const id = uniq();
  return {
    loginId: `user_${id}`,
    password: 'Passw0rd!',
    passwordConfirm: 'Passw0rd!',
    name: `가입자${id}`,
    email: `join_${id}@example.org`,
    mobile: '01055556666',
    role: 'CLIENT',
    schoolId: school.id,
    personalInfoAgreeYn: 'Y',
    ...o,
  };
}

export const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) => call(app, 'POST', 'svs/sign/up', { body, headers });
export const accountCount = (loginId: string) => app.em().count(Account, { loginId });
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
