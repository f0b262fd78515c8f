import { beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { caseManagementLog } from '../src/modules/case/record/case-management-log.record.js';
import { caseMinutes } from '../src/modules/case/record/case-minutes.record.js';
import { cgi } from '../src/modules/case/record/cgi.record.js';
import { closingReport } from '../src/modules/case/record/closing-report.record.js';
import { gql, makeAccount, tokenFor } from './harness.js';
import { expectError, expectGqlError } from './util.js';
import { app, a1, t, cases, rest, ok, accessLogCount, useWorld } from './case-records-world.js';

/**
 * The case records (CGI, closing report) through both doors: validation, drafts and submission, the record rules, who
 * reaches the records (of every kind), and the forms and abilities the client is served. Center A covers school a1,
 * center B school b1. Cases of a1: `open` (approved, running), `requested` (not approved), `closed`, `sent` (report
 * sent), built by case-records-world.ts. The case minutes and the case management log: case-records-minutes.test.ts.
 */

useWorld();

describe('CGI', () => {
  it('keeps CGI-S in 1–7, CGI-I off the preliminary test, one CGI per test', async () => {
    expectError(await rest('POST', 'cgi', t.memberA, { requestId: cases.open, testType: 'PRELIMINARY', cgiS: 0 }), 400, 'BAD_USER_INPUT', 'CGI-S는 1에서 7 사이여야 합니다.');
    expectError(await rest('POST', 'cgi', t.memberA, { requestId: cases.open, testType: 'PRELIMINARY', cgiS: 8 }), 400, 'BAD_USER_INPUT', 'CGI-S는 1에서 7 사이여야 합니다.');
    expectError(await rest('POST', 'cgi', t.memberA, { requestId: cases.open, testType: 'PRELIMINARY', cgiS: 4, cgiI: 2 }), 400, 'BAD_USER_INPUT', '사전 CGI에는 CGI-I를 입력하지 않습니다.');
    expectError(await rest('POST', 'cgi', t.memberA, { requestId: cases.open, cgiS: 4 }), 400, 'BAD_USER_INPUT', '검사 시기를 선택해주세요.');
    expectError(await rest('POST', 'cgi', t.memberA, { requestId: cases.open, testType: 'LATER', cgiS: 4 }), 400, 'BAD_USER_INPUT');
    expectError(await rest('POST', 'cgi', t.memberA, { requestId: cases.open, testType: 'PRELIMINARY', isDone: 'Y' }), 400, 'BAD_USER_INPUT', 'CGI-S를 입력해주세요.');

    const pre = ok(await rest('POST', 'cgi', t.memberA, { requestId: cases.open, testType: 'PRELIMINARY', cgiS: 5, isDone: 'Y' }), 201);
    expect(pre).toMatchObject({ testType: 'PRELIMINARY', cgiS: 5, isDone: 'Y' });
    expectError(await rest('POST', 'cgi', t.memberA, { requestId: cases.open, testType: 'PRELIMINARY', cgiS: 3 }), 409, 'CGI_EXISTS', '이 사례에는 사전 CGI가 이미 있습니다.');

    expectError(await rest('POST', 'cgi', t.memberA, { requestId: cases.open, testType: 'POST', cgiS: 3, isDone: 'Y' }), 400, 'BAD_USER_INPUT', /CGI-I를 입력해주세요/);
    const post = ok(await rest('POST', 'cgi', t.memberA, { requestId: cases.open, testType: 'POST', cgiS: 3, cgiI: 0, isDone: 'Y' }), 201);
    expect(post.cgiI).toBe(0);
    // the POST test cannot become a second PRELIMINARY one
    expectError(await rest('PUT', `cgi/${post.id}`, t.memberA, { testType: 'PRELIMINARY', cgiS: 3 }), 409, 'CGI_EXISTS');
    expect(ok(await rest('PUT', `cgi/${post.id}`, t.memberA, { testType: 'POST', cgiS: 2, cgiI: 2, isDone: 'Y' }))).toMatchObject({ cgiS: 2, cgiI: 2 });
    // a deleted CGI frees its test
    ok(await rest('DELETE', `cgi/${pre.id}`, t.memberA));
    ok(await rest('POST', 'cgi', t.memberA, { requestId: cases.open, testType: 'PRELIMINARY', cgiS: 6 }), 201);
  });
});

describe('closing report', () => {
  const report = {
    closingDate: '2026-06-30',
    closingType: 'GOAL_ACHIEVED',
    interventionTarget: 'STUDENT,ETC',
    interventionTargetEtc: '형제',
    interventionContent: '개입 내용 (임상)',
    studentStatus: 'IMPROVED',
    interventionsCntRI: 3,
    interventionsCntM: 1,
    institutionalLinkage: 'HOSPITAL',
    medicalExpensesSupport: 'Y',
  };

  it('is written on a closed case, once; cancelled with a message; read by the school only once sent', async () => {
    expectError(await rest('POST', 'closing-report', t.memberA, { ...report, requestId: cases.closed, isDone: 'Y', interventionsCntRI: -1 }), 400, 'BAD_USER_INPUT', /0에서 9999 사이/);
    expectError(await rest('POST', 'closing-report', t.memberA, { requestId: cases.closed, isDone: 'Y', closingDate: '2026-06-30' }), 400, 'BAD_USER_INPUT', '종결 유형을 목록에서 선택해주세요.');
    const r = ok(await rest('POST', 'closing-report', t.memberA, { ...report, requestId: cases.closed, isDone: 'Y' }), 201);
    expect(r).toMatchObject({ isDone: 'Y', interventionTarget: 'STUDENT,ETC', interventionsCntRI: 3 });
    expectError(await rest('POST', 'closing-report', t.memberA, { requestId: cases.closed }), 409, 'CLOSING_REPORT_EXISTS', '이 사례에는 종결보고서가 이미 있습니다.');
    // submitted: changed only after a cancel
    expectError(await rest('PUT', `closing-report/${r.id}`, t.memberA, { ...report, studentStatus: 'WORSENED' }), 409, 'REPORT_SUBMITTED');
    expectError(await rest('POST', 'closing-report/cancel', t.memberA, { closingReportId: r.id, message: ' ' }), 400, 'BAD_USER_INPUT', '취소 사유를 입력해주세요.');
    expectError(await rest('POST', 'closing-report/cancel', t.memberB, { closingReportId: r.id, message: '다시 씀' }), 404, 'NOT_FOUND');
    const cancelled = ok(await rest('POST', 'closing-report/cancel', t.memberA, { closingReportId: r.id, message: '개입 횟수 정정' }));
    expect(cancelled).toMatchObject({ isDone: 'N', cancelMessage: '개입 횟수 정정' });
    expect(cancelled.submittedAt).toBeUndefined();
    expectError(await rest('POST', 'closing-report/cancel', t.memberA, { closingReportId: r.id, message: '또' }), 409, 'REPORT_NOT_SUBMITTED');
    const again = ok(await rest('PUT', `closing-report/${r.id}`, t.memberA, { ...report, interventionsCntRI: 4, isDone: 'Y' }));
    expect(again).toMatchObject({ isDone: 'Y', interventionsCntRI: 4, cancelMessage: '개입 횟수 정정' });

    // the school: nothing before the report is sent
    const read = (requestId: number, id: number, token: string) =>
      gql(app, `query($r: Int!, $id: Int!) { sentClosingReport(requestId: $r, closingReportId: $id) { id closingDate closingType interventionTarget interventionsCntRI sentAt } }`, { r: requestId, id }, token);
    expectGqlError(await read(cases.closed, r.id, t.teacherA1), 404, 'NOT_FOUND');

  });

  it('on a case whose report was sent: the school reads the non-clinical part; nobody changes or cancels it', async () => {
    // written while the case was closed, then the report was sent (status moved by the request module)
    await app.em().getConnection().execute(`update request set status = 'CLOSED' where id = ?`, [cases.sent]);
    // nothing to send yet: no report, then only a draft (the school would be told of a report it cannot read)
    const missing = ['CLOSING_REPORT_MISSING', '제출된 종결 보고서가 없습니다. 종결 보고서를 작성해 제출한 뒤 발송해주세요.'] as const;
    expectError(await rest('POST', `request/${cases.sent}/send-closing-report`, t.memberA), 409, ...missing);
    const r = ok(await rest('POST', 'closing-report', t.memberA, { ...report, requestId: cases.sent, isDone: 'N' }), 201);
    expectError(await rest('POST', `request/${cases.sent}/send-closing-report`, t.memberA), 409, ...missing);
    expect(await app.em().getConnection().execute(`select status from request where id = ?`, [cases.sent])).toEqual([{ status: 'CLOSED' }]);
    ok(await rest('PUT', `closing-report/${r.id}`, t.memberA, { ...report, isDone: 'Y' }));
    ok(await rest('POST', `request/${cases.sent}/send-closing-report`, t.memberA));

    const read = (token: string) =>
      gql(app, `query($r: Int!, $id: Int!) { sentClosingReport(requestId: $r, closingReportId: $id) { id closingDate closingType interventionTarget interventionsCntRI sentAt } }`, { r: cases.sent, id: r.id }, token);
    const seen = await read(t.teacherA1);
    expect(seen.body.data.sentClosingReport).toMatchObject({ id: r.id, closingDate: '2026-06-30', closingType: 'GOAL_ACHIEVED', interventionTarget: ['STUDENT', 'ETC'], interventionsCntRI: 3 });
    expect(seen.body.data.sentClosingReport.sentAt).toBeTruthy();
    // clinical detail is not a field of the school's view
    const clinical = await gql(app, `query($r: Int!, $id: Int!) { sentClosingReport(requestId: $r, closingReportId: $id) { interventionContent } }`, { r: cases.sent, id: r.id }, t.teacherA1);
    expect(clinical.body.data).toBeUndefined();
    expect(clinical.body.errors).toHaveLength(1);
    expectGqlError(await read(t.teacherB1), 404, 'NOT_FOUND');
    // the school's page needs only the request: the report of the case is found without its id
    const byCase = await gql(app, `query($r: Int!) { sentClosingReport(requestId: $r) { id closingType closingTypeName interventionTargetNames } }`, { r: cases.sent }, t.teacherA1);
    expect(byCase.body.data.sentClosingReport).toEqual({ id: r.id, closingType: 'GOAL_ACHIEVED', closingTypeName: '목표 달성', interventionTargetNames: ['학생', '기타'] });
    expect(await accessLogCount('closing-report', r.id)).toBeGreaterThanOrEqual(1);
    // the school never reaches the record itself
    expectError(await rest('GET', `closing-report/${r.id}`, t.teacherA1), 403, 'FORBIDDEN');

    expectError(await rest('POST', 'closing-report/cancel', t.memberA, { closingReportId: r.id, message: '정정' }), 409, 'REPORT_SENT', '학교로 발송된 종결보고서는 취소할 수 없습니다.');
    expectError(await rest('PUT', `closing-report/${r.id}`, t.memberA, report), 409, 'CASE_NOT_OPEN');
  });
});

describe('who reaches the records', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {
      cgi: ok(await rest('GET', `cgi?requestId=${cases.open}`, t.memberA)).content[0].id,
      'case-minutes': ok(await rest('POST', 'case-minutes', t.memberA, { requestId: cases.open, title: '접근' }), 201).id,
      'case-management-log': ok(await rest('POST', 'case-management-log', t.memberA, { requestId: cases.open, title: '접근' }), 201).id,
      'closing-report': ok(await rest('POST', 'closing-report', t.memberA, { requestId: cases.open }), 201).id,
    };
  });
  const kinds = ['cgi', 'case-minutes', 'case-management-log', 'closing-report'] as const;
  const body = (kind: string) => (kind === 'cgi' ? { testType: 'POST', cgiS: 4 } : kind === 'closing-report' ? { closingType: 'LINKED' } : { title: '바꿈' });

  it('another center’s staff: 404 on every REST call', async () => {
    for (const kind of kinds) {
      const id = ids[kind];
      expectError(await rest('GET', `${kind}?requestId=${cases.open}`, t.memberB), 404, 'NOT_FOUND');
      expectError(await rest('GET', `${kind}/${id}`, t.memberB), 404, 'NOT_FOUND');
      expectError(await rest('POST', kind, t.memberB, { requestId: cases.open, ...(kind === 'cgi' ? { testType: 'PRELIMINARY' } : {}) }), 404, 'NOT_FOUND');
      expectError(await rest('PUT', `${kind}/${id}`, t.memberB, body(kind)), 404, 'NOT_FOUND');
      expectError(await rest('DELETE', `${kind}/${id}`, t.memberB), 404, 'NOT_FOUND');
      // and their own case is theirs
      ok(await rest('GET', `${kind}?requestId=${cases.openB}`, t.memberB));
    }
  });

  it('another center’s staff: 404 through GraphQL', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['query($id: Int!) { cgi(id: $id) { id } }', { id: ids.cgi }],
      ['query($r: Int!) { cgis(requestId: $r) { totalElements } }', { r: cases.open }],
      ['query($id: Int!) { caseMinutes(id: $id) { id } }', { id: ids['case-minutes'] }],
      ['query($r: Int!) { caseManagementLogs(requestId: $r) { totalElements } }', { r: cases.open }],
      ['query($id: Int!) { closingReport(id: $id) { id } }', { id: ids['closing-report'] }],
      ['mutation($id: Int!) { deleteCaseManagementLog(id: $id) { id } }', { id: ids['case-management-log'] }],
      ['mutation($id: Int!) { updateCgi(id: $id, input: { testType: "POST", cgiS: 2 }) { id } }', { id: ids.cgi }],
      ['mutation($r: Int!) { createCaseMinutes(input: { requestId: $r, title: "x" }) { id } }', { r: cases.open }],
      ['mutation($id: Int!) { cancelClosingReport(input: { closingReportId: $id, message: "x" }) { id } }', { id: ids['closing-report'] }],
    ];
    for (const [q, v] of calls) expectGqlError(await gql(app, q, v, t.memberB), 404, 'NOT_FOUND');
  });

  it('the ministry reads (403 on writes); the school side and education offices are kept out', async () => {
    for (const kind of kinds) {
      ok(await rest('GET', `${kind}/${ids[kind]}`, t.ministry));
      ok(await rest('GET', `${kind}?requestId=${cases.open}`, t.ministry));
      expectError(await rest('PUT', `${kind}/${ids[kind]}`, t.ministry, body(kind)), 403, 'FORBIDDEN');
      expectError(await rest('DELETE', `${kind}/${ids[kind]}`, t.ministry), 403, 'FORBIDDEN');
      // a school member has no case menu (403); with it, the policy would still say 404
      expectError(await rest('GET', `${kind}/${ids[kind]}`, t.teacherA1), 403, 'FORBIDDEN');
    }
    const g = await gql(app, 'query($id: Int!) { cgi(id: $id) { id } }', { id: ids.cgi }, t.teacherA1);
    expect(g.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    // the administrator reads and writes
    ok(await rest('PUT', `case-minutes/${ids['case-minutes']}`, t.admin, { title: '관리자 수정' }));
  });

  it('a school member with the case menu still finds nothing (404)', async () => {
    await app.em().getConnection().execute(`insert into role_permission (role_id, menu_id) values ('MEMBER', '00009') on conflict do nothing`);
    const teacher = await makeAccount(app, RoleCode.MEMBER, { school: a1 });
    const token = await tokenFor(app, teacher);
    for (const kind of kinds) {
      expectError(await rest('GET', `${kind}/${ids[kind]}`, token), 404, 'NOT_FOUND');
      expectError(await rest('GET', `${kind}?requestId=${cases.open}`, token), 404, 'NOT_FOUND');
    }
    await app.em().getConnection().execute(`delete from role_permission where role_id = 'MEMBER' and menu_id = '00009'`);
  });

  it('a case not approved has no records (404); a closed case takes only its closing report (409 CASE_NOT_OPEN)', async () => {
    expectError(await rest('POST', 'case-minutes', t.memberA, { requestId: cases.requested, title: 'x' }), 404, 'NOT_FOUND');
    expectError(await rest('GET', `cgi?requestId=${cases.requested}`, t.memberA), 404, 'NOT_FOUND');
    expectError(await rest('POST', 'case-minutes', t.memberA, { requestId: cases.closed, title: 'x' }), 409, 'CASE_NOT_OPEN');
    expectError(await rest('POST', 'cgi', t.memberA, { requestId: cases.closed, testType: 'POST', cgiS: 3 }), 409, 'CASE_NOT_OPEN');
    expectError(await rest('POST', 'case-management-log', t.memberA, { requestId: cases.closed, title: 'x' }), 409, 'CASE_NOT_OPEN');
    // records of a closed case stay readable
    ok(await rest('GET', `case-minutes?requestId=${cases.closed}`, t.memberA));
  });

  it('serves the choice lists with their Korean labels', async () => {
    const g = await gql(app, '{ caseRecordChoices { name choices { code label etc } } }', {}, t.memberA);
    const lists = Object.fromEntries(g.body.data.caseRecordChoices.map((l: { name: string; choices: unknown[] }) => [l.name, l.choices]));
    expect(lists.cgiS).toHaveLength(7);
    expect(lists.cgiI).toHaveLength(8);
    expect(lists.diagnosis).toContainEqual({ code: 'ETC', label: '기타', etc: true });
  });
});

describe('the forms and abilities the client is served', () => {
  const kinds = { cgi, 'case-minutes': caseMinutes, 'case-management-log': caseManagementLog, 'closing-report': closingReport };
  type ServedField = { name: string; label: string; kind: string; list: string | null; etcName: string | null; required: boolean; min: number | null; max: number | null };

  it('serves each record’s form naming exactly its fields, 기타 texts as their etcName, the submit fields required', async () => {
    for (const [record, kind] of Object.entries(kinds)) {
      const g = await gql(app, `query($r: String!) { caseRecordForm(record: $r) { record sections { label fields { name label kind list etcName required min max } } } }`, { r: record }, t.memberA);
      const sections = g.body.data.caseRecordForm.sections as { label: string; fields: ServedField[] }[];
      const served = sections.flatMap((s) => s.fields);
      const specFields = Object.entries(kind.spec.fields);
      const etcs = specFields.flatMap(([, f]) => ('etc' in f && f.etc ? [f.etc] : []));
      // every field once: the fields as inputs, each 기타 text as its choice's etcName
      expect(served.map((f) => f.name).sort(), record).toEqual(specFields.map(([n]) => n).filter((n) => !etcs.includes(n)).sort());
      expect(served.flatMap((f) => (f.etcName ? [f.etcName] : [])).sort(), record).toEqual([...etcs].sort());
      expect(served.filter((f) => f.required).map((f) => f.name).sort(), record).toEqual(specFields.filter(([, f]) => f.submit).map(([n]) => n).sort());
      expect(sections.every((s) => s.label && s.fields.length), record).toBe(true);
      // a section is never named like one of its fields (a screen reader would hear two landmarks of one name)
      expect(sections.flatMap((s) => s.fields.filter((f) => f.label === s.label).map((f) => f.name)), record).toEqual([]);
    }
    const field = async (record: string, name: string) => {
      const g = await gql(app, `query($r: String!) { caseRecordForm(record: $r) { sections { fields { name kind list etcName required min max } } } }`, { r: record }, t.memberA);
      return (g.body.data.caseRecordForm.sections as { fields: ServedField[] }[]).flatMap((s) => s.fields).find((f) => f.name === name);
    };
    expect(await field('cgi', 'cgiI')).toEqual({ name: 'cgiI', kind: 'int', list: 'cgiI', etcName: null, required: false, min: 0, max: 7 });
    expect(await field('case-minutes', 'medicalExpensesSupport')).toMatchObject({ kind: 'choice', list: 'medicalExpensesSupport', etcName: 'mesEtc' });
    expect(await field('case-minutes', 'contents')).toMatchObject({ kind: 'long', max: 5000, required: true });
    expect(await field('case-management-log', 'interventionMethod')).toMatchObject({ kind: 'multi', etcName: 'interventionMethodEtc', required: true });
    // the closing report's 의뢰 경로 has no 기타 text of its own (its detail is a field), so none is offered
    expect(await field('closing-report', 'requestPath')).toMatchObject({ kind: 'choice', etcName: null });
    expect(await field('closing-report', 'interventionsCntRI')).toMatchObject({ kind: 'int', min: 0, max: 9999 });
    expectGqlError(await gql(app, `{ caseRecordForm(record: "nope") { record } }`, {}, t.memberA), 404, 'NOT_FOUND');
  });

  it('says with each record what the caller may do to it', async () => {
    const can = async (record: 'cgi' | 'closingReport', id: number, token: string) =>
      (await gql(app, `query($id: Int!) { ${record}(id: $id) { can { edit delete cancel } } }`, { id }, token)).body.data[record].can;
    const cgiId = ok(await rest('GET', `cgi?requestId=${cases.open}`, t.memberA)).content[0].id;
    expect(await can('cgi', cgiId, t.memberA)).toEqual({ edit: true, delete: true, cancel: false });
    expect(await can('cgi', cgiId, t.ministry)).toEqual({ edit: false, delete: false, cancel: false });
    expect(ok(await rest('GET', `cgi/${cgiId}`, t.memberA)).can).toEqual({ edit: true, delete: true, cancel: false });

    // a submitted closing report of a closed case: no edit until cancelled; then a draft to edit, nothing to cancel
    const [report] = ok(await rest('GET', `closing-report?requestId=${cases.closed}`, t.memberA)).content;
    expect(report.isDone).toBe('Y');
    expect(await can('closingReport', report.id, t.memberA)).toEqual({ edit: false, delete: true, cancel: true });
    expect(await can('closingReport', report.id, t.ministry)).toEqual({ edit: false, delete: false, cancel: false });
    ok(await rest('POST', 'closing-report/cancel', t.memberA, { closingReportId: report.id, message: '확인 필요' }));
    expect(await can('closingReport', report.id, t.memberA)).toEqual({ edit: true, delete: true, cancel: false });
    // once sent to the school, nothing
    const [sent] = ok(await rest('GET', `closing-report?requestId=${cases.sent}`, t.memberA)).content;
    expect(await can('closingReport', sent.id, t.memberA)).toEqual({ edit: false, delete: false, cancel: false });
  });
});
