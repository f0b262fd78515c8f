import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SidoListQuery } from '../../shared/ui/pickerOperations';
import { UserListPageQuery } from './operations';
import UserListPage from './UserListPage';

const row = (id: number) => ({
  __typename: 'AccountView' as const,
  id,
  loginId: `user${id}`,
  name: `사용자${id}`,
  role: 'MEMBER',
  roleName: '교사',
  schoolName: '서울학교',
  centerName: null,
  sdCode: '11',
  mobile: '010-****-0000',
  status: 'ACTIVE',
  createdAt: '2026-01-01T00:00:00.000Z',
});

function renderList(page: number, totals: { totalElements: number; totalCapped: boolean; totalPages: number }) {
  const mocks = [
    { request: { query: SidoListQuery }, result: { data: { locals: [] } }, maxUsageCount: 5 },
    {
      request: { query: UserListPageQuery, variables: { userType: 'ALL', page, size: 10 } },
      result: {
        data: {
          accounts: { __typename: 'AccountPage', ...totals, current: page, pageSize: 10, content: Array.from({ length: 10 }, (_, i) => row(page * 100 + i)) },
        },
      },
      maxUsageCount: 5,
    },
  ];
  const url = `/auth/user/list/ALL${page > 1 ? `?pageNo=${page}` : ''}`;
  const router = createMemoryRouter([{ path: '/auth/user/list/:userType', element: <UserListPage /> }], { initialEntries: [url] });
  return render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

const WAIT = { timeout: 8000 };

describe('UserListPage totals', () => {
  it('says 10,000명 이상 when the server stopped counting, and still offers the page after the counted rows', async () => {
    const { container } = renderList(1, { totalElements: 10_000, totalCapped: true, totalPages: 1001 });
    expect(await screen.findByText('10,000명 이상', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText(/총 10,000명/)).toBeNull();
    const pager = container.querySelector('.ant-pagination') as HTMLElement;
    expect(within(pager).getByTitle('1001')).toBeTruthy();
  }, 30_000);

  it('shows the exact total when the server counted every row', async () => {
    const { container } = renderList(2, { totalElements: 25, totalCapped: false, totalPages: 3 });
    expect(await screen.findByText('총 25명', {}, WAIT)).toBeTruthy();
    const pager = container.querySelector('.ant-pagination') as HTMLElement;
    expect(within(pager).getByTitle('3')).toBeTruthy();
    expect(within(pager).queryByTitle('4')).toBeNull();
  }, 30_000);
});
