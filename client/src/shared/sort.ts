import { useCallback, useState } from 'react';

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
