import { accessTable, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';

/**
 * Who may call what in the consulting domain, declared once: consulting.rest.ts gives it to its routes and
 * consulting.resolver.ts to @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const CONSULTING_ACCESS = accessTable('consulting', {
  /** The consulting screen (00010): list, read, write and delete; which records is the policy's (consulting.policy.ts). */
  records: staff(MENU.CONSULTING),
});
