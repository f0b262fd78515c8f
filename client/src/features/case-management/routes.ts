import { lazyPage } from '../../app/chunk-reload';
import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/route-types';

const List = lazyPage(() => import('./CaseListPage'));
const Detail = lazyPage(() => import('./CaseDetailPage'));
const CaseRequest = lazyPage(() => import('../request/RequestDetailPage').then((m) => ({ default: m.CaseRequestPage })));

/**
 * Case management (SPEC §2, menu 00009): the list per progress step, the case workspace and the case's 의뢰서 (the
 * filed request, read-only and printable). The per-request record pages under the detail path (case minutes, logs,
 * SDQ-KR, ...) belong to the case-record feature.
 */
export const caseManagementRoutes: AppRoute[] = [
  { path: '/auth/case-management/list/:progressStep', title: '사례 관리', layout: 'center', page: List, menu: { group: '사례 관리', to: paths.caseManagementList('ALL') } },
  { path: '/auth/case-management/detail/:requestId', title: '사례 상세', layout: 'center', page: Detail },
  { path: '/auth/case-management/detail/:requestId/request', title: '의뢰서', layout: 'center', page: CaseRequest },
  { path: '/auth/case-management/detail/:requestId/:progressStep/:progressStepItem', title: '사례 진행 단계', layout: 'center', page: Detail },
];
