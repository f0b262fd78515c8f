import { accessTable, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';
import { POPUP_MANAGERS } from './popup.policy.js';

/**
 * Who may call what in the popup domain, declared once: popup.rest.ts gives these to its routes and
 * popup.resolver.ts to @Allow() (docs/PERMISSIONS.md "Door parity").
 */
export const POPUP_ACCESS = accessTable('popup', {
  /** The popups shown to the caller today, and their images: any signed-in user (the service picks by role and date). */
  view: staff(),
  /** The menu id and an administrator's role: a popup reaches whole roles nationwide (docs/PERMISSIONS.md). */
  manage: { ...staff(MENU.POPUP), roles: POPUP_MANAGERS },
});
