import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CaseListPage from './CaseListPage';
import { CaseListPageQuery, CaseStepCountsQuery } from './operations';
import { renderRoutes } from '../../../test/render';

const row = (id: number, name: string, o: Record<string, unknown> = {}) => ({
  __typename: 'Request' as const,
  id,
  requestType: 'GENERAL',
  requestDate: '2026-03-02T00:00:00.000Z',
  schoolName: '서울초등학교',
  requesterName: '김교사',
  caseManagerName: null,
  progressStep: 'IN_DEPTH_EVALUATION',
  progressStepName: '심층평가',
  status: 'COMPLETED',
  statusName: '승인',
  closingDate: null,
  screeningCrisis: false,
  requestTarget: { __typename: 'RequestTarget' as const, name },
  ...o,
});

const COUNTS = [
  ['ALL', 9],
  ['IN_DEPTH_EVALUATION', 4],
  ['POST_EVALUATION', 2],
  ['CASE_MEETING', 1],
  ['CASE_INTERVENTION', 0],
  ['CLOSING_REPORT', 2],
] as const;

let calls: Record<string, unknown>[] = [];
const lastCall = () => calls[calls.length - 1];
const WAIT = { timeout: 8000 };

function renderPage(url: string) {
  calls = [];
  const mocks = [
    {
      request: { query: CaseListPageQuery, variables: () => true },
      result: (v: Record<string, unknown>) => {
        calls.push(v);
        return {
          data: {
            requests: {
              __typename: 'RequestPage' as const,
              totalElements: 23,
              totalCapped: false,
              totalPages: 3,
              current: (v.page as number) ?? 1,
              pageSize: 10,
              content: [row(11, '가나다'), row(12, '라마바', { caseManagerName: '박담당', screeningCrisis: true })],
            },
          },
        };
      },
      maxUsageCount: 50,
    },
    {
      request: { query: CaseStepCountsQuery },
      result: { data: { requestStepCounts: COUNTS.map(([progressStep, count]) => ({ __typename: 'RequestStepCount' as const, progressStep, count })) } },
      maxUsageCount: 20,
    },
  ];
  return renderRoutes([{ path: '/auth/case-management/list/:progressStep', element: <CaseListPage /> }], url, mocks).router;
}

describe('CaseListPage', () => {
  it('shows each step with its count, and choosing a step updates the URL and the query, keeping the filters and going back to page 1', async () => {
    const router = renderPage('/auth/case-management/list/ALL?search=%EA%B0%80&pageNo=2');
    expect(await screen.findByText('가나다', {}, WAIT)).toBeTruthy();
    expect(lastCall()).toMatchObject({ search: '가', page: 2, size: 10 });
    expect(lastCall().progressStep).toBeUndefined();

    const steps = screen.getByRole('radiogroup', { name: '진행 단계' });
    await waitFor(() => expect(within(steps).getByRole('radio', { name: '사후평가 2건' })).toBeTruthy(), WAIT);
    expect(within(steps).getByRole('radio', { name: '전체 9건' })).toHaveProperty('checked', true);
    expect(within(steps).getByRole('radio', { name: '사례개입 0건' })).toBeTruthy();

    act(() => fireEvent.click(within(steps).getByRole('radio', { name: '사후평가 2건' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/case-management/list/POST_EVALUATION'), WAIT);
    expect(router.state.location.search).toBe('?search=%EA%B0%80');
    await waitFor(() => expect(lastCall()).toMatchObject({ progressStep: 'POST_EVALUATION', search: '가', page: 1 }), WAIT);
    expect(within(screen.getByRole('radiogroup', { name: '진행 단계' })).getByRole('radio', { name: '사후평가 2건' })).toHaveProperty('checked', true);
  }, 30_000);

  it('shows the case manager (or 미지정), filters by type and sorts on several columns (none → asc → desc → removed)', async () => {
    const router = renderPage('/auth/case-management/list/IN_DEPTH_EVALUATION');
    await screen.findByText('가나다', {}, WAIT);
    expect(lastCall()).toMatchObject({ progressStep: 'IN_DEPTH_EVALUATION', page: 1 });
    expect(screen.getByText('박담당')).toBeTruthy();
    expect(screen.getAllByText('미지정').length).toBe(1);
    expect(screen.getByText('총 23건')).toBeTruthy();

    const header = (name: RegExp) => screen.getByRole('button', { name });
    act(() => fireEvent.click(header(/^의뢰일: 정렬 안 함/)));
    await waitFor(() => expect(lastCall().sortBy).toEqual([{ field: 'requestDate', direction: 'ASC' }]), WAIT);
    act(() => fireEvent.click(header(/^학생: 정렬 안 함/)));
    await waitFor(
      () =>
        expect(lastCall().sortBy).toEqual([
          { field: 'requestDate', direction: 'ASC' },
          { field: 'targetName', direction: 'ASC' },
        ]),
      WAIT,
    );
    act(() => fireEvent.click(header(/^의뢰일: 오름차순/)));
    await waitFor(() => expect((lastCall().sortBy as unknown[])[0]).toEqual({ field: 'requestDate', direction: 'DESC' }), WAIT);
    act(() => fireEvent.click(header(/^의뢰일: 내림차순/)));
    await waitFor(() => expect(lastCall().sortBy).toEqual([{ field: 'targetName', direction: 'ASC' }]), WAIT);
    expect(router.state.location.search).toBe('?sort=targetName%2Casc');

    act(() => fireEvent.mouseDown(screen.getByRole('combobox', { name: '의뢰 유형' })));
    act(() => fireEvent.click(screen.getByTitle('간편검사 연계')));
    act(() => fireEvent.click(screen.getByRole('button', { name: '검색' })));
    await waitFor(() => expect(lastCall()).toMatchObject({ requestType: 'SIMPLE_EVALUATION', page: 1 }), WAIT);
  }, 30_000);

  it('marks the student whose linked screening is a crisis answer with a red 위기 tag beside the name', async () => {
    renderPage('/auth/case-management/list/ALL');
    const flagged = (await screen.findByRole('link', { name: '라마바 사례 열기' }, WAIT)).closest('tr')!;
    expect(within(flagged).getByRole('img', { name: '위기 응답 학생' }).textContent).toBe('위기');
    expect(within(screen.getByRole('link', { name: '가나다 사례 열기' }).closest('tr')!).queryByRole('img', { name: '위기 응답 학생' })).toBeNull();
  }, 30_000);

  it('changing the page size goes back to page 1', async () => {
    const router = renderPage('/auth/case-management/list/ALL?pageNo=2');
    await screen.findByText('가나다', {}, WAIT);
    const sizer = document.querySelector('.ant-pagination .ant-select') as HTMLElement;
    act(() => fireEvent.mouseDown(within(sizer).getByRole('combobox')));
    act(() => fireEvent.click(screen.getByTitle(/^20/)));
    await waitFor(() => expect(lastCall()).toMatchObject({ page: 1, size: 20 }), WAIT);
    expect(router.state.location.search).toBe('?pageSize=20');
  }, 30_000);

  it('says so for a step that does not exist', async () => {
    renderPage('/auth/case-management/list/SOMETHING');
    expect(await screen.findByText('알 수 없는 진행 단계입니다.', {}, WAIT)).toBeTruthy();
    expect(calls).toHaveLength(0);
  }, 30_000);
});
