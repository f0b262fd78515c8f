import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { AlarmHistory } from '../src/modules/alarm/alarm.entity.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { Request } from '../src/modules/request/request.entity.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectError, expectGqlError } from './util.js';

/**
 * 임시저장 (SPEC search.searchTemp): a request saved before filing. Loosely validated, seen by its author only — not
 * by a colleague of the same school, the center, the education office, the ministry or an administrator, and in no
 * list, count, statistic, export or delete history — until it is filed, when every check of filing applies.
 * Center A covers 종로구 (school a1); the author and a colleague are members of a1.
 */
let app: TestApp;
let A: Center;
let a1: School;
type Acc = Account & { password: string };
const acc: Record<string, Acc> = {};
const t: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  a1 = await makeSchool(app, { sggCode: '11110' });
  A = await makeCenter(app, { locals: ['11110'] });
  Object.assign(acc, {
    author: await makeAccount(app, RoleCode.MEMBER, { school: a1 }),
    colleague: await makeAccount(app, RoleCode.MEMBER, { school: a1 }),
    managerA: await makeAccount(app, RoleCode.CENTER_MANAGER, { center: A }),
    memberA: await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A }),
    office11: await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }),
    ministry: await makeAccount(app, RoleCode.EDUCATION_MINISTRY),
    admin: await makeAccount(app, RoleCode.SYSTEM_ADMIN),
  });
  for (const [k, a] of Object.entries(acc)) t[k] = await tokenFor(app, a);
});
afterAll(() => app?.stop());

const BASE = 'svs-u/request';

const form = (o: Record<string, unknown> = {}) => ({
  requestTarget: { name: '김학생', gender: 'M', birthYear: 2014, birthMonth: 3, birthDate: 15 },
  requesterName: '이교사',
  requesterContact: '02-123-4567',
  guardianContact: '010-9999-8888',
  guardianRelationship: '모',
  mainAppeal: '교우 관계 어려움',
  gcRequest: 'Y',
  gcRequestAt: '2026-03-02T10:00',
  gcRequestMethod: 'WRITTEN',
  gc3rdPartyProvision: 'Y',
  gc3rdPartyProvisionAt: '2026-03-02T10:05',
  gc3rdPartyProvisionMethod: 'WRITTEN',
  ...o,
});

/** A draft with only the student's name and the appeal (REST, temp=Y). */
async function draft(token = t.author, body: Record<string, unknown> = { requestTarget: { name: '임시학생' }, mainAppeal: '작성 중' }): Promise<number> {
  const res = await call(app, 'POST', BASE, { token, body: { ...body, temp: 'Y' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe('임시저장 되었습니다.');
  return res.body.id;
}

const row = (id: number) => app.em().findOne(Request, id);
const list = (token: string, query = '') => call(app, 'GET', `${BASE}/paging${query}`, { token });
const ids = (res: { body: any }) => (res.body.content as { id: number }[]).map((r) => r.id);
const alarmCount = async () => app.em().count(AlarmHistory, {});

describe('saving a draft', () => {
  it('saves a half-filled form with no center, no alarm, status DRAFT', async () => {
    const before = await alarmCount();
    const id = await draft();
    const r = (await row(id))!;
    expect(r).toMatchObject({ status: 'DRAFT', targetName: '임시학생', mainAppeal: '작성 중' });
    expect(r.center ?? null).toBeNull();
    expect(r.guardianContact ?? null).toBeNull();
    expect(await alarmCount()).toBe(before);
  });

  it('still refuses a filled field that is malformed, and changes nothing', async () => {
    const count = await app.em().count(Request, {});
    const res = await call(app, 'POST', BASE, { token: t.author, body: { temp: 'Y', guardianContact: '02-12' } });
    expectError(res, 400, 'BAD_USER_INPUT', /보호자 연락처 형식이 맞지 않습니다/);
    const bad = await call(app, 'POST', BASE, { token: t.author, body: { temp: 'Y', requestTarget: { birthYear: 2014, birthMonth: 2, birthDate: 30 } } });
    expectError(bad, 400, 'BAD_USER_INPUT', '생년월일 형식이 맞지 않습니다.');
    expect(await app.em().count(Request, {})).toBe(count);
  });

  it('without temp=Y the same call files, with every required check (SPEC §5)', async () => {
    const res = await call(app, 'POST', BASE, { token: t.author, body: { requestTarget: { name: '임시학생' }, mainAppeal: '작성 중' } });
    expectError(res, 400, 'BAD_USER_INPUT');
    const bad = await call(app, 'POST', BASE, { token: t.author, body: { ...form(), temp: 'X' } });
    expectError(bad, 400, 'BAD_USER_INPUT', /임시저장 여부/);
  });

  it('saves again over the same draft (PUT temp=Y), the whole form each time', async () => {
    const id = await draft();
    const res = await call(app, 'PUT', `${BASE}/${id}`, { token: t.author, body: { temp: 'Y', requesterName: '이교사' } });
    expect(res.body).toMatchObject({ id, message: '임시저장 되었습니다.' });
    const r = (await row(id))!;
    expect(r).toMatchObject({ status: 'DRAFT', requesterName: '이교사' });
    expect(r.targetName ?? null).toBeNull();
  });

  it('GraphQL twin: saveRequestDraft creates and saves again; the author reads it back', async () => {
    const m = `mutation($id: Int, $input: RequestDraftInput!) { saveRequestDraft(id: $id, input: $input) { id message } }`;
    const created = await gql(app, m, { input: { requestTarget: { name: '그래프' } } }, t.author);
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.saveRequestDraft.id;
    const again = await gql(app, m, { id, input: { requestTarget: { name: '그래프', gender: 'F' }, guardianContact: '01011112222' } }, t.author);
    expect(again.body.data.saveRequestDraft).toEqual({ id, message: '임시저장 되었습니다.' });
    const read = await gql(app, `query($id: Int!) { request(id: $id) { status statusName requestTarget { name gender birthYear } guardianContact can { edit delete cancel } } }`, { id }, t.author);
    expect(read.body.data.request).toEqual({
      status: 'DRAFT',
      statusName: '임시저장',
      requestTarget: { name: '그래프', gender: 'F', birthYear: null },
      guardianContact: '01011112222',
      can: { edit: true, delete: true, cancel: false },
    });
  });
});

describe('filing a draft', () => {
  it('PUT without temp files it: every check, then the center, the date and the alarm', async () => {
    const id = await draft();
    const incomplete = await call(app, 'PUT', `${BASE}/${id}`, { token: t.author, body: { requestTarget: { name: '임시학생' } } });
    expectError(incomplete, 400, 'BAD_USER_INPUT');
    expect((await row(id))!.status).toBe('DRAFT');
    const before = await alarmCount();
    const res = await call(app, 'PUT', `${BASE}/${id}`, { token: t.author, body: form() });
    expect(res.body).toMatchObject({ id, message: '등록되었습니다.' });
    const r = (await row(id))!;
    expect(r.status).toBe('REQUESTED');
    expect(r.center?.id).toBe(A.id);
    expect(await alarmCount()).toBeGreaterThan(before);
    // now the center sees it, and it cannot become a draft again
    expect(ids(await list(t.managerA))).toContain(id);
    const back = await call(app, 'PUT', `${BASE}/${id}`, { token: t.author, body: { temp: 'Y' } });
    expectError(back, 409, 'ILLEGAL_TRANSITION', '접수 상태의 의뢰는 임시저장할 수 없습니다.');
  });

  it('GraphQL updateRequest on a draft files it', async () => {
    const id = await draft();
    const res = await gql(app, `mutation($id: Int!, $input: RequestInput!) { updateRequest(id: $id, input: $input) { message } }`, { id, input: form() }, t.author);
    expect(res.body.data.updateRequest.message).toBe('등록되었습니다.');
    expect((await row(id))!.status).toBe('REQUESTED');
  });

  it('no other transition: a draft cannot be approved, rejected or cancelled', async () => {
    const id = await draft();
    expectError(await call(app, 'PUT', `${BASE}/completed/${id}`, { token: t.managerA, body: {} }), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `${BASE}/cancel/${id}`, { token: t.author }), 409, 'ILLEGAL_TRANSITION');
    expect((await row(id))!.status).toBe('DRAFT');
  });
});

describe('only the author sees a draft', () => {
  it('the author lists its drafts with search.searchTemp=Y; the default list (N) leaves them out', async () => {
    const id = await draft();
    const drafts = await list(t.author, '?search.searchTemp=Y&size=100');
    expect(drafts.status).toBe(200);
    expect(ids(drafts)).toContain(id);
    expect((drafts.body.content as { status: string }[]).every((r) => r.status === 'DRAFT')).toBe(true);
    expect(ids(await list(t.author, '?size=100'))).not.toContain(id);
    expect(ids(await list(t.author, '?search.searchTemp=N&size=100'))).not.toContain(id);
    const bad = await list(t.author, '?search.searchTemp=YES');
    expectError(bad, 400, 'BAD_USER_INPUT');
    const g = await gql(app, `{ requests(searchTemp: "Y", size: 100) { content { id status } } }`, {}, t.author);
    expect(g.body.data.requests.content.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('a colleague of the same school, the center, the office and an administrator get 404 and find it in no list', async () => {
    const id = await draft();
    // (the ministry has no request menu, so it is refused before any record is looked up; its statistics are below)
    for (const who of ['colleague', 'managerA', 'memberA', 'office11', 'admin']) {
      expectError(await call(app, 'GET', `${BASE}/${id}`, { token: t[who] }), 404, 'NOT_FOUND');
      expectGqlError(await gql(app, `query($id: Int!) { request(id: $id) { id } }`, { id }, t[who]), 404, 'NOT_FOUND');
      expect(ids(await list(t[who], '?size=100')), who).not.toContain(id);
      const theirDrafts = await list(t[who], '?search.searchTemp=Y&size=100');
      if (theirDrafts.status === 200) expect(ids(theirDrafts), who).not.toContain(id);
    }
    // nor can the colleague save over it, file it or delete it
    expectError(await call(app, 'PUT', `${BASE}/${id}`, { token: t.colleague, body: { temp: 'Y' } }), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `${BASE}/${id}`, { token: t.colleague, body: form() }), 404, 'NOT_FOUND');
    expectError(await call(app, 'DELETE', `${BASE}/${id}`, { token: t.colleague }), 404, 'NOT_FOUND');
    expect((await row(id))!.status).toBe('DRAFT');
  });

  it('counts in no statistic, no step count and no export', async () => {
    const year = new Date().getFullYear();
    const before = (await call(app, 'POST', `${BASE}/statistics`, { token: t.admin, body: {} })).body.total;
    const ministryBefore = (await call(app, 'POST', `${BASE}/statistics`, { token: t.ministry, body: {} })).body;
    const byLocalBefore = (await call(app, 'POST', `${BASE}/statistics-by-local`, { token: t.managerA, body: {} })).body;
    const options = (await call(app, 'GET', `${BASE}/search-statistics`, { token: t.admin })).body;
    await draft();
    await draft(t.colleague);
    expect((await call(app, 'POST', `${BASE}/statistics`, { token: t.admin, body: {} })).body.total).toBe(before);
    expect((await call(app, 'POST', `${BASE}/statistics`, { token: t.ministry, body: {} })).body).toEqual(ministryBefore);
    expect((await call(app, 'POST', `${BASE}/statistics-by-local`, { token: t.managerA, body: {} })).body).toEqual(byLocalBefore);
    expect((await call(app, 'GET', `${BASE}/search-statistics`, { token: t.admin })).body).toEqual(options);
    const monthly = (await call(app, 'POST', `${BASE}/statistics-by-month`, { token: t.admin, body: { year } })).body as { requested: number }[];
    const filed = await app.em().count(Request, { status: { $ne: 'DRAFT' as never }, deletedAt: null, reqYear: year });
    expect(monthly.reduce((a, m) => a + m.requested, 0)).toBe(filed);
    const steps = (await call(app, 'GET', `${BASE}/progress-counts`, { token: t.admin })).body as { progressStep: string; count: number }[];
    expect(steps.find((s) => s.progressStep === 'ALL')!.count).toBe(await app.em().count(Request, { progressStep: { $ne: null }, deletedAt: null }));
    // the export counts what it would write before writing (EXPORT_TOO_LARGE): its access-log row says how many
    const res = await call(app, 'POST', `${BASE}/excel-download`, { token: t.admin, body: { reason: '점검' } });
    expect(res.status).toBe(200);
    const exported = await app.em().getConnection().execute<{ count: number }[]>(`select count from access_log where action = 'EXPORT' and subject_type = 'request' order by id desc limit 1`);
    expect(Number(exported[0].count)).toBe(await app.em().count(Request, { status: { $ne: 'DRAFT' as never }, deletedAt: null }));
  });

  it('deleting a draft removes it for good, and it never shows in the delete history', async () => {
    const id = await draft();
    const res = await call(app, 'DELETE', `${BASE}/${id}`, { token: t.author });
    expect(res.body).toMatchObject({ id, message: '삭제되었습니다.' });
    expect(await row(id)).toBeNull();
    for (const who of ['author', 'admin']) {
      const history = await call(app, 'POST', `${BASE}/history`, { token: t[who], body: { size: 100 } });
      expect(ids(history)).not.toContain(id);
    }
  });
});
