import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { SDQ_ITEM_KEYS } from '../src/modules/forms/sdq.scoring.js';
import { AccessLog } from '../src/platform/access-log.js';
import { advanceClock, freezeClock, resetClock } from '../src/platform/clock.js';
import { call, clientToken, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { seedDemoForms } from '../src/seeders/demo-forms.js';
import { codeIn, lastSms, makeCase, phone } from './case-fixtures.js';
import { expectError, expectGqlError, MINUTE, withoutRequestId } from './util.js';

/**
 * SDQ-KR over HTTP against the real database: staff CRUD and validation through the case (another center 404,
 * the ministry 403), the link by SMS, the phone code (expiry, reuse, 5 tries on a frozen clock), the respondent
 * token reaching only its own questionnaire, submit once, and scores for staff only.
 */
let app: TestApp;
let client: string;
let school: School;
let center: Center;
let caseId: number;
let otherCaseId: number;
let staff: string;
let otherStaff: string;
let ministry: string;

beforeAll(async () => {
  app = await startTestApp();
  school = await makeSchool(app, { sggCode: '11110' });
  center = await makeCenter(app, { locals: ['11110'] });
  const otherSchool = await makeSchool(app, { sggCode: '11140' });
  const otherCenter = await makeCenter(app, { locals: ['11140'] });
  const teacher = await makeAccount(app, RoleCode.MEMBER, { school });
  // a student of 13 or 14 whatever the year the tests run in (the self-report is for 11–17)
  caseId = await makeCase(app, { school, center, requester: teacher, birth: [new Date().getFullYear() - 14, 3, 1] });
  otherCaseId = await makeCase(app, { school: otherSchool, center: otherCenter, requester: await makeAccount(app, RoleCode.MEMBER, { school: otherSchool }) });
  client = await clientToken(app);
  staff = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MEMBER, { center }));
  otherStaff = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center: otherCenter }));
  ministry = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_MINISTRY));
  // the forms' text loaded (no link goes while they hold placeholders: sdq-kr-rules.test.ts); the student is 11–17
  await seedDemoForms(app.em());
}, 180_000);
afterAll(() => app?.stop());
afterEach(() => resetClock());

const all = (v: number) => Object.fromEntries(SDQ_ITEM_KEYS.map((k) => [k, v]));
const as = (respondentToken?: string, token = client) => ({ token, headers: (respondentToken ? { 'x-respondent-token': respondentToken } : {}) as Record<string, string> });

async function send(body: Record<string, unknown> = {}, token = staff) {
  const mobile = phone();
  const res = await call(app, 'POST', 'svs-u/sdq-kr/send-url', { token, body: { requestId: caseId, testType: 'PRELIMINARY', targetType: 'STUDENT', mobile, ...body } });
  return { res, mobile: (body.mobile as string | undefined) ?? mobile, id: res.body?.id as number };
}

async function prove(id: number, mobile: string): Promise<string> {
  const asked = await call(app, 'POST', 'svs/request/sdq-kr/auth', { body: { id, mobile } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const res = await call(app, 'POST', 'svs/request/sdq-kr/auth-check', { body: { id, authNumber: codeIn(await lastSms(app, mobile)) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.respondentToken;
}

describe('staff: paper questionnaires', () => {
  it('refuses bad input with a Korean message and saves nothing', async () => {
    const post = (body: Record<string, unknown>) => call(app, 'POST', 'svs-u/sdq-kr', { token: staff, body: { requestId: caseId, testType: 'POST', targetType: 'TEACHER', ...body } });
    expectError(await post({ dehi010: 3 }), 400, 'BAD_USER_INPUT', '문항 dehi010은 0부터 2까지의 정수여야 합니다.');
    expectError(await post({ xyz010: 1 }), 400, 'BAD_USER_INPUT', '허용되지 않은 항목입니다: xyz010');
    expectError(await post({ testType: 'LATER' }), 400, 'BAD_USER_INPUT', '검사 시기는 PRELIMINARY 또는 POST이어야 합니다.');
    expectError(await post({ targetType: 'GUARDIAN' }), 400, 'BAD_USER_INPUT', '보호자가 응답할 때는 학생과의 관계를 선택해주세요.');
    expectError(await post({ targetType: 'GUARDIAN', relationship: 'ETC' }), 400, 'BAD_USER_INPUT', '학생과의 관계가 기타이면 내용을 입력해주세요.');
    const list = await call(app, 'GET', `svs-u/sdq-kr?requestId=${caseId}&testType=POST&targetType=GUARDIAN`, { token: staff });
    expect(list.body.totalElements).toBe(0);
  });

  it('creates, reads, corrects, completes (scores appear) and deletes; one record per case, test type and target', async () => {
    const created = await call(app, 'POST', 'svs-u/sdq-kr', {
      token: staff,
      body: { requestId: caseId, testType: 'POST', targetType: 'GUARDIAN', relationship: 'MOTHER', ...all(1), dies050: null },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ isDone: 'N', relationship: 'MOTHER', dehi010: 1 });
    expect(created.body.dies050).toBeUndefined();
    expect(created.body.scores).toBeUndefined(); // not submitted: no result yet

    expectError(
      await call(app, 'POST', 'svs-u/sdq-kr', { token: staff, body: { requestId: caseId, testType: 'POST', targetType: 'GUARDIAN', relationship: 'FATHER' } }),
      409,
      'DUPLICATE',
    );

    const done = await call(app, 'PUT', `svs-u/sdq-kr/${id}`, { token: staff, body: { dies010: 2, isDone: 'Y' } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ isDone: 'Y', doneBy: 'STAFF', dies010: 2 });
    // emotional: 2 + 1 + 1 + 1 (dies050 unanswered) → round(5 × 5 / 4) = 6, pro-rated
    const emotional = done.body.scores.scales.find((s: { scale: string }) => s.scale === 'EMOTIONAL');
    expect(emotional).toMatchObject({ score: 6, answered: 4, prorated: true, band: 'HIGH' });
    expect(done.body.scores).toMatchObject({ informant: 'GUARDIAN', totalDifficulties: 6 + 5 + 5 + 5, totalBand: 'VERY_HIGH' });

    expectError(await call(app, 'PUT', `svs-u/sdq-kr/${id}`, { token: staff, body: { isDone: 'N' } }), 409, 'ALREADY_DONE', '완료된 설문은 작성 중으로 되돌릴 수 없습니다.');

    const detail = await call(app, 'GET', `svs-u/sdq-kr/${id}`, { token: staff });
    expect(detail.body).toMatchObject({ id, requestId: caseId, testType: 'POST', targetType: 'GUARDIAN', isDone: 'Y' });
    const logged = await app.em().find(AccessLog, { subjectType: 'sdq-kr', subjectId: String(id) }, { orderBy: { id: 'asc' } });
    expect(logged.map((l) => l.action)).toEqual(['CREATE', 'UPDATE', 'READ']);
    expect(JSON.stringify(logged)).not.toMatch(/dies010|"score"/);

    expect((await call(app, 'DELETE', `svs-u/sdq-kr/${id}`, { token: staff })).body).toEqual({ message: '삭제되었습니다.' });
    expectError(await call(app, 'GET', `svs-u/sdq-kr/${id}`, { token: staff }), 404, 'NOT_FOUND');
  });

  it('has GraphQL twins that answer the same', async () => {
    const created = await gql(
      app,
      `mutation($input: SdqKrCreateInput!) { createSdqKr(input: $input) { id isDone testType targetType scores { totalDifficulties totalBand } } }`,
      { input: { requestId: caseId, testType: 'PRELIMINARY', targetType: 'TEACHER', relationship: 'HOMEROOM_TEACHER', ...all(0), isDone: 'Y' } },
      staff,
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createSdqKr.id;
    expect(created.body.data.createSdqKr.scores).toEqual({ totalDifficulties: 10, totalBand: 'CLOSE_TO_AVERAGE' });
    const list = await gql(app, `query($r: Int!) { sdqKrs(requestId: $r, targetType: TEACHER) { totalElements content { id scores { scales { scale score band } } } } }`, { r: caseId }, staff);
    expect(list.body.data.sdqKrs.content.map((c: { id: number }) => c.id)).toContain(id);
    const rest = await call(app, 'GET', `svs-u/sdq-kr/${id}`, { token: staff });
    const one = await gql(app, `query($id: Int!) { sdqKr(id: $id) { id scores { totalDifficulties internalising externalising } } }`, { id }, staff);
    expect(one.body.data.sdqKr.scores).toEqual({ totalDifficulties: rest.body.scores.totalDifficulties, internalising: 4, externalising: 6 });
  });
});

describe('send-url and the phone check', () => {
  it('queues the link by SMS, masks the number, and reuses the record on a resend', async () => {
    const { res, mobile, id } = await send({ targetType: 'GUARDIAN', relationship: 'FATHER' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: '전송 되었습니다.', sentTo: `${mobile.slice(0, 3)}-****-${mobile.slice(-4)}` });
    expect(await lastSms(app, mobile)).toContain(`/app/request/sdq-kr/${id}`);
    const again = await send({ targetType: 'GUARDIAN', relationship: 'FATHER' });
    expect(again.id).toBe(id);
    const list = await call(app, 'GET', `svs-u/sdq-kr?requestId=${caseId}&targetType=GUARDIAN&testType=PRELIMINARY`, { token: staff });
    const row = list.body.content.find((r: { id: number }) => r.id === id);
    expect(row.mobile).toBe(`${again.mobile.slice(0, 3)}-****-${again.mobile.slice(-4)}`);
    expect(JSON.stringify(list.body)).not.toContain(again.mobile);
    expectError((await send({ targetType: 'GUARDIAN', testType: 'POST' })).res, 400, 'BAD_USER_INPUT', '보호자가 응답할 때는 학생과의 관계를 선택해주세요.');
  });

  it('sends the code only to the phone the link went to; the code lasts 10 minutes, once, and 5 wrong tries void it', async () => {
    const { id, mobile } = await send({ targetType: 'STUDENT', testType: 'POST' });
    expectError(await call(app, 'POST', 'svs/request/sdq-kr/auth', { body: { id, mobile: phone() } }), 400, 'MOBILE_MISMATCH');
    // a link that does not exist answers like a wrong number, and its code check like a spent code: ids tell nothing
    const unknown = await call(app, 'POST', 'svs/request/sdq-kr/auth', { body: { id: 999999, mobile } });
    const wrongNumber = await call(app, 'POST', 'svs/request/sdq-kr/auth', { body: { id, mobile: phone() } });
    expectError(unknown, 400, 'MOBILE_MISMATCH');
    expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(wrongNumber.body));
    const noLink = await call(app, 'POST', 'svs/request/sdq-kr/auth-check', { body: { id: 999999, authNumber: '123456' } });
    const noCode = await call(app, 'POST', 'svs/request/sdq-kr/auth-check', { body: { id, authNumber: '123456' } });
    expectError(noLink, 400, 'CODE_EXPIRED');
    expect(withoutRequestId(noLink.body)).toEqual(withoutRequestId(noCode.body));

    freezeClock();
    expect((await call(app, 'POST', 'svs/request/sdq-kr/auth', { body: { id, mobile } })).body).toMatchObject({ message: '인증번호가 발송되었습니다.', expiresIn: 600 });
    const code = codeIn(await lastSms(app, mobile));
    advanceClock(10 * MINUTE + 1000);
    expectError(await call(app, 'POST', 'svs/request/sdq-kr/auth-check', { body: { id, authNumber: code } }), 400, 'CODE_EXPIRED');

    await call(app, 'POST', 'svs/request/sdq-kr/auth', { body: { id, mobile } });
    const fresh = codeIn(await lastSms(app, mobile));
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--)
      expectError(await call(app, 'POST', 'svs/request/sdq-kr/auth-check', { body: { id, authNumber: wrong } }), 400, 'CODE_MISMATCH', `인증번호가 일치하지 않습니다. (남은 횟수 ${left}회)`);
    expectError(await call(app, 'POST', 'svs/request/sdq-kr/auth-check', { body: { id, authNumber: wrong } }), 400, 'CODE_VOIDED');
    expectError(await call(app, 'POST', 'svs/request/sdq-kr/auth-check', { body: { id, authNumber: fresh } }), 400, 'CODE_EXPIRED');

    await call(app, 'POST', 'svs/request/sdq-kr/auth', { body: { id, mobile } });
    const last = codeIn(await lastSms(app, mobile));
    expect((await call(app, 'POST', 'svs/request/sdq-kr/auth-check', { body: { id, authNumber: last } })).status).toBe(200);
    expectError(await call(app, 'POST', 'svs/request/sdq-kr/auth-check', { body: { id, authNumber: last } }), 400, 'CODE_EXPIRED');
  });
});

describe('the respondent', () => {
  it('reaches only its own questionnaire, submits once, and never sees scores', async () => {
    const { id, mobile } = await send({ targetType: 'TEACHER', testType: 'POST', relationship: 'HOMEROOM_TEACHER' });
    const other = await send({ targetType: 'STUDENT', testType: 'PRELIMINARY' });
    const token = await prove(id, mobile);

    const own = await call(app, 'GET', `svs-c/sdq-kr/${id}`, as(token));
    expect(own.body).toEqual({ id, testType: 'POST', targetType: 'TEACHER', relationship: 'HOMEROOM_TEACHER', isDone: 'N' });
    expectError(await call(app, 'GET', `svs-c/sdq-kr/${other.id}`, as(token)), 404, 'NOT_FOUND');
    expectError(await call(app, 'GET', `svs-c/satisfaction-assessment/${id}`, as(token)), 403, 'RESPONDENT_AUTH_REQUIRED');
    expectError(await call(app, 'GET', `svs-c/sdq-kr/${id}`, as()), 403, 'RESPONDENT_AUTH_REQUIRED');
    expectError(await call(app, 'GET', `svs-u/sdq-kr/${id}`, as(token)), 403, 'FORBIDDEN');

    expectError(await call(app, 'PUT', `svs-c/sdq-kr/${id}`, { ...as(token), body: { dehi010: 1 } }), 400, 'INCOMPLETE_ANSWERS', '아직 응답하지 않은 문항이 24개 있습니다. 모두 응답한 뒤 제출해주세요.');
    const submitted = await call(app, 'PUT', `svs-c/sdq-kr/${id}`, { ...as(token), body: all(2) });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ id, isDone: 'Y' });
    expect(submitted.body.scores).toBeUndefined();
    expectError(await call(app, 'PUT', `svs-c/sdq-kr/${id}`, { ...as(token), body: all(0) }), 409, 'ALREADY_DONE', '이미 제출한 설문입니다. 제출한 뒤에는 바꿀 수 없습니다.');

    const seen = await call(app, 'GET', `svs-u/sdq-kr/${id}`, { token: staff });
    expect(seen.body).toMatchObject({ isDone: 'Y', doneBy: 'RESPONDENT', dehi010: 2 });
    expect(seen.body.scores).toMatchObject({ informant: 'TEACHER', totalDifficulties: 30, totalBand: 'VERY_HIGH' });
    expectError(await send({ targetType: 'TEACHER', testType: 'POST', relationship: 'HOMEROOM_TEACHER' }).then((s) => s.res), 409, 'ALREADY_DONE');

    const logged = await app.em().find(AccessLog, { subjectType: 'sdq-kr', subjectId: String(id), actorType: 'respondent' });
    expect(logged.map((l) => [l.action, l.loginId, l.role])).toEqual([
      ['READ', `sdq-kr:${id}`, 'TEACHER'],
      ['UPDATE', `sdq-kr:${id}`, 'TEACHER'],
    ]);
  });

  it('loses a token earned on a link that was sent again (410), and the GraphQL twins work with the token', async () => {
    const { id, mobile } = await send({ targetType: 'STUDENT', testType: 'POST' });
    const old = await prove(id, mobile);
    await send({ targetType: 'STUDENT', testType: 'POST', mobile });
    expectError(await call(app, 'GET', `svs-c/sdq-kr/${id}`, as(old)), 410, 'LINK_REPLACED');

    const code = await gql(app, 'mutation($i: QuestionnaireAuthInput!) { requestSdqKrCode(input: $i) { message expiresIn } }', { i: { id, mobile } }, client);
    expect(code.body.data.requestSdqKrCode.expiresIn).toBe(600);
    const verified = await gql(app, 'mutation($i: QuestionnaireAuthCheckInput!) { verifySdqKrCode(input: $i) { respondentToken id targetType } }', { i: { id, authNumber: codeIn(await lastSms(app, mobile)) } }, client);
    const token = verified.body.data.verifySdqKrCode.respondentToken;
    const answers = Object.entries(all(1)).map(([k, v]) => `${k}: ${v}`).join(', ');
    const res = await call(app, 'POST', 'graphql', {
      ...as(token),
      body: { query: `mutation($id: Int!) { submitRespondentSdqKr(id: $id, input: { ${answers} }) { id isDone } }` , variables: { id } },
    });
    expect(res.body.data.submitRespondentSdqKr).toEqual({ id, isDone: 'Y' });
  });
});

describe('who reaches a case’s questionnaires', () => {
  it('answers 404 to another center’s staff on every staff call (REST and GraphQL), and 403 to the ministry on writes', async () => {
    const { id } = await send({ targetType: 'STUDENT', testType: 'PRELIMINARY', mobile: phone() });
    const calls: [string, string, unknown?][] = [
      ['GET', `svs-u/sdq-kr?requestId=${caseId}`],
      ['GET', `svs-u/sdq-kr/${id}`],
      ['PUT', `svs-u/sdq-kr/${id}`, { dehi010: 1 }],
      ['DELETE', `svs-u/sdq-kr/${id}`],
      ['POST', 'svs-u/sdq-kr', { requestId: caseId, testType: 'POST', targetType: 'STUDENT' }],
      ['POST', 'svs-u/sdq-kr/send-url', { requestId: caseId, testType: 'POST', targetType: 'STUDENT', mobile: phone() }],
    ];
    for (const [method, path, body] of calls) expectError(await call(app, method, path, { token: otherStaff, body }), 404, 'NOT_FOUND');
    for (const [method, path, body] of calls.slice(2)) expect((await call(app, method, path, { token: ministry, body })).status).toBe(403);

    const ops: [string, Record<string, unknown>][] = [
      ['query($id: Int!) { sdqKr(id: $id) { id } }', { id }],
      ['query($id: Int!) { sdqKrs(requestId: $id) { totalElements } }', { id: caseId }],
      ['mutation($id: Int!) { updateSdqKr(id: $id, input: { dehi010: 1 }) { id } }', { id }],
      ['mutation($id: Int!) { deleteSdqKr(id: $id) { message } }', { id }],
      ['mutation($r: Int!) { createSdqKr(input: { requestId: $r, testType: POST, targetType: STUDENT }) { id } }', { r: caseId }],
      ['mutation($r: Int!, $m: String!) { sendSdqKrUrl(input: { requestId: $r, testType: POST, targetType: STUDENT, mobile: $m }) { id } }', { r: caseId, m: phone() }],
    ];
    for (const [q, v] of ops) expectGqlError(await gql(app, q, v, otherStaff), 404, 'NOT_FOUND');
    // the other center's own case is theirs, not ours
    expectError(await call(app, 'GET', `svs-u/sdq-kr?requestId=${otherCaseId}`, { token: staff }), 404, 'NOT_FOUND');
    expect((await call(app, 'GET', `svs-u/sdq-kr/${id}`, { token: staff })).status).toBe(200);
  });
});
