import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import type { Popup } from './popup.entity.js';
import { MENU } from '../../platform/auth/menus.js';

/** Popups are shown to whole roles across the country, so only administrators manage them (docs/PERMISSIONS.md). */
export const POPUP_MANAGERS = [RoleCode.SYSTEM_ADMIN, RoleCode.CENTRAL_SUPPORT_GROUP];

export const popupPolicy = {
  manage: (p: UserPrincipal) => POPUP_MANAGERS.includes(p.role) && p.permissions.includes(MENU.POPUP),
  /** A popup's audience sees it (and its image) on the days it is shown; managers always. */
  see: (p: UserPrincipal, popup: Pick<Popup, 'useYn' | 'startDate' | 'endDate' | 'viewTarget' | 'deletedAt'>, today: string) =>
    popupPolicy.manage(p) ||
    (!popup.deletedAt && popup.useYn === 'Y' && popup.startDate <= today && today <= popup.endDate && popup.viewTarget.includes(p.role)),
};
