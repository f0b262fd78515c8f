import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The shape of the route table (routes.tsx composes it from each feature's routes.ts). Kept apart from the table so
 * that the menu, the guards and the layouts can use the types without importing the pages.
 */
export type LayoutName = 'sign-base' | 'default' | 'admin' | 'center' | 'client';
export type RouteName = 'sign' | 'auth' | 'auth-main' | 'auth-my-page' | 'auth-intro-client' | 'auth-simple-evaluation-list';
export type MenuGroup = '사업 소개' | '게시판' | '의뢰' | '사례 관리' | '간편검사' | '자문' | '통계' | '관리';

export interface AppRoute {
  /** Router path under the /app basename; `:x` is a parameter. */
  path: string;
  page: LazyExoticComponent<ComponentType<object>> | ComponentType<object>;
  layout: LayoutName;
  /** Korean screen title (document title, 준비 중 page, menu label). */
  title: string;
  menuId?: string;
  name?: RouteName;
  public?: true;
  /** Listed in the side menu under this group, linking to `to` (default: path). */
  menu?: { group: MenuGroup; to?: string; label?: string };
}

export const MENU_GROUPS: MenuGroup[] = ['사업 소개', '게시판', '의뢰', '사례 관리', '간편검사', '자문', '통계', '관리'];
