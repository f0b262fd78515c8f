import { useLocation } from 'react-router';
import type { BoardType } from '../../app/paths';
import { BOARD_TYPES } from '../../app/paths';
import type { BbsType } from '../../gql/graphql';

/** The boards' screen titles (SPEC §2 menu names). */
export const BOARD_TITLES: Record<BoardType, string> = {
  notice: '공지사항',
  data: '자료실',
  board: '게시판',
  'center-faq': '센터 FAQ',
  faq: 'FAQ',
  'simple-evaluation-faq': '간편검사 FAQ',
};

/** Route slug → the API's board type. */
export const BBS_TYPE: Record<BoardType, BbsType> = {
  notice: 'NOTICE',
  data: 'DATA',
  board: 'BOARD',
  'center-faq': 'CENTER_FAQ',
  faq: 'FAQ',
  'simple-evaluation-faq': 'SIMPLE_EVALUATION_FAQ',
};

/** Boards whose posts are questions an administrator answers. */
export const QA_BOARDS: BoardType[] = ['board', 'center-faq', 'faq', 'simple-evaluation-faq'];

/** The board of the current screen, read from its path (/auth/bbs/{board}/…): each board has its own routes. */
export function useBoard(): { board: BoardType; type: BbsType; title: string } {
  const { pathname } = useLocation();
  const slug = /\/auth\/bbs\/([a-z-]+)\//.exec(pathname)?.[1] as BoardType | undefined;
  const board = slug && BOARD_TYPES.includes(slug) ? slug : 'notice';
  return { board, type: BBS_TYPE[board], title: BOARD_TITLES[board] };
}
