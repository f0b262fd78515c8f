import { describe, expect, it } from 'vitest';
import { Account, AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { OneTimeCode } from '../src/platform/one-time-code.js';
import { advanceClock } from '../src/platform/clock.js';
import { sha256 } from '../src/platform/crypto.js';
import { call, gql, makeAccount, signIn, tokenFor } from './harness.js';
import { claims, cookieValue, expectError, expectGqlError, lastMail, mailCount, mailedCode, MINUTE, setCookie } from './util.js';
import { app, school, center, PASSWORD_RULE, CLIENT_OK, PENDING_OK, uniq, sendCode, checkCode, verifyEmail, person, signUp, accountCount, wrongCode, useWorld } from './signup-world.js';

/**
 * Signing up: the e-mail verification code (mailed, checked, voided after wrong tries, expiring, throttled) and the
 * sign-up itself (POST svs/sign/up and its GraphQL twin): a CLIENT signed in at once, members and center members
 * waiting for approval, taken ids and bad input. Finding an account: signup-find.test.ts.
 */

useWorld();

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
