import { useMemo } from 'react';
import type { SessionUser } from '../auth-store';
import { canOpen } from '../guards';
import { normalizePath, underPrefix } from '../menus';
import { paths } from '../paths';
import { MENU_GROUPS, type AppRoute, type MenuGroup } from '../route-types';
import { useAppRoutes } from '../routes-context';

export interface MenuLink {
  key: string;
  label: string;
  to: string;
}
export interface MenuSection {
  group: MenuGroup | '홈';
  links: MenuLink[];
}

const linkOf = (r: AppRoute): MenuLink => {
  const to = r.menu?.to ?? r.path;
  return { key: to, label: r.menu?.label ?? r.title, to };
};

/** The side menu: the routes marked `menu`, kept when the user may open them (same rule as the guards). */
export function menuFor(user: SessionUser, routes: AppRoute[]): MenuSection[] {
  const home: MenuLink[] = [{ key: paths.main(), label: '메인', to: paths.main() }];
  if (user.role === 'CLIENT') home.push({ key: paths.introClient(), label: '학교 사용자 안내', to: paths.introClient() });
  const sections: MenuSection[] = [{ group: '홈', links: home }];
  for (const group of MENU_GROUPS) {
    const links = routes.filter((r) => r.menu?.group === group && canOpen(r.menu.to ?? r.path, user)).map(linkOf);
    if (links.length) sections.push({ group, links });
  }
  return sections;
}

/** The signed-in user's menu, from the route table App provides. */
export function useMenu(user: SessionUser | null | undefined): MenuSection[] {
  const routes = useAppRoutes();
  return useMemo(() => (user ? menuFor(user, routes) : []), [user, routes]);
}

/** The menu entry to highlight: the longest link whose area contains the current path. */
export function selectedMenuKey(pathname: string, sections: MenuSection[]): string | undefined {
  const p = normalizePath(pathname);
  let best: MenuLink | undefined;
  for (const s of sections)
    for (const l of s.links) {
      const area = l.to.replace(/\/(list|list\/[^/]+)$/, '');
      if ((underPrefix(p, l.to) || underPrefix(p, area)) && (!best || l.to.length > best.to.length)) best = l;
    }
  return best?.key;
}
