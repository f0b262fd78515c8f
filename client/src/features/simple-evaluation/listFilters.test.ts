import { describe, expect, it } from 'vitest';
import { parseSortParam as parseSorts, sortByInput, toggleSort } from '../../shared/sort';
import { rangeOfT, SORTABLE } from './labels';
import { excelBody, filterProblem, filterVariables } from './listFilters';

const parseSortParam = (v: string | null) => parseSorts(v, SORTABLE);

describe('simple-evaluation list helpers', () => {
  it('cycles a column none → asc → desc → removed and keeps the others in place', () => {
    let s = toggleSort([], 'totalT');
    expect(s).toEqual([{ field: 'totalT', direction: 'asc' }]);
    s = toggleSort(s, 'studentCode');
    s = toggleSort(s, 'totalT');
    expect(s).toEqual([
      { field: 'totalT', direction: 'desc' },
      { field: 'studentCode', direction: 'asc' },
    ]);
    expect(toggleSort(s, 'totalT')).toEqual([{ field: 'studentCode', direction: 'asc' }]);
    expect(sortByInput(s)).toEqual([
      { field: 'totalT', direction: 'DESC' },
      { field: 'studentCode', direction: 'ASC' },
    ]);
    expect(sortByInput([])).toBeUndefined();
  });

  it('reads the sort from the URL, dropping unknown and repeated fields', () => {
    expect(parseSortParam('totalT,desc;nope,asc;studentCode;totalT,asc')).toEqual([
      { field: 'totalT', direction: 'desc' },
      { field: 'studentCode', direction: 'asc' },
    ]);
    expect(parseSortParam(null)).toEqual([]);
  });

  it('sends only known filter values', () => {
    expect(filterVariables({ year: '2026', gender: 'F', range: 'ATTENTION', consentState: 'X', isDone: 'maybe', studentCode: ' 2026-01 ' })).toEqual({
      schoolId: undefined,
      year: 2026,
      schoolTargetType: undefined,
      gender: 'F',
      isDone: undefined,
      range: 'ATTENTION',
      consentState: undefined,
      studentCode: '2026-01',
      fromDate: undefined,
      toDate: undefined,
    });
    expect(excelBody({ year: '2026', isDone: 'Y' }, 'totalT,desc', '간편검사')).toEqual({ fileName: '간편검사', year: 2026, isDone: 'Y', sort: 'totalT,desc' });
  });

  it('checks the period as the server does', () => {
    expect(filterProblem({ fromDate: '2026-03-01', toDate: '2026-02-01' })).toBe('종료일은 시작일보다 이후여야 합니다.');
    expect(filterProblem({ fromDate: '2026-03-01', toDate: '2026-03-01' })).toBeUndefined();
    expect(filterProblem({ toDate: '2026-02-30' })).toBe('종료일 형식이 맞지 않습니다.');
  });

  it('decides the range on the T score rounded to one decimal', () => {
    expect(rangeOfT(64.9)).toBe('GENERAL');
    expect(rangeOfT(64.94)).toBe('GENERAL');
    expect(rangeOfT(64.96)).toBe('ATTENTION');
    expect(rangeOfT(65)).toBe('ATTENTION');
    expect(rangeOfT(69.9)).toBe('ATTENTION');
    expect(rangeOfT(70)).toBe('PRIORITY_ATTENTION');
  });
});
