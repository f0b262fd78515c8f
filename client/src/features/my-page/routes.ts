import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

export const myPageRoutes: AppRoute[] = [
  { path: '/auth/my-page', title: '마이페이지', layout: 'default', page: lazyPage(() => import('./MyPage')), name: 'auth-my-page' },
];
