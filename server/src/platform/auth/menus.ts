import { RoleCode } from './roles.js';

/**
 * The menu-permission table of SPEC §2, once for the whole product: each menu's id, the name code uses for it, its
 * Korean name and the screen path prefixes it opens. Access declarations name a menu (`staff(MENU.REQUEST_HISTORY)`),
 * never its 5-digit id; the seeder writes this table to the `menu` table; `cli menus` writes it to schema/menus.json,
 * which the client reads for its guards, side menu and permission screen (drift-checked in npm test, like the GraphQL
 * schema). A menu added here is added everywhere.
 */
export interface MenuEntry {
  readonly key: string;
  readonly id: string;
  readonly name: string;
  readonly paths: readonly string[];
  /**
   * Only these roles open the menu, whatever an administrator grants: a token of another role leaves it out
   * (openableMenus) and the server's declarations require the role too.
   */
  readonly roles?: readonly RoleCode[];
  /** Screens under the menu that only these roles open, whatever menus they hold (the server refuses the others' calls). */
  readonly screens?: readonly { readonly path: string; readonly roles: readonly RoleCode[] }[];
  /** Roles that always keep the menu: the permission screen cannot take it from them. */
  readonly keptBy?: readonly RoleCode[];
}

const { CLIENT, MEMBER, SYSTEM_ADMIN } = RoleCode;
/** Every role but the school's (CLIENT, MEMBER). */
const NOT_SCHOOL = Object.values(RoleCode).filter((r) => r !== CLIENT && r !== MEMBER);

export const MENU_TABLE = [
  { key: 'INTRO', id: '00001', name: '사업 소개', paths: ['/auth/intro'] },
  { key: 'NOTICE', id: '00002', name: '공지사항', paths: ['/auth/bbs/notice'] },
  { key: 'DATA', id: '00003', name: '자료실', paths: ['/auth/bbs/data'] },
  { key: 'BOARD', id: '00004', name: '게시판', paths: ['/auth/bbs/board'] },
  { key: 'CENTER_FAQ', id: '00005', name: '센터 FAQ', paths: ['/auth/bbs/center-faq'] },
  { key: 'FAQ', id: '00006', name: 'FAQ', paths: ['/auth/bbs/faq'] },
  { key: 'REQUEST_REGISTER', id: '00007', name: '의뢰 등록', paths: ['/auth/request/register'] },
  {
    key: 'REQUEST_HISTORY',
    id: '00008',
    name: '의뢰 내역',
    paths: ['/auth/request-hist'],
    // the center's side of the list (SPEC §4 "role check"): deciding on requests is the centers' and administrators'
    screens: [{ path: '/auth/request-hist/admin', roles: NOT_SCHOOL }],
  },
  { key: 'CASE_MANAGEMENT', id: '00009', name: '사례 관리', paths: ['/auth/case-management'] },
  { key: 'CONSULTING', id: '00010', name: '자문 기록', paths: ['/auth/consulting'] },
  { key: 'STATISTICS_REQUEST', id: '00011', name: '의뢰 통계', paths: ['/auth/statistics/request'] },
  { key: 'STATISTICS_REPORT', id: '00012', name: '보고 통계', paths: ['/auth/statistics/report'] },
  { key: 'USERS_CENTERS', id: '00013', name: '사용자·센터 관리', paths: ['/auth/user', '/auth/organization/center'] },
  { key: 'FORMS', id: '00015', name: '설문지 관리', paths: ['/auth/forms'] },
  { key: 'MENU_PERMISSION', id: '00016', name: '메뉴 권한 관리', paths: ['/auth/menu-permission'], keptBy: [SYSTEM_ADMIN] },
  { key: 'SCHOOLS', id: '00017', name: '학교 관리', paths: ['/auth/organization/school'] },
  { key: 'SCHOOL_AUTH_CODE', id: '00018', name: '학교 인증코드', paths: ['/auth/school-authentication-code'] },
  { key: 'SIMPLE_EVALUATION_REGISTER', id: '00019', name: '간편검사 등록', paths: ['/auth/simple-evaluation/register'] },
  { key: 'SIMPLE_EVALUATION', id: '00020', name: '간편검사', paths: ['/auth/simple-evaluation'] },
  { key: 'SIMPLE_EVALUATION_FAQ', id: '00021', name: '간편검사 FAQ', paths: ['/auth/bbs/simple-evaluation-faq'] },
  { key: 'SMS_HISTORY', id: '00022', name: 'SMS 발송 내역', paths: ['/auth/sms-send-history'] },
  { key: 'POPUP', id: '00023', name: '팝업 관리', paths: ['/auth/popup'] },
  // beyond SPEC §2: the access log (개인정보 접근 기록)
  { key: 'ACCESS_LOG', id: '00024', name: '개인정보 접근 기록', paths: ['/auth/access-log'], roles: [SYSTEM_ADMIN] },
  // beyond SPEC §2: the retention schedule, legal holds and destruction runs (issue 28)
  { key: 'RETENTION', id: '00025', name: '개인정보 파기 관리', paths: ['/auth/retention'], roles: [SYSTEM_ADMIN] },
  // beyond SPEC §2: other systems' read-only API access (issue 29)
  { key: 'SERVICE_CLIENTS', id: '00026', name: '서비스 클라이언트 관리', paths: ['/auth/service-client'], roles: [SYSTEM_ADMIN] },
] as const satisfies readonly MenuEntry[];

type Row = (typeof MENU_TABLE)[number];
export type MenuKey = Row['key'];
export type MenuId = Row['id'];

/** Menu ids by name: `MENU.REQUEST_HISTORY` is '00008'. */
export const MENU = Object.fromEntries(MENU_TABLE.map((m) => [m.key, m.id])) as { readonly [R in Row as R['key']]: R['id'] };

/** The menus a role opens of those granted to it: a menu held to other roles (`roles`) is left out. */
export function openableMenus(role: RoleCode, granted: readonly string[]): string[] {
  return MENU_TABLE.filter((m: MenuEntry) => granted.includes(m.id) && (!m.roles || m.roles.includes(role)))
    .map((m) => m.id)
    .sort();
}
