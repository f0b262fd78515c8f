import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

export const schoolAuthCodeRoutes: AppRoute[] = [
  {
    path: '/auth/school-authentication-code',
    title: '학교 인증코드',
    layout: 'admin',
    page: lazyPage(() => import('./SchoolAuthCodePage')),
    menu: { group: '관리' },
  },
];
