import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Menu, UserRole } from '../src/modules/account/role.entity.js';
import { MENU, MENU_TABLE, openableMenus } from '../src/platform/auth/menus.js';
import { RoleCode } from '../src/platform/auth/roles.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * The menu table is declared once (platform/auth/menus.ts): the database's `menu` rows, the client's copy
 * (schema/menus.json) and the menus the roles are seeded with all come from it and must not drift from it.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

it('the seeded menu rows are the table, in its order, with its names and paths', async () => {
  const rows = await app.em().find(Menu, {}, { orderBy: { sortOrder: 'asc' } });
  expect(rows.map((m) => ({ id: m.id, name: m.name, paths: m.paths }))).toEqual(MENU_TABLE.map(({ id, name, paths }) => ({ id, name, paths })));
});

it('every role is seeded with menus of the table only, and only SYSTEM_ADMIN holds the system-administrator menus', async () => {
  const ids = new Set<string>(Object.values(MENU));
  const roles = await app.em().find(UserRole, {}, { populate: ['menus'] });
  expect(roles.length).toBeGreaterThan(0);
  for (const r of roles) {
    const held = r.menus.getItems().map((m) => m.id);
    for (const id of held) expect(ids.has(id), `${r.id} ${id}`).toBe(true);
    expect(held.includes(MENU.ACCESS_LOG), r.id).toBe(r.id === 'SYSTEM_ADMIN');
    expect(held.includes(MENU.RETENTION), r.id).toBe(r.id === 'SYSTEM_ADMIN');
  }
});

it("the client's copy (schema/menus.json) is the table", () => {
  const json = JSON.parse(readFileSync(new URL('../../schema/menus.json', import.meta.url), 'utf8'));
  expect(json).toEqual(JSON.parse(JSON.stringify(MENU_TABLE)));
});

it("a role's token leaves out a menu held to other roles, whatever it is granted; the admin screen of requests is the centers'", () => {
  expect(openableMenus(RoleCode.EDUCATION_MINISTRY, [MENU.ACCESS_LOG, MENU.NOTICE])).toEqual([MENU.NOTICE]);
  expect(openableMenus(RoleCode.SYSTEM_ADMIN, [MENU.NOTICE, MENU.ACCESS_LOG])).toEqual([MENU.NOTICE, MENU.ACCESS_LOG]);
  const screen = MENU_TABLE.find((m) => m.id === MENU.REQUEST_HISTORY)!.screens!.find((s) => s.path === '/auth/request-hist/admin')!;
  expect(screen.roles).not.toContain(RoleCode.CLIENT);
  expect(screen.roles).not.toContain(RoleCode.MEMBER);
  expect(screen.roles).toContain(RoleCode.CENTER_MEMBER);
});
