import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Account, AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { identityDrivers } from '../src/modules/identity/identity.drivers.js';
import { PhoneVerification, PhoneVerificationStatus } from '../src/modules/identity/identity.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { advanceClock, resetClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { AppError } from '../src/platform/errors.js';
import { serve } from '../src/server.js';
import { call, clientToken, gql, makeAccount, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';
import { expectCleared, expectError, expectGqlError, jsonLeaves, mailedCode, MINUTE, refreshCall, setCookie } from './util.js';

let app: TestApp;
let school: School;
let ctoken: string;
beforeAll(async () => {
  app = await startTestApp();
  school = await makeSchool(app);
  ctoken = await clientToken(app);
});
afterAll(() => app?.stop());
afterEach(() => resetClock());

let n = 0;
const uniq = () => `${Date.now().toString(36).slice(-4)}${++n}`;
const b64json = (s: string) => JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));

// ---- KMC phone identity helpers ---------------------------------------------------------------------------------

async function fetchCert(urlCode = 'SIGN_UP') {
  const res = await call(app, 'GET', `svs-c/kmcert/fetch/${urlCode}`, { token: ctoken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { certNum: string; trCert: string; certUrl: string };
}

const pageUrl = (certUrl: string) => new URL(certUrl, app.url);

async function openPage(certUrl: string) {
  const res = await fetch(pageUrl(certUrl));
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** What a person does on the local provider page: fill in the form and press 인증. */
async function submitPage(certUrl: string, form: Record<string, string>) {
  const res = await fetch(pageUrl(certUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

const result = (certNum: string, token = ctoken) => call(app, 'GET', `svs-c/kmcert/result/${certNum}`, { token });

/** A started and completed verification of one person. */
async function verifiedCert(p: { name: string; birthDate?: string; mobile: string }, urlCode = 'SIGN_UP') {
  const cert = await fetchCert(urlCode);
  const done = await submitPage(cert.certUrl, { name: p.name, birthDate: p.birthDate ?? '19900101', mobile: p.mobile });
  expect(done.status, done.html).toBe(200);
  return cert;
}

const expectedCi = (name: string, birthDate: string, mobile: string) =>
  createHmac('sha256', app.config.jwtSecret).update(`${name}|${birthDate}|${mobile}`).digest('base64url');

// ---- sign-up helpers (as in signup.test.ts) ---------------------------------------------------------------------

async function verifyEmail(email: string) {
  expect((await call(app, 'POST', 'svs/sign/auth', { body: { email } })).status).toBe(200);
  const res = await call(app, 'POST', 'svs/sign/auth-check', { body: { email, authNumber: await mailedCode(app, email) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

function person(o: Record<string, unknown> = {}) {
  const id = uniq();
  return {
    loginId: `kmc_${id}`,
    password: 'Passw0rd!',
    passwordConfirm: 'Passw0rd!',
    name: `홍길동${id}`,
    email: `kmc_${id}@example.org`,
    mobile: '010-5555-6666',
    role: 'CLIENT',
    schoolId: school.id,
    personalInfoAgreeYn: 'Y',
    ...o,
  };
}

const signUp = (body: Record<string, unknown>) => call(app, 'POST', 'svs/sign/up', { body });
const accountCount = (loginId: string) => app.em().count(Account, { loginId });
const verificationRow = (certNum: string) => app.em().findOneOrFail(PhoneVerification, { certNum });

describe('phone identity (KMC, local driver)', () => {
  it('fetch answers a random certNum, the request blob and the local page; the result starts PENDING', async () => {
    const a = await fetchCert();
    const b = await fetchCert();
    expect(a.certNum).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(a.certNum).not.toBe(b.certNum);
    expect(b64json(a.trCert)).toEqual({ certNum: a.certNum, purpose: 'SIGN_UP' });
    expect(a.certUrl).toBe(`/app/dev/kmcert/${a.certNum}`);

    const page = await openPage(a.certUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    for (const label of ['이름', '생년월일 8자리', '휴대전화번호', '>인증</button>']) expect(page.html).toContain(label);

    const res = await result(a.certNum);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ certNum: a.certNum, trCert: a.trCert, status: 'PENDING' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts the three urlCodes only, and wants a token', async () => {
    for (const code of ['SIGN_UP', 'FIND_ACCOUNT', 'MY_PAGE']) expect(b64json((await fetchCert(code)).trCert).purpose).toBe(code);
    expectError(await call(app, 'GET', 'svs-c/kmcert/fetch/LOGIN', { token: ctoken }), 400, 'BAD_USER_INPUT', '본인인증 구분이 올바르지 않습니다.');
    expect((await call(app, 'GET', 'svs-c/kmcert/fetch/SIGN_UP')).status).toBe(401);
    expect((await call(app, 'GET', `svs-c/kmcert/result/${'x'.repeat(32)}`)).status).toBe(401);
    // a signed-in user's token is accepted on svs-c as well
    const user = await makeAccount(app, RoleCode.CLIENT, { school });
    expect((await call(app, 'GET', 'svs-c/kmcert/fetch/MY_PAGE', { token: await tokenFor(app, user) })).status).toBe(200);
  });

  it('end to end: fetch, the local form, result, then sign-up with certNum stores the CI and spends the verification', async () => {
    const body = person();
    const cert = await fetchCert();
    const done = await submitPage(cert.certUrl, { name: body.name, birthDate: '19900101', mobile: '010-5555-6666' });
    expect(done.status, done.html).toBe(200);
    expect(done.html).toContain('본인인증이 완료되었습니다.');

    const res = await result(cert.certNum);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      certNum: cert.certNum,
      trCert: cert.trCert,
      status: 'VERIFIED',
      name: body.name,
      birthDate: '19900101',
      mobile: '010-****-6666',
    });
    // no CI field and no whole phone number anywhere in the answer (fields, not substrings: trCert is random base64)
    const leaves = jsonLeaves(res.body);
    expect(leaves.keys).not.toContain('ci');
    expect(leaves.values).not.toContain('01055556666');
    expect(leaves.values).not.toContain(expectedCi(body.name, '19900101', '01055556666'));

    await verifyEmail(body.email);
    const up = await signUp({ ...body, certNum: cert.certNum });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const account = await app.em().findOneOrFail(Account, { loginId: body.loginId }, { populate: ['ci'] });
    expect(account.ci).toBe(expectedCi(body.name, '19900101', '01055556666'));
    // the sign-up answer (tokens included) names no CI field and carries no CI value
    expect(jsonLeaves(up.body).keys).not.toContain('ci');
    expect(jsonLeaves(up.body).values).not.toContain(account.ci);
    expect((await verificationRow(cert.certNum)).consumedAt).toBeInstanceOf(Date);
    // once used, the verification is gone for the result call too
    expectError(await result(cert.certNum), 404, 'CERT_NOT_FOUND');
    // the CI is the same person's value every time (a second verification of the same person)
    const again = await verifiedCert({ name: body.name, mobile: '01055556666' });
    const row = await verificationRow(again.certNum);
    expect(row.ci).toBe(account.ci);
  });

  it('refuses a sign-up whose name or mobile differ from the verification: 400 and no account; the verification stays usable', async () => {
    const body = person();
    const cert = await verifiedCert({ name: body.name, mobile: body.mobile });
    await verifyEmail(body.email);
    const otherName = { ...body, name: '김철수', certNum: cert.certNum };
    expectError(await signUp(otherName), 400, 'CERT_MISMATCH', '본인인증 정보와 이름 또는 휴대전화번호가 일치하지 않습니다.');
    expect(await accountCount(body.loginId)).toBe(0);
    expectError(await signUp({ ...body, mobile: '01099998888', certNum: cert.certNum }), 400, 'CERT_MISMATCH');
    expect(await accountCount(body.loginId)).toBe(0);
    expect((await verificationRow(cert.certNum)).consumedAt).toBeFalsy();
    // the e-mail verification was not spent either: the right form now goes through
    expect((await signUp({ ...body, certNum: cert.certNum })).status).toBe(201);
  });

  it('refuses a consumed certNum: 400 and no second account', async () => {
    const first = person();
    const cert = await verifiedCert({ name: first.name, mobile: first.mobile });
    await verifyEmail(first.email);
    expect((await signUp({ ...first, certNum: cert.certNum })).status).toBe(201);

    const second = person({ name: first.name });
    await verifyEmail(second.email);
    expectError(await signUp({ ...second, certNum: cert.certNum }), 400, 'CERT_INVALID', '본인인증 정보가 유효하지 않거나 만료되었습니다. 다시 인증해주세요.');
    expect(await accountCount(second.loginId)).toBe(0);
  });

  it('refuses an unverified, unknown, malformed or other-purpose certNum; without certNum sign-up works as before', async () => {
    const body = person();
    await verifyEmail(body.email);
    const pending = await fetchCert();
    expectError(await signUp({ ...body, certNum: pending.certNum }), 400, 'CERT_INVALID');
    expectError(await signUp({ ...body, certNum: 'A'.repeat(32) }), 400, 'CERT_INVALID');
    expectError(await signUp({ ...body, certNum: 'short' }), 400, 'BAD_USER_INPUT');
    expectError(await signUp({ ...body, certNum: 1234567890 }), 400, 'BAD_USER_INPUT');
    const forMyPage = await verifiedCert({ name: body.name, mobile: body.mobile }, 'MY_PAGE');
    expectError(await signUp({ ...body, certNum: forMyPage.certNum }), 400, 'CERT_INVALID');
    expect(await accountCount(body.loginId)).toBe(0);

    const res = await signUp(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const account = await app.em().findOneOrFail(Account, { loginId: body.loginId }, { populate: ['ci'] });
    expect(account.ci).toBeFalsy();
  });

  it('expires after 10 minutes: result 404, the page says so, sign-up refuses a verified one', async () => {
    const body = person();
    const verified = await verifiedCert({ name: body.name, mobile: body.mobile });
    const pending = await fetchCert();
    advanceClock(9 * MINUTE);
    expect((await result(pending.certNum)).status).toBe(200);
    advanceClock(1 * MINUTE + 1_000);

    expectError(await result(pending.certNum), 404, 'CERT_NOT_FOUND', '본인인증 정보를 찾을 수 없거나 만료되었습니다. 다시 인증해주세요.');
    expect((await verificationRow(pending.certNum)).status).toBe(PhoneVerificationStatus.EXPIRED);
    const page = await openPage(pending.certUrl);
    expect(page.status).toBe(410);
    expect(page.html).toContain('본인인증 요청이 만료되었습니다.');
    const late = await submitPage(pending.certUrl, { name: body.name, birthDate: '19900101', mobile: body.mobile });
    expect(late.status).toBe(410);
    expect((await verificationRow(pending.certNum)).name).toBeFalsy();

    expectError(await result(verified.certNum), 404, 'CERT_NOT_FOUND');
    await verifyEmail(body.email);
    expectError(await signUp({ ...body, certNum: verified.certNum }), 400, 'CERT_INVALID');
    expect(await accountCount(body.loginId)).toBe(0);
  });

  it('checks the form: a wrong field re-renders the form with a Korean message and the entered values', async () => {
    const cert = await fetchCert();
    const cases: [Record<string, string>, string][] = [
      [{ name: '', birthDate: '19900101', mobile: '01012345678' }, '이름을 입력해주세요.'],
      [{ name: '홍길동', birthDate: '1990011', mobile: '01012345678' }, '생년월일 8자리를 정확히 입력해주세요. (예: 19900101)'],
      [{ name: '홍길동', birthDate: '19900231', mobile: '01012345678' }, '생년월일 8자리를 정확히 입력해주세요. (예: 19900101)'],
      [{ name: '홍길동', birthDate: '29990101', mobile: '01012345678' }, '생년월일 8자리를 정확히 입력해주세요. (예: 19900101)'],
      [{ name: '홍길동', birthDate: '19900101', mobile: '0212345678' }, '휴대전화번호 형식이 맞지 않습니다.'],
      [{ name: '가'.repeat(51), birthDate: '19900101', mobile: '01012345678' }, '이름은 50자 이내로 입력해주세요.'],
    ];
    for (const [form, message] of cases) {
      const res = await submitPage(cert.certUrl, form);
      expect(res.status, message).toBe(400);
      expect(res.html).toContain(message);
      expect(res.html).toContain(`value="${form.mobile}"`);
    }
    expect((await verificationRow(cert.certNum)).status).toBe(PhoneVerificationStatus.PENDING);
    // a completed verification cannot be answered again
    expect((await submitPage(cert.certUrl, { name: '홍길동', birthDate: '19900101', mobile: '01012345678' })).status).toBe(200);
    const twice = await submitPage(cert.certUrl, { name: '김철수', birthDate: '19900101', mobile: '01012345678' });
    expect(twice.status).toBe(409);
    expect(twice.html).toContain('이미 본인인증이 완료된 요청입니다.');
    expect((await verificationRow(cert.certNum)).name).toBe('홍길동');
    // an unknown number has no page
    const unknown = await openPage(`/app/dev/kmcert/${'Z'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('본인인증 정보를 찾을 수 없거나 만료되었습니다.');
  });

  it('escapes what it puts into HTML: a hostile name is shown as text', async () => {
    const hostile = '<script>alert("x")</script>\'&';
    const cert = await fetchCert();
    const bad = await submitPage(cert.certUrl, { name: hostile, birthDate: 'x', mobile: '"><img src=x onerror=alert(1)>' });
    expect(bad.status).toBe(400);
    expect(bad.html).not.toContain('<script>');
    expect(bad.html).not.toContain('<img');
    expect(bad.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&amp;');
    expect(bad.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');

    const ok = await submitPage(cert.certUrl, { name: hostile, birthDate: '19900101', mobile: '01012345678' });
    expect(ok.status).toBe(200);
    expect(ok.html).not.toContain('<script>');
    expect(ok.html).toContain('&lt;script&gt;');
    // the data are stored as given; JSON carries them safely
    expect((await result(cert.certNum)).body.name).toBe(hostile);
  });

  it('GraphQL twins: startPhoneVerification and phoneVerification, client token required', async () => {
    const start = await gql(app, 'mutation { startPhoneVerification(urlCode: SIGN_UP) { certNum trCert certUrl } }', {}, ctoken);
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const { certNum, certUrl } = start.body.data.startPhoneVerification;
    expect(certUrl).toBe(`/app/dev/kmcert/${certNum}`);
    await submitPage(certUrl, { name: '홍길동', birthDate: '19900101', mobile: '01012345678' });
    const q = 'query ($c: String!) { phoneVerification(certNum: $c) { certNum status name birthDate mobile } }';
    const res = await gql(app, q, { c: certNum }, ctoken);
    expect(res.body.data.phoneVerification).toEqual({ certNum, status: 'VERIFIED', name: '홍길동', birthDate: '19900101', mobile: '010-****-5678' });
    expectGqlError(await gql(app, q, { c: 'nope' }, ctoken), 404, 'CERT_NOT_FOUND');
    expectGqlError(await gql(app, q, { c: certNum }), 401, 'UNAUTHENTICATED');
    expectGqlError(await gql(app, 'mutation { startPhoneVerification(urlCode: SIGN_UP) { certNum } }'), 401, 'UNAUTHENTICATED');
  });
});

describe('identity driver configuration', () => {
  it('defaults to local; any other IDENTITY_DRIVER fails at start with a clear message', () => {
    expect(loadConfig({}).identityDriver).toBe('local');
    expect(() => loadConfig({ IDENTITY_DRIVER: 'kmc' })).toThrow(/IDENTITY_DRIVER=kmc is not available: this build has only "local"/);
  });

  it('the local drivers work only with the demo switch (DEV_MAILBOX), never silently in production', async () => {
    expect(() => identityDrivers({ ...app.config, devMailbox: false })).toThrow(AppError);
    expect(identityDrivers(app.config).phone).toBeDefined();
    // the same database served with the switch off, as in production
    const off = await serve({ orm: app.orm, embedded: false, close: async () => {} }, { ...app.config, devMailbox: false }, 0);
    try {
      const offApp = { ...app, url: off.url };
      const unavailable = '본인인증 서비스가 설정되지 않았습니다. 관리자에게 문의해주세요.';
      expectError(await call(offApp, 'GET', 'svs-c/kmcert/fetch/SIGN_UP', { token: ctoken }), 503, 'IDENTITY_UNAVAILABLE', unavailable);
      expectError(await call(offApp, 'GET', 'svs-c/epki/login', { token: ctoken }), 503, 'IDENTITY_UNAVAILABLE', unavailable);
      const ch = await challenge();
      expectError(await call(offApp, 'POST', 'svs-c/epki/success', { token: ctoken, body: await proof('S-OFF', ch) }), 503, 'IDENTITY_UNAVAILABLE');
      const cert = await fetchCert();
      expectError(await call(offApp, 'GET', cert.certUrl.replace('/app/', '')), 404, 'ROUTE_NOT_FOUND');
      expectError(await call(offApp, 'POST', cert.certUrl.replace('/app/', ''), { form: { name: 'a' } }), 404, 'ROUTE_NOT_FOUND');
      // the GraphQL door answers the same
      expectGqlError(await gql(offApp, 'mutation { startEpkiChallenge { challengeId } }', {}, ctoken), 503, 'IDENTITY_UNAVAILABLE', unavailable);
    } finally {
      await off.stop();
    }
  });
});

// ---- EPKI ---------------------------------------------------------------------------------------------------------

/** The local verifier's documented stand-in for a signature: base64url(HMAC-SHA256(key = serialNum, nonce)). */
const signature = (serialNum: string, nonce: string) => createHmac('sha256', serialNum).update(nonce).digest('base64url');
const certificate = (serialNum: string, subjectName = '홍길동 교사') => JSON.stringify({ serialNum, subjectName });
const serial = () => `EPKI${uniq()}${Math.random().toString(16).slice(2, 8)}`.toUpperCase();

async function challenge(token = ctoken) {
  const res = await call(app, 'GET', 'svs-c/epki/login', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { challengeId: string; nonce: string; expiresIn: number };
}

async function proof(serialNum: string, c?: { challengeId: string; nonce: string }) {
  const ch = c ?? (await challenge());
  return { challengeId: ch.challengeId, signedData: signature(serialNum, ch.nonce), certificate: certificate(serialNum) };
}

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
