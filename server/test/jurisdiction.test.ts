import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, AccountStatus } from '../src/modules/account/account.entity.js';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { Center } from '../src/modules/organization/center.entity.js';
import { School, SchoolAuthenticationCode } from '../src/modules/organization/school.entity.js';
import { call, clientToken, gql, makeAccount, makeCenter, makeSchool, signIn, startTestApp, tokenFor, type TestApp } from './harness.js';
import { accountRow, claims, expectError, expectGqlError, refreshCall, withoutRequestId } from './util.js';

/**
 * Two centers in different 시군구 of Seoul (A: 종로구 + one named school in 용산구, B: 중구), a school in 경기,
 * and users of each. Whatever lies outside a caller's jurisdiction answers exactly like a missing record.
 */
let app: TestApp;
let A: Center, B: Center;
let a1: School, a2: School, b1: School, g1: School;
type Acc = Account & { password: string };
let mgrA: Acc, memberA: Acc, mgrB: Acc, clientA1: Acc, teacherA1: Acc, clientB1: Acc, office11: Acc, admin: Acc;
const t: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  a1 = await makeSchool(app, { sggCode: '11110', code: 'A1CODE11' });
  a2 = await makeSchool(app, { sggCode: '11170', code: 'A2CODE22' });
  b1 = await makeSchool(app, { sggCode: '11140', code: 'B1CODE33' });
  g1 = await makeSchool(app, { sggCode: '41111', code: 'G1CODE44' });
  A = await makeCenter(app, { locals: ['11110'], schools: [a2.id] });
  B = await makeCenter(app, { locals: ['11140'] });
  await makeCenter(app, { sdCode: '41', locals: ['41111'] });
  mgrA = await makeAccount(app, RoleCode.CENTER_MANAGER, { center: A });
  memberA = await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A });
  mgrB = await makeAccount(app, RoleCode.CENTER_MANAGER, { center: B });
  clientA1 = await makeAccount(app, RoleCode.CLIENT, { school: a1 });
  teacherA1 = await makeAccount(app, RoleCode.MEMBER, { school: a1 });
  clientB1 = await makeAccount(app, RoleCode.CLIENT, { school: b1 });
  await makeAccount(app, RoleCode.CLIENT, { school: g1 });
  office11 = await makeAccount(app, RoleCode.EDUCATION_OFFICE, { sdCode: '11' });
  admin = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
  for (const [k, acc] of Object.entries({ mgrA, memberA, mgrB, clientA1, teacherA1, clientB1, office11, admin })) t[k] = await tokenFor(app, acc);
});
afterAll(() => app?.stop());

const ids = (page: { content: { id: any }[] }) => page.content.map((r) => r.id);
const centerBody = (c: Center, o: Record<string, unknown> = {}) => ({
  code: c.code,
  name: c.name,
  educationOfficeId: 'B10',
  jurisdictionLocalList: [],
  jurisdictionSchoolList: [],
  ...o,
});
const schoolBody = (s: School, o: Record<string, unknown> = {}) => ({ name: s.name, type: s.type, sggCode: s.sggCode, educationOfficeId: 'B10', ...o });
const accountBody = (a: Acc, o: Record<string, unknown>) => ({ name: a.name, email: a.email, mobile: a.mobile, status: 'ACTIVE', ...o });

/** Accounts a center covers, straight from the tables: its own staff and the users of the schools it covers. */
async function accountIdsOfCenter(center: Center, schoolIds: string[]) {
  const rows = await app.em().find(Account, {
    status: { $ne: AccountStatus.DELETED },
    $or: [{ center: center.id }, { school: { $in: schoolIds } }],
  });
  return rows.map((r) => r.id).sort((x, y) => x - y);
}

describe('a center manager and records of another center', () => {
  it('reads its own center; another center answers 404 exactly like a missing one (REST and GraphQL)', async () => {
    const own = await call(app, 'GET', `svs-u/center/${A.id}`, { token: t.mgrA });
    expect(own.status).toBe(200);
    expect(own.body.jurisdictionLocalList.map((l: { code: string }) => l.code)).toEqual(['11110']);
    expect(own.body.jurisdictionSchoolList.map((s: { id: string }) => s.id)).toEqual([a2.id]);

    const other = await call(app, 'GET', `svs-u/center/${B.id}`, { token: t.mgrA });
    const missing = await call(app, 'GET', 'svs-u/center/987654', { token: t.mgrA });
    expectError(other, 404, 'NOT_FOUND');
    expect(withoutRequestId(other.body)).toEqual(withoutRequestId(missing.body));
    expect(JSON.stringify(other.body)).not.toContain(B.name);

    const Q = 'query($id: Int!) { center(id: $id) { id name } }';
    expect((await gql(app, Q, { id: A.id }, t.mgrA)).body.data.center.id).toBe(A.id);
    const g = await gql(app, Q, { id: B.id }, t.mgrA);
    expectGqlError(g, 404, 'NOT_FOUND');
    expect(g.body.errors![0].message).toBe((await gql(app, Q, { id: 987654 }, t.mgrA)).body.errors![0].message);
  });

  it('reads the schools its center covers (by 시군구 and by name); another center’s school is 404', async () => {
    for (const s of [a1, a2]) expect((await call(app, 'GET', `svs-u/school/${s.id}`, { token: t.mgrA })).status).toBe(200);
    const other = await call(app, 'GET', `svs-u/school/${b1.id}`, { token: t.mgrA });
    expectError(other, 404, 'NOT_FOUND');
    expect(withoutRequestId(other.body)).toEqual(withoutRequestId((await call(app, 'GET', 'svs-u/school/NOSUCH99', { token: t.mgrA })).body));
    expect(JSON.stringify(other.body)).not.toContain(b1.name);

    const Q = 'query($id: ID!) { school(id: $id) { id name } }';
    expect((await gql(app, Q, { id: a2.id }, t.mgrA)).body.data.school.name).toBe(a2.name);
    expectGqlError(await gql(app, Q, { id: b1.id }, t.mgrA), 404, 'NOT_FOUND');
    // and the other way round
    expectError(await call(app, 'GET', `svs-u/school/${a1.id}`, { token: t.mgrB }), 404, 'NOT_FOUND');
  });

  it('reads accounts of its center and schools; another center’s accounts are 404', async () => {
    const own = await call(app, 'GET', `svs-u/account/${clientA1.id}`, { token: t.mgrA });
    expect(own.status).toBe(200);
    expect(own.body.mobile).toBe(clientA1.mobile);
    for (const other of [clientB1, mgrB]) {
      const res = await call(app, 'GET', `svs-u/account/${other.id}`, { token: t.mgrA });
      expectError(res, 404, 'NOT_FOUND');
      expect(withoutRequestId(res.body)).toEqual(withoutRequestId((await call(app, 'GET', 'svs-u/account/999999', { token: t.mgrA })).body));
      expect(JSON.stringify(res.body)).not.toContain(other.loginId);
    }
    const Q = 'query($id: Int!) { account(id: $id) { id loginId } }';
    expect((await gql(app, Q, { id: memberA.id }, t.mgrA)).body.data.account.loginId).toBe(memberA.loginId);
    expectGqlError(await gql(app, Q, { id: clientB1.id }, t.mgrA), 404, 'NOT_FOUND');
  });

  it('lists only its own records, and totalElements counts only those (REST and GraphQL)', async () => {
    const centers = await call(app, 'GET', 'svs-u/center', { token: t.mgrA });
    expect(centers.status).toBe(200);
    expect(ids(centers.body)).toEqual([A.id]);
    expect(centers.body.totalElements).toBe(1);

    const schools = await call(app, 'GET', 'svs-u/school?size=100', { token: t.mgrA });
    expect(new Set(ids(schools.body))).toEqual(new Set([a1.id, a2.id]));
    expect(schools.body.totalElements).toBe(2);
    const paged = await call(app, 'GET', 'svs-u/school?size=1&page=2', { token: t.mgrA });
    expect(paged.body).toMatchObject({ totalElements: 2, totalPages: 2, current: 2, last: true });
    expect(paged.body.content).toHaveLength(1);

    const expected = await accountIdsOfCenter(A, [a1.id, a2.id]);
    expect(expected).toEqual(expect.arrayContaining([mgrA.id, memberA.id, clientA1.id, teacherA1.id]));
    const accounts = await call(app, 'GET', 'svs-u/account?size=100', { token: t.mgrA });
    expect(accounts.status).toBe(200);
    expect(ids(accounts.body).sort((x: number, y: number) => x - y)).toEqual(expected);
    expect(accounts.body.totalElements).toBe(expected.length);
    expect(ids(accounts.body)).not.toContain(clientB1.id);

    const g = await gql(
      app,
      `{ centers { totalElements content { id } } schools(size: 100) { totalElements content { id } } accounts(size: 100) { totalElements content { id } } }`,
      {},
      t.mgrA,
    );
    expect(g.body.errors).toBeUndefined();
    expect(ids(g.body.data.centers)).toEqual([A.id]);
    expect(g.body.data.centers.totalElements).toBe(1);
    expect(new Set(ids(g.body.data.schools))).toEqual(new Set([a1.id, a2.id]));
    expect(g.body.data.schools.totalElements).toBe(2);
    expect(ids(g.body.data.accounts).sort((x: number, y: number) => x - y)).toEqual(expected);
    expect(g.body.data.accounts.totalElements).toBe(expected.length);
  });

  it('cannot change another center, its schools or its accounts; nothing changes in the database', async () => {
    expectError(await call(app, 'PUT', `svs-u/center/${B.id}`, { token: t.mgrA, body: centerBody(B, { name: '빼앗긴 센터' }) }), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', `svs-u/center/delete/${B.id}`, { token: t.mgrA }), 404, 'NOT_FOUND');
    expectGqlError(
      await gql(app, 'mutation($id: Int!, $input: CenterInput!) { updateCenter(id: $id, input: $input) { id } }', { id: B.id, input: centerBody(B, { name: '빼앗긴 센터' }) }, t.mgrA),
      404,
      'NOT_FOUND',
    );
    const b = await app.em().findOneOrFail(Center, B.id, { populate: ['jurisdictionLocals'] });
    expect(b.name).toBe(B.name);
    expect(b.deleted).toBe(false);
    expect(b.jurisdictionLocals.getItems().map((l) => l.code)).toEqual(['11140']);

    expectError(await call(app, 'PUT', `svs-u/school/${b1.id}`, { token: t.mgrA, body: schoolBody(b1, { name: '바뀐 학교' }) }), 404, 'NOT_FOUND');
    expect((await app.em().findOneOrFail(School, b1.id)).name).toBe(b1.name);

    expectError(
      await call(app, 'PUT', `svs-u/account/${clientB1.id}`, { token: t.mgrA, body: accountBody(clientB1, { role: 'CLIENT', schoolId: b1.id, status: 'DISABLED' }) }),
      404,
      'NOT_FOUND',
    );
    expectError(await call(app, 'PUT', `svs-u/account/delete/${clientB1.id}`, { token: t.mgrA }), 404, 'NOT_FOUND');
    expectGqlError(await gql(app, 'mutation($id: Int!) { deleteAccount(id: $id) }', { id: clientB1.id }, t.mgrA), 404, 'NOT_FOUND');
    expect((await accountRow(app, clientB1.id)).status).toBe(AccountStatus.ACTIVE);
    expect((await signIn(app, clientB1.loginId)).res.status).toBe(200);
  });

  it('cannot move its own users into another center’s jurisdiction', async () => {
    const target = await makeAccount(app, RoleCode.CLIENT, { school: a1 });
    const res = await call(app, 'PUT', `svs-u/account/${target.id}`, { token: t.mgrA, body: accountBody(target, { role: 'CLIENT', schoolId: b1.id }) });
    expectError(res, 403, 'FORBIDDEN');
    expect((await accountRow(app, target.id)).school?.id).toBe(a1.id);

    const staff = await makeAccount(app, RoleCode.CENTER_MEMBER, { center: A });
    const moved = await call(app, 'PUT', `svs-u/account/${staff.id}`, { token: t.mgrA, body: accountBody(staff, { role: 'CENTER_MEMBER', centerId: B.id }) });
    expectError(moved, 403, 'FORBIDDEN');
    expect((await accountRow(app, staff.id)).center?.id).toBe(A.id);

    // nor create one there
    const created = await call(app, 'POST', 'svs-u/account', {
      token: t.mgrA,
      body: { loginId: 'planted_user', password: 'Passw0rd!', name: '심기', email: 'plant@example.org', mobile: '01011112222', role: 'CLIENT', schoolId: b1.id },
    });
    expectError(created, 403, 'FORBIDDEN');
    expect(await app.em().count(Account, { loginId: 'planted_user' })).toBe(0);
  });

  it('may not edit the schools it covers (schools are the office’s and the administrator’s)', async () => {
    const res = await call(app, 'PUT', `svs-u/school/${a1.id}`, { token: t.mgrA, body: schoolBody(a1, { name: '바뀐 이름' }) });
    expectError(res, 403, 'FORBIDDEN');
    expect((await app.em().findOneOrFail(School, a1.id)).name).toBe(a1.name);
  });
});

describe('education office, school users and menu ids', () => {
  it('an education office of 시도 11 sees 11’s schools, centers and accounts, not 41’s', async () => {
    expect((await call(app, 'GET', `svs-u/school/${b1.id}`, { token: t.office11 })).status).toBe(200);
    expectError(await call(app, 'GET', `svs-u/school/${g1.id}`, { token: t.office11 }), 404, 'NOT_FOUND');

    const schools = await call(app, 'GET', 'svs-u/school?size=100', { token: t.office11 });
    const seoul = await app.em().count(School, { sdCode: '11' });
    expect(schools.body.totalElements).toBe(seoul);
    expect(schools.body.content.every((s: { sdCode: string }) => s.sdCode === '11')).toBe(true);
    expect(ids(schools.body)).toEqual(expect.arrayContaining([a1.id, a2.id, b1.id]));
    expect(ids(schools.body)).not.toContain(g1.id);
    // asking for 41 explicitly gives nothing
    const asked = await call(app, 'GET', 'svs-u/school?sdCode=41', { token: t.office11 });
    expect(asked.body).toMatchObject({ totalElements: 0, empty: true });

    const centers = await call(app, 'GET', 'svs-u/center?size=100', { token: t.office11 });
    expect(centers.body.content.every((c: { sdCode: string }) => c.sdCode === '11')).toBe(true);
    expect(centers.body.totalElements).toBe(await app.em().count(Center, { sdCode: '11', deleted: false }));

    const accounts = await call(app, 'GET', 'svs-u/account?size=100', { token: t.office11 });
    expect(accounts.body.content.every((a: { sdCode: string }) => a.sdCode === '11')).toBe(true);
    expect(accounts.body.totalElements).toBe(await app.em().count(Account, { sdCode: '11', status: { $ne: AccountStatus.DELETED } }));
  });

  it('a CLIENT or MEMBER sees only its own school (and the centers covering it)', async () => {
    for (const token of [t.clientA1, t.teacherA1]) {
      const own = await call(app, 'GET', `svs-u/school/${a1.id}`, { token });
      expect(own.status).toBe(200);
      expect(own.body.id).toBe(a1.id);
      for (const s of [a2, b1, g1]) expectError(await call(app, 'GET', `svs-u/school/${s.id}`, { token }), 404, 'NOT_FOUND');
      expect((await call(app, 'GET', `svs-u/center/${A.id}`, { token })).status).toBe(200);
      expectError(await call(app, 'GET', `svs-u/center/${B.id}`, { token }), 404, 'NOT_FOUND');
      // lists need menu ids they do not have
      expectError(await call(app, 'GET', 'svs-u/school', { token }), 403, 'FORBIDDEN');
      expectError(await call(app, 'GET', 'svs-u/account', { token }), 403, 'FORBIDDEN');
      expectGqlError(await gql(app, 'query($id: ID!) { school(id: $id) { id } }', { id: b1.id }, token), 404, 'NOT_FOUND');
    }
  });

  it('a role without the menu id gets 403 FORBIDDEN (CENTER_MEMBER on accounts, 00013)', async () => {
    expect(claims(t.memberA).permissions).not.toContain('00013');
    expectError(await call(app, 'GET', 'svs-u/account', { token: t.memberA }), 403, 'FORBIDDEN', '요청한 작업에 대한 권한이 없습니다.');
    expectError(await call(app, 'GET', `svs-u/account/${clientA1.id}`, { token: t.memberA }), 403, 'FORBIDDEN');
    expectError(await call(app, 'GET', 'svs-u/center', { token: t.memberA }), 403, 'FORBIDDEN');
    expectGqlError(await gql(app, '{ accounts { totalElements } }', {}, t.memberA), 403, 'FORBIDDEN');
    expectGqlError(await gql(app, '{ centers { totalElements } }', {}, t.memberA), 403, 'FORBIDDEN');
    // while the calls its menu ids allow work
    expect((await call(app, 'GET', 'svs-u/school', { token: t.memberA })).status).toBe(200);
  });

  it('no token → 401', async () => {
    for (const path of ['svs-u/center', `svs-u/center/${A.id}`, `svs-u/school/${a1.id}`, 'svs-u/account', `svs-u/account/${clientA1.id}`]) {
      expectError(await call(app, 'GET', path), 401, 'UNAUTHENTICATED');
    }
    expectGqlError(await gql(app, '{ centers { totalElements } }'), 401, 'UNAUTHENTICATED');
    expectGqlError(await gql(app, 'query($id: ID!) { school(id: $id) { id } }', { id: a1.id }), 401, 'UNAUTHENTICATED');
  });
});

describe('school authentication code', () => {
  it('staff of A read and set their schools’ codes but not B’s', async () => {
    const own = await call(app, 'GET', `svs-u/school/authentication-code?schoolId=${a1.id}`, { token: t.mgrA });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ schoolId: a1.id, code: 'A1CODE11' });

    expectError(await call(app, 'GET', `svs-u/school/authentication-code?schoolId=${b1.id}`, { token: t.mgrA }), 404, 'NOT_FOUND');
    expectGqlError(await gql(app, 'query($s: ID!) { schoolAuthenticationCode(schoolId: $s) { code } }', { s: b1.id }, t.mgrA), 404, 'NOT_FOUND');
    expectError(await call(app, 'PUT', 'svs-u/school/authentication-code', { token: t.mgrA, body: { schoolId: b1.id, code: 'STOLEN99' } }), 404, 'NOT_FOUND');
    expect((await app.em().findOneOrFail(SchoolAuthenticationCode, { school: b1.id })).code).toBe('B1CODE33');
  });

  it('a CLIENT entering the right code of its school gets authenticationCodeStatus Y on its next token', async () => {
    const user = await makeAccount(app, RoleCode.CLIENT, { school: a1 });
    const first = await signIn(app, user.loginId);
    expect(claims(first.token!).authenticationCodeStatus).toBe('N');

    const wrong = await call(app, 'POST', 'svs-c/school/authentication-code/check', { token: first.token, body: { enteredCode: 'WRONG000' } });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toBe(false);
    expect((await accountRow(app, user.id)).authenticationCodeStatus).toBe('N');

    const right = await call(app, 'POST', 'svs-c/school/authentication-code/check', { token: first.token, body: { enteredCode: 'A1CODE11' } });
    expect(right.status).toBe(200);
    expect(right.body).toBe(true);
    expect((await accountRow(app, user.id)).authenticationCodeStatus).toBe('Y');

    const refreshed = await refreshCall(app, first.refresh!);
    expect(claims(refreshed.body.access_token).authenticationCodeStatus).toBe('Y');
    expect(claims((await signIn(app, user.loginId)).token!).authenticationCodeStatus).toBe('Y');
  });

  it('a wrong code, or another school’s right code, answers false and changes nothing', async () => {
    const user = await makeAccount(app, RoleCode.CLIENT, { school: a1 });
    const token = await tokenFor(app, user);
    const gqlCheck = 'mutation($input: AuthenticationCodeCheckInput!) { checkSchoolAuthenticationCode(input: $input) }';
    expect((await gql(app, gqlCheck, { input: { enteredCode: 'B1CODE33' } }, token)).body.data.checkSchoolAuthenticationCode).toBe(false);
    expect((await call(app, 'POST', 'svs-u/school/authentication-code/check', { token, body: { enteredCode: 'a1code11' } })).body).toBe(false);
    // the right code of another school answers like a wrong one: nothing to learn by probing
    expect((await call(app, 'POST', 'svs-c/school/authentication-code/check', { token, body: { code: b1.id, enteredCode: 'B1CODE33' } })).body).toBe(false);
    expect((await accountRow(app, user.id)).authenticationCodeStatus).toBe('N');
    expect(claims(await tokenFor(app, user)).authenticationCodeStatus).toBe('N');
  });

  it('with a client-credentials token the check only answers', async () => {
    const ct = await clientToken(app);
    const before = await app.em().count(Account, { authenticationCodeStatus: 'Y' });
    expect((await call(app, 'POST', 'svs-c/school/authentication-code/check', { token: ct, body: { code: a1.id, enteredCode: 'A1CODE11' } })).body).toBe(true);
    expect((await call(app, 'POST', 'svs-c/school/authentication-code/check', { token: ct, body: { code: a1.id, enteredCode: 'nope' } })).body).toBe(false);
    expect(await app.em().count(Account, { authenticationCodeStatus: 'Y' })).toBe(before);
    // a client token cannot use the staff door
    expectError(await call(app, 'POST', 'svs-u/school/authentication-code/check', { token: ct, body: { code: a1.id, enteredCode: 'A1CODE11' } }), 403, 'FORBIDDEN');
  });
});
