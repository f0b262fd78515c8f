import { accessTable, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';

/**
 * Who may call what in the organization domain (regions, education offices, schools, centers), declared once:
 * organization.rest.ts gives these to its routes and organization.resolver.ts to @Allow() (docs/PERMISSIONS.md
 * "Door parity").
 */
export const ORGANIZATION_ACCESS = accessTable('organization', {
  /** The sign-up screens' lookups (regions, school and center search; public fields only): svs-c, a client token. */
  lookup: { caller: 'client' },
  /** The education offices, and one school or center: any signed-in user (the service keeps a school or a center to the caller's reach). */
  read: staff(),
  /** School management (00017): list, id check, create, update. */
  schools: staff(MENU.SCHOOLS),
  /** Center management, on the users-and-centers screen (00013): list, create, update, delete. */
  centers: staff(MENU.USERS_CENTERS),
});
