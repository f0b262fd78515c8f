import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaseManagementLogsQuery } from './operations';
import RecordListPage from './RecordListPage';
import { renderRoutes } from '../../../test/render';

const WAIT = { timeout: 8000 };
const CASE = '/auth/case-management/detail/7';

function renderList(url: string) {
  const mocks = [
    {
      request: { query: CaseManagementLogsQuery, variables: { requestId: 7, page: 1, size: 10 } },
      result: {
        data: {
          caseManagementLogs: {
            __typename: 'CaseManagementLogPage',
            totalElements: 2,
            content: [
              { __typename: 'CaseManagementLog', id: 9, isDone: 'Y', title: '보호자 전화 상담', interventionDate: '2026-04-03', counselor: '박상담', updatedAt: '2026-04-03T01:00:00.000Z' },
              { __typename: 'CaseManagementLog', id: 8, isDone: 'N', title: null, interventionDate: null, counselor: null, updatedAt: '2026-04-01T01:00:00.000Z' },
            ],
          },
        },
      },
      maxUsageCount: 5,
    },
  ];
  renderRoutes(
    [
      { path: '/auth/case-management/detail/:requestId/case-management-log/detail', element: <RecordListPage /> },
      { path: '/auth/case-management/detail/:requestId/case-management-log/popup', element: <RecordListPage /> },
    ],
    url,
    mocks as never,
  );
}

describe('RecordListPage', () => {
  it('lists the case’s logs with their state, each linking to its detail', async () => {
    renderList(`${CASE}/case-management-log/detail`);
    const link = await screen.findByRole('link', { name: '보호자 전화 상담' }, WAIT);
    expect(link.getAttribute('href')).toBe(`${CASE}/case-management-log/detail/9`);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('제출')).toBeTruthy();
    expect(within(rows[2]).getByText('임시저장')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(제목 없음)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '등록' }).getAttribute('href')).toBe(`/app${CASE}/case-management-log/register`);
    expect(screen.getByRole('link', { name: '사례로 돌아가기' })).toBeTruthy();
  }, 30_000);

  it('in its own window, keeps every link in that window (a save there closes it) and offers to close it', async () => {
    renderList(`${CASE}/case-management-log/popup`);
    const link = await screen.findByRole('link', { name: '보호자 전화 상담' }, WAIT);
    expect(link.getAttribute('href')).toBe(`${CASE}/case-management-log/detail/9?isPopup=Y`);
    expect(screen.getByRole('link', { name: '등록' }).getAttribute('href')).toBe(`/app${CASE}/case-management-log/register?isPopup=Y`);
    expect(screen.getByRole('button', { name: '창 닫기' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '사례로 돌아가기' })).toBeNull();
  }, 30_000);
});
