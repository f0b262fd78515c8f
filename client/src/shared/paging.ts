import { useCallback, useMemo, useState } from 'react';
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
  /** antd Table `pagination` prop. */
  tablePagination(total: number): {
    current: number;
    pageSize: number;
    total: number;
    showSizeChanger: boolean;
    pageSizeOptions: number[];
    onChange(page: number, size: number): void;
    showTotal(total: number): string;
  };
}

/** Paged lists: the page number lives in the URL (?pageNo=), so back/forward and reloads keep it. */
export function usePaging(opts: { defaultPageSize?: number } = {}): Paging {
  const defaultSize = opts.defaultPageSize ?? PAGE_SIZE;
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get(PAGE_PARAM), 1);
  const [sizeState, setSizeState] = useState(() => positiveInt(params.get(SIZE_PARAM), defaultSize));
  const pageSize = sizeState;

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
      setSizeState(s);
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
      tablePagination: (total: number) => ({
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        onChange: (p: number, s: number) => (s !== pageSize ? setPageSize(s) : setPage(p)),
        showTotal: (t: number) => `총 ${t.toLocaleString('ko-KR')}건`,
      }),
    }),
    [page, pageSize, setPage, setPageSize],
  );
}
