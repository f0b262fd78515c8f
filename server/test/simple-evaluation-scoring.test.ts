import { expectOfficeWorkbook } from './xlsx-style.js';
import { describe, expect, it } from 'vitest';
import { demoNormSet, writeNormCsv } from '../src/modules/scoring/core.js';
import { SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import { call, gql } from './harness.js';
import { expectError, expectGqlError } from './util.js';
import { app, t, BASE, register, listIds, ELEMENTARY_30, useWorld } from './simple-evaluation-world.js';

/**
 * Simple evaluation, staff side, over real HTTP: paper answers scored against hand-computed figures of the 시연용 norm
 * set, the state changes, the Excel export, and the norm set and texts kept in the database. The world (centers, schools,
 * tokens) is simple-evaluation-world.ts's; registration and jurisdiction: simple-evaluation.test.ts.
 */

useWorld();

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

  it('keeps formulas as text in the Excel export, in the one look', async () => {
    const { id } = await register(t.teacherA1, { schoolTargetType: 'ELEMENTARY', gender: 'F' });
    await call(app, 'PUT', `${BASE}/not-implemented-reason/${id}`, { token: t.teacherA1, body: { isNotImplemented: 'Y', reason: '=HYPERLINK("x")', reasonEtc: '@SUM(1)' } });
    const code = (await app.em().findOneOrFail(SimpleEvaluation, id)).studentCode;
    const res = await fetch(`${app.url}${BASE}/excel-download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.teacherA1}`, 'content-type': 'application/json' },
      body: JSON.stringify({ studentCode: code, fileName: '명단' }),
    });
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('명단_'));
    // the one look (test/xlsx-style.ts): 간편검사, days as dates, the reason wrapped and as typed
    const wb = await expectOfficeWorkbook(Buffer.from(await res.arrayBuffer()), [
      { name: '간편검사', dates: { 등록일: 'day' }, wraps: ['미실시 사유'], formula: '=HYPERLINK("x") / @SUM(1)' },
    ]);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(13).value).toBe('미실시 사유');
    const cell = ws.getRow(2).getCell(13);
    expect(cell.formula).toBeUndefined();
    expect(cell.value).toBe('=HYPERLINK("x") / @SUM(1)');
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
