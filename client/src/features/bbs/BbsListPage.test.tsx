import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import BbsListPage from './BbsListPage';
import { BbsListPageQuery } from './operations';

const row = (id: number, title: string, o: Record<string, unknown> = {}) => ({
  __typename: 'Bbs' as const,
  id,
  title,
  userName: '김관리',
  centerName: null,
  viewCount: 3,
  isPrivate: 'N',
  pinned: false,
  answered: false,
  replyCount: 0,
  createDate: '2026-11-20T01:00:00.000Z',
  deleteDate: null,
  ...o,
});

const answer = (content: ReturnType<typeof row>[], can: { write: boolean; seeDeleted: boolean }) => ({
  data: {
    bbsList: { __typename: 'BbsPage' as const, totalElements: content.length, totalCapped: false, totalPages: 1, current: 1, pageSize: 10, content },
    abilities: { __typename: 'Abilities' as const, bbs: { __typename: 'BbsBoardAbilities' as const, ...can } },
  },
});

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderAt(path: string, mocks: unknown[]) {
  renderRoutes(
    [
      { path: '/auth/bbs/:board/list', element: <><BbsListPage /><Where /></> },
      { path: '*', element: <Where /> },
    ],
    path,
    mocks as never,
  );
}

const WAIT = { timeout: 8000 };

describe('BbsListPage', () => {
  it('lists the board named by the path: pinned posts marked, private and answered ones tagged; 글쓰기 only when the server says so', async () => {
    renderAt('/auth/bbs/center-faq/list', [
      {
        request: { query: BbsListPageQuery, variables: { type: 'CENTER_FAQ', searchType: 'ALL', page: 1, size: 10 } },
        result: answer([row(7, '고정된 안내', { pinned: true }), row(5, '비공개 질문', { isPrivate: 'Y', answered: true, replyCount: 2, centerName: '서울 중부 센터', userName: '정실무' })], { write: true, seeDeleted: false }),
      },
    ]);
    expect(await screen.findByText('고정된 안내', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('센터 FAQ')).toBeTruthy();
    expect(screen.getByText('고정')).toBeTruthy();
    expect(screen.getByText('비공개')).toBeTruthy();
    expect(screen.getByText('답변 완료')).toBeTruthy();
    expect(screen.getByText('답변 대기')).toBeTruthy();
    expect(screen.getByLabelText('댓글 2개')).toBeTruthy();
    expect(screen.getByText('정실무 (서울 중부 센터)')).toBeTruthy();
    expect(screen.queryByLabelText('삭제된 글 보기')).toBeNull();
    fireEvent.click(screen.getByText('글쓰기').closest('button')!);
    expect(screen.getByTestId('where').textContent).toBe('/auth/bbs/center-faq/register');
  }, 30_000);

  it('a reader without the right to write sees no 글쓰기; a search goes into the URL and asks the server again', async () => {
    renderAt('/auth/bbs/notice/list', [
      { request: { query: BbsListPageQuery, variables: { type: 'NOTICE', searchType: 'ALL', page: 1, size: 10 } }, result: answer([row(1, '공지 하나')], { write: false, seeDeleted: false }) },
      {
        request: { query: BbsListPageQuery, variables: { type: 'NOTICE', searchType: 'ALL', keyword: '보호', page: 1, size: 10 } },
        result: answer([row(2, '개인정보 보호 수칙')], { write: false, seeDeleted: false }),
      },
    ]);
    expect(await screen.findByText('공지 하나', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('글쓰기')).toBeNull();
    fireEvent.change(screen.getByLabelText('검색어'), { target: { value: ' 보호 ' } });
    fireEvent.keyDown(screen.getByLabelText('검색어'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('개인정보 보호 수칙', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/auth/bbs/notice/list?keyword=%EB%B3%B4%ED%98%B8');
    fireEvent.click(screen.getByText('개인정보 보호 수칙'));
    expect(screen.getByTestId('where').textContent).toBe('/auth/bbs/notice/detail/2');
  }, 30_000);

  it('offers the deleted posts to who may restore them', async () => {
    renderAt('/auth/bbs/data/list?deleted=Y', [
      {
        request: { query: BbsListPageQuery, variables: { type: 'DATA', searchType: 'ALL', deleted: 'Y', page: 1, size: 10 } },
        result: answer([row(9, '지운 자료', { deleteDate: '2026-11-21T01:00:00.000Z' })], { write: true, seeDeleted: true }),
      },
    ]);
    expect(await screen.findByText('지운 자료', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('자료실 (삭제된 글)')).toBeTruthy();
    expect((screen.getByLabelText('삭제된 글 보기') as HTMLButtonElement).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('글쓰기')).toBeNull();
  }, 30_000);
});
