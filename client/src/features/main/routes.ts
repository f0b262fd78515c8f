import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

export const mainRoutes: AppRoute[] = [
  { path: '/auth/main', title: '메인', layout: 'default', page: lazyPage(() => import('./MainPage')), name: 'auth-main' },
];
