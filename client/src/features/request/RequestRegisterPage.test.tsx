import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FileRequestMutation,
  ReferralEvaluationQuery,
  RequestDetailQuery,
  RequestFormContextQuery,
  RequestSchoolCentersQuery,
  SaveRequestDraftMutation,
  SearchAddressQuery,
  UpdateRequestMutation,
} from './operations';
import RequestRegisterPage from './RequestRegisterPage';
import { renderRoutes } from '../../test/render';

const WAIT = { timeout: 8000 };

const context = (fileRequest = true) => ({
  request: { query: RequestFormContextQuery },
  result: {
    data: {
      abilities: { __typename: 'Abilities', fileRequest },
      me: { __typename: 'Account', id: 5, name: '이선생', schoolId: 'S1', schoolName: '서울초등학교' },
    },
  },
  maxUsageCount: 5,
});
const centers = {
  request: { query: RequestSchoolCentersQuery, variables: { id: 'S1' } },
  result: { data: { school: { __typename: 'School', id: 'S1', name: '서울초등학교', centers: [{ __typename: 'CenterSummary', id: 3, name: '종로정신건강센터' }] } } },
  maxUsageCount: 5,
};
const addresses = {
  request: { query: SearchAddressQuery, variables: { keyword: '대학로', page: 1 } },
  result: {
    data: {
      searchAddress: {
        __typename: 'AddressPage',
        totalElements: 1,
        totalPages: 1,
        current: 1,
        content: [{ __typename: 'Address', postcode: '03000', roadAddress: '서울특별시 종로구 대학로 75-1', jibunAddress: '서울특별시 종로구 혜화동 1300-33' }],
      },
    },
  },
};

/** Every fileRequest input the page sent. */
let filed: unknown[] = [];
const fileMock = {
  request: { query: FileRequestMutation, variables: () => true },
  result: (v: { input: unknown }) => {
    filed.push(v.input);
    return { data: { fileRequest: { __typename: 'RequestMessage', id: 11, message: '등록되었습니다.' } } };
  },
  maxUsageCount: 5,
};

/** A draft as the server answers it to its author: only what was saved, the rest null. */
const draftDetail = (o: Record<string, unknown> = {}) => ({
  __typename: 'RequestDetail' as const,
  id: 77,
  requestType: 'GENERAL',
  simpleEvaluationId: null,
  status: 'DRAFT',
  statusName: '임시저장',
  progressStep: null,
  progressStepName: null,
  requestDate: '2026-03-02T01:00:00.000Z',
  reqYear: 2026,
  schoolId: 'S1',
  schoolName: '서울초등학교',
  centerId: null,
  centerName: null,
  requestTarget: { __typename: 'RequestTarget' as const, name: '김하늘', gender: null, birthYear: null, birthMonth: null, birthDate: null, mobile: null },
  grade: null,
  classNo: null,
  num: null,
  requesterId: 5,
  requesterName: '이선생',
  requesterInstitution: null,
  requesterContact: null,
  requesterFax: null,
  caseManagerId: null,
  caseManagerName: null,
  rejectedMessage: null,
  closingDate: null,
  closingReportSentAt: null,
  guardianContact: '01098765432',
  guardianRelationship: null,
  guardianRelationshipEtc: null,
  address: null,
  addressDetail: null,
  postcode: null,
  pastInterestGroup: null,
  pastInstitutionalLinkage: null,
  pastExperience: null,
  ssMedicalExpensesSupport: null,
  mainAppeal: null,
  remark: null,
  gcRequest: null,
  gcRequestAt: null,
  gcRequestMethod: null,
  gc3rdPartyProvision: null,
  gc3rdPartyProvisionAt: null,
  gc3rdPartyProvisionMethod: null,
  createdAt: '2026-03-02T01:00:00.000Z',
  refiledAt: null,
  rejectedAt: null,
  cancelledAt: null,
  approvedAt: null,
  closedAt: null,
  updatedAt: '2026-03-02T01:00:00.000Z',
  screeningCrisis: false,
  can: { __typename: 'RequestAbilities' as const, edit: true, cancel: false, approve: false, reject: false, assignManager: false, delete: true },
  ...o,
});
const draftMock = (o: Record<string, unknown> = {}) => ({ request: { query: RequestDetailQuery, variables: { id: 77 } }, result: { data: { request: draftDetail(o) } }, maxUsageCount: 5 });

/** Every saveRequestDraft and updateRequest the page sent. */
let drafts: { id?: number | null; input: Record<string, unknown> }[] = [];
let updates: { id: number; input: Record<string, unknown> }[] = [];
const saveDraftMock = {
  request: { query: SaveRequestDraftMutation, variables: () => true },
  result: (v: { id?: number | null; input: Record<string, unknown> }) => {
    drafts.push(v);
    return { data: { saveRequestDraft: { __typename: 'RequestMessage', id: 77, message: '임시저장 되었습니다.' } } };
  },
  maxUsageCount: 5,
};
const updateMock = {
  request: { query: UpdateRequestMutation, variables: () => true },
  result: (v: { id: number; input: Record<string, unknown> }) => {
    updates.push(v);
    return { data: { updateRequest: { __typename: 'RequestMessage', id: v.id, message: '등록되었습니다.' } } };
  },
  maxUsageCount: 5,
};

function renderPage(url = '/auth/request/register', mocks: unknown[] = [context(), centers, addresses, fileMock]) {
  filed = [];
  drafts = [];
  updates = [];
  return renderRoutes(
    [
      { path: '/auth/request/register', element: <RequestRegisterPage /> },
      { path: '/auth/request-hist/list', element: <p>의뢰 내역 화면</p> },
    ], url, mocks as never).router;
}

const type = (label: string, value: string) => {
  const el = screen.getByLabelText(label, { selector: 'input, textarea' });
  act(() => {
    fireEvent.change(el, { target: { value } });
    fireEvent.blur(el);
  });
};

describe('RequestRegisterPage', () => {
  it('shows the school and center read-only, the SPEC messages of every empty field, and files the form as typed', async () => {
    const router = renderPage();
    expect(await screen.findByText('종로정신건강센터', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('서울초등학교').length).toBeGreaterThan(0);
    // the requester's name comes from the account
    expect((screen.getByLabelText('의뢰자 이름') as HTMLInputElement).value).toBe('이선생');

    act(() => fireEvent.click(screen.getByRole('button', { name: '의뢰 등록' })));
    for (const text of [
      '학생 이름을 입력해주세요.',
      '성별을 선택해주세요.',
      '생년월일을 입력해주세요.',
      '의뢰자 연락처를 입력해주세요.',
      '보호자 연락처를 입력해주세요.',
      '보호자 관계를 선택해주세요.',
      '주호소를 입력해주세요.',
      '의뢰 동의가 필요합니다.',
      '의뢰 동의 일시를 입력해주세요.',
      '제3자 제공 동의 방법을 선택해주세요.',
    ])
      expect(await screen.findByText(text, {}, WAIT)).toBeTruthy();
    expect(filed).toEqual([]);

    type('이름', '김하늘');
    act(() => fireEvent.click(screen.getByRole('radio', { name: '여' })));
    type('생년월일', '2014-03-09');
    type('보호자 연락처', '010-12-5678');
    expect(await screen.findByText('보호자 연락처 형식이 맞지 않습니다.', {}, WAIT)).toBeTruthy();
    type('보호자 연락처', '010-9876-5432');
    type('의뢰자 연락처', '02-123-4567');
    act(() => {
      fireEvent.mouseDown(screen.getByLabelText('보호자 관계'));
    });
    act(() => fireEvent.click(within(document.body).getByTitle('모')));
    type('주호소', '교우 관계의 어려움');

    // 우편번호 찾기 fills the postcode and the road address
    act(() => fireEvent.click(screen.getByRole('button', { name: '우편번호 찾기' })));
    const dialog = await screen.findByRole('dialog', { name: '우편번호 찾기' }, WAIT);
    act(() => fireEvent.change(within(dialog).getByLabelText('주소 검색어'), { target: { value: '대학로' } }));
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '검색' })));
    expect(await within(dialog).findByText('검색 결과 1건', {}, WAIT)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: /03000.*대학로 75-1/ })));
    await waitFor(() => expect((screen.getByLabelText('우편번호') as HTMLInputElement).value).toBe('03000'), WAIT);
    expect((screen.getByLabelText('주소', { selector: 'input' }) as HTMLInputElement).value).toBe('서울특별시 종로구 대학로 75-1');

    act(() => fireEvent.click(screen.getByRole('checkbox', { name: /의뢰 동의\)/ })));
    type('의뢰 동의 일시', '2026-03-02T10:00');
    act(() => fireEvent.click(within(screen.getByRole('radiogroup', { name: '의뢰 동의 방법' })).getByRole('radio', { name: '서면' })));
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: /제3자 제공 동의\)/ })));
    type('제3자 제공 동의 일시', '2026-03-02T10:05');
    act(() => fireEvent.click(within(screen.getByRole('radiogroup', { name: '제3자 제공 동의 방법' })).getByRole('radio', { name: '구두(전화)' })));

    act(() => fireEvent.click(screen.getByRole('button', { name: '의뢰 등록' })));
    await waitFor(() => expect(filed).toHaveLength(1), WAIT);
    expect(filed[0]).toMatchObject({
      requestType: 'GENERAL',
      requestTarget: { name: '김하늘', gender: 'F', birthYear: 2014, birthMonth: 3, birthDate: 9 },
      requesterName: '이선생',
      requesterInstitution: '서울초등학교',
      requesterContact: '021234567',
      guardianContact: '01098765432',
      guardianRelationship: '모',
      postcode: '03000',
      address: '서울특별시 종로구 대학로 75-1',
      mainAppeal: '교우 관계의 어려움',
      gcRequest: 'Y',
      gcRequestAt: '2026-03-02T10:00',
      gcRequestMethod: 'WRITTEN',
      gc3rdPartyProvision: 'Y',
      gc3rdPartyProvisionAt: '2026-03-02T10:05',
      gc3rdPartyProvisionMethod: 'VERBAL',
    });
    expect(await screen.findByText('등록 성공', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('의뢰 내역 화면', {}, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/request-hist/list');
  }, 60_000);

  it('refers from a screening result: the gender and phone are filled in and the evaluation named', async () => {
    const referral = {
      request: { query: ReferralEvaluationQuery, variables: { id: 42 } },
      result: {
        data: { simpleEvaluation: { __typename: 'SimpleEvaluationDetail', id: 42, studentCode: '2026-S1-00042', gender: 'M', mobile: '01055556666', totalRange: 'ATTENTION', totalRangeName: '관심군', referable: true } },
      },
    };
    renderPage('/auth/request/register?simpleEvaluationId=42', [context(), centers, referral, fileMock]);
    expect(await screen.findByText('관리번호 2026-S1-00042 (관심군)', {}, WAIT)).toBeTruthy();
    expect((screen.getByRole('radio', { name: '남' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('학생 휴대전화번호') as HTMLInputElement).value).toBe('01055556666');
  }, 30_000);

  it('임시저장 checks only what is filled, saves it as a draft and keeps working on that draft', async () => {
    const router = renderPage('/auth/request/register', [context(), centers, saveDraftMock, draftMock()]);
    expect(await screen.findByText('종로정신건강센터', {}, WAIT)).toBeTruthy();
    type('이름', '김하늘');
    type('보호자 연락처', '010-12-5678');
    act(() => fireEvent.click(screen.getByRole('button', { name: '임시저장' })));
    // the malformed number is refused; the empty required fields are not asked for yet
    expect(await screen.findByText('보호자 연락처 형식이 맞지 않습니다.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('주호소를 입력해주세요.')).toBeNull();
    expect(screen.queryByText('성별을 선택해주세요.')).toBeNull();
    expect(drafts).toEqual([]);

    type('보호자 연락처', '010-9876-5432');
    act(() => fireEvent.click(screen.getByRole('button', { name: '임시저장' })));
    await waitFor(() => expect(drafts).toHaveLength(1), WAIT);
    expect(drafts[0].id ?? null).toBeNull();
    expect(drafts[0].input).toMatchObject({ requestTarget: { name: '김하늘' }, requesterName: '이선생', guardianContact: '01098765432' });
    expect(drafts[0].input.mainAppeal).toBeUndefined();
    expect(await screen.findByText('임시저장 되었습니다.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('주호소를 입력해주세요.')).toBeNull();
    // the page now continues that draft: a reload or the next save goes to it
    await waitFor(() => expect(router.state.location.search).toBe('?draftId=77'), WAIT);
    expect(router.state.location.pathname).toBe('/auth/request/register');
  }, 60_000);

  it('이어서 작성 (?draftId=) loads the draft into the form; 의뢰 등록 files that draft with every check', async () => {
    const router = renderPage('/auth/request/register?draftId=77', [context(), centers, draftMock(), saveDraftMock, updateMock]);
    await waitFor(() => expect((screen.getByLabelText('이름', { selector: 'input' }) as HTMLInputElement).value).toBe('김하늘'), WAIT);
    // shown formatted, sent as digits (below)
    expect((screen.getByLabelText('보호자 연락처') as HTMLInputElement).value).toBe('010-9876-5432');

    act(() => fireEvent.click(screen.getByRole('button', { name: '임시저장' })));
    await waitFor(() => expect(drafts).toHaveLength(1), WAIT);
    expect(drafts[0].id).toBe(77);

    // filing asks for everything still missing, and sends nothing until it is there
    act(() => fireEvent.click(screen.getByRole('button', { name: '의뢰 등록' })));
    expect(await screen.findByText('주호소를 입력해주세요.', {}, WAIT)).toBeTruthy();
    expect(updates).toEqual([]);
    act(() => fireEvent.click(screen.getByRole('radio', { name: '여' })));
    type('생년월일', '2014-03-09');
    type('의뢰자 연락처', '02-123-4567');
    act(() => fireEvent.mouseDown(screen.getByLabelText('보호자 관계')));
    act(() => fireEvent.click(within(document.body).getByTitle('모')));
    type('주호소', '교우 관계의 어려움');
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: /의뢰 동의\)/ })));
    type('의뢰 동의 일시', '2026-03-02T10:00');
    act(() => fireEvent.click(within(screen.getByRole('radiogroup', { name: '의뢰 동의 방법' })).getByRole('radio', { name: '서면' })));
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: /제3자 제공 동의\)/ })));
    type('제3자 제공 동의 일시', '2026-03-02T10:05');
    act(() => fireEvent.click(within(screen.getByRole('radiogroup', { name: '제3자 제공 동의 방법' })).getByRole('radio', { name: '서면' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: '의뢰 등록' })));
    await waitFor(() => expect(updates).toHaveLength(1), WAIT);
    expect(updates[0]).toMatchObject({ id: 77, input: { requestTarget: { name: '김하늘', gender: 'F' }, guardianContact: '01098765432', mainAppeal: '교우 관계의 어려움' } });
    expect(filed).toEqual([]);
    expect(await screen.findByText('의뢰 내역 화면', {}, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/request-hist/list');
  }, 60_000);

  it('a request already filed is not reopened as a draft', async () => {
    renderPage('/auth/request/register?draftId=77', [context(), centers, draftMock({ status: 'REQUESTED', statusName: '접수' })]);
    expect(await screen.findByText('이미 등록된 의뢰입니다.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '의뢰 등록' })).toBeNull();
  });

  it('tells a user who may not file, instead of showing a form that would fail', async () => {
    renderPage('/auth/request/register', [context(false), centers]);
    expect(await screen.findByText('의뢰는 학교 담당자나 학교 인증을 마친 학교 사용자가 등록할 수 있습니다.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '의뢰 등록' })).toBeNull();
  });
});
