import { lazyPage } from '../../app/chunk-reload';
import { BOARD_TYPES } from '../../app/paths';
import type { AppRoute } from '../../app/route-types';
import { BOARD_TITLES } from './boards';

const List = lazyPage(() => import('./BbsListPage'));
const Detail = lazyPage(() => import('./BbsDetailPage'));
const Form = lazyPage(() => import('./BbsFormPage'));

/** The six boards' screens (SPEC §2): each board its own four routes, one set of pages reading the board from the path. */
export const bbsRoutes: AppRoute[] = BOARD_TYPES.flatMap((b) => [
  { path: `/auth/bbs/${b}/list`, title: BOARD_TITLES[b], layout: 'default' as const, page: List, menu: { group: '게시판' as const } },
  { path: `/auth/bbs/${b}/register`, title: `${BOARD_TITLES[b]} 등록`, layout: 'default' as const, page: Form },
  { path: `/auth/bbs/${b}/detail/:bbsId`, title: `${BOARD_TITLES[b]} 상세`, layout: 'default' as const, page: Detail },
  { path: `/auth/bbs/${b}/modify/:bbsId`, title: `${BOARD_TITLES[b]} 수정`, layout: 'default' as const, page: Form },
]);
