import { RoleCode } from '../modules/account/role.entity.js';
import { MENU, MENU_TABLE, type MenuId } from '../platform/auth/menus.js';

/** The menu rows the seeder writes (platform/auth/menus.ts is the one table). */
export const MENUS = MENU_TABLE.map(({ id, name, paths }) => ({ id, name, paths: [...paths] }));

/** Menus held to the system administrator (the access log). */
const SYSTEM_ADMIN_ONLY: MenuId[] = MENU_TABLE.filter((m) => 'roles' in m).map((m) => m.id);
const ALL: MenuId[] = MENU_TABLE.filter((m) => !SYSTEM_ADMIN_ONLY.includes(m.id)).map((m) => m.id);
const M = MENU;
const CENTER_MEMBER: MenuId[] = [
  M.INTRO, M.NOTICE, M.DATA, M.BOARD, M.CENTER_FAQ, M.FAQ, M.REQUEST_HISTORY, M.CASE_MANAGEMENT, M.CONSULTING,
  M.STATISTICS_REQUEST, M.STATISTICS_REPORT, M.SCHOOLS, M.SCHOOL_AUTH_CODE, M.SIMPLE_EVALUATION_REGISTER,
  M.SIMPLE_EVALUATION, M.SIMPLE_EVALUATION_FAQ, M.SMS_HISTORY,
];

/**
 * Default menu ids per role, seeded once; administrators change them on the menu-permission screen afterwards.
 * docs/PERMISSIONS.md explains the choices.
 */
export const ROLES: { id: RoleCode; name: string; selfApproved: boolean; permissions: MenuId[] }[] = [
  { id: RoleCode.CLIENT, name: '학교 사용자', selfApproved: true, permissions: [] },
  {
    id: RoleCode.MEMBER,
    name: '학교 담당자',
    selfApproved: false,
    permissions: [
      M.INTRO, M.NOTICE, M.DATA, M.BOARD, M.FAQ, M.REQUEST_REGISTER, M.REQUEST_HISTORY, M.SCHOOL_AUTH_CODE,
      M.SIMPLE_EVALUATION_REGISTER, M.SIMPLE_EVALUATION, M.SIMPLE_EVALUATION_FAQ,
    ],
  },
  { id: RoleCode.CENTER_MEMBER, name: '센터 실무자', selfApproved: false, permissions: CENTER_MEMBER },
  { id: RoleCode.CENTER_MANAGER, name: '센터 관리자', selfApproved: false, permissions: [...CENTER_MEMBER, M.USERS_CENTERS].sort() },
  {
    id: RoleCode.EDUCATION_OFFICE,
    name: '교육청',
    selfApproved: false,
    permissions: [
      M.INTRO, M.NOTICE, M.DATA, M.BOARD, M.FAQ, M.REQUEST_HISTORY, M.STATISTICS_REQUEST, M.STATISTICS_REPORT,
      M.USERS_CENTERS, M.SCHOOLS, M.SIMPLE_EVALUATION, M.SIMPLE_EVALUATION_FAQ,
    ],
  },
  {
    id: RoleCode.EDUCATION_MINISTRY,
    name: '교육부',
    selfApproved: false,
    permissions: [
      M.INTRO, M.NOTICE, M.DATA, M.FAQ, M.STATISTICS_REQUEST, M.STATISTICS_REPORT, M.SCHOOLS, M.SIMPLE_EVALUATION,
      M.SIMPLE_EVALUATION_FAQ,
    ],
  },
  { id: RoleCode.CENTRAL_SUPPORT_GROUP, name: '중앙지원단', selfApproved: false, permissions: ALL },
  { id: RoleCode.SYSTEM_ADMIN, name: '시스템 관리자', selfApproved: false, permissions: [...ALL, ...SYSTEM_ADMIN_ONLY] },
];
