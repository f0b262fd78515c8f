import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { RequestStatus } from '../src/modules/request/request.lifecycle.js';
import { call, clientToken, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { codeIn, lastSms, makeCase, phone } from './case-fixtures.js';
import { expectError, expectGqlError } from './util.js';

/**
 * The satisfaction assessment: the same service as the SDQ-KR with its own fields. Staff CRUD and validation, the
 * link by SMS and the respondent's one submission, a token that reaches neither another record nor the other kind,
 * and the case's reach (another center 404, the ministry 403, a closed case 409).
 */
let app: TestApp;
let client: string;
let school: School;
let center: Center;
let caseId: number;
let closedCaseId: number;
let staff: string;
let otherStaff: string;
let ministry: string;

beforeAll(async () => {
  app = await startTestApp();
  school = await makeSchool(app, { sggCode: '11110' });
  center = await makeCenter(app, { locals: ['11110'] });
  const otherCenter = await makeCenter(app, { locals: ['11140'] });
  const teacher = await makeAccount(app, RoleCode.MEMBER, { school });
  caseId = await makeCase(app, { school, center, requester: teacher });
  closedCaseId = await makeCase(app, { school, center, requester: teacher, status: RequestStatus.CLOSED });
  client = await clientToken(app);
  staff = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center }));
  otherStaff = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MEMBER, { center: otherCenter }));
  ministry = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_MINISTRY));
}, 180_000);
afterAll(() => app?.stop());

const BASE = 'svs-u/satisfaction-assessment';
const as = (respondentToken: string) => ({ token: client, headers: { 'x-respondent-token': respondentToken } });
const full = { svsOverAll: 5, svsProgress: 4, svsAtiiPi: 5, servicePerformance: 4, svsContent: '  친절했습니다  ', servicePerformanceDetail: 'COUNSELING' };

describe('satisfaction assessment', () => {
  it('staff enter one from paper, with its fields checked, and correct it', async () => {
    const post = (body: Record<string, unknown>) => call(app, 'POST', BASE, { token: staff, body: { requestId: caseId, targetType: 'STUDENT', ...body } });
    expectError(await post({ svsOverAll: 6 }), 400, 'BAD_USER_INPUT', '서비스 전반 만족도는 1부터 5까지의 정수여야 합니다.');
    expectError(await post({ servicePerformanceDetail: 'MAGIC' }), 400, 'BAD_USER_INPUT', '가장 도움이 된 서비스의 선택지가 올바르지 않습니다.');
    expectError(await post({ dehi010: 1 }), 400, 'BAD_USER_INPUT');
    expectError(await post({ requestId: closedCaseId }), 409, 'CASE_NOT_OPEN');

    const created = await post({ ...full, servicePerformanceDetail: 'ETC', servicePerformanceDetailEtc: '학부모 모임', isDone: 'Y' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ requestId: caseId, targetType: 'STUDENT', isDone: 'Y', doneBy: 'STAFF', svsOverAll: 5, svsContent: '친절했습니다', servicePerformanceDetailEtc: '학부모 모임' });
    const id = created.body.id;
    // the ETC text goes with its choice
    const changed = await call(app, 'PUT', `${BASE}/${id}`, { token: staff, body: { servicePerformanceDetail: 'COUNSELING', ilOverAll: 3 } });
    expect(changed.body).toMatchObject({ servicePerformanceDetail: 'COUNSELING', ilOverAll: 3 });
    expect(changed.body.servicePerformanceDetailEtc).toBeUndefined();
    const list = await gql(app, 'query($r: Int!) { satisfactionAssessments(requestId: $r) { totalElements content { id svsOverAll targetType } } }', { r: caseId }, staff);
    expect(list.body.data.satisfactionAssessments.content).toContainEqual({ id, svsOverAll: 5, targetType: 'STUDENT' });
  });

  it('goes to the respondent by link; the token reaches only its own record and kind; one submission', async () => {
    const mobile = phone('0107');
    const sent = await call(app, 'POST', `${BASE}/send-url`, { token: staff, body: { requestId: caseId, targetType: 'GUARDIAN', relationship: 'GRANDPARENT', mobile } });
    expect(sent.body).toMatchObject({ message: '전송 되었습니다.' });
    const id = sent.body.id;
    expect(await lastSms(app, mobile)).toContain(`/app/request/satisfaction-assessment/${id}`);

    expect((await call(app, 'POST', 'svs/request/satisfaction-assessment/auth', { body: { id, mobile } })).status).toBe(200);
    // the code is of the satisfaction link: on the SDQ-KR path the same id has no live code
    expectError(await call(app, 'POST', 'svs/request/sdq-kr/auth-check', { body: { id, authNumber: codeIn(await lastSms(app, mobile)) } }), 400, 'CODE_EXPIRED');
    const checked = await call(app, 'POST', 'svs/request/satisfaction-assessment/auth-check', { body: { id, authNumber: codeIn(await lastSms(app, mobile)) } });
    expect(checked.body).toMatchObject({ id, targetType: 'GUARDIAN', expiresIn: 1800 });
    const token = checked.body.respondentToken;

    expectError(await call(app, 'GET', `svs-c/sdq-kr/${id}`, as(token)), 403, 'RESPONDENT_AUTH_REQUIRED');
    expectError(await call(app, 'GET', `svs-c/satisfaction-assessment/${id + 1000}`, as(token)), 404, 'NOT_FOUND');
    expect((await call(app, 'GET', `svs-c/satisfaction-assessment/${id}`, as(token))).body).toEqual({ id, targetType: 'GUARDIAN', relationship: 'GRANDPARENT', isDone: 'N' });

    expectError(await call(app, 'PUT', `svs-c/satisfaction-assessment/${id}`, { ...as(token), body: { svsOverAll: 5 } }), 400, 'INCOMPLETE_ANSWERS');
    const done = await call(app, 'PUT', `svs-c/satisfaction-assessment/${id}`, { ...as(token), body: full });
    expect(done.body).toMatchObject({ id, isDone: 'Y' });
    expectError(await call(app, 'PUT', `svs-c/satisfaction-assessment/${id}`, { ...as(token), body: full }), 409, 'ALREADY_DONE');
    expect((await call(app, 'GET', `${BASE}/${id}`, { token: staff })).body).toMatchObject({ isDone: 'Y', doneBy: 'RESPONDENT', svsProgress: 4, relationship: 'GRANDPARENT' });
  });

  it('is out of reach of another center (404, both doors) and read-only for the ministry', async () => {
    const created = await call(app, 'POST', BASE, { token: staff, body: { requestId: caseId, targetType: 'TEACHER' } });
    const id = created.body.id;
    for (const [method, path, body] of [
      ['GET', `${BASE}?requestId=${caseId}`],
      ['GET', `${BASE}/${id}`],
      ['PUT', `${BASE}/${id}`, { svsOverAll: 1 }],
      ['DELETE', `${BASE}/${id}`],
      ['POST', BASE, { requestId: caseId, targetType: 'STUDENT' }],
      ['POST', `${BASE}/send-url`, { requestId: caseId, targetType: 'STUDENT', mobile: phone('0107') }],
    ] as [string, string, unknown?][]) {
      expectError(await call(app, method, path, { token: otherStaff, body }), 404, 'NOT_FOUND');
      if (method !== 'GET') expect((await call(app, method, path, { token: ministry, body })).status).toBe(403);
    }
    expectGqlError(await gql(app, 'query($id: Int!) { satisfactionAssessment(id: $id) { id } }', { id }, otherStaff), 404, 'NOT_FOUND');
    expectGqlError(await gql(app, 'mutation($id: Int!) { deleteSatisfactionAssessment(id: $id) { message } }', { id }, otherStaff), 404, 'NOT_FOUND');
    expect((await gql(app, 'mutation($id: Int!) { deleteSatisfactionAssessment(id: $id) { message } }', { id }, staff)).body.data.deleteSatisfactionAssessment.message).toBe('삭제되었습니다.');
  });
});
