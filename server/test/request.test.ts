import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { AlarmHistory } from '../src/modules/alarm/alarm.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { Request } from '../src/modules/request/request.entity.js';
import { EvaluationSchoolType, Gender, ScoreRange, SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { AccessLog } from '../src/platform/access-log.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectError, expectGqlError } from './util.js';

/**
 * Requests over real HTTP, both doors: filing with SPEC §5 validation, every transition of the lifecycle and every
 * refusal (403 without the right, 409 in the wrong state, nothing changed), the alarms each transition raises, the
 * reach of every role (another center's and another school's users get 404 on every call), the delete history and
 * the Excel export. Center A covers 종로구 (schools a1, a2); center B covers 중구 (school b1).
 */
let app: TestApp;
let A: Center, B: Center;
let a1: School, a2: School, b1: School;
type Acc = Account & { password: string };
const acc: Record<string, Acc> = {};
const t: Record<string, string> = {};

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

const BASE = 'svs-u/request';

/** A complete, valid form; parts can be overridden. */
const form = (o: Record<string, unknown> = {}) => ({
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

async function file(token = t.teacherA1, o: Record<string, unknown> = {}): Promise<number> {
  const res = await call(app, 'POST', BASE, { token, body: form(o) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe('등록되었습니다.');
  return res.body.id;
}

const row = (id: number) => app.em().findOneOrFail(Request, id, { populate: ['caseManager'] });
const put = (path: string, token: string, body?: unknown) => call(app, 'PUT', `${BASE}/${path}`, { token, body });
const post = (path: string, token: string, body?: unknown) => call(app, 'POST', `${BASE}/${path}`, { token, body });
/** A submitted closing report of the case (case-record module), which sending the report to the school needs. */
async function submitClosingReport(requestId: number) {
  const body = { requestId, isDone: 'Y', closingDate: '2099-01-01', closingType: 'GOAL_ACHIEVED', interventionTarget: 'STUDENT', interventionContent: '상담 10회', studentStatus: 'IMPROVED' };
  const res = await call(app, 'POST', 'svs-u/closing-report', { token: t.memberA, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** Alarms an account received since `after` (an alarm id), by title. */
async function alarmsOf(who: Acc, after = 0): Promise<string[]> {
  const rows = await app.em().find(AlarmHistory, { account: who.id, id: { $gt: after } }, { orderBy: { id: 'asc' } });
  return rows.map((r) => r.title);
}
const lastAlarmId = async () => (await app.em().findOne(AlarmHistory, { id: { $gt: 0 } }, { orderBy: { id: 'desc' } }))?.id ?? 0;

function ok(res: { status: number; body: any }, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.message).toBe(message);
}

describe('filing and validation (SPEC §5)', () => {
  it('files to the center covering the school, records the consents, logs the creation and alarms that center only', async () => {
    const before = await lastAlarmId();
    const id = await file();
    const r = await row(id);
    expect(r).toMatchObject({
      status: 'REQUESTED',
      sdCode: '11',
      targetName: '김학생',
      targetMobile: '01022223333',
      guardianContact: '01099998888',
      requesterContact: '021234567',
      gcRequest: 'Y',
      gcRequestMethod: 'WRITTEN',
      gc3rdPartyProvision: 'Y',
    });
    expect(r.center?.id).toBe(A.id);
    expect(r.gcRequestAt?.toISOString()).toBe('2026-03-02T01:00:00.000Z');
    expect(r.progressStep ?? null).toBeNull();
    expect(await alarmsOf(acc.managerA, before)).toEqual(['새 의뢰가 접수되었습니다.']);
    expect(await alarmsOf(acc.memberA, before)).toEqual(['새 의뢰가 접수되었습니다.']);
    expect(await alarmsOf(acc.managerB, before)).toEqual([]);
    expect(await alarmsOf(acc.teacherA1, before)).toEqual([]);
    expect(await app.em().count(AccessLog, { action: 'CREATE', subjectType: 'request', subjectId: String(id) })).toBe(1);
  });

  it('refuses bad input with the SPEC messages and stores nothing', async () => {
    const before = await app.em().count(Request, {});
    const cases: [Record<string, unknown>, string][] = [
      [{ guardianContact: '010-1234-567' }, '보호자 연락처 형식이 맞지 않습니다.'],
      [{ requesterContact: '12345' }, '의뢰자 연락처 형식이 맞지 않습니다.'],
      [{ requestTarget: { name: '김학생', gender: 'M', birthYear: 2014, birthMonth: 3, birthDate: 15, mobile: '02-123-4567' } }, '학생 휴대전화번호 형식이 맞지 않습니다.'],
      [{ requestTarget: { name: '김학생', gender: 'M', birthYear: 2014, birthMonth: 2, birthDate: 30 } }, '생년월일 형식이 맞지 않습니다.'],
      [{ gcRequestAt: '2026-03-02 10:00' }, '의뢰 동의 일시 형식이 맞지 않습니다'],
      [{ gc3rdPartyProvisionAt: '2026-13-02T10:00' }, '제3자 제공 동의 일시 형식이 맞지 않습니다'],
      [{ gcRequest: 'N' }, '의뢰 동의가 필요합니다.'],
      [{ gc3rdPartyProvision: 'N' }, '제3자 제공 동의가 필요합니다.'],
      [{ mainAppeal: '   ' }, '주호소를 입력해주세요.'],
      [{ postcode: '1234' }, '우편번호 형식이 맞지 않습니다.'],
      [{ guardianRelationship: 'ETC' }, '기타 보호자 관계를 입력해주세요.'],
      [{ requestType: 'SIMPLE_EVALUATION' }, '간편검사를 선택해주세요.'],
      [{ requestType: 'SIMPLE_EVALUATION', simpleEvaluationId: 999999 }, '간편검사를 찾을 수 없습니다.'],
    ];
    for (const [o, message] of cases) expectError(await call(app, 'POST', BASE, { token: t.teacherA1, body: form(o) }), 400, 'BAD_USER_INPUT', message);
    expectError(await call(app, 'POST', BASE, { token: t.teacherA1, body: form({ centerId: B.id }) }), 400, 'BAD_USER_INPUT');
    expect(await app.em().count(Request, {})).toBe(before);
  });

  it('lets only school users file, and only for their own school', async () => {
    for (const who of ['managerA', 'memberA', 'office11', 'admin']) expectError(await call(app, 'POST', BASE, { token: t[who], body: form() }), 403, 'FORBIDDEN');
    expectError(await call(app, 'POST', BASE, { token: t.teacherA1, body: form({ schoolId: b1.id }) }), 403, 'FORBIDDEN');
  });
});

describe('referral from a simple evaluation', () => {
  let seq = 0;
  async function evaluation(school: School, range: ScoreRange) {
    const em = app.em();
    const e = em.create(SimpleEvaluation, {
      school,
      sdCode: school.sdCode,
      sggCode: school.sggCode,
      year: 2026,
      schoolTargetType: EvaluationSchoolType.ELEMENTARY,
      gender: Gender.F,
      studentCode: `2026-${school.id}-9${String(++seq).padStart(3, '0')}`,
      studentSeq: 9000 + seq,
      isDone: 'Y',
      totalRange: range,
      topRange: range,
      totalT: range === ScoreRange.GENERAL ? 50 : 67,
    });
    await em.flush();
    return e.id;
  }
  const linkOf = async (id: number) => (await app.em().findOneOrFail(SimpleEvaluation, id)).requestId ?? null;

  it('links a 관심군 result of the school to one live request at a time', async () => {
    const attention = await evaluation(a1, ScoreRange.ATTENTION);
    const general = await evaluation(a1, ScoreRange.GENERAL);
    const elsewhere = await evaluation(b1, ScoreRange.PRIORITY_ATTENTION);
    const refer = (simpleEvaluationId: number) => call(app, 'POST', BASE, { token: t.teacherA1, body: form({ requestType: 'SIMPLE_EVALUATION', simpleEvaluationId }) });
    // the evaluation's detail says when the "의뢰하기" action will work (school staff, a 관심군 result not yet referred)
    const referable = async (id: number, token: string) =>
      (await gql(app, 'query($id: Int!) { simpleEvaluation(id: $id) { referable } }', { id }, token)).body.data?.simpleEvaluation?.referable;
    expect(await referable(attention, t.teacherA1)).toBe(true);
    expect(await referable(general, t.teacherA1)).toBe(false);
    expect(await referable(attention, t.managerA)).toBe(false);
    const before = await app.em().count(Request, {});
    expectError(await refer(general), 400, 'BAD_USER_INPUT', '관심군 이상인 영역이 있거나 위기 응답이 있는 간편검사만 의뢰할 수 있습니다.');
    expectError(await refer(elsewhere), 400, 'BAD_USER_INPUT', '간편검사를 찾을 수 없습니다.');
    expect(await app.em().count(Request, {})).toBe(before);

    const first = await refer(attention);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(await linkOf(attention)).toBe(first.body.id);
    expect(await row(first.body.id)).toMatchObject({ requestType: 'SIMPLE_EVALUATION', simpleEvaluationId: attention });
    expectError(await refer(attention), 409, 'ALREADY_REFERRED', '이미 의뢰된 간편검사입니다.');
    expect(await referable(attention, t.teacherA1)).toBe(false);
    expect(await app.em().count(Request, {})).toBe(before + 1);
    // editing keeps the link; cancelling frees the student for a new referral
    ok(await put(`${first.body.id}`, t.teacherA1, form({ requestType: 'SIMPLE_EVALUATION', simpleEvaluationId: attention, remark: '수정' })), '수정 되었습니다.');
    expect(await linkOf(attention)).toBe(first.body.id);
    ok(await put(`cancel/${first.body.id}`, t.teacherA1), '접수 취소되었습니다.');
    expect(await linkOf(attention)).toBeNull();
    const again = await refer(attention);
    expect(again.status).toBe(201);
    expect(await linkOf(attention)).toBe(again.body.id);
  });
});

describe('the lifecycle over REST', () => {
  it('runs supplement, re-filing, approval, the steps, closing and the closing report, refusing every illegal move', async () => {
    const id = await file();
    let mark = await lastAlarmId();

    // a supplement request needs the right: 요청한 작업에 대한 권한이 없습니다.
    for (const who of ['teacherA1', 'memberA', 'office11'])
      expectError(await put(`rejected/${id}`, t[who], { rejectedMessage: '보완' }), 403, 'FORBIDDEN', '요청한 작업에 대한 권한이 없습니다.');
    expectError(await put(`rejected/${id}`, t.managerA, { rejectedMessage: ' ' }), 400, 'BAD_USER_INPUT', '보완요청 내용을 입력해주세요.');
    ok(await put(`rejected/${id}`, t.managerA, { rejectedMessage: '보호자 연락처를 확인해주세요.' }), '보완요청되었습니다.');
    expect(await row(id)).toMatchObject({ status: 'REJECTED', rejectedMessage: '보호자 연락처를 확인해주세요.' });
    // the requester's side hears of it: the requester and the school's other staff; not the center, not another school
    expect(await alarmsOf(acc.teacherA1, mark)).toEqual(['의뢰에 보완요청이 있습니다.']);
    expect(await alarmsOf(acc.colleagueA1, mark)).toEqual(['의뢰에 보완요청이 있습니다.']);
    expect(await alarmsOf(acc.teacherA2, mark)).toEqual([]);
    expect(await alarmsOf(acc.managerA, mark)).toEqual([]);

    // rejected: approving, rejecting again, running the case are illegal (409) and change nothing
    expectError(await put(`completed/${id}`, t.managerA), 409, 'ILLEGAL_TRANSITION', '보완요청 상태의 의뢰는 승인할 수 없습니다.');
    expectError(await put(`rejected/${id}`, t.managerA, { rejectedMessage: '다시' }), 409, 'ILLEGAL_TRANSITION');
    expectError(await post(`${id}/change-progress-step`, t.managerA, { progressStep: 'CASE_MEETING' }), 409, 'ILLEGAL_TRANSITION');
    expect(await row(id)).toMatchObject({ status: 'REJECTED', rejectedMessage: '보호자 연락처를 확인해주세요.' });

    // the requester fixes and re-files: back to the center
    mark = await lastAlarmId();
    ok(await put(`${id}`, t.teacherA1, form({ guardianContact: '010-7777-6666' })), '수정 되었습니다.');
    const refiled = await row(id);
    expect(refiled).toMatchObject({ status: 'REQUESTED', guardianContact: '01077776666' });
    expect(refiled.refiledAt).toBeInstanceOf(Date);
    expect(await alarmsOf(acc.managerA, mark)).toEqual(['보완된 의뢰가 다시 접수되었습니다.']);

    // approval with a case manager of the center; an account of another center is refused
    expectError(await put(`completed/${id}`, t.managerA, { caseManagerId: acc.memberB.id }), 400, 'BAD_USER_INPUT', '사례 담당자를 선택해주세요.');
    expect((await row(id)).status).toBe('REQUESTED');
    mark = await lastAlarmId();
    ok(await put(`completed/${id}`, t.managerA, { caseManagerId: acc.memberA.id }), '승인되었습니다.');
    const approved = await row(id);
    expect(approved).toMatchObject({ status: 'COMPLETED', progressStep: 'IN_DEPTH_EVALUATION' });
    expect(approved.caseManager?.id).toBe(acc.memberA.id);
    expect(await alarmsOf(acc.teacherA1, mark)).toEqual(['의뢰가 승인되었습니다.']);
    // the case manager assigned with the approval hears of it (with a link to the case); the other staff do not
    expect(await alarmsOf(acc.memberA, mark)).toEqual(['사례 담당자로 지정되었습니다.']);
    expect(await alarmsOf(acc.managerA, mark)).toEqual([]);

    // approved: the requester can no longer edit or cancel
    expectError(await put(`${id}`, t.teacherA1, form()), 409, 'ILLEGAL_TRANSITION');
    expectError(await put(`cancel/${id}`, t.teacherA1), 409, 'ILLEGAL_TRANSITION', '승인 상태의 의뢰는 접수 취소할 수 없습니다.');
    expectError(await put(`completed/${id}`, t.managerA), 409, 'ILLEGAL_TRANSITION');

    // the steps: center staff only; not twice the same; closing only from the closing-report step
    expectError(await post(`${id}/change-progress-step`, t.teacherA1, { progressStep: 'CASE_MEETING' }), 403, 'FORBIDDEN');
    expectError(await post(`${id}/change-progress-step`, t.memberA, { progressStep: 'NOPE' }), 400, 'BAD_USER_INPUT', '진행 단계를 선택해주세요.');
    ok(await post(`${id}/change-progress-step`, t.memberA, { progressStep: 'CASE_MEETING' }), '수정 완료');
    expectError(await post(`${id}/change-progress-step`, t.memberA, { progressStep: 'CASE_MEETING' }), 409, 'SAME_PROGRESS_STEP', '이미 사례회의 단계입니다.');
    expectError(await post(`${id}/complete-closing`, t.memberA, { closingDate: '2026-12-01' }), 409, 'ILLEGAL_TRANSITION', '종결보고 단계에서만 종결처리할 수 있습니다.');
    mark = await lastAlarmId();
    ok(await post(`${id}/change-progress-step`, t.memberA, { progressStep: 'POST_EVALUATION' }), '수정 완료');
    expect(await alarmsOf(acc.teacherA1, mark)).toEqual(['사례가 사후평가 단계로 진행되었습니다.']);
    ok(await post(`${id}/change-progress-step`, t.memberA, { progressStep: 'CLOSING_REPORT' }), '수정 완료');
    expectError(await post(`${id}/send-closing-report`, t.memberA), 409, 'ILLEGAL_TRANSITION');

    // closing: a valid date not before the request date
    expectError(await post(`${id}/complete-closing`, t.memberA, { closingDate: '2026-02-30' }), 400, 'BAD_USER_INPUT', '종결일 형식이 맞지 않습니다.');
    expectError(await post(`${id}/complete-closing`, t.memberA, { closingDate: '20261201' }), 400, 'BAD_USER_INPUT', '종결일 형식이 맞지 않습니다.');
    expectError(await post(`${id}/complete-closing`, t.memberA, { closingDate: '2000-01-01' }), 400, 'BAD_USER_INPUT', '종료일은 시작일보다 이후여야 합니다.');
    expectError(await post(`${id}/complete-closing`, t.office11, { closingDate: '2099-01-01' }), 403, 'FORBIDDEN');
    // a closing report left as a draft is finished first: closing would leave it half-written and unsendable
    const draft = await call(app, 'POST', 'svs-u/closing-report', { token: t.memberA, body: { requestId: id, isDone: 'N', closingDate: '2099-01-01' } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expectError(await post(`${id}/complete-closing`, t.memberA, { closingDate: '2099-01-01' }), 409, 'CLOSING_REPORT_DRAFT', '종결 보고서가 임시 저장 상태입니다. 종결 보고서를 작성 완료(제출)한 뒤 종결 처리해주세요.');
    expect((await row(id)).status).toBe('COMPLETED');
    expect((await call(app, 'DELETE', `svs-u/closing-report/${draft.body.id}`, { token: t.memberA })).status).toBe(200);
    mark = await lastAlarmId();
    ok(await post(`${id}/complete-closing`, t.memberA, { closingDate: '2099-01-01' }), '종결처리 완료');
    expect(await row(id)).toMatchObject({ status: 'CLOSED', closingDate: '2099-01-01' });
    expect(await alarmsOf(acc.teacherA1, mark)).toEqual(['사례가 종결되었습니다.']);
    expectError(await post(`${id}/change-progress-step`, t.memberA, { progressStep: 'CASE_MEETING' }), 409, 'ILLEGAL_TRANSITION');

    // the closing report reaches the requester, once one is written and submitted
    expectError(await post(`${id}/send-closing-report`, t.memberA), 409, 'CLOSING_REPORT_MISSING');
    await submitClosingReport(id);
    mark = await lastAlarmId();
    ok(await post(`${id}/send-closing-report`, t.memberA), '발송 완료');
    expect((await row(id)).status).toBe('REPORT_SENT');
    expect(await alarmsOf(acc.teacherA1, mark)).toEqual(['종결 보고가 도착했습니다.']);
    expect(await alarmsOf(acc.managerA, mark)).toEqual([]);
    expectError(await post(`${id}/send-closing-report`, t.memberA), 409, 'ILLEGAL_TRANSITION', '종결 보고 발송 상태의 의뢰는 종결 보고 발송할 수 없습니다.');

    // the requester reads the result
    const detail = await call(app, 'GET', `${BASE}/${id}`, { token: t.teacherA1 });
    expect(detail.body).toMatchObject({ status: 'REPORT_SENT', statusName: '종결 보고 발송', closingDate: '2099-01-01', caseManagerName: acc.memberA.name });
  });

  it('lets the requester cancel before a decision, alarming the center', async () => {
    const id = await file();
    const mark = await lastAlarmId();
    expectError(await put(`cancel/${id}`, t.managerA), 403, 'FORBIDDEN');
    ok(await put(`cancel/${id}`, t.teacherA1), '접수 취소되었습니다.');
    expect((await row(id)).status).toBe('CANCELLED');
    expect(await alarmsOf(acc.managerA, mark)).toEqual(['의뢰가 접수 취소되었습니다.']);
    expectError(await put(`completed/${id}`, t.managerA), 409, 'ILLEGAL_TRANSITION', '접수 취소 상태의 의뢰는 승인할 수 없습니다.');
    expectError(await put(`cancel/${id}`, t.teacherA1), 409, 'ILLEGAL_TRANSITION');
    expectError(await put(`${id}`, t.teacherA1, form()), 409, 'ILLEGAL_TRANSITION');
  });

  it('lets one of two concurrent decisions win; the other meets the new state (409) and nothing is done twice', async () => {
    const id = await file();
    const mark = await lastAlarmId();
    const [x, y] = await Promise.all([put(`completed/${id}`, t.managerA), put(`rejected/${id}`, t.managerA, { rejectedMessage: '보완' })]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const r = await row(id);
    expect(r.status).toBe(x.status === 200 ? 'COMPLETED' : 'REJECTED');
    expect(await alarmsOf(acc.teacherA1, mark)).toHaveLength(1);
  });

  it('lists the center staff as case managers, leaving education-office users out', async () => {
    const id = await file();
    const res = await call(app, 'GET', `${BASE}/manager/${id}`, { token: t.managerA });
    expect(res.status).toBe(200);
    expect(res.body.map((m: { id: number }) => m.id).sort()).toEqual([acc.managerA.id, acc.memberA.id].sort());
    expectError(await call(app, 'GET', `${BASE}/manager/${id}`, { token: t.teacherA1 }), 403, 'FORBIDDEN');
    ok(await put(`completed/${id}`, t.managerA), '승인되었습니다.');
    expectError(await put(`manager/${id}`, t.managerA, { caseManagerId: acc.officeAtA.id }), 400, 'BAD_USER_INPUT', '사례 담당자를 선택해주세요.');
    const mark = await lastAlarmId();
    ok(await put(`manager/${id}`, t.managerA, { caseManagerId: acc.managerA.id }), '저장 되었습니다.');
    expect(await alarmsOf(acc.managerA, mark)).toEqual(['사례 담당자로 지정되었습니다.']);
    expect(await alarmsOf(acc.memberA, mark)).toEqual([]);
    expect((await row(id)).caseManager?.id).toBe(acc.managerA.id);
    const again = await call(app, 'GET', `${BASE}/manager/${id}`, { token: t.managerA });
    expect(again.body.find((m: { id: number }) => m.id === acc.managerA.id).assigned).toBe(true);
  });
});

describe('the lifecycle over GraphQL', () => {
  const M = `fragment R on RequestMessage { id message }
    mutation File($input: RequestInput!) { fileRequest(input: $input) { ...R } }
    mutation Reject($id: Int!, $m: String!) { rejectRequest(id: $id, input: { rejectedMessage: $m }) { ...R } }
    mutation Update($id: Int!, $input: RequestInput!) { updateRequest(id: $id, input: $input) { ...R } }
    mutation Approve($id: Int!) { approveRequest(id: $id) { ...R } }
    mutation Step($id: Int!, $s: ProgressStep!) { changeRequestProgressStep(id: $id, input: { progressStep: $s }) { ...R } }
    mutation Close($id: Int!, $d: String!) { completeRequestClosing(id: $id, input: { closingDate: $d }) { ...R } }
    mutation Report($id: Int!) { sendRequestClosingReport(id: $id) { ...R } }
    mutation Cancel($id: Int!) { cancelRequest(id: $id) { ...R } }`;
  const op = async (name: string, variables: Record<string, unknown>, token: string) => {
    const res = await call(app, 'POST', 'graphql', { token, body: { query: M, variables, operationName: name } });
    return res;
  };

  it('gives the same answers and refusals as REST', async () => {
    const filed = await op('File', { input: form() }, t.teacherA1);
    expect(filed.body.data?.fileRequest.message, JSON.stringify(filed.body)).toBe('등록되었습니다.');
    const id = filed.body.data.fileRequest.id;
    expectGqlError(await op('Reject', { id, m: '보완' }, t.memberA), 403, 'FORBIDDEN', '요청한 작업에 대한 권한이 없습니다.');
    expect((await op('Reject', { id, m: '주소를 적어주세요.' }, t.managerA)).body.data.rejectRequest.message).toBe('보완요청되었습니다.');
    expectGqlError(await op('Approve', { id }, t.managerA), 409, 'ILLEGAL_TRANSITION', '보완요청 상태의 의뢰는 승인할 수 없습니다.');
    expect((await op('Update', { id, input: form({ address: '서울 종로구 2' }) }, t.teacherA1)).body.data.updateRequest.message).toBe('수정 되었습니다.');
    expect((await op('Approve', { id }, t.managerA)).body.data.approveRequest.message).toBe('승인되었습니다.');
    expectGqlError(await op('Cancel', { id }, t.teacherA1), 409, 'ILLEGAL_TRANSITION');
    expectGqlError(await op('Close', { id, d: '2099-01-01' }, t.memberA), 409, 'ILLEGAL_TRANSITION', '종결보고 단계에서만 종결처리할 수 있습니다.');
    expect((await op('Step', { id, s: 'CLOSING_REPORT' }, t.memberA)).body.data.changeRequestProgressStep.message).toBe('수정 완료');
    expectGqlError(await op('Step', { id, s: 'CLOSING_REPORT' }, t.memberA), 409, 'SAME_PROGRESS_STEP');
    expectGqlError(await op('Close', { id, d: '2099-13-01' }, t.memberA), 400, 'BAD_USER_INPUT', '종결일 형식이 맞지 않습니다.');
    expect((await op('Close', { id, d: '2099-01-01' }, t.memberA)).body.data.completeRequestClosing.message).toBe('종결처리 완료');
    expectGqlError(await op('Report', { id }, t.memberA), 409, 'CLOSING_REPORT_MISSING');
    await submitClosingReport(id);
    expect((await op('Report', { id }, t.memberA)).body.data.sendRequestClosingReport.message).toBe('발송 완료');
    expectGqlError(await op('Report', { id }, t.memberA), 409, 'ILLEGAL_TRANSITION');
    expect((await row(id)).status).toBe('REPORT_SENT');

    const detail = await gql(app, 'query($id: Int!) { request(id: $id) { id status progressStep requestTarget { name mobile } guardianContact can { edit approve sendClosingReport delete } } }', { id }, t.teacherA1);
    expect(detail.body.data.request).toMatchObject({ status: 'REPORT_SENT', requestTarget: { name: '김학생', mobile: '01022223333' }, guardianContact: '01099998888' });
    expect(detail.body.data.request.can).toEqual({ edit: false, approve: false, sendClosingReport: false, delete: false });
  });

  it('assigns, counts, cancels and deletes through GraphQL as through REST', async () => {
    const filed = await gql(app, 'mutation($input: RequestInput!) { fileRequest(input: $input) { id message } }', { input: form() }, t.teacherA1);
    const id = filed.body.data.fileRequest.id;
    const managers = await gql(app, 'query($id: Int!) { requestManagers(id: $id) { id assigned } }', { id }, t.managerA);
    expect(managers.body.data.requestManagers.map((m: { id: number }) => m.id).sort()).toEqual([acc.managerA.id, acc.memberA.id].sort());
    expectGqlError(await gql(app, 'query($id: Int!) { requestManagers(id: $id) { id } }', { id }, t.managerB), 404, 'NOT_FOUND');
    const assign = 'mutation($id: Int!, $m: Int!) { assignRequestManager(id: $id, input: { caseManagerId: $m }) { message } }';
    expectGqlError(await gql(app, assign, { id, m: acc.memberA.id }, t.managerA), 409, 'ILLEGAL_TRANSITION');
    expect((await gql(app, 'mutation($id: Int!) { approveRequest(id: $id, input: { caseManagerId: null }) { message } }', { id }, t.managerA)).body.data.approveRequest.message).toBe('승인되었습니다.');
    expectGqlError(await gql(app, assign, { id, m: acc.memberA.id }, t.memberA), 403, 'FORBIDDEN');
    expect((await gql(app, assign, { id, m: acc.memberA.id }, t.managerA)).body.data.assignRequestManager.message).toBe('저장 되었습니다.');
    expect((await row(id)).caseManager?.id).toBe(acc.memberA.id);
    const steps = await gql(app, '{ requestStepCounts { progressStep count } }', {}, t.memberA);
    const byStep = Object.fromEntries(steps.body.data.requestStepCounts.map((c: { progressStep: string; count: number }) => [c.progressStep, c.count]));
    expect(byStep.ALL).toBe(Object.entries(byStep).filter(([k]) => k !== 'ALL').reduce((n, [, v]) => n + (v as number), 0));
    expect(byStep.IN_DEPTH_EVALUATION).toBeGreaterThanOrEqual(1);
    const cover = await gql(app, 'query($id: Int!) { requestCover(id: $id) { id statusName targetName } }', { id }, t.teacherA1);
    expect(cover.body.data.requestCover).toEqual({ id, statusName: '승인', targetName: '김학생' });

    const other = (await gql(app, 'mutation($input: RequestInput!) { fileRequest(input: $input) { id } }', { input: form() }, t.teacherA1)).body.data.fileRequest.id;
    expect((await gql(app, 'mutation($id: Int!) { cancelRequest(id: $id) { message } }', { id: other }, t.teacherA1)).body.data.cancelRequest.message).toBe('접수 취소되었습니다.');
    const del = 'mutation($id: Int!, $r: String) { deleteRequest(id: $id, input: { reason: $r }) { message } }';
    expectGqlError(await gql(app, del, { id, r: null }, t.teacherA1), 409, 'ILLEGAL_TRANSITION');
    expect((await gql(app, del, { id: other, r: '취소 건 정리' }, t.teacherA1)).body.data.deleteRequest.message).toBe('삭제되었습니다.');
    const hist = await gql(app, '{ deletedRequests(size: 100) { content { id deleteReason } } }', {}, t.teacherA1);
    expect(hist.body.data.deletedRequests.content).toContainEqual({ id: other, deleteReason: '취소 건 정리' });
    expect((await gql(app, '{ deletedCases(size: 100) { content { id } } }', {}, t.managerA)).body.data.deletedCases.content.map((r: { id: number }) => r.id)).not.toContain(other);
  });

  it('answers the abilities the lifecycle and the policy allow', async () => {
    const id = await file();
    const q = 'query($id: Int!) { request(id: $id) { can { edit cancel approve reject changeProgressStep delete } } }';
    expect((await gql(app, q, { id }, t.teacherA1)).body.data.request.can).toEqual({ edit: true, cancel: true, approve: false, reject: false, changeProgressStep: false, delete: true });
    expect((await gql(app, q, { id }, t.managerA)).body.data.request.can).toEqual({ edit: false, cancel: false, approve: true, reject: true, changeProgressStep: false, delete: false });
    expect((await gql(app, q, { id }, t.office11)).body.data.request.can).toEqual({ edit: false, cancel: false, approve: false, reject: false, changeProgressStep: false, delete: false });
  });
});

describe('reach: every call, every role', () => {
  let id: number;
  beforeAll(async () => {
    id = await file(t.teacherA1, { requestTarget: { name: '관할학생', gender: 'F', birthYear: 2013, birthMonth: 1, birthDate: 2 } });
  });

  const listIds = async (token: string, query = '') => {
    const res = await call(app, 'GET', `${BASE}/paging?size=100${query}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.content as { id: number }[]).map((r) => r.id);
  };

  it('shows the request to its school, its center, its 시도 and the nation, and to nobody else', async () => {
    for (const who of ['teacherA1', 'colleagueA1', 'managerA', 'memberA', 'office11', 'admin']) expect(await listIds(t[who]), who).toContain(id);
    for (const who of ['teacherA2', 'teacherB1', 'managerB', 'memberB', 'office41']) expect(await listIds(t[who]), who).not.toContain(id);
    const gqlList = await gql(app, '{ requests(size: 100) { content { id } } }', {}, t.managerB);
    expect(gqlList.body.data.requests.content.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('answers 404 to another center or school on every call, and changes nothing', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', `${BASE}/${id}`],
      ['PUT', `${BASE}/${id}`, form()],
      ['DELETE', `${BASE}/${id}`],
      ['PUT', `${BASE}/cancel/${id}`],
      ['PUT', `${BASE}/completed/${id}`],
      ['PUT', `${BASE}/rejected/${id}`, { rejectedMessage: '보완' }],
      ['GET', `${BASE}/manager/${id}`],
      ['PUT', `${BASE}/manager/${id}`, { caseManagerId: acc.memberB.id }],
      ['POST', `${BASE}/${id}/change-progress-step`, { progressStep: 'CASE_MEETING' }],
      ['POST', `${BASE}/${id}/complete-closing`, { closingDate: '2099-01-01' }],
      ['POST', `${BASE}/${id}/send-closing-report`],
      ['GET', `svs-c/request/${id}`],
      ['GET', `svs-c/request/cover/${id}`],
    ];
    const caseCall = (path: string) => /change-progress-step|complete-closing|send-closing-report/.test(path);
    for (const who of ['managerB', 'memberB', 'teacherB1', 'teacherA2']) {
      for (const [method, path, body] of calls) {
        const res = await call(app, method, path, { token: t[who], body });
        // the menu is checked before the record (SPEC order: token, menu, jurisdiction): school staff lack the case
        // menu (00009), so the case calls refuse them with 403 whatever the id; every other call is a 404
        if (who.startsWith('teacher') && caseCall(path)) expectError(res, 403, 'FORBIDDEN');
        else expectError(res, 404, 'NOT_FOUND');
      }
    }
    expectError(await call(app, 'PUT', `${BASE}/completed/${id}`, { token: t.managerB }), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `${BASE}/rejected/${id}`, { token: t.managerB, body: { rejectedMessage: '보완' } }), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `${BASE}/cancel/${id}`, { token: t.teacherB1 }), 404, 'NOT_FOUND');
    expectGqlError(await gql(app, 'query($id: Int!) { request(id: $id) { id } }', { id }, t.managerB), 404, 'NOT_FOUND');
    expectGqlError(await gql(app, 'mutation($id: Int!) { approveRequest(id: $id) { id } }', { id }, t.managerB), 404, 'NOT_FOUND');
    expect(await row(id)).toMatchObject({ status: 'REQUESTED' });
    expect((await row(id)).deletedAt ?? null).toBeNull();
  });

  it('keeps a client-credentials token away from every request', async () => {
    const { clientToken } = await import('./harness.js');
    const ct = await clientToken(app);
    expectError(await call(app, 'GET', `svs-c/request/${id}`, { token: ct }), 403, 'FORBIDDEN');
    expectError(await call(app, 'GET', `svs-c/request/cover/${id}`, { token: ct }), 403, 'FORBIDDEN');
  });

  it('lets the education office read its 시도 but change nothing', async () => {
    expect((await call(app, 'GET', `${BASE}/${id}`, { token: t.office11 })).status).toBe(200);
    expectError(await call(app, 'PUT', `${BASE}/completed/${id}`, { token: t.office11 }), 403, 'FORBIDDEN');
    expectError(await call(app, 'PUT', `${BASE}/cancel/${id}`, { token: t.office11 }), 403, 'FORBIDDEN');
    expectError(await call(app, 'DELETE', `${BASE}/${id}`, { token: t.office11 }), 403, 'FORBIDDEN');
  });

  it('writes every read of a request to the access log', async () => {
    const before = await app.em().count(AccessLog, { action: 'READ', subjectType: 'request', subjectId: String(id) });
    await call(app, 'GET', `${BASE}/${id}`, { token: t.managerA });
    await call(app, 'GET', `svs-c/request/${id}`, { token: t.teacherA1 });
    await gql(app, 'query($id: Int!) { request(id: $id) { id } }', { id }, t.office11);
    expect(await app.em().count(AccessLog, { action: 'READ', subjectType: 'request', subjectId: String(id) })).toBe(before + 3);
  });
});

describe('lists', () => {
  it('filters by status, progress step (ALL is everything), type and search, sorts on several fields and pages', async () => {
    const school = await makeSchool(app, { sggCode: '11110' });
    const teacher = await makeAccount(app, RoleCode.MEMBER, { school });
    const tk = await tokenFor(app, teacher);
    const ids = [];
    for (const name of ['가나다', '라마바', '사아자']) ids.push(await file(tk, { requestTarget: { name, gender: 'M', birthYear: 2014, birthMonth: 3, birthDate: 15 } }));
    ok(await put(`completed/${ids[1]}`, t.managerA), '승인되었습니다.');
    const q = async (query: string) => {
      const res = await call(app, 'GET', `${BASE}/paging?schoolId=${school.id}${query}`, { token: t.managerA });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    expect((await q('&status=ALL')).totalElements).toBe(3);
    expect((await q('&status=REQUESTED')).content.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[0]]);
    expect((await q('&progressStep=IN_DEPTH_EVALUATION')).content.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await q('&progressStep=ALL')).totalElements).toBe(3);
    // the case list: approved cases only, the same set as the step counts' ALL
    expect((await q('&caseOnly=Y')).content.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await q('&caseOnly=N')).totalElements).toBe(3);
    expect((await q('&requestType=SIMPLE_EVALUATION')).totalElements).toBe(0);
    expect((await q('&search=마바')).content.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await q('&sort=status,asc;targetName,desc')).content.map((r: { requestTarget: { name: string } }) => r.requestTarget.name)).toEqual(['라마바', '사아자', '가나다']);
    const page2 = await q('&sort=targetName,asc&size=2&page=2');
    expect(page2).toMatchObject({ totalElements: 3, totalPages: 2, current: 2, last: true });
    expect(page2.content.map((r: { requestTarget: { name: string } }) => r.requestTarget.name)).toEqual(['사아자']);
    // the list masks the student's phone number
    expect((await q('')).content[0].requestTarget.mobile).toBeUndefined();
    expectError(await call(app, 'GET', `${BASE}/paging?status=DONE`, { token: t.managerA }), 400, 'BAD_USER_INPUT', '상태가 올바르지 않습니다.');
    expectError(await call(app, 'GET', `${BASE}/paging?caseOnly=yes`, { token: t.managerA }), 400, 'BAD_USER_INPUT', '사례 여부가 올바르지 않습니다.');
    expectError(await call(app, 'GET', `${BASE}/paging?sort=mainAppeal,asc`, { token: t.managerA }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'GET', `${BASE}/paging?fromDate=2026-05-02&toDate=2026-05-01`, { token: t.managerA }), 400, 'BAD_USER_INPUT', '종료일은 시작일보다 이후여야 합니다.');
    const counts = await call(app, 'GET', `${BASE}/progress-counts`, { token: t.managerA });
    expect(counts.body[0].progressStep).toBe('ALL');
    expect(counts.body.find((c: { progressStep: string }) => c.progressStep === 'IN_DEPTH_EVALUATION').count).toBeGreaterThanOrEqual(1);
    const gqlPage = await gql(app, 'query($s: String) { requests(schoolId: $s, sortBy: [{ field: targetName, direction: DESC }]) { totalElements content { requestTarget { name } statusName } } }', { s: school.id }, t.managerA);
    expect(gqlPage.body.data.requests.content.map((r: { requestTarget: { name: string } }) => r.requestTarget.name)).toEqual(['사아자', '라마바', '가나다']);
  });
});

describe('delete and its history', () => {
  it('lets the requester delete before approval, an administrator always, and lists both histories in reach', async () => {
    const early = await file();
    const late = await file();
    ok(await put(`completed/${late}`, t.managerA), '승인되었습니다.');
    expectError(await call(app, 'DELETE', `${BASE}/${early}`, { token: t.managerA }), 403, 'FORBIDDEN');
    expectError(await call(app, 'DELETE', `${BASE}/${late}`, { token: t.teacherA1 }), 409, 'ILLEGAL_TRANSITION', '승인된 의뢰는 삭제할 수 없습니다.');
    ok(await call(app, 'DELETE', `${BASE}/${early}`, { token: t.teacherA1, body: { reason: '중복 등록' } }), '삭제되었습니다.');
    ok(await call(app, 'DELETE', `${BASE}/${late}`, { token: t.admin }), '삭제되었습니다.');
    expectError(await call(app, 'GET', `${BASE}/${early}`, { token: t.teacherA1 }), 404, 'NOT_FOUND');
    expectError(await call(app, 'DELETE', `${BASE}/${early}`, { token: t.teacherA1 }), 404, 'NOT_FOUND');

    const history = await post('history', t.teacherA1, { size: 100 });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.content.find((r: { id: number }) => r.id === early)).toMatchObject({ deleteReason: '중복 등록', deletedByName: acc.teacherA1.name, statusName: '접수' });
    expect(history.body.content.map((r: { id: number }) => r.id)).not.toContain(late);
    const cm = await post('history-cm', t.managerA, { size: 100 });
    expect(cm.body.content.map((r: { id: number }) => r.id)).toContain(late);
    expect(cm.body.content.map((r: { id: number }) => r.id)).not.toContain(early);
    expect((await post('history-cm', t.managerB, { size: 100 })).body.content.map((r: { id: number }) => r.id)).not.toContain(late);
    expect((await post('history', t.teacherB1, {})).body.content.map((r: { id: number }) => r.id)).not.toContain(early);
    expect(await app.em().count(AccessLog, { action: 'DELETE', subjectType: 'request', subjectId: String(early) })).toBe(1);
  });
});

describe('Excel download', () => {
  it('exports the filtered list in reach, neutralising formulas, after asking and logging the reason', async () => {
    const id = await file(t.teacherA1, { requestTarget: { name: '=HYPERLINK("x")', gender: 'F', birthYear: 2012, birthMonth: 11, birthDate: 9 } });
    const idB = await file(t.teacherB1, { requestTarget: { name: '=HYPERLINK("x")', gender: 'M', birthYear: 2012, birthMonth: 1, birthDate: 9 } });
    expectError(await post('excel-download', t.managerA, { search: 'HYPERLINK' }), 400, 'BAD_USER_INPUT', '다운로드 사유를 입력해주세요.');
    const res = await fetch(`${app.url}${BASE}/excel-download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.managerA}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'HYPERLINK', fileName: '의뢰목록', reason: '분기 보고' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('의뢰목록_'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, '의뢰 번호', '의뢰일', '의뢰 유형', '상태', '진행 단계', '학교', '담당 센터', '학생 이름', '성별', '생년월일', '학년/반/번호', '의뢰자', '사례 담당자', '종결일']);
    expect(ws.actualRowCount).toBe(2);
    const r = ws.getRow(2);
    expect(r.getCell(1).value).toBe(id);
    expect(r.getCell(4).value).toBe('접수');
    expect(r.getCell(6).value).toBe(a1.name);
    expect(r.getCell(8).value).toBe(`'=HYPERLINK("x")`);
    expect(r.getCell(8).formula).toBeUndefined();
    expect(r.getCell(10).value).toBe('2012-11-09');
    expect(r.getCell(11).value).toBe('5/2/7');
    // another center's export holds its own request only
    const resB = await fetch(`${app.url}${BASE}/excel-download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.managerB}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'HYPERLINK', reason: '점검' }),
    });
    const wbB = new ExcelJS.Workbook();
    await wbB.xlsx.load(await resB.arrayBuffer());
    expect(wbB.worksheets[0].actualRowCount).toBe(2);
    expect(wbB.worksheets[0].getRow(2).getCell(1).value).toBe(idB);
    const log = await app.em().findOne(AccessLog, { action: 'EXPORT', subjectType: 'request', accountId: acc.managerA.id }, { orderBy: { id: 'desc' } });
    expect(log).toMatchObject({ reason: '분기 보고', count: 1, accountId: acc.managerA.id });
    expect(log?.detail).not.toContain('HYPERLINK');
  });
});

describe('school users (CLIENT) as requesters', () => {
  let clientA: Acc, otherClientA: Acc, unverified: Acc;
  const ct: Record<string, string> = {};
  beforeAll(async () => {
    // CLIENT holds no menu by default (SPEC §6); an administrator grants the request menus on the permission screen
    await app.em().getConnection().execute(`insert into role_permission (role_id, menu_id) values ('CLIENT', '00007'), ('CLIENT', '00008') on conflict do nothing`);
    clientA = await makeAccount(app, RoleCode.CLIENT, { school: a1, authenticationCodeStatus: 'Y' });
    otherClientA = await makeAccount(app, RoleCode.CLIENT, { school: a1, authenticationCodeStatus: 'Y' });
    unverified = await makeAccount(app, RoleCode.CLIENT, { school: a1, authenticationCodeStatus: 'N' });
    ct.own = await tokenFor(app, clientA);
    ct.other = await tokenFor(app, otherClientA);
    ct.unverified = await tokenFor(app, unverified);
  });

  it('sees and changes only its own requests; the school staff see them too', async () => {
    const id = await file(ct.own);
    expectError(await call(app, 'POST', BASE, { token: ct.unverified, body: form() }), 403, 'FORBIDDEN');

    const own = await call(app, 'GET', `svs-c/request/${id}`, { token: ct.own });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id, requesterId: clientA.id, userId: clientA.id, guardianContact: '01099998888' });
    const cover = await call(app, 'GET', `svs-c/request/cover/${id}`, { token: ct.own });
    expect(cover.body).toEqual({ id, status: 'REQUESTED', statusName: '접수', requestDate: expect.any(String), schoolName: a1.name, centerName: A.name, targetName: '김학생', requesterName: '이교사' });

    for (const path of [`svs-c/request/${id}`, `svs-c/request/cover/${id}`, `${BASE}/${id}`]) expectError(await call(app, 'GET', path, { token: ct.other }), 404, 'NOT_FOUND');
    expectError(await put(`cancel/${id}`, ct.other), 404, 'NOT_FOUND');
    const list = await call(app, 'GET', `${BASE}/paging?size=100`, { token: ct.other });
    expect(list.body.content.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call(app, 'GET', `${BASE}/paging?size=100`, { token: ct.own })).body.content.map((r: { id: number }) => r.id)).toEqual([id]);

    expect((await call(app, 'GET', `${BASE}/${id}`, { token: t.colleagueA1 })).status).toBe(200);
    ok(await put(`cancel/${id}`, ct.own), '접수 취소되었습니다.');
  });

  it('alarms the CLIENT who filed (and the school staff), not another CLIENT of the school', async () => {
    const id = await file(ct.own);
    const mark = await lastAlarmId();
    ok(await put(`rejected/${id}`, t.managerA, { rejectedMessage: '생년월일을 확인해주세요.' }), '보완요청되었습니다.');
    expect(await alarmsOf(clientA, mark)).toEqual(['의뢰에 보완요청이 있습니다.']);
    expect(await alarmsOf(acc.teacherA1, mark)).toEqual(['의뢰에 보완요청이 있습니다.']);
    expect(await alarmsOf(otherClientA, mark)).toEqual([]);
  });
});
