import { accessTable, PUBLIC, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';
import { RoleCode } from '../../platform/auth/roles.js';

/**
 * Who may call what in the service-client domain, declared once for both doors (docs/PERMISSIONS.md "Door parity"):
 * system administrators with the menu register, list and revoke clients; the token endpoint proves the client's
 * own credentials (HTTP Basic), so it is public.
 */
export const SERVICE_CLIENT_ACCESS = accessTable('service-client', {
  manage: { ...staff(MENU.SERVICE_CLIENTS), roles: [RoleCode.SYSTEM_ADMIN] },
  token: PUBLIC,
});
