import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

const Register = lazyPage(() => import('./RequestRegisterPage'));
const RequesterList = lazyPage(() => import('./RequestListPage').then((m) => ({ default: m.RequesterListPage })));
const CenterList = lazyPage(() => import('./RequestListPage').then((m) => ({ default: m.CenterListPage })));
const RequesterDetail = lazyPage(() => import('./RequestDetailPage').then((m) => ({ default: m.RequesterDetailPage })));
const CenterDetail = lazyPage(() => import('./RequestDetailPage').then((m) => ({ default: m.CenterDetailPage })));

/**
 * Request screens (SPEC §2; menu 00007 register, 00008 the rest). Editing and re-filing happen on the requester's
 * detail page (?mode=edit), which the requester reaches with menu 00008 alone. The closing report
 * (/auth/request-hist/{id}/closing-report/{closingReportId}) belongs to the case records.
 */
export const requestRoutes: AppRoute[] = [
  { path: '/auth/request/register', title: '의뢰 등록', layout: 'default', page: Register, menu: { group: '의뢰' } },
  { path: '/auth/request-hist/list', title: '의뢰 내역', layout: 'default', page: RequesterList, menu: { group: '의뢰' } },
  { path: '/auth/request-hist/admin', title: '의뢰 관리', layout: 'center', page: CenterList, menu: { group: '의뢰' } },
  { path: '/auth/request-hist/admin/detail/:requestId', title: '의뢰 관리 상세', layout: 'center', page: CenterDetail },
  { path: '/auth/request-hist/detail/:requestId', title: '의뢰 상세', layout: 'default', page: RequesterDetail },
  { path: '/auth/request-hist/:requestId', title: '의뢰 상세', layout: 'default', page: RequesterDetail },
];
