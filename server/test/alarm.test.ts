import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { MailMessage } from '../src/platform/mail.js';
import { call, makeAccount, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

describe('alarm history', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  async function pendingSignUp(email: string, loginId: string) {
    const school = await makeSchool(app);
    await call(app, 'POST', 'svs/sign/auth', { body: { email } });
    const mail = await app.em().findOneOrFail(MailMessage, { recipient: email }, { orderBy: { id: 'desc' } });
    const code = /(\d{6})/.exec(mail.body)![1];
    expect((await call(app, 'POST', 'svs/sign/auth-check', { body: { email, authNumber: code } })).status).toBe(200);
    const res = await call(app, 'POST', 'svs/sign/up', {
      body: {
        loginId,
        password: 'Abcd123!@',
        passwordConfirm: 'Abcd123!@',
        name: '신청자',
        email,
        mobile: '010-1111-2222',
        role: 'MEMBER',
        schoolId: school.id,
        personalInfoAgreeYn: 'Y',
      },
    });
    expect(res.status).toBe(201);
    return res.body.user.id as number;
  }

  it('tells administrators about a sign-up waiting for approval, and only them', async () => {
    const admin = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const adminToken = await tokenFor(app, admin);
    const other = await makeAccount(app, RoleCode.CENTER_MANAGER, { center: undefined });
    const otherToken = await tokenFor(app, other);
    expect((await call(app, 'GET', 'svs-u/alarm-history/is-new', { token: adminToken })).body).toBe(0);

    const newId = await pendingSignUp('pending@example.org', 'pending1');

    expect((await call(app, 'GET', 'svs-u/alarm-history/is-new', { token: adminToken })).body).toBe(1);
    const list = await call(app, 'GET', 'svs-u/alarm-history?page=1', { token: adminToken });
    expect(list.body.totalElements).toBe(1);
    expect(list.body.content[0]).toMatchObject({ title: '회원 가입 승인 요청', link: `/auth/user/detail/${newId}`, isRead: false });
    expect((await call(app, 'GET', 'svs-u/alarm-history', { token: otherToken })).body.totalElements).toBe(0);

    expect((await call(app, 'PUT', 'svs-u/alarm-history/me', { token: adminToken })).body).toEqual({ updated: 1 });
    expect((await call(app, 'GET', 'svs-u/alarm-history/is-new', { token: adminToken })).body).toBe(0);
    expect((await call(app, 'GET', 'svs-u/alarm-history/me', { token: adminToken })).body.content[0].isRead).toBe(true);
  });

  it('needs a user token', async () => {
    expect((await call(app, 'GET', 'svs-u/alarm-history/is-new')).status).toBe(401);
  });
});
