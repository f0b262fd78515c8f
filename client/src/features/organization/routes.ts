import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

export const organizationRoutes: AppRoute[] = [
  { path: '/auth/organization/center/list', title: '센터 관리', layout: 'admin', page: lazyPage(() => import('./CenterListPage')), menu: { group: '관리' } },
  { path: '/auth/organization/center/register', title: '센터 등록', layout: 'admin', page: lazyPage(() => import('./CenterRegisterPage')) },
  { path: '/auth/organization/center/detail/:centerId', title: '센터 상세', layout: 'admin', page: lazyPage(() => import('./CenterDetailPage')) },
  { path: '/auth/organization/school/list', title: '학교 관리', layout: 'admin', page: lazyPage(() => import('./SchoolListPage')), menu: { group: '관리' } },
  { path: '/auth/organization/school/register', title: '학교 등록', layout: 'admin', page: lazyPage(() => import('./SchoolRegisterPage')) },
  { path: '/auth/organization/school/detail/:schoolId', title: '학교 상세', layout: 'admin', page: lazyPage(() => import('./SchoolDetailPage')) },
];
