import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { pageWindow, paginationTotal, totalLabel, usePaging, type Paging } from './paging';
import { sortParam, toggleSort, type SortItem } from './sort';

describe('pageWindow', () => {
  it('shows blocks of 10 page numbers', () => {
    expect(pageWindow(1, 3)).toEqual({ start: 1, end: 3, pages: [1, 2, 3], prev: undefined, next: undefined });
    expect(pageWindow(10, 25)).toMatchObject({ start: 1, end: 10, prev: undefined, next: 11 });
    expect(pageWindow(11, 25)).toMatchObject({ start: 11, end: 20, prev: 10, next: 21 });
    expect(pageWindow(25, 25)).toMatchObject({ start: 21, end: 25, prev: 20, next: undefined });
    expect(pageWindow(99, 25)).toMatchObject({ start: 21, end: 25 });
    expect(pageWindow(1, 0)).toMatchObject({ start: 1, end: 1, pages: [1] });
  });
});

describe('bounded totals', () => {
  it('labels an exact total and one the server stopped counting', () => {
    expect(totalLabel(123)).toBe('총 123건');
    expect(totalLabel({ totalElements: 12_345, totalCapped: false }, '명')).toBe('총 12,345명');
    expect(totalLabel({ totalElements: 10_000, totalCapped: true, totalPages: 1001 })).toBe('10,000건 이상');
  });

  it('lets the pager reach every page the server says exists', () => {
    expect(paginationTotal({ totalElements: 25, totalCapped: false, totalPages: 3 }, 10)).toBe(25);
    // 10,001 rows are known to exist: page 1,001 must be reachable
    expect(paginationTotal({ totalElements: 10_000, totalCapped: true, totalPages: 1001 }, 10)).toBe(10_010);
    expect(Math.ceil(paginationTotal({ totalElements: 10_000, totalCapped: true }, 10) / 10)).toBe(1001);
  });
});

describe('toggleSort', () => {
  it('cycles none → asc → desc → removed, per field, several fields at once', () => {
    let s: SortItem[] = [];
    s = toggleSort(s, 'name');
    expect(s).toEqual([{ field: 'name', direction: 'asc' }]);
    s = toggleSort(s, 'createdAt');
    expect(s).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'createdAt', direction: 'asc' },
    ]);
    s = toggleSort(s, 'name');
    expect(s).toEqual([
      { field: 'name', direction: 'desc' },
      { field: 'createdAt', direction: 'asc' },
    ]);
    expect(sortParam(s)).toBe('name,desc;createdAt,asc');
    s = toggleSort(s, 'name');
    expect(s).toEqual([{ field: 'createdAt', direction: 'asc' }]);
    s = toggleSort(s, 'createdAt');
    s = toggleSort(s, 'createdAt');
    expect(s).toEqual([]);
    expect(sortParam(s)).toBeUndefined();
  });
});

describe('usePaging', () => {
  function setup(initial: string) {
    const seen: { paging?: Paging; search?: string } = {};
    const Probe = () => {
      seen.paging = usePaging();
      seen.search = useLocation().search;
      return null;
    };
    const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [initial] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <>
        <RouterProvider router={router} />
        {children}
      </>
    );
    renderHook(() => null, { wrapper });
    return seen;
  }

  it('reads pageNo from the URL, default page 1 and size 10', () => {
    expect(setup('/list').paging).toMatchObject({ page: 1, pageSize: 10, variables: { page: 1, size: 10 } });
    expect(setup('/list?pageNo=3').paging?.page).toBe(3);
    expect(setup('/list?pageNo=abc').paging?.page).toBe(1);
  });

  it('writes the page to the URL and resets to page 1 when the page size changes', () => {
    const seen = setup('/list?pageNo=4&keyword=a');
    act(() => seen.paging!.setPage(5));
    expect(seen.paging!.page).toBe(5);
    expect(seen.search).toContain('pageNo=5');
    expect(seen.search).toContain('keyword=a');
    act(() => seen.paging!.setPageSize(20));
    expect(seen.paging!.page).toBe(1);
    expect(seen.paging!.pageSize).toBe(20);
    expect(seen.search).not.toContain('pageNo');
    const tp = seen.paging!.tablePagination(123);
    expect(tp).toMatchObject({ current: 1, pageSize: 20, total: 123 });
    expect(tp.showTotal(123)).toBe('총 123건');
    const capped = seen.paging!.tablePagination({ totalElements: 10_000, totalCapped: true, totalPages: 501 }, '명');
    expect(capped).toMatchObject({ total: 10_020 });
    expect(capped.showTotal(10_020)).toBe('10,000명 이상');
  });
});

describe('usePaging with a list query', () => {
  // parsed, not a gql`` tag: codegen reads tagged documents against the real schema, and this list is the test's own
  const LIST = parse('query PagingProbe($page: Int!, $size: Int!) { probeList(page: $page, size: $size) { totalElements } }');

  /** A list page as the app writes one: usePaging's variables into useQuery; every query that leaves is recorded. */
  function setup(initial: string) {
    const sent: { page: number; size: number }[] = [];
    const link = new ApolloLink((operation) => {
      sent.push(operation.variables as { page: number; size: number });
      return of({ data: { probeList: { __typename: 'ProbePage', totalElements: 123 } } });
    });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const seen: { paging?: Paging } = {};
    const List = () => {
      const paging = usePaging();
      seen.paging = paging;
      useQuery(LIST, { variables: paging.variables, fetchPolicy: 'cache-and-network' });
      return null;
    };
    const router = createMemoryRouter([{ path: '/list', element: <List /> }], { initialEntries: [initial] });
    render(
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>,
    );
    return { sent, seen, router };
  }

  it('sends exactly one query (page 1, the new size) when the page size changes on a later page', async () => {
    const { sent, seen, router } = setup('/list?pageNo=3');
    await waitFor(() => expect(sent).toEqual([{ page: 3, size: 10 }]));

    act(() => seen.paging!.tablePagination(123).onChange(3, 20));
    await waitFor(() => expect(sent.length).toBeGreaterThan(1));
    // let anything else that would leave, leave
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(sent).toEqual([
      { page: 3, size: 10 },
      { page: 1, size: 20 },
    ]);
    expect(router.state.location.search).toBe('?pageSize=20');

    // back: the previous page and size return together, again with one query
    await act(() => router.navigate(-1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(seen.paging).toMatchObject({ page: 3, pageSize: 10 });
    expect(sent.slice(2)).toEqual([{ page: 3, size: 10 }]);
  });
});
