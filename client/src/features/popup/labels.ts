import type { RoleCode } from '../../app/auth-store';
import { ROLE_NAMES } from '../../shared/roles';

/** Roles a popup may be shown to: every role that signs in here (the central support group cannot). */
export const POPUP_ROLES: RoleCode[] = ['CLIENT', 'MEMBER', 'CENTER_MEMBER', 'CENTER_MANAGER', 'EDUCATION_OFFICE', 'EDUCATION_MINISTRY', 'SYSTEM_ADMIN'];
export const POPUP_ROLE_OPTIONS = POPUP_ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] }));

export const USE_YN_OPTIONS = [
  { value: 'Y', label: '사용' },
  { value: 'N', label: '사용 안 함' },
];

export const targetsLabel = (roles: readonly string[]) =>
  roles.length >= POPUP_ROLES.length && POPUP_ROLES.every((r) => roles.includes(r)) ? '전체' : roles.map((r) => ROLE_NAMES[r as RoleCode] ?? r).join(', ');
