import { describe, expect, it } from 'vitest';
import { ROLE_CODES } from '../organization/common/labels';
import { affiliationError, affiliationOf, assignableRoles, buildAccountUpdate, type EditableAccount } from './affiliation';
import { normalizeUserType, USER_TYPE_TABS } from './userTypes';

const account: EditableAccount = {
  name: '강담당',
  email: 'member@example.org',
  mobile: '01010006666',
  number: '02-000-0000',
  role: 'MEMBER',
  status: 'PENDING',
  schoolId: '7000001',
  centerId: null,
  sdCode: '11',
  sggCode: '11110',
  occupationPosition: '교사',
  occupation: null,
  occupationEtc: null,
  certificates: ['전문상담교사'],
  certificateEtc: null,
};

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

describe('assignableRoles', () => {
  it('lets an administrator hand out every role', () => {
    expect(assignableRoles('SYSTEM_ADMIN', ROLE_CODES)).toEqual(ROLE_CODES);
  });
  it('limits staff to school and center roles, and a center manager to non-managers', () => {
    expect(assignableRoles('EDUCATION_OFFICE', ROLE_CODES)).toEqual(['CLIENT', 'MEMBER', 'CENTER_MEMBER', 'CENTER_MANAGER']);
    expect(assignableRoles('CENTER_MANAGER', ROLE_CODES)).toEqual(['CLIENT', 'MEMBER', 'CENTER_MEMBER']);
  });
});

describe('buildAccountUpdate', () => {
  it('approves with the profile and affiliation unchanged', () => {
    expect(buildAccountUpdate(account, { status: 'ACTIVE' })).toMatchObject({
      status: 'ACTIVE',
      role: 'MEMBER',
      name: '강담당',
      email: 'member@example.org',
      mobile: '01010006666',
      number: '02-000-0000',
      certificates: ['전문상담교사'],
      schoolId: '7000001',
      centerId: undefined,
      sdCode: undefined,
    });
  });

  it('sends only the affiliation of the new role and keeps the status', () => {
    const input = buildAccountUpdate(account, { affiliation: { role: 'CENTER_MEMBER', centerId: 3, schoolId: '7000001', sdCode: '11' } });
    expect(input).toMatchObject({ status: 'PENDING', role: 'CENTER_MEMBER', centerId: 3, schoolId: undefined, sdCode: undefined });
    const office = buildAccountUpdate(account, { affiliation: { role: 'EDUCATION_OFFICE', sdCode: '41', schoolId: '7000001' } });
    expect(office).toMatchObject({ role: 'EDUCATION_OFFICE', sdCode: '41', sggCode: undefined, schoolId: undefined, centerId: undefined });
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
