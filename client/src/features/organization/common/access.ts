import type { SessionUser } from '../../../app/session';

/** Schools and centers are added or changed by administrators anywhere and by an education office in its 시도. */
export function canAdminOrganization(user: SessionUser | null | undefined, sdCode?: string | null): boolean {
  if (!user) return false;
  if (user.role === 'SYSTEM_ADMIN') return true;
  return user.role === 'EDUCATION_OFFICE' && (!sdCode || user.sdCode === sdCode);
}

/** A center's own manager may also edit its details and jurisdiction (not delete it). */
export function canEditCenter(user: SessionUser | null | undefined, center: { id: number; sdCode: string }): boolean {
  if (canAdminOrganization(user, center.sdCode)) return true;
  return user?.role === 'CENTER_MANAGER' && user.centerId === center.id;
}
