import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** SPEC §9: page size 10, page-number window 10 (lists may override the size). */
export const PAGE_SIZE = 10;
export const PAGE_WINDOW = 10;
export const PAGE_PARAM = 'pageNo';
export const SIZE_PARAM = 'pageSize';

export interface PageWindow {
  start: number;
  end: number;
  pages: number[];
  prev?: number;
  next?: number;
}

/** The block of page numbers around `current` (1–10, 11–20, ...) with the previous/next block's first page. */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW): PageWindow {
  const total = Math.max(1, totalPages);
  const cur = Math.min(Math.max(1, current), total);
  const start = Math.floor((cur - 1) / size) * size + 1;
  const end = Math.min(total, start + size - 1);
  const pages = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return { start, end, pages, prev: start > 1 ? start - 1 : undefined, next: end < total ? end + 1 : undefined };
}

/** The totals of a server page (SPEC §3 paging); `totalCapped`: the server stopped counting at totalElements. */
export interface PageTotals {
  totalElements: number;
  totalCapped?: boolean | null;
  /** With totalCapped, the pages known to exist (one past the counted rows), so "next" keeps working. */
  totalPages?: number | null;
}

const asTotals = (t: number | PageTotals | null | undefined): PageTotals => (typeof t === 'number' ? { totalElements: t } : (t ?? { totalElements: 0 }));

/**
 * "총 25건", or "10,000건 이상" when the server counted only that far (platform/paging.ts on the server): the
 * list honestly does not know how many more there are.
 */
export function totalLabel(totals: number | PageTotals | null | undefined, unit = '건'): string {
  const t = asTotals(totals);
  const n = t.totalElements.toLocaleString('ko-KR');
  return t.totalCapped ? `${n}${unit} 이상` : `총 ${n}${unit}`;
}

/**
 * The row count to give antd's Pagination: when capped, enough for every page the server says exists (antd
 * derives the page count from it), so the page after the counted rows stays reachable.
 */
export function paginationTotal(totals: number | PageTotals | null | undefined, pageSize: number): number {
  const t = asTotals(totals);
  return t.totalCapped ? Math.max(t.totalElements + 1, (t.totalPages ?? 0) * pageSize) : t.totalElements;
}

const positiveInt = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export interface Paging {
  /** 1-based page, from the pageNo query parameter. */
  page: number;
  pageSize: number;
  setPage(page: number): void;
  /** Changing the page size goes back to page 1 (SPEC §4). */
  setPageSize(size: number): void;
  /** Variables for a list call: { page, size }. */
  variables: { page: number; size: number };
  window(totalPages: number): PageWindow;
  /** antd Table `pagination` prop; `unit` counts the rows in the total label (건, 명, 개). */
  tablePagination(
    totals: number | PageTotals | null | undefined,
    unit?: string,
  ): {
    current: number;
    pageSize: number;
    total: number;
    showSizeChanger: boolean;
    pageSizeOptions: number[];
    onChange(page: number, size: number): void;
    showTotal(total: number): string;
  };
}

/**
 * Paged lists: the page number and size live in the URL (?pageNo=, ?pageSize=), so back/forward and reloads keep
 * them. Both are read from the URL only: a size held in component state changed a render before the URL's page went
 * back to 1, and that render sent one query for the old page at the new size.
 */
export function usePaging(opts: { defaultPageSize?: number } = {}): Paging {
  const defaultSize = opts.defaultPageSize ?? PAGE_SIZE;
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get(PAGE_PARAM), 1);
  const pageSize = positiveInt(params.get(SIZE_PARAM), defaultSize);

  const setPage = useCallback(
    (p: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (p <= 1) next.delete(PAGE_PARAM);
          else next.set(PAGE_PARAM, String(p));
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  const setPageSize = useCallback(
    (s: number) => {
      // one URL change: page 1 and the new size arrive in the same render
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.delete(PAGE_PARAM);
        if (s === defaultSize) next.delete(SIZE_PARAM);
        else next.set(SIZE_PARAM, String(s));
        return next;
      });
    },
    [setParams, defaultSize],
  );

  return useMemo(
    () => ({
      page,
      pageSize,
      setPage,
      setPageSize,
      variables: { page, size: pageSize },
      window: (totalPages: number) => pageWindow(page, totalPages),
      tablePagination: (totals: number | PageTotals | null | undefined, unit = '건') => ({
        current: page,
        pageSize,
        total: paginationTotal(totals, pageSize),
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        onChange: (p: number, s: number) => (s !== pageSize ? setPageSize(s) : setPage(p)),
        // antd passes its own (possibly padded) total: label from the server's
        showTotal: () => totalLabel(totals, unit),
      }),
    }),
    [page, pageSize, setPage, setPageSize],
  );
}
