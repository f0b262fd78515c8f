import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { AlarmHistory } from '../src/modules/alarm/alarm.entity.js';
import { SchoolType, type School } from '../src/modules/organization/school.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import { seedScoringReference } from '../src/modules/norm-set/norm-set.service.js';
import { CrisisAlert } from '../src/modules/evaluation-record/crisis-alert.entity.js';
import { INSTRUMENTS } from '../src/modules/scoring/core.js';
import {
  ConsentState,
  EvaluationSchoolType,
  Gender,
  SimpleEvaluation,
  SimpleEvaluationAgree,
} from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { advanceClock, freezeClock, resetClock } from '../src/platform/clock.js';
import { SmsMessage } from '../src/platform/sms.js';
import { OneTimeCode } from '../src/platform/one-time-code.js';
import { signRespondentToken, subject } from '../src/platform/respondent/index.js';
import { AccessLog } from '../src/platform/access-log.js';
import { call, clientToken, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectError, expectGqlError, MINUTE, withoutRequestId } from './util.js';

/**
 * Respondent links of the simple evaluation, over HTTP against the real database: codes (expiry on a frozen clock,
 * one use, 5 tries, resend), the respondent token (its own evaluation only, 30 minutes, never a client token alone),
 * the consent flow for both school types, refusal, staff cancel and resend, the answer and the crisis alert.
 */
let app: TestApp;
let client: string;
let school: School; // elementary, covered by `center`
let mhSchool: School; // middle/high, covered by `center`
let center: Center;
let otherCenter: Center;
let staffToken: string; // a school user of `school`
let mhStaffToken: string;
let centerToken: string;
let otherCenterToken: string;
let seq = 0;

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

// ---- factories and helpers ----------------------------------------------------------------------------------------

/** Phone numbers unique to each test, so per-phone throttles never meet. */
const phone = () => `0109${String(1000000 + ++seq * 7).slice(-7)}`;

async function makeEvaluation(s: School, type: EvaluationSchoolType, c: Center | undefined = center): Promise<SimpleEvaluation> {
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
async function lastSms(to: string): Promise<string> {
  const m = await app.em().findOne(SmsMessage, { recipient: to }, { orderBy: { id: 'desc' } });
  if (!m) throw new Error(`no SMS to ${to}`);
  return m.text;
}
const smsCount = (to: string) => app.em().count(SmsMessage, { recipient: to });
const codeIn = (text: string) => /인증번호 (\d{6})/.exec(text)![1];
const agreeIdIn = (text: string) => /\/app\/agree\/([0-9a-f-]{36})\/(guardian|student)/.exec(text)![1];

async function sendAgree(token: string, e: SimpleEvaluation, body: Record<string, unknown> = {}) {
  const guardianMobile = phone();
  const res = await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token, body: { simpleEvaluationId: e.id, guardianMobile, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { guardianMobile, agreeId: res.body.agreeId as string, res };
}

async function requestCode(link: { agreeId?: string; simpleEvaluationId?: number }, agreeType: string, mobile: string) {
  return call(app, 'POST', 'svs/simple-evaluation/auth', { body: { ...link, agreeType, mobile } });
}
async function checkCode(link: { agreeId?: string; simpleEvaluationId?: number }, agreeType: string, authNumber: string) {
  return call(app, 'POST', 'svs/simple-evaluation/auth-check', { body: { ...link, agreeType, authNumber } });
}

/** Proves the phone through auth and auth-check; answers the respondent token. */
async function prove(agreeId: string, agreeType: 'GUARDIAN' | 'STUDENT', mobile: string): Promise<string> {
  expect((await requestCode({ agreeId }, agreeType, mobile)).status).toBe(200);
  const res = await checkCode({ agreeId }, agreeType, codeIn(await lastSms(mobile)));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.respondentToken;
}

const as = (respondentToken?: string, token = client) => ({
  token,
  headers: (respondentToken ? { 'x-respondent-token': respondentToken } : {}) as Record<string, string>,
});

function answers(type: EvaluationSchoolType, value: number) {
  return Object.fromEntries(INSTRUMENTS[type].items.map((i) => [i.key, value]));
}

// ---- codes ----------------------------------------------------------------------------------------------------------

describe('verification codes', () => {
  it('are 6 digits, stored only as a keyed hash, valid for exactly 10 minutes', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    freezeClock();
    expect((await requestCode({ agreeId }, 'GUARDIAN', guardianMobile)).body).toMatchObject({ expiresIn: 600 });
    const code = codeIn(await lastSms(guardianMobile));
    const row = await app.em().findOneOrFail(OneTimeCode, { purpose: 'respondent:simple-evaluation', subject: { $like: `${e.id}:%` } }, { orderBy: { id: 'desc' } });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    advanceClock(10 * MINUTE); // 10:00 after sending: still good
    expect((await checkCode({ agreeId }, 'GUARDIAN', code)).status).toBe(200);

    expect((await requestCode({ agreeId }, 'GUARDIAN', guardianMobile)).status).toBe(200);
    const late = codeIn(await lastSms(guardianMobile));
    advanceClock(11 * MINUTE); // 10:01 after sending — and more
    expectError(await checkCode({ agreeId }, 'GUARDIAN', late), 400, 'CODE_EXPIRED');
  });

  it('are good once: the same code again is refused', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    await requestCode({ agreeId }, 'GUARDIAN', guardianMobile);
    const code = codeIn(await lastSms(guardianMobile));
    expect((await checkCode({ agreeId }, 'GUARDIAN', code)).status).toBe(200);
    expectError(await checkCode({ agreeId }, 'GUARDIAN', code), 400, 'CODE_EXPIRED');
  });

  it('count wrong tries; the 5th voids the code, and the right code after it is refused', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    await requestCode({ agreeId }, 'GUARDIAN', guardianMobile);
    const code = codeIn(await lastSms(guardianMobile));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--)
      expectError(await checkCode({ agreeId }, 'GUARDIAN', wrong), 400, 'CODE_MISMATCH', `인증번호가 일치하지 않습니다. (남은 횟수 ${left}회)`);
    expectError(await checkCode({ agreeId }, 'GUARDIAN', wrong), 400, 'CODE_VOIDED');
    expectError(await checkCode({ agreeId }, 'GUARDIAN', code), 400, 'CODE_EXPIRED');
    // a new code works again
    await requestCode({ agreeId }, 'GUARDIAN', guardianMobile);
    expect((await checkCode({ agreeId }, 'GUARDIAN', codeIn(await lastSms(guardianMobile)))).status).toBe(200);
  });

  it('a resent code replaces the previous one', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    await requestCode({ agreeId }, 'GUARDIAN', guardianMobile);
    const first = codeIn(await lastSms(guardianMobile));
    let second = first;
    while (second === first) {
      await requestCode({ agreeId }, 'GUARDIAN', guardianMobile);
      second = codeIn(await lastSms(guardianMobile));
    }
    expectError(await checkCode({ agreeId }, 'GUARDIAN', first), 400, 'CODE_MISMATCH');
    expect((await checkCode({ agreeId }, 'GUARDIAN', second)).status).toBe(200);
  });

  it('go only to the number the link was sent to, and are throttled per phone', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    const before = await smsCount(guardianMobile);
    expectError(await requestCode({ agreeId }, 'GUARDIAN', '01000000000'), 400, 'MOBILE_MISMATCH');
    expect(await smsCount('01000000000')).toBe(0);
    for (let i = 0; i < 5; i++) expect((await requestCode({ agreeId }, 'GUARDIAN', guardianMobile)).status).toBe(200);
    expectError(await requestCode({ agreeId }, 'GUARDIAN', guardianMobile), 429, 'TOO_MANY_ATTEMPTS');
    expect(await smsCount(guardianMobile)).toBe(before + 5);
    // the code text fits one SMS (90 EUC-KR bytes: Hangul 2, ASCII 1)
    const text = await lastSms(guardianMobile);
    expect([...text].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x7f ? 2 : 1), 0)).toBeLessThanOrEqual(90);
  });

  it('bad link input answers 4xx with Korean messages', async () => {
    expectError(await requestCode({ agreeId: 'nope' }, 'GUARDIAN', '01012345678'), 400, 'BAD_USER_INPUT');
    expectError(await requestCode({}, 'GUARDIAN', '01012345678'), 400, 'BAD_USER_INPUT');
  });

  it('tell a stranger nothing about which evaluations exist or where they stand, before the number matches', async () => {
    const sent = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { agreeId } = await sendAgree(staffToken, sent);
    const consented = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const c = await sendAgree(staffToken, consented);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${c.agreeId}/guardian`, { ...as(await prove(c.agreeId, 'GUARDIAN', c.guardianMobile)), body: { agreeYn: 'Y' } });
    const stranger = '01055550000';
    const answers = [
      await requestCode({ simpleEvaluationId: 99_999_999 }, 'GUARDIAN', stranger),
      await requestCode({ simpleEvaluationId: sent.id }, 'GUARDIAN', stranger),
      await requestCode({ simpleEvaluationId: consented.id }, 'GUARDIAN', stranger),
      await requestCode({ agreeId: '00000000-0000-4000-8000-000000000000' }, 'GUARDIAN', stranger),
      await requestCode({ agreeId }, 'STUDENT', stranger),
    ];
    for (const res of answers) expectError(res, 400, 'MOBILE_MISMATCH');
    expect(new Set(answers.map((r) => JSON.stringify(withoutRequestId(r.body)))).size).toBe(1);
    // a link nobody asked a code for, and one whose family has verified (its code spent), answer like one that does not exist
    const checks = [
      await checkCode({ simpleEvaluationId: 99_999_999 }, 'GUARDIAN', '123456'),
      await checkCode({ simpleEvaluationId: sent.id }, 'GUARDIAN', '123456'),
      await checkCode({ simpleEvaluationId: consented.id }, 'GUARDIAN', '123456'),
    ];
    for (const res of checks) expectError(res, 400, 'CODE_EXPIRED');
    expect(new Set(checks.map((r) => JSON.stringify(withoutRequestId(r.body)))).size).toBe(1);
  });
});

// ---- the respondent token ---------------------------------------------------------------------------------------

describe('respondent token', () => {
  it('reaches only its own evaluation; a client token alone reaches none', async () => {
    const a = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const b = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const sa = await sendAgree(staffToken, a);
    const sb = await sendAgree(staffToken, b);
    const tokenA = await prove(sa.agreeId, 'GUARDIAN', sa.guardianMobile);

    expect((await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`, as(tokenA))).status).toBe(200);
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${b.id}`, as(tokenA)), 404, 'NOT_FOUND');
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/agree/${sb.agreeId}`, as(tokenA)), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/approval/${sb.agreeId}/guardian`, { ...as(tokenA), body: { agreeYn: 'Y' } }), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${b.id}`, { ...as(tokenA), body: { answers: {} } }), 404, 'NOT_FOUND');

    // no token at all: 401; the client token alone, or a staff token, or a user token in the header: refused
    expect((await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`)).status).toBe(401);
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`, as(undefined)), 403, 'RESPONDENT_AUTH_REQUIRED');
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`, as(undefined, staffToken)), 403, 'RESPONDENT_AUTH_REQUIRED');
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`, as(client)), 401, 'RESPONDENT_TOKEN_INVALID');
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`, as(tokenA.slice(0, -2) + 'xx')), 401, 'RESPONDENT_TOKEN_INVALID');
    // the respondent token is no access token
    expect((await call(app, 'GET', `svs-c/simple-evaluation/${a.id}`, { token: tokenA })).status).toBe(401);
    expect((await call(app, 'GET', 'svs-u/account/me', { token: tokenA })).status).toBe(401);
  });

  it('lasts 30 minutes', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const s = await sendAgree(staffToken, e);
    freezeClock();
    const token = await prove(s.agreeId, 'GUARDIAN', s.guardianMobile);
    advanceClock(29 * MINUTE);
    expect((await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token))).status).toBe(200);
    advanceClock(2 * MINUTE);
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token)), 401, 'RESPONDENT_TOKEN_INVALID');
  });

  it('works through the GraphQL twins with the same header', async () => {
    const a = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const b = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const s = await sendAgree(staffToken, a);
    const sent = await gql(app, `mutation($input: RespondentAuthInput!) { requestRespondentCode(input: $input) { message expiresIn } }`, {
      input: { agreeId: s.agreeId, agreeType: 'GUARDIAN', mobile: s.guardianMobile },
    });
    expect(sent.body.data?.requestRespondentCode).toEqual({ message: '인증번호가 발송되었습니다.', expiresIn: 600 });
    const verified = await gql(app, `mutation($input: RespondentAuthCheckInput!) { verifyRespondentCode(input: $input) { respondentToken simpleEvaluationId nextStep } }`, {
      input: { agreeId: s.agreeId, agreeType: 'GUARDIAN', authNumber: codeIn(await lastSms(s.guardianMobile)) },
    });
    const t = verified.body.data!.verifyRespondentCode;
    expect(t).toMatchObject({ simpleEvaluationId: a.id, nextStep: 'GUARDIAN_CONSENT' });
    const q = `query($id: Int!) { respondentEvaluation(id: $id) { id nextStep canAnswer } }`;
    const post = (id: number, headers: Record<string, string>) =>
      call(app, 'POST', 'graphql', { token: client, headers, body: { query: q, variables: { id } } });
    expect((await post(a.id, { 'x-respondent-token': t.respondentToken })).body.data.respondentEvaluation).toEqual({ id: a.id, nextStep: 'GUARDIAN_CONSENT', canAnswer: false });
    expectGqlError(await post(b.id, { 'x-respondent-token': t.respondentToken }), 404, 'NOT_FOUND');
    expectGqlError(await post(a.id, {}), 403, 'RESPONDENT_AUTH_REQUIRED');
  });
});

describe('a school behind one address', () => {
  it("locks only the evaluation's row, never its school's, on every call of the consent flow", async () => {
    const conn = app.orm.em.getConnection();
    const execute = conn.execute.bind(conn);
    const locking: string[] = [];
    conn.execute = ((q: unknown, ...rest: unknown[]) => {
      const text = String(q);
      if (/for (no key )?update/i.test(text)) locking.push(text);
      return (execute as (...a: unknown[]) => unknown)(q, ...rest);
    }) as typeof conn.execute;
    try {
      const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
      const { agreeId, guardianMobile } = await sendAgree(staffToken, e);
      const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
      expect((await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } })).status).toBe(200);
      const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 0) } });
      expect(done.status).toBe(200);
    } finally {
      conn.execute = execute;
    }
    // each locking statement on the evaluation locks its alias only, whatever it joins
    const onEvaluation = locking.filter((q) => /from "simple_evaluation"/.test(q));
    expect(onEvaluation.length).toBeGreaterThan(0);
    for (const q of onEvaluation) {
      const alias = /from "simple_evaluation" as "(\w+)"/.exec(q)![1];
      expect(q, q).toMatch(new RegExp(`for update of "${alias}"$`));
    }
    for (const q of locking) expect(q, q).not.toMatch(/from "school"/);
  });

  it('40 guardians of one school on one Wi-Fi address all verify, consent and answer (the per-address limit is far above a school)', async () => {
    const links = [];
    for (let i = 0; i < 40; i++) {
      const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
      links.push({ e, ...(await sendAgree(staffToken, e)) });
    }
    const statuses: number[] = [];
    // eight phones at a time, every call from this test's one address
    for (let i = 0; i < links.length; i += 8) {
      await Promise.all(
        links.slice(i, i + 8).map(async ({ e, agreeId, guardianMobile }) => {
          const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
          const agreed = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } });
          const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 0) } });
          statuses.push(agreed.status, done.status);
        }),
      );
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await app.em().count(SimpleEvaluation, { id: { $in: links.map((l) => l.e.id) }, isDone: 'Y' })).toBe(40);
  }, 120_000);
});

// ---- the consent flow -------------------------------------------------------------------------------------------

describe('consent flow', () => {
  it('elementary: the guardian consents, then answers; the result speaks plainly', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId, res } = await sendAgree(staffToken, e, { studentSendYn: 'Y' });
    expect(res.body).toMatchObject({ message: '전송 되었습니다.', consentState: 'SENT', sentTo: expect.stringMatching(/^010-\*\*\*\*-\d{4}$/) });
    const text = await lastSms(guardianMobile);
    expect(text).toContain(`/app/agree/${agreeId}/guardian`);
    expect(agreeIdIn(text)).toBe(agreeId);

    const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
    const agree = await call(app, 'GET', `svs-c/simple-evaluation/agree/${agreeId}`, as(token));
    expect(agree.body).toMatchObject({ agreeId, simpleEvaluationId: e.id, schoolName: school.name, studentSendYn: 'N', nextStep: 'GUARDIAN_CONSENT' });
    expect(JSON.stringify(agree.body)).not.toContain(guardianMobile);
    // not yet: answering before consent
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: {} } }), 409, 'CONSENT_REQUIRED');

    const approved = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } });
    expect(approved.body).toMatchObject({ message: '동의가 완료되었습니다.', consentState: 'AGREED', nextStep: 'ANSWER' });
    const row = await app.em().findOneOrFail(SimpleEvaluationAgree, agreeId);
    expect(row).toMatchObject({ guardianAgreeYn: 'Y', guardianAgreeMethod: 'SMS_CODE' });
    expect(row.guardianAgreeDate).toBeInstanceOf(Date);
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'N' } }), 409, 'ALREADY_ANSWERED');

    expect((await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token))).body).toMatchObject({ canAnswer: true, nextStep: 'ANSWER' });
    expectError(
      await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: { suci01: 1 } } }),
      400,
      'UNKNOWN_ITEM',
    );
    const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 0) } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ isDone: 'Y', canAnswer: false, nextStep: 'DONE', result: { level: 'CALM' } });
    // no score, percentile or group name reaches the respondent
    expect(JSON.stringify(done.body)).not.toMatch(/"t"|percentile|raw|일반군|관심군/);
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: {} } }), 409, 'ALREADY_DONE');
    const stored = await app.em().findOneOrFail(SimpleEvaluation, e.id);
    expect(stored).toMatchObject({ isDone: 'Y', consentState: ConsentState.AGREED });
    expect(stored.result?.total.range).toBe('GENERAL');
    expect(await app.em().count(CrisisAlert, { evaluation: e.id })).toBe(0);
  });

  it('middle/high: guardian, then the student by their own link, then the student answers', async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const studentMobile = phone();
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e, { studentMobile });
    // the student's link is not sent yet: answered like any number the link was not sent to
    expectError(await requestCode({ agreeId }, 'STUDENT', studentMobile), 400, 'MOBILE_MISMATCH');

    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/student`, { ...as(guardian), body: { agreeYn: 'Y' } }), 403, 'NOT_RESPONDENT');
    const approved = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    expect(approved.body).toMatchObject({ consentState: 'GUARDIAN_AGREED', nextStep: 'WAITING' });
    expect(await lastSms(studentMobile)).toContain(`/app/agree/${agreeId}/student`);
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(guardian), body: { answers: {} } }), 403, 'NOT_ANSWERER');

    const student = await prove(agreeId, 'STUDENT', studentMobile);
    expect((await call(app, 'GET', `svs-c/simple-evaluation/agree/${agreeId}`, as(student))).body.nextStep).toBe('STUDENT_CONSENT');
    const agreed = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/student`, { ...as(student), body: { agreeYn: 'Y' } });
    expect(agreed.body).toMatchObject({ consentState: 'AGREED', nextStep: 'ANSWER' });
    expect(await app.em().findOneOrFail(SimpleEvaluationAgree, agreeId)).toMatchObject({ studentAgreeYn: 'Y', studentAgreeMethod: 'SMS_CODE' });

    const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(student), body: { answers: answers(EvaluationSchoolType.MIDDLE_HIGH, 0) } });
    expect(done.body).toMatchObject({ isDone: 'Y', result: { level: 'CALM' } });
    // the guardian learns it is done, not the student's result
    const seenByGuardian = await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(guardian));
    expect(seenByGuardian.body).toMatchObject({ isDone: 'Y', nextStep: 'WAITING' });
    expect(seenByGuardian.body.result).toBeUndefined();
  });

  it('middle/high with studentSendYn N: the guardian consents and the guardian answers', async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e, { studentSendYn: 'N' });
    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    const approved = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    expect(approved.body).toMatchObject({ consentState: 'AGREED', nextStep: 'ANSWER' });
  });

  it('refusal ends the flow with a clear message', async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e);
    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    const refused = await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'N' } });
    expect(refused.body).toMatchObject({ message: '동의하지 않음으로 처리되었습니다.', consentState: 'REFUSED', nextStep: 'REFUSED' });
    const studentTexts = await smsCount(e.mobile!);
    expect(studentTexts).toBe(0);
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(guardian)), 410, 'CONSENT_REFUSED');
    expectError(await requestCode({ agreeId }, 'GUARDIAN', guardianMobile), 410, 'CONSENT_REFUSED');
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(guardian), body: { answers: {} } }), 410, 'CONSENT_REFUSED');
    // staff may ask again with a new round
    expect((await sendAgree(mhStaffToken, e)).res.body.consentState).toBe('SENT');
  });

  it('a resent link replaces the old one; staff cancel closes it', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const first = await sendAgree(staffToken, e);
    const oldToken = await prove(first.agreeId, 'GUARDIAN', first.guardianMobile);
    const second = await sendAgree(staffToken, e);
    expectError(await requestCode({ agreeId: first.agreeId }, 'GUARDIAN', first.guardianMobile), 410, 'LINK_REPLACED');
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(oldToken)), 410, 'LINK_REPLACED');
    const token = await prove(second.agreeId, 'GUARDIAN', second.guardianMobile);

    // staff cancel (agreeCancel): the link answers that it was cancelled
    const cancelled = await call(app, 'PUT', `svs-u/simple-evaluation/agreeCancel/${e.id}`, { token: staffToken });
    expect(cancelled.body, JSON.stringify(cancelled.body)).toMatchObject({ message: '발송이 취소되었습니다.' });
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/agree/${second.agreeId}`, as(token)), 410, 'LINK_CANCELLED', '발송이 취소된 링크입니다. 자세한 내용은 학교에 문의해주세요.');
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/approval/${second.agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } }), 410, 'LINK_CANCELLED');
    expectError(await requestCode({ agreeId: second.agreeId }, 'GUARDIAN', second.guardianMobile), 410, 'LINK_CANCELLED');
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/EVALUATION', { token: staffToken, body: { simpleEvaluationId: e.id } }), 409, 'NO_CONSENT_ROUND');
  });

  it('send-url: checks the sender and the state; another center cannot reach the student', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const body = { simpleEvaluationId: e.id, guardianMobile: '010-2222-3333' };
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: otherCenterToken, body }), 404, 'NOT_FOUND');
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: mhStaffToken, body }), 404, 'NOT_FOUND');
    expect((await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { body })).status).toBe(401);
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/OTHER', { token: staffToken, body }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: staffToken, body: { simpleEvaluationId: e.id, guardianMobile: '0101' } }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: staffToken, body: { simpleEvaluationId: e.id } }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/EVALUATION', { token: staffToken, body: { simpleEvaluationId: e.id } }), 409, 'NO_CONSENT_ROUND');
    expect(await app.em().count(SimpleEvaluationAgree, { evaluation: e.id })).toBe(0);
    // the responsible center may send; the answer link goes to whoever answers, once consent is complete
    const sent = await call(app, 'POST', 'svs-u/simple-evaluation/send-url/guardian', { token: centerToken, body });
    expect(sent.status).toBe(200);
    const token = await prove(sent.body.agreeId, 'GUARDIAN', '01022223333');
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${sent.body.agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } });
    expect((await call(app, 'POST', 'svs-u/simple-evaluation/send-url/EVALUATION', { token: staffToken, body: { simpleEvaluationId: e.id } })).status).toBe(200);
    expect(await lastSms('01022223333')).toContain(`/app/simple-evaluation/${e.id}`);
    expectError(await call(app, 'POST', 'svs-u/simple-evaluation/send-url/AGREE', { token: staffToken, body }), 409, 'CONSENT_ALREADY_GIVEN');
  });
});

// ---- crisis alert -------------------------------------------------------------------------------------------------

describe('crisis alert', () => {
  it('a middle/high answer in 우선 관심군 on suci alarms the school and its center at once, until acknowledged', async () => {
    const schoolUser = await makeAccount(app, RoleCode.MEMBER, { school: mhSchool });
    const centerUser = await makeAccount(app, RoleCode.CENTER_MANAGER, { center });
    const otherUser = await makeAccount(app, RoleCode.CENTER_MEMBER, { center: otherCenter });
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const studentMobile = phone();
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e, { studentMobile });
    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    const student = await prove(agreeId, 'STUDENT', studentMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/student`, { ...as(student), body: { agreeYn: 'Y' } });
    const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(student), body: { answers: answers(EvaluationSchoolType.MIDDLE_HIGH, 3) } });
    expect(done.body.result).toMatchObject({ level: 'URGENT' });
    expect(done.body.result.helpLines.map((h: { phone?: string }) => h.phone)).toContain('109');

    const alarms = await app.em().find(AlarmHistory, { title: '[긴급] 간편검사 위기 응답 확인 요청', link: `/auth/simple-evaluation/detail/${e.id}` });
    const to = alarms.map((a) => a.account.id);
    expect(to).toContain(schoolUser.id);
    expect(to).toContain(centerUser.id);
    expect(to).not.toContain(otherUser.id);
    for (const a of alarms) expect(a.content).not.toMatch(/\d+\.\d|T점수|백분위|점/);

    const q = `{ openCrisisAlerts { totalElements content { id simpleEvaluationId studentCode canAcknowledge acknowledgedAt } } }`;
    const schoolToken = await tokenFor(app, schoolUser);
    const open = (await gql(app, q, {}, schoolToken)).body.data.openCrisisAlerts;
    const mine = open.content.find((a: { simpleEvaluationId: number }) => a.simpleEvaluationId === e.id);
    expect(mine).toMatchObject({ studentCode: e.studentCode, canAcknowledge: true, acknowledgedAt: null });
    expect((await gql(app, q, {}, await tokenFor(app, centerUser))).body.data.openCrisisAlerts.content.map((a: { id: number }) => a.id)).toContain(mine.id);
    const others = (await gql(app, q, {}, await tokenFor(app, otherUser))).body.data.openCrisisAlerts;
    expect(others.totalElements).toBe(0);

    const ack = `mutation($id: Int!) { acknowledgeCrisisAlert(id: $id, input: { action: INTERVIEW, note: "학생 면담" }) { id acknowledgedAt acknowledgedByName } }`;
    expectGqlError(await gql(app, ack, { id: mine.id }, await tokenFor(app, otherUser)), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `svs-u/crisis-alert/${mine.id}/acknowledge`, { token: otherCenterToken, body: { action: 'INTERVIEW' } }), 404, 'NOT_FOUND');
    const acked = (await gql(app, ack, { id: mine.id }, await tokenFor(app, centerUser))).body.data.acknowledgeCrisisAlert;
    expect(acked).toMatchObject({ id: mine.id, acknowledgedByName: centerUser.name });
    const row = await app.em().findOneOrFail(CrisisAlert, mine.id);
    expect(row.acknowledgedBy).toBe(centerUser.id);
    expect(row.acknowledgedAt).toBeInstanceOf(Date);
    expectGqlError(await gql(app, ack, { id: mine.id }, schoolToken), 409, 'ALREADY_ACKNOWLEDGED');
    const after = await call(app, 'GET', 'svs-u/crisis-alert', { token: schoolToken });
    expect(after.body.content.map((a: { id: number }) => a.id)).not.toContain(mine.id);
  });

  it('one critical item at 가끔 그렇다 and 0 elsewhere: the respondent reads the help lines first, never a calm message, and the alert is raised', async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const { agreeId } = await sendAgree(mhStaffToken, e, { studentSendYn: 'N' });
    // the phone check is tested above; a token signed here keeps this file under the per-address code limit
    const guardian = signRespondentToken(app.config, subject('simple-evaluation', e.id, 'GUARDIAN', agreeId)).respondentToken;
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(guardian), body: { answers: { ...answers(EvaluationSchoolType.MIDDLE_HIGH, 0), suci02: 1 } } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result.level).toBe('URGENT');
    expect(done.body.result.message).not.toContain('걱정되는 부분이 보이지 않');
    expect(done.body.result.message).toContain('선생님');
    expect(done.body.result.helpLines.slice(0, 3).map((h: { phone?: string }) => h.phone)).toEqual(['109', '1388', '1577-0199']);
    expect(await app.em().count(CrisisAlert, { evaluation: e.id })).toBe(1);
    // reading the result again later still leads with help
    expect((await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(guardian))).body.result.level).toBe('URGENT');
  });

  it('elementary answers never raise one, nor middle/high answers below 우선 관심군 on suci', async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e, { studentSendYn: 'N' });
    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    const mostly = { ...answers(EvaluationSchoolType.MIDDLE_HIGH, 3), ...Object.fromEntries(['01', '02', '03', '04', '05', '06'].map((n) => [`suci${n}`, 0])), suci04: 1 };
    const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(guardian), body: { answers: mostly } });
    expect(done.body.result.level).toBe('SUPPORT');
    expect(await app.em().count(CrisisAlert, { evaluation: e.id })).toBe(0);

    // the answerer may ask to be put in touch with help; the school hears of it
    const wish = await call(app, 'POST', 'svs-c/simple-evaluation/after-management', { ...as(guardian), body: { simpleEvaluationId: e.id, linkageYn: 'Y', institutionLinkage: 'WEE_CENTER' } });
    expect(wish.body).toEqual({ message: '저장 되었습니다.' });
    expect(await app.em().findOneOrFail(SimpleEvaluation, e.id)).toMatchObject({ linkageYn: 'Y', institutionLinkage: 'WEE_CENTER' });
  });
});

// ---- the access log ------------------------------------------------------------------------------------------------

describe('access log of respondents', () => {
  const logOf = (id: number) =>
    app.em().find(AccessLog, { subjectType: 'simple-evaluation', subjectId: String(id) }, { orderBy: { id: 'asc' } });

  it('records the questionnaire load, the submission and the result page as the respondent, over both doors', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } });
    expect(await logOf(e.id)).toHaveLength(0); // phone check and consent read no answers or scores

    // the questionnaire page loads the evaluation (REST and its GraphQL twin), then submits
    const load = await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, { ...as(token), headers: { 'x-respondent-token': token, 'user-agent': 'phone/1.0' } });
    expect(load.status).toBe(200);
    const q = `query($id: Int!) { respondentEvaluation(id: $id) { id result { level } } }`;
    const g = await call(app, 'POST', 'graphql', { token: client, headers: { 'x-respondent-token': token }, body: { query: q, variables: { id: e.id } } });
    expect(g.body.data.respondentEvaluation).toEqual({ id: e.id, result: null });
    const done = await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 1) } });
    expect(done.status).toBe(200);
    // the result page
    const result = await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token));
    expect(result.body.result.level).toBeTruthy();

    const rows = await logOf(e.id);
    expect(rows.map((r) => [r.action, r.detail])).toEqual([
      ['READ', `링크 회차 ${agreeId} · 응답자 검사 상태 조회`],
      ['READ', `링크 회차 ${agreeId} · 응답자 검사 상태 조회`],
      ['UPDATE', `링크 회차 ${agreeId} · 응답자 응답 제출 (완료)`],
      ['READ', `링크 회차 ${agreeId} · 응답자 결과 안내 조회`],
    ]);
    for (const r of rows) {
      // the respondent, not the web app's client token that carried the call
      expect(r).toMatchObject({ actorType: 'respondent', accountId: null, loginId: `simple-evaluation:${e.id}`, role: 'GUARDIAN' });
      expect(r.ip).toMatch(/127\.0\.0\.1/);
      expect(r.requestId).toBeTruthy();
    }
    expect(rows[0].userAgent).toBe('phone/1.0');
    expect(rows[0].requestId).toBe(load.headers.get('x-request-id'));
    // nothing of the answers, the score or the phone in the rows
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${guardianMobile}|"t"|percentile|일반군|관심군`));

    // the administrator finds them by who (the record the link is for) like any other row
    const admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
    const list = await gql(app, `query($who: String) { accessLogs(loginId: $who) { totalElements content { actorType role action } } }`, { who: `simple-evaluation:${e.id}` }, admin);
    expect(list.body.data.accessLogs.totalElements).toBe(4);
    expect(list.body.data.accessLogs.content[0]).toEqual({ actorType: 'respondent', role: 'GUARDIAN', action: 'READ' });
  });

  it('names the student when the student answers, and writes nothing for a refused read', async () => {
    const e = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const other = await makeEvaluation(mhSchool, EvaluationSchoolType.MIDDLE_HIGH);
    const studentMobile = phone();
    const { guardianMobile, agreeId } = await sendAgree(mhStaffToken, e, { studentMobile });
    const guardian = await prove(agreeId, 'GUARDIAN', guardianMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(guardian), body: { agreeYn: 'Y' } });
    const student = await prove(agreeId, 'STUDENT', studentMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/student`, { ...as(student), body: { agreeYn: 'Y' } });
    expect((await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(student))).status).toBe(200);
    expect(await logOf(e.id)).toMatchObject([{ actorType: 'respondent', role: 'STUDENT', loginId: `simple-evaluation:${e.id}`, action: 'READ' }]);

    // another evaluation's id with this token: 404 and no row on either record
    expectError(await call(app, 'GET', `svs-c/simple-evaluation/${other.id}`, as(student)), 404, 'NOT_FOUND');
    expect(await logOf(other.id)).toHaveLength(0);
    // a bad submission changes nothing and logs nothing
    expectError(await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(student), body: { answers: { nope01: 1 } } }), 400, 'UNKNOWN_ITEM');
    expect(await logOf(e.id)).toHaveLength(1);
  });
});

// ---- counselling asked for on the result page ----------------------------------------------------------------------

describe('after-management asked by the respondent', () => {
  it('is sent once: the school is told once, and a second request (REST or GraphQL, or two at once) is refused', async () => {
    const e = await makeEvaluation(school, EvaluationSchoolType.ELEMENTARY);
    const { guardianMobile, agreeId } = await sendAgree(staffToken, e);
    const token = await prove(agreeId, 'GUARDIAN', guardianMobile);
    await call(app, 'PUT', `svs-c/simple-evaluation/approval/${agreeId}/guardian`, { ...as(token), body: { agreeYn: 'Y' } });
    const body = { simpleEvaluationId: e.id, linkageYn: 'Y' };
    // not before the questionnaire is done
    expectError(await call(app, 'POST', 'svs-c/simple-evaluation/after-management', { ...as(token), body }), 409, 'NOT_DONE');
    await call(app, 'PUT', `svs-c/simple-evaluation/${e.id}`, { ...as(token), body: { answers: answers(EvaluationSchoolType.ELEMENTARY, 2) } });
    expect((await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token))).body.linkageRequestedAt).toBeUndefined();

    const alarms = () => app.em().count(AlarmHistory, { title: '간편검사 상담 연계 희망', link: `/auth/simple-evaluation/after-management/${e.id}` });
    const before = await alarms();
    // a double tap: two requests at once, one wins
    const [a, b] = await Promise.all([
      call(app, 'POST', 'svs-c/simple-evaluation/after-management', { ...as(token), body }),
      call(app, 'POST', 'svs-c/simple-evaluation/after-management', { ...as(token), body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 200 ? a : b).body).toEqual({ message: '저장 되었습니다.' });
    expectError(a.status === 409 ? a : b, 409, 'ALREADY_REQUESTED', '이미 상담을 신청했습니다. 학교에서 확인한 뒤 연락드립니다.');
    const told = (await alarms()) - before;
    expect(told).toBeGreaterThan(0); // the school's user at least (one per person told)

    // the page reloads: it says the request was made
    const reloaded = await call(app, 'GET', `svs-c/simple-evaluation/${e.id}`, as(token));
    expect(Date.now() - new Date(reloaded.body.linkageRequestedAt).getTime()).toBeLessThan(60_000);
    // again, over the GraphQL twin, and with N: refused, nobody told again, the request stands
    const m = `mutation($input: RespondentAfterManagementInput!) { requestRespondentAfterManagement(input: $input) { message } }`;
    const post = (input: unknown) => call(app, 'POST', 'graphql', { token: client, headers: { 'x-respondent-token': token }, body: { query: m, variables: { input } } });
    expectGqlError(await post(body), 409, 'ALREADY_REQUESTED');
    expectGqlError(await post({ ...body, linkageYn: 'N' }), 409, 'ALREADY_REQUESTED');
    expect((await alarms()) - before).toBe(told);
    expect(await app.em().findOneOrFail(SimpleEvaluation, e.id)).toMatchObject({ linkageYn: 'Y' });
  });
});
