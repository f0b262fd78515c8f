import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM } from './paging';

export type SortDirection = 'asc' | 'desc';
export interface SortItem {
  field: string;
  direction: SortDirection;
}

/**
 * Sorting on several fields at once (SPEC §4): toggling a field cycles none → ascending → descending → removed.
 * A field keeps its place in the list while it cycles; a new field goes last.
 */
export function toggleSort(sorts: SortItem[], field: string): SortItem[] {
  const i = sorts.findIndex((s) => s.field === field);
  if (i < 0) return [...sorts, { field, direction: 'asc' }];
  if (sorts[i].direction === 'asc') return sorts.map((s, j) => (j === i ? { field, direction: 'desc' } : s));
  return sorts.filter((_, j) => j !== i);
}

export const sortDirectionOf = (sorts: SortItem[], field: string): SortDirection | undefined =>
  sorts.find((s) => s.field === field)?.direction;

/** "name,asc;createdAt,desc": one query value for list calls. */
export const sortParam = (sorts: SortItem[]) => sorts.map((s) => `${s.field},${s.direction}`).join(';') || undefined;

/** antd Table column `sortOrder` for a field. */
export const antdSortOrder = (sorts: SortItem[], field: string): 'ascend' | 'descend' | null => {
  const d = sortDirectionOf(sorts, field);
  return d === 'asc' ? 'ascend' : d === 'desc' ? 'descend' : null;
};

export function useMultiSort(initial: SortItem[] = []) {
  const [sorts, setSorts] = useState<SortItem[]>(initial);
  const toggle = useCallback((field: string) => setSorts((s) => toggleSort(s, field)), []);
  const clear = useCallback(() => setSorts([]), []);
  return { sorts, toggle, clear, param: sortParam(sorts) };
}

/** The URL parameter of a list's sort. */
export const SORT_PARAM = 'sort';

/** ?sort=a,desc;b,asc → the sort list over the allowed fields (unknown ones dropped, each once, at most 5 as the server takes). */
export function parseSortParam(v: string | null | undefined, allowed: readonly string[]): SortItem[] {
  if (!v) return [];
  const out: SortItem[] = [];
  for (const part of v.split(';')) {
    const [field, dir] = part.split(',');
    if (!field || !allowed.includes(field) || out.some((s) => s.field === field)) continue;
    out.push({ field, direction: dir === 'desc' ? 'desc' : 'asc' });
  }
  return out.slice(0, 5);
}

/** A list's GraphQL sortBy argument (fields already checked by parseSortParam). */
export const sortByInput = <F extends string>(sorts: SortItem[]): { field: F; direction: 'ASC' | 'DESC' }[] | undefined =>
  sorts.length ? sorts.map((s) => ({ field: s.field as F, direction: s.direction === 'desc' ? 'DESC' : 'ASC' })) : undefined;

/** A list's sort kept in the URL: toggling a field cycles it (SPEC §4) and goes back to page 1. */
export function useUrlSort(allowed: readonly string[]): { sorts: SortItem[]; toggle(field: string): void } {
  const [params, setParams] = useSearchParams();
  const sorts = useMemo(() => parseSortParam(params.get(SORT_PARAM), allowed), [params, allowed]);
  const toggle = useCallback(
    (field: string) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        const v = sortParam(toggleSort(parseSortParam(prev.get(SORT_PARAM), allowed), field));
        if (v) next.set(SORT_PARAM, v);
        else next.delete(SORT_PARAM);
        next.delete(PAGE_PARAM);
        return next;
      }),
    [setParams, allowed],
  );
  return { sorts, toggle };
}
