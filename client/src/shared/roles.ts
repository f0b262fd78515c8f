import type { RoleCode } from '../app/auth-store';

/** Korean role names (the server seeds the same names). */
export const ROLE_NAMES: Record<RoleCode, string> = {
  CLIENT: '학교 사용자',
  MEMBER: '학교 담당자',
  CENTER_MEMBER: '센터 실무자',
  CENTER_MANAGER: '센터 관리자',
  EDUCATION_OFFICE: '교육청',
  EDUCATION_MINISTRY: '교육부',
  CENTRAL_SUPPORT_GROUP: '중앙지원단',
  SYSTEM_ADMIN: '시스템 관리자',
};

/** Every role, in the order the screens list them (the table above). */
export const ROLE_CODES = Object.keys(ROLE_NAMES) as RoleCode[];

export const isRoleCode = (v: string | null | undefined): v is RoleCode => !!v && v in ROLE_NAMES;

/** Roles a person may choose on the sign-up page, in this order. */
export const SIGN_UP_ROLES: RoleCode[] = ['CLIENT', 'MEMBER', 'CENTER_MEMBER', 'CENTER_MANAGER', 'EDUCATION_OFFICE', 'EDUCATION_MINISTRY'];

export const roleName = (role: string | null | undefined) => (role && role in ROLE_NAMES ? ROLE_NAMES[role as RoleCode] : role ?? '');

/** "Over center manager" guard of SPEC §6. */
export const isCenterManagerOrAbove = (role: RoleCode) =>
  role === 'CENTER_MANAGER' || role === 'CENTRAL_SUPPORT_GROUP' || role === 'SYSTEM_ADMIN';
