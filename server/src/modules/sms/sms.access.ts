import { accessTable, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';

/**
 * Who may call what in the SMS domain, declared once: sms.rest.ts gives it to its routes and sms.resolver.ts to
 * @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const SMS_ACCESS = accessTable('sms', {
  /** The SMS send history and its Excel export (00022); the service keeps it to the caller's jurisdiction. */
  history: staff(MENU.SMS_HISTORY),
});
