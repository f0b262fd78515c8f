import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

/** Beyond SPEC §2: retention and destruction (issue 28; menu 00025, SYSTEM_ADMIN only — app/menus.ts). */
export const retentionRoutes: AppRoute[] = [
  { path: '/auth/retention', title: '개인정보 파기 관리', layout: 'admin', page: lazyPage(() => import('./RetentionPage')), menu: { group: '관리' } },
];
