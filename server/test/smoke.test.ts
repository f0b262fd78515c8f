import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { call, makeAccount, startTestApp, tokenFor, type TestApp } from './harness.js';

describe('smoke', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('signs in and reads its own account', async () => {
    const a = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const token = await tokenFor(app, a);
    const me = await call(app, 'GET', 'svs-u/account/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.loginId).toBe(a.loginId);
    expect(me.body.role).toBe('SYSTEM_ADMIN');
  });
});
