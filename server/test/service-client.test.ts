import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { EvaluationSchoolType, Gender, SimpleEvaluation } from '../src/modules/evaluation-record/simple-evaluation.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { allowedOperations } from '../src/platform/auth/access.js';
import { advanceClock, resetClock } from '../src/platform/clock.js';
import { kstDay } from '../src/platform/time.js';
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { restRoutes } from '../src/modules/index.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { claims, expectError } from './util.js';

/**
 * Service clients (issue 29): an administrator registers another system with read-only scopes, a rate limit, an
 * expiry and optionally a 시도; it takes a token with OAuth2 client credentials, reads only what its scopes name
 * within its reach, every call is in the access log under it, and revoking it stops its tokens on the next call.
 */
let app: TestApp;
let seoul: School, gyeonggi: School;
let admin: string, manager: string;
let managerAccount: Account;

const day = (offset: number) => kstDay(new Date(Date.now() + offset * 86_400_000));
const basicOf = (id: string, secret: string) => 'Basic ' + Buffer.from(`${id}:${secret}`).toString('base64');

async function register(body: Record<string, unknown>, token = admin) {
  return call(app, 'POST', 'svs-u/service-client', { token, body: { name: '통계 시스템', rateLimitPerMinute: 60, expiresOn: day(30), ...body } });
}

async function registered(body: Record<string, unknown>) {
  const res = await register(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { client: { id: number; clientId: string }; clientSecret: string };
}

async function tokenOf(c: { client: { clientId: string }; clientSecret: string }) {
  const res = await call(app, 'POST', 'auth/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: basicOf(c.client.clientId, c.clientSecret) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { access_token: string; expires_in: number; scope: string };
}

/** A scored evaluation as the scoring path stores it (the scores here are not under test, only what is handed on). */
async function scored(school: School, t: number, code: string) {
  const em = app.em();
  const score = (scale: string) => ({ scale, raw: 10, t, percentile: 80, range: t >= 70 ? 'PRIORITY_ATTENTION' : 'GENERAL' });
  const e = em.create(SimpleEvaluation, {
    school,
    sdCode: school.sdCode,
    sggCode: school.sggCode,
    year: 2026,
    schoolTargetType: EvaluationSchoolType.MIDDLE_HIGH,
    gender: Gender.F,
    studentCode: `SVC-${process.pid}-${code}`,
    studentSeq: Number(code),
    result: { categories: [score('EMOTION'), score('BEHAVIOR')], total: score('TOTAL'), normDemo: true } as never,
    totalT: t,
    crisis: t >= 70,
    scoredAt: new Date(),
  });
  await em.flush();
  return e;
}

beforeAll(async () => {
  app = await startTestApp();
  seoul = await makeSchool(app, { sggCode: '11110' });
  gyeonggi = await makeSchool(app, { sggCode: '41111' });
  const center = await makeCenter(app, { locals: ['11110'] });
  admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
  managerAccount = await makeAccount(app, RoleCode.CENTER_MANAGER, { center });
  manager = await tokenFor(app, managerAccount);
  const conn = app.em().getConnection();
  for (const school of [seoul, seoul, gyeonggi]) {
    await conn.execute(
      `insert into request (request_type, school_id, center_id, sd_code, sgg_code, target_name, target_gender, target_birth_year,
         target_birth_month, target_birth_date, requester_id, requester_name, requester_contact, guardian_contact,
         guardian_relationship, main_appeal, gc_request, gc_request_at, gc_request_method, gc3rd_party_provision,
         gc3rd_party_provision_at, gc3rd_party_provision_method, status, request_date, req_year)
       values ('GENERAL', ?, null, ?, ?, '학생', 'M', 2014, 1, 1, ?, '교사', '0212345678', '01011112222', '모', '호소', 'Y', now(), 'WRITTEN',
         'Y', now(), 'WRITTEN', 'REQUESTED', now(), extract(year from now() at time zone 'Asia/Seoul'))`,
      [school.id, school.sdCode, school.sggCode, managerAccount.id],
    );
  }
  await scored(seoul, 72, '1');
  await scored(seoul, 50, '2');
  await scored(seoul, 45, '3');
  await scored(gyeonggi, 60, '4');
});
afterAll(() => app?.stop());

describe('registering (administrators only)', () => {
  it('answers the secret once, keeps only its hash, lists the client without it', async () => {
    const c = await registered({ scopes: ['statistics:read'], sdCode: '11' });
    expect(c.client.clientId).toMatch(/^svc-[0-9a-f]{16}$/);
    expect(c.clientSecret.length).toBeGreaterThanOrEqual(40);
    const [row] = await app.em().getConnection().execute('select secret_hash from service_client where client_id = ?', [c.client.clientId]);
    expect(row.secret_hash).not.toContain(c.clientSecret);
    const list = await call(app, 'GET', 'svs-u/service-client', { token: admin });
    expect(list.status).toBe(200);
    const shown = list.body.find((x: { clientId: string }) => x.clientId === c.client.clientId);
    expect(shown).toMatchObject({ name: '통계 시스템', scopes: ['statistics:read'], sdCode: '11', sdName: '서울특별시', rateLimitPerMinute: 60, status: 'ACTIVE' });
    expect(JSON.stringify(list.body)).not.toContain(c.clientSecret);
    // GraphQL twin
    const g = await gql(app, '{ serviceClients { clientId status } }', {}, admin);
    expect(g.body.data.serviceClients).toContainEqual({ clientId: c.client.clientId, status: 'ACTIVE' });
  });

  it('refuses bad input in Korean and saves nothing', async () => {
    const before = (await call(app, 'GET', 'svs-u/service-client', { token: admin })).body.length;
    expectError(await register({ name: '', scopes: ['statistics:read'] }), 400, 'BAD_USER_INPUT', '이름을 입력해주세요.');
    expectError(await register({ scopes: [] }), 400, 'BAD_USER_INPUT', '권한 범위를 하나 이상 선택해주세요.');
    expectError(await register({ scopes: ['accounts:write'] }), 400, 'BAD_USER_INPUT', '권한 범위가 올바르지 않습니다.');
    expectError(await register({ scopes: ['statistics:read'], rateLimitPerMinute: 0 }), 400, 'BAD_USER_INPUT', '분당 호출 한도는 1~600회로 입력해주세요.');
    expectError(await register({ scopes: ['statistics:read'], expiresOn: day(0) }), 400, 'BAD_USER_INPUT', /^만료일은 내일부터 \d{4}-\d{2}-\d{2}까지 선택해주세요\.$/);
    expectError(await register({ scopes: ['statistics:read'], expiresOn: day(400) }), 400, 'BAD_USER_INPUT', /^만료일은 내일부터/);
    expectError(await register({ scopes: ['statistics:read'], sdCode: '99' }), 400, 'BAD_USER_INPUT', '시도를 선택해주세요.');
    expect((await call(app, 'GET', 'svs-u/service-client', { token: admin })).body.length).toBe(before);
  });

  it('is the administrator\'s: a center manager is refused on both doors', async () => {
    expectError(await call(app, 'GET', 'svs-u/service-client', { token: manager }), 403, 'FORBIDDEN');
    expectError(await register({ scopes: ['statistics:read'] }, manager), 403, 'FORBIDDEN');
    const g = await gql(app, 'mutation { revokeServiceClient(id: 1) { id } }', {}, manager);
    expect(g.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('a service client\'s token', () => {
  it('is issued for the right secret only, with its scopes and 시도', async () => {
    const c = await registered({ scopes: ['statistics:read', 'evaluations:read'], sdCode: '11' });
    const t = await tokenOf(c);
    expect(t.scope).toBe('evaluations:read statistics:read');
    expect(t.expires_in).toBe(app.config.accessTokenTtlSec);
    expect(claims(t.access_token)).toMatchObject({ typ: 'service', sub: c.client.clientId, sd: '11' });
    expectError(
      await call(app, 'POST', 'auth/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: basicOf(c.client.clientId, 'wrong') } }),
      401,
      'INVALID_CLIENT',
      '클라이언트 인증에 실패했습니다.',
    );
    expectError(
      await call(app, 'POST', 'auth/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: basicOf('svc-0000000000000000', c.clientSecret) } }),
      401,
      'INVALID_CLIENT',
    );
  });

  it('reads statistics within its 시도 on both doors, and nothing its scopes do not name', async () => {
    const seoulOnly = await tokenOf(await registered({ scopes: ['statistics:read'], sdCode: '11' }));
    const nation = await tokenOf(await registered({ scopes: ['statistics:read'] }));
    const stat = (token: string) => call(app, 'POST', 'svs-u/request/statistics', { token, body: {} });
    expect((await stat(seoulOnly.access_token)).body.total).toBe(2);
    expect((await stat(nation.access_token)).body.total).toBe(3);
    const g = await gql(app, '{ requestStatistics { total } }', {}, seoulOnly.access_token);
    expect(g.body.data?.requestStatistics.total).toBe(2);
    // a person's records, a change, a person's own calls, the app's svs-c calls: refused
    const token = seoulOnly.access_token;
    expectError(await call(app, 'GET', 'svs-u/simple-evaluation?page=1', { token }), 403, 'FORBIDDEN', '이 서비스 클라이언트에 허용되지 않은 요청입니다.');
    expectError(await call(app, 'GET', 'svs-u/simple-evaluation/deidentified-results', { token }), 403, 'FORBIDDEN');
    expectError(await call(app, 'GET', 'svs-u/account/me', { token }), 403, 'FORBIDDEN');
    expectError(await call(app, 'GET', 'svs-c/local?searchType=SD', { token }), 403, 'FORBIDDEN');
    expectError(await call(app, 'GET', 'svs-u/service-client', { token }), 403, 'FORBIDDEN');
    expect((await gql(app, '{ me { id } }', {}, token)).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('reads de-identified results: no identity, a pseudonym of its own, in pages', async () => {
    const a = await tokenOf(await registered({ scopes: ['evaluations:read'], sdCode: '11' }));
    const b = await tokenOf(await registered({ scopes: ['evaluations:read'] }));
    const read = (token: string, q = '') => call(app, 'GET', `svs-u/simple-evaluation/deidentified-results${q}`, { token: token });
    const first = await read(a.access_token, '?limit=2');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.content).toHaveLength(2);
    const second = await read(a.access_token, `?limit=2&after=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.content).toHaveLength(1);
    expect(second.body.nextCursor).toBeUndefined();
    const rows = [...first.body.content, ...second.body.content];
    expect(rows.map((r: { total: { t: number } }) => r.total.t).sort()).toEqual([45, 50, 72]);
    expect(rows.every((r: { sdCode: string }) => r.sdCode === '11')).toBe(true);
    const flagged = rows.find((r: { total: { t: number } }) => r.total.t === 72);
    expect(flagged).toMatchObject({ year: 2026, gender: 'F', schoolTargetType: 'MIDDLE_HIGH', crisis: true, scoredOn: kstDay() });
    expect(Object.keys(flagged).sort()).toEqual(['crisis', 'gender', 'normVersion', 'pseudonym', 'scales', 'scoredOn', 'sdCode', 'schoolTargetType', 'total', 'year'].filter((k) => k in flagged).sort());
    const text = JSON.stringify(rows);
    for (const leak of ['SVC-', seoul.id, '01011112222', 'studentCode', 'schoolId', 'answers']) expect(text).not.toContain(leak);
    // the same caller sees the same pseudonym again; another client another one
    expect((await read(a.access_token)).body.content.map((r: { pseudonym: string }) => r.pseudonym)).toEqual(rows.map((r: { pseudonym: string }) => r.pseudonym));
    const theirs = (await read(b.access_token)).body.content.map((r: { pseudonym: string }) => r.pseudonym);
    expect(theirs).toHaveLength(4);
    expect(theirs.some((p: string) => rows.some((r: { pseudonym: string }) => r.pseudonym === p))).toBe(false);
    // a cursor is sealed: one made up is refused
    expectError(await read(a.access_token, '?after=MTIzNA'), 400, 'BAD_USER_INPUT', '다음 페이지 값이 올바르지 않습니다.');
    // GraphQL twin
    const g = await gql(app, '{ deidentifiedEvaluationResults(limit: 10) { content { pseudonym total { t } } nextCursor } }', {}, a.access_token);
    expect(g.body.data?.deidentifiedEvaluationResults.content).toHaveLength(3);
  });

  it('the same results read by staff stay within their jurisdiction: a center sees only its schools', async () => {
    const res = await call(app, 'GET', 'svs-u/simple-evaluation/deidentified-results', { token: manager });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content.map((r: { total: { t: number } }) => r.total.t).sort()).toEqual([45, 50, 72]);
    expect(res.body.content.every((r: { sdCode: string }) => r.sdCode === '11')).toBe(true);
  });

  it('leaves every call in the access log under the client', async () => {
    const c = await registered({ scopes: ['statistics:read'] });
    const t = await tokenOf(c);
    await call(app, 'POST', 'svs-u/request/statistics', { token: t.access_token, body: {} });
    await gql(app, 'query Figures { requestStatistics { total } }', {}, t.access_token);
    await call(app, 'GET', 'svs-u/account/me', { token: t.access_token });
    const rows = await app.em().getConnection().execute(
      `select actor_type, account_id, action, subject_type, detail from access_log where login_id = ? and subject_type = 'service-call' order by id`,
      [c.client.clientId],
    );
    expect(rows).toEqual([
      { actor_type: 'service', account_id: null, action: 'READ', subject_type: 'service-call', detail: 'POST /app/svs-u/request/statistics' },
      { actor_type: 'service', account_id: null, action: 'READ', subject_type: 'service-call', detail: 'GraphQL Figures' },
    ]);
    const list = await call(app, 'GET', 'svs-u/service-client', { token: admin });
    expect(list.body.find((x: { clientId: string }) => x.clientId === c.client.clientId).lastCalledAt).toEqual(expect.any(String));
  });

  it('is held to its rate limit per minute, with Retry-After', async () => {
    const t = await tokenOf(await registered({ scopes: ['statistics:read'], rateLimitPerMinute: 3 }));
    for (let i = 0; i < 3; i++) expect((await call(app, 'POST', 'svs-u/request/statistics', { token: t.access_token, body: {} })).status).toBe(200);
    const over = await call(app, 'POST', 'svs-u/request/statistics', { token: t.access_token, body: {} });
    expectError(over, 429, 'TOO_MANY_REQUESTS', '서비스 클라이언트의 호출 한도(분당 3회)를 넘었습니다. 잠시 후 다시 시도해주세요.');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stops at once when revoked, and no new token is issued', async () => {
    const c = await registered({ scopes: ['statistics:read'] });
    const t = await tokenOf(c);
    expect((await call(app, 'POST', 'svs-u/request/statistics', { token: t.access_token, body: {} })).status).toBe(200);
    const revoked = await call(app, 'POST', `svs-u/service-client/${c.client.id}/revoke`, { token: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'REVOKED', revokedBy: expect.any(String) });
    expectError(await call(app, 'POST', 'svs-u/request/statistics', { token: t.access_token, body: {} }), 401, 'INVALID_TOKEN');
    expect((await gql(app, '{ requestStatistics { total } }', {}, t.access_token)).body.errors?.[0].extensions.code).toBe('INVALID_TOKEN');
    expectError(
      await call(app, 'POST', 'auth/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: basicOf(c.client.clientId, c.clientSecret) } }),
      401,
      'INVALID_CLIENT',
      '폐기된 서비스 클라이언트입니다.',
    );
    expectError(await call(app, 'POST', `svs-u/service-client/${c.client.id}/revoke`, { token: admin }), 409, 'ALREADY_REVOKED', '이미 폐기된 서비스 클라이언트입니다.');
  });

  it('stops when it expires: its tokens are refused and none is issued', async () => {
    const c = await registered({ scopes: ['statistics:read'], expiresOn: day(1) });
    const t = await tokenOf(c);
    try {
      advanceClock(3 * 86_400_000);
      expectError(await call(app, 'POST', 'svs-u/request/statistics', { token: t.access_token, body: {} }), 401, 'INVALID_TOKEN');
      expectError(
        await call(app, 'POST', 'auth/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: basicOf(c.client.clientId, c.clientSecret) } }),
        401,
        'INVALID_CLIENT',
        '사용 기간이 끝난 서비스 클라이언트입니다.',
      );
    } finally {
      resetClock();
    }
  });
});

describe('read-only by declaration', () => {
  it('a scope opens GraphQL queries only, and only these REST reads', () => {
    const scoped = [...allowedOperations()].filter(([, a]) => a.caller === 'staff' && a.service).map(([name]) => name);
    expect(scoped.length).toBeGreaterThan(0);
    // the committed schema's mutations (npm test fails when it drifts from the server's)
    const sdl = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
    const mutations = new Set(Object.keys(buildSchema(sdl).getMutationType()!.getFields()));
    expect(mutations.size).toBeGreaterThan(50);
    for (const name of scoped) expect(mutations.has(name.split('.')[1]), name).toBe(false);
    const rest = restRoutes
      .filter((r) => r.access.caller === 'staff' && r.access.service)
      .map((r) => `${r.method.toUpperCase()} ${r.path} ${r.access.caller === 'staff' ? r.access.service : ''}`)
      .sort();
    expect(rest).toEqual([
      'GET svs-u/request/search-statistics statistics:read',
      'GET svs-u/simple-evaluation/deidentified-results evaluations:read',
      'POST svs-u/request/statistics statistics:read',
      'POST svs-u/request/statistics-by-case-minutes statistics:read',
      'POST svs-u/request/statistics-by-local statistics:read',
      'POST svs-u/request/statistics-by-month statistics:read',
      'POST svs-u/request/statistics-completed statistics:read',
      'POST svs-u/request/statistics-excel-download statistics:read',
    ]);
  });
});
