import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SatisfactionListQuery } from '../questionnaire/operations';
import { CaseRecordChoicesQuery } from '../record/kit';
import { CaseManagementLogsQuery, CaseMinutesListQuery, CaseSdqKrsQuery, CgisQuery, ClosingReportsQuery, InterviewEvaluationsQuery } from '../record/operations';
import CaseDetailPage from './CaseDetailPage';
import { CaseStepCountsQuery, CaseWorkspaceQuery, ChangeCaseStepMutation, CompleteCaseClosingMutation } from './operations';
import { renderRoutes } from '../../../test/render';

const WAIT = { timeout: 8000 };
type Can = { changeProgressStep: boolean; completeClosing: boolean; sendClosingReport: boolean };
const NONE: Can = { changeProgressStep: false, completeClosing: false, sendClosingReport: false };

const workspace = (can: Can, o: Record<string, unknown> = {}) => ({
  request: {
    __typename: 'RequestDetail' as const,
    id: 7,
    requestType: 'GENERAL',
    requestDate: '2026-03-02T00:00:00.000Z',
    approvedAt: '2026-03-03T00:00:00.000Z',
    schoolName: '서울초등학교',
    centerName: '종로센터',
    requesterName: '김교사',
    requesterInstitution: null,
    caseManagerName: '박담당',
    grade: 5,
    classNo: 2,
    num: 7,
    progressStep: 'CASE_MEETING',
    progressStepName: '사례회의',
    status: 'COMPLETED',
    statusName: '승인',
    closingDate: null,
    closingReportSentAt: null,
    screeningCrisis: false,
    requestTarget: { __typename: 'RequestTarget' as const, name: '홍*동', gender: 'M', birthYear: 2015 },
    can: { __typename: 'RequestAbilities' as const, ...can },
    sdqSelfReport: { __typename: 'SdqSelfReport' as const, allowed: true, message: null },
    ...o,
  },
});

let mutations: { name: string; variables: Record<string, unknown> }[] = [];

const choice = (code: string, label: string) => ({ __typename: 'CaseRecordChoice' as const, code, label, etc: false });
const page = <T,>(typename: string, content: T[]) => ({ __typename: typename, totalElements: content.length, content });
/** The records of the other steps, as their lists answer them. */
const recordMocks = [
  {
    request: { query: CaseRecordChoicesQuery },
    result: {
      data: {
        caseRecordChoices: [
          { __typename: 'CaseRecordChoiceList' as const, name: 'cgiS', choices: [choice('4', '4 중등도'), choice('2', '2 경계 수준')] },
          { __typename: 'CaseRecordChoiceList' as const, name: 'cgiI', choices: [choice('0', '0 평가하지 않음'), choice('2', '2 많이 좋아짐')] },
          { __typename: 'CaseRecordChoiceList' as const, name: 'closingType', choices: [choice('GOAL_ACHIEVED', '목표 달성')] },
        ],
      },
    },
    maxUsageCount: 10,
  },
  {
    request: { query: CgisQuery, variables: { requestId: 7, size: 100 } },
    result: {
      data: {
        cgis: page('CgiPage', [
          { __typename: 'Cgi', id: 22, isDone: 'Y', testType: 'POST', cgiS: 2, cgiI: 2, updatedAt: '2026-06-01T01:00:00.000Z' },
          { __typename: 'Cgi', id: 21, isDone: 'Y', testType: 'PRELIMINARY', cgiS: 4, cgiI: null, updatedAt: '2026-03-10T01:00:00.000Z' },
        ]),
      },
    },
    maxUsageCount: 10,
  },
  ...(['PRELIMINARY', 'POST'] as const).map((testType) => ({
    request: { query: CaseSdqKrsQuery, variables: { requestId: 7, testType } },
    result: {
      data: {
        sdqKrs: page(
          'SdqKrPage',
          testType === 'POST'
            ? []
            : [
                { __typename: 'SdqKr', id: 31, testType, targetType: 'GUARDIAN', sentAt: '2026-03-05T01:00:00.000Z', isDone: 'Y', doneAt: '2026-03-06T01:00:00.000Z', scores: { __typename: 'SdqScores', totalDifficulties: 18, totalBand: 'HIGH' } },
                { __typename: 'SdqKr', id: 32, testType, targetType: 'TEACHER', sentAt: '2026-03-05T01:00:00.000Z', isDone: 'N', doneAt: null, scores: null },
              ],
        ),
      },
    },
    maxUsageCount: 10,
  })),
  {
    request: { query: SatisfactionListQuery, variables: { requestId: 7 } },
    result: { data: { satisfactionAssessments: page('SatisfactionAssessmentPage', [{ __typename: 'SatisfactionAssessment', id: 41, targetType: 'STUDENT', mobile: '010-****-5678', sentAt: '2026-06-02T01:00:00.000Z', isDone: 'Y', doneAt: '2026-06-03T01:00:00.000Z', doneBy: null }]) } },
    maxUsageCount: 10,
  },
  {
    request: { query: CaseMinutesListQuery, variables: { requestId: 7, size: 100 } },
    result: { data: { caseMinutesList: page('CaseMinutesPage', [{ __typename: 'CaseMinutes', id: 51, isDone: 'N', title: '1차 사례회의', meetingDate: '2026-04-02', updatedAt: '2026-04-02T01:00:00.000Z' }]) } },
    maxUsageCount: 10,
  },
  {
    request: { query: CaseManagementLogsQuery, variables: { requestId: 7, size: 100 } },
    result: { data: { caseManagementLogs: page('CaseManagementLogPage', []) } },
    maxUsageCount: 10,
  },
  {
    request: { query: ClosingReportsQuery, variables: { requestId: 7, size: 100 } },
    result: { data: { closingReports: page('ClosingReportPage', [{ __typename: 'ClosingReport', id: 61, isDone: 'Y', closingDate: '2026-06-30', closingType: 'GOAL_ACHIEVED', updatedAt: '2026-06-30T01:00:00.000Z' }]) } },
    maxUsageCount: 10,
  },
];

function renderPage(url: string, can: Can, o: Record<string, unknown> = {}, opts: { stepFails?: boolean } = {}) {
  mutations = [];
  const mocks = [
    ...recordMocks,
    {
      request: { query: InterviewEvaluationsQuery, variables: { requestId: 7, size: 100 } },
      result: {
        data: {
          interviewEvaluations: {
            __typename: 'InterviewEvaluationPage' as const,
            totalElements: 2,
            content: [
              { __typename: 'InterviewEvaluationListItem' as const, id: 12, interviewTargetType: 'GUARDIAN', interviewTarget: '김보호', counselor: '박상담', counselingDate: '2026-04-01', isDone: 'Y', updatedAt: '2026-04-01T01:00:00.000Z' },
              { __typename: 'InterviewEvaluationListItem' as const, id: 11, interviewTargetType: 'STUDENT', interviewTarget: null, counselor: null, counselingDate: null, isDone: 'N', updatedAt: '2026-03-30T01:00:00.000Z' },
            ],
          },
        },
      },
      maxUsageCount: 10,
    },
    { request: { query: CaseWorkspaceQuery, variables: { id: 7 } }, result: { data: workspace(can, o) }, maxUsageCount: 10 },
    { request: { query: CaseStepCountsQuery }, result: { data: { requestStepCounts: [] } }, maxUsageCount: 10 },
    {
      request: { query: CompleteCaseClosingMutation, variables: () => true },
      result: (v: Record<string, unknown>) => {
        mutations.push({ name: 'complete', variables: v });
        return { data: { completeRequestClosing: { __typename: 'RequestMessage' as const, id: 7, message: '종결처리 완료' } } };
      },
    },
    {
      request: { query: ChangeCaseStepMutation, variables: () => true },
      result: (v: Record<string, unknown>) => {
        mutations.push({ name: 'step', variables: v });
        return opts.stepFails
          ? { errors: [new GraphQLError('이미 사례회의 단계입니다.', { extensions: { code: 'SAME_PROGRESS_STEP' } })] }
          : { data: { changeRequestProgressStep: { __typename: 'RequestMessage' as const, id: 7, message: '수정 완료' } } };
      },
    },
  ];
  return renderRoutes(
    [
      { path: '/auth/case-management/detail/:requestId', element: <CaseDetailPage /> },
      { path: '/auth/case-management/detail/:requestId/:progressStep/:progressStepItem', element: <CaseDetailPage /> },
    ], url, mocks as never).router;
}

describe('CaseDetailPage', () => {
  it('shows the header, the current step in words, and no command the server does not allow', async () => {
    renderPage('/auth/case-management/detail/7', NONE);
    expect(await screen.findByText('사례 상세: 홍*동', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('서울초등학교 5학년 2반 7번')).toBeTruthy();
    expect(screen.getByText('박담당')).toBeTruthy();
    expect(screen.getByText('현재 단계')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '사례회의 (현재)' })).toHaveProperty('checked', true);
    // the current step's records, 준비 중, with links to its sub-pages
    expect(screen.getByRole('link', { name: '사례회의록' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '사례회의록 등록' }).getAttribute('href')).toBe('/auth/case-management/detail/7/case-minutes/register');
    expect(screen.getByRole('link', { name: '의뢰서 보기' }).getAttribute('href')).toMatch(/\/auth\/case-management\/detail\/7\/request$/);
    expect(screen.queryByRole('button', { name: '단계 변경' })).toBeNull();
    expect(screen.queryByRole('button', { name: '종결처리' })).toBeNull();
    expect(screen.queryByRole('button', { name: '종결 보고 발송' })).toBeNull();
    expect(screen.queryByRole('img', { name: '위기 응답 학생' })).toBeNull();
  }, 30_000);

  it('marks a student whose linked screening is a crisis answer: 위기 in the header and beside the student', async () => {
    renderPage('/auth/case-management/detail/7', NONE, { screeningCrisis: true });
    expect(await screen.findByText('사례 상세: 홍*동', {}, WAIT)).toBeTruthy();
    const tags = screen.getAllByRole('img', { name: '위기 응답 학생' });
    expect(tags).toHaveLength(2);
    expect(tags[0].closest('.ant-card-head')).toBeTruthy();
    expect(screen.getByText('홍*동 (남, 2015년생)').closest('td')?.contains(tags[1])).toBe(true);
  }, 30_000);

  it('shows exactly the commands `can` allows', async () => {
    renderPage('/auth/case-management/detail/7', { changeProgressStep: true, completeClosing: false, sendClosingReport: true });
    expect(await screen.findByRole('button', { name: '단계 변경' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: '종결 보고 발송' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '종결처리' })).toBeNull();
  }, 30_000);

  it('asks for a closing date before closing, then closes with it', async () => {
    renderPage('/auth/case-management/detail/7', { ...NONE, completeClosing: true }, { progressStep: 'CLOSING_REPORT', progressStepName: '종결보고' });
    const close = await screen.findByRole('button', { name: '종결처리' }, WAIT);
    act(() => fireEvent.click(close));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    const ok = () => dialog.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement;
    act(() => fireEvent.click(ok()));
    expect(await screen.findByText('종결일을 선택해주세요.', {}, WAIT)).toBeTruthy();
    expect(mutations).toHaveLength(0);

    const input = screen.getByLabelText('종결일') as HTMLInputElement;
    act(() => {
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: '2026-05-31' } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    });
    act(() => fireEvent.click(ok()));
    await waitFor(() => expect(mutations).toEqual([{ name: 'complete', variables: { id: 7, closingDate: '2026-05-31' } }]), WAIT);
    expect(await screen.findByText('종결처리 완료', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('says 수정 실패 with the server\'s reason when a step change is refused', async () => {
    renderPage('/auth/case-management/detail/7', { ...NONE, changeProgressStep: true }, {}, { stepFails: true });
    await screen.findByRole('button', { name: '단계 변경' }, WAIT);
    act(() => fireEvent.mouseDown(screen.getByRole('combobox', { name: '바꿀 진행 단계' })));
    act(() => fireEvent.click(screen.getByTitle('사례개입')));
    act(() => fireEvent.click(screen.getByRole('button', { name: '단계 변경' })));
    const confirm = await screen.findByRole('dialog', {}, WAIT);
    expect(confirm.textContent).toContain('사례회의에서 사례개입(으)로');
    act(() => fireEvent.click(confirm.querySelector('.ant-btn-primary') as HTMLElement));
    expect(await screen.findByText('수정 실패: 이미 사례회의 단계입니다.', {}, WAIT)).toBeTruthy();
    expect(mutations).toEqual([{ name: 'step', variables: { id: 7, progressStep: 'CASE_INTERVENTION' } }]);
  }, 30_000);

  it('opens the step and marks the item named in the path; choosing another step changes the path', async () => {
    const router = renderPage('/auth/case-management/detail/7/IN_DEPTH_EVALUATION/SDQ_KR_PRE', NONE);
    expect(await screen.findByRole('radio', { name: '심층평가' }, WAIT)).toHaveProperty('checked', true);
    const item = screen.getByText('선택한 항목').closest('[aria-current="true"]');
    expect(item?.textContent).toContain('SDQ-KR 사전 검사');
    expect(screen.getByRole('link', { name: 'SDQ-KR 사전 검사 보호자 등록' }).getAttribute('href')).toBe('/auth/case-management/detail/7/sdq-kr/register/PRELIMINARY/GUARDIAN');
    // a student of 11–17: the self-report is offered like the others
    expect(screen.getByRole('link', { name: 'SDQ-KR 사전 검사 학생 등록' }).getAttribute('href')).toBe('/auth/case-management/detail/7/sdq-kr/register/PRELIMINARY/STUDENT');
    // another step: its path, its first item
    act(() => fireEvent.click(screen.getByRole('radio', { name: '사후평가' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/case-management/detail/7/POST_EVALUATION/SDQ_KR_POST'), WAIT);
    expect(await screen.findByRole('link', { name: '만족도 평가' }, WAIT)).toBeTruthy();
  }, 30_000);

  it('disables the SDQ-KR self-report for a student outside 11–17, with the server’s reason; the other targets and questionnaires stay', async () => {
    const message = 'SDQ-KR 학생용(자기보고)은 만 11–17세 학생에게만 실시할 수 있습니다. 이 학생은 만 10세이므로 보호자용 또는 교사용을 이용해주세요.';
    renderPage('/auth/case-management/detail/7/IN_DEPTH_EVALUATION/SDQ_KR_PRE', NONE, { sdqSelfReport: { __typename: 'SdqSelfReport', allowed: false, message } });
    const student = await screen.findByRole('button', { name: 'SDQ-KR 사전 검사 학생 등록' }, WAIT);
    expect(student).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'SDQ-KR 사전 검사 학생 등록' })).toBeNull();
    const reason = screen.getByText(message);
    expect(student.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.getByRole('link', { name: 'SDQ-KR 사전 검사 보호자 등록' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SDQ-KR 사전 검사 교사 등록' })).toBeTruthy();
    // the interview with the student is no SDQ: still offered
    expect(screen.getByRole('link', { name: '면담 평가 학생 등록' })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('radio', { name: '사후평가' })));
    expect(await screen.findByRole('button', { name: 'SDQ-KR 사후 검사 학생 등록' }, WAIT)).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: '만족도 평가 학생 등록' })).toBeTruthy();
  }, 30_000);

  it('lists the case’s interview evaluations under 면담 평가: target, date, 임시저장/제출 and a link to each', async () => {
    renderPage('/auth/case-management/detail/7/IN_DEPTH_EVALUATION/INTERVIEW_EVALUATION', NONE);
    const list = await screen.findByRole('list', { name: '면담평가 목록' }, WAIT);
    const rows = list.querySelectorAll('li');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('2026-04-01');
    expect(rows[0].textContent).toContain('제출');
    expect(rows[1].textContent).toContain('상담일 미입력');
    expect(rows[1].textContent).toContain('임시저장');
    expect(screen.getByRole('link', { name: '보호자 면담 (김보호)' }).getAttribute('href')).toBe('/auth/case-management/detail/7/interview-evaluation/detail/12');
    // the item has its records now; the others of the step are still 준비 중
    const item = screen.getByText('선택한 항목').closest('[aria-current="true"]') as HTMLElement;
    expect(item.textContent).not.toContain('준비 중');
  }, 30_000);

  it('lists each step’s records under its item: CGI with its scores, SDQ-KR with its total and band, the state of each', async () => {
    renderPage('/auth/case-management/detail/7/IN_DEPTH_EVALUATION/CGI_PRE', NONE);
    const cgi = await screen.findByRole('list', { name: '사전 CGI 목록' }, WAIT);
    // only the preliminary CGI here, with its severity in words
    await waitFor(() => expect(cgi.textContent).toContain('CGI-S 4 중등도'), WAIT);
    expect(cgi.querySelectorAll('li')).toHaveLength(1);
    expect(within(cgi).getByRole('link', { name: '사전 CGI' }).getAttribute('href')).toBe('/auth/case-management/detail/7/cgi/detail/21');
    const sdq = await screen.findByRole('list', { name: '사전 SDQ-KR 목록' }, WAIT);
    const [guardian, teacher] = Array.from(sdq.querySelectorAll('li'));
    expect(guardian.textContent).toContain('총 난점 18점 (높음)');
    expect(guardian.textContent).toContain('응답 완료');
    expect(teacher.textContent).toContain('발송');
    expect(within(sdq).getByRole('link', { name: '보호자 응답' }).getAttribute('href')).toBe('/auth/case-management/detail/7/sdq-kr/detail/31');

    act(() => fireEvent.click(screen.getByRole('radio', { name: '사후평가' })));
    const post = await screen.findByRole('list', { name: '사후 CGI 목록' }, WAIT);
    await waitFor(() => expect(post.textContent).toContain('CGI-I 2 많이 좋아짐'), WAIT);
    // one CGI per test: no 등록 once it is written (the list's own links lead to it)
    expect(screen.queryByRole('link', { name: 'CGI 사후 평가 등록' })).toBeNull();
    expect(await screen.findByText('사후 SDQ-KR 검사가 없습니다.', {}, WAIT)).toBeTruthy();
    const satisfaction = await screen.findByRole('list', { name: '만족도 평가 목록' }, WAIT);
    expect(satisfaction.textContent).toContain('학생 응답');
    expect(satisfaction.textContent).toContain('응답 완료');
  }, 30_000);

  it('lists case minutes, logs and the closing report under their steps, with their state and links', async () => {
    renderPage('/auth/case-management/detail/7/CASE_MEETING/CASE_MINUTES', NONE);
    const minutes = await screen.findByRole('list', { name: '사례회의록 목록' }, WAIT);
    expect(minutes.textContent).toContain('2026-04-02');
    expect(minutes.textContent).toContain('임시저장');
    expect(within(minutes).getByRole('link', { name: '1차 사례회의' }).getAttribute('href')).toBe('/auth/case-management/detail/7/case-minutes/detail/51');
    act(() => fireEvent.click(screen.getByRole('radio', { name: '사례개입' })));
    expect(await screen.findByText('작성한 사례관리일지가 없습니다.', {}, WAIT)).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('radio', { name: '종결보고' })));
    const report = await screen.findByRole('list', { name: '종결보고서 목록' }, WAIT);
    await waitFor(() => expect(report.textContent).toContain('목표 달성'), WAIT);
    expect(report.textContent).toContain('제출');
    expect(within(report).getByRole('link', { name: '종결보고서' }).getAttribute('href')).toBe('/auth/case-management/detail/7/closing-report/detail/61');
    // one report per case: the written one is the way in, not another 등록
    expect(screen.queryByRole('link', { name: '종결 보고서 등록' })).toBeNull();
  }, 30_000);
});
