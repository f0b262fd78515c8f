import { lazyPage } from '../../app/chunk-reload';
import type { AppRoute } from '../../app/route-types';

export const popupRoutes: AppRoute[] = [
  { path: '/auth/popup/list', title: '팝업 관리', layout: 'admin', page: lazyPage(() => import('./PopupListPage')), menu: { group: '관리' } },
  { path: '/auth/popup/register', title: '팝업 등록', layout: 'admin', page: lazyPage(() => import('./PopupFormPage')) },
  { path: '/auth/popup/detail/:popupId', title: '팝업 상세', layout: 'admin', page: lazyPage(() => import('./PopupDetailPage')) },
  { path: '/auth/popup/modify/:popupId', title: '팝업 수정', layout: 'admin', page: lazyPage(() => import('./PopupFormPage')) },
];
