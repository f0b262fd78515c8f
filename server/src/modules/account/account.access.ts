import { accessTable, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';
import { RoleCode } from '../../platform/auth/roles.js';

/**
 * Who may call what in the account domain (accounts, roles and their menus), declared once: account.rest.ts gives
 * these to its routes, account.resolver.ts and account.abilities.ts to @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const ACCOUNT_ACCESS = accessTable('account', {
  /** The caller's own account (read, update, password check, resignation) and what the caller may do: any signed-in user. */
  own: staff(),
  /**
   * svs-c/account/{id}: SPEC files it under svs-c, so the door takes a client token as well as a user's; the service
   * answers only a user's own id (404 otherwise, a client-credentials token included). Its GraphQL twin `me` takes
   * `own` and refuses a client token with 403 (test/door-parity.table.ts: declarationDiffers).
   */
  ownForClient: { caller: 'client' },
  /**
   * A school's authentication code checked (svs-c, a client token; GraphQL checkSchoolAuthenticationCode): a school user
   * (CLIENT) who matches it is verified; anyone else is only answered (organization's check).
   */
  checkSchoolCode: { caller: 'client' },
  /** The same check on svs-u: a signed-in user's token. */
  checkSchoolCodeSignedIn: staff(),
  /** The menu list, each marked granted or not: any signed-in user for their own; another role's needs 00016 (role.service.ts). */
  permissions: staff(),
  /** User management (00013): list, read, create, update, approve, disable, change role, delete. */
  manage: staff(MENU.USERS_CENTERS),
  /** The role list: the permission screen (00016) and user management (00013), which assigns roles. */
  readRoles: staff(MENU.MENU_PERMISSION, MENU.USERS_CENTERS),
  readRole: staff(MENU.MENU_PERMISSION),
  /** Changing a role's menus: the menu id and the administrator's role (another role given 00016 reads roles only). */
  grantMenus: { ...staff(MENU.MENU_PERMISSION), roles: [RoleCode.SYSTEM_ADMIN] },
});
