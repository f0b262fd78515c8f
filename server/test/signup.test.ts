import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Account, AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { OneTimeCode } from '../src/platform/one-time-code.js';
import type { Center } from '../src/modules/organization/center.entity.js';
import type { School } from '../src/modules/organization/school.entity.js';
import { advanceClock, resetClock } from '../src/platform/clock.js';
import { sha256 } from '../src/platform/crypto.js';
import { call, gql, makeAccount, makeCenter, makeSchool, signIn, startTestApp, tokenFor, type TestApp } from './harness.js';
import {
  claims,
  cookieValue,
  expectError,
  expectGqlError,
  lastMail,
  mailCount,
  mailedCode,
  mailedResetLink,
  MINUTE,
  setCookie,
  tokenCall,
} from './util.js';

let app: TestApp;
let school: School;
let center: Center;
beforeAll(async () => {
  app = await startTestApp();
  school = await makeSchool(app, { sggCode: '11110' });
  center = await makeCenter(app, { locals: ['11110'] });
});
afterAll(() => app?.stop());
afterEach(() => resetClock());

const PASSWORD_RULE = '비밀번호 는 공백 제외 영문, 숫자, 특수문자를 모두 조합하여 최소 8자리 이상 입력해주세요.';
const CLIENT_OK = '회원 가입 성공';
const PENDING_OK = '회원 가입 신청이 완료되었습니다. 관리자 승인 하에 로그인 가능합니다.';

let n = 0;
const uniq = () => `${Date.now().toString(36).slice(-4)}${++n}`;

async function sendCode(email: string) {
  const res = await call(app, 'POST', 'svs/sign/auth', { body: { email } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return mailedCode(app, email);
}

const checkCode = (email: string, authNumber: string) => call(app, 'POST', 'svs/sign/auth-check', { body: { email, authNumber } });

async function verifyEmail(email: string) {
  const res = await checkCode(email, await sendCode(email));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A complete sign-up body; override what a test is about. */
function person(o: Record<string, unknown> = {}) {
  const id = uniq();
  return {
    loginId: `user_${id}`,
    password: 'Passw0rd!',
    passwordConfirm: 'Passw0rd!',
    name: `가입자${id}`,
    email: `join_${id}@example.org`,
    mobile: '01055556666',
    role: 'CLIENT',
    schoolId: school.id,
    personalInfoAgreeYn: 'Y',
    ...o,
  };
}

const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) => call(app, 'POST', 'svs/sign/up', { body, headers });
const accountCount = (loginId: string) => app.em().count(Account, { loginId });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification code', () => {
  it('mails a 6-digit code; the right code verifies, a wrong one answers AUTH_CODE_MISMATCH', async () => {
    const email = `code_${uniq()}@example.org`;
    const res = await call(app, 'POST', 'svs/sign/auth', { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/인증번호/);
    // the code is only in the mail, not in the answer
    const code = await mailedCode(app, email);
    expect(JSON.stringify(res.body)).not.toContain(code);
    expect((await lastMail(app, email))!.subject).toMatch(/인증번호/);
    // stored as a hash only
    const row = await app.em().findOneOrFail(OneTimeCode, { purpose: 'email', subject: email });
    expect(row.codeHash).not.toContain(code);
    // keyed with the server secret: trying the million codes against the stored hash finds nothing
    expect(row.codeHash).not.toBe(sha256(`${email}:${code}`));
    expect(row.codeHash).not.toBe(sha256(`${email}\n${code}`));

    const wrong = await checkCode(email, wrongCode(code));
    expectError(wrong, 400, 'AUTH_CODE_MISMATCH', /남은 횟수 4회/);
    const ok = await checkCode(email, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ verified: true });
    // a code verifies once
    expectError(await checkCode(email, code), 400, 'AUTH_CODE_EXPIRED');
  });

  it('voids the code after 5 wrong tries: even the right code is then AUTH_CODE_EXPIRED', async () => {
    const email = `void_${uniq()}@example.org`;
    const code = await sendCode(email);
    for (let i = 1; i <= 5; i++) expectError(await checkCode(email, wrongCode(code)), 400, 'AUTH_CODE_MISMATCH');
    expectError(await checkCode(email, code), 400, 'AUTH_CODE_EXPIRED');
    // and the address is not verified for a sign-up
    const body = person({ email });
    expectError(await signUp(body), 400, 'EMAIL_NOT_VERIFIED');
    expect(await accountCount(body.loginId)).toBe(0);
  });

  it('counts wrong tries sent at once one by one: ten at once void the code, and the right code after them is refused', async () => {
    const email = `burst_${uniq()}@example.org`;
    const code = await sendCode(email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkCode(email, wrongCode(code))));
    const mismatches = answers.filter((a) => a.body.code === 'AUTH_CODE_MISMATCH');
    expect(mismatches.length).toBeLessThanOrEqual(5);
    for (const a of answers) expect(['AUTH_CODE_MISMATCH', 'AUTH_CODE_EXPIRED']).toContain(a.body.code);
    expect((await app.em().findOneOrFail(OneTimeCode, { purpose: 'email', subject: email })).attempts).toBe(5);
    expectError(await checkCode(email, code), 400, 'AUTH_CODE_EXPIRED');
  });

  it('expires after 10 minutes', async () => {
    const early = `early_${uniq()}@example.org`;
    const earlyCode = await sendCode(early);
    const late = `late_${uniq()}@example.org`;
    const lateCode = await sendCode(late);
    advanceClock(9 * MINUTE + 50_000);
    expect((await checkCode(early, earlyCode)).status).toBe(200);
    advanceClock(11_000);
    expectError(await checkCode(late, lateCode), 400, 'AUTH_CODE_EXPIRED');
  });

  it('allows one mail per 30 seconds per address; a new code replaces the old one', async () => {
    const email = `again_${uniq()}@example.org`;
    const first = await sendCode(email);
    expectError(await call(app, 'POST', 'svs/sign/auth', { body: { email } }), 429, 'TOO_MANY_REQUESTS');
    expect(await mailCount(app, email)).toBe(1);
    advanceClock(31_000);
    const second = await sendCode(email);
    expect(await mailCount(app, email)).toBe(2);
    if (second !== first) expectError(await checkCode(email, first), 400, 'AUTH_CODE_MISMATCH');
    expect((await checkCode(email, second)).status).toBe(200);
  });

  it('rejects a malformed address or code with 400 and sends nothing', async () => {
    expectError(await call(app, 'POST', 'svs/sign/auth', { body: { email: 'not-an-email' } }), 400, 'BAD_USER_INPUT', '이메일 형식이 맞지 않습니다.');
    expectError(await checkCode('x@example.org', '12ab56'), 400, 'BAD_USER_INPUT', '인증번호 6자리를 입력해주세요.');
    expect(await mailCount(app, 'not-an-email')).toBe(0);
  });
});

describe('sign-up (POST svs/sign/up)', () => {
  it('refuses an address that was not verified: 400 EMAIL_NOT_VERIFIED and no account', async () => {
    const body = person();
    expectError(await signUp(body), 400, 'EMAIL_NOT_VERIFIED');
    expect(await accountCount(body.loginId)).toBe(0);
    // a code that was sent but not checked is not enough either
    await sendCode(body.email);
    expectError(await signUp(body), 400, 'EMAIL_NOT_VERIFIED');
    expect(await accountCount(body.loginId)).toBe(0);
  });

  it('signs a CLIENT in at once: 201, 회원 가입 성공 and tokens', async () => {
    const body = person({ mobile: '010-5555-6666' });
    await verifyEmail(body.email);
    const res = await signUp(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(CLIENT_OK);
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(res.body.refresh_token).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({ loginId: body.loginId, role: 'CLIENT', status: 'ACTIVE', schoolId: school.id, mobile: '01055556666' });
    expect(JSON.stringify(res.body)).not.toContain(body.password);
    expect(claims(res.body.access_token)).toMatchObject({ sub: body.loginId, roles: ['CLIENT'], schoolId: school.id, authenticationCodeStatus: 'N' });
    const me = await call(app, 'GET', 'svs-u/account/me', { token: res.body.access_token });
    expect(me.body.loginId).toBe(body.loginId);

    const row = await app.em().findOneOrFail(Account, { loginId: body.loginId }, { populate: ['passwordHash'] });
    expect(row.status).toBe(AccountStatus.ACTIVE);
    expect(row.passwordHash).not.toBe(body.password);
    expect((await signIn(app, body.loginId, body.password)).res.status).toBe(200);

    // the verification is spent: the same address cannot sign a second account up with it
    const again = person({ email: body.email });
    expectError(await signUp(again), 400, 'EMAIL_NOT_VERIFIED');
    expect(await accountCount(again.loginId)).toBe(0);
  });

  it('in cookie mode the CLIENT sign-up sets the refresh cookie instead of returning it', async () => {
    const body = person();
    await verifyEmail(body.email);
    const res = await signUp(body, { 'x-session-mode': 'cookie' });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('refresh_token');
    expect(setCookie(res, 'svs_rt')).toMatch(/HttpOnly/);
    expect(cookieValue(setCookie(res, 'svs_rt'))).toBeTruthy();
  });

  it('makes a MEMBER wait for approval; sign-in works once an administrator sets ACTIVE', async () => {
    const body = person({ role: 'MEMBER' });
    await verifyEmail(body.email);
    const res = await signUp(body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(PENDING_OK);
    expect(res.body).not.toHaveProperty('access_token');
    expect(res.body).not.toHaveProperty('refresh_token');
    expect(res.body.user).toMatchObject({ loginId: body.loginId, role: 'MEMBER', status: 'PENDING' });
    const id = res.body.user.id as number;
    expect((await app.em().findOneOrFail(Account, id)).status).toBe(AccountStatus.PENDING);

    expectError((await signIn(app, body.loginId, body.password)).res, 403, 'APPROVAL_PENDING');

    const admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
    const waiting = await call(app, 'GET', 'svs-u/account?userType=PENDING&size=100', { token: admin });
    expect(waiting.body.content.map((a: { id: number }) => a.id)).toContain(id);

    const approve = await call(app, 'PUT', `svs-u/account/${id}`, {
      token: admin,
      body: { name: body.name, email: body.email, mobile: body.mobile, role: 'MEMBER', schoolId: school.id, status: 'ACTIVE' },
    });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    expect(approve.body.status).toBe('ACTIVE');
    const row = await app.em().findOneOrFail(Account, id);
    expect(row.status).toBe(AccountStatus.ACTIVE);
    expect(row.approvedAt).toBeInstanceOf(Date);

    const login = await signIn(app, body.loginId, body.password);
    expect(login.res.status).toBe(200);
    expect(claims(login.token!)).toMatchObject({ roles: ['MEMBER'], schoolId: school.id });
  });

  it('makes a CENTER_MEMBER wait until the manager of its center approves', async () => {
    const body = person({ role: 'CENTER_MEMBER', schoolId: undefined, centerId: center.id });
    await verifyEmail(body.email);
    const res = await signUp(body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(PENDING_OK);
    expect(res.body.user).toMatchObject({ status: 'PENDING', centerId: center.id });
    expectError((await signIn(app, body.loginId, body.password)).res, 403, 'APPROVAL_PENDING');

    const manager = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center }));
    const approve = await call(app, 'PUT', `svs-u/account/${res.body.user.id}`, {
      token: manager,
      body: { name: body.name, email: body.email, mobile: body.mobile, role: 'CENTER_MEMBER', centerId: center.id, status: 'ACTIVE' },
    });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const login = await signIn(app, body.loginId, body.password);
    expect(login.res.status).toBe(200);
    expect(claims(login.token!)).toMatchObject({ roles: ['CENTER_MEMBER'], centerId: center.id });
  });

  it.each(['SYSTEM_ADMIN', 'CENTRAL_SUPPORT_GROUP'])('refuses the %s role with 400 and creates nothing', async (role) => {
    const body = person({ role, schoolId: undefined });
    await verifyEmail(body.email);
    const res = await signUp(body);
    expectError(res, 400, 'BAD_USER_INPUT');
    expect(res.body.access_token).toBeUndefined();
    expect(await accountCount(body.loginId)).toBe(0);
    // the verification is still good for an allowed role
    expect((await signUp({ ...body, role: 'CLIENT', schoolId: school.id })).status).toBe(201);
  });

  it.each(['password', 'abcdefgh', 'abcd1234', 'abcd!@#$', '1234!@#$', 'Ab1!', 'Abcd 123!'])(
    'refuses the password %j with the exact rule message',
    async (password) => {
      const body = person({ password, passwordConfirm: password });
      const res = await signUp(body);
      expectError(res, 400, 'BAD_USER_INPUT', PASSWORD_RULE);
      expect(await accountCount(body.loginId)).toBe(0);
    },
  );

  it.each(['0101234567', '01212345678', '010-1234-567', '+821012345678', '010 1234-5678', 'abc'])('refuses the mobile %j', async (mobile) => {
    const body = person({ mobile });
    const res = await signUp(body);
    expectError(res, 400, 'BAD_USER_INPUT', '휴대전화번호 형식이 맞지 않습니다.');
    expect(await accountCount(body.loginId)).toBe(0);
  });

  it('refuses a taken login id with 409 DUPLICATE_LOGIN_ID and keeps the verification', async () => {
    const existing = await makeAccount(app, RoleCode.CLIENT, { school });
    const body = person({ loginId: existing.loginId });
    await verifyEmail(body.email);
    const res = await signUp(body);
    expectError(res, 409, 'DUPLICATE_LOGIN_ID');
    expect(await accountCount(existing.loginId)).toBe(1);
    expect((await app.em().findOneOrFail(Account, { loginId: existing.loginId })).email).toBe(existing.email);
    // nothing was spent: the person picks another id and goes on
    expect((await signUp({ ...body, loginId: `other_${uniq()}` })).status).toBe(201);
  });

  it('refuses other bad input and leaves the verification unspent', async () => {
    const body = person({ role: 'MEMBER' });
    await verifyEmail(body.email);
    expectError(await signUp({ ...body, passwordConfirm: 'Other123!' }), 400, 'BAD_USER_INPUT', '비밀번호가 일치하지 않습니다.');
    expectError(await signUp({ ...body, schoolId: 'NOSUCH1' }), 400, 'BAD_USER_INPUT', '학교를 선택해주세요.');
    expectError(await signUp({ ...body, personalInfoAgreeYn: 'N' }), 400, 'BAD_USER_INPUT', /동의/);
    expectError(await signUp({ ...body, loginId: 'A!' }), 400, 'BAD_USER_INPUT', /아이디/);
    expect(await accountCount(body.loginId)).toBe(0);
    expect((await signUp(body)).status).toBe(201);
  });

  it('a verification lasts 30 minutes', async () => {
    const body = person();
    await verifyEmail(body.email);
    advanceClock(31 * MINUTE);
    expectError(await signUp(body), 400, 'EMAIL_NOT_VERIFIED');
    expect(await accountCount(body.loginId)).toBe(0);
  });

  it('GraphQL twins: sendEmailAuthCode, checkEmailAuthCode and signUp', async () => {
    const body = person();
    const sent = await gql(app, 'mutation($input: EmailInput!) { sendEmailAuthCode(input: $input) { message } }', { input: { email: body.email } });
    expect(sent.body.data.sendEmailAuthCode.message).toMatch(/인증번호/);
    const code = await mailedCode(app, body.email);
    const CHECK = 'mutation($input: EmailCheckInput!) { checkEmailAuthCode(input: $input) }';
    expectGqlError(await gql(app, CHECK, { input: { email: body.email, authNumber: wrongCode(code) } }), 400, 'AUTH_CODE_MISMATCH');
    expect((await gql(app, CHECK, { input: { email: body.email, authNumber: code } })).body.data.checkEmailAuthCode).toBe(true);

    const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { message accessToken user { loginId status } } }';
    const bad = await gql(app, SIGN_UP, { input: { ...body, password: 'short', passwordConfirm: 'short' } });
    expectGqlError(bad, 400, 'BAD_USER_INPUT', PASSWORD_RULE);
    const res = await gql(app, SIGN_UP, { input: body });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.signUp).toMatchObject({ message: CLIENT_OK, user: { loginId: body.loginId, status: 'ACTIVE' } });
    expect(claims(res.body.data.signUp.accessToken).sub).toBe(body.loginId);
    expect(setCookie(res, 'svs_rt')).toMatch(/HttpOnly/);
  });
});

describe('find account', () => {
  it('find ID answers masked ids and mails the whole ones', async () => {
    const name = `찾기${uniq()}`;
    const a = await signedUp({ name, mobile: '01077778888' });
    const b = await signedUp({ name, mobile: '01077778888' });
    const res = await call(app, 'POST', 'svs/sign/find', { body: { findType: 'ID', name, mobile: '010-7777-8888' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.findType).toBe('ID');
    expect(res.body.loginIds).toHaveLength(2);
    for (const [i, acc] of [a, b].entries()) {
      const masked = res.body.loginIds[i] as string;
      expect(masked).not.toBe(acc.loginId);
      expect(masked).toContain('*');
      expect(masked.length).toBe(acc.loginId.length);
      expect(masked.slice(0, 2)).toBe(acc.loginId.slice(0, 2));
      expect(JSON.stringify(res.body)).not.toContain(acc.loginId);
      expect((await lastMail(app, acc.email))!.body).toContain(acc.loginId);
    }
    expectError(await call(app, 'POST', 'svs/sign/find', { body: { findType: 'ID', name, mobile: '01099990000' } }), 404, 'ACCOUNT_NOT_FOUND');
  });

  it('find PASSWORD mails a one-time reset link; the old password stops working', async () => {
    const a = await signedUp({});
    const find = await call(app, 'POST', 'svs/sign/find', {
      body: { findType: 'PASSWORD', name: a.name, mobile: a.mobile, login: { loginId: a.loginId, loginType: 'DEFAULT' } },
    });
    expect(find.status, JSON.stringify(find.body)).toBe(200);
    expect(find.body.findType).toBe('PASSWORD');
    expect(find.body.email).not.toBe(a.email);
    expect(find.body.email).toMatch(/\*/);
    expect(find.body.email.split('@')[1]).toBe('example.org');

    const link = await mailedResetLink(app, a.email);
    expect(link.email).toBe(a.email);
    expect((await app.em().findOneOrFail(OneTimeCode, { purpose: 'password-reset', subject: String(a.id) })).codeHash).not.toBe(link.key);

    const check = await call(app, 'POST', 'svs/sign/reset-password-check', { body: link });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ valid: true });
    expectError(await call(app, 'POST', 'svs/sign/reset-password-check', { body: { ...link, email: 'someone@example.org' } }), 400, 'RESET_KEY_INVALID');
    expectError(
      await call(app, 'POST', 'svs/sign/reset-password-check', { body: { ...link, key: link.key.slice(0, -2) + 'zz' } }),
      400,
      'RESET_KEY_INVALID',
    );

    // the rule applies to the new password, and a refused attempt does not spend the key
    expectError(
      await call(app, 'POST', 'svs/sign/reset-password', { body: { ...link, password: 'weakpass', passwordConfirm: 'weakpass' } }),
      400,
      'BAD_USER_INPUT',
      PASSWORD_RULE,
    );
    const reset = await call(app, 'POST', 'svs/sign/reset-password', { body: { ...link, password: 'NewPass9!', passwordConfirm: 'NewPass9!' } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.message).toMatch(/비밀번호/);

    const again = await call(app, 'POST', 'svs/sign/reset-password', { body: { ...link, password: 'Another9!', passwordConfirm: 'Another9!' } });
    expectError(again, 400, 'RESET_KEY_INVALID');
    expectError(await call(app, 'POST', 'svs/sign/reset-password-check', { body: link }), 400, 'RESET_KEY_INVALID');

    expectError((await signIn(app, a.loginId, a.password)).res, 401, 'INVALID_CREDENTIALS');
    expect((await signIn(app, a.loginId, 'Another9!')).res.status).toBe(401);
    expect((await signIn(app, a.loginId, 'NewPass9!')).res.status).toBe(200);
  });

  it('a reset link expires after 30 minutes', async () => {
    const a = await signedUp({});
    await call(app, 'POST', 'svs/sign/find', { body: { findType: 'PASSWORD', name: a.name, mobile: a.mobile, login: { loginId: a.loginId } } });
    const link = await mailedResetLink(app, a.email);
    advanceClock(31 * MINUTE);
    expectError(await call(app, 'POST', 'svs/sign/reset-password-check', { body: link }), 400, 'RESET_KEY_INVALID');
    expectError(await call(app, 'POST', 'svs/sign/reset-password', { body: { ...link, password: 'NewPass9!', passwordConfirm: 'NewPass9!' } }), 400, 'RESET_KEY_INVALID');
    resetClock();
    expect((await signIn(app, a.loginId, a.password)).res.status).toBe(200);
  });

  it('a reset unlocks a locked account', async () => {
    const a = await signedUp({});
    for (let i = 0; i < 5; i++) await tokenCall(app, { grant_type: 'password', username: a.loginId, password: 'Wrong1234!' });
    expectError((await signIn(app, a.loginId, a.password)).res, 423, 'ACCOUNT_LOCKED');
    await call(app, 'POST', 'svs/sign/find', { body: { findType: 'PASSWORD', name: a.name, mobile: a.mobile, login: { loginId: a.loginId } } });
    const link = await mailedResetLink(app, a.email);
    expect((await call(app, 'POST', 'svs/sign/reset-password', { body: { ...link, password: 'NewPass9!', passwordConfirm: 'NewPass9!' } })).status).toBe(200);
    expect((await signIn(app, a.loginId, 'NewPass9!')).res.status).toBe(200);
  });

  it('find PASSWORD with a login id that does not match the person mails nothing', async () => {
    const a = await signedUp({});
    const other = await makeAccount(app, RoleCode.CLIENT, { school });
    const before = [await mailCount(app, other.email), await mailCount(app, a.email)];
    const res = await call(app, 'POST', 'svs/sign/find', {
      body: { findType: 'PASSWORD', name: a.name, mobile: a.mobile, login: { loginId: other.loginId } },
    });
    expectError(res, 404, 'ACCOUNT_NOT_FOUND');
    expect([await mailCount(app, other.email), await mailCount(app, a.email)]).toEqual(before);
    expect(await app.em().count(OneTimeCode, { purpose: 'password-reset', subject: { $in: [String(a.id), String(other.id)] } })).toBe(0);
  });
});

/** An active CLIENT account created through the real sign-up path. */
async function signedUp(o: Record<string, unknown>) {
  const body = person(o);
  await verifyEmail(body.email);
  const res = await signUp(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.user.id as number, loginId: body.loginId, password: body.password, name: body.name, email: body.email, mobile: body.mobile };
}
