import { GraphQLError } from 'graphql';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CancelRequestMutation, RejectRequestMutation, RequestDetailQuery, RequestManagersQuery, UpdateRequestMutation } from './operations';
import { CaseRequestPage, CenterDetailPage, RequesterDetailPage } from './RequestDetailPage';
import { renderRoutes } from '../../test/render';

const WAIT = { timeout: 8000 };

const NONE = { edit: false, cancel: false, approve: false, reject: false, assignManager: false, delete: false };

const detail = (o: Record<string, unknown> = {}, can: Partial<typeof NONE> = {}) => ({
  __typename: 'RequestDetail' as const,
  id: 7,
  requestType: 'GENERAL',
  simpleEvaluationId: null,
  status: 'REQUESTED',
  statusName: '접수',
  progressStep: null,
  progressStepName: null,
  requestDate: '2026-03-02T01:00:00.000Z',
  reqYear: 2026,
  schoolId: 'S1',
  schoolName: '서울초등학교',
  centerId: 3,
  centerName: '종로정신건강센터',
  requestTarget: { __typename: 'RequestTarget' as const, name: '김하늘', gender: 'F', birthYear: 2014, birthMonth: 3, birthDate: 9, mobile: '01012345678' },
  grade: 5,
  classNo: 3,
  num: 12,
  requesterId: 5,
  requesterName: '이선생',
  requesterInstitution: '서울초등학교',
  requesterContact: '021234567',
  requesterFax: null,
  caseManagerId: null,
  caseManagerName: null,
  rejectedMessage: null,
  closingDate: null,
  closingReportSentAt: null,
  guardianContact: '01098765432',
  guardianRelationship: '모',
  guardianRelationshipEtc: null,
  address: '서울특별시 종로구 대학로 75-1',
  addressDetail: '101동',
  postcode: '03000',
  pastInterestGroup: 'N',
  pastInstitutionalLinkage: null,
  pastExperience: '상담,심리검사',
  ssMedicalExpensesSupport: null,
  mainAppeal: '교우 관계의 어려움',
  remark: null,
  gcRequest: 'Y',
  gcRequestAt: '2026-03-02T00:30:00.000Z',
  gcRequestMethod: 'WRITTEN',
  gc3rdPartyProvision: 'Y',
  gc3rdPartyProvisionAt: '2026-03-02T00:35:00.000Z',
  gc3rdPartyProvisionMethod: 'VERBAL',
  createdAt: '2026-03-02T01:00:00.000Z',
  refiledAt: null,
  rejectedAt: null,
  cancelledAt: null,
  approvedAt: null,
  closedAt: null,
  updatedAt: '2026-03-02T01:00:00.000Z',
  screeningCrisis: false,
  personMasked: false,
  can: { __typename: 'RequestAbilities' as const, ...NONE, ...can },
  ...o,
});

let sent: { op: string; variables: unknown }[] = [];
const record = (op: string, answer: () => unknown) => (variables: unknown) => {
  sent.push({ op, variables });
  return answer();
};

function renderPage(r: ReturnType<typeof detail>, extra: unknown[] = [], url = '/auth/request-hist/admin/detail/7') {
  sent = [];
  const mocks = [
    { request: { query: RequestDetailQuery, variables: { id: 7 } }, result: { data: { request: r } }, maxUsageCount: 10 },
    {
      request: { query: RequestManagersQuery, variables: { id: 7 } },
      result: { data: { requestManagers: [{ __typename: 'RequestManager', id: 31, name: '박담당', role: 'CENTER_MEMBER', assigned: false }] } },
      maxUsageCount: 10,
    },
    ...extra,
  ];
  return renderRoutes(
    [
      { path: '/auth/request-hist/admin/detail/:requestId', element: <CenterDetailPage /> },
      { path: '/auth/request-hist/detail/:requestId', element: <RequesterDetailPage /> },
      { path: '/auth/request-hist/list', element: <p>의뢰 내역 화면</p> },
      { path: '/auth/case-management/detail/:requestId/request', element: <CaseRequestPage /> },
    ], url, mocks as never).router;
}

const ACTIONS = ['수정', '보완 후 재접수', '접수 취소', '승인', '보완요청', '삭제', '담당자 지정'];
const shownActions = () => ACTIONS.filter((name) => screen.queryByRole('button', { name }));

describe('RequestDetailPage', () => {
  it('shows every section with full contacts and no action when the server allows none', async () => {
    renderPage(detail());
    expect(await screen.findByText('김하늘', {}, WAIT)).toBeTruthy();
    for (const text of ['대상 학생', '의뢰자', '보호자', '주소', '과거력', '주호소', '동의', '처리 이력']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    // numbers shown in full are formatted (issue 29), whatever their kind
    expect(screen.getByText('010-9876-5432')).toBeTruthy();
    expect(screen.getByText('010-1234-5678')).toBeTruthy();
    expect(screen.getByText('02-123-4567')).toBeTruthy();
    expect(screen.getByText('교우 관계의 어려움')).toBeTruthy();
    expect(screen.getByText('상담, 심리검사')).toBeTruthy();
    expect(shownActions()).toEqual([]);
    expect(screen.queryByRole('link', { name: '사례 관리로 이동' })).toBeNull();
    expect(screen.queryByRole('img', { name: '위기 응답 학생' })).toBeNull();
  }, 30_000);

  it("the case's 의뢰서 shows the request as filed, read-only, with print and the way back to the case", async () => {
    const approved = { status: 'COMPLETED', statusName: '승인', progressStep: 'IN_DEPTH_EVALUATION', progressStepName: '심층평가', caseManagerName: '박담당' };
    // even when the reader could act on the request, its commands stay on the request pages
    renderPage(detail(approved, { assignManager: true, delete: true }), [], '/auth/case-management/detail/7/request?mode=edit');
    expect(await screen.findByText('김하늘', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('의뢰서 (번호 7)')).toBeTruthy();
    for (const text of ['대상 학생', '의뢰자', '보호자', '주소', '주호소', '동의', '처리 이력']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByText('교우 관계의 어려움')).toBeTruthy();
    expect(screen.getByText('박담당')).toBeTruthy();
    expect(shownActions()).toEqual([]);
    expect(screen.queryByLabelText('이름', { selector: 'input' })).toBeNull();
    expect(screen.getByRole('button', { name: '인쇄' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '사례 상세로' }).getAttribute('href')).toBe('/app/auth/case-management/detail/7');
  }, 30_000);

  it('tells an overseer what is hidden from it and why, and shows 비공개 where the server left a field out', async () => {
    renderPage(detail({ personMasked: true, requestTarget: { ...detail().requestTarget, name: '김*늘', birthMonth: null, birthDate: null, mobile: '010-****-5678' }, guardianContact: '010-****-5432', address: null, addressDetail: null, postcode: null, mainAppeal: null }));
    expect(await screen.findByText('김*늘', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/개인정보 보호를 위해 학생의 이름과 연락처는 일부를 가리고/)).toBeTruthy();
    expect(screen.getAllByText('비공개').length).toBe(4);
    expect(screen.queryByText('교우 관계의 어려움')).toBeNull();
  }, 30_000);

  it('marks a student whose linked screening is a crisis answer: 위기 in the header and beside the name', async () => {
    renderPage(detail({ requestType: 'SIMPLE_EVALUATION', simpleEvaluationId: 41, screeningCrisis: true }));
    expect(await screen.findByText('김하늘', {}, WAIT)).toBeTruthy();
    const tags = screen.getAllByRole('img', { name: '위기 응답 학생' });
    expect(tags).toHaveLength(2);
    for (const tag of tags) expect(tag.textContent).toBe('위기');
    expect(tags[0].closest('.ant-card-head')).toBeTruthy();
    expect(screen.getByText('김하늘').closest('td')?.contains(tags[1])).toBe(true);
  }, 30_000);

  it('sends the author of a draft to the register form rather than showing a request that was never filed', async () => {
    renderPage(detail({ status: 'DRAFT', statusName: '임시저장', centerId: null, centerName: null, mainAppeal: null }, { edit: true, delete: true }), [], '/auth/request-hist/detail/7');
    expect(await screen.findByText(/임시저장한 의뢰입니다/, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '이어서 작성' }).getAttribute('href')).toContain('/auth/request/register?draftId=7');
    expect(screen.queryByRole('button', { name: /수정|접수 취소/ })).toBeNull();
  }, 30_000);

  it("shows exactly the buttons the server's can allows", async () => {
    renderPage(detail({}, { approve: true, reject: true }));
    await screen.findByText('김하늘', {}, WAIT);
    expect(shownActions()).toEqual(['승인', '보완요청']);
    cleanup();
    renderPage(detail({}, { edit: true, cancel: true, delete: true }), [], '/auth/request-hist/detail/7');
    await screen.findByText('김하늘', {}, WAIT);
    expect(shownActions()).toEqual(['수정', '접수 취소', '삭제']);
    cleanup();
    renderPage(detail({ status: 'COMPLETED', statusName: '승인', progressStep: 'IN_DEPTH_EVALUATION', progressStepName: '심층평가' }, { assignManager: true }));
    await screen.findByText('김하늘', {}, WAIT);
    expect(shownActions()).toEqual(['담당자 지정']);
  }, 30_000);

  it('puts the supplement request first and opens the filled form to re-file it: 수정 되었습니다.', async () => {
    const update = {
      request: { query: UpdateRequestMutation, variables: () => true },
      result: record('update', () => ({ data: { updateRequest: { __typename: 'RequestMessage', id: 7, message: '수정 되었습니다.' } } })),
    };
    const router = renderPage(
      detail({ status: 'REJECTED', statusName: '보완요청', rejectedMessage: '보호자 연락처를 확인해주세요.', rejectedAt: '2026-03-03T01:00:00.000Z' }, { edit: true, cancel: true, delete: true }),
      [update],
      '/auth/request-hist/detail/7',
    );
    expect(await screen.findByText('보호자 연락처를 확인해주세요.', {}, WAIT)).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: '보완 후 재접수' })));
    expect(router.state.location.search).toBe('?mode=edit');
    const name = (await screen.findByLabelText('이름', { selector: 'input' }, WAIT)) as HTMLInputElement;
    expect(name.value).toBe('김하늘');
    // the center's message stays on screen while fixing
    expect(screen.getByText('보호자 연락처를 확인해주세요.')).toBeTruthy();
    act(() => fireEvent.change(screen.getByLabelText('보호자 연락처', { selector: 'input' }), { target: { value: '010-2222-3333' } }));
    act(() => fireEvent.click(screen.getByRole('button', { name: '보완 후 다시 접수' })));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0].variables).toMatchObject({ id: 7, input: { guardianContact: '01022223333', requestTarget: { name: '김하늘' }, gcRequestAt: '2026-03-02T09:30' } });
    expect(await screen.findByText('수정 되었습니다.', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('의뢰 내역 화면', {}, WAIT)).toBeTruthy();
  }, 40_000);

  it('cancels after a confirmation: 접수 취소되었습니다. and back to the list', async () => {
    const cancel = {
      request: { query: CancelRequestMutation, variables: { id: 7 } },
      result: record('cancel', () => ({ data: { cancelRequest: { __typename: 'RequestMessage', id: 7, message: '접수 취소되었습니다.' } } })),
    };
    const router = renderPage(detail({}, { cancel: true }), [cancel], '/auth/request-hist/detail/7');
    const button = await screen.findByRole('button', { name: '접수 취소' }, WAIT);
    act(() => fireEvent.click(button));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(sent).toEqual([]);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '접수 취소' })));
    await waitFor(() => expect(sent.map((s) => s.op)).toEqual(['cancel']), WAIT);
    expect(await screen.findByText('접수 취소되었습니다.', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/request-hist/list'), WAIT);
  }, 30_000);
});

describe('the supplement request dialog', () => {
  const open = async (reject: unknown) => {
    renderPage(detail({}, { approve: true, reject: true }), [reject]);
    const button = await screen.findByRole('button', { name: '보완요청' }, WAIT);
    act(() => fireEvent.click(button));
    return screen.findByRole('dialog', {}, WAIT);
  };

  it('requires a message, then sends it: 보완요청되었습니다.', async () => {
    const reject = {
      request: { query: RejectRequestMutation, variables: { id: 7, input: { rejectedMessage: '보호자 연락처를 확인해주세요.' } } },
      result: record('reject', () => ({ data: { rejectRequest: { __typename: 'RequestMessage', id: 7, message: '보완요청되었습니다.' } } })),
    };
    const dialog = await open(reject);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '보완요청' })));
    expect(await within(dialog).findByText('보완요청 내용을 입력해주세요.', {}, WAIT)).toBeTruthy();
    act(() => fireEvent.change(within(dialog).getByLabelText('보완요청 내용'), { target: { value: '   ' } }));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '보완요청' })));
    expect(await within(dialog).findByText('보완요청 내용을 입력해주세요.', {}, WAIT)).toBeTruthy();
    expect(sent).toEqual([]);
    act(() => fireEvent.change(within(dialog).getByLabelText('보완요청 내용'), { target: { value: ' 보호자 연락처를 확인해주세요. ' } }));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '보완요청' })));
    await waitFor(() => expect(sent.map((s) => s.op)).toEqual(['reject']), WAIT);
    expect(await screen.findByText('보완요청되었습니다.', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('says 요청한 작업에 대한 권한이 없습니다. when the server refuses without a message', async () => {
    const reject = {
      request: { query: RejectRequestMutation, variables: () => true },
      result: { errors: [new GraphQLError('', { extensions: { code: 'FORBIDDEN' } })] },
    };
    const dialog = await open(reject);
    act(() => fireEvent.change(within(dialog).getByLabelText('보완요청 내용'), { target: { value: '보완해주세요' } }));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '보완요청' })));
    expect(await within(dialog).findByText('요청한 작업에 대한 권한이 없습니다.', {}, WAIT)).toBeTruthy();
  }, 30_000);
});
