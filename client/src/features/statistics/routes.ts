import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

// the chart library comes with these pages' chunks only (charts.tsx), never with the first load
const RequestStatistics = lazyPage(() => import('./RequestStatisticsPage'));
const ReportStatistics = lazyPage(() => import('./ReportStatisticsPage'));

/** Request statistics (SPEC §2): 의뢰 통계 (menu 00011) and 보고 통계 (menu 00012). */
export const statisticsRoutes: AppRoute[] = [
  { path: '/auth/statistics/request', title: '의뢰 통계', layout: 'center', page: RequestStatistics, menu: { group: '통계' } },
  { path: '/auth/statistics/report', title: '보고 통계', layout: 'center', page: ReportStatistics, menu: { group: '통계' } },
];
