import { describe, expect, it } from 'vitest';
import { Account, AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { RefreshToken } from '../src/modules/account/refresh-token.entity.js';
import { call, gql, makeAccount, makeCenter, makeSchool, signIn, tokenFor } from './harness.js';
import { accountRow, expectError, expectGqlError, refreshCall } from './util.js';
import { app, admin, PASSWORD_RULE, uid, useWorld } from './admin-world.js';

/**
 * User management and my account: lists filtered and masked, accounts created, deleted and kept from promotion by a
 * center manager; GET and PUT svs-u/account/me, check-password, password change ending the other sessions, resign, and
 * their GraphQL twins. Menu permissions, schools and centers: admin.test.ts.
 */

useWorld();

describe('accounts (user management)', () => {
  it('lists filter by userType PENDING and by role; lists mask the mobile, the detail shows it whole', async () => {
    const school = await makeSchool(app, { sggCode: '11305' });
    const pending = await makeAccount(app, RoleCode.MEMBER, { school, status: AccountStatus.PENDING });
    const client = await makeAccount(app, RoleCode.CLIENT, { school });

    const p = await call(app, 'GET', 'svs-u/account?userType=PENDING&size=100', { token: admin });
    expect(p.status).toBe(200);
    expect(p.body.content.every((a: { status: string }) => a.status === 'PENDING')).toBe(true);
    expect(p.body.content.map((a: { id: number }) => a.id)).toContain(pending.id);
    expect(p.body.totalElements).toBe(await app.em().count(Account, { status: AccountStatus.PENDING }));

    const c = await call(app, 'GET', 'svs-u/account?userType=CLIENT&size=100', { token: admin });
    expect(c.body.content.every((a: { role: string }) => a.role === 'CLIENT')).toBe(true);
    expect(c.body.content.map((a: { id: number }) => a.id)).toContain(client.id);
    expect(c.body.content.map((a: { id: number }) => a.id)).not.toContain(pending.id);
    expect(c.body.totalElements).toBe(await app.em().count(Account, { role: RoleCode.CLIENT, status: { $ne: AccountStatus.DELETED } }));

    const k = await call(app, 'GET', `svs-u/account?keyword=${client.loginId}`, { token: admin });
    expect(k.body.content.map((a: { id: number }) => a.id)).toEqual([client.id]);

    for (const a of [...p.body.content, ...c.body.content]) expect(a.mobile).toMatch(/^01\d-\*\*\*\*-\d{4}$/);
    expect(c.body.content.find((a: { id: number }) => a.id === client.id).mobile).toBe('010-****-5678');
    const g = await gql(app, 'query($k: String) { accounts(keyword: $k) { content { mobile } } }', { k: client.loginId }, admin);
    expect(g.body.data.accounts.content).toEqual([{ mobile: '010-****-5678' }]);

    const detail = await call(app, 'GET', `svs-u/account/${client.id}`, { token: admin });
    expect(detail.body.mobile).toBe('01012345678');
    expect(detail.body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(detail.body)).not.toMatch(/\$2[aby]\$/);
  });

  it('an administrator creates an account that signs in at once; a taken id is 409', async () => {
    const school = await makeSchool(app);
    const b = { loginId: `made_${uid()}`, password: 'Made1234!', name: '등록됨', email: 'made@example.org', mobile: '010-4444-5555', role: 'MEMBER', schoolId: school.id };
    const res = await call(app, 'POST', 'svs-u/account', { token: admin, body: b });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ loginId: b.loginId, status: 'ACTIVE', role: 'MEMBER', mobile: '01044445555' });
    expect((await signIn(app, b.loginId, 'Made1234!')).res.status).toBe(200);
    expectError(await call(app, 'POST', 'svs-u/account', { token: admin, body: b }), 409, 'DUPLICATE_LOGIN_ID');
    expectError(await call(app, 'POST', 'svs-u/account', { token: admin, body: { ...b, loginId: `weak_${uid()}`, password: 'weak' } }), 400, 'BAD_USER_INPUT', PASSWORD_RULE('비밀번호'));
  });

  it('a deleted account cannot sign in, refresh or be found', async () => {
    const school = await makeSchool(app);
    const a = await makeAccount(app, RoleCode.CLIENT, { school });
    const { refresh } = await signIn(app, a.loginId);
    const res = await call(app, 'PUT', `svs-u/account/delete/${a.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('삭제 성공');
    expect((await accountRow(app, a.id)).status).toBe(AccountStatus.DELETED);
    expectError((await signIn(app, a.loginId)).res, 401, 'INVALID_CREDENTIALS');
    expect((await refreshCall(app, refresh!)).status).toBe(401);
    expectError(await call(app, 'GET', `svs-u/account/${a.id}`, { token: admin }), 404, 'NOT_FOUND');
    const list = await call(app, 'GET', `svs-u/account?keyword=${a.loginId}`, { token: admin });
    expect(list.body.totalElements).toBe(0);
  });

  it('a center manager may not promote staff to manager nor manage itself', async () => {
    const center = await makeCenter(app);
    const managerAcc = await makeAccount(app, RoleCode.CENTER_MANAGER, { center });
    const manager = await tokenFor(app, managerAcc);
    const staff = await makeAccount(app, RoleCode.CENTER_MEMBER, { center });
    const promote = await call(app, 'PUT', `svs-u/account/${staff.id}`, {
      token: manager,
      body: { name: staff.name, email: staff.email, mobile: staff.mobile, role: 'CENTER_MANAGER', centerId: center.id, status: 'ACTIVE' },
    });
    expectError(promote, 403, 'FORBIDDEN');
    expect((await accountRow(app, staff.id)).role.id).toBe('CENTER_MEMBER');
    const self = await call(app, 'PUT', `svs-u/account/delete/${managerAcc.id}`, { token: manager });
    expectError(self, 403, 'SELF_CHANGE');
    expect((await accountRow(app, managerAcc.id)).status).toBe(AccountStatus.ACTIVE);
  });
});

describe('my account', () => {
  it('GET and PUT svs-u/account/me', async () => {
    const school = await makeSchool(app);
    const a = await makeAccount(app, RoleCode.MEMBER, { school });
    const token = await tokenFor(app, a);
    const me = await call(app, 'GET', 'svs-u/account/me', { token });
    expect(me.body).toMatchObject({ id: a.id, loginId: a.loginId, mobile: '01012345678', schoolId: school.id });
    expect(me.body.alarmSettings.notice).toBe(true);

    const res = await call(app, 'PUT', 'svs-u/account/me', {
      token,
      body: { name: '새이름', email: 'new@example.org', mobile: '010-2222-3333', occupation: '교사', alarmSettings: { ...me.body.alarmSettings, notice: false } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await accountRow(app, a.id);
    expect(row).toMatchObject({ name: '새이름', email: 'new@example.org', mobile: '01022223333', occupation: '교사' });
    expect(row.alarmSettings.notice).toBe(false);
    expect(row.alarmSettings.request).toBe(true);
    // the affiliation is not the user's to change here
    expect(row.school?.id).toBe(school.id);
    expect(row.role.id).toBe('MEMBER');
  });

  it('check-password: a wrong one is 400 PASSWORD_MISMATCH (and counts toward the lockout), the right one matches', async () => {
    const a = await makeAccount(app, RoleCode.CLIENT, { school: await makeSchool(app) });
    const token = await tokenFor(app, a);
    expectError(await call(app, 'POST', 'svs-u/account/check-password', { token, body: { password: 'Wrong123!' } }), 400, 'PASSWORD_MISMATCH');
    const ok = await call(app, 'POST', 'svs-u/account/check-password', { token, body: { password: a.password } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ matched: true });
    expectGqlError(await gql(app, 'mutation { checkPassword(input: { password: "Wrong123!" }) }', {}, token), 400, 'PASSWORD_MISMATCH');
    for (let i = 0; i < 3; i++) await call(app, 'POST', 'svs-u/account/check-password', { token, body: { password: 'Wrong123!' } });
    const fifth = await call(app, 'POST', 'svs-u/account/check-password', { token, body: { password: 'Wrong123!' } });
    expectError(fifth, 423, 'ACCOUNT_LOCKED');
    expectError((await signIn(app, a.loginId)).res, 423, 'ACCOUNT_LOCKED');
  });

  it('a password change through PUT me needs the current password and ends the other sessions', async () => {
    const a = await makeAccount(app, RoleCode.CLIENT, { school: await makeSchool(app) });
    const first = await signIn(app, a.loginId);
    const second = await signIn(app, a.loginId);
    const profile = { name: a.name, email: a.email, mobile: a.mobile };

    const wrong = await call(app, 'PUT', 'svs-u/account/me', { token: first.token, body: { ...profile, currentPassword: 'Wrong123!', password: 'Fresh123!', passwordConfirm: 'Fresh123!' } });
    expectError(wrong, 400, 'PASSWORD_MISMATCH');
    const weak = await call(app, 'PUT', 'svs-u/account/me', { token: first.token, body: { ...profile, currentPassword: a.password, password: 'weakweak', passwordConfirm: 'weakweak' } });
    expectError(weak, 400, 'BAD_USER_INPUT', PASSWORD_RULE('새 비밀번호'));
    expect((await signIn(app, a.loginId)).res.status).toBe(200);

    const ok = await call(app, 'PUT', 'svs-u/account/me', { token: first.token, body: { ...profile, currentPassword: a.password, password: 'Fresh123!', passwordConfirm: 'Fresh123!' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await refreshCall(app, first.refresh!)).status).toBe(401);
    expect((await refreshCall(app, second.refresh!)).status).toBe(401);
    expect(await app.em().count(RefreshToken, { account: a.id, revokedAt: null })).toBe(0);
    expectError((await signIn(app, a.loginId)).res, 401, 'INVALID_CREDENTIALS');
    expect((await signIn(app, a.loginId, 'Fresh123!')).res.status).toBe(200);
  });

  it('resign: wrong password is 400; afterwards the account cannot sign in and its tokens are dead', async () => {
    const a = await makeAccount(app, RoleCode.CLIENT, { school: await makeSchool(app) });
    const { token, refresh } = await signIn(app, a.loginId);
    expectError(await call(app, 'POST', 'svs-u/account/resign', { token, body: { password: 'Wrong123!' } }), 400, 'PASSWORD_MISMATCH');
    expect((await accountRow(app, a.id)).status).toBe(AccountStatus.ACTIVE);

    const res = await call(app, 'POST', 'svs-u/account/resign', { token, body: { password: a.password } });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/탈퇴/);
    expect((await accountRow(app, a.id)).status).toBe(AccountStatus.RESIGNED);
    expectError((await signIn(app, a.loginId)).res, 401, 'INVALID_CREDENTIALS');
    expect((await refreshCall(app, refresh!)).status).toBe(401);
    expectError(await call(app, 'GET', 'svs-u/account/me', { token }), 401, 'INVALID_TOKEN');
  });

  it('GraphQL twins updateMe and resign', async () => {
    const a = await makeAccount(app, RoleCode.CLIENT, { school: await makeSchool(app) });
    const token = await tokenFor(app, a);
    const upd = await gql(
      app,
      'mutation($input: AccountMeInput!) { updateMe(input: $input) { name mobile } }',
      { input: { name: '그래프', email: a.email, mobile: '01033334444' } },
      token,
    );
    expect(upd.body.errors).toBeUndefined();
    expect(upd.body.data.updateMe).toEqual({ name: '그래프', mobile: '01033334444' });
    expect((await accountRow(app, a.id)).name).toBe('그래프');
    const R = 'mutation($input: PasswordInput!) { resign(input: $input) }';
    expectGqlError(await gql(app, R, { input: { password: 'Wrong123!' } }, token), 400, 'PASSWORD_MISMATCH');
    expect((await gql(app, R, { input: { password: a.password } }, token)).body.data.resign).toBe(true);
    expectError((await signIn(app, a.loginId)).res, 401, 'INVALID_CREDENTIALS');
  });
});
