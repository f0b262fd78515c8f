import { requireUser } from '../../platform/auth/access.js';
import { MENU, MENU_TABLE, type MenuEntry } from '../../platform/auth/menus.js';
import type { Ctx } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import type { RolePermissionInput } from './account.inputs.js';
import { Menu, RoleCode, UserRole } from './role.entity.js';

/** Roles and their menu permissions (the menu permission screen); a token carries its role's menu ids (principalOf). */

export async function listRoles(ctx: Ctx): Promise<UserRole[]> {
  return ctx.em.find(UserRole, {}, { populate: ['menus'], orderBy: { sortOrder: 'asc' } });
}

export async function getRole(ctx: Ctx, id: string): Promise<UserRole> {
  const role = await ctx.em.findOne(UserRole, { id: id as RoleCode }, { populate: ['menus'] });
  if (!role) throw Errors.notFound('존재하지 않는 역할입니다.');
  return role;
}

/** Replaces a role's menu ids. Tokens issued afterwards carry the new list. */
export async function setRolePermissions(ctx: Ctx, id: string, input: RolePermissionInput): Promise<UserRole> {
  const role = await getRole(ctx, id);
  const ids = [...new Set(input.permissions)];
  const menus = ids.length ? await ctx.em.find(Menu, { id: { $in: ids } }) : [];
  if (menus.length !== ids.length) throw Errors.badInput('존재하지 않는 메뉴 권한이 있습니다.');
  const dropped = MENU_TABLE.find((m: MenuEntry) => m.keptBy?.includes(role.id) && !ids.includes(m.id));
  if (dropped) throw Errors.badInput(`${role.name}의 ${dropped.name}(${dropped.id}) 권한은 해제할 수 없습니다.`);
  role.menus.set(menus);
  await ctx.em.flush();
  return role;
}

/** The menu catalogue, marked with what a role (or, without one, the caller) holds. */
export async function listPermissions(ctx: Ctx, roleId?: string): Promise<{ menu: Menu; granted: boolean }[]> {
  const p = requireUser(ctx.principal);
  if (roleId && !p.permissions.includes(MENU.MENU_PERMISSION)) throw Errors.forbidden();
  const menus = await ctx.em.find(Menu, {}, { orderBy: { sortOrder: 'asc' } });
  const granted = new Set(roleId ? (await getRole(ctx, roleId)).menus.getItems().map((m) => m.id) : p.permissions);
  return menus.map((menu) => ({ menu, granted: granted.has(menu.id) }));
}
