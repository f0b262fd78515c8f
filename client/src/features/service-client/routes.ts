import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

/** Beyond SPEC §2: other systems' read-only API access (issue 29; menu 00026, SYSTEM_ADMIN only — app/menus.ts). */
export const serviceClientRoutes: AppRoute[] = [
  { path: '/auth/service-client', title: '서비스 클라이언트 관리', layout: 'admin', page: lazyPage(() => import('./ServiceClientPage')), menu: { group: '관리' } },
];
