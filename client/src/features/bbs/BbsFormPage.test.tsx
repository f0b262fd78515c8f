import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import BbsFormPage from './BbsFormPage';
import { BbsFormPageQuery, UpdateBbsMutation } from './operations';

const abilities = (o: Partial<Record<'write' | 'setCentralFixation' | 'setSimpleEvaluationFixation' | 'setCenterFixation', boolean>> = {}) => ({
  __typename: 'Abilities' as const,
  bbs: { __typename: 'BbsBoardAbilities' as const, write: true, setCentralFixation: false, setSimpleEvaluationFixation: false, setCenterFixation: false, ...o },
});

const post = {
  __typename: 'BbsDetail' as const,
  id: 4,
  type: 'DATA' as const,
  title: '사례회의 양식',
  content: '<p>센터 내부 양식입니다.</p>',
  isPrivate: 'N',
  viewTarget: ['CENTER_MANAGER', 'CENTER_MEMBER'],
  centralFixation: 'N',
  simpleEvaluationFixation: 'N',
  centerFixation: 'Y',
  uploadedFiles: [{ __typename: 'Attachment' as const, id: 31, name: '양식.pdf', size: 2048, contentType: 'application/pdf', url: 'svs-u/attachments/31' }],
  can: { __typename: 'BbsAbilities' as const, update: true, setCentralFixation: false, setSimpleEvaluationFixation: false, setCenterFixation: true },
};

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname}</output>;
}

function renderAt(path: string, mocks: unknown[]) {
  renderRoutes(
    [
      { path: '/auth/bbs/:board/register', element: <BbsFormPage /> },
      { path: '/auth/bbs/:board/modify/:bbsId', element: <BbsFormPage /> },
      { path: '*', element: <Where /> },
    ],
    path,
    mocks as never,
  );
}

const WAIT = { timeout: 10000 };

describe('BbsFormPage', () => {
  it('a new post: private by default, pins only offered when the server allows them, title and content required', async () => {
    renderAt('/auth/bbs/notice/register', [
      { request: { query: BbsFormPageQuery, variables: { type: 'NOTICE', id: 0, editing: false } }, result: { data: { abilities: abilities({ setCentralFixation: true }) } } },
    ]);
    expect(await screen.findByText('공지사항 등록', {}, WAIT)).toBeTruthy();
    expect((screen.getByLabelText('비공개 (작성자, 같은 센터 직원, 관리자만)') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('모든 사용자 목록에서 맨 위')).toBeTruthy();
    expect(screen.queryByLabelText('우리 센터 직원 목록에서 맨 위')).toBeNull();
    // the editor is a multi-line textbox named by the label 내용, with a toolbar of named buttons
    const editor = await screen.findByRole('textbox', { name: '내용' }, WAIT);
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(screen.getByRole('button', { name: '굵게' })).toBeTruthy();
    fireEvent.click(screen.getByText('등록', { selector: 'button span' }).closest('button')!);
    expect(await screen.findByText('제목을 입력해주세요.', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('내용을 입력해주세요.', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('modifies a post: starts from it, sends its fields (not the pins it may not set), says 수정 되었습니다. and opens the post', async () => {
    renderAt('/auth/bbs/data/modify/4', [
      { request: { query: BbsFormPageQuery, variables: { type: 'DATA', id: 4, editing: true } }, result: { data: { abilities: abilities({ setCenterFixation: true }), bbs: post } } },
      {
        request: {
          query: UpdateBbsMutation,
          variables: {
            id: 4,
            input: {
              title: '사례회의 양식 (개정)',
              content: '<p>센터 내부 양식입니다.</p>',
              isPrivate: 'N',
              viewTarget: ['CENTER_MANAGER', 'CENTER_MEMBER'],
              // the pins this manager may not set are left as they are (not sent)
              centerFixation: 'Y',
              fileIds: [],
              deleteFileIds: [],
            },
          },
        },
        result: { data: { updateBbs: { __typename: 'BbsMessage', id: 4, message: '수정 되었습니다.' } } },
      },
    ]);
    const title = (await screen.findByLabelText('제목', {}, WAIT)) as HTMLInputElement;
    expect(title.value).toBe('사례회의 양식');
    expect((screen.getByLabelText('우리 센터 직원 목록에서 맨 위') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('양식.pdf')).toBeTruthy();
    expect((await screen.findByRole('textbox', { name: '내용' }, WAIT)).textContent).toBe('센터 내부 양식입니다.');
    fireEvent.change(title, { target: { value: '사례회의 양식 (개정)' } });
    fireEvent.click(screen.getByText('수정', { selector: 'button span' }).closest('button')!);
    expect(await screen.findByText('수정 되었습니다.', {}, WAIT)).toBeTruthy();
    expect((await screen.findByTestId('where', {}, WAIT)).textContent).toBe('/auth/bbs/data/detail/4');
  }, 30_000);
});
