import { accessTable, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';
import { RoleCode } from '../../platform/auth/roles.js';

/**
 * Who may call what in the access-log domain, declared once: access-log.rest.ts gives these to its routes and
 * access-log.resolver.ts to @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const ACCESS_LOG_ACCESS = accessTable('access-log', {
  /**
   * The log, its Excel export and its kinds of record: the menu id and the role: another role given the menu on the
   * permission screen still cannot read the log.
   */
  read: { ...staff(MENU.ACCESS_LOG), roles: [RoleCode.SYSTEM_ADMIN] },
});
