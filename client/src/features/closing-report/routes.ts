import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

const SentReport = lazyPage(() => import('./SentClosingReportPage'));

/** The closing report as the school receives it (menu 00008 through /auth/request-hist). */
export const closingReportRoutes: AppRoute[] = [
  { path: '/auth/request-hist/:requestId/closing-report/:closingReportId', title: '종결 보고서', layout: 'default', page: SentReport },
];
