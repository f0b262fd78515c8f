import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Account } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { identityDrivers } from '../src/modules/identity/identity.drivers.js';
import { PhoneVerification, PhoneVerificationStatus } from '../src/modules/identity/identity.entity.js';
import { advanceClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { AppError } from '../src/platform/errors.js';
import { serve } from '../src/server.js';
import { call, gql, makeAccount, tokenFor } from './harness.js';
import { expectError, expectGqlError, jsonLeaves, mailedCode, MINUTE } from './util.js';
import { app, school, ctoken, uniq, challenge, proof, useWorld } from './identity-world.js';

/**
 * Phone identity (KMC, local driver): fetch, the local provider page, the result and sign-up with the certNum (CI stored,
 * the verification spent, mismatches, reuse, expiry, form checks, HTML escaping, the GraphQL twins); and the identity
 * driver configuration (local only with the demo switch). The EPKI certificate: identity-epki.test.ts.
 */

useWorld();

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
      // empty is asked for, not called malformed (issue 29)
      [{ name: '홍길동', birthDate: '', mobile: '01012345678' }, '생년월일을 입력해주세요.'],
      [{ name: '홍길동', birthDate: '19900101', mobile: '' }, '휴대전화번호를 입력해주세요.'],
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
