// A browser far from Korea (set before any date is made): the screens must still show Korean days and times.
process.env.TZ = 'America/Los_Angeles';

import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, koreanToday, koreanYear } from './format';

describe('dates are shown in Korean time, whatever the browser zone', () => {
  // 2026-03-02 00:30 in Seoul is still 1 March in UTC and in Los Angeles
  const justAfterMidnightInSeoul = '2026-03-01T15:30:00.000Z';

  it('runs under a non-Korean zone (the premise of this file)', () => {
    expect(new Date(justAfterMidnightInSeoul).getDate()).toBe(1);
    expect(new Date(justAfterMidnightInSeoul).getTimezoneOffset()).toBeGreaterThan(0);
  });

  it('a request filed just after midnight in Seoul is dated that Korean day', () => {
    expect(formatDate(justAfterMidnightInSeoul)).toBe('2026-03-02');
    expect(formatDateTime(justAfterMidnightInSeoul)).toBe('2026-03-02 00:30');
    expect(formatDateTime(new Date(justAfterMidnightInSeoul))).toBe('2026-03-02 00:30');
    expect(formatDate(Date.parse(justAfterMidnightInSeoul))).toBe('2026-03-02');
    expect(formatDateTime('2026-03-02T00:30:00+09:00')).toBe('2026-03-02 00:30');
  });

  it('a date or a wall time without a zone is shown as written', () => {
    expect(formatDate('2026-03-02')).toBe('2026-03-02');
    expect(formatDateTime('2026-03-02T00:30')).toBe('2026-03-02 00:30');
    expect(formatDate('20260302')).toBe('2026-03-02');
    expect(formatDate('garbage')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it("today and this year are Korea's (New Year's Eve in Los Angeles is already New Year in Seoul)", () => {
    const seoulNewYear = Date.parse('2025-12-31T15:30:00.000Z');
    expect(new Date(seoulNewYear).getFullYear()).toBe(2025);
    expect(koreanToday(seoulNewYear)).toBe('2026-01-01');
    expect(koreanYear(seoulNewYear)).toBe(2026);
  });
});
