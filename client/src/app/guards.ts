import type { SessionUser } from './auth-store';
import { isAlwaysAllowed, isPublicPath, isSignedInArea, menuIdFor, normalizePath, rolesFor } from './menus';
import { paths } from './paths';

/**
 * Route guards of SPEC §4 as pure functions: the router calls resolveRoute on every navigation, the menu calls
 * canOpen to hide what the user may not open, the sign-in page calls landingFor.
 */
export interface RouteDecision {
  redirect?: string;
}

const needsSchoolCode = (user: SessionUser) => user.role === 'CLIENT' && user.authenticationCodeStatus !== 'Y';

/**
 * Where a user goes after signing in (or signing up), or when visiting the sign-in page while signed in. A client
 * without the school code is held on my-page, where the code is entered (SPEC §4); main stays reachable.
 */
export function landingFor(user: SessionUser): string {
  if (user.role === 'CLIENT') return user.authenticationCodeStatus === 'Y' ? paths.introClient() : paths.myPage();
  if (user.role === 'EDUCATION_MINISTRY') return paths.simpleEvaluationList();
  return paths.main();
}

/** Whether the user's permission list (and school-code state) lets them open a signed-in path. */
export function canOpen(pathname: string, user: SessionUser): boolean {
  const p = normalizePath(pathname);
  if (isAlwaysAllowed(p)) return true;
  if (needsSchoolCode(user)) return false;
  const roles = rolesFor(p);
  if (roles && !roles.includes(user.role)) return false;
  const id = menuIdFor(p);
  // A signed-in path outside every menu prefix (none today) is open; unknown ones end on the 404 page.
  return id === undefined || user.permissions.includes(id);
}

export function resolveRoute(pathname: string, user: SessionUser | null): RouteDecision {
  const p = normalizePath(pathname);
  if (p === '/') return { redirect: user ? landingFor(user) : paths.signIn() };
  if (p === paths.signIn()) return user ? { redirect: landingFor(user) } : {};
  if (isPublicPath(p)) return {};
  if (!isSignedInArea(p)) return {}; // not a route: the 404 page
  if (!user) return { redirect: paths.signIn() };
  if (isAlwaysAllowed(p)) return {};
  if (needsSchoolCode(user)) return { redirect: paths.myPage() };
  if (!canOpen(p, user)) return { redirect: paths.main() };
  return {};
}
