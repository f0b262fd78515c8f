import { describe, expect, it } from 'vitest';
import { affiliationError, affiliationInput, affiliationOf } from './affiliation';
import { normalizeUserType, USER_TYPE_TABS } from './userTypes';

describe('affiliationOf', () => {
  it('maps each role to the affiliation field the server requires', () => {
    expect(affiliationOf('CLIENT')).toBe('school');
    expect(affiliationOf('MEMBER')).toBe('school');
    expect(affiliationOf('CENTER_MEMBER')).toBe('center');
    expect(affiliationOf('CENTER_MANAGER')).toBe('center');
    expect(affiliationOf('EDUCATION_OFFICE')).toBe('sido');
    expect(affiliationOf('EDUCATION_MINISTRY')).toBe('none');
    expect(affiliationOf('SYSTEM_ADMIN')).toBe('none');
    expect(affiliationOf(undefined)).toBe('none');
  });
});

describe('affiliationInput', () => {
  it('sends only the affiliation of the new role', () => {
    expect(affiliationInput({ role: 'CENTER_MEMBER', centerId: 3, schoolId: '7000001', sdCode: '11' })).toEqual({
      role: 'CENTER_MEMBER',
      centerId: 3,
      schoolId: undefined,
      sdCode: undefined,
      sggCode: undefined,
    });
    expect(affiliationInput({ role: 'EDUCATION_OFFICE', sdCode: '41', schoolId: '7000001' })).toMatchObject({
      role: 'EDUCATION_OFFICE',
      sdCode: '41',
      schoolId: undefined,
      centerId: undefined,
    });
    expect(affiliationInput({ role: 'SYSTEM_ADMIN', schoolId: '7000001', centerId: 3 })).toEqual({ role: 'SYSTEM_ADMIN' });
  });
});

describe('affiliationError', () => {
  it('names the missing field with the server message', () => {
    expect(affiliationError({ role: 'CLIENT' })).toBe('학교를 선택해주세요.');
    expect(affiliationError({ role: 'CENTER_MANAGER' })).toBe('센터를 선택해주세요.');
    expect(affiliationError({ role: 'EDUCATION_OFFICE' })).toBe('시도를 선택해주세요.');
    expect(affiliationError({ role: 'EDUCATION_MINISTRY' })).toBeUndefined();
    expect(affiliationError({ role: 'CLIENT', schoolId: '7000001' })).toBeUndefined();
  });
});

describe('user type tabs', () => {
  it('lists 전체, 승인 대기 and every role in Korean', () => {
    expect(USER_TYPE_TABS.map((t) => t.label)).toEqual([
      '전체',
      '승인 대기',
      '학교 사용자',
      '학교 담당자',
      '센터 실무자',
      '센터 관리자',
      '교육청',
      '교육부',
      '중앙지원단',
      '시스템 관리자',
    ]);
  });
  it('falls back to ALL for an unknown userType', () => {
    expect(normalizeUserType('PENDING')).toBe('PENDING');
    expect(normalizeUserType('CENTER_MEMBER')).toBe('CENTER_MEMBER');
    expect(normalizeUserType('nonsense')).toBe('ALL');
    expect(normalizeUserType(undefined)).toBe('ALL');
  });
});
