import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchoolPickerQuery } from '../../shared/ui/pickerOperations';
import { SimpleEvaluationAbilitiesQuery, SimpleEvaluationListPageQuery } from './operations';
import SimpleEvaluationListPage from './SimpleEvaluationListPage';
import { renderRoutes } from '../../test/render';

const row = (id: number, o: Record<string, unknown> = {}) => ({
  __typename: 'SimpleEvaluation' as const,
  id,
  studentCode: `2026-S1-${String(id).padStart(5, '0')}`,
  schoolId: 'S1',
  schoolName: '서울초등학교',
  year: 2026,
  schoolTargetType: 'ELEMENTARY',
  gender: 'M',
  mobile: '010-****-5678',
  consentState: 'AGREED',
  isDone: 'Y',
  isNotImplemented: 'N',
  totalRange: 'ATTENTION',
  totalRangeName: '관심군',
  createdAt: '2026-03-01T00:00:00.000Z',
  doneAt: '2026-03-02T00:00:00.000Z',
  can: { __typename: 'SimpleEvaluationAbilities' as const, delete: false, cancelAgree: false, update: false, enterAnswers: false, rescore: false },
  ...o,
});

/** Every list call the page makes, in order (variables as sent). */
let calls: Record<string, unknown>[] = [];

function renderPage(url: string, content = [row(1), row(2, { can: { ...row(2).can, delete: true }, mobile: '01012345678' })]) {
  calls = [];
  const mocks = [
    {
      request: { query: SimpleEvaluationListPageQuery, variables: () => true },
      result: (v: Record<string, unknown>) => {
        calls.push(v);
        return {
          data: {
            simpleEvaluations: { __typename: 'SimpleEvaluationPage' as const, totalElements: 35, totalCapped: false, totalPages: 4, current: (v.page as number) ?? 1, pageSize: 10, content },
          },
        };
      },
      maxUsageCount: 50,
    },
    {
      request: { query: SimpleEvaluationAbilitiesQuery },
      result: { data: { abilities: { __typename: 'Abilities' as const, registerSimpleEvaluation: true, manageNormSets: false } } },
      maxUsageCount: 5,
    },
    { request: { query: SchoolPickerQuery, variables: () => true }, result: { data: { schoolSearch: { __typename: 'SchoolSummaryPage', content: [] } } }, maxUsageCount: 20 },
  ];
  return renderRoutes([{ path: '/auth/simple-evaluation/list', element: <SimpleEvaluationListPage /> }], url, mocks).router;
}

const WAIT = { timeout: 8000 };
const lastCall = () => calls[calls.length - 1];

describe('SimpleEvaluationListPage', () => {
  it('shows masked numbers, range with its name, the total, and a delete button only where the server allows it', async () => {
    renderPage('/auth/simple-evaluation/list');
    expect(await screen.findByText('2026-S1-00001', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('총 35건')).toBeTruthy();
    expect(screen.queryByText('01012345678')).toBeNull();
    expect(screen.getAllByText('010-****-5678')).toHaveLength(2);
    expect(screen.getAllByText('관심군').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '2026-S1-00001 삭제' })).toBeNull();
    expect(screen.getByRole('button', { name: '2026-S1-00002 삭제' })).toBeTruthy();
  }, 30_000);

  it('cycles a column none → asc → desc → removed, sorts on several columns, and goes back to page 1', async () => {
    const router = renderPage('/auth/simple-evaluation/list?pageNo=3');
    await screen.findByText('2026-S1-00001', {}, WAIT);
    expect(lastCall()).toMatchObject({ page: 3, size: 10 });
    expect(lastCall().sortBy).toBeUndefined();

    const header = (name: RegExp) => screen.getByRole('button', { name });
    act(() => fireEvent.click(header(/^구간: 정렬 안 함/)));
    await waitFor(() => expect(lastCall().sortBy).toEqual([{ field: 'totalT', direction: 'ASC' }]), WAIT);
    expect(lastCall().page).toBe(1);
    expect(router.state.location.search).toBe('?sort=totalT%2Casc');

    act(() => fireEvent.click(header(/^관리번호: 정렬 안 함/)));
    await waitFor(() =>
      expect(lastCall().sortBy).toEqual([
        { field: 'totalT', direction: 'ASC' },
        { field: 'studentCode', direction: 'ASC' },
      ]),
    WAIT);
    expect(header(/^구간: 오름차순, 1순위/)).toBeTruthy();

    act(() => fireEvent.click(header(/^구간: 오름차순/)));
    await waitFor(() =>
      expect(lastCall().sortBy).toEqual([
        { field: 'totalT', direction: 'DESC' },
        { field: 'studentCode', direction: 'ASC' },
      ]),
    WAIT);

    act(() => fireEvent.click(header(/^구간: 내림차순/)));
    await waitFor(() => expect(lastCall().sortBy).toEqual([{ field: 'studentCode', direction: 'ASC' }]), WAIT);
    expect(header(/^구간: 정렬 안 함/)).toBeTruthy();
  }, 30_000);

  it('changing the page size goes back to page 1', async () => {
    const router = renderPage('/auth/simple-evaluation/list?pageNo=2');
    await screen.findByText('2026-S1-00001', {}, WAIT);
    expect(lastCall()).toMatchObject({ page: 2, size: 10 });
    const pager = document.querySelector('.ant-pagination') as HTMLElement;
    const sizer = pager.querySelector('.ant-select') as HTMLElement;
    act(() => {
      fireEvent.mouseDown(within(sizer).getByRole('combobox'));
    });
    const option = await screen.findByTitle(/^20/, {}, WAIT);
    act(() => fireEvent.click(option));
    await waitFor(() => expect(lastCall()).toMatchObject({ page: 1, size: 20 }), WAIT);
    expect(router.state.location.search).toBe('?pageSize=20');
  }, 30_000);

  it('takes its filters from the URL', async () => {
    renderPage('/auth/simple-evaluation/list?isDone=Y&range=PRIORITY_ATTENTION&year=2026&studentCode=00001');
    await screen.findByText('2026-S1-00001', {}, WAIT);
    expect(lastCall()).toMatchObject({ isDone: 'Y', range: 'PRIORITY_ATTENTION', year: 2026, studentCode: '00001', page: 1 });
  }, 30_000);
});
