import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { verifyToken } from '../src/platform/auth/tokens.js';
import { AppError } from '../src/platform/errors.js';
import { MENUS } from '../src/seeders/menus.js';
import { call, clientToken, gql, makeAccount, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { claims, expectError, expectGqlError } from './util.js';

/**
 * Every way a bearer token can be wrong. Each must be a 401 INVALID_TOKEN (403 where the token is genuine but of
 * the wrong kind) with a JSON {code, message}; never a 500, never the data.
 */
let app: TestApp;
let user: { id: number; loginId: string };
let realToken: string;
let base: Record<string, unknown>;

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const ALL_MENUS = MENUS.map((m) => m.id);

beforeAll(async () => {
  app = await startTestApp();
  const school = await makeSchool(app);
  user = await makeAccount(app, RoleCode.CLIENT, { school });
  realToken = await tokenFor(app, user);
  const { iat: _i, exp: _e, ...rest } = claims(realToken);
  base = rest;
});
afterAll(() => app?.stop());

/** Signs claims as the server does (HS256, issuer svs, audience svs-api) unless told otherwise. */
function sign(payload: Record<string, unknown>, o: { secret?: string; options?: jwt.SignOptions } = {}) {
  // an exp in the payload replaces expiresIn (jsonwebtoken refuses both)
  const options: jwt.SignOptions = { algorithm: 'HS256', ...('exp' in payload ? {} : { expiresIn: 600 }), ...o.options };
  return jwt.sign(payload, o.secret ?? app.config.jwtSecret, options);
}

const withoutKey = (k: string) => Object.fromEntries(Object.entries(base).filter(([key]) => key !== k));

/** Built when a test runs (the real token exists only after beforeAll). */
const now = () => Math.floor(Date.now() / 1000);
const head = () => realToken.split('.')[0];
const sig = () => realToken.split('.')[2];
const escalated = () => `${head()}.${b64({ ...claims(realToken), roles: ['SYSTEM_ADMIN'], permissions: ALL_MENUS })}.${sig()}`;

const FORGERIES: [string, () => string][] = [
  ['alg none, empty signature', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...base, iat: now(), exp: now() + 600 })}.`],
  ['alg None, signature kept', () => `${b64({ alg: 'None', typ: 'JWT' })}.${b64({ ...base, iat: now(), exp: now() + 600 })}.${sig()}`],
  ['signed with another key', () => sign(base, { secret: 'another-secret-that-is-long-enough-0123456789' })],
  ['HS512 with the right key', () => sign(base, { options: { algorithm: 'HS512' } })],
  ['edited claims (roles SYSTEM_ADMIN), old signature', () => escalated()],
  ['expired', () => sign({ ...base, iat: now() - 3600, exp: now() - 60 })],
  ['not valid yet', () => sign(base, { options: { notBefore: 3600 } })],
  ['wrong issuer', () => sign({ ...withoutKey('iss') }, { options: { issuer: 'someone-else' } })],
  ['wrong audience', () => sign({ ...withoutKey('aud') }, { options: { audience: 'other-api' } })],
  ['no issuer or audience', () => sign(Object.fromEntries(Object.entries(base).filter(([k]) => k !== 'iss' && k !== 'aud')))],
  ['typ user without userId', () => sign(withoutKey('userId'))],
  ['userId as a string', () => sign({ ...base, userId: String(user.id) })],
  ['no typ', () => sign(withoutKey('typ'))],
  ['unknown typ', () => sign({ ...base, typ: 'admin' })],
  ['no sub', () => sign(withoutKey('sub'))],
  ['unknown role', () => sign({ ...base, roles: ['ROOT'] })],
  ['roles not a list', () => sign({ ...base, roles: 'SYSTEM_ADMIN' })],
  ['permissions not a list', () => sign({ ...base, permissions: '00013' })],
  ['permissions with a number', () => sign({ ...base, permissions: [13] })],
  ['centerId as a string', () => sign({ ...base, centerId: '1' })],
  ['schoolId as a number', () => sign({ ...base, schoolId: 7 })],
  ['payload is not JSON', () => `${head()}.${Buffer.from('not json').toString('base64url')}.${sig()}`],
  ['two parts only', () => `${head()}.${b64(base)}`],
  ['garbage', () => 'abc'],
  ['garbage with dots', () => 'a.b.c'],
  ['very long garbage', () => 'x'.repeat(6000)],
];

describe('forged and broken tokens', () => {
  it('control: a correctly signed token made here is accepted (so the forgeries below fail for their flaw only)', async () => {
    const token = sign(base);
    const me = await call(app, 'GET', 'svs-u/account/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    expect((await gql(app, '{ me { id } }', {}, token)).body.data.me.id).toBe(user.id);
  });

  it('a token accepted a moment ago stops working when it expires (verified tokens are remembered only until then)', async () => {
    const token = sign({ ...base, iat: now(), exp: now() + 3 });
    expect((await call(app, 'GET', 'svs-u/account/me', { token })).status).toBe(200);
    expect((await gql(app, '{ me { id } }', {}, token)).body.data.me.id).toBe(user.id);
    await new Promise((r) => setTimeout(r, (now() + 4) * 1000 - Date.now()));
    expectError(await call(app, 'GET', 'svs-u/account/me', { token }), 401, 'INVALID_TOKEN');
    expectGqlError(await gql(app, '{ me { id } }', {}, token), 401, 'INVALID_TOKEN');
  });

  it('the same token under another signing key is refused, though the first key accepted it', () => {
    const token = sign(base);
    expect(verifyToken(app.config, token)).toMatchObject({ kind: 'user', accountId: user.id });
    expect(() => verifyToken({ jwtKey: createSecretKey(Buffer.from('another-secret-that-is-long-enough-0000')) }, token)).toThrow(AppError);
  });

  it.each(FORGERIES)('%s → 401 INVALID_TOKEN on svs-u/account/me', async (_name, token) => {
    const res = await call(app, 'GET', 'svs-u/account/me', { headers: { authorization: `Bearer ${token()}` } });
    expectError(res, 401, 'INVALID_TOKEN');
    expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'requestId']);
    expect(res.body.loginId).toBeUndefined();
  });

  it.each(FORGERIES)('%s → 401 INVALID_TOKEN on GraphQL me', async (_name, token) => {
    const res = await call(app, 'POST', 'graphql', { body: { query: '{ me { id loginId } }' }, headers: { authorization: `Bearer ${token()}` } });
    expectGqlError(res, 401, 'INVALID_TOKEN');
    expect(res.body.data).toBeNull();
  });

  it('an escalated token does not open an administrator call either', async () => {
    const token = escalated();
    expectError(await call(app, 'GET', 'svs-u/account', { token }), 401, 'INVALID_TOKEN');
    expectError(await call(app, 'PUT', 'svs-u/user-role-permission/CLIENT', { token, body: { permissions: ALL_MENUS } }), 401, 'INVALID_TOKEN');
    expectGqlError(await gql(app, '{ accounts { totalElements } }', {}, token), 401, 'INVALID_TOKEN');
    // and the role kept its (empty) permissions
    const fresh = claims(await tokenFor(app, user));
    expect(fresh.permissions).toEqual([]);
  });

  it.each([
    ['a non-Bearer scheme', () => `Token ${realToken}`],
    ['Basic credentials', () => 'Basic ' + Buffer.from('user:pass').toString('base64')],
    ['a bare token without scheme', () => realToken],
    ['Bearer with nothing after it', () => 'Bearer '],
    ['two tokens', () => `Bearer ${realToken} ${realToken}`],
  ])('%s → 401 INVALID_TOKEN', async (_name, header) => {
    const res = await call(app, 'GET', 'svs-u/account/me', { headers: { authorization: header() } });
    expectError(res, 401, 'INVALID_TOKEN');
    const g = await call(app, 'POST', 'graphql', { body: { query: '{ me { id } }' }, headers: { authorization: header() } });
    expectGqlError(g, 401, 'INVALID_TOKEN');
  });

  it('a client-credentials token where a user token is needed → 403', async () => {
    const token = await clientToken(app);
    expectError(await call(app, 'GET', 'svs-u/account/me', { token }), 403, 'FORBIDDEN');
    expectGqlError(await gql(app, '{ me { id } }', {}, token), 403, 'FORBIDDEN');
    // a client token made here with the right key is the same
    const forged = sign({ typ: 'client', sub: 'svs-web', iss: 'svs', aud: 'svs-api' });
    expectError(await call(app, 'GET', 'svs-u/account/me', { token: forged }), 403, 'FORBIDDEN');
  });

  it('a genuine token of an account that no longer exists → 401', async () => {
    const ghost = sign({ ...base, userId: 999999, sub: 'ghost' });
    expectError(await call(app, 'GET', 'svs-u/account/me', { token: ghost }), 401, 'INVALID_TOKEN');
    expectGqlError(await gql(app, '{ me { id } }', {}, ghost), 401, 'INVALID_TOKEN');
  });

  it('no token at all → 401 UNAUTHENTICATED', async () => {
    expectError(await call(app, 'GET', 'svs-u/account/me'), 401, 'UNAUTHENTICATED');
    expectGqlError(await gql(app, '{ me { id } }'), 401, 'UNAUTHENTICATED');
  });

  it('svs-c calls refuse a broken token too', async () => {
    expectError(await call(app, 'GET', 'svs-c/local?searchType=SD', { headers: { authorization: 'Bearer abc' } }), 401, 'INVALID_TOKEN');
    const expired = sign({ typ: 'client', sub: 'svs-web', iss: 'svs', aud: 'svs-api', exp: Math.floor(Date.now() / 1000) - 10 });
    expectError(await call(app, 'GET', 'svs-c/local?searchType=SD', { token: expired }), 401, 'INVALID_TOKEN');
  });
});

describe('public calls ignore a stale or broken token', () => {
  it('POST svs/sign/auth works with a garbage bearer token', async () => {
    for (const authorization of ['Bearer abc', `Bearer ${sign(base, { secret: 'another-secret-that-is-long-enough-0123456789' })}`, 'Token x']) {
      const res = await call(app, 'POST', 'svs/sign/auth', { body: { email: `pub_${Math.random().toString(36).slice(2, 8)}@example.org` }, headers: { authorization } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toMatch(/인증번호/);
    }
  });

  it('public GraphQL operations work with a garbage bearer token', async () => {
    const res = await call(app, 'POST', 'graphql', {
      body: { query: 'mutation($input: EmailInput!) { sendEmailAuthCode(input: $input) { message } }', variables: { input: { email: 'gqlpub@example.org' } } },
      headers: { authorization: 'Bearer abc' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.sendEmailAuthCode.message).toMatch(/인증번호/);
  });

  it('sign-in works while the browser still sends an expired access token', async () => {
    const expired = sign({ ...base, iat: now() - 3600, exp: now() - 60 });
    const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const res = await call(app, 'POST', 'graphql', {
      body: { query: 'mutation($l: String!, $p: String!) { signIn(loginId: $l, password: $p) { accessToken } }', variables: { l: a.loginId, p: a.password } },
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.status).toBe(200);
    expect(claims(res.body.data.signIn.accessToken).sub).toBe(a.loginId);
  });
});
