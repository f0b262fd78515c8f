import { describe, expect, it } from 'vitest';
import { AUTH_CODE, mayChangeCode, schoolPickMode } from './authCode';

describe('school authentication code page', () => {
  it('lists jurisdiction schools for school managers, else uses the own school', () => {
    expect(schoolPickMode({ permissions: ['00017', '00018'] })).toBe('list');
    expect(schoolPickMode({ permissions: ['00018'], schoolId: '7000001' })).toBe('own');
    expect(schoolPickMode({ permissions: ['00018'] })).toBe('none');
    expect(schoolPickMode(null)).toBe('none');
  });

  it('lets staff but not the ministry change a code', () => {
    expect(mayChangeCode('SYSTEM_ADMIN')).toBe(true);
    expect(mayChangeCode('MEMBER')).toBe(true);
    expect(mayChangeCode('EDUCATION_MINISTRY')).toBe(false);
    expect(mayChangeCode('CLIENT')).toBe(false);
  });

  it('accepts 6 to 20 letters and digits like the server', () => {
    expect(AUTH_CODE.test('24681357')).toBe(true);
    expect(AUTH_CODE.test('abc12')).toBe(false);
    expect(AUTH_CODE.test('abc-123')).toBe(false);
  });
});
