import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { AccountStatus } from '../src/modules/account/account.entity.js';
import { advanceClock, resetClock } from '../src/platform/clock.js';
import { call, clientToken, gql, makeAccount, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

describe('hardening', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    resetClock();
    await app?.stop();
  });

  it('ends a disabled account’s access at once, not when its token expires (REST and GraphQL)', async () => {
    const admin = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const victim = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const token = await tokenFor(app, victim);
    expect((await call(app, 'GET', 'svs-u/account', { token })).status).toBe(200);
    const em = app.em();
    await em.nativeUpdate('Account', { id: victim.id }, { status: AccountStatus.DISABLED });
    const rest = await call(app, 'GET', 'svs-u/account', { token });
    expect(rest.status).toBe(401);
    expect(rest.body.code).toBe('INVALID_TOKEN');
    const g = await gql(app, '{ accounts { totalElements } }', {}, token);
    expect(g.status).toBe(401);
    expect(g.body.errors?.[0].extensions.code).toBe('INVALID_TOKEN');
    // the administrator who did it is unaffected
    expect((await call(app, 'GET', 'svs-u/account', { token: await tokenFor(app, admin) })).status).toBe(200);
  });

  it('makes a token of the old role stop working after a role change', async () => {
    const user = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const token = await tokenFor(app, user);
    await app.em().nativeUpdate('Account', { id: user.id }, { role: RoleCode.EDUCATION_MINISTRY });
    expect((await call(app, 'GET', 'svs-u/account/me', { token })).status).toBe(401);
    const fresh = await tokenFor(app, user);
    expect((await call(app, 'GET', 'svs-u/account/me', { token: fresh })).body.role).toBe('EDUCATION_MINISTRY');
  });

  it('accepts the bearer scheme in any letter case', async () => {
    const user = await makeAccount(app, RoleCode.MEMBER, { school: await makeSchool(app) });
    const token = await tokenFor(app, user);
    const res = await call(app, 'GET', 'svs-u/account/me', { headers: { authorization: `bearer ${token}` } });
    expect(res.status).toBe(200);
  });

  it('stops guessing school codes with a client token after 10 tries in 15 minutes', async () => {
    const school = await makeSchool(app, { code: '55556666' });
    const token = await clientToken(app);
    const guess = (enteredCode: string) => call(app, 'POST', 'svs-c/school/authentication-code/check', { token, body: { code: school.id, enteredCode } });
    for (let i = 0; i < 10; i++) expect((await guess(String(10000000 + i))).body).toBe(false);
    const blocked = await guess('55556666');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');
    advanceClock(15 * 60_000 + 1000);
    expect((await guess('55556666')).body).toBe(true);
    resetClock();
  });

  it('never lets a school user learn another school’s code, and limits its guesses', async () => {
    const mine = await makeSchool(app, { code: '11112222' });
    const other = await makeSchool(app, { code: '99998888' });
    const client = await makeAccount(app, RoleCode.CLIENT, { school: mine });
    const token = await tokenFor(app, client);
    const check = (code: string | undefined, enteredCode: string) =>
      call(app, 'POST', 'svs-u/school/authentication-code/check', { token, body: { ...(code ? { code } : {}), enteredCode } });
    // the right code of another school answers exactly like a wrong one
    expect(await check(other.id, '99998888')).toMatchObject({ status: 200, body: false });
    for (let i = 0; i < 9; i++) await check(undefined, '00000000');
    expect((await check(undefined, '11112222')).status).toBe(429);
  });

  it('answers 409, not 500, when two requests create the same school at once', async () => {
    const admin = await makeAccount(app, RoleCode.SYSTEM_ADMIN);
    const token = await tokenFor(app, admin);
    const body = { id: 'RACE0001', name: '동시학교', type: 'ELEMENTARY', sggCode: '11110', educationOfficeId: 'B10' };
    const results = await Promise.all(Array.from({ length: 4 }, () => call(app, 'POST', 'svs-u/school', { token, body })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
  });
});
