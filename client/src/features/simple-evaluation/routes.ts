import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

const List = lazyPage(() => import('./SimpleEvaluationListPage'));
const Register = lazyPage(() => import('./SimpleEvaluationRegisterPage'));
const Detail = lazyPage(() => import('./SimpleEvaluationDetailPage'));
const AfterManagement = lazyPage(() => import('./AfterManagementPage'));
const NotImplemented = lazyPage(() => import('./NotImplementedReasonPage'));
const NormSets = lazyPage(() => import('./NormSetPage'));

/**
 * Simple evaluation staff screens (SPEC §2; menu 00019 register, 00020 the rest). The norm-set screen is for
 * system administrators: it sits under menu 00020 and has no menu entry (menus have no role rule); the list links
 * to it when abilities.manageNormSets says so.
 */
export const simpleEvaluationRoutes: AppRoute[] = [
  { path: '/auth/simple-evaluation/list', title: '간편검사 목록', layout: 'default', page: List, name: 'auth-simple-evaluation-list', menu: { group: '간편검사' } },
  { path: '/auth/simple-evaluation/register', title: '간편검사 등록', layout: 'default', page: Register, menu: { group: '간편검사' } },
  { path: '/auth/simple-evaluation/detail/:detailId', title: '간편검사 상세', layout: 'default', page: Detail },
  { path: '/auth/simple-evaluation/after-management/:id', title: '간편검사 사후관리', layout: 'default', page: AfterManagement },
  { path: '/auth/simple-evaluation/not-implemented-reason/:id', title: '간편검사 미실시 사유', layout: 'default', page: NotImplemented },
  { path: '/auth/simple-evaluation/norm-sets', title: '간편검사 규준 관리', layout: 'default', page: NormSets },
];
