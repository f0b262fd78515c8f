import { lazyPage } from '../../app/chunk-reload';
import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/route-types';

export const userRoutes: AppRoute[] = [
  {
    path: '/auth/user/list/:userType',
    title: '사용자 관리',
    layout: 'admin',
    page: lazyPage(() => import('./UserListPage')),
    menu: { group: '관리', to: paths.userList('ALL') },
  },
  { path: '/auth/user/detail/:userId', title: '사용자 상세', layout: 'admin', page: lazyPage(() => import('./UserDetailPage')) },
];
