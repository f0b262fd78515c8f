import type { RoleCode } from '../../gql/graphql';
import { isKeptBy } from '../../app/menus';

/** Role → the menu ids it holds. */
export type Grants = Partial<Record<RoleCode, string[]>>;

/** A menu the role always keeps (the server's menu table `keptBy`; the server refuses to drop it). */
export const isLocked = (role: RoleCode, menuId: string) => isKeptBy(role, menuId);

export function toggle(grants: Grants, role: RoleCode, menuId: string, on: boolean): Grants {
  if (isLocked(role, menuId) && !on) return grants;
  const current = new Set(grants[role] ?? []);
  if (on) current.add(menuId);
  else current.delete(menuId);
  return { ...grants, [role]: [...current].sort() };
}

const same = (a: string[] = [], b: string[] = []) => a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

/** Roles whose menu ids differ from what the server has. */
export function changedRoles(saved: Grants, edited: Grants): RoleCode[] {
  return (Object.keys(edited) as RoleCode[]).filter((r) => !same(saved[r], edited[r]));
}
