import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import { SchoolType, type School } from '../src/modules/organization/school.entity.js';
import { demoNormSet, writeNormCsv } from '../src/modules/scoring/core.js';
import { SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { AccessLog } from '../src/platform/access-log.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectError, expectGqlError } from './util.js';

/**
 * Simple evaluation, staff side, over real HTTP: registration with management numbers, the list and detail within
 * each caller's jurisdiction (school, center, 시도, nation), paper answers scored against hand-computed figures of
 * the 시연용 norm set, the state changes, the Excel export, and the norm set and texts kept in the database.
 * Center A covers 종로구 (school a1); center B covers 중구 (school b1); school g1 is in 경기.
 */
let app: TestApp;
let A: Center, B: Center;
let a1: School, a2mid: School, b1: School;
type Acc = Account & { password: string };
const t: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  a1 = await makeSchool(app, { sggCode: '11110' });
  a2mid = await makeSchool(app, { sggCode: '11110', type: SchoolType.MIDDLE });
  b1 = await makeSchool(app, { sggCode: '11140' });
  A = await makeCenter(app, { locals: ['11110'] });
  B = await makeCenter(app, { locals: ['11140'] });
  const accounts: Record<string, Acc> = {
    teacherA1: await makeAccount(app, RoleCode.MEMBER, { school: a1 }),
    teacherA2: await makeAccount(app, RoleCode.MEMBER, { school: a2mid }),
    teacherB1: await makeAccount(app, RoleCode.MEMBER, { school: b1 }),
    memberA: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A }),
    memberB: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: B }),
    office11: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }),
    office41: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '41' }),
    ministry: await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
    admin: await makeAccount(app, RoleCode.SYSTEM_ADMIN),
  };
  for (const [k, acc] of Object.entries(accounts)) t[k] = await tokenFor(app, acc);
});
afterAll(() => app?.stop());

const BASE = 'svs-u/simple-evaluation';
const year = new Date().getFullYear();

async function register(token: string, body: Record<string, unknown>) {
  const res = await call(app, 'POST', BASE, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; studentCode: string; message: string };
}

const listIds = async (token: string, query = '') => {
  const res = await call(app, 'GET', `${BASE}/paging?size=100${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.content as { id: number }[]).map((r) => r.id);
};

/** Elementary answers: emot01–08 all 3 (raw 24), anxi01–02 3 (raw 6); total raw 30. */
const ELEMENTARY_30 = { ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`emot0${i + 1}`, 3])), anxi01: 3, anxi02: 3 };

describe('registration', () => {
  it('generates consecutive management numbers per school and year, and places the record with its center', async () => {
    const first = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'M', mobile: '010-1234-5678' });
    const second = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'F' });
    expect(first.message).toBe('관리번호가 생성 되었습니다.');
    expect(first.studentCode).toBe(`${year}-${a1.id}-0001`);
    expect(second.studentCode).toBe(`${year}-${a1.id}-0002`);
    const row = await app.em().findOneOrFail(SimpleEvaluation, first.id);
    expect(row).toMatchObject({ sdCode: '11', sggCode: '11110', year, mobile: '01012345678', isDone: 'N', consentState: 'NOT_SENT' });
    expect(row.center?.id).toBe(A.id);
  });

  it('accepts space or hyphen separators and refuses a malformed mobile number with the SPEC message', async () => {
    const spaced = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'M', mobile: '010 2222 3333' });
    expect((await app.em().findOneOrFail(SimpleEvaluation, spaced.id)).mobile).toBe('01022223333');
    for (const mobile of ['010-1234-567', '02-123-4567', '010-1234 5678', '0101234567a']) {
      const res = await call(app, 'POST', BASE, { token: t.teacherA1, body: { schoolTargetType: 'ELEMENTARY', gender: 'M', mobile } });
      expectError(res, 400, 'BAD_USER_INPUT', '휴대전화번호 형식이 맞지 않습니다.');
    }
    expectError(await call(app, 'POST', BASE, { token: t.teacherA1, body: { schoolTargetType: 'ELEMENTARY' } }), 400, 'BAD_USER_INPUT', '성별을 선택해주세요.');
    expectError(await call(app, 'POST', BASE, { token: t.teacherA1, body: { gender: 'M', schoolTargetType: 'HIGH' } }), 400, 'BAD_USER_INPUT', '학교급을 선택해주세요.');
  });

  it('lets center staff register for a school they cover (GraphQL), not for another center\'s school', async () => {
    const q = `mutation($input: SimpleEvaluationInput!) { registerSimpleEvaluation(input: $input) { id studentCode message } }`;
    const ok = await gql(app, q, { input: { schoolId: a2mid.id, schoolTargetType: 'MIDDLE_HIGH', gender: 'F' } }, t.memberA);
    expect(ok.body.data?.registerSimpleEvaluation.studentCode).toBe(`${year}-${a2mid.id}-0001`);
    expectGqlError(await gql(app, q, { input: { schoolId: b1.id, schoolTargetType: 'ELEMENTARY', gender: 'F' } }, t.memberA), 403, 'FORBIDDEN');
    expectGqlError(await gql(app, q, { input: { schoolTargetType: 'ELEMENTARY', gender: 'F' } }, t.memberA), 400, 'BAD_USER_INPUT', '학교를 선택해주세요.');
    // the ministry reads but does not register (no menu 00019)
    expectGqlError(await gql(app, q, { input: { schoolId: a1.id, schoolTargetType: 'ELEMENTARY', gender: 'F' } }, t.ministry), 403, 'FORBIDDEN');
  });
});

describe('jurisdiction', () => {
  let aId: number, bId: number;
  beforeAll(async () => {
    aId = (await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'M', mobile: '01099998888' })).id;
    bId = (await register(t.teacherB1, { schoolTargetType: 'ELEMENTARY', gender: 'F' })).id;
  });

  it('lists only what each caller covers', async () => {
    const sees = async (who: string) => {
      const ids = await listIds(t[who]);
      return [ids.includes(aId), ids.includes(bId)];
    };
    expect(await sees('teacherA1')).toEqual([true, false]);
    expect(await sees('teacherB1')).toEqual([false, true]);
    expect(await sees('memberA')).toEqual([true, false]);
    expect(await sees('memberB')).toEqual([false, true]);
    expect(await sees('office11')).toEqual([true, true]);
    expect(await sees('office41')).toEqual([false, false]);
    expect(await sees('ministry')).toEqual([true, true]);
  });

  it('answers 404 for a record outside the jurisdiction, on every call (REST and GraphQL)', async () => {
    for (const who of ['teacherB1', 'memberB', 'office41']) {
      expectError(await call(app, 'GET', `${BASE}/${aId}`, { token: t[who] }), 404, 'NOT_FOUND');
      expectGqlError(await gql(app, `query($id: Int!) { simpleEvaluation(id: $id) { id } }`, { id: aId }, t[who]), 404, 'NOT_FOUND');
    }
    for (const who of ['teacherB1', 'memberB']) {
      const tok = t[who];
      expectError(await call(app, 'PUT', `${BASE}/${aId}`, { token: tok, body: { answers: ELEMENTARY_30, isDone: 'Y' } }), 404, 'NOT_FOUND');
      expectError(await call(app, 'PUT', `${BASE}/not-implemented-reason/${aId}`, { token: tok, body: { isNotImplemented: 'Y', reason: '결석' } }), 404, 'NOT_FOUND');
      expectError(await call(app, 'PUT', `${BASE}/after-management/${aId}`, { token: tok, body: { linkageYn: 'N' } }), 404, 'NOT_FOUND');
      expectError(await call(app, 'POST', `${BASE}/after-management`, { token: tok, body: { ids: [aId], linkageYn: 'N' } }), 404, 'NOT_FOUND');
      expectError(await call(app, 'PUT', `${BASE}/agreeCancel/${aId}`, { token: tok }), 404, 'NOT_FOUND');
      expectError(await call(app, 'PUT', `${BASE}/delete`, { token: tok, body: { ids: [aId] } }), 404, 'NOT_FOUND');
    }
    const row = await app.em().findOneOrFail(SimpleEvaluation, aId);
    expect(row).toMatchObject({ isDone: 'N', isNotImplemented: 'N', deletedAt: null });
    expect(row.linkageYn ?? null).toBeNull();
  });

  it('exports only the caller\'s records, and the export follows the list filters', async () => {
    const rowsOf = async (token: string, body: Record<string, unknown> = {}) => {
      const res = await fetch(`${app.url}${BASE}/excel-download`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(await res.arrayBuffer());
      const codes: string[] = [];
      wb.worksheets[0].eachRow((row, n) => {
        if (n > 1) codes.push(String(row.getCell(1).value));
      });
      return codes;
    };
    const code = (id: number) => app.em().findOneOrFail(SimpleEvaluation, id).then((e) => e.studentCode);
    const [ca, cb] = [await code(aId), await code(bId)];
    const memberA = await rowsOf(t.memberA);
    expect(memberA).toContain(ca);
    expect(memberA).not.toContain(cb);
    const memberB = await rowsOf(t.memberB);
    expect(memberB).toContain(cb);
    expect(memberB).not.toContain(ca);
    expect(await rowsOf(t.memberA, { studentCode: ca, reason: '사후관리 명단' })).toEqual([ca]);
    expect(await rowsOf(t.office41)).toEqual([]);
    // every export is in the access log: who, how many rows, why and with which filters (never the rows themselves)
    const exports = await app.em().find(AccessLog, { subjectType: 'simple-evaluation', action: 'EXPORT' }, { orderBy: { id: 'asc' } });
    expect(exports.map((e) => [e.loginId, e.count])).toContainEqual([expect.any(String), 1]);
    expect(exports.find((e) => e.reason === '사후관리 명단')).toMatchObject({ count: 1, detail: `studentCode=${ca}`, role: 'CENTER_MEMBER' });
  });

  it('writes a READ to the access log for each detail shown, and nothing for a refused one', async () => {
    const before = await app.em().count(AccessLog, { subjectType: 'simple-evaluation', subjectId: String(aId), action: 'READ' });
    await call(app, 'GET', `${BASE}/${aId}`, { token: t.memberA });
    await gql(app, `query($id: Int!) { simpleEvaluation(id: $id) { id } }`, { id: aId }, t.teacherA1);
    await call(app, 'GET', `${BASE}/${aId}`, { token: t.memberB });
    expect(await app.em().count(AccessLog, { subjectType: 'simple-evaluation', subjectId: String(aId), action: 'READ' })).toBe(before + 2);
  });
});

describe('list', () => {
  it('masks mobile numbers, filters, sorts on several fields and pages', async () => {
    const school = await makeSchool(app, { sggCode: '11110' });
    const teacher = await tokenFor(app, await makeAccount(app, RoleCode.MEMBER, { school }));
    for (const [gender, mobile] of [['M', '01011112222'], ['F', '010-3333-4444'], ['M', undefined], ['F', '011 123 4567']] as const)
      await register(teacher, { schoolTargetType: 'ELEMENTARY', gender, mobile });
    const page = await call(app, 'GET', `${BASE}/paging?size=3&schoolId=${school.id}`, { token: teacher });
    expect(page.body).toMatchObject({ totalElements: 4, totalPages: 2, pageSize: 3, current: 1, first: true, last: false });
    const all = await call(app, 'GET', `${BASE}?size=10&schoolId=${school.id}`, { token: teacher });
    expect(all.body.map((r: any) => r.mobile)).toEqual(['011-****-4567', undefined, '010-****-4444', '010-****-2222']);
    expect(all.body.map((r: any) => r.studentCode)).toEqual([4, 3, 2, 1].map((n) => `${year}-${school.id}-000${n}`));
    const sorted = await call(app, 'GET', `${BASE}?schoolId=${school.id}&sort=gender,asc;studentCode,desc`, { token: teacher });
    expect(sorted.body.map((r: any) => [r.gender, r.studentCode.slice(-1)])).toEqual([['F', '4'], ['F', '2'], ['M', '3'], ['M', '1']]);
    const gq = await gql(
      app,
      `query($f: String) { simpleEvaluations(schoolId: $f, gender: F, sortBy: [{ field: studentCode, direction: ASC }]) { totalElements content { studentCode mobile can { update delete enterAnswers rescore } } } }`,
      { f: school.id },
      teacher,
    );
    expect(gq.body.data.simpleEvaluations.content).toEqual([
      { studentCode: `${year}-${school.id}-0002`, mobile: '010-****-4444', can: { update: true, delete: true, enterAnswers: true, rescore: false } },
      { studentCode: `${year}-${school.id}-0004`, mobile: '011-****-4567', can: { update: true, delete: true, enterAnswers: true, rescore: false } },
    ]);
    const search = await call(app, 'GET', `${BASE}?schoolId=${school.id}&studentCode=-0003`, { token: teacher });
    expect(search.body.map((r: any) => r.studentCode)).toEqual([`${year}-${school.id}-0003`]);
    expect((await call(app, 'GET', `${BASE}?schoolId=${school.id}&isDone=Y`, { token: teacher })).body).toEqual([]);
    expect((await call(app, 'GET', `${BASE}?schoolId=${school.id}&fromDate=2000-01-01&toDate=2000-12-31`, { token: teacher })).body).toEqual([]);
    expectError(await call(app, 'GET', `${BASE}?sort=name,asc`, { token: teacher }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'GET', `${BASE}?fromDate=2026-02-01&toDate=2026-01-01`, { token: teacher }), 400, 'BAD_USER_INPUT', '종료일은 시작일보다 이후여야 합니다.');
    expectError(await call(app, 'GET', `${BASE}?range=HIGH`, { token: teacher }), 400, 'BAD_USER_INPUT');
  });
});

describe('paper answers and scoring', () => {
  it('scores an elementary boy\'s paper entry exactly as computed by hand (demo norm set)', async () => {
    const { id } = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'M' });
    const res = await call(app, 'PUT', `${BASE}/${id}`, { token: t.teacherA1, body: { answers: ELEMENTARY_30, isDone: 'Y' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({ normVersion: 'demo-2026.1', normDemo: true });
    // T = 50 + 10·(raw − mean)/sd, one decimal, half up (means and sds of the 시연용 set, docs/SCORING.md)
    // emot 24: 50 + 10·(24 − 2.612)/2.731 = 128.316 → 128.3; anxi 6: 50 + 10·(6 − 2.873)/2.804 = 61.152 → 61.2
    // ipsa 0: 50 − 10·1.905/2.214 = 41.396 → 41.4; etnz 0: 50 − 10·2.786/3.052 = 40.872 → 40.9
    // psta 0: 50 − 10·1.315/1.874 = 42.983 → 43.0; total 30: 50 + 10·(30 − 11.491)/9.216 = 70.084 → 70.1
    expect(r.categories.map((c: any) => [c.scale, c.raw, c.t, c.range])).toEqual([
      ['emot', 24, 128.3, 'PRIORITY_ATTENTION'],
      ['anxi', 6, 61.2, 'GENERAL'],
      ['ipsa', 0, 41.4, 'GENERAL'],
      ['etnz', 0, 40.9, 'GENERAL'],
      ['psta', 0, 43, 'GENERAL'],
    ]);
    expect(r.total).toMatchObject({ scale: 'total', name: '전체', raw: 30, t: 70.1, percentile: 98, range: 'PRIORITY_ATTENTION', rangeName: '우선 관심군' });
    expect(r.categories[0].name).toBe('정서 문제');
    expect(r.total.interpretation).toMatch(/진단이 아니며/);
    // the percentiles are the active norm set's table entries, readable by staff to check by hand
    const norms = await call(app, 'GET', `${BASE}/norm-set/active`, { token: t.teacherA1 });
    expect(norms.body).toMatchObject({ version: 'demo-2026.1', demo: true, active: true });
    const group = norms.body.groups.find((g: any) => g.schoolTargetType === 'ELEMENTARY' && g.gender === 'M');
    const totalNorm = group.scales.find((s: any) => s.scale === 'total');
    expect([totalNorm.mean, totalNorm.sd]).toEqual([11.491, 9.216]);
    for (const c of [...r.categories, r.total]) {
      const table = group.scales.find((s: any) => s.scale === c.scale).percentiles;
      const entry = [...table].reverse().find((p: any) => p.raw <= c.raw);
      expect(c.percentile, c.scale).toBe(entry.percentile);
    }
    const detail = await call(app, 'GET', `${BASE}/${id}`, { token: t.memberA });
    expect(detail.body).toMatchObject({ isDone: 'Y', totalRange: 'PRIORITY_ATTENTION', normVersion: 'demo-2026.1' });
    expect(detail.body.answers.find((a: any) => a.key === 'emot01')).toEqual({ key: 'emot01', value: 3 });
    expect(detail.body.answers.find((a: any) => a.key === 'psta06')).toEqual({ key: 'psta06' });
    expect(detail.body.answers).toHaveLength(37);
    // the list filters on the range
    expect(await listIds(t.teacherA1, '&range=PRIORITY_ATTENTION&isDone=Y')).toContain(id);
    expect(await listIds(t.teacherA1, '&range=GENERAL')).not.toContain(id);
    // a finished questionnaire is not overwritten
    expectError(await call(app, 'PUT', `${BASE}/${id}`, { token: t.teacherA1, body: { answers: {}, isDone: 'Y' } }), 409, 'ALREADY_DONE');
  });

  it('refuses unknown items and answers off the scale, saving nothing', async () => {
    const { id } = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'F' });
    const unknown = await call(app, 'PUT', `${BASE}/${id}`, { token: t.teacherA1, body: { answers: { emot01: 1, suci01: 2 }, isDone: 'Y' } });
    expectError(unknown, 400, 'UNKNOWN_ITEM', '알 수 없는 문항입니다: suci01');
    const off = await call(app, 'PUT', `${BASE}/${id}`, { token: t.teacherA1, body: { answers: { emot01: 4, emot02: 1.5 } } });
    expectError(off, 400, 'ANSWER_OUT_OF_SCALE', '문항 emot01의 응답은 0부터 3 사이의 정수여야 합니다.');
    expect(off.body.details).toHaveLength(2);
    expectError(await call(app, 'PUT', `${BASE}/${id}`, { token: t.teacherA1, body: { answers: 'x' } }), 400, 'BAD_USER_INPUT');
    expectError(await call(app, 'PUT', `${BASE}/${id}`, { token: t.teacherA1, body: { answers: {}, isDone: 'X' } }), 400, 'BAD_USER_INPUT');
    const row = await app.em().findOneOrFail(SimpleEvaluation, id);
    expect([row.isDone, row.answers ?? null, row.result ?? null]).toEqual(['N', null, null]);
  });

  it('keeps a draft with isDone N and scores a middle/high student through GraphQL', async () => {
    const { id } = await register(t.teacherA2, { schoolTargetType: 'MIDDLE_HIGH', gender: 'F' });
    const draft = await call(app, 'PUT', `${BASE}/${id}`, { token: t.teacherA2, body: { answers: { suci01: 2 }, isDone: 'N' } });
    expect(draft.body).toMatchObject({ isDone: 'N' });
    expect(draft.body.result).toBeUndefined();
    const res = await gql(
      app,
      `mutation($id: Int!, $input: PaperAnswersInput!) { enterSimpleEvaluationAnswers(id: $id, input: $input) {
         isDone normVersion can { enterAnswers } result { normDemo total { raw t range } categories { scale name raw t percentile range interpretation } } } }`,
      { id, input: { answers: [{ key: 'suci01', value: 3 }, { key: 'suci02', value: 3 }, { key: 'suci03', value: 2 }, { key: 'emot01', value: null }], isDone: 'Y' } },
      t.memberA,
    );
    const e = res.body.data?.enterSimpleEvaluationAnswers;
    expect(e, JSON.stringify(res.body)).toMatchObject({ isDone: 'Y', normVersion: 'demo-2026.1', can: { enterAnswers: false } });
    const suci = e.result.categories.find((c: any) => c.scale === 'suci');
    // suci 8, middle/high girls: 50 + 10·(8 − 1.386)/2.164 = 80.564 → 80.6
    expect(suci).toMatchObject({ name: '자살 및 위기 문제', raw: 8, t: 80.6, range: 'PRIORITY_ATTENTION' });
    // total 8: 50 + 10·(8 − 12.465)/10.627 = 45.798 → 45.8
    expect(e.result.total).toEqual({ raw: 8, t: 45.8, range: 'GENERAL' });
    expect(e.result.categories.map((c: any) => c.scale)).toEqual(['emot', 'suci', 'etnz', 'psta', 'ipsa']);
  });
});

describe('state changes', () => {
  it('cancels sending (isDone N) and deletes the survey (isDone Y), keeping the registration', async () => {
    const pending = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'M' });
    const cancel = await call(app, 'PUT', `${BASE}/agreeCancel/${pending.id}`, { token: t.teacherA1 });
    expect(cancel.body).toEqual({ message: '발송이 취소되었습니다.' });
    const done = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'M' });
    await call(app, 'PUT', `${BASE}/${done.id}`, { token: t.teacherA1, body: { answers: ELEMENTARY_30 } });
    const del = await gql(app, `mutation($id: Int!) { cancelSimpleEvaluationAgree(id: $id) { message } }`, { id: done.id }, t.memberA);
    expect(del.body.data.cancelSimpleEvaluationAgree.message).toBe('설문이 삭제되었습니다.');
    const detail = await call(app, 'GET', `${BASE}/${done.id}`, { token: t.teacherA1 });
    expect(detail.body).toMatchObject({ isDone: 'N', consentState: 'CANCELLED', studentCode: done.studentCode });
    expect(detail.body.result).toBeUndefined();
    expect(detail.body.normVersion).toBeUndefined();
    expect(detail.body.answers.every((a: any) => a.value === undefined)).toBe(true);
    // and it can be answered again
    const again = await call(app, 'PUT', `${BASE}/${done.id}`, { token: t.teacherA1, body: { answers: { emot01: 1 } } });
    expect(again.body.result.total.raw).toBe(1);
  });

  it('saves the not-implemented reason and the after-management, one or many', async () => {
    const { id } = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'F' });
    const other = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'F' });
    const ni = await call(app, 'PUT', `${BASE}/not-implemented-reason/${id}`, { token: t.teacherA1, body: { isNotImplemented: 'Y', reason: 'ETC', reasonEtc: '=1+2' } });
    expect(ni.body).toMatchObject({ isNotImplemented: 'Y', reason: 'ETC', reasonEtc: '=1+2' });
    expectError(await call(app, 'PUT', `${BASE}/not-implemented-reason/${id}`, { token: t.teacherA1, body: { isNotImplemented: 'Y' } }), 400, 'BAD_USER_INPUT', '사유를 선택해주세요.');
    const am = await call(app, 'PUT', `${BASE}/after-management/${id}`, { token: t.memberA, body: { linkageYn: 'Y', institutionLinkage: 'WEE_CENTER,HOSPITAL', reason: '상담 연계' } });
    expect(am.body).toMatchObject({ linkageYn: 'Y', institutionLinkage: 'WEE_CENTER,HOSPITAL', afterManagementReason: '상담 연계' });
    expectError(await call(app, 'PUT', `${BASE}/after-management/${id}`, { token: t.memberA, body: { linkageYn: 'Y' } }), 400, 'BAD_USER_INPUT', '연계 기관을 선택해주세요.');
    const bulk = await call(app, 'POST', `${BASE}/after-management`, { token: t.teacherA1, body: { ids: [id, other.id], linkageYn: 'N' } });
    expect(bulk.body).toEqual({ count: 2, message: '저장 되었습니다.' });
    expect((await app.em().findOneOrFail(SimpleEvaluation, other.id)).linkageYn).toBe('N');
    // the ministry reads but changes nothing
    expectError(await call(app, 'PUT', `${BASE}/after-management/${id}`, { token: t.ministry, body: { linkageYn: 'N' } }), 403, 'FORBIDDEN');
  });

  it('neutralises formulas in the Excel export', async () => {
    const { id } = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'F' });
    await call(app, 'PUT', `${BASE}/not-implemented-reason/${id}`, { token: t.teacherA1, body: { isNotImplemented: 'Y', reason: '=HYPERLINK("x")', reasonEtc: '@SUM(1)' } });
    const code = (await app.em().findOneOrFail(SimpleEvaluation, id)).studentCode;
    const res = await fetch(`${app.url}${BASE}/excel-download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.teacherA1}`, 'content-type': 'application/json' },
      body: JSON.stringify({ studentCode: code, fileName: '명단' }),
    });
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('명단_'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(13).value).toBe('미실시 사유');
    const cell = ws.getRow(2).getCell(13);
    expect(cell.formula).toBeUndefined();
    expect(cell.value).toBe(`'=HYPERLINK("x") / @SUM(1)`);
    expect(ws.getRow(2).getCell(6).value ?? '').toBe('');
  });

  it('deletes all the ids given or none', async () => {
    const mine = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'F' });
    const theirs = await register(t.teacherB1, { schoolTargetType: 'ELEMENTARY', gender: 'F' });
    expectError(await call(app, 'PUT', `${BASE}/delete`, { token: t.teacherA1, body: { ids: [mine.id, theirs.id] } }), 404, 'NOT_FOUND');
    expect((await app.em().findOneOrFail(SimpleEvaluation, mine.id)).deletedAt).toBeNull();
    expectError(await call(app, 'PUT', `${BASE}/delete`, { token: t.teacherA1, body: { ids: [] } }), 400, 'BAD_USER_INPUT', '간편검사를 선택해주세요.');
    const res = await call(app, 'PUT', `${BASE}/delete`, { token: t.teacherA1, body: { ids: [mine.id] } });
    expect(res.body).toEqual({ count: 1, message: '삭제되었습니다.' });
    expectError(await call(app, 'GET', `${BASE}/${mine.id}`, { token: t.teacherA1 }), 404, 'NOT_FOUND');
    expect(await listIds(t.teacherA1)).not.toContain(mine.id);
  });
});

describe('norm sets and interpretation texts', () => {
  const upload = (token: string, csv: string, fields: Record<string, string>, fileName = 'norms.csv') => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([csv]), fileName);
    return fetch(`${app.url}${BASE}/norm-set`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  };
  /** The demo set with the elementary boys' total mean one point lower: T of total raw 30 moves from 70.1 to 71.2. */
  const shiftedCsv = () => writeNormCsv(demoNormSet()).replace('ELEMENTARY,M,total,11.491,', 'ELEMENTARY,M,total,10.491,');

  it('previews, saves, activates and rescores with a new norm set (administrator only)', async () => {
    const { id } = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'M' });
    await call(app, 'PUT', `${BASE}/${id}`, { token: t.teacherA1, body: { answers: ELEMENTARY_30 } });

    const bad = await upload(t.admin, shiftedCsv().replace('ELEMENTARY,M,total,10.491,9.216', 'ELEMENTARY,M,total,10.491,-1'), { version: 'test-2', label: '시험 규준' });
    expect(bad.status).toBe(200);
    expect(bad.body.ok).toBe(false);
    expect(bad.body.errors[0]).toMatchObject({ code: 'NORM_SD_NOT_POSITIVE', message: expect.stringMatching(/^\d+행: 표준편차는 0보다 커야 합니다\.$/) });

    const preview = await upload(t.admin, shiftedCsv(), { version: 'test-2', label: '시험 규준' });
    expect(preview.body).toMatchObject({ ok: true, saved: false, normSet: { version: 'test-2', demo: false } });
    expect((await upload(t.teacherA1, shiftedCsv(), { version: 'test-2', label: 'x' })).status).toBe(403);
    const wrongType = await upload(t.admin, 'x', { version: 'test-2', label: 'x' }, 'norms.txt');
    expect(wrongType.body.code).toBe('UNSUPPORTED_FILE_TYPE');

    const saved = await upload(t.admin, shiftedCsv(), { version: 'test-2', label: '시험 규준', mode: 'SAVE' });
    expect(saved.body).toMatchObject({ ok: true, saved: true });
    expect((await upload(t.admin, shiftedCsv(), { version: 'test-2', label: '시험 규준', mode: 'SAVE' })).body.code).toBe('DUPLICATE_NORM_VERSION');

    // saving does not change what scores use
    expect((await call(app, 'GET', `${BASE}/norm-set/active`, { token: t.memberA })).body.version).toBe('demo-2026.1');
    const list = await gql(app, `{ normSets { version active demo } }`, {}, t.admin);
    expect(list.body.data.normSets).toEqual(expect.arrayContaining([{ version: 'test-2', active: false, demo: false }, { version: 'demo-2026.1', active: true, demo: true }]));
    expectGqlError(await gql(app, `mutation { activateNormSet(version: "test-2") { version } }`, {}, t.memberA), 403, 'FORBIDDEN');
    const act = await gql(app, `mutation { activateNormSet(version: "test-2") { version active } }`, {}, t.admin);
    expect(act.body.data.activateNormSet).toEqual({ version: 'test-2', active: true });

    // stored scores keep their version until rescored
    expect((await call(app, 'GET', `${BASE}/${id}`, { token: t.teacherA1 })).body.result.normVersion).toBe('demo-2026.1');
    expectError(await call(app, 'POST', `${BASE}/rescore`, { token: t.teacherA1, body: { ids: [id] } }), 403, 'FORBIDDEN');
    const re = await gql(app, `mutation($ids: [Int!]!) { rescoreSimpleEvaluations(ids: $ids) { id normVersion totalRange } }`, { ids: [id] }, t.admin);
    expect(re.body.data.rescoreSimpleEvaluations).toEqual([{ id, normVersion: 'test-2', totalRange: 'PRIORITY_ATTENTION' }]);
    const after = (await call(app, 'GET', `${BASE}/${id}`, { token: t.teacherA1 })).body.result;
    // total 30: 50 + 10·(30 − 10.491)/9.216 = 71.169 → 71.2
    expect([after.normVersion, after.normDemo, after.total.t]).toEqual(['test-2', false, 71.2]);
    // back to the demo set for the other tests
    expect((await call(app, 'PUT', `${BASE}/norm-set/demo-2026.1/activate`, { token: t.admin })).body.active).toBe(true);
    expectError(await call(app, 'PUT', `${BASE}/norm-set/none/activate`, { token: t.admin }), 404, 'NOT_FOUND');
  });

  it('edits interpretation texts (administrator) and shows them on results', async () => {
    const rows = await gql(app, `{ evaluationInterpretations { schoolType scale range rangeName text } }`, {}, t.teacherA1);
    expect(rows.body.data.evaluationInterpretations).toHaveLength(36);
    const input = [{ schoolType: 'ELEMENTARY', scale: 'total', range: 'PRIORITY_ATTENTION', text: '새 해석 문구입니다.' }];
    const m = `mutation($rows: [InterpretationInput!]!) { updateEvaluationInterpretations(rows: $rows) { scale range text } }`;
    expectGqlError(await gql(app, m, { rows: input }, t.memberA), 403, 'FORBIDDEN');
    expectGqlError(await gql(app, m, { rows: [{ ...input[0], text: '  ' }] }, t.admin), 400, 'BAD_USER_INPUT');
    expectGqlError(await gql(app, m, { rows: [{ ...input[0], scale: 'suci' }] }, t.admin), 400, 'BAD_USER_INPUT');
    const ok = await gql(app, m, { rows: input }, t.admin);
    expect(ok.body.data.updateEvaluationInterpretations).toContainEqual({ scale: 'total', range: 'PRIORITY_ATTENTION', text: '새 해석 문구입니다.' });
    const { id } = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'M' });
    const res = await call(app, 'PUT', `${BASE}/${id}`, { token: t.teacherA1, body: { answers: ELEMENTARY_30 } });
    expect(res.body.result.total.interpretation).toBe('새 해석 문구입니다.');
  });

  it('serves the instrument and the active norm set to staff, and the norm template to administrators', async () => {
    const inst = await call(app, 'GET', `${BASE}/instrument/MIDDLE_HIGH`, { token: t.teacherA1 });
    expect(inst.body.categories.map((c: any) => [c.code, c.items.length])).toEqual([['emot', 8], ['suci', 6], ['etnz', 8], ['psta', 7], ['ipsa', 7]]);
    const gq = await gql(app, `{ activeNormSet { version label demo groups { schoolTargetType gender scales { scale mean sd } } } }`, {}, t.ministry);
    expect(gq.body.data.activeNormSet).toMatchObject({ version: 'demo-2026.1', demo: true });
    expect(gq.body.data.activeNormSet.label).toContain('시연용');
    expect(gq.body.data.activeNormSet.groups).toHaveLength(4);
    const tpl = await fetch(`${app.url}${BASE}/norm-set/template`, { headers: { authorization: `Bearer ${t.admin}` } });
    expect(tpl.status).toBe(200);
    expect((await call(app, 'GET', `${BASE}/norm-set/template`, { token: t.teacherA1 })).status).toBe(403);
  });
});
