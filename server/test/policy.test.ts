import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { gql, makeAccount, makeCenter, makeSchool, signIn, startTestApp, tokenFor, type TestApp } from './harness.js';
import { accountRow, expectGqlError, refreshCall } from './util.js';

/**
 * The policies' answers are served to the client (`can`, `abilities`), and they must be what the server then does:
 * an action shown as allowed works, one shown as refused is refused.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const ABILITIES = `{ abilities { assignableRoles createSchool createCenter } }`;
const ACCOUNT_CAN = `query($id: Int!) { account(id: $id) { id can { update changeStatus changeRole delete } } }`;
const APPROVE = `mutation($id: Int!) { approveAccount(id: $id) { id status approvedAt } }`;
const SET_STATUS = `mutation($id: Int!, $status: AccountStatus!) { setAccountStatus(id: $id, status: $status) { id status } }`;
const CHANGE_ROLE = `mutation($id: Int!, $input: AccountRoleInput!) { changeAccountRole(id: $id, input: $input) { id role schoolId centerId } }`;

describe('abilities', () => {
  it('differ by role: an administrator, an education office, a center manager, a teacher', async () => {
    const school = await makeSchool(app);
    const center = await makeCenter(app, { schools: [school.id] });
    const cases: [RoleCode, object, { assignableRoles: string[]; createSchool: boolean; createCenter: boolean }][] = [
      [RoleCode.SYSTEM_ADMIN, {}, { assignableRoles: Object.values(RoleCode), createSchool: true, createCenter: true }],
      [RoleCode.EDUCATION_OFFICE, { sdCode: '11' }, { assignableRoles: ['CLIENT', 'MEMBER', 'CENTER_MEMBER', 'CENTER_MANAGER'], createSchool: true, createCenter: true }],
      [RoleCode.CENTER_MANAGER, { center }, { assignableRoles: ['CLIENT', 'MEMBER', 'CENTER_MEMBER'], createSchool: false, createCenter: false }],
      [RoleCode.MEMBER, { school }, { assignableRoles: ['CLIENT', 'MEMBER', 'CENTER_MEMBER', 'CENTER_MANAGER'], createSchool: false, createCenter: false }],
    ];
    for (const [role, where, expected] of cases) {
      const token = await tokenFor(app, await makeAccount(app, role, where));
      const res = await gql(app, ABILITIES, {}, token);
      expect(res.body.data?.abilities, role).toEqual(expected);
    }
  });

  it('a school and a center answer what the caller may do to them', async () => {
    const school = await makeSchool(app);
    const center = await makeCenter(app, { schools: [school.id] });
    const office = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }));
    const manager = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center }));
    const SCHOOL = `query($id: ID!) { school(id: $id) { can { update setCode } } }`;
    const CENTER = `query($id: Int!) { center(id: $id) { can { update updateJurisdiction delete } } }`;
    expect((await gql(app, SCHOOL, { id: school.id }, office)).body.data.school.can).toEqual({ update: true, setCode: true });
    expect((await gql(app, SCHOOL, { id: school.id }, manager)).body.data.school.can).toEqual({ update: false, setCode: true });
    expect((await gql(app, CENTER, { id: center.id }, office)).body.data.center.can).toEqual({ update: true, updateJurisdiction: true, delete: true });
    expect((await gql(app, CENTER, { id: center.id }, manager)).body.data.center.can).toEqual({ update: true, updateJurisdiction: false, delete: false });
  });
});

describe('account commands and Account.can', () => {
  it('a center manager over its own staff: every action shown is allowed, and works', async () => {
    const center = await makeCenter(app);
    const manager = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center }));
    const pending = await makeAccount(app, RoleCode.CENTER_MEMBER, { center, status: AccountStatus.PENDING });
    const can = (await gql(app, ACCOUNT_CAN, { id: pending.id }, manager)).body.data.account.can;
    expect(can).toEqual({ update: true, changeStatus: true, changeRole: true, delete: true });

    const approved = await gql(app, APPROVE, { id: pending.id }, manager);
    expect(approved.body.data?.approveAccount).toMatchObject({ status: 'ACTIVE' });
    expect(approved.body.data.approveAccount.approvedAt).toBeTruthy();
    expectGqlError(await gql(app, APPROVE, { id: pending.id }, manager), 409, 'NOT_PENDING');

    const { refresh } = await signIn(app, pending.loginId);
    const off = await gql(app, SET_STATUS, { id: pending.id, status: 'DISABLED' }, manager);
    expect(off.body.data?.setAccountStatus.status).toBe('DISABLED');
    expect((await refreshCall(app, refresh!)).status).toBe(401); // disabling ends its sessions
    expect((await gql(app, SET_STATUS, { id: pending.id, status: 'ACTIVE' }, manager)).body.data?.setAccountStatus.status).toBe('ACTIVE');
    expectGqlError(await gql(app, SET_STATUS, { id: pending.id, status: 'DELETED' }, manager), 400, 'BAD_USER_INPUT');
  });

  it('changeAccountRole moves an account with the affiliation its role needs; a manager cannot make managers', async () => {
    const school = await makeSchool(app);
    const center = await makeCenter(app, { schools: [school.id] });
    const manager = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center }));
    const teacher = await makeAccount(app, RoleCode.MEMBER, { school });

    const moved = await gql(app, CHANGE_ROLE, { id: teacher.id, input: { role: 'CENTER_MEMBER', centerId: center.id } }, manager);
    expect(moved.body.data?.changeAccountRole).toEqual({ id: teacher.id, role: 'CENTER_MEMBER', schoolId: null, centerId: center.id });
    expectGqlError(await gql(app, CHANGE_ROLE, { id: teacher.id, input: { role: 'CLIENT' } }, manager), 400, 'BAD_USER_INPUT', '학교를 선택해주세요.');
    expectGqlError(
      await gql(app, CHANGE_ROLE, { id: teacher.id, input: { role: 'CENTER_MANAGER', centerId: center.id } }, manager),
      403,
      'FORBIDDEN',
      '센터 관리자는 다른 사용자를 센터 관리자로 지정할 수 없습니다.',
    );
    expect((await accountRow(app, teacher.id)).role.id).toBe(RoleCode.CENTER_MEMBER);
  });

  it('on one’s own account nothing but details is shown, and the commands refuse', async () => {
    const admin = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const token = await tokenFor(app, admin);
    const me = await gql(app, `{ me { id can { update changeStatus changeRole delete } } }`, {}, token);
    expect(me.body.data.me.can).toEqual({ update: true, changeStatus: false, changeRole: false, delete: false });
    expectGqlError(await gql(app, SET_STATUS, { id: admin.id, status: 'DISABLED' }, token), 403, 'SELF_CHANGE');
    expectGqlError(await gql(app, CHANGE_ROLE, { id: admin.id, input: { role: 'EDUCATION_MINISTRY' } }, token), 403, 'SELF_CHANGE');
  });

  it('another center’s manager sees none of these accounts (404 on query and command alike)', async () => {
    const center = await makeCenter(app);
    const staff = await makeAccount(app, RoleCode.CENTER_MEMBER, { center, status: AccountStatus.PENDING });
    const stranger = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center: await makeCenter(app) }));
    expectGqlError(await gql(app, ACCOUNT_CAN, { id: staff.id }, stranger), 404, 'NOT_FOUND');
    expectGqlError(await gql(app, APPROVE, { id: staff.id }, stranger), 404, 'NOT_FOUND');
    expectGqlError(await gql(app, SET_STATUS, { id: staff.id, status: 'DISABLED' }, stranger), 404, 'NOT_FOUND');
    expect((await accountRow(app, staff.id)).status).toBe(AccountStatus.PENDING);
  });
});
