import { ROLE_CODES, ROLE_NAMES, isRoleCode } from '../../shared/roles';

/** The tabs of /auth/user/list/{userType}: 전체, 승인 대기, then each role. */
export const USER_TYPE_TABS: { key: string; label: string }[] = [
  { key: 'ALL', label: '전체' },
  { key: 'PENDING', label: '승인 대기' },
  ...ROLE_CODES.map((r) => ({ key: r, label: ROLE_NAMES[r] })),
];

/** ALL, PENDING or a role code; anything else is ALL. */
export const normalizeUserType = (v: string | undefined) => (v === 'PENDING' || isRoleCode(v) ? v : 'ALL');
