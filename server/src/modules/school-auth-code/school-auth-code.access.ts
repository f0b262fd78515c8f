import { accessTable, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';

/**
 * Who may call what in the school authentication code domain (학교 인증코드), declared once: the routes and the
 * resolver take these (docs/PERMISSIONS.md "Door parity"). A school user's own check of the code, which marks the
 * account, is account's (ACCOUNT_ACCESS.checkSchoolCode).
 */
export const SCHOOL_AUTH_CODE_ACCESS = accessTable('school-auth-code', {
  /** Schools' authentication codes (00018): read and change, for the schools the caller covers. */
  manage: staff(MENU.SCHOOL_AUTH_CODE),
});
