import MENU_TABLE from '../../../schema/menus.json';

/**
 * The menu table (SPEC §2), as the server declares it: server/src/platform/auth/menus.ts, written to
 * schema/menus.json by `pnpm --filter @svs/server menus` and drift-checked in npm test. The guards, the side menu and
 * the route table derive from it; the client keeps no copy of menu ids, names or prefixes.
 */
export interface MenuEntry {
  key: string;
  id: string;
  name: string;
  paths: string[];
  systemAdminOnly?: boolean;
}
const TABLE: readonly MenuEntry[] = MENU_TABLE;

/** Menu ids by the name the server gives them (`MENU.SCHOOLS` is '00017'). */
export const MENU: Readonly<Record<string, string>> = Object.fromEntries(TABLE.map((m) => [m.key, m.id]));

/**
 * Menu-permission ids by path prefix. The longest matching prefix decides, so /auth/simple-evaluation/register is
 * 00019 while /auth/simple-evaluation/list is 00020.
 */
export const MENU_PREFIXES: ReadonlyArray<readonly [prefix: string, menuId: string]> = TABLE.flatMap((m) => m.paths.map((p) => [p, m.id] as const));

/** Open to every signed-in user, whatever the permission list says (SPEC §2). */
export const ALWAYS_ALLOWED = ['/auth/main', '/auth/alarm', '/auth/my-page', '/auth/intro/client'];

/**
 * Areas a school-side role (CLIENT, MEMBER) may not open even with the menu id: the "role check" of SPEC §4
 * (a client or member failing it goes to main). Request administration belongs to centers and administrators.
 */
export const SCHOOL_ROLES_DENIED = ['/auth/request-hist/admin'];

/** Areas only a SYSTEM_ADMIN opens, whatever menu ids another role is given (the server refuses them too). */
export const SYSTEM_ADMIN_ONLY = TABLE.filter((m) => m.systemAdminOnly).flatMap((m) => m.paths);

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
