import { accessTable, staff } from '../../platform/auth/access.js';

/**
 * Who may call what on crisis alerts, declared once: crisis-alert.rest.ts gives these to its routes and
 * crisis-alert.resolver.ts to @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const CRISIS_ALERT_ACCESS = accessTable('crisis-alert', {
  /** The open alerts: any signed-in user, whatever their menus (the main page); which ones is jurisdiction. */
  read: staff(),
  /** Acknowledging an alert and recording follow-ups: any signed-in user at the door; crisisPolicy says who may act. */
  act: staff(),
});
