import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { MailMessage } from '../src/platform/mail.js';
import { Center } from '../src/modules/organization/center.entity.js';
import { School } from '../src/modules/organization/school.entity.js';
import { basic, call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { accountRow, expectError, expectGqlError } from './util.js';

/**
 * Bad input is refused at the edge with a 400 (or 413) and a Korean message, and changes nothing.
 */
let app: TestApp;
let admin: string;
let me: Account & { password: string };
let meToken: string;
let school: School;

beforeAll(async () => {
  app = await startTestApp();
  school = await makeSchool(app);
  await makeCenter(app, { locals: ['11110'] });
  admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
  me = await makeAccount(app, RoleCode.CLIENT, { school });
  meToken = await tokenFor(app, me);
});
afterAll(() => app?.stop());

async function counts() {
  const em = app.em();
  return { schools: await em.count(School, {}), centers: await em.count(Center, {}), accounts: await em.count(Account, {}), mails: await em.count(MailMessage, {}) };
}

/** Runs the calls and checks that no table they could touch changed. */
async function unchanged(run: () => Promise<void>) {
  const before = await counts();
  await run();
  expect(await counts()).toEqual(before);
}

const newSchool = (o: Record<string, unknown> = {}) => ({ id: 'IN' + Math.random().toString(36).slice(2, 8).toUpperCase(), name: '입력학교', type: 'ELEMENTARY', sggCode: '11110', educationOfficeId: 'B10', ...o });
const newCenter = (o: Record<string, unknown> = {}) => ({ code: 'IN-' + Math.random().toString(36).slice(2, 8), name: '입력센터', educationOfficeId: 'B10', jurisdictionLocalList: ['11140'], jurisdictionSchoolList: [], ...o });
const postSchool = (body: unknown) => call(app, 'POST', 'svs-u/school', { token: admin, body });
const postCenter = (body: unknown) => call(app, 'POST', 'svs-u/center', { token: admin, body });

describe('REST bodies', () => {
  it('control: the valid bodies used below are accepted', async () => {
    const s = await postSchool(newSchool());
    expect(s.status, JSON.stringify(s.body)).toBe(201);
    const c = await postCenter(newCenter());
    expect(c.status, JSON.stringify(c.body)).toBe(201);
  });

  it('malformed JSON → 400 MALFORMED_JSON', async () => {
    await unchanged(async () => {
      for (const raw of ['{"id": "X1",', '{id: "X1"}', "{'id': 'X1'}", 'null', '"just a string"', '12', '{"a":1}}']) {
        expectError(await postSchool(raw), 400, 'MALFORMED_JSON');
      }
      expectError(await call(app, 'POST', 'svs/sign/up', { body: '{"loginId": ' }), 400, 'MALFORMED_JSON');
      expectError(await call(app, 'PUT', 'svs-u/account/me', { token: meToken, body: '{"name": "x" ' }), 400, 'MALFORMED_JSON');
      // a JSON array is not an object either
      expectError(await postSchool('[]'), 400, 'BAD_USER_INPUT');
    });
  });

  it('unknown keys → 400 BAD_USER_INPUT naming the field', async () => {
    await unchanged(async () => {
      const res = await postSchool(newSchool({ isAdmin: true }));
      expectError(res, 400, 'BAD_USER_INPUT', /isAdmin/);
      expect(res.body.details).toEqual({ field: 'isAdmin' });
      expectError(await postCenter(newCenter({ deleted: true })), 400, 'BAD_USER_INPUT', /deleted/);
      expectError(
        await call(app, 'POST', 'svs/sign/find', { body: { findType: 'PASSWORD', name: me.name, mobile: me.mobile, login: { loginId: me.loginId, admin: 1 } } }),
        400,
        'BAD_USER_INPUT',
        /admin/,
      );
      expectError(
        await call(app, 'POST', 'svs/sign/up', { body: { loginId: 'newbie1', password: 'Passw0rd!', passwordConfirm: 'Passw0rd!', name: '신입', email: 'n@example.org', mobile: '01012345678', role: 'CLIENT', schoolId: school.id, personalInfoAgreeYn: 'Y', status: 'ACTIVE' } }),
        400,
        'BAD_USER_INPUT',
        /status/,
      );
    });
    // my account cannot be given another role or status through PUT me
    const res = await call(app, 'PUT', 'svs-u/account/me', { token: meToken, body: { name: me.name, email: me.email, mobile: me.mobile, role: 'SYSTEM_ADMIN' } });
    expectError(res, 400, 'BAD_USER_INPUT', /role/);
    expect((await accountRow(app, me.id)).role.id).toBe('CLIENT');
    // a "__proto__" key is dropped or refused, never merged
    const proto = await call(app, 'PUT', 'svs-u/account/me', { token: meToken, body: `{"name":"${me.name}","email":"${me.email}","mobile":"${me.mobile}","__proto__":{"role":"SYSTEM_ADMIN"}}` });
    expect(proto.status).toBeLessThan(500);
    expect((await accountRow(app, me.id)).role.id).toBe('CLIENT');
  });

  it('wrong types → 400', async () => {
    await unchanged(async () => {
      expectError(await postSchool(newSchool({ name: 12345 })), 400, 'BAD_USER_INPUT');
      expectError(await postSchool(newSchool({ name: ['a'] })), 400, 'BAD_USER_INPUT');
      expectError(await postSchool(newSchool({ name: { $ne: null } })), 400, 'BAD_USER_INPUT');
      expectError(await postSchool(newSchool({ type: 'CASTLE' })), 400, 'BAD_USER_INPUT');
      expectError(await postSchool(newSchool({ sggCode: 11110 })), 400, 'BAD_USER_INPUT');
      expectError(await postCenter(newCenter({ jurisdictionLocalList: '11140' })), 400, 'BAD_USER_INPUT');
      expectError(await postCenter(newCenter({ jurisdictionLocalList: [11140] })), 400, 'BAD_USER_INPUT');
      expectError(await postCenter(newCenter({ jurisdictionSchoolList: null })), 400, 'BAD_USER_INPUT');
      expectError(await postCenter(newCenter({ name: true })), 400, 'BAD_USER_INPUT');
      expectError(await call(app, 'PUT', 'svs-u/user-role-permission/MEMBER', { token: admin, body: { permissions: '00001' } }), 400, 'BAD_USER_INPUT');
      expectError(
        await call(app, 'PUT', 'svs-u/account/me', { token: meToken, body: { name: me.name, email: me.email, mobile: me.mobile, alarmSettings: { notice: 'yes' } } }),
        400,
        'BAD_USER_INPUT',
      );
      expectError(await call(app, 'POST', 'svs/sign/auth', { body: { email: ['a@example.org'] } }), 400, 'BAD_USER_INPUT');
      expectError(await call(app, 'POST', 'svs/sign/auth-check', { body: { email: 'a@example.org', authNumber: 123456 } }), 400, 'BAD_USER_INPUT');
    });
  });

  it('oversize strings → 400', async () => {
    const long = '가'.repeat(10_000);
    await unchanged(async () => {
      const res = await postSchool(newSchool({ name: long }));
      expectError(res, 400, 'BAD_USER_INPUT');
      expect(res.body.details).toEqual({ field: 'name' });
      expectError(await postCenter(newCenter({ name: long })), 400, 'BAD_USER_INPUT');
      expectError(await postSchool(newSchool({ address: 'x'.repeat(5000) })), 400, 'BAD_USER_INPUT');
      expectError(await call(app, 'PUT', 'svs-u/account/me', { token: meToken, body: { name: long, email: me.email, mobile: me.mobile } }), 400, 'BAD_USER_INPUT');
      expectError(
        await call(app, 'POST', 'svs/sign/in', { form: { grant_type: 'password', username: 'u'.repeat(10_000), password: 'x' }, headers: { authorization: basic(app) } }),
        400,
        'BAD_USER_INPUT',
      );
      expectGqlError(
        await gql(app, 'mutation($l: String!, $p: String!) { signIn(loginId: $l, password: $p) { accessToken } }', { l: 'u'.repeat(10_000), p: 'x' }),
        400,
        'BAD_USER_INPUT',
      );
    });
    expect((await accountRow(app, me.id)).name).toBe(me.name);
  });

  it('NUL characters are refused with 400, never a database error', async () => {
    await unchanged(async () => {
      expectError(await postSchool(newSchool({ name: 'a\u0000b' })), 400, 'BAD_USER_INPUT');
      const signIn = await call(app, 'POST', 'svs/sign/in', { form: { grant_type: 'password', username: 'ab\u0000c', password: 'x' }, headers: { authorization: basic(app) } });
      expectError(signIn, 400, 'BAD_USER_INPUT');
      expectError(await call(app, 'POST', 'svs/sign/find', { body: { findType: 'ID', name: 'a\u0000', mobile: '01012345678' } }), 400, 'BAD_USER_INPUT');
      expectError(await call(app, 'GET', 'svs-u/account?keyword=a%00b', { token: admin }), 400, 'BAD_USER_INPUT');
      expectGqlError(await gql(app, 'mutation($input: SchoolInput!) { createSchool(input: $input) { id } }', { input: newSchool({ name: 'a\u0000b' }) }, admin), 400, 'BAD_USER_INPUT');
      // a NUL written as an escape inside the GraphQL document itself
      expectGqlError(await gql(app, '{ accounts(keyword: "a\\u0000b") { totalElements } }', {}, admin), 400, 'BAD_USER_INPUT');
    });
  });

  it('a body over 100 kB → 413 PAYLOAD_TOO_LARGE (GraphQL: over 1 MB)', async () => {
    await unchanged(async () => {
      expectError(await postSchool(newSchool({ name: 'x'.repeat(150_000) })), 413, 'PAYLOAD_TOO_LARGE');
      expectError(await call(app, 'POST', 'svs/sign/up', { body: { loginId: 'big', padding: 'x'.repeat(200_000) } }), 413, 'PAYLOAD_TOO_LARGE');
      expectError(
        await call(app, 'POST', 'svs/sign/in', { form: { grant_type: 'password', username: 'x', password: 'y'.repeat(120_000) }, headers: { authorization: basic(app) } }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      const big = await call(app, 'POST', 'graphql', { body: { query: '{ me { id } }', variables: { pad: 'x'.repeat(1_100_000) } } });
      expectError(big, 413, 'PAYLOAD_TOO_LARGE');
    });
  });
});

describe('GraphQL bodies (read by the GraphQL door, graphql-http.ts, as express.json reads REST bodies)', () => {
  const post = (body: string, contentType: string, headers: Record<string, string> = {}) =>
    fetch(app.url + 'graphql', { method: 'POST', headers: { 'content-type': contentType, authorization: `Bearer ${meToken}`, ...headers }, body });

  it('malformed or non-object JSON → 400 MALFORMED_JSON with the request id; a charset=utf-8 body is read', async () => {
    for (const raw of ['{"query": ', 'null', '12', '"{ me { id } }"', '{"query":"{ me { id } }"}}']) {
      const res = await post(raw, 'application/json');
      expect(res.status, raw).toBe(400);
      const body = (await res.json()) as { code: string; requestId: string };
      expect(body.code).toBe('MALFORMED_JSON');
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
    }
    const ok = await post(JSON.stringify({ query: '{ me { id } }' }), 'application/json; charset=utf-8');
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { me: { id: number } } }).data.me.id).toEqual(expect.any(Number));
  });

  it('a body of another type is not read as JSON: Apollo refuses it with 400, never a 500', async () => {
    const plain = await post(JSON.stringify({ query: '{ me { id } }' }), 'text/plain');
    expect(plain.status).toBe(400);
    const form = await post('query=%7B%20me%20%7B%20id%20%7D%20%7D', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(400);
  });
});

describe('REST query strings', () => {
  it.each([
    ['page=abc'],
    ['page=0'],
    ['page=-1'],
    ['size=1000'],
    ['page=1.5'],
    ['userType=HACKER'],
    ['unknown=1'],
    ['page=1&page=2'],
    ['keyword[$ne]=x'],
    [`keyword=${'k'.repeat(500)}`],
  ])('GET svs-u/account?%s → 400', async (qs) => {
    const res = await call(app, 'GET', `svs-u/account?${qs}`, { token: admin });
    expectError(res, 400, 'BAD_USER_INPUT');
  });

  it('control: a valid query answers a page', async () => {
    const res = await call(app, 'GET', 'svs-u/account?page=1&size=5&userType=CLIENT&keyword=u', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ current: 1, pageSize: 5 });
  });

  it('ids in paths that cannot exist → 404, not 500', async () => {
    for (const path of ['svs-u/account/abc', 'svs-u/account/99999999999999', 'svs-u/center/1e3', 'svs-u/school/%E2%80%AE', 'svs-u/user-role/ROOT']) {
      const res = await call(app, 'GET', path, { token: admin });
      expectError(res, 404, 'NOT_FOUND');
    }
  });
});

describe('GraphQL input', () => {
  it('wrong variable types → 400 with a Korean message', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['query($p: Int) { accounts(page: $p) { totalElements } }', { p: 'abc' }],
      ['query($p: Int) { accounts(page: $p) { totalElements } }', { p: 1.5 }],
      ['query($id: Int!) { account(id: $id) { id } }', { id: '1; drop table account' }],
      ['query($id: Int!) { account(id: $id) { id } }', {}],
      ['mutation($input: SchoolInput!) { createSchool(input: $input) { id } }', { input: { ...newSchool(), type: 'CASTLE' } }],
      ['mutation($input: SchoolInput!) { createSchool(input: $input) { id } }', { input: { ...newSchool(), extra: 1 } }],
      ['mutation($input: SchoolInput!) { createSchool(input: $input) { id } }', { input: { ...newSchool(), name: 7 } }],
    ];
    await unchanged(async () => {
      for (const [query, variables] of cases) {
        const res = await gql(app, query, variables, admin);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.errors![0].message).toMatch(/[가-힣]/);
        expect(res.body.data).toBeUndefined();
      }
    });
  });

  it('values that fail validation → 400 BAD_USER_INPUT with the field’s message', async () => {
    await unchanged(async () => {
      const res = await gql(app, 'mutation($input: SchoolInput!) { createSchool(input: $input) { id } }', { input: newSchool({ name: '가'.repeat(10_000) }) }, admin);
      expectGqlError(res, 400, 'BAD_USER_INPUT');
      expect((res.body.errors![0].extensions as { details?: unknown }).details).toEqual({ field: 'name' });
      const pw = await gql(
        app,
        'mutation($input: AccountMeInput!) { updateMe(input: $input) { id } }',
        { input: { name: me.name, email: me.email, mobile: '0101234', currentPassword: me.password } },
        meToken,
      );
      expectGqlError(pw, 400, 'BAD_USER_INPUT', '휴대전화번호 형식이 맞지 않습니다.');
    });
  });

  it('syntax errors and unknown fields → 400', async () => {
    for (const query of ['{ me { id }', '{ me { password } }', '{ nothing }', 'mutation { dropEverything }']) {
      const res = await gql(app, query, {}, meToken);
      expect(res.status, query).toBe(400);
      expect(res.body.errors![0].message).toMatch(/[가-힣]/);
    }
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', 'svs/nothing'],
    ['POST', 'svs/sign/nothing'],
    ['GET', 'svs-u/nothing'],
    ['POST', 'svs-u/account/me/extra'],
    ['DELETE', 'svs-u/account/me'],
    ['GET', 'svs-c/nothing'],
    ['POST', 'svs-c/local'],
    ['POST', 'auth/xyz'],
    ['GET', 'auth/xyz'],
  ])('%s %s with Accept: application/json → 404 ROUTE_NOT_FOUND', async (method, path) => {
    const res = await call(app, method, path, { token: admin });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    expect(res.body.message).toMatch(/[가-힣]/);
  });

  it('without a token the answer is the same 404 (no 401 that would confirm a path)', async () => {
    const res = await call(app, 'GET', 'svs-u/nothing');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('ROUTE_NOT_FOUND');
  });

  it.each(['auth/main', 'sign/in', 'auth/user/list/ALL'])('a browser GET of /app/%s gets the client (index.html, or 503 when not built)', async (path) => {
    const res = await call(app, 'GET', path, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect([200, 503]).toContain(res.status);
    if (res.status === 200) {
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(String(res.body)).toMatch(/<html/i);
    } else {
      expect(res.headers.get('content-type')).toMatch(/text\/plain/);
      expect(String(res.body)).toMatch(/클라이언트/);
    }
    expect(String(res.body)).not.toContain('ROUTE_NOT_FOUND');
  });
});
