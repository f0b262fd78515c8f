import { accessTable, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';
import { RoleCode } from '../../platform/auth/roles.js';

/**
 * Who may call what in the retention domain, declared once (docs/PERMISSIONS.md "Door parity"): the schedule, legal
 * holds, the preview, the runs and their certificate are the system administrator's alone: menu 00025 and the role,
 * so another role given the menu on the permission screen still opens nothing.
 */
export const RETENTION_ACCESS = accessTable('retention', {
  manage: { ...staff(MENU.RETENTION), roles: [RoleCode.SYSTEM_ADMIN] },
});
