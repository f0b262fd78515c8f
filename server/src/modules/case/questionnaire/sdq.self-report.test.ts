import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kstDay as koreanDay } from '../../../platform/time.js';
import { ageOn, sdqSelfReport, SDQ_SELF_REPORT_AGES } from './sdq.self-report.js';

/** Midnight of a Korean day, as an instant (00:00 KST = 15:00 UTC the day before). */
const kstMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);

describe('SDQ-KR self-report age', () => {
  it('counts whole years: one less before this year’s birthday', () => {
    const b = { year: 2014, month: 3, date: 15 };
    expect(ageOn(b, '2025-03-14')).toBe(10);
    expect(ageOn(b, '2025-03-15')).toBe(11);
    expect(ageOn(b, '2025-12-31')).toBe(11);
    expect(ageOn(b, '2026-02-28')).toBe(11);
    expect(ageOn({ year: 2014 }, '2025-03-15')).toBeUndefined();
  });

  it('turns a 29 February child a year older on 1 March in a common year', () => {
    const b = { year: 2012, month: 2, date: 29 };
    expect(ageOn(b, '2023-02-28')).toBe(10);
    expect(ageOn(b, '2023-03-01')).toBe(11);
    expect(ageOn(b, '2024-02-28')).toBe(11);
    expect(ageOn(b, '2024-02-29')).toBe(12);
  });

  it('reads the day in Korean time', () => {
    expect(koreanDay(new Date('2025-03-14T14:59:59Z'))).toBe('2025-03-14');
    expect(koreanDay(new Date('2025-03-14T15:00:00Z'))).toBe('2025-03-15');
  });

  it('allows 11 to 17 only, and says why not with the age', () => {
    const b = { year: 2014, month: 3, date: 15 };
    expect(sdqSelfReport(b, new Date('2025-03-14T14:59:59Z'))).toEqual({
      allowed: false,
      age: 10,
      message: 'SDQ-KR 학생용(자기보고)은 만 11–17세 학생에게만 실시할 수 있습니다. 이 학생은 만 10세이므로 보호자용 또는 교사용을 이용해주세요.',
    });
    expect(sdqSelfReport(b, kstMidnight('2025-03-15'))).toEqual({ allowed: true, age: 11 });
    expect(sdqSelfReport(b, kstMidnight('2032-03-14'))).toEqual({ allowed: true, age: 17 });
    expect(sdqSelfReport(b, kstMidnight('2032-03-15'))).toMatchObject({ allowed: false, age: 18 });
    expect(sdqSelfReport({}, kstMidnight('2025-03-15')).message).toContain('생년월일이 없어');
  });

  it('is allowed exactly when the whole-year age is within the range (property)', () => {
    const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, (birthAt, at) => {
        const birthDay = koreanDay(birthAt);
        const [year, month, date] = birthDay.split('-').map(Number);
        const age = ageOn({ year, month, date }, koreanDay(at));
        const r = sdqSelfReport({ year, month, date }, at);
        expect(r.age).toBe(age);
        expect(r.allowed).toBe(age! >= SDQ_SELF_REPORT_AGES.min && age! <= SDQ_SELF_REPORT_AGES.max);
        // never older than the plain difference of years, and at most one less
        const years = Number(koreanDay(at).slice(0, 4)) - year;
        expect(age! === years || age! === years - 1).toBe(true);
      }),
    );
  });
});
