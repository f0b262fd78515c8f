import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM, usePaging } from './paging';

/** The URL after a filter change: the patch applied (empty values removed) and back to page 1. */
export function withFilters(prev: URLSearchParams, patch: Record<string, string | undefined | null>): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(patch)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  next.delete(PAGE_PARAM);
  return next;
}

/**
 * A list's filters and paging, kept in the URL (?pageNo=, ?pageSize= and one parameter per filter) so a reload
 * or a back navigation returns to the same page. Changing a filter returns to page 1; paging is the shell's.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const keyList = keys.join(',');
  const filters = useMemo(
    () => Object.fromEntries(keyList.split(',').filter(Boolean).map((k) => [k, params.get(k) || undefined])) as Record<K, string | undefined>,
    [params, keyList],
  );
  const setFilters = useCallback(
    (patch: Partial<Record<K, string | undefined | null>>) => setParams((prev) => withFilters(prev, patch as Record<string, string | undefined | null>)),
    [setParams],
  );
  return { page: paging.page, size: paging.pageSize, filters, setFilters, pagination: paging.tablePagination };
}

const DAY = 'YYYY-MM-DD';

/** A day filter as the URL holds it (YYYY-MM-DD) to a DatePicker's value, and back. */
export const dayFromParam = (s?: string | null) => (s ? dayjs(s, DAY) : undefined);
export const dayToParam = (d?: Dayjs | null) => (d ? d.format(DAY) : undefined);
