import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { SchoolType, type School } from '../src/modules/organization/school.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import { seedScoringReference } from '../src/modules/norm-set/norm-set.service.js';
import { INSTRUMENTS } from '../src/modules/scoring/core.js';
import { EvaluationSchoolType, Gender, SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { resetClock } from '../src/platform/clock.js';
import { SmsMessage } from '../src/platform/sms.js';
import { call, clientToken, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

/**
 * The world of the respondent suites (respondent.test.ts, respondent-consent.test.ts): an elementary and a middle/high
 * school covered by `center`, another center, a client token and staff tokens, the clock reset after each test; and the
 * factories and helpers both use: unique phones, evaluations, the SMS record, sending a consent link, codes, proving a
 * phone, the respondent's headers and answers. Each file builds its own.
 */

export let app: TestApp;
export let client: string;
export let school: School; // elementary, covered by `center`
export let mhSchool: School; // middle/high, covered by `center`
export let center: Center;
export let otherCenter: Center;
export let staffToken: string; // a school user of `school`
export let mhStaffToken: string;
export let centerToken: string;
export let otherCenterToken: string;
let seq = 0;

/** Starts the app and builds the schools, centers and tokens before the tests of the file; stops it after them. */
export function useWorld(): void {
  beforeAll(async () => {
    app = await startTestApp();
    await seedScoringReference(app.em());
    school = await makeSchool(app, { sggCode: '11110', type: SchoolType.ELEMENTARY });
    mhSchool = await makeSchool(app, { sggCode: '11110', type: SchoolType.MIDDLE });
    center = await makeCenter(app, { locals: ['11110'] });
    otherCenter = await makeCenter(app, { locals: ['11140'] });
    client = await clientToken(app);
    staffToken = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school }));
    mhStaffToken = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school: mhSchool }));
    centerToken = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MEMBER, { center }));
    otherCenterToken = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center: otherCenter }));
  }, 180_000); // a fresh database with migrations and seeds: slow on a loaded machine
  afterAll(() => app?.stop());
  afterEach(() => resetClock());
}

// ---- factories and helpers ----------------------------------------------------------------------------------------

/** Phone numbers unique to each test, so per-phone throttles never meet. */
export const phone = () => `0109${String(1000000 + ++seq * 7).slice(-7)}`;

export async function makeEvaluation(s: School, type: EvaluationSchoolType, c: Center | undefined = center): Promise<SimpleEvaluation> {
  const em = app.em();
  const n = ++seq;
  const e = em.create(SimpleEvaluation, {
    school: s.id,
    center: c?.id,
    sdCode: s.sdCode,
    sggCode: s.sggCode,
    year: 2026,
    schoolTargetType: type,
    gender: Gender.F,
    studentCode: `2026-${s.id}-${String(n).padStart(4, '0')}`,
    studentSeq: n,
    mobile: phone(),
  });
  await em.flush();
  return e;
}

/** The newest text to a phone in the local SMS record. */
export async function lastSms(to: string): Promise<string> {
  const m = await app.em().findOne(SmsMessage, { recipient: to }, { orderBy: { id: 'desc' } });
  if (!m) throw new Error(`no SMS to ${to}`);
  return m.text;
}
export const smsCount = (to: string) => app.em().count(SmsMessage, { recipient: to });
export const codeIn = (text: string) => /인증번호 (\d{6})/.exec(text)![1];
export const agreeIdIn = (text: string) => /\/app\/agree\/([0-9a-f-]{36})\/(guardian|student)/.exec(text)![1];

export async function sendAgree(token: string, e: SimpleEvaluation, body: Record<string, unknown> = {}) {
  const guardianMobile = phone();
  const res = await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token, body: { simpleEvaluationId: e.id, guardianMobile, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { guardianMobile, agreeId: res.body.agreeId as string, res };
}

export async function requestCode(link: { agreeId?: string; simpleEvaluationId?: number }, agreeType: string, mobile: string) {
  return call(app, 'POST', 'svs/simple-evaluation/auth', { body: { ...link, agreeType, mobile } });
}
export async function checkCode(link: { agreeId?: string; simpleEvaluationId?: number }, agreeType: string, authNumber: string) {
  return call(app, 'POST', 'svs/simple-evaluation/auth-check', { body: { ...link, agreeType, authNumber } });
}

/** Proves the phone through auth and auth-check; answers the respondent token. */
export async function prove(agreeId: string, agreeType: 'GUARDIAN' | 'STUDENT', mobile: string): Promise<string> {
  expect((await requestCode({ agreeId }, agreeType, mobile)).status).toBe(200);
  const res = await checkCode({ agreeId }, agreeType, codeIn(await lastSms(mobile)));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.respondentToken;
}

export const as = (respondentToken?: string, token = client) => ({
  token,
  headers: (respondentToken ? { 'x-respondent-token': respondentToken } : {}) as Record<string, string>,
});

export function answers(type: EvaluationSchoolType, value: number) {
  return Object.fromEntries(INSTRUMENTS[type].items.map((i) => [i.key, value]));
}
