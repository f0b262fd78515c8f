import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { CaseRecordChoicesQuery, CaseRecordFormQuery } from './kit';
import {
  CancelClosingReportMutation,
  CgiQuery,
  ClosingReportQuery,
  CreateCaseManagementLogMutation,
  CreateCaseMinutesMutation,
  CreateCgiMutation,
  CreateClosingReportMutation,
  RecordCaseQuery,
  UpdateCgiMutation,
} from './operations';
import RecordDetailPage from './RecordDetailPage';
import RecordRegisterPage from './RecordRegisterPage';
import { renderRoutes } from '../../../test/render';

const WAIT = { timeout: 8000 };
const CASE = '/auth/case-management/detail/7';
const f = (name: string, label: string, kind: string, o: Record<string, unknown> = {}) => ({
  __typename: 'CaseRecordFormField' as const,
  name,
  label,
  kind,
  list: null,
  etcName: null,
  required: false,
  min: null,
  max: null,
  ...o,
});
const section = (label: string, fields: ReturnType<typeof f>[]) => ({ __typename: 'CaseRecordFormSection' as const, key: '', label, rows: false, fields });
const form = (record: string, sections: ReturnType<typeof section>[]) => ({ caseRecordForm: { __typename: 'CaseRecordForm' as const, record, sections } });

/** The forms as the server serves them (record-forms.ts), cut down to what the tests touch. */
const FORMS: Record<string, ReturnType<typeof form>> = {
  cgi: form('cgi', [
    section('평가', [
      f('testType', '검사 시기', 'choice', { list: 'cgiTestType' }),
      f('cgiS', 'CGI-S', 'int', { list: 'cgiS', required: true, min: 1, max: 7 }),
      f('cgiI', 'CGI-I', 'int', { list: 'cgiI', min: 0, max: 7 }),
    ]),
  ]),
  'case-minutes': form('case-minutes', [
    section('회의 정보', [f('title', '제목', 'text', { required: true, max: 200 }), f('meetingDate', '회의일', 'date', { required: true })]),
    section('진단과 개입 계획', [f('primaryDiagnostic', '주 진단 (추정)', 'multi', { list: 'diagnosis', etcName: 'primaryDiagnosticEtc', required: true })]),
  ]),
  'case-management-log': form('case-management-log', [
    section('개입 정보', [f('title', '제목', 'text', { required: true, max: 200 }), f('interventionMethod', '개입 방법', 'multi', { list: 'interventionMethod', etcName: 'interventionMethodEtc', required: true })]),
    section('내용과 향후 계획', [f('content', '개입 내용', 'long', { required: true, max: 5000 })]),
  ]),
  'closing-report': form('closing-report', [
    section('종결 정보', [f('closingDate', '종결일', 'date', { required: true }), f('closingType', '종결 유형', 'choice', { list: 'closingType', required: true })]),
    section('개입 횟수', [f('interventionsCntRI', '개입 횟수 (면담·평가)', 'int', { min: 0, max: 9999 })]),
  ]),
};
const c = (code: string, label: string, etc = false) => ({ __typename: 'CaseRecordChoice' as const, code, label, etc });
const list = (name: string, choices: ReturnType<typeof c>[]) => ({ __typename: 'CaseRecordChoiceList' as const, name, choices });
const CHOICES = {
  caseRecordChoices: [
    list('cgiTestType', [c('PRELIMINARY', '사전'), c('POST', '사후')]),
    list('cgiS', [c('1', '1 정상, 아프지 않음'), c('3', '3 경도'), c('4', '4 중등도')]),
    list('cgiI', [c('0', '0 평가하지 않음'), c('2', '2 많이 좋아짐'), c('4', '4 변화 없음')]),
    list('diagnosis', [c('DEPRESSION', '우울'), c('ANXIETY', '불안'), c('ETC', '기타', true)]),
    list('interventionMethod', [c('FACE_TO_FACE', '대면'), c('PHONE', '전화'), c('ETC', '기타', true)]),
    list('closingType', [c('GOAL_ACHIEVED', '목표 달성'), c('LINKED', '다른 기관으로 연계')]),
  ],
};

let sent: { name: string; variables: Record<string, unknown> }[] = [];
const capture = (name: string, doc: DocumentNode, data: (v: Record<string, unknown>) => Record<string, unknown>) => ({
  request: { query: doc, variables: () => true },
  result: (v: Record<string, unknown>) => {
    sent.push({ name, variables: v });
    return { data: data(v) };
  },
  maxUsageCount: 5,
});
const saved = (typename: string) => () => ({ __typename: typename, id: 3, requestId: 7 });

function renderAt(url: string, o: { status?: string; extra?: unknown[] } = {}) {
  sent = [];
  const status = o.status ?? 'COMPLETED';
  const kase = { __typename: 'RequestDetail' as const, id: 7, status, statusName: status === 'COMPLETED' ? '승인' : '종결', schoolName: '서울초등학교', requestTarget: { __typename: 'RequestTarget' as const, name: '홍*동' } };
  const mocks = [
    { request: { query: RecordCaseQuery, variables: { id: 7 } }, result: { data: { request: kase } }, maxUsageCount: 10 },
    ...Object.entries(FORMS).map(([record, data]) => ({ request: { query: CaseRecordFormQuery, variables: { record } }, result: { data }, maxUsageCount: 10 })),
    { request: { query: CaseRecordChoicesQuery }, result: { data: CHOICES }, maxUsageCount: 10 },
    capture('cgi', CreateCgiMutation, () => ({ createCgi: saved('Cgi')() })),
    capture('case-minutes', CreateCaseMinutesMutation, () => ({ createCaseMinutes: saved('CaseMinutes')() })),
    capture('case-management-log', CreateCaseManagementLogMutation, () => ({ createCaseManagementLog: saved('CaseManagementLog')() })),
    capture('closing-report', CreateClosingReportMutation, () => ({ createClosingReport: saved('ClosingReport')() })),
    ...(o.extra ?? []),
  ];
  return renderRoutes(
    [
      { path: `/auth/case-management/detail/:requestId/cgi/register/:testType`, element: <RecordRegisterPage /> },
      { path: `/auth/case-management/detail/:requestId/case-minutes/register`, element: <RecordRegisterPage /> },
      { path: `/auth/case-management/detail/:requestId/case-management-log/register`, element: <RecordRegisterPage /> },
      { path: `/auth/case-management/detail/:requestId/closing-report/register`, element: <RecordRegisterPage /> },
      { path: `/auth/case-management/detail/:requestId/closing-report/detail/:closingReportId`, element: <RecordDetailPage /> },
      { path: `/auth/case-management/detail/:requestId/cgi/detail/:cgiId`, element: <RecordDetailPage /> },
      { path: '/auth/case-management/detail/:requestId/:progressStep/:progressStepItem', element: <p>사례 상세 화면</p> },
    ], url, mocks as never).router;
}

const type = (label: string, value: string) => act(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const click = (el: HTMLElement) => act(() => fireEvent.click(el));

afterEach(() => localStorage.clear());

describe('RecordRegisterPage: one page for every record kind', () => {
  it('CGI before the intervention: CGI-S only, sent with its test, back to 심층평가', async () => {
    const router = renderAt(`${CASE}/cgi/register/PRELIMINARY`);
    expect(await screen.findByText('CGI 평가 등록: 사전', {}, WAIT)).toBeTruthy();
    const severity = await screen.findByRole('group', { name: /CGI-S/ }, WAIT);
    // the test is the page's; the improvement is not rated before the intervention
    expect(screen.queryByRole('group', { name: /CGI-I/ })).toBeNull();
    expect(screen.queryByRole('group', { name: /검사 시기/ })).toBeNull();
    click(within(severity).getByRole('radio', { name: '3 경도' }));
    click(screen.getByRole('button', { name: '제출' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toEqual({ name: 'cgi', variables: { input: { requestId: 7, testType: 'PRELIMINARY', isDone: 'Y', cgiS: 3 } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${CASE}/IN_DEPTH_EVALUATION/CGI_PRE`), WAIT);
  }, 30_000);

  it('CGI after: CGI-I asked for on submit, 0 = 평가하지 않음 accepted, back to 사후평가', async () => {
    const router = renderAt(`${CASE}/cgi/register/POST`);
    const improvement = await screen.findByRole('group', { name: /CGI-I/ }, WAIT);
    click(within(screen.getByRole('group', { name: /CGI-S/ })).getByRole('radio', { name: '4 중등도' }));
    click(screen.getByRole('button', { name: '제출' }));
    expect(await screen.findByText('CGI-I를 선택해주세요.', {}, WAIT)).toBeTruthy();
    expect(sent).toEqual([]);
    click(within(improvement).getByRole('radio', { name: '0 평가하지 않음' }));
    click(screen.getByRole('button', { name: '제출' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0].variables).toEqual({ input: { requestId: 7, testType: 'POST', isDone: 'Y', cgiS: 4, cgiI: 0 } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${CASE}/POST_EVALUATION/CGI_POST`), WAIT);
  }, 30_000);

  it('case minutes: the typed fields with their 기타 text, back to 사례회의', async () => {
    const router = renderAt(`${CASE}/case-minutes/register`);
    await screen.findByRole('button', { name: '제출' }, WAIT);
    type('제목', '1차 사례회의');
    type('회의일', '2026-04-02');
    click(screen.getByRole('checkbox', { name: '우울' }));
    click(screen.getByRole('checkbox', { name: '기타' }));
    await screen.findByLabelText('기타 주 진단 (추정)', {}, WAIT);
    type('기타 주 진단 (추정)', '수면 문제');
    click(screen.getByRole('button', { name: '제출' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toEqual({
      name: 'case-minutes',
      variables: { input: { requestId: 7, isDone: 'Y', title: '1차 사례회의', meetingDate: '2026-04-02', primaryDiagnostic: ['DEPRESSION', 'ETC'], primaryDiagnosticEtc: '수면 문제' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${CASE}/CASE_MEETING/CASE_MINUTES`), WAIT);
  }, 30_000);

  it('case management log: a partial 임시저장 needs none of the required fields, back to 사례개입', async () => {
    const router = renderAt(`${CASE}/case-management-log/register`);
    await screen.findByRole('button', { name: '임시저장' }, WAIT);
    type('개입 내용', '전화로 보호자 상담');
    click(screen.getByRole('checkbox', { name: '전화' }));
    click(screen.getByRole('button', { name: '임시저장' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toEqual({ name: 'case-management-log', variables: { input: { requestId: 7, isDone: 'N', interventionMethod: ['PHONE'], content: '전화로 보호자 상담' } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${CASE}/CASE_INTERVENTION/CASE_MANAGEMENT_LOG`), WAIT);
  }, 30_000);

  it('closing report: written on a closed case too, counts as numbers, back to 종결보고', async () => {
    const router = renderAt(`${CASE}/closing-report/register`, { status: 'CLOSED' });
    await screen.findByRole('button', { name: '제출' }, WAIT);
    type('종결일', '2026-06-30');
    click(screen.getByRole('radio', { name: '목표 달성' }));
    type('개입 횟수 (면담·평가)', '12');
    click(screen.getByRole('button', { name: '제출' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toEqual({ name: 'closing-report', variables: { input: { requestId: 7, isDone: 'Y', closingDate: '2026-06-30', closingType: 'GOAL_ACHIEVED', interventionsCntRI: 12 } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${CASE}/CLOSING_REPORT/CLOSING_REPORT`), WAIT);
  }, 30_000);

  it('a case that no longer runs takes no case minutes: said at once, no form', async () => {
    renderAt(`${CASE}/case-minutes/register`, { status: 'CLOSED' });
    expect(await screen.findByText('종결 상태의 사례에는 기록을 저장할 수 없습니다.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '제출' })).toBeNull();
  }, 30_000);
});

describe('RecordDetailPage: the closing report', () => {
  const report = (o: Record<string, unknown>) => ({
    closingReport: {
      __typename: 'ClosingReport' as const,
      id: 5,
      requestId: 7,
      isDone: 'Y',
      submittedAt: '2026-06-30T01:00:00.000Z',
      updatedAt: '2026-06-30T01:00:00.000Z',
      can: { __typename: 'CaseRecordAbilities' as const, edit: false, delete: true, cancel: true },
      cancelMessage: null,
      closingDate: '2026-06-30',
      closingType: 'GOAL_ACHIEVED',
      ...Object.fromEntries(
        'requestPath requestPathDetail interventionTarget interventionTargetDetail interventionTargetEtc interventionContent studentStatus interventionsCntRI interventionsCntLS interventionsCntSV interventionsCntIL interventionsCntM institutionalLinkage institutionalLinkageEtc medicalExpensesSupport medicalExpensesFunding medicalExpensesFundingEtc'
          .split(' ')
          .map((k) => [k, null]),
      ),
      ...o,
    },
  });
  const get = (data: ReturnType<typeof report>) => ({ request: { query: ClosingReportQuery, variables: { id: 5 } }, result: { data } });
  const cancel = capture('cancel', CancelClosingReportMutation, () => ({ cancelClosingReport: { __typename: 'ClosingReport', id: 5, isDone: 'N', cancelMessage: '개입 횟수 정정' } }));

  it('cancels a submitted report with a required reason; the draft then shows the reason and may be edited', async () => {
    const draft = report({ isDone: 'N', submittedAt: null, cancelMessage: '개입 횟수 정정', can: { __typename: 'CaseRecordAbilities' as const, edit: true, delete: true, cancel: false } });
    renderAt(`${CASE}/closing-report/detail/5`, { extra: [get(report({})), get(draft), cancel] });
    expect(await screen.findByText('목표 달성', {}, WAIT)).toBeTruthy();
    // submitted: changed only after a cancel
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
    click(screen.getByRole('button', { name: '종결 보고 취소' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    click(within(dialog).getByRole('button', { name: '제출 취소' }));
    expect(await within(dialog).findByText('취소 사유를 입력해주세요.', {}, WAIT)).toBeTruthy();
    expect(sent).toEqual([]);
    act(() => fireEvent.change(within(dialog).getByLabelText('취소 사유'), { target: { value: ' 개입 횟수 정정 ' } }));
    click(within(dialog).getByRole('button', { name: '제출 취소' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'cancel', variables: { input: { closingReportId: 5, message: '개입 횟수 정정' } } }]), WAIT);
    expect(await screen.findByText('취소 사유: 개입 횟수 정정', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('제출이 취소된 종결보고서입니다. 고친 뒤 다시 제출해주세요.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '수정' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '종결 보고 취소' })).toBeNull();
  }, 30_000);

  it('offers no command the server does not allow (a report already sent to the school)', async () => {
    const none = { __typename: 'CaseRecordAbilities' as const, edit: false, delete: false, cancel: false };
    renderAt(`${CASE}/closing-report/detail/5`, { extra: [get(report({ can: none }))] });
    expect(await screen.findByText('목표 달성', {}, WAIT)).toBeTruthy();
    for (const name of ['수정', '삭제', '종결 보고 취소']) expect(screen.queryByRole('button', { name })).toBeNull();
  }, 30_000);
});

describe('RecordDetailPage: CGI', () => {
  const cgi = (o: Record<string, unknown>) => ({
    request: { query: CgiQuery, variables: { id: 21 } },
    result: {
      data: {
        cgi: {
          __typename: 'Cgi' as const,
          id: 21,
          requestId: 7,
          isDone: 'N',
          submittedAt: null,
          updatedAt: '2026-06-01T01:00:00.000Z',
          can: { __typename: 'CaseRecordAbilities' as const, edit: true, delete: true, cancel: false },
          testType: 'POST',
          cgiS: 4,
          cgiI: 2,
          ...o,
        },
      },
    },
  });
  const update = capture('update', UpdateCgiMutation, () => ({ updateCgi: saved('Cgi')() }));

  it('shows a POST CGI’s scores by their labels, and saves an edit with its test kept, back to 사후평가', async () => {
    const router = renderAt(`${CASE}/cgi/detail/21`, { extra: [cgi({}), update] });
    expect(await screen.findByText('CGI 평가 상세: 사후', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('2 많이 좋아짐', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('4 중등도')).toBeTruthy();
    click(screen.getByRole('button', { name: '수정' }));
    const improvement = await screen.findByRole('group', { name: /CGI-I/ }, WAIT);
    click(within(improvement).getByRole('radio', { name: '4 변화 없음' }));
    click(screen.getByRole('button', { name: '제출' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toEqual({ name: 'update', variables: { id: 21, input: { cgiS: 4, cgiI: 4, testType: 'POST', isDone: 'Y' } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${CASE}/POST_EVALUATION/CGI_POST`), WAIT);
  }, 30_000);

  it('shows no CGI-I on a preliminary CGI', async () => {
    renderAt(`${CASE}/cgi/detail/21`, { extra: [cgi({ testType: 'PRELIMINARY', cgiI: null, can: { __typename: 'CaseRecordAbilities', edit: false, delete: false, cancel: false } })] });
    expect(await screen.findByText('CGI 평가 상세: 사전', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('4 중등도', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('CGI-I')).toBeNull();
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
  }, 30_000);
});
