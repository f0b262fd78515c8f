import { describe, expect, it } from 'vitest';
import { RoleCode, UserRole } from '../src/modules/account/role.entity.js';
import { Center } from '../src/modules/organization/center.entity.js';
import { School, SchoolAuthenticationCode } from '../src/modules/organization/school.entity.js';
import { ROLES } from '../src/seeders/menus.js';
import { call, gql, makeAccount, makeCenter, makeSchool, tokenFor } from './harness.js';
import { claims, expectError, expectGqlError } from './util.js';
import { app, admin, uid, useWorld } from './admin-world.js';

/**
 * Administration of the reference data: the menu permissions of each role (REST and GraphQL, only by a SYSTEM_ADMIN),
 * schools and centers (created, checked, edited and deleted by an administrator anywhere, an education office in its own
 * 시도, a center manager only its own details). Accounts and my account: admin-accounts.test.ts.
 */

useWorld();

const defaults = (role: RoleCode) => ROLES.find((r) => r.id === role)!.permissions;
const rolePermissions = async (role: RoleCode) =>
  (await app.em().findOneOrFail(UserRole, role, { populate: ['menus'] })).menus
    .getItems()
    .map((m) => m.id)
    .sort();
const setPermissions = (role: string, permissions: string[], token = admin) =>
  call(app, 'PUT', `svs-u/user-role-permission/${role}`, { token, body: { permissions } });

/** Changes a role's menu ids for the length of a test and puts the seeded ones back afterwards. */
async function withPermissions(role: RoleCode, run: () => Promise<void>) {
  try {
    await run();
  } finally {
    expect((await setPermissions(role, defaults(role))).status).toBe(200);
  }
}

describe('menu permissions', () => {
  it('a SYSTEM_ADMIN replaces a role’s menu ids; tokens issued afterwards carry them', async () => {
    const center = await makeCenter(app);
    const user = await makeAccount(app, RoleCode.CENTER_MEMBER, { center });
    const before = await tokenFor(app, user);
    expect(claims(before).permissions).not.toContain('00013');
    expectError(await call(app, 'GET', 'svs-u/account', { token: before }), 403, 'FORBIDDEN');

    await withPermissions(RoleCode.CENTER_MEMBER, async () => {
      const res = await setPermissions('CENTER_MEMBER', ['00013', '00001', '00013']);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ id: 'CENTER_MEMBER', permissions: ['00001', '00013'] });
      expect(await rolePermissions(RoleCode.CENTER_MEMBER)).toEqual(['00001', '00013']);
      expect((await call(app, 'GET', 'svs-u/user-role/CENTER_MEMBER', { token: admin })).body.permissions).toEqual(['00001', '00013']);

      const after = await tokenFor(app, user);
      expect(claims(after).permissions).toEqual(['00001', '00013']);
      expect((await call(app, 'GET', 'svs-u/account', { token: after })).status).toBe(200);
      expectError(await call(app, 'GET', 'svs-u/school', { token: after }), 403, 'FORBIDDEN');
    });
    expect(await rolePermissions(RoleCode.CENTER_MEMBER)).toEqual([...defaults(RoleCode.CENTER_MEMBER)].sort());
  });

  it('the GraphQL twin updateRolePermissions does the same', async () => {
    const school = await makeSchool(app);
    const user = await makeAccount(app, RoleCode.MEMBER, { school });
    await withPermissions(RoleCode.MEMBER, async () => {
      const res = await gql(
        app,
        'mutation($id: RoleCode!, $input: RolePermissionInput!) { updateRolePermissions(id: $id, input: $input) { id permissions } }',
        { id: 'MEMBER', input: { permissions: ['00002', '00020'] } },
        admin,
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.updateRolePermissions).toEqual({ id: 'MEMBER', permissions: ['00002', '00020'] });
      expect(claims(await tokenFor(app, user)).permissions).toEqual(['00002', '00020']);
      const roles = await gql(app, '{ userRole(id: MEMBER) { permissions } }', {}, admin);
      expect(roles.body.data.userRole.permissions).toEqual(['00002', '00020']);
    });
  });

  it('only a SYSTEM_ADMIN may change them: a CENTER_MANAGER, or an office granted 00016, gets 403', async () => {
    const manager = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center: await makeCenter(app) }));
    expectError(await setPermissions('CLIENT', ['00001'], manager), 403, 'FORBIDDEN');
    expectError(await call(app, 'GET', 'svs-u/user-role/CLIENT', { token: manager }), 403, 'FORBIDDEN');
    expectGqlError(
      await gql(app, 'mutation { updateRolePermissions(id: CLIENT, input: { permissions: ["00001"] }) { id } }', {}, manager),
      403,
      'FORBIDDEN',
    );

    const officeUser = await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' });
    await withPermissions(RoleCode.EDUCATION_OFFICE, async () => {
      expect((await setPermissions('EDUCATION_OFFICE', [...defaults(RoleCode.EDUCATION_OFFICE), '00016'])).status).toBe(200);
      const office = await tokenFor(app, officeUser);
      expect(claims(office).permissions).toContain('00016');
      expect((await call(app, 'GET', 'svs-u/user-role/CLIENT', { token: office })).status).toBe(200);
      expectError(await setPermissions('CLIENT', ['00001'], office), 403, 'FORBIDDEN');
      expectError(await setPermissions('EDUCATION_OFFICE', ['00001', '00016', '00013'], office), 403, 'FORBIDDEN');
      // the permission screen asks the server whether to offer saving: the answer of the save's own declaration
      const ABILITY = '{ abilities { grantMenus } }';
      expect((await gql(app, ABILITY, {}, office)).body.data.abilities.grantMenus).toBe(false);
      expect((await gql(app, ABILITY, {}, admin)).body.data.abilities.grantMenus).toBe(true);

      // 00016 taken away again: the next token cannot even read the roles
      expect((await setPermissions('EDUCATION_OFFICE', defaults(RoleCode.EDUCATION_OFFICE))).status).toBe(200);
      const without = await tokenFor(app, officeUser);
      expect(claims(without).permissions).not.toContain('00016');
      expectError(await call(app, 'GET', 'svs-u/user-role/CLIENT', { token: without }), 403, 'FORBIDDEN');
    });
    expect(await rolePermissions(RoleCode.CLIENT)).toEqual([]);
  });

  it('refuses unknown menu ids, malformed ids and removing 00016 from SYSTEM_ADMIN (400, nothing changes)', async () => {
    const before = await rolePermissions(RoleCode.MEMBER);
    expectError(await setPermissions('MEMBER', ['00001', '99999']), 400, 'BAD_USER_INPUT');
    expectError(await setPermissions('MEMBER', ['00014']), 400, 'BAD_USER_INPUT');
    expectError(await setPermissions('MEMBER', ['abc']), 400, 'BAD_USER_INPUT');
    expect(await rolePermissions(RoleCode.MEMBER)).toEqual(before);

    const adminBefore = await rolePermissions(RoleCode.SYSTEM_ADMIN);
    const res = await setPermissions('SYSTEM_ADMIN', adminBefore.filter((p) => p !== '00016'));
    expectError(res, 400, 'BAD_USER_INPUT', /00016/);
    expectError(await setPermissions('SYSTEM_ADMIN', []), 400, 'BAD_USER_INPUT');
    expect(await rolePermissions(RoleCode.SYSTEM_ADMIN)).toEqual(adminBefore);

    expectError(await setPermissions('NO_SUCH_ROLE', ['00001']), 404, 'NOT_FOUND');
  });
});

describe('schools', () => {
  const body = (o: Record<string, unknown> = {}) => ({ id: `S${uid()}`.toUpperCase(), name: '새학교', type: 'MIDDLE', sggCode: '11140', educationOfficeId: 'B10', ...o });

  it('a SYSTEM_ADMIN creates a school; the ID check answers true before and false after; a duplicate is 409', async () => {
    const b = body({ address: '서울특별시 중구 세종대로 110' });
    const free = await call(app, 'GET', `svs-u/school/check/${b.id}`, { token: admin });
    expect(free.status).toBe(200);
    expect(free.body).toBe(true);

    const res = await call(app, 'POST', 'svs-u/school', { token: admin, body: b });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ id: b.id, name: '새학교', type: 'MIDDLE', sdCode: '11', sggCode: '11140', localId: '11140', educationOfficeId: 'B10' });
    expect((await app.em().findOneOrFail(SchoolAuthenticationCode, { school: b.id })).code).toMatch(/^\d{8}$/);

    expect((await call(app, 'GET', `svs-u/school/check/${b.id}`, { token: admin })).body).toBe(false);
    const dup = await call(app, 'POST', 'svs-u/school', { token: admin, body: { ...b, name: '다른학교' } });
    expectError(dup, 409, 'DUPLICATE_SCHOOL_ID', '이미 등록된 ID 입니다.');
    expect((await app.em().findOneOrFail(School, b.id)).name).toBe('새학교');
  });

  it('GraphQL twins: schoolIdAvailable and createSchool', async () => {
    const b = body();
    const Q = 'query($id: ID!) { schoolIdAvailable(id: $id) }';
    expect((await gql(app, Q, { id: b.id }, admin)).body.data.schoolIdAvailable).toBe(true);
    const M = 'mutation($input: SchoolInput!) { createSchool(input: $input) { id sdCode } }';
    expect((await gql(app, M, { input: b }, admin)).body.data.createSchool).toEqual({ id: b.id, sdCode: '11' });
    expect((await gql(app, Q, { id: b.id }, admin)).body.data.schoolIdAvailable).toBe(false);
    expectGqlError(await gql(app, M, { input: b }, admin), 409, 'DUPLICATE_SCHOOL_ID', '이미 등록된 ID 입니다.');
  });

  it('an education office creates schools only in its own 시도', async () => {
    const office = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }));
    const own = body();
    expect((await call(app, 'POST', 'svs-u/school', { token: office, body: own })).status).toBe(201);
    const other = body({ sggCode: '41111', educationOfficeId: 'J10' });
    expectError(await call(app, 'POST', 'svs-u/school', { token: office, body: other }), 403, 'FORBIDDEN');
    expect(await app.em().count(School, { id: other.id })).toBe(0);
  });

  it('an office and a 시군구 of different 시도, or unknown codes, are 400', async () => {
    for (const b of [body({ sggCode: '11110', educationOfficeId: 'J10' }), body({ sggCode: '99999' }), body({ educationOfficeId: 'Z99' })]) {
      expectError(await call(app, 'POST', 'svs-u/school', { token: admin, body: b }), 400, 'BAD_USER_INPUT');
      expect(await app.em().count(School, { id: b.id })).toBe(0);
    }
  });

  it('a center manager (who has 00017) may not create or edit schools', async () => {
    const center = await makeCenter(app, { locals: ['11140'] });
    const manager = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center }));
    const b = body();
    expectError(await call(app, 'POST', 'svs-u/school', { token: manager, body: b }), 403, 'FORBIDDEN');
    expect(await app.em().count(School, { id: b.id })).toBe(0);
  });

  it('edits a school: an administrator anywhere, an office only its own', async () => {
    const school = await makeSchool(app, { sggCode: '11140' });
    const upd = { name: '고친학교', type: 'HIGH', sggCode: '11140', educationOfficeId: 'B10' };
    const res = await call(app, 'PUT', `svs-u/school/${school.id}`, { token: admin, body: upd });
    expect(res.status).toBe(200);
    expect((await app.em().findOneOrFail(School, school.id)).name).toBe('고친학교');

    const office41 = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '41' }));
    expectError(await call(app, 'PUT', `svs-u/school/${school.id}`, { token: office41, body: { ...upd, name: '남의 학교' } }), 404, 'NOT_FOUND');
    expect((await app.em().findOneOrFail(School, school.id)).name).toBe('고친학교');
  });
});

describe('centers', () => {
  const body = (o: Record<string, unknown> = {}) => ({
    code: `C-${uid()}`,
    name: '새센터',
    contact: '02-123-4567',
    educationOfficeId: 'B10',
    reqLocalCode: '11170',
    jurisdictionLocalList: ['11170', '11200'],
    jurisdictionSchoolList: [] as string[],
    ...o,
  });

  it('a SYSTEM_ADMIN creates a center with its jurisdiction; a duplicate code is 409', async () => {
    const school = await makeSchool(app, { sggCode: '11215' });
    const b = body({ jurisdictionSchoolList: [school.id] });
    const res = await call(app, 'POST', 'svs-u/center', { token: admin, body: b });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ code: b.code, name: '새센터', sdCode: '11', educationOfficeId: 'B10', reqLocalCode: '11170' });
    expect(res.body.jurisdictionLocalList.map((l: { code: string }) => l.code).sort()).toEqual(['11170', '11200']);
    expect(res.body.jurisdictionSchoolList.map((s: { id: string }) => s.id)).toEqual([school.id]);

    const dup = await call(app, 'POST', 'svs-u/center', { token: admin, body: { ...b, name: '또센터' } });
    expectError(dup, 409, 'DUPLICATE_CENTER_CODE');
    expect(await app.em().count(Center, { code: b.code })).toBe(1);
  });

  it('an education office creates centers only in its own 시도; a center manager not at all', async () => {
    const office = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }));
    expect((await call(app, 'POST', 'svs-u/center', { token: office, body: body() })).status).toBe(201);
    const other = body({ educationOfficeId: 'J10', reqLocalCode: '41111', jurisdictionLocalList: ['41111'] });
    expectError(await call(app, 'POST', 'svs-u/center', { token: office, body: other }), 403, 'FORBIDDEN');
    expect(await app.em().count(Center, { code: other.code })).toBe(0);

    const manager = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center: await makeCenter(app) }));
    const mine = body();
    expectError(await call(app, 'POST', 'svs-u/center', { token: manager, body: mine }), 403, 'FORBIDDEN');
    expect(await app.em().count(Center, { code: mine.code })).toBe(0);
  });

  it('refuses unknown or out-of-시도 jurisdiction with 400', async () => {
    const outside = await makeSchool(app, { sggCode: '41111' });
    for (const b of [
      body({ jurisdictionLocalList: ['99999'] }),
      body({ jurisdictionSchoolList: ['NOSUCH1'] }),
      body({ jurisdictionLocalList: ['41111'] }),
      body({ jurisdictionSchoolList: [outside.id] }),
      body({ educationOfficeId: 'Z99' }),
    ]) {
      expectError(await call(app, 'POST', 'svs-u/center', { token: admin, body: b }), 400, 'BAD_USER_INPUT');
      expect(await app.em().count(Center, { code: b.code })).toBe(0);
    }
  });

  it('updates: administrator and office change everything; the center’s own manager only its details', async () => {
    const center = await makeCenter(app, { locals: ['11230'] });
    const manager = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center }));
    const current = { code: center.code, name: center.name, educationOfficeId: 'B10', jurisdictionLocalList: ['11230'], jurisdictionSchoolList: [] };

    const own = await call(app, 'PUT', `svs-u/center/${center.id}`, { token: manager, body: { ...current, contact: '02-999-8888', email: 'center@example.org' } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await app.em().findOneOrFail(Center, center.id)).contact).toBe('02-999-8888');

    const widen = await call(app, 'PUT', `svs-u/center/${center.id}`, { token: manager, body: { ...current, jurisdictionLocalList: ['11230', '11260'] } });
    expectError(widen, 403, 'FORBIDDEN');
    const row = await app.em().findOneOrFail(Center, center.id, { populate: ['jurisdictionLocals'] });
    expect(row.jurisdictionLocals.getItems().map((l) => l.code)).toEqual(['11230']);

    const byAdmin = await call(app, 'PUT', `svs-u/center/${center.id}`, { token: admin, body: { ...current, name: '고친센터', jurisdictionLocalList: ['11260'] } });
    expect(byAdmin.status).toBe(200);
    const after = await app.em().findOneOrFail(Center, center.id, { populate: ['jurisdictionLocals'] });
    expect(after.name).toBe('고친센터');
    expect(after.jurisdictionLocals.getItems().map((l) => l.code)).toEqual(['11260']);

    const office41 = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '41' }));
    expectError(await call(app, 'PUT', `svs-u/center/${center.id}`, { token: office41, body: { ...current, name: '남의 센터' } }), 404, 'NOT_FOUND');
    expect((await app.em().findOneOrFail(Center, center.id)).name).toBe('고친센터');
  });

  it('delete (PUT svs-u/center/delete/{id}): not by its manager; by the office, after which it is gone from reads and lists', async () => {
    const center = await makeCenter(app, { locals: ['11290'] });
    const manager = await tokenFor(app, await makeAccount(app, RoleCode.CENTER_MANAGER, { center }));
    expectError(await call(app, 'PUT', `svs-u/center/delete/${center.id}`, { token: manager }), 403, 'FORBIDDEN');
    expect((await app.em().findOneOrFail(Center, center.id)).deleted).toBe(false);

    const office = await tokenFor(app, await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' }));
    const res = await call(app, 'PUT', `svs-u/center/delete/${center.id}`, { token: office });
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect((await app.em().findOneOrFail(Center, center.id)).deleted).toBe(true);
    expectError(await call(app, 'GET', `svs-u/center/${center.id}`, { token: admin }), 404, 'NOT_FOUND');
    const list = await call(app, 'GET', 'svs-u/center?size=100', { token: admin });
    expect(list.body.content.map((c: { id: number }) => c.id)).not.toContain(center.id);
    const picker = await call(app, 'GET', 'svs-c/center?size=100', { token: admin });
    expect(picker.body.content.map((c: { id: number }) => c.id)).not.toContain(center.id);
    // deleting twice is a 404
    expectError(await call(app, 'PUT', `svs-u/center/delete/${center.id}`, { token: office }), 404, 'NOT_FOUND');
  });
});
