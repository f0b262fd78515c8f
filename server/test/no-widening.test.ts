import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { Account } from '../src/modules/account/account.entity.js';
import { Center } from '../src/modules/organization/center.entity.js';
import { call, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

describe('managers cannot widen anyone’s reach', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  const body = (c: Center, over: Record<string, unknown> = {}) => ({
    code: c.code,
    name: c.name,
    educationOfficeId: 'B10',
    jurisdictionLocalList: ['11110'],
    jurisdictionSchoolList: [],
    ...over,
  });

  it("lets a center's manager edit contact details but not its jurisdiction", async () => {
    const center = await makeCenter(app, { locals: ['11110'] });
    const manager = await makeAccount(app, RoleCode.CENTER_MANAGER, { center });
    const token = await tokenFor(app, manager);

    const ok = await call(app, 'PUT', `svs-u/center/${center.id}`, { token, body: body(center, { contact: '02-123-4567' }) });
    expect(ok.status).toBe(200);
    expect(ok.body.contact).toBe('02-123-4567');

    const wider = await call(app, 'PUT', `svs-u/center/${center.id}`, { token, body: body(center, { jurisdictionLocalList: ['11110', '11140'] }) });
    expect(wider.status).toBe(403);
    const after = await app.em().findOneOrFail(Center, center.id, { populate: ['jurisdictionLocals'] });
    expect(after.jurisdictionLocals.getItems().map((l) => l.code)).toEqual(['11110']);
  });

  it('keeps the jurisdiction inside the center’s 시도, even for an administrator', async () => {
    const center = await makeCenter(app, { locals: ['11110'] });
    const gyeonggiSchool = await makeSchool(app, { sggCode: '41111' });
    const admin = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const token = await tokenFor(app, admin);
    const res = await call(app, 'PUT', `svs-u/center/${center.id}`, { token, body: body(center, { jurisdictionSchoolList: [gyeonggiSchool.id] }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('관할 지역과 학교는 센터와 같은 시도에 있어야 합니다.');
  });

  it('lets a center manager place accounts only in schools of its own jurisdiction', async () => {
    const mine = await makeSchool(app, { sggCode: '11170' });
    const theirs = await makeSchool(app, { sggCode: '11170' });
    const center = await makeCenter(app, { schools: [mine.id] });
    const manager = await makeAccount(app, RoleCode.CENTER_MANAGER, { center });
    const member = await makeAccount(app, RoleCode.MEMBER, { school: mine });
    const token = await tokenFor(app, manager);
    const update = (schoolId: string) =>
      call(app, 'PUT', `svs-u/account/${member.id}`, {
        token,
        body: { name: member.name, email: member.email, mobile: '010-1234-5678', role: 'MEMBER', schoolId, status: 'ACTIVE' },
      });
    expect((await update(theirs.id)).status).toBe(403);
    expect((await app.em().findOneOrFail(Account, member.id)).school?.id).toBe(mine.id);
    expect((await update(mine.id)).status).toBe(200);
  });

  it('does not let a center manager make more center managers', async () => {
    const center = await makeCenter(app, { locals: ['11110'] });
    const manager = await makeAccount(app, RoleCode.CENTER_MANAGER, { center });
    const member = await makeAccount(app, RoleCode.CENTER_MEMBER, { center });
    const token = await tokenFor(app, manager);
    const profile = { name: '새 직원', email: 'staff@example.org', mobile: '010-2222-3333', centerId: center.id };
    const created = await call(app, 'POST', 'svs-u/account', { token, body: { ...profile, loginId: 'newmgr1', password: 'Abcd123!@', role: 'CENTER_MANAGER' } });
    expect(created.status).toBe(403);
    expect(await app.em().count(Account, { loginId: 'newmgr1' })).toBe(0);
    const promoted = await call(app, 'PUT', `svs-u/account/${member.id}`, { token, body: { ...profile, role: 'CENTER_MANAGER', status: 'ACTIVE' } });
    expect(promoted.status).toBe(403);
    expect((await app.em().findOneOrFail(Account, member.id, { populate: ['role'] })).role.id).toBe(RoleCode.CENTER_MEMBER);
    const ok = await call(app, 'POST', 'svs-u/account', { token, body: { ...profile, loginId: 'newstaff1', password: 'Abcd123!@', role: 'CENTER_MEMBER' } });
    expect(ok.status).toBe(201);
  });
});
