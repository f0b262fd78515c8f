import { describe, expect, it } from 'vitest';
import { AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { RefreshToken } from '../src/modules/account/refresh-token.entity.js';
import { advanceClock, resetClock } from '../src/platform/clock.js';
import { call, gql, makeAccount, makeCenter, makeSchool, signIn, TEST_PASSWORD, tokenFor } from './harness.js';
import { accountRow, claims, cookieValue, expectCleared, expectError, expectGqlError, MINUTE, refreshCall, resetPasswordByMail, setCookie, tokenCall, withoutRequestId } from './util.js';
import { app, ADMIN_REFUSED, SIGN_IN, useWorld } from './auth-world.js';

/**
 * Signing in over the form endpoint: the password grant (its token answer, client credentials, wrong passwords and the
 * lockout, account states, administrators refused, cookie mode) and the refresh grant (rotation, reuse, expiry, password
 * reset, disabling, sign-out). The client-credentials grant and the GraphQL twins: auth-client.test.ts.
 */

useWorld();

describe('password grant (POST svs/sign/in)', () => {
  it('returns an OAuth2 token answer whose JWT carries the session claims', async () => {
    const school = await makeSchool(app, { sggCode: '11140' });
    const center = await makeCenter(app, { locals: ['11140'] });
    const client = await makeAccount(app, RoleCode.CLIENT, { school, authenticationCodeStatus: 'Y' });
    const manager = await makeAccount(app, RoleCode.CENTER_MANAGER, { center });

    const res = await tokenCall(app, { grant_type: 'password', username: client.loginId, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: app.config.accessTokenTtlSec });
    expect(res.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.refresh_token).toEqual(expect.any(String));
    expect(res.body.refresh_token.length).toBeGreaterThanOrEqual(32);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const c = claims(res.body.access_token);
    expect(c).toMatchObject({
      sub: client.loginId,
      userId: client.id,
      roles: ['CLIENT'],
      centerId: null,
      schoolId: school.id,
      sdCode: '11',
      sggCode: '11140',
      permissions: [],
      authenticationCodeStatus: 'Y',
    });
    expect(c.exp - c.iat).toBe(app.config.accessTokenTtlSec);

    const m = claims((await tokenCall(app, { grant_type: 'password', username: manager.loginId, password: TEST_PASSWORD })).body.access_token);
    expect(m).toMatchObject({ sub: manager.loginId, userId: manager.id, roles: ['CENTER_MANAGER'], centerId: center.id, schoolId: null, sdCode: '11' });
    expect(m.authenticationCodeStatus).toBe('N');
    expect(m.permissions).toContain('00013');
    expect(m.permissions).not.toContain('00016');

    // the token opens the signed-in area
    const me = await call(app, 'GET', 'svs-u/account/me', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: client.id, loginId: client.loginId, role: 'CLIENT' });
  });

  it('refuses a wrong client secret or missing client credentials with 401 INVALID_CLIENT', async () => {
    const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const form = { grant_type: 'password', username: a.loginId, password: TEST_PASSWORD };
    const wrong = 'Basic ' + Buffer.from(`${app.config.clientId}:not-the-secret`).toString('base64');
    expectError(await call(app, 'POST', 'svs/sign/in', { form, headers: { authorization: wrong } }), 401, 'INVALID_CLIENT');
    expectError(await call(app, 'POST', 'svs/sign/in', { form }), 401, 'INVALID_CLIENT');
    const otherClient = 'Basic ' + Buffer.from(`someone-else:${app.config.clientSecret}`).toString('base64');
    expectError(await call(app, 'POST', 'svs/sign/in', { form, headers: { authorization: otherClient } }), 401, 'INVALID_CLIENT');
    // no session was started
    expect(await app.em().count(RefreshToken, { account: a.id })).toBe(0);
  });

  it('answers a wrong password and an unknown id alike: 401 INVALID_CREDENTIALS with a Korean message', async () => {
    const a = await makeAccount(app, RoleCode.MEMBER, { school: await makeSchool(app) });
    const wrong = await tokenCall(app, { grant_type: 'password', username: a.loginId, password: 'Wrong1234!' });
    expectError(wrong, 401, 'INVALID_CREDENTIALS', /^아이디 또는 비밀번호가 일치하지 않습니다/);
    expect(wrong.body.access_token).toBeUndefined();
    const unknown = await tokenCall(app, { grant_type: 'password', username: 'nobody_here', password: 'Wrong1234!' });
    expectError(unknown, 401, 'INVALID_CREDENTIALS', wrong.body.message);
    // a right password afterwards still works and resets the count
    expect((await signIn(app, a.loginId)).res.status).toBe(200);
    expect((await accountRow(app, a.id)).failedLoginCount).toBe(0);
  });

  it('locks the account for 15 minutes after 5 wrong passwords in a row, even against the right password', async () => {
    const a = await makeAccount(app, RoleCode.CENTER_MEMBER, { center: await makeCenter(app) });
    for (let i = 1; i <= 4; i++) {
      expectError(await tokenCall(app, { grant_type: 'password', username: a.loginId, password: `Wrong${i}!aa` }), 401, 'INVALID_CREDENTIALS');
    }
    // the fifth locks the account but is answered like the others: a stranger cannot tell a locked id
    const fifth = await tokenCall(app, { grant_type: 'password', username: a.loginId, password: 'Wrong5!aa' });
    expectError(fifth, 401, 'INVALID_CREDENTIALS');
    const unknown = await tokenCall(app, { grant_type: 'password', username: `nobody-${a.loginId}`, password: 'Wrong5!aa' });
    const lockedWrong = await tokenCall(app, { grant_type: 'password', username: a.loginId, password: 'Wrong6!aa' });
    expect([lockedWrong.status, withoutRequestId(lockedWrong.body)]).toEqual([unknown.status, withoutRequestId(unknown.body)]);
    expect([fifth.status, withoutRequestId(fifth.body)]).toEqual([unknown.status, withoutRequestId(unknown.body)]);

    const right = await signIn(app, a.loginId);
    expectError(right.res, 423, 'ACCOUNT_LOCKED', /15분/);
    expect(right.token).toBeUndefined();
    // the GraphQL door is locked too
    expectGqlError(await gql(app, SIGN_IN, { loginId: a.loginId, password: TEST_PASSWORD }), 423, 'ACCOUNT_LOCKED');

    advanceClock(14 * MINUTE);
    expectError((await signIn(app, a.loginId)).res, 423, 'ACCOUNT_LOCKED');
    advanceClock(1 * MINUTE + 1000);
    const after = await signIn(app, a.loginId);
    expect(after.res.status).toBe(200);
    expect(after.token).toBeDefined();
    const row = await accountRow(app, a.id);
    expect(row.failedLoginCount).toBe(0);
    expect(row.lockedUntil).toBeNull();
  });

  it('counts only consecutive failures: a success in between starts the count again', async () => {
    const a = await makeAccount(app, RoleCode.CENTER_MEMBER, { center: await makeCenter(app) });
    for (let i = 0; i < 4; i++) await tokenCall(app, { grant_type: 'password', username: a.loginId, password: 'Wrong1234!' });
    expect((await signIn(app, a.loginId)).res.status).toBe(200);
    for (let i = 0; i < 4; i++)
      expectError(await tokenCall(app, { grant_type: 'password', username: a.loginId, password: 'Wrong1234!' }), 401, 'INVALID_CREDENTIALS');
    expect((await signIn(app, a.loginId)).res.status).toBe(200);
  });

  it('refuses a PENDING account with 403 APPROVAL_PENDING and a DISABLED one with 403 ACCOUNT_DISABLED', async () => {
    const school = await makeSchool(app);
    const pending = await makeAccount(app, RoleCode.MEMBER, { school, status: AccountStatus.PENDING });
    const disabled = await makeAccount(app, RoleCode.MEMBER, { school, status: AccountStatus.DISABLED });
    const p = await signIn(app, pending.loginId);
    expectError(p.res, 403, 'APPROVAL_PENDING', /승인/);
    expect(p.token).toBeUndefined();
    const d = await signIn(app, disabled.loginId);
    expectError(d.res, 403, 'ACCOUNT_DISABLED');
    expect(d.token).toBeUndefined();
    // the state is only told to someone who knows the password
    expectError(await tokenCall(app, { grant_type: 'password', username: pending.loginId, password: 'Wrong1234!' }), 401, 'INVALID_CREDENTIALS');
    expect(await app.em().count(RefreshToken, { account: { $in: [pending.id, disabled.id] } })).toBe(0);
  });

  it('refuses a central-support-group administrator and clears the session cookies', async () => {
    const a = await makeAccount(app, RoleCode.CENTRAL_SUPPORT_GROUP);
    const res = await tokenCall(app, { grant_type: 'password', username: a.loginId, password: TEST_PASSWORD }, { 'x-session-mode': 'cookie' });
    expectError(res, 403, 'ADMIN_LOGIN_FORBIDDEN', ADMIN_REFUSED);
    expect(res.body.access_token).toBeUndefined();
    expectCleared(res, 'svs_rt');
    expectCleared(res, 'svs_valid');
    expect(await app.em().count(RefreshToken, { account: a.id })).toBe(0);

    const g = await gql(app, SIGN_IN, { loginId: a.loginId, password: TEST_PASSWORD });
    expectGqlError(g, 403, 'ADMIN_LOGIN_FORBIDDEN', ADMIN_REFUSED);
    expect(g.body.data).toBeNull();
    expectCleared(g, 'svs_rt');
    expectCleared(g, 'svs_valid');
  });

  it('in cookie mode keeps the refresh token out of the body, in an HttpOnly SameSite=Strict cookie', async () => {
    const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const res = await tokenCall(app, { grant_type: 'password', username: a.loginId, password: TEST_PASSWORD }, { 'x-session-mode': 'cookie' });
    expect(res.status).toBe(200);
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(res.body).not.toHaveProperty('refresh_token');
    const rt = setCookie(res, 'svs_rt');
    expect(rt).toBeDefined();
    expect(rt).toMatch(/; HttpOnly/);
    expect(rt).toMatch(/; SameSite=Strict/);
    expect(rt).toMatch(/; Path=\/app\/svs\/sign/);
    expect(rt).toMatch(/; Max-Age=604800/);
    const valid = setCookie(res, 'svs_valid');
    expect(valid).toMatch(/^svs_valid=Y;/);
    expect(valid).toMatch(/; Max-Age=3600/);
    expect(valid).not.toMatch(/HttpOnly/);

    // the cookie alone refreshes the session, and the answer sets the rotated cookie
    const first = cookieValue(rt)!;
    const refreshed = await tokenCall(app, { grant_type: 'refresh_token' }, { 'x-session-mode': 'cookie', cookie: `svs_rt=${first}` });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).not.toHaveProperty('refresh_token');
    const second = cookieValue(setCookie(refreshed, 'svs_rt'));
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    // without cookie mode the body carries it (integrators) and no cookie is set
    const plain = await tokenCall(app, { grant_type: 'password', username: a.loginId, password: TEST_PASSWORD });
    expect(plain.body.refresh_token).toEqual(expect.any(String));
    expect(setCookie(plain, 'svs_rt')).toBeUndefined();
  });
});

describe('refresh grant', () => {
  it('tolerates the same refresh token again within 20 seconds (a page load racing its own refresh)', async () => {
    const a = await makeAccount(app, RoleCode.CENTER_MANAGER, { center: await makeCenter(app) });
    const { refresh: r1 } = await signIn(app, a.loginId);
    expect((await refreshCall(app, r1!)).status).toBe(200);
    advanceClock(15_000);
    const again = await refreshCall(app, r1!);
    resetClock();
    expect(again.status).toBe(200);
    expect((await call(app, 'GET', 'svs-u/account/me', { token: again.body.access_token })).status).toBe(200);
  });

  it('rotates the refresh token; a reused one answers REFRESH_TOKEN_REUSED and revokes the whole family', async () => {
    const a = await makeAccount(app, RoleCode.CENTER_MANAGER, { center: await makeCenter(app) });
    const { refresh: r1 } = await signIn(app, a.loginId);
    const ok = await refreshCall(app, r1!);
    expect(ok.status).toBe(200);
    const r2 = ok.body.refresh_token as string;
    expect(r2).toEqual(expect.any(String));
    expect(r2).not.toBe(r1);
    expect(claims(ok.body.access_token)).toMatchObject({ sub: a.loginId, userId: a.id });
    expect((await call(app, 'GET', 'svs-u/account/me', { token: ok.body.access_token })).status).toBe(200);

    advanceClock(21_000); // past the reuse interval
    const reused = await refreshCall(app, r1!);
    resetClock();
    expectError(reused, 401, 'REFRESH_TOKEN_REUSED');
    expect(reused.body.access_token).toBeUndefined();
    expectCleared(reused, 'svs_rt');
    // the successor, although never used, is dead too
    const successor = await refreshCall(app, r2);
    expect(successor.status).toBe(401);
    expect(successor.body.access_token).toBeUndefined();
    expect(await app.em().count(RefreshToken, { account: a.id, revokedAt: null })).toBe(0);

    // another session of the same person (another family) is not affected
    const { refresh: other } = await signIn(app, a.loginId);
    expect((await refreshCall(app, other!)).status).toBe(200);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    expectError(await refreshCall(app, 'not-a-token-at-all'), 401, 'INVALID_REFRESH_TOKEN');
    expectError(await tokenCall(app, { grant_type: 'refresh_token' }), 401, 'INVALID_REFRESH_TOKEN');
    const { refresh } = await signIn(app, a.loginId);
    advanceClock(app.config.refreshTokenTtlSec * 1000 + 1000);
    expectError(await refreshCall(app, refresh!), 401, 'INVALID_REFRESH_TOKEN');
  });

  it('stops working after a password reset', async () => {
    const a = await makeAccount(app, RoleCode.MEMBER, { school: await makeSchool(app) });
    const { refresh } = await signIn(app, a.loginId);
    await resetPasswordByMail(app, a, 'Changed123!');
    const res = await refreshCall(app, refresh!);
    expectError(res, 401, 'INVALID_REFRESH_TOKEN');
    expect(res.body.access_token).toBeUndefined();
    expect((await signIn(app, a.loginId, 'Changed123!')).res.status).toBe(200);
  });

  it('stops working when an administrator disables the account', async () => {
    const school = await makeSchool(app);
    const a = await makeAccount(app, RoleCode.MEMBER, { school });
    const admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
    const { refresh } = await signIn(app, a.loginId);
    const upd = await call(app, 'PUT', `svs-u/account/${a.id}`, {
      token: admin,
      body: { name: a.name, email: a.email, mobile: a.mobile, role: 'MEMBER', schoolId: school.id, status: 'DISABLED' },
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const res = await refreshCall(app, refresh!);
    expect(res.status).toBe(401);
    expect(res.body.access_token).toBeUndefined();
    expectError((await signIn(app, a.loginId)).res, 403, 'ACCOUNT_DISABLED');
  });

  it('sign-out revokes the refresh token', async () => {
    const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const { refresh } = await signIn(app, a.loginId);
    const out = await call(app, 'POST', 'svs/sign/out', { body: { refresh_token: refresh } });
    expect(out.status).toBe(200);
    expect(out.body.message).toMatch(/로그아웃/);
    expectCleared(out, 'svs_rt');
    expect((await refreshCall(app, refresh!)).status).toBe(401);

    // the cookie form of sign-out does the same
    const login = await tokenCall(app, { grant_type: 'password', username: a.loginId, password: TEST_PASSWORD }, { 'x-session-mode': 'cookie' });
    const rt = cookieValue(setCookie(login, 'svs_rt'))!;
    expect((await call(app, 'POST', 'svs/sign/out', { headers: { cookie: `svs_rt=${rt}` } })).status).toBe(200);
    expect((await refreshCall(app, rt)).status).toBe(401);
    // signing out with nothing (or an unknown token) is harmless
    expect((await call(app, 'POST', 'svs/sign/out', { body: { refresh_token: 'unknown' } })).status).toBe(200);
  });

  it('rejects an unsupported grant type with 400', async () => {
    const res = await tokenCall(app, { grant_type: 'authorization_code', code: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
  });
});
