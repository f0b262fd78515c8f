import { describe, expect, it } from 'vitest';
import type { School } from '../src/modules/organization/school.entity.js';
import { Request } from '../src/modules/request/request.entity.js';
import { EvaluationSchoolType, Gender, ScoreRange, SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { AccessLog } from '../src/platform/access-log.js';
import { call, gql } from './harness.js';
import { expectError, expectGqlError } from './util.js';
import { app, A, B, a1, b1, acc, t, BASE, form, file, row, put, post, submitClosingReport, alarmsOf, lastAlarmId, ok, useWorld } from './request-world.js';

/**
 * Requests over real HTTP, both doors: filing with SPEC §5 validation, the referral from a simple evaluation, every
 * transition of the lifecycle and every refusal (403 without the right, 409 in the wrong state, nothing changed), the
 * alarms each transition raises, over REST and GraphQL. Center A covers 종로구 (schools a1, a2); center B covers 중구
 * (school b1). Reach, lists, the delete history, the Excel export and CLIENT requesters: request-reach.test.ts.
 */

useWorld();

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
