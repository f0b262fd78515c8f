/**
 * Menu-permission ids by path prefix (SPEC §2). The longest matching prefix decides, so
 * /auth/simple-evaluation/register is 00019 while /auth/simple-evaluation/list is 00020.
 */
export const MENU_PREFIXES: ReadonlyArray<readonly [prefix: string, menuId: string]> = [
  ['/auth/intro', '00001'],
  ['/auth/bbs/notice', '00002'],
  ['/auth/bbs/data', '00003'],
  ['/auth/bbs/board', '00004'],
  ['/auth/bbs/center-faq', '00005'],
  ['/auth/bbs/faq', '00006'],
  ['/auth/request/register', '00007'],
  ['/auth/request-hist', '00008'],
  ['/auth/case-management', '00009'],
  ['/auth/consulting', '00010'],
  ['/auth/statistics/request', '00011'],
  ['/auth/statistics/report', '00012'],
  ['/auth/user', '00013'],
  ['/auth/organization/center', '00013'],
  ['/auth/forms', '00015'],
  ['/auth/menu-permission', '00016'],
  ['/auth/organization/school', '00017'],
  ['/auth/school-authentication-code', '00018'],
  ['/auth/simple-evaluation/register', '00019'],
  ['/auth/simple-evaluation', '00020'],
  ['/auth/bbs/simple-evaluation-faq', '00021'],
  ['/auth/sms-send-history', '00022'],
  ['/auth/popup', '00023'],
  // beyond SPEC §2: the access log, for the system administrator only
  ['/auth/access-log', '00024'],
];

/** Open to every signed-in user, whatever the permission list says (SPEC §2). */
export const ALWAYS_ALLOWED = ['/auth/main', '/auth/alarm', '/auth/my-page', '/auth/intro/client'];

/**
 * Areas a school-side role (CLIENT, MEMBER) may not open even with the menu id: the "role check" of SPEC §4
 * (a client or member failing it goes to main). Request administration belongs to centers and administrators.
 */
export const SCHOOL_ROLES_DENIED = ['/auth/request-hist/admin'];

/** Areas only a SYSTEM_ADMIN opens, whatever menu ids another role is given (the server refuses them too). */
export const SYSTEM_ADMIN_ONLY = ['/auth/access-log'];

/** Top-level areas that need no sign-in (SPEC §2 "Public"). */
export const PUBLIC_PREFIXES = ['/sign', '/request', '/simple-evaluation', '/agree'];

/** `prefix` matches the path itself or the path followed by '/'. */
export function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : prefix + '/');
}

export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/{2,}/g, '/');
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p || '/';
}

export function menuIdFor(pathname: string): string | undefined {
  const p = normalizePath(pathname);
  let best: readonly [string, string] | undefined;
  for (const entry of MENU_PREFIXES) {
    if (underPrefix(p, entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1];
}

export const isAlwaysAllowed = (pathname: string) => ALWAYS_ALLOWED.some((p) => underPrefix(normalizePath(pathname), p));
export const isPublicPath = (pathname: string) => PUBLIC_PREFIXES.some((p) => underPrefix(normalizePath(pathname), p));
export const isDeniedToSchoolRoles = (pathname: string) => SCHOOL_ROLES_DENIED.some((p) => underPrefix(normalizePath(pathname), p));
export const isSystemAdminOnly = (pathname: string) => SYSTEM_ADMIN_ONLY.some((p) => underPrefix(normalizePath(pathname), p));
export const isSignedInArea = (pathname: string) => underPrefix(normalizePath(pathname), '/auth');

/** Korean menu names by id (the server seeds the same names). */
export const MENU_NAMES: Record<string, string> = {
  '00001': '사업 소개',
  '00002': '공지사항',
  '00003': '자료실',
  '00004': '게시판',
  '00005': '센터 FAQ',
  '00006': 'FAQ',
  '00007': '의뢰 등록',
  '00008': '의뢰 내역',
  '00009': '사례 관리',
  '00010': '자문 기록',
  '00011': '의뢰 통계',
  '00012': '보고 통계',
  '00013': '사용자·센터 관리',
  '00015': '설문지 관리',
  '00016': '메뉴 권한 관리',
  '00017': '학교 관리',
  '00018': '학교 인증코드',
  '00019': '간편검사 등록',
  '00020': '간편검사',
  '00021': '간편검사 FAQ',
  '00022': 'SMS 발송 내역',
  '00023': '팝업 관리',
  '00024': '개인정보 접근 기록',
};
