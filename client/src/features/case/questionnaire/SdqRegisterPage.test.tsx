import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CreateSdqKrMutation, SdqKrListQuery, SdqSelfReportQuery, SendSdqKrUrlMutation } from './operations';
import SdqRegisterPage from './SdqRegisterPage';

const WAIT = { timeout: 8000 };
const PATH = '/auth/case-management/detail/:requestId/sdq-kr/register/:testType/:targetType';

const list = (content: object[]) => ({
  request: { query: SdqKrListQuery, variables: { requestId: 7, testType: 'PRELIMINARY', targetType: 'GUARDIAN' } },
  result: { data: { sdqKrs: { __typename: 'SdqKrPage', content } } },
});
const row = { __typename: 'SdqKr', id: 31, testType: 'PRELIMINARY', targetType: 'GUARDIAN', mobile: '010-****-5678', sentAt: '2026-11-24T01:00:00.000Z', isDone: 'N', doneAt: null, doneBy: null };

function renderPage(mocks: object[], url = '/auth/case-management/detail/7/sdq-kr/register/PRELIMINARY/GUARDIAN') {
  const router = createMemoryRouter(
    [
      { path: PATH, element: <SdqRegisterPage /> },
      { path: '/auth/case-management/detail/:requestId/:progressStep/:progressStepItem', element: <p>사례 상세</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <AntApp>
      <MockedProvider mocks={mocks as never}>
        <RouterProvider router={router} />
      </MockedProvider>
    </AntApp>,
  );
  return router;
}

describe('SDQ-KR register (staff)', () => {
  it('checks the number and the guardian’s relationship, sends the link, shows the server’s message and the new record', async () => {
    renderPage([
      list([]),
      {
        request: { query: SendSdqKrUrlMutation, variables: { input: { requestId: 7, testType: 'PRELIMINARY', targetType: 'GUARDIAN', mobile: '01012345678', relationship: 'MOTHER' } } },
        result: { data: { sendSdqKrUrl: { __typename: 'QuestionnaireLinkSent', message: '전송 되었습니다.', id: 31, sentTo: '010-****-5678' } } },
      },
      list([row]),
    ]);
    expect(await screen.findByText('SDQ-KR 사전 검사 · 보호자', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('아직 보낸 링크나 입력한 설문이 없습니다.', {}, WAIT)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('받는 사람 휴대전화번호'), { target: { value: '010-123' } });
    fireEvent.click(screen.getByText('링크 보내기', { selector: 'button span' }).closest('button')!);
    expect(await screen.findByText('휴대전화번호 형식이 맞지 않습니다.', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('학생과의 관계를 선택해주세요.', {}, WAIT)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('받는 사람 휴대전화번호'), { target: { value: '010-1234-5678' } });
    fireEvent.mouseDown(document.querySelector<HTMLElement>('#send-link_relationship')!);
    fireEvent.click(await screen.findByText('모', { selector: '.ant-select-item-option-content' }, WAIT));
    fireEvent.click(screen.getByText('링크 보내기', { selector: 'button span' }).closest('button')!);
    expect(await screen.findByText('전송 되었습니다.', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('31번 기록 보기', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('010-****-5678')).toBeTruthy();
    // a record exists: the paper entry is offered only before any
    expect(screen.queryByText('종이 설문 입력')).toBeNull();
  }, 30_000);

  it('enters a paper questionnaire (unanswered items left out) and returns to the case at SDQ_KR_PRE', async () => {
    const router = renderPage(
      [
        list([]),
        {
          request: {
            query: CreateSdqKrMutation,
            variables: { input: { requestId: 7, testType: 'PRELIMINARY', targetType: 'GUARDIAN', relationship: 'FATHER', relationshipEtc: undefined, isDone: 'Y', dehi010: 2, spbpb050: 0 } },
          },
          result: { data: { createSdqKr: { __typename: 'SdqKr', id: 32 } } },
        },
      ],
    );
    await screen.findByText('종이 설문 입력', {}, WAIT);
    const paper = screen.getByText('종이 설문 입력').closest('.ant-card')! as HTMLElement;
    fireEvent.mouseDown(paper.querySelector<HTMLElement>('[role="combobox"]')!);
    fireEvent.click((await screen.findAllByText('부', { selector: '.ant-select-item-option-content' }, WAIT)).at(-1)!);
    fireEvent.click(screen.getByRole('radiogroup', { name: '1번 (dehi010)' }).querySelectorAll('input')[2]);
    fireEvent.click(screen.getByRole('radiogroup', { name: '25번 (spbpb050)' }).querySelectorAll('input')[0]);
    fireEvent.click(screen.getByText('입력 완료').closest('button')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/case-management/detail/7/IN_DEPTH_EVALUATION/SDQ_KR_PRE'), WAIT);
  }, 30_000);

  it('offers neither the link nor the paper entry of the student’s own form to a student outside 11–17, and says why', async () => {
    const message = 'SDQ-KR 학생용(자기보고)은 만 11–17세 학생에게만 실시할 수 있습니다. 이 학생은 만 18세이므로 보호자용 또는 교사용을 이용해주세요.';
    renderPage(
      [
        { request: { query: SdqKrListQuery, variables: { requestId: 7, testType: 'POST', targetType: 'STUDENT' } }, result: { data: { sdqKrs: { __typename: 'SdqKrPage', content: [] } } } },
        {
          request: { query: SdqSelfReportQuery, variables: { id: 7 } },
          result: { data: { request: { __typename: 'RequestDetail', id: 7, sdqSelfReport: { __typename: 'SdqSelfReport', allowed: false, age: 18, message } } } },
        },
      ],
      '/auth/case-management/detail/7/sdq-kr/register/POST/STUDENT',
    );
    expect(await screen.findByText('SDQ-KR 사후 검사 · 학생', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText(message, {}, WAIT)).toBeTruthy();
    expect(screen.getByText('학생용(자기보고)은 이 학생에게 실시할 수 없습니다.')).toBeTruthy();
    expect(screen.queryByText('문자로 링크 보내기')).toBeNull();
    expect(screen.queryByText('종이 설문 입력')).toBeNull();
  }, 30_000);

  it('offers both to a student of 11–17', async () => {
    renderPage(
      [
        { request: { query: SdqKrListQuery, variables: { requestId: 7, testType: 'PRELIMINARY', targetType: 'STUDENT' } }, result: { data: { sdqKrs: { __typename: 'SdqKrPage', content: [] } } } },
        {
          request: { query: SdqSelfReportQuery, variables: { id: 7 } },
          result: { data: { request: { __typename: 'RequestDetail', id: 7, sdqSelfReport: { __typename: 'SdqSelfReport', allowed: true, age: 12, message: null } } } },
        },
      ],
      '/auth/case-management/detail/7/sdq-kr/register/PRELIMINARY/STUDENT',
    );
    expect(await screen.findByText('문자로 링크 보내기', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('종이 설문 입력')).toBeTruthy();
    expect(screen.queryByText('학생용(자기보고)은 이 학생에게 실시할 수 없습니다.')).toBeNull();
  }, 30_000);

  it('says so for an address that names no test type or target', () => {
    renderPage([], '/auth/case-management/detail/7/sdq-kr/register/LATER/GUARDIAN');
    expect(screen.getByText('주소가 올바르지 않습니다.')).toBeTruthy();
  });
});
