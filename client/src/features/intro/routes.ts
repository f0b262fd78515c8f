import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

export const introClientRoutes: AppRoute[] = [
  { path: '/auth/intro/client', title: '학교 사용자 안내', layout: 'client', page: lazyPage(() => import('./IntroClientPage')), name: 'auth-intro-client' },
];

export const introRoutes: AppRoute[] = [
  { path: '/auth/intro', title: '사업 소개', layout: 'default', page: lazyPage(() => import('./IntroPage')), menu: { group: '사업 소개' } },
];
