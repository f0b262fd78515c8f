import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

export const alarmRoutes: AppRoute[] = [{ path: '/auth/alarm/list', title: '알림', layout: 'default', page: lazyPage(() => import('./AlarmListPage')) }];
