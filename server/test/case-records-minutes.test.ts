import { describe, expect, it } from 'vitest';
import { gql } from './harness.js';
import { expectError, expectGqlError } from './util.js';
import { app, t, cases, acc, rest, ok, accessLogCount, useWorld } from './case-records-world.js';

/**
 * The case minutes and the case management log through both doors: drafts and submission, the core fields, comma-joined
 * lists in REST and arrays in GraphQL, paging and soft deletion. The cases and accounts are case-records-world.ts's.
 */

useWorld();

describe('case minutes', () => {
  const full = {
    title: '1차 사례회의',
    meetingDate: '2026-03-05',
    attendees: '센터장, 담당자',
    contents: '회의 내용',
    primaryDiagnostic: 'DEPRESSION,ETC',
    primaryDiagnosticEtc: '수면 문제',
    interventionPlan: 'INDIVIDUAL,FAMILY',
    institutionalLinkage: 'WEE',
    requestPath: 'SCHOOL',
    requestPathEtc: '쓰이지 않는 기타',
  };

  it('saves a partial draft, refuses to submit without the core fields, and round-trips comma-joined lists', async () => {
    const draft = ok(await rest('POST', 'case-minutes', t.memberA, { requestId: cases.open, title: '초안' }), 201);
    expect(draft).toMatchObject({ requestId: cases.open, isDone: 'N', title: '초안' });
    expect(draft.primaryDiagnostic).toBeUndefined();

    expectError(await rest('POST', 'case-minutes', t.memberA, { requestId: cases.open, isDone: 'Y', title: '제목만' }), 400, 'BAD_USER_INPUT', '회의일을 입력해주세요.');
    expectError(await rest('POST', 'case-minutes', t.memberA, { ...full, requestId: cases.open, isDone: 'Y', primaryDiagnosticEtc: ' ' }), 400, 'BAD_USER_INPUT', '주 진단 (추정)의 기타 내용을 입력해주세요.');
    expectError(await rest('POST', 'case-minutes', t.memberA, { ...full, requestId: cases.open, primaryDiagnostic: 'DEPRESSION,NOPE' }), 400, 'BAD_USER_INPUT', '주 진단 (추정)을 목록에서 선택해주세요.');
    expectError(await rest('POST', 'case-minutes', t.memberA, { ...full, requestId: cases.open, meetingDate: '2026/03/05' }), 400, 'BAD_USER_INPUT', '회의일 형식이 맞지 않습니다.');
    expectError(await rest('POST', 'case-minutes', t.memberA, { title: '사례 없음' }), 400, 'BAD_USER_INPUT', '사례를 선택해주세요.');

    const done = ok(await rest('PUT', `case-minutes/${draft.id}`, t.memberA, { ...full, isDone: 'Y' }));
    expect(done).toMatchObject({ isDone: 'Y', primaryDiagnostic: 'DEPRESSION,ETC', interventionPlan: 'INDIVIDUAL,FAMILY', primaryDiagnosticEtc: '수면 문제', meetingDate: '2026-03-05' });
    expect(done.submittedAt).toBeTruthy();
    // the 기타 text of a field whose 기타 is not chosen is not kept
    expect(done.requestPathEtc).toBeUndefined();

    // REST reads comma-joined, GraphQL reads arrays
    expect(ok(await rest('GET', `case-minutes/${draft.id}`, t.memberA)).interventionPlan).toBe('INDIVIDUAL,FAMILY');
    const g = await gql(app, `query($id: Int!) { caseMinutes(id: $id) { id interventionPlan primaryDiagnostic isDone } }`, { id: draft.id }, t.memberA);
    expect(g.body.data.caseMinutes).toEqual({ id: draft.id, interventionPlan: ['INDIVIDUAL', 'FAMILY'], primaryDiagnostic: ['DEPRESSION', 'ETC'], isDone: 'Y' });
    expect(await accessLogCount('case-minutes', draft.id)).toBeGreaterThanOrEqual(2);
  });

  it('lists a case’s minutes, newest first and paged, and deletes softly', async () => {
    const second = ok(await rest('POST', 'case-minutes', t.managerA, { requestId: cases.open, title: '2차' }), 201);
    const page = ok(await rest('GET', `case-minutes?requestId=${cases.open}&size=1`, t.memberA));
    expect(page.content.map((m: { id: number }) => m.id)).toEqual([second.id]);
    expect(page).toMatchObject({ totalElements: 2, totalPages: 2, pageSize: 1 });
    expect(ok(await rest('DELETE', `case-minutes/${second.id}`, t.memberA))).toEqual({ id: second.id, message: '삭제되었습니다.' });
    expectError(await rest('GET', `case-minutes/${second.id}`, t.memberA), 404, 'NOT_FOUND');
    expect(ok(await rest('GET', `case-minutes?requestId=${cases.open}`, t.memberA)).totalElements).toBe(1);
    const rows = await app.em().getConnection().execute('select deleted_at, deleted_by from case_minutes where id = ?', [second.id]);
    expect(rows[0].deleted_by).toBe(acc.memberA.id);

    const g = await gql(app, `query($r: Int!) { caseMinutesList(requestId: $r) { totalElements content { title interventionPlan } } }`, { r: cases.open }, t.memberA);
    expect(g.body.data.caseMinutesList).toEqual({ totalElements: 1, content: [{ title: '1차 사례회의', interventionPlan: ['INDIVIDUAL', 'FAMILY'] }] });
  });
});

describe('case management log', () => {
  it('submits with its core fields, lists as arrays in GraphQL', async () => {
    const bad = await gql(app, `mutation($i: CaseManagementLogInput!) { createCaseManagementLog(input: $i) { id } }`, { i: { requestId: cases.open, isDone: 'Y', title: '상담' } }, t.memberA);
    expectGqlError(bad, 400, 'BAD_USER_INPUT', '상담자를 입력해주세요.');
    const input = {
      requestId: cases.open,
      isDone: 'Y',
      title: '상담',
      counselor: '김상담',
      interventionDate: '2026-03-10',
      interventionTarget: ['STUDENT', 'GUARDIAN'],
      interventionMethod: ['FACE_TO_FACE'],
      interventionType: ['COUNSELING'],
      content: '내용',
    };
    const res = await gql(app, `mutation($i: CaseManagementLogInput!) { createCaseManagementLog(input: $i) { id isDone interventionTarget } }`, { i: input }, t.memberA);
    expect(res.body.data.createCaseManagementLog).toMatchObject({ isDone: 'Y', interventionTarget: ['STUDENT', 'GUARDIAN'] });
    const id = res.body.data.createCaseManagementLog.id;
    expect(ok(await rest('GET', `case-management-log/${id}`, t.memberA))).toMatchObject({ interventionTarget: 'STUDENT,GUARDIAN', counselor: '김상담' });
    const edited = ok(await rest('PUT', `case-management-log/${id}`, t.memberA, { ...input, interventionTarget: 'TEACHER', requestId: undefined }));
    expect(edited.interventionTarget).toBe('TEACHER');
    // a code given twice is kept once
    expect(ok(await rest('PUT', `case-management-log/${id}`, t.memberA, { ...input, interventionTarget: 'TEACHER,TEACHER,STUDENT', requestId: undefined })).interventionTarget).toBe('TEACHER,STUDENT');
    expectError(await rest('PUT', `case-management-log/${id}`, t.memberA, { ...input, requestId: cases.closed }), 400, 'BAD_USER_INPUT', '다른 사례의 기록입니다.');
  });
});
