import ExcelJS from 'exceljs';
import { expectOfficeWorkbook } from './xlsx-style.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { SDQ_ITEM_KEYS } from '../src/modules/forms/sdq.scoring.js';
import { AccessLog } from '../src/platform/access-log.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectError, expectGqlError } from './util.js';

/**
 * The student's timeline of a case: a hand-built case of school a1 (center A) whose student was screened in 2025 (an
 * earlier case) and 2026 (this case's referral), with SDQ-KR before and after for the guardian and the teacher (and
 * the student before only), CGI before and after, and dated records. Screenings of a namesake at another school, of
 * another student at the same school, and drafts and deleted records must stay out.
 */
let app: TestApp;
let A: Center, B: Center;
let a1: School, a2: School, b1: School;
let acc: Record<string, Account>;
const t: Record<string, string> = {};
let caseId: number, caseB: number;
let ev2025: number, ev2026: number, evElsewhere: number, evOther: number;

const sqlRow = async (text: string, values: unknown[]) => (await app.em().getConnection().execute(text, values))[0];

async function evaluation(school: School, center: Center, year: number, doneAt: string, total: [number, string], seq: number): Promise<number> {
  const score = (scale: string, t: number, range: string) => ({ scale, raw: 10, t, percentile: 90, range });
  const result = { categories: [score('emot', 72, 'PRIORITY_ATTENTION'), score('etnz', 60, 'GENERAL')], total: score('total', total[0], total[1]), normDemo: true };
  const row = await sqlRow(
    `insert into simple_evaluation (school_id, center_id, sd_code, sgg_code, year, school_target_type, gender, student_code, student_seq, is_done, result,
       total_range, total_t, norm_version, done_at) values (?, ?, ?, ?, ?, 'ELEMENTARY', 'F', ?, ?, 'Y', ?, ?, ?, 'demo', ?) returning id`,
    [school.id, center.id, school.sdCode, school.sggCode, year, `${year}-${school.id}-${String(seq).padStart(4, '0')}`, seq, JSON.stringify(result), total[1], total[0], doneAt],
  );
  return row.id;
}

async function request(school: School, center: Center, o: { evaluationId?: number; birthDate?: number; status?: string; requestDate?: string; approvedAt?: string; closingDate?: string; sentAt?: string }): Promise<number> {
  const row = await sqlRow(
    `insert into request (request_type, simple_evaluation_id, school_id, center_id, sd_code, sgg_code, target_name, target_gender, target_birth_year,
       target_birth_month, target_birth_date, requester_id, requester_name, requester_contact, guardian_contact, guardian_relationship, main_appeal,
       gc_request, gc_request_at, gc_request_method, gc3rd_party_provision, gc3rd_party_provision_at, gc3rd_party_provision_method, status,
       progress_step, request_date, req_year, approved_at, closing_date, closing_report_sent_at)
     values (?, ?, ?, ?, ?, ?, '김학생', 'F', 2014, 3, ?, ?, '교사', '0212345678', '01011112222', '모', '호소', 'Y', now(), 'WRITTEN', 'Y', now(), 'WRITTEN',
       ?, 'CLOSING_REPORT', ?, 2026, ?, ?, ?) returning id`,
    [
      o.evaluationId ? 'SIMPLE_EVALUATION' : 'GENERAL', o.evaluationId ?? null, school.id, center.id, school.sdCode, school.sggCode, o.birthDate ?? 1,
      acc.teacher.id, o.status ?? 'COMPLETED', o.requestDate ?? '2026-03-02T03:00:00Z', o.approvedAt ?? '2026-03-05T03:00:00Z', o.closingDate ?? null, o.sentAt ?? null,
    ],
  );
  return row.id;
}

const allAnswers = (v: number) => JSON.stringify(Object.fromEntries(SDQ_ITEM_KEYS.map((k) => [k, v])));
async function sdq(requestId: number, targetType: string, testType: string, answer: number, doneAt: string, o: { isDone?: string; deleted?: boolean } = {}) {
  await sqlRow(
    `insert into sdq_kr (request_id, target_type, test_type, answers, is_done, done_at, deleted_at) values (?, ?, ?, ?, ?, ?, ?) returning id`,
    [requestId, targetType, testType, allAnswers(answer), o.isDone ?? 'Y', doneAt, o.deleted ? new Date() : null],
  );
}
async function cgi(requestId: number, testType: string, cgiS: number, cgiI: number | null, submittedAt: string) {
  await sqlRow(
    `insert into case_cgi (request_id, is_done, test_type, cgi_s, cgi_i, created_by, created_at, updated_at, submitted_at) values (?, 'Y', ?, ?, ?, ?, now(), now(), ?) returning id`,
    [requestId, testType, cgiS, cgiI, acc.memberA.id, submittedAt],
  );
}
async function minutes(requestId: number, date: string, isDone = 'Y') {
  await sqlRow(
    `insert into case_minutes (request_id, is_done, meeting_date, school_id, center_id, sd_code, requester_id, created_by, created_at, updated_at, submitted_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, now(), now(), now()) returning id`,
    [requestId, isDone, date, a1.id, A.id, a1.sdCode, acc.teacher.id, acc.memberA.id],
  );
}

beforeAll(async () => {
  app = await startTestApp();
  a1 = await makeSchool(app, { sggCode: '11110' });
  a2 = await makeSchool(app, { sggCode: '11110' });
  b1 = await makeSchool(app, { sggCode: '11140' });
  A = await makeCenter(app, { locals: ['11110'] });
  B = await makeCenter(app, { locals: ['11140'] });
  await app.em().getConnection().execute(`insert into role_permission (role_id, menu_id) values ('EDUCATION_MINISTRY', '00009') on conflict do nothing`);
  acc = {
    teacher: await makeAccount(app, RoleCode.MEMBER, { school: a1 }),
    memberA: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A }),
    memberB: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: B }),
    ministry: await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
  };
  for (const [k, a] of Object.entries(acc)) t[k] = await tokenFor(app, a);

  ev2025 = await evaluation(a1, A, 2025, '2025-04-10T03:00:00Z', [66.2, 'ATTENTION'], 12);
  ev2026 = await evaluation(a1, A, 2026, '2026-03-01T03:00:00Z', [71.5, 'PRIORITY_ATTENTION'], 3);
  evElsewhere = await evaluation(a2, A, 2024, '2024-04-10T03:00:00Z', [50, 'GENERAL'], 1);
  evOther = await evaluation(a1, A, 2026, '2026-03-01T04:00:00Z', [55, 'GENERAL'], 4);
  await request(a1, A, { evaluationId: ev2025, status: 'CLOSED', requestDate: '2025-05-01T03:00:00Z', approvedAt: '2025-05-02T03:00:00Z', closingDate: '2025-12-01' });
  await request(a2, A, { evaluationId: evElsewhere }); // the same name and birth date at another school
  await request(a1, A, { evaluationId: evOther, birthDate: 2 }); // another student of the same school
  // approved at 01:00 Korean time on 5 March (16:00 UTC the day before)
  caseId = await request(a1, A, { evaluationId: ev2026, status: 'REPORT_SENT', approvedAt: '2026-03-04T16:00:00Z', closingDate: '2026-06-30', sentAt: '2026-07-01T03:00:00Z' });
  caseB = await request(b1, B, {});

  await sdq(caseId, 'GUARDIAN', 'PRELIMINARY', 2, '2026-03-25T03:00:00Z');
  await sdq(caseId, 'TEACHER', 'PRELIMINARY', 1, '2026-03-26T03:00:00Z');
  await sdq(caseId, 'STUDENT', 'PRELIMINARY', 0, '2026-03-26T04:00:00Z');
  await sdq(caseId, 'GUARDIAN', 'POST', 1, '2026-06-01T03:00:00Z');
  await sdq(caseId, 'TEACHER', 'POST', 0, '2026-06-02T03:00:00Z');
  await sdq(caseId, 'STUDENT', 'POST', 2, '2026-06-02T04:00:00Z', { isDone: 'N' }); // a draft: not a result
  await sdq(caseId, 'STUDENT', 'POST', 2, '2026-06-02T05:00:00Z', { deleted: true });
  await cgi(caseId, 'PRELIMINARY', 5, null, '2026-03-27T03:00:00Z');
  await cgi(caseId, 'POST', 3, 2, '2026-06-03T03:00:00Z');
  await sqlRow(
    `insert into interview_evaluation (request_id, interview_target_type, is_done, writer_id, updated_by_id, submitted_at, counseling_date) values (?, 'GUARDIAN', 'Y', ?, ?, now(), '2026-03-20') returning id`,
    [caseId, acc.memberA.id, acc.memberA.id],
  );
  await minutes(caseId, '2026-04-10');
  await minutes(caseId, '2026-04-11', 'N'); // a draft: no event
  await sqlRow(
    `insert into case_management_log (request_id, is_done, intervention_date, created_by, created_at, updated_at, submitted_at) values (?, 'Y', '2026-04-20', ?, now(), now(), now()) returning id`,
    [caseId, acc.memberA.id],
  );
});
afterAll(() => app?.stop());

const QUERY = `query($id: Int!) { caseTimeline(requestId: $id) {
  requestId
  screenings { evaluationId year studentCode referred normDemo total { t range rangeName } categories { scale name t rangeName } }
  sdq { informant informantName preDoneAt postDoneAt rows { measure name higherIsBetter pre preBand post postBand change direction } }
  cgi { preS postS changeS direction postI postIName }
  events { date kind label detail } } }`;

const timeline = async (token: string, id = caseId) => gql(app, QUERY, { id }, token);
const rowOf = (rows: { measure: string }[], m: string) => rows.find((r) => r.measure === m);

describe('case timeline', () => {
  it("shows the student's screenings of every year at this school, oldest first, and no one else's", async () => {
    const res = await timeline(t.memberA);
    expect(res.body.errors).toBeUndefined();
    const s = res.body.data.caseTimeline.screenings;
    expect(s.map((x: { evaluationId: number }) => x.evaluationId)).toEqual([ev2025, ev2026]);
    expect(s.map((x: { evaluationId: number }) => x.evaluationId)).not.toContain(evElsewhere);
    expect(s.map((x: { evaluationId: number }) => x.evaluationId)).not.toContain(evOther);
    expect(s[0]).toMatchObject({ year: 2025, referred: false, normDemo: true, total: { t: 66.2, range: 'ATTENTION', rangeName: '관심군' } });
    expect(s[1]).toMatchObject({ year: 2026, referred: true, total: { t: 71.5, rangeName: '우선 관심군' } });
    expect(s[1].categories[0]).toEqual({ scale: 'emot', name: '정서 문제', t: 72, rangeName: '우선 관심군' });
  });

  it('gives SDQ before and after per informant with POST − PRE, prosocial read the other way', async () => {
    const sdqs = (await timeline(t.memberA)).body.data.caseTimeline.sdq;
    expect(sdqs.map((x: { informant: string }) => x.informant)).toEqual(['STUDENT', 'GUARDIAN', 'TEACHER']);
    const [student, guardian, teacher] = sdqs;
    // guardian: every answer 2 before (reverse items count 0), every answer 1 after (each scale 5)
    expect(rowOf(guardian.rows, 'EMOTIONAL')).toMatchObject({ pre: 10, post: 5, change: -5, direction: 'IMPROVED' });
    expect(rowOf(guardian.rows, 'CONDUCT')).toMatchObject({ pre: 8, post: 5, change: -3, direction: 'IMPROVED' });
    expect(rowOf(guardian.rows, 'HYPERACTIVITY')).toMatchObject({ pre: 6, post: 5, change: -1 });
    expect(rowOf(guardian.rows, 'PEER')).toMatchObject({ pre: 6, post: 5, change: -1 });
    expect(rowOf(guardian.rows, 'PROSOCIAL')).toMatchObject({ pre: 10, post: 5, change: -5, direction: 'WORSENED', higherIsBetter: true, preBand: 'CLOSE_TO_AVERAGE' });
    expect(rowOf(guardian.rows, 'TOTAL')).toMatchObject({ name: '총 난점', pre: 30, post: 20, change: -10, direction: 'IMPROVED', preBand: 'VERY_HIGH' });
    // teacher: every answer 1 before (each scale 5), 0 after (only reverse items count, 2 each)
    expect(rowOf(teacher.rows, 'TOTAL')).toMatchObject({ pre: 20, post: 10, change: -10 });
    expect(rowOf(teacher.rows, 'HYPERACTIVITY')).toMatchObject({ pre: 5, post: 4, change: -1 });
    expect(rowOf(teacher.rows, 'EMOTIONAL')).toMatchObject({ pre: 5, post: 0, change: -5 });
    // the student answered before only, every answer 0 (reverse items 2 each); the draft and the deleted POST are no result
    expect(student.postDoneAt).toBeNull();
    expect(rowOf(student.rows, 'TOTAL')).toMatchObject({ pre: 10, post: null, change: null, direction: null });
  });

  it('gives CGI-S before and after with its change, and CGI-I', async () => {
    expect((await timeline(t.memberA)).body.data.caseTimeline.cgi).toEqual({ preS: 5, postS: 3, changeS: -2, direction: 'IMPROVED', postI: 2, postIName: '2 많이 좋아짐' });
  });

  it('lists the dated events in order, in Korean dates, without drafts', async () => {
    const events = (await timeline(t.memberA)).body.data.caseTimeline.events;
    expect(events.map((e: { date: string; kind: string; detail: string | null }) => [e.date, e.kind, e.detail])).toEqual([
      ['2025-04-10', 'SCREENING', '2025년 · 전체 관심군 (T 66.2)'],
      ['2026-03-01', 'SCREENING', '2026년 · 전체 우선 관심군 (T 71.5)'],
      ['2026-03-02', 'FILED', null],
      ['2026-03-05', 'APPROVED', null],
      ['2026-03-20', 'INTERVIEW', '보호자'],
      ['2026-03-25', 'SDQ', '사전 · 보호자'],
      ['2026-03-26', 'SDQ', '사전 · 교사'],
      ['2026-03-26', 'SDQ', '사전 · 학생'],
      ['2026-03-27', 'CGI', '사전'],
      ['2026-04-10', 'MEETING', null],
      ['2026-04-20', 'LOG', null],
      ['2026-06-01', 'SDQ', '사후 · 보호자'],
      ['2026-06-02', 'SDQ', '사후 · 교사'],
      ['2026-06-03', 'CGI', '사후'],
      ['2026-06-30', 'CLOSED', null],
      ['2026-07-01', 'REPORT_SENT', null],
    ]);
  });

  it('is the same over REST, and shows empty sections for a case with no records', async () => {
    const rest = await call(app, 'GET', `svs-u/case-management/${caseId}/timeline`, { token: t.memberA });
    expect(rest.status).toBe(200);
    expect(rest.body.cgi).toMatchObject({ preS: 5, postS: 3, changeS: -2 });
    expect(rest.body.screenings).toHaveLength(2);
    const empty = await call(app, 'GET', `svs-u/case-management/${caseB}/timeline`, { token: t.memberB });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ requestId: caseB, screenings: [], sdq: [], cgi: {} });
    expect(empty.body.events.map((e: { kind: string }) => e.kind)).toEqual(['FILED', 'APPROVED']);
  });

  it("answers 404 to another center's staff and 403 to a school user, in GraphQL and REST; the ministry reads", async () => {
    expectGqlError(await timeline(t.memberB), 404, 'NOT_FOUND');
    expectError(await call(app, 'GET', `svs-u/case-management/${caseId}/timeline`, { token: t.memberB }), 404, 'NOT_FOUND');
    expectError(await call(app, 'POST', `svs-u/case-management/${caseId}/timeline-excel-download`, { token: t.memberB, body: { reason: '보고' } }), 404, 'NOT_FOUND');
    expectGqlError(await timeline(t.teacher), 403, 'FORBIDDEN');
    expectError(await call(app, 'GET', `svs-u/case-management/${caseId}/timeline`, { token: t.teacher }), 403, 'FORBIDDEN');
    const ministry = await timeline(t.ministry);
    expect(ministry.body.errors).toBeUndefined();
    expect(ministry.body.data.caseTimeline.screenings).toHaveLength(2);
  });

  it('writes every read to the access log', async () => {
    const count = () => app.em().fork().count(AccessLog, { action: 'READ', subjectType: 'case-timeline', subjectId: String(caseId), accountId: acc.ministry.id });
    const before = await count();
    await timeline(t.ministry);
    expect(await count()).toBe(before + 1);
  });
});

describe('case timeline Excel', () => {
  const download = (body: unknown, token = t.memberA) =>
    fetch(`${app.url}svs-u/case-management/${caseId}/timeline-excel-download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('asks for a reason', async () => {
    expectError(await call(app, 'POST', `svs-u/case-management/${caseId}/timeline-excel-download`, { token: t.memberA, body: { reason: ' ' } }), 400, 'BAD_USER_INPUT', '다운로드 사유를 입력해주세요.');
  });

  it('exports the change table, the screenings and the events, and logs the export with its reason', async () => {
    const res = await download({ fileName: '변화', reason: '기관 실적 보고' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`${encodeURIComponent('변화_')}\\d{14}\\.xlsx`));
    // the one look (test/xlsx-style.ts) on each sheet: events dated, long texts wrapped
    const wb = await expectOfficeWorkbook(Buffer.from(await res.arrayBuffer()), [
      { name: '사전·사후 변화' },
      { name: '간편검사', wraps: ['영역별 T점수'] },
      { name: '사건', dates: { 날짜: 'day' }, wraps: ['내용'] },
    ]);
    const [changes, screenings, events] = wb.worksheets;
    expect(changes.getRow(1).values).toEqual([undefined, '사례 번호', '검사', '응답자', '척도', '사전 점수', '사전 구분', '사후 점수', '사후 구분', '변화 (사후−사전)', '변화 방향']);
    // 3 informants × 6 measures, then CGI-S and CGI-I
    expect(changes.actualRowCount).toBe(1 + 18 + 2);
    const values = (n: number) => (changes.getRow(n).values as unknown[]).slice(1);
    const guardianTotal = [...Array(changes.actualRowCount).keys()].map((i) => values(i + 1)).find((v) => v[2] === '보호자' && v[3] === '총 난점');
    expect(guardianTotal).toEqual([caseId, 'SDQ-KR', '보호자', '총 난점', 30, '매우 높음', 20, '매우 높음', -10, '좋아짐']);
    const prosocial = [...Array(changes.actualRowCount).keys()].map((i) => values(i + 1)).find((v) => v[2] === '보호자' && v[3] === '친사회적 행동');
    expect(prosocial?.[9]).toBe('나빠짐');
    expect(values(20)).toEqual([caseId, 'CGI', '평가자', 'CGI-S (심각도)', 5, '5 뚜렷함', 3, '3 경도', -2, '좋아짐']);
    expect(values(21)).toEqual([caseId, 'CGI', '평가자', 'CGI-I (호전도)', undefined, undefined, 2, '2 많이 좋아짐']);
    expect(screenings.actualRowCount).toBe(3);
    // year, number, referred, 위기 (empty: not flagged), total T, total range
    expect((screenings.getRow(2).values as unknown[]).slice(1, 7)).toEqual([2025, `2025-${a1.id}-0012`, undefined, undefined, 66.2, '관심군']);
    expect(events.actualRowCount).toBe(17);
    expect((events.getRow(17).values as unknown[]).slice(1)).toEqual([new Date('2026-07-01T00:00:00Z'), '종결 보고서 발송']);
    const log = await app.em().fork().findOne(AccessLog, { action: 'EXPORT', subjectType: 'case-timeline', subjectId: String(caseId) }, { orderBy: { id: 'desc' } });
    expect(log).toMatchObject({ reason: '기관 실적 보고', accountId: acc.memberA.id, count: 20 });
  });
});

describe('center outcomes Excel (cases closed in a year)', () => {
  let second: number;
  beforeAll(async () => {
    second = await request(a1, A, { status: 'CLOSED', closingDate: '2026-09-01', birthDate: 9 });
    await sdq(second, 'GUARDIAN', 'PRELIMINARY', 1, '2026-05-01T03:00:00Z');
    await sdq(second, 'GUARDIAN', 'POST', 0, '2026-08-01T03:00:00Z');
  });
  const download = (body: unknown, token: string) =>
    fetch(`${app.url}svs-u/case-management/outcomes-excel-download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const book = async (res: Response, dated = true) => {
    expect(res.status).toBe(200);
    // the one look (test/xlsx-style.ts): closing days as dates
    return expectOfficeWorkbook(Buffer.from(await res.arrayBuffer()), [{ name: '사례별 변화', dates: dated ? { 종결일: 'day' } : {} }, { name: '요약' }]);
  };
  const rowsOf = (ws: ExcelJS.Worksheet) => [...Array(ws.actualRowCount).keys()].slice(1).map((i) => (ws.getRow(i + 1).values as unknown[]).slice(1));

  it("gives the center's cases closed that year, case by case, and a summary per measure", async () => {
    const wb = await book(await download({ year: 2026, reason: '연간 실적 보고' }, t.memberA));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['사례별 변화', '요약']);
    const [cases, summary] = wb.worksheets;
    expect((cases.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['사례 번호', '종결일']);
    const rows = rowsOf(cases);
    // the 2025 closing, the running case of center B and open cases are not in it; closing date order
    expect([...new Set(rows.map((r) => r[0]))]).toEqual([caseId, second]);
    // a guardian's total difficulties: up to 13 평균 수준, 20 and above 매우 높음
    expect(rows.find((r) => r[0] === second && r[4] === '총 난점')).toEqual([second, new Date('2026-09-01T00:00:00Z'), 'SDQ-KR', '보호자', '총 난점', 20, '매우 높음', 10, '평균 수준', -10, '좋아짐']);
    const guardianTotal = rowsOf(summary).find((r) => r[1] === '보호자' && r[2] === '총 난점');
    expect(guardianTotal).toEqual(['SDQ-KR', '보호자', '총 난점', 2, 25, 15, -10, 2, 0, 0]);
    const teacherTotal = rowsOf(summary).find((r) => r[1] === '교사' && r[2] === '총 난점');
    expect(teacherTotal).toEqual(['SDQ-KR', '교사', '총 난점', 1, 20, 10, -10, 1, 0, 0]);
    // the student answered only before: no pair, no summary row
    expect(rowsOf(summary).find((r) => r[1] === '학생')).toBeUndefined();
    const log = await app.em().fork().findOne(AccessLog, { action: 'EXPORT', subjectType: 'case-outcomes', accountId: acc.memberA.id });
    expect(log).toMatchObject({ reason: '연간 실적 보고', count: 2, detail: 'year=2026' });
  });

  it("holds nothing of another center's cases, and refuses the school side and a missing year", async () => {
    const wb = await book(await download({ year: 2026, reason: '점검' }, t.memberB), false);
    expect(wb.worksheets[0].actualRowCount).toBe(1);
    expectError(await call(app, 'POST', 'svs-u/case-management/outcomes-excel-download', { token: t.teacher, body: { year: 2026, reason: '점검' } }), 403, 'FORBIDDEN');
    expectError(await call(app, 'POST', 'svs-u/case-management/outcomes-excel-download', { token: t.memberA, body: { reason: '점검' } }), 400, 'BAD_USER_INPUT', '종결 연도를 선택해주세요.');
  });

  it('gives the ministry every center’s cases', async () => {
    const rows = rowsOf((await book(await download({ year: 2026, reason: '전국 현황' }, t.ministry))).worksheets[0]);
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set([caseId, second]));
  });
});
