import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

export const menuPermissionRoutes: AppRoute[] = [
  { path: '/auth/menu-permission', title: '메뉴 권한 관리', layout: 'admin', page: lazyPage(() => import('./MenuPermissionPage')), menu: { group: '관리' } },
];
