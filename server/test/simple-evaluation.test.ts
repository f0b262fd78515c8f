import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { AccessLog } from '../src/platform/access-log.js';
import { call, gql, makeAccount, makeSchool, tokenFor } from './harness.js';
import { SchoolType } from '../src/modules/organization/school.entity.js';
import { expectError, expectGqlError } from './util.js';
import { app, A, a1, a2mid, b1, t, BASE, year, register, listIds, ELEMENTARY_30, useWorld } from './simple-evaluation-world.js';

/**
 * Simple evaluation, staff side, over real HTTP: registration with management numbers, and the list and detail within
 * each caller's jurisdiction (school, center, 시도, nation) with the export and the access log. Center A covers 종로구
 * (school a1); center B covers 중구 (school b1). Paper answers, state changes and norm sets: simple-evaluation-scoring.test.ts.
 */

useWorld();

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

describe('registration: the 학교급 must fit the school (as in the group register)', () => {
  const q = `mutation($input: SimpleEvaluationInput!) { registerSimpleEvaluation(input: $input) { id studentCode message } }`;
  const rows = (schoolId: string) => app.em().count(SimpleEvaluation, { school: schoolId });
  const lastSeq = async (schoolId: string) => (await app.em().findOne(SimpleEvaluation, { school: schoolId }, { orderBy: { studentSeq: 'desc' } }))?.studentSeq ?? 0;

  it('refuses 중고등 at an elementary school and 초등 at a middle school on both doors, saving nothing, and still registers a fitting one', async () => {
    const cases = [
      { school: a1, token: t.teacherA1, wrong: 'MIDDLE_HIGH', right: 'ELEMENTARY', message: '초등학교이므로 학교급은 초등으로 선택해주세요.' },
      { school: a2mid, token: t.teacherA2, wrong: 'ELEMENTARY', right: 'MIDDLE_HIGH', message: '중학교이므로 학교급은 중고등으로 선택해주세요.' },
    ];
    for (const c of cases) {
      const before = await rows(c.school.id);
      const seq = await lastSeq(c.school.id);
      // REST: the school user's own school, and a center member naming it
      const rest = await call(app, 'POST', BASE, { token: c.token, body: { schoolTargetType: c.wrong, gender: 'F', mobile: '010-5555-0001' } });
      expectError(rest, 400, 'BAD_USER_INPUT', c.message);
      expect(rest.body.details).toEqual({ field: 'schoolTargetType' });
      const restByCenter = await call(app, 'POST', BASE, { token: t.memberA, body: { schoolId: c.school.id, schoolTargetType: c.wrong, gender: 'M' } });
      expectError(restByCenter, 400, 'BAD_USER_INPUT', c.message);
      // GraphQL, the same refusal
      for (const [token, input] of [
        [c.token, { schoolTargetType: c.wrong, gender: 'F' }],
        [t.memberA, { schoolId: c.school.id, schoolTargetType: c.wrong, gender: 'M', mobile: '010-5555-0002' }],
      ] as const) {
        const g = await gql(app, q, { input }, token);
        expectGqlError(g, 400, 'BAD_USER_INPUT', c.message);
        expect(g.body.errors![0].extensions).toMatchObject({ details: { field: 'schoolTargetType' } });
        expect(g.body.data?.registerSimpleEvaluation ?? null).toBeNull();
      }
      // nothing saved: no row, and no management number used up
      expect(await rows(c.school.id)).toBe(before);
      expect(await lastSeq(c.school.id)).toBe(seq);

      // the fitting 학교급 still registers on both doors, with the next numbers
      const ok = await register(c.token, { schoolTargetType: c.right, gender: 'F' });
      expect(ok.studentCode).toBe(`${year}-${c.school.id}-${String(seq + 1).padStart(4, '0')}`);
      const g = await gql(app, q, { input: { schoolId: c.school.id, schoolTargetType: c.right, gender: 'M' } }, t.memberA);
      expect(g.body.data?.registerSimpleEvaluation.studentCode, JSON.stringify(g.body)).toBe(`${year}-${c.school.id}-${String(seq + 2).padStart(4, '0')}`);
      expect(await rows(c.school.id)).toBe(before + 2);
      const saved = await app.em().find(SimpleEvaluation, { id: { $in: [ok.id, g.body.data.registerSimpleEvaluation.id] } });
      expect(saved.map((e) => e.schoolTargetType)).toEqual([c.right, c.right]);
    }
  });

  it('lets a high school register 중고등 and a special school either 학교급', async () => {
    const high = await makeSchool(app, { sggCode: '11110', type: SchoolType.HIGH });
    const special = await makeSchool(app, { sggCode: '11110', type: SchoolType.SPECIAL });
    expectError(
      await call(app, 'POST', BASE, { token: t.memberA, body: { schoolId: high.id, schoolTargetType: 'ELEMENTARY', gender: 'M' } }),
      400,
      'BAD_USER_INPUT',
      '고등학교이므로 학교급은 중고등으로 선택해주세요.',
    );
    expect(await rows(high.id)).toBe(0);
    await register(t.memberA, { schoolId: high.id, schoolTargetType: 'MIDDLE_HIGH', gender: 'M' });
    for (const schoolTargetType of ['ELEMENTARY', 'MIDDLE_HIGH']) {
      const g = await gql(app, q, { input: { schoolId: special.id, schoolTargetType, gender: 'F' } }, t.memberA);
      expect(g.body.errors, JSON.stringify(g.body)).toBeUndefined();
    }
    expect(await rows(special.id)).toBe(2);
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
