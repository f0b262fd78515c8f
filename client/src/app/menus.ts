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
  /** Only these roles open the menu, whatever they are granted. */
  roles?: string[];
  /** Screens under the menu that only these roles open. */
  screens?: { path: string; roles: string[] }[];
  /** Roles that always keep the menu (the permission screen cannot take it from them). */
  keptBy?: string[];
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
 * The roles a signed-in path is held to, whatever menus they hold (the server's table: a menu's `roles`, or a screen's
 * under it), or undefined. The longest matching prefix decides.
 */
const ROLE_LIMITS: ReadonlyArray<readonly [prefix: string, roles: string[]]> = TABLE.flatMap((m) => [
  ...(m.roles ? m.paths.map((p) => [p, m.roles!] as const) : []),
  ...(m.screens ?? []).map((s) => [s.path, s.roles] as const),
]);

/** Whether the menu is one a role always keeps (the permission screen locks it). */
export const isKeptBy = (role: string, menuId: string) => TABLE.some((m) => m.id === menuId && !!m.keptBy?.includes(role));

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

/** The value of the longest prefix of `entries` the path is under. */
function longestPrefix<T>(pathname: string, entries: ReadonlyArray<readonly [string, T]>): T | undefined {
  const p = normalizePath(pathname);
  let best: readonly [string, T] | undefined;
  for (const entry of entries) {
    if (underPrefix(p, entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1];
}

export const menuIdFor = (pathname: string): string | undefined => longestPrefix(pathname, MENU_PREFIXES);
export const rolesFor = (pathname: string): string[] | undefined => longestPrefix(pathname, ROLE_LIMITS);

export const isAlwaysAllowed = (pathname: string) => ALWAYS_ALLOWED.some((p) => underPrefix(normalizePath(pathname), p));
export const isPublicPath = (pathname: string) => PUBLIC_PREFIXES.some((p) => underPrefix(normalizePath(pathname), p));
export const isSignedInArea = (pathname: string) => underPrefix(normalizePath(pathname), '/auth');
