import { describe, expect, it } from 'vitest';
import { Account, AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { advanceClock } from '../src/platform/clock.js';
import { call, gql, makeAccount, tokenFor } from './harness.js';
import { expectCleared, expectError, expectGqlError, jsonLeaves, MINUTE, refreshCall, setCookie } from './util.js';
import { app, school, ctoken, signature, serial, challenge, proof, useWorld } from './identity-world.js';

/**
 * The EPKI certificate (local verifier): challenges, registering a certificate on one's account, signing in with it like
 * the password grant, the refusals (signature, challenge, request, unregistered, account states, taken certificate), the
 * GraphQL twins, and last the per-address sign-in throttle. Phone identity: identity.test.ts.
 */

useWorld();

const epkiSignIn = (body: unknown, headers: Record<string, string> = {}) => call(app, 'POST', 'svs-c/epki/success', { token: ctoken, body, headers });
const register = (token: string | undefined, body: unknown) => call(app, 'PUT', 'svs-u/account/epki/me', { token, body });
const serialOf = async (id: number) => (await app.em().findOneOrFail(Account, id, { populate: ['epkiSerialNum'] })).epkiSerialNum;

async function registered(role = RoleCode.CLIENT) {
  const account = await makeAccount(app, role, role === RoleCode.CLIENT || role === RoleCode.MEMBER ? { school } : {});
  const s = serial();
  const res = await register(await tokenFor(app, account), await proof(s));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { account, serialNum: s };
}

async function setSerial(id: number, serialNum: string) {
  const em = app.em();
  await em.nativeUpdate(Account, { id }, { epkiSerialNum: serialNum });
}

describe('EPKI certificate (local verifier)', () => {
  it('login answers a challenge: id, nonce and 5 minutes', async () => {
    const a = await challenge();
    const b = await challenge();
    expect(a.challengeId).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(a.nonce).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.expiresIn).toBe(300);
    expect((await call(app, 'GET', 'svs-c/epki/login')).status).toBe(401);
  });

  it('registers a certificate via epki/me, then signs in with it exactly like the password grant', async () => {
    const account = await makeAccount(app, RoleCode.CLIENT, { school });
    const s = serial();
    const reg = await register(await tokenFor(app, account), await proof(s));
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    expect(reg.body).toMatchObject({ id: account.id, loginId: account.loginId, role: 'CLIENT' });
    // the answer has no certificate field and does not carry the serial number
    expect(jsonLeaves(reg.body).keys.filter((k) => /epki|serial/i.test(k))).toEqual([]);
    expect(jsonLeaves(reg.body).values).not.toContain(s);
    expect(await serialOf(account.id)).toBe(s);

    const res = await epkiSignIn(await proof(s));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: app.config.accessTokenTtlSec, user: { id: account.id, loginId: account.loginId } });
    expect(res.body.refresh_token).toEqual(expect.any(String));
    expect(res.headers.get('cache-control')).toBe('no-store');
    const me = await call(app, 'GET', 'svs-u/account/me', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(account.id);
    // the refresh token is a real session
    expect((await refreshCall(app, res.body.refresh_token)).status).toBe(200);
    expect((await app.em().findOneOrFail(Account, account.id)).lastLoginAt).toBeInstanceOf(Date);

    // browsers: the refresh token only in the HttpOnly cookie
    const cookie = await epkiSignIn(await proof(s), { 'x-session-mode': 'cookie' });
    expect(cookie.status).toBe(200);
    expect(cookie.body.refresh_token).toBeUndefined();
    expect(setCookie(cookie, 'svs_rt')).toMatch(/HttpOnly/);
  });

  it('a wrong signature is 400 and burns the challenge; a used or expired challenge is 400', async () => {
    const { serialNum } = await registered();
    const ch = await challenge();
    const wrong = { ...(await proof(serialNum, ch)), signedData: signature('SOMEONE-ELSE', ch.nonce) };
    expectError(await epkiSignIn(wrong), 400, 'EPKI_SIGNATURE_INVALID', '전자서명 검증에 실패했습니다. 다시 시도해주세요.');
    expectError(await epkiSignIn(await proof(serialNum, ch)), 400, 'EPKI_CHALLENGE_INVALID', '인증 요청이 만료되었거나 이미 사용되었습니다. 다시 시도해주세요.');

    const used = await proof(serialNum);
    expect((await epkiSignIn(used)).status).toBe(200);
    expectError(await epkiSignIn(used), 400, 'EPKI_CHALLENGE_INVALID');

    const old = await proof(serialNum);
    advanceClock(5 * MINUTE + 1_000);
    expectError(await epkiSignIn(old), 400, 'EPKI_CHALLENGE_INVALID');
    expectError(await epkiSignIn({ ...(await proof(serialNum)), challengeId: 'A'.repeat(32) }), 400, 'EPKI_CHALLENGE_INVALID');
  });

  it('checks the request: malformed certificate 400, unknown keys 400', async () => {
    const ch = await challenge();
    expectError(await epkiSignIn({ challengeId: ch.challengeId, signedData: 'x', certificate: 'not json' }), 400, 'EPKI_CERTIFICATE_INVALID', '인증서 정보가 올바르지 않습니다.');
    expectError(await epkiSignIn({ ...(await proof('S1')), extra: 1 }), 400, 'BAD_USER_INPUT');
    expectError(await epkiSignIn({ challengeId: ch.challengeId }), 400, 'BAD_USER_INPUT');
  });

  it('an unregistered certificate is 404 EPKI_NOT_REGISTERED', async () => {
    expectError(
      await epkiSignIn(await proof(serial())),
      404,
      'EPKI_NOT_REGISTERED',
      '등록된 인증서가 없습니다. 마이페이지에서 인증서를 먼저 등록해주세요.',
    );
  });

  it('refuses CENTRAL_SUPPORT_GROUP (cookies cleared), pending and disabled accounts like the password grant', async () => {
    const admin = await makeAccount(app, RoleCode.CENTRAL_SUPPORT_GROUP);
    const adminSerial = serial();
    await setSerial(admin.id, adminSerial);
    const refused = await epkiSignIn(await proof(adminSerial), { 'x-session-mode': 'cookie' });
    expectError(refused, 403, 'ADMIN_LOGIN_FORBIDDEN', '관리자는 로그인 할 수 없습니다.');
    expectCleared(refused, 'svs_rt');
    expect(refused.body.access_token).toBeUndefined();

    const center = await makeAccount(app, RoleCode.CENTER_MEMBER, { status: AccountStatus.PENDING });
    const pendingSerial = serial();
    await setSerial(center.id, pendingSerial);
    expectError(await epkiSignIn(await proof(pendingSerial)), 403, 'APPROVAL_PENDING');

    const disabled = await makeAccount(app, RoleCode.MEMBER, { school, status: AccountStatus.DISABLED });
    const disabledSerial = serial();
    await setSerial(disabled.id, disabledSerial);
    expectError(await epkiSignIn(await proof(disabledSerial)), 403, 'ACCOUNT_DISABLED');
  });

  it('a certificate registered on another account is 409; the owner keeps it, re-registering one’s own is fine', async () => {
    const { account: owner, serialNum } = await registered();
    const other = await makeAccount(app, RoleCode.MEMBER, { school });
    const otherToken = await tokenFor(app, other);
    expectError(await register(otherToken, await proof(serialNum)), 409, 'EPKI_ALREADY_REGISTERED', '이미 다른 계정에 등록된 인증서입니다.');
    expect(await serialOf(owner.id)).toBe(serialNum);
    expect(await serialOf(other.id)).toBeFalsy();

    const ownerToken = await tokenFor(app, owner);
    expect((await register(ownerToken, await proof(serialNum))).status).toBe(200);
    // a new certificate replaces the old one
    const renewed = serial();
    expect((await register(ownerToken, await proof(renewed))).status).toBe(200);
    expect(await serialOf(owner.id)).toBe(renewed);
    // the old one is free again
    expect((await register(otherToken, await proof(serialNum))).status).toBe(200);
    expect(await serialOf(other.id)).toBe(serialNum);
  });

  it('epki/me needs a user token: a client token is 403, no token 401, and a wrong signature 400 binds nothing', async () => {
    expectError(await register(ctoken, await proof(serial())), 403, 'FORBIDDEN');
    expectError(await register(undefined, await proof(serial())), 401, 'UNAUTHENTICATED');
    const account = await makeAccount(app, RoleCode.CLIENT, { school });
    const ch = await challenge();
    const res = await register(await tokenFor(app, account), { ...(await proof('S-1', ch)), signedData: signature('S-2', ch.nonce) });
    expectError(res, 400, 'EPKI_SIGNATURE_INVALID');
    expect(await serialOf(account.id)).toBeFalsy();
  });

  it('GraphQL twins: startEpkiChallenge, registerEpkiCertificate (user) and epkiSignIn (client)', async () => {
    const account = await makeAccount(app, RoleCode.CLIENT, { school });
    const userToken = await tokenFor(app, account);
    const start = 'mutation { startEpkiChallenge { challengeId nonce expiresIn } }';
    const reg = 'mutation ($i: EpkiProofInput!) { registerEpkiCertificate(input: $i) { id loginId } }';
    const signIn = 'mutation ($i: EpkiProofInput!) { epkiSignIn(input: $i) { accessToken expiresIn user { id } } }';
    const s = serial();
    const proofVia = async (token: string) => {
      const ch = (await gql(app, start, {}, token)).body.data.startEpkiChallenge;
      expect(ch.expiresIn).toBe(300);
      return await proof(s, ch);
    };

    expectGqlError(await gql(app, reg, { i: await proofVia(ctoken) }, ctoken), 403, 'FORBIDDEN');
    expectGqlError(await gql(app, reg, { i: await proofVia(ctoken) }), 401, 'UNAUTHENTICATED');
    const registeredRes = await gql(app, reg, { i: await proofVia(userToken) }, userToken);
    expect(registeredRes.body.data?.registerEpkiCertificate, JSON.stringify(registeredRes.body)).toEqual({ id: account.id, loginId: account.loginId });

    expectGqlError(await gql(app, signIn, { i: await proofVia(ctoken) }), 401, 'UNAUTHENTICATED');
    const res = await gql(app, signIn, { i: await proofVia(ctoken) }, ctoken);
    expect(res.body.data?.epkiSignIn.user, JSON.stringify(res.body)).toEqual({ id: account.id });
    expect(setCookie(res, 'svs_rt')).toMatch(/HttpOnly/);
    const me = await gql(app, '{ me { id } }', {}, res.body.data.epkiSignIn.accessToken);
    expect(me.body.data.me.id).toBe(account.id);
    expectGqlError(await gql(app, signIn, { i: await proof(serial(), (await challenge()) ) }, ctoken), 404, 'EPKI_NOT_REGISTERED');
  });
});

// Last in the file: it uses up this address's sign-in attempts for the window.
describe('EPKI sign-in throttle', () => {
  it('answers 429 after too many attempts from one address', async () => {
    let last;
    for (let i = 0; i < 25; i++) {
      last = await epkiSignIn({ challengeId: 'B'.repeat(32), signedData: 'x', certificate: '{}' });
      if (last.status === 429) break;
    }
    expectError(last!, 429, 'TOO_MANY_ATTEMPTS');
  });
});
