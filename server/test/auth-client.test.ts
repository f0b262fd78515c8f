import { describe, expect, it } from 'vitest';
import { AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { advanceClock, resetClock } from '../src/platform/clock.js';
import { basic, call, clientToken, gql, makeAccount, makeCenter, makeSchool, TEST_PASSWORD, tokenFor } from './harness.js';
import { claims, cookieValue, expectCleared, expectError, expectGqlError, refreshCall, setCookie, tokenCall } from './util.js';
import { app, SIGN_IN, REFRESH, useWorld } from './auth-world.js';

/**
 * The client-credentials grant (POST auth/token: a client token reaches svs-c calls, not svs-u ones) and the GraphQL
 * twins of signing in (signIn, refreshSession, signOut) answering like the form endpoint, the refresh token in the
 * HttpOnly cookie. The password and refresh grants over the form endpoint: auth.test.ts.
 */

useWorld();

describe('client credentials (POST auth/token)', () => {
  it('issues a client token that reaches svs-c calls but not svs-u calls', async () => {
    const res = await call(app, 'POST', 'auth/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: basic(app) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: app.config.accessTokenTtlSec });
    expect(res.body).not.toHaveProperty('refresh_token');
    const token = res.body.access_token as string;
    expect(claims(token)).toMatchObject({ typ: 'client', sub: app.config.clientId });

    const sd = await call(app, 'GET', 'svs-c/local?searchType=SD', { token });
    expect(sd.status).toBe(200);
    expect(sd.body).toHaveLength(17);
    expect(sd.body).toContainEqual({ code: '11', name: '서울특별시' });
    const sgg = await call(app, 'GET', 'svs-c/local?searchType=SGG&sdCode=11', { token });
    expect(sgg.status).toBe(200);
    expect(sgg.body).toHaveLength(25);

    expectError(await call(app, 'GET', 'svs-u/account/me', { token }), 403, 'FORBIDDEN');
    expectError(await call(app, 'GET', 'svs-u/school?page=1', { token }), 403, 'FORBIDDEN');
    expectGqlError(await gql(app, '{ me { id } }', {}, token), 403, 'FORBIDDEN');
    // and svs-c without any token is a 401
    expectError(await call(app, 'GET', 'svs-c/local?searchType=SD'), 401, 'UNAUTHENTICATED');
  });

  it('refuses wrong client credentials and other grant types', async () => {
    const wrong = 'Basic ' + Buffer.from(`${app.config.clientId}:nope`).toString('base64');
    expectError(await call(app, 'POST', 'auth/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: wrong } }), 401, 'INVALID_CLIENT');
    expectError(
      await call(app, 'POST', 'auth/token', { form: { grant_type: 'password', username: 'x', password: 'y' }, headers: { authorization: basic(app) } }),
      400,
      'UNSUPPORTED_GRANT_TYPE',
    );
  });

  it('a signed-in user token is accepted on svs-c calls too', async () => {
    const token = await tokenFor(app, await makeAccount(app, RoleCode.CLIENT, { school: await makeSchool(app) }));
    expect((await call(app, 'GET', 'svs-c/local?searchType=SD', { token })).status).toBe(200);
    expect((await call(app, 'GET', 'svs-c/local?searchType=SD', { token: await clientToken(app) })).status).toBe(200);
  });
});

describe('GraphQL twins', () => {
  it('signIn answers like the form endpoint and keeps the refresh token in the HttpOnly cookie', async () => {
    const center = await makeCenter(app);
    const a = await makeAccount(app, RoleCode.CENTER_MEMBER, { center });
    const res = await gql(app, SIGN_IN, { loginId: a.loginId, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const s = res.body.data.signIn;
    expect(s.expiresIn).toBe(app.config.accessTokenTtlSec);
    expect(s.user).toEqual({ id: a.id, loginId: a.loginId, role: 'CENTER_MEMBER' });
    expect(claims(s.accessToken)).toMatchObject({ sub: a.loginId, userId: a.id, roles: ['CENTER_MEMBER'], centerId: center.id });
    const rt = setCookie(res, 'svs_rt');
    expect(rt).toMatch(/; HttpOnly/);
    expect(rt).toMatch(/; SameSite=Strict/);
    expect(JSON.stringify(res.body)).not.toContain(cookieValue(rt)!);
    expect((await gql(app, '{ me { loginId } }', {}, s.accessToken)).body.data.me.loginId).toBe(a.loginId);
  });

  it('signIn refuses like the form endpoint', async () => {
    const school = await makeSchool(app);
    const a = await makeAccount(app, RoleCode.MEMBER, { school });
    const pending = await makeAccount(app, RoleCode.MEMBER, { school, status: AccountStatus.PENDING });
    const disabled = await makeAccount(app, RoleCode.MEMBER, { school, status: AccountStatus.DISABLED });
    const wrong = await gql(app, SIGN_IN, { loginId: a.loginId, password: 'Wrong1234!' });
    expectGqlError(wrong, 401, 'INVALID_CREDENTIALS', /^아이디 또는 비밀번호가 일치하지 않습니다/);
    expect(wrong.body.data).toBeNull();
    expectGqlError(await gql(app, SIGN_IN, { loginId: pending.loginId, password: TEST_PASSWORD }), 403, 'APPROVAL_PENDING');
    expectGqlError(await gql(app, SIGN_IN, { loginId: disabled.loginId, password: TEST_PASSWORD }), 403, 'ACCOUNT_DISABLED');
    // the two doors share one failure counter
    for (let i = 0; i < 3; i++) await tokenCall(app, { grant_type: 'password', username: a.loginId, password: 'Wrong1234!' });
    expectGqlError(await gql(app, SIGN_IN, { loginId: a.loginId, password: 'Wrong1234!' }), 401, 'INVALID_CREDENTIALS');
    expectGqlError(await gql(app, SIGN_IN, { loginId: a.loginId, password: TEST_PASSWORD }), 423, 'ACCOUNT_LOCKED', /15분/);
  });

  it('refreshSession rotates the cookie; a reused cookie revokes the family', async () => {
    const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const login = await gql(app, SIGN_IN, { loginId: a.loginId, password: TEST_PASSWORD });
    const c1 = cookieValue(setCookie(login, 'svs_rt'))!;

    const r = await call(app, 'POST', 'graphql', { body: { query: REFRESH }, headers: { cookie: `svs_rt=${c1}` } });
    expect(r.status).toBe(200);
    expect(r.body.data.refreshSession.user.loginId).toBe(a.loginId);
    expect(claims(r.body.data.refreshSession.accessToken).userId).toBe(a.id);
    const c2 = cookieValue(setCookie(r, 'svs_rt'))!;
    expect(c2).toBeTruthy();
    expect(c2).not.toBe(c1);

    advanceClock(21_000); // past the reuse interval
    const reused = await call(app, 'POST', 'graphql', { body: { query: REFRESH }, headers: { cookie: `svs_rt=${c1}` } });
    resetClock();
    expectGqlError(reused, 401, 'REFRESH_TOKEN_REUSED');
    expectCleared(reused, 'svs_rt');
    expectCleared(reused, 'svs_valid');
    const dead = await call(app, 'POST', 'graphql', { body: { query: REFRESH }, headers: { cookie: `svs_rt=${c2}` } });
    expect(dead.status).toBe(401);
    expect(dead.body.data).toBeNull();

    // no cookie at all
    expectGqlError(await gql(app, REFRESH), 401, 'INVALID_REFRESH_TOKEN');
  });

  it('signOut revokes the cookie session', async () => {
    const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const login = await gql(app, SIGN_IN, { loginId: a.loginId, password: TEST_PASSWORD });
    const c = cookieValue(setCookie(login, 'svs_rt'))!;
    const out = await call(app, 'POST', 'graphql', { body: { query: 'mutation { signOut { message } }' }, headers: { cookie: `svs_rt=${c}` } });
    expect(out.status).toBe(200);
    expect(out.body.data.signOut.message).toMatch(/로그아웃/);
    expectCleared(out, 'svs_rt');
    expect((await call(app, 'POST', 'graphql', { body: { query: REFRESH }, headers: { cookie: `svs_rt=${c}` } })).status).toBe(401);
    expect((await refreshCall(app, c)).status).toBe(401);
  });
});
