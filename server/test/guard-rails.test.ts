import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Account, AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { call, gql, makeAccount, startTestApp, tokenFor, type TestApp } from './harness.js';
import { accountRow, expectError, expectGqlError } from './util.js';

/** Nobody removes themselves by accident, and the system always keeps one administrator who can sign in. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

// each test starts from a database with no active administrator and makes the ones it needs
beforeEach(async () => {
  await app.em().nativeUpdate(Account, { role: RoleCode.SYSTEM_ADMIN, status: AccountStatus.ACTIVE }, { status: AccountStatus.DISABLED });
});

const activeAdmins = () => app.em().count(Account, { role: RoleCode.SYSTEM_ADMIN, status: AccountStatus.ACTIVE });
const updateBody = (a: Account, change: { status?: string; role?: string }) => ({
  name: a.name,
  email: a.email,
  mobile: a.mobile,
  role: a.role.id,
  status: a.status,
  ...change,
});

describe('an administrator and its own account', () => {
  it('cannot delete itself, on either door, even with other administrators present', async () => {
    const self = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const token = await tokenFor(app, self);
    expectError(await call(app, 'PUT', `svs-u/account/delete/${self.id}`, { token }), 403, 'SELF_CHANGE', /본인 계정은 삭제할 수 없습니다/);
    expectGqlError(await gql(app, `mutation($id: Int!) { deleteAccount(id: $id) }`, { id: self.id }, token), 403, 'SELF_CHANGE');
    expect((await accountRow(app, self.id)).status).toBe(AccountStatus.ACTIVE);
  });

  it('cannot disable or re-role itself in user management, but may edit its own details there', async () => {
    const self = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const token = await tokenFor(app, self);
    const row = await accountRow(app, self.id);
    for (const change of [{ status: 'DISABLED' }, { role: 'EDUCATION_MINISTRY' }]) {
      expectError(await call(app, 'PUT', `svs-u/account/${self.id}`, { token, body: updateBody(row, change) }), 403, 'SELF_CHANGE');
    }
    const G = `mutation($id: Int!, $input: AccountUpdateInput!) { updateAccount(id: $id, input: $input) { id status } }`;
    expectGqlError(await gql(app, G, { id: self.id, input: updateBody(row, { status: 'DISABLED' }) }, token), 403, 'SELF_CHANGE');
    expect(await accountRow(app, self.id)).toMatchObject({ status: AccountStatus.ACTIVE, role: { id: RoleCode.SYSTEM_ADMIN } });

    const renamed = await call(app, 'PUT', `svs-u/account/${self.id}`, { token, body: { ...updateBody(row, {}), name: '새이름' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await accountRow(app, self.id)).name).toBe('새이름');
  });
});

describe('the last active SYSTEM_ADMIN', () => {
  it('cannot resign (REST and GraphQL); with a second administrator it can', async () => {
    const only = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const token = await tokenFor(app, only);
    expectError(
      await call(app, 'POST', 'svs-u/account/resign', { token, body: { password: only.password } }),
      409,
      'LAST_SYSTEM_ADMIN',
      /마지막 시스템 관리자/,
    );
    const R = 'mutation($input: PasswordInput!) { resign(input: $input) }';
    expectGqlError(await gql(app, R, { input: { password: only.password } }, token), 409, 'LAST_SYSTEM_ADMIN');
    expect((await accountRow(app, only.id)).status).toBe(AccountStatus.ACTIVE);

    await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    expect((await gql(app, R, { input: { password: only.password } }, token)).body.data?.resign).toBe(true);
    expect((await accountRow(app, only.id)).status).toBe(AccountStatus.RESIGNED);
    expect(await activeAdmins()).toBe(1);
  });

  it('two administrators deleting each other at the same moment: one of them stays', async () => {
    for (let round = 0; round < 3; round++) {
      await app.em().nativeUpdate(Account, { role: RoleCode.SYSTEM_ADMIN, status: AccountStatus.ACTIVE }, { status: AccountStatus.DISABLED });
      const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
      const b = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
      const [ta, tb] = [await tokenFor(app, a), await tokenFor(app, b)];
      const results = await Promise.all([
        call(app, 'PUT', `svs-u/account/delete/${b.id}`, { token: ta }),
        call(app, 'PUT', `svs-u/account/delete/${a.id}`, { token: tb }),
      ]);
      expect(await activeAdmins()).toBe(1);
      // exactly one deletion went through; the other was refused (409 last admin, or 401 when its author was already gone)
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expect(['LAST_SYSTEM_ADMIN', 'INVALID_TOKEN']).toContain(r.body.code);
    }
  });

  it('another administrator may disable, re-role or delete an administrator while one remains', async () => {
    const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const b = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const c = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const token = await tokenFor(app, a);
    const off = await call(app, 'PUT', `svs-u/account/${b.id}`, { token, body: updateBody(await accountRow(app, b.id), { status: 'DISABLED' }) });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const reroled = await call(app, 'PUT', `svs-u/account/${c.id}`, { token, body: updateBody(await accountRow(app, c.id), { role: 'EDUCATION_MINISTRY' }) });
    expect(reroled.status, JSON.stringify(reroled.body)).toBe(200);
    expect(await activeAdmins()).toBe(1);
  });
});
