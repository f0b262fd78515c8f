import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

describe('changing an account’s role', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('answers with the new role and its Korean name', async () => {
    const school = await makeSchool(app);
    const center = await makeCenter(app, { schools: [school.id] });
    const admin = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const member = await makeAccount(app, RoleCode.MEMBER, { school });
    const res = await gql(
      app,
      `mutation($id: Int!, $input: AccountUpdateInput!) { updateAccount(id: $id, input: $input) { role roleName centerId schoolId } }`,
      {
        id: member.id,
        input: { name: member.name, email: member.email, mobile: '01012345678', role: 'CENTER_MEMBER', centerId: center.id, status: 'ACTIVE' },
      },
      await tokenFor(app, admin),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateAccount).toEqual({ role: 'CENTER_MEMBER', roleName: '센터 실무자', centerId: center.id, schoolId: null });
  });
});
