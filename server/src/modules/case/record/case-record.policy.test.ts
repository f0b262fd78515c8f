import { describe, expect, it } from 'vitest';
import type { UserPrincipal } from '../../../platform/auth/principal.js';
import { RoleCode } from '../../../platform/auth/roles.js';
import { RequestStatus } from '../../request/request.lifecycle.js';
import { caseRecordPolicy } from './case-record.policy.js';

const user = (role: RoleCode, extra: Partial<UserPrincipal> = {}) => ({ kind: 'user', role, accountId: 1, permissions: [], ...extra }) as unknown as UserPrincipal;
const running = { centerId: 7, status: RequestStatus.COMPLETED };

describe('caseRecordPolicy', () => {
  it('lets the case’s own center staff read and write, and nobody of another center', () => {
    for (const role of [RoleCode.CENTER_MANAGER, RoleCode.CENTER_MEMBER]) {
      expect(caseRecordPolicy.read(user(role, { centerId: 7 }), running)).toBe(true);
      expect(caseRecordPolicy.write(user(role, { centerId: 7 }), running)).toBe(true);
      expect(caseRecordPolicy.read(user(role, { centerId: 8 }), running)).toBe(false);
      expect(caseRecordPolicy.write(user(role, { centerId: 8 }), running)).toBe(false);
    }
  });

  it('lets the ministry read only, the administrator do both, and keeps school users and education offices out', () => {
    expect(caseRecordPolicy.read(user(RoleCode.EDUCATION_MINISTRY), running)).toBe(true);
    expect(caseRecordPolicy.write(user(RoleCode.EDUCATION_MINISTRY), running)).toBe(false);
    expect(caseRecordPolicy.write(user(RoleCode.SYSTEM_ADMIN), running)).toBe(true);
    for (const role of [RoleCode.MEMBER, RoleCode.CLIENT, RoleCode.EDUCATION_OFFICE])
      expect(caseRecordPolicy.read(user(role, { centerId: 7, schoolId: 'S1' }), running)).toBe(false);
  });

  it('has no records before approval', () => {
    for (const status of [RequestStatus.REQUESTED, RequestStatus.REJECTED, RequestStatus.CANCELLED])
      expect(caseRecordPolicy.read(user(RoleCode.SYSTEM_ADMIN), { centerId: 7, status })).toBe(false);
    expect(caseRecordPolicy.read(user(RoleCode.CENTER_MEMBER, { centerId: 7 }), { centerId: 7, status: RequestStatus.REPORT_SENT })).toBe(true);
  });
});
