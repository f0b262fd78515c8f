import { describe, expect, it } from 'vitest';
import { withFilters } from './listParams';

describe('withFilters', () => {
  it('applies the filter, drops empty ones and goes back to page 1', () => {
    const prev = new URLSearchParams('pageNo=3&pageSize=20&sdCode=11&sggCode=11110');
    const next = withFilters(prev, { sdCode: '41', sggCode: undefined, keyword: '초등' });
    expect(next.get('sdCode')).toBe('41');
    expect(next.has('sggCode')).toBe(false);
    expect(next.get('keyword')).toBe('초등');
    expect(next.has('pageNo')).toBe(false);
    expect(next.get('pageSize')).toBe('20');
    expect(prev.get('pageNo')).toBe('3');
  });
});
