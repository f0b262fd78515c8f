import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';

/**
 * Who may manage which account in user management. The service calls these before every change; GraphQL serves
 * the answers (`Account.can`, `abilities.assignableRoles`) so the client shows only what will work.
 * Jurisdiction (which accounts a manager reaches at all) is platform/auth/jurisdiction.ts.
 */

/** Roles a non-administrator may hand out or manage. */
const STAFF_MANAGED = [RoleCode.CLIENT, RoleCode.MEMBER, RoleCode.CENTER_MEMBER, RoleCode.CENTER_MANAGER];
const ALL_ROLES = Object.values(RoleCode);

interface Target {
  id: number;
  role: RoleCode;
}

export const accountPolicy = {
  /** Roles the caller may give an account (on creation or by a role change). A center manager cannot make managers. */
  assignableRoles(p: UserPrincipal): RoleCode[] {
    if (p.role === RoleCode.SYSTEM_ADMIN) return ALL_ROLES;
    if (p.role === RoleCode.CENTER_MANAGER) return STAFF_MANAGED.filter((r) => r !== RoleCode.CENTER_MANAGER);
    return STAFF_MANAGED;
  },
  /** Edit the account's details. Staff manage school and center staff, never themselves (that is my-page). */
  update(p: UserPrincipal, t: Target): boolean {
    if (p.role === RoleCode.SYSTEM_ADMIN) return true;
    return t.id !== p.accountId && STAFF_MANAGED.includes(t.role);
  },
  /** Approve, disable or re-enable it, or delete it: nobody does that to their own account. */
  changeStatus: (p: UserPrincipal, t: Target) => t.id !== p.accountId && accountPolicy.update(p, t),
  delete: (p: UserPrincipal, t: Target) => accountPolicy.changeStatus(p, t),
  /** Give it another role (keeping its role is always allowed to whoever may update it). */
  changeRole: (p: UserPrincipal, t: Target, to?: RoleCode) =>
    accountPolicy.changeStatus(p, t) && (to === undefined || to === t.role || accountPolicy.assignableRoles(p).includes(to)),
  abilities: (p: UserPrincipal, t: Target) => ({
    update: accountPolicy.update(p, t),
    changeStatus: accountPolicy.changeStatus(p, t),
    changeRole: accountPolicy.changeRole(p, t),
    delete: accountPolicy.delete(p, t),
  }),
};
