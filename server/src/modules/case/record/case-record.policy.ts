import type { UserPrincipal } from '../../../platform/auth/principal.js';
import { RoleCode } from '../../../platform/auth/roles.js';
import { part, type Sql } from '../../../platform/db/read.js';
import { RequestStatus } from '../../request/request.lifecycle.js';

/**
 * Who reaches the records of a case (interview evaluation, SDQ-KR, satisfaction, CGI, case minutes, case management
 * logs, closing report): the case's own center staff (manager and members) write them, the ministry reads them, the
 * system administrator does both. The school side, the education offices and other centers do not reach them (the
 * school sees only the closing report sent to it, through the request). Pure functions of the caller and the case.
 */
export interface CaseFacts {
  centerId?: number | null;
  status: RequestStatus;
}

const isAdmin = (p: UserPrincipal) => p.role === RoleCode.SYSTEM_ADMIN;
const ownStaff = (p: UserPrincipal, c: CaseFacts) =>
  (p.role === RoleCode.CENTER_MANAGER || p.role === RoleCode.CENTER_MEMBER) && !!c.centerId && p.centerId === c.centerId;

/** A case exists from approval on; its records are written while it runs (the closing report also once closed). */
export const OPEN: ReadonlySet<RequestStatus> = new Set([RequestStatus.COMPLETED]);
export const OPEN_OR_CLOSED: ReadonlySet<RequestStatus> = new Set([RequestStatus.COMPLETED, RequestStatus.CLOSED]);
const IS_CASE: ReadonlySet<RequestStatus> = new Set([RequestStatus.COMPLETED, RequestStatus.CLOSED, RequestStatus.REPORT_SENT]);

export const caseRecordPolicy = {
  read: (p: UserPrincipal, c: CaseFacts) => IS_CASE.has(c.status) && (isAdmin(p) || p.role === RoleCode.EDUCATION_MINISTRY || ownStaff(p, c)),
  write: (p: UserPrincipal, c: CaseFacts) => IS_CASE.has(c.status) && (isAdmin(p) || ownStaff(p, c)),
};

/** Whether the caller reads any case's records at all (a list or an export of them is refused otherwise). */
export const readsCaseRecords = (p: UserPrincipal) =>
  isAdmin(p) || p.role === RoleCode.EDUCATION_MINISTRY || ((p.role === RoleCode.CENTER_MANAGER || p.role === RoleCode.CENTER_MEMBER) && !!p.centerId);

/**
 * caseRecordPolicy.read as one SQL condition on the case's request row (alias `alias`: its status and center_id), for
 * lists and exports; test/policy-scope.test.ts checks the two agree on every role and kind of row.
 */
export function caseRecordReach(p: UserPrincipal, alias: string): Sql {
  const isCase = part(`${alias}.status in (${[...IS_CASE].map(() => '?').join(', ')})`, ...IS_CASE);
  if (isAdmin(p) || p.role === RoleCode.EDUCATION_MINISTRY) return isCase;
  if ((p.role === RoleCode.CENTER_MANAGER || p.role === RoleCode.CENTER_MEMBER) && p.centerId)
    return { text: `${isCase.text} and ${alias}.center_id = ?`, values: [...isCase.values, p.centerId] };
  return part('false');
}
