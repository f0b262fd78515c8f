import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

/** Beyond SPEC §2: the system administrator's access log (menu 00024, SYSTEM_ADMIN only — app/menus.ts). */
export const accessLogRoutes: AppRoute[] = [
  { path: '/auth/access-log', title: '개인정보 접근 기록', layout: 'admin', page: lazyPage(() => import('./AccessLogPage')), menu: { group: '관리' } },
];
