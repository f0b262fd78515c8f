import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeleteRequestMutation, RequestAbilitiesQuery, RequestListPageQuery } from './operations';
import { CenterListPage, RequesterListPage } from './RequestListPage';
import { renderRoutes } from '../../test/render';

const WAIT = { timeout: 8000 };

const row = (id: number, o: Record<string, unknown> = {}) => ({
  __typename: 'Request' as const,
  id,
  requestType: 'GENERAL',
  status: 'REQUESTED',
  statusName: '접수',
  progressStep: null,
  progressStepName: null,
  requestDate: '2026-03-02T01:00:00.000Z',
  schoolName: '서울초등학교',
  centerName: '종로정신건강센터',
  requestTarget: { __typename: 'RequestTarget' as const, name: `학생${id}`, gender: 'F', birthYear: 2014, birthMonth: 3, birthDate: 9, mobile: '010-****-5678' },
  grade: 5,
  classNo: 3,
  requesterName: '이선생',
  caseManagerName: null,
  closingDate: null,
  updatedAt: '2026-03-02T01:00:00.000Z',
  screeningCrisis: false,
  ...o,
});

/** A draft as the author's 임시저장 list shows it: what was saved, the rest null. */
const draftRow = (id: number, o: Record<string, unknown> = {}) =>
  row(id, {
    status: 'DRAFT',
    statusName: '임시저장',
    centerName: null,
    requestTarget: { __typename: 'RequestTarget' as const, name: null, gender: null, birthYear: null, birthMonth: null, birthDate: null, mobile: null },
    grade: null,
    classNo: null,
    requesterName: null,
    updatedAt: '2026-03-01T15:30:00.000Z',
    ...o,
  });
let deleted: number[] = [];

/** Every list call the page makes, in order (variables as sent). */
let calls: Record<string, unknown>[] = [];
const lastCall = () => calls[calls.length - 1];

function renderPage(url: string, Page = RequesterListPage, path = '/auth/request-hist/list') {
  calls = [];
  deleted = [];
  const mocks = [
    {
      request: { query: RequestListPageQuery, variables: () => true },
      result: (v: Record<string, unknown>) => {
        calls.push(v);
        return {
          data: {
            requests: {
              __typename: 'RequestPage' as const,
              totalElements: 10000,
              totalCapped: true,
              totalPages: 1001,
              current: (v.page as number) ?? 1,
              pageSize: 10,
              content:
                v.searchTemp === 'Y'
                  ? [draftRow(9), draftRow(8, { requestTarget: { ...draftRow(8).requestTarget, name: '작성중학생', gender: 'M', birthYear: 2013 } })]
                  : [
                      row(1),
                      row(2, { status: 'COMPLETED', statusName: '승인', progressStep: 'IN_DEPTH_EVALUATION', progressStepName: '심층평가', caseManagerName: '박담당', screeningCrisis: true }),
                    ],
            },
          },
        };
      },
      maxUsageCount: 50,
    },
    { request: { query: RequestAbilitiesQuery }, result: { data: { abilities: { __typename: 'Abilities' as const, fileRequest: true } } }, maxUsageCount: 5 },
    {
      request: { query: DeleteRequestMutation, variables: () => true },
      result: (v: { id: number }) => {
        deleted.push(v.id);
        return { data: { deleteRequest: { __typename: 'RequestMessage' as const, id: v.id, message: '삭제되었습니다.' } } };
      },
    },
  ];
  return renderRoutes([{ path, element: <Page /> }], url, mocks).router;
}

describe('RequestListPage', () => {
  it('shows the rows with masked phone numbers, state and step, "10,000건 이상" and links to the requester detail', async () => {
    renderPage('/auth/request-hist/list');
    const link = await screen.findByRole('link', { name: '학생1 (여, 2014)' }, WAIT);
    expect(link.getAttribute('href')).toBe('/auth/request-hist/detail/1');
    expect(screen.getAllByText('010-****-5678')).toHaveLength(2);
    expect(screen.getByText('심층평가')).toBeTruthy();
    expect(screen.getByText('박담당')).toBeTruthy();
    expect(screen.getByText('10,000건 이상')).toBeTruthy();
    expect(screen.getByRole('link', { name: /의뢰 등록/ })).toBeTruthy();
  }, 30_000);

  it('marks the student whose linked screening is a crisis answer with a red 위기 tag, named for a screen reader', async () => {
    renderPage('/auth/request-hist/list');
    const flagged = (await screen.findByRole('link', { name: '학생2 (여, 2014)' }, WAIT)).closest('tr')!;
    const tag = within(flagged).getByRole('img', { name: '위기 응답 학생' });
    expect(tag.textContent).toBe('위기');
    expect(tag.className).toMatch(/ant-tag-error/);
    expect(within(screen.getByRole('link', { name: '학생1 (여, 2014)' }).closest('tr')!).queryByRole('img', { name: '위기 응답 학생' })).toBeNull();
    expect(screen.getAllByRole('img', { name: '위기 응답 학생' })).toHaveLength(1);
  }, 30_000);

  it("links the center's list to the center detail", async () => {
    renderPage('/auth/request-hist/admin', CenterListPage, '/auth/request-hist/admin');
    const link = await screen.findByRole('link', { name: '학생2 (여, 2014)' }, WAIT);
    expect(link.getAttribute('href')).toBe('/auth/request-hist/admin/detail/2');
    expect(screen.getByText('의뢰 관리')).toBeTruthy();
  }, 30_000);

  it('takes its filters, sort and page from the URL; progressStep ALL is no filter', async () => {
    renderPage('/auth/request-hist/list?status=REJECTED&progressStep=ALL&requestType=SIMPLE_EVALUATION&search=%EA%B9%80&sort=requestDate,desc;targetName,asc&pageNo=4');
    await screen.findByText('학생1 (여, 2014)', {}, WAIT);
    expect(lastCall()).toEqual({
      status: 'REJECTED',
      requestType: 'SIMPLE_EVALUATION',
      search: '김',
      sortBy: [
        { field: 'requestDate', direction: 'DESC' },
        { field: 'targetName', direction: 'ASC' },
      ],
      page: 4,
      size: 10,
    });
  }, 30_000);

  it('searching writes the filters into the URL and goes back to page 1', async () => {
    const router = renderPage('/auth/request-hist/list?pageNo=3');
    await screen.findByText('학생1 (여, 2014)', {}, WAIT);
    expect(lastCall()).toMatchObject({ page: 3 });
    act(() => fireEvent.mouseDown(screen.getByLabelText('진행 단계')));
    act(() => fireEvent.click(within(document.body).getByTitle('사례회의')));
    act(() => fireEvent.change(screen.getByLabelText('검색어'), { target: { value: ' 서울 ' } }));
    act(() => fireEvent.click(screen.getByRole('button', { name: '검색' })));
    await waitFor(() => expect(lastCall()).toMatchObject({ progressStep: 'CASE_MEETING', search: '서울', page: 1 }), WAIT);
    const q = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(q)).toEqual({ progressStep: 'CASE_MEETING', search: '서울' });
  }, 30_000);

  it('cycles a column none → asc → desc → removed across several columns, back to page 1', async () => {
    const router = renderPage('/auth/request-hist/list?pageNo=2');
    await screen.findByText('학생1 (여, 2014)', {}, WAIT);
    const header = (name: RegExp) => screen.getByRole('button', { name });
    act(() => fireEvent.click(header(/^의뢰일: 정렬 안 함/)));
    await waitFor(() => expect(lastCall().sortBy).toEqual([{ field: 'requestDate', direction: 'ASC' }]), WAIT);
    expect(lastCall().page).toBe(1);
    expect(router.state.location.search).toBe('?sort=requestDate%2Casc');
    act(() => fireEvent.click(header(/^상태: 정렬 안 함/)));
    act(() => fireEvent.click(header(/^의뢰일: 오름차순/)));
    await waitFor(() =>
      expect(lastCall().sortBy).toEqual([
        { field: 'requestDate', direction: 'DESC' },
        { field: 'status', direction: 'ASC' },
      ]),
    WAIT);
    act(() => fireEvent.click(header(/^의뢰일: 내림차순/)));
    await waitFor(() => expect(lastCall().sortBy).toEqual([{ field: 'status', direction: 'ASC' }]), WAIT);
  }, 30_000);

  it('changing the page size goes back to page 1', async () => {
    const router = renderPage('/auth/request-hist/list?pageNo=2');
    await screen.findByText('학생1 (여, 2014)', {}, WAIT);
    const sizer = (document.querySelector('.ant-pagination') as HTMLElement).querySelector('.ant-select') as HTMLElement;
    act(() => fireEvent.mouseDown(within(sizer).getByRole('combobox')));
    act(() => fireEvent.click(screen.getByTitle(/^20/)));
    await waitFor(() => expect(lastCall()).toMatchObject({ page: 1, size: 20 }), WAIT);
    expect(router.state.location.search).toBe('?pageSize=20');
  }, 30_000);

  it('asks for the reason before an Excel download', async () => {
    renderPage('/auth/request-hist/list');
    await screen.findByText('학생1 (여, 2014)', {}, WAIT);
    act(() => fireEvent.click(screen.getByRole('button', { name: '엑셀 다운로드' })));
    // (antd's ids are all "test-id" under test, so the dialog is found by its role alone)
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('엑셀 다운로드')).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '내려받기' })));
    expect(await within(dialog).findByText('다운로드 사유를 입력해주세요.', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it("임시저장 switches the requester's list to its drafts: 이어서 작성 opens the form, 삭제 asks first; no Excel", async () => {
    const router = renderPage('/auth/request-hist/list?status=REJECTED&pageNo=3');
    await screen.findByText('학생1 (여, 2014)', {}, WAIT);
    act(() => fireEvent.click(screen.getByRole('radio', { name: '임시저장' })));
    expect(await screen.findByText('(이름 미입력)', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('작성중학생 (남, 2013년생)')).toBeTruthy();
    // the drafts, from page 1, without the other list's filters
    expect(lastCall()).toEqual({ searchTemp: 'Y', page: 1, size: 10 });
    expect(router.state.location.search).toBe('?searchTemp=Y');
    // saved 2026-03-02 00:30 in Korea (15:30 UTC the day before)
    expect(screen.getAllByText('2026-03-02 00:30')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /엑셀 다운로드/ })).toBeNull();
    expect(screen.getByRole('link', { name: '9번 임시저장 이어서 작성' }).getAttribute('href')).toContain('/auth/request/register?draftId=9');

    act(() => fireEvent.click(screen.getByRole('button', { name: '9번 임시저장 삭제' })));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(deleted).toEqual([]);
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: '삭제' })));
    await waitFor(() => expect(deleted).toEqual([9]), WAIT);
    expect(await screen.findByText('삭제되었습니다.', {}, WAIT)).toBeTruthy();

    // and back to the filed requests
    act(() => fireEvent.click(screen.getByRole('radio', { name: '의뢰 내역' })));
    expect(await screen.findByText('학생1 (여, 2014)', {}, WAIT)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  }, 30_000);

  it('a center sees no 임시저장 choice', async () => {
    renderPage('/auth/request-hist/admin', CenterListPage, '/auth/request-hist/admin');
    await screen.findByText('학생2 (여, 2014)', {}, WAIT);
    expect(screen.queryByRole('radio', { name: '임시저장' })).toBeNull();
  }, 30_000);
});
