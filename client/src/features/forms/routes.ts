import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

export const formsRoutes: AppRoute[] = [
  { path: '/auth/forms/list', title: '설문지 관리', layout: 'admin', page: lazyPage(() => import('./FormListPage')), menu: { group: '관리' } },
  { path: '/auth/forms/detail/:formsId', title: '설문지 상세', layout: 'admin', page: lazyPage(() => import('./FormDetailPage')) },
];
