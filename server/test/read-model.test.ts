import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RoleCode } from '../src/modules/account/role.entity.js';
import { all, part, readRows } from '../src/platform/db/read.js';
import { call, gql, makeAccount, makeCenter, makeSchool, startTestApp, tokenFor, type TestApp } from './harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('read models (platform/db/read.ts)', () => {
  it('answer timestamps as Dates, in a transaction and out of one', async () => {
    const q = part(`select now() as at, null::text as nothing, ? as given`, 'x');
    const em = app.orm.em.fork() as EntityManager;
    const [out] = await readRows<Record<string, unknown>>(em, q);
    const [inside] = await em.transactional((t) => readRows<Record<string, unknown>>(t, q));
    for (const row of [out, inside]) {
      expect(row.at).toBeInstanceOf(Date);
      expect(Math.abs((row.at as Date).getTime() - Date.now())).toBeLessThan(60_000);
      expect(row.given).toBe('x');
    }
    expect(all([part('1 = ?', 1), false, part('2 = ?', 2)])).toEqual({ text: '(1 = ?) and (2 = ?)', values: [1, 2] });
  });

  it('lists read through them give the same fields on both doors, with dates and masked phone numbers', async () => {
    const school = await makeSchool(app);
    await makeCenter(app, { schools: [school.id] });
    const member = await makeAccount(app, RoleCode.MEMBER, { school });
    const admin = await tokenFor(app, await makeAccount(app, RoleCode.SYSTEM_ADMIN));
    const g = await gql(
      app,
      `query($k: String) { accounts(keyword: $k) { content { id loginId mobile createdAt schoolName roleName } }
        schools(keyword: $k) { content { id createdAt educationOfficeName } } centers { content { id createdAt } } myAlarms { content { id createdAt } } }`,
      { k: member.loginId },
      admin,
    );
    expect(g.body.errors).toBeUndefined();
    const [row] = g.body.data.accounts.content;
    expect(row).toMatchObject({ id: member.id, loginId: member.loginId, schoolName: school.name });
    expect(row.mobile).toMatch(/^\d{3}-\*{4}-\d{4}$/);
    expect(new Date(row.createdAt).getTime()).toBeGreaterThan(Date.now() - 600_000);
    expect(g.body.data.centers.content[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const rest = await call(app, 'get', `svs-u/account?keyword=${member.loginId}`, { token: admin });
    expect(rest.body.content[0]).toMatchObject({ ...row, createdAt: row.createdAt });
    expect(rest.body.content[0]).not.toHaveProperty('number'); // null in SQL: absent, as the OpenAPI document says
  });
});
