import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import PopupFormPage from './PopupFormPage';
import { CreatePopupMutation } from './operations';

const LIMIT = '같은 날에 게시할 수 있는 팝업은 최대 5개입니다. 기간이 겹치는 팝업의 사용 여부나 기간을 조정한 뒤 다시 저장해주세요.';
const ALL = ['CLIENT', 'MEMBER', 'CENTER_MEMBER', 'CENTER_MANAGER', 'EDUCATION_OFFICE', 'EDUCATION_MINISTRY', 'SYSTEM_ADMIN'];
const values = { title: '점검 안내', content: '토요일 점검', startDate: '2030-03-10', endDate: '2030-03-12', useYn: 'Y', viewTarget: ALL };
const input = { ...values, fileIds: [], deleteFileIds: [] };

function renderPage(mocks: unknown[]) {
  return renderRoutes(
    [
      { path: '/auth/popup/register', element: <PopupFormPage /> },
      { path: '/auth/popup/detail/:popupId', element: <p>상세 화면</p> },
    ],
    '/auth/popup/register',
    mocks as never,
  ).view;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fillForm(o: Partial<typeof values> = {}) {
  const v = { ...values, ...o };
  fill('제목', v.title);
  fill('내용', v.content);
  fill('시작일', v.startDate);
  fill('종료일', v.endDate);
}

const WAIT = { timeout: 8000 };

describe('PopupFormPage', () => {
  it('refuses an end before the start with the SPEC §5 message, before any call', async () => {
    renderPage([]);
    fillForm({ startDate: '2030-03-12', endDate: '2030-03-10' });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await screen.findByText('종료일은 시작일보다 이후여야 합니다.', undefined, WAIT);
    // the checkbox group is required: its label is marked and says so to a screen reader (issue 29)
    expect(screen.getByText('(필수)', { exact: false, selector: '.svs-visually-hidden' }).closest('label')?.textContent).toBe('*노출 대상 (필수)');
  });

  it('shows the server message when the active popup limit refuses the save (SPEC §8)', async () => {
    renderPage([
      {
        request: { query: CreatePopupMutation, variables: { input } },
        result: { errors: [new GraphQLError(LIMIT, { extensions: { code: 'ACTIVE_POPUP_LIMIT_EXCEEDED', status: 409 } })] },
      },
    ]);
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    const alert = await screen.findByRole('alert', undefined, WAIT);
    await waitFor(() => expect(alert.textContent).toContain(LIMIT), WAIT);
    expect(screen.queryByText('상세 화면')).toBeNull();
  });

  it('saves and opens the new popup', async () => {
    const saved = { __typename: 'Popup', id: 7, ...values, image: null, deleteYn: 'N', state: 'SCHEDULED', stateLabel: '게시 예정', createDate: '2030-03-01T00:00:00.000Z', updateDate: '2030-03-01T00:00:00.000Z' };
    renderPage([{ request: { query: CreatePopupMutation, variables: { input } }, result: { data: { createPopup: saved } } }]);
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await screen.findByText('상세 화면', undefined, WAIT);
  });
});
