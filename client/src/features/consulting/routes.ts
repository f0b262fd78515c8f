import { lazyPage } from '../../app/chunk-reload';
import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/route-types';

const List = lazyPage(() => import('./ConsultingListPage'));
const Detail = lazyPage(() => import('./ConsultingDetailPage'));
const Form = lazyPage(() => import('./ConsultingFormPage'));

/** Consulting records (자문 기록, menu 00010; SPEC §2). */
export const consultingRoutes: AppRoute[] = [
  { path: '/auth/consulting/list', title: '자문 기록', layout: 'center', page: List, menu: { group: '자문', to: paths.consultingList() } },
  { path: '/auth/consulting/register', title: '자문 기록 등록', layout: 'center', page: Form },
  { path: '/auth/consulting/detail/:consultingId', title: '자문 기록 상세', layout: 'center', page: Detail },
  { path: '/auth/consulting/modify/:consultingId', title: '자문 기록 수정', layout: 'center', page: Form },
];
