import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { part, type Sql } from '../../platform/db/read.js';

/**
 * Who reaches consulting records (docs/PERMISSIONS.md "Consulting records"), always with menu 00010 first:
 * - center staff (manager, member) read and write their own center's records, for the schools their center covers;
 *   another center never sees them, even one covering the same school;
 * - the system administrator and the central support group read every record, the ministry too when granted the menu,
 *   an education office those of its 시도's schools when granted it; none of them writes;
 * - school users never reach them (the records are the center's notes about its work with the school).
 */
export interface ConsultingFacts {
  centerId: number;
  sdCode: string;
}

const isCenterStaff = (p: UserPrincipal) => (p.role === RoleCode.CENTER_MANAGER || p.role === RoleCode.CENTER_MEMBER) && !!p.centerId;
const NATIONAL = new Set<RoleCode>([RoleCode.SYSTEM_ADMIN, RoleCode.CENTRAL_SUPPORT_GROUP, RoleCode.EDUCATION_MINISTRY]);

export const consultingPolicy = {
  read: (p: UserPrincipal, c: ConsultingFacts) =>
    NATIONAL.has(p.role) || (p.role === RoleCode.EDUCATION_OFFICE && !!p.sdCode && p.sdCode === c.sdCode) || (isCenterStaff(p) && p.centerId === c.centerId),
  create: (p: UserPrincipal) => isCenterStaff(p),
  update: (p: UserPrincipal, c: ConsultingFacts) => isCenterStaff(p) && p.centerId === c.centerId,
  delete: (p: UserPrincipal, c: ConsultingFacts) => isCenterStaff(p) && p.centerId === c.centerId,
};

/** consultingPolicy.read as one SQL condition on `consulting` (alias `alias`), for the list. */
export function consultingReach(p: UserPrincipal, alias: string): Sql {
  if (NATIONAL.has(p.role)) return part('true');
  if (p.role === RoleCode.EDUCATION_OFFICE && p.sdCode) return part(`${alias}.sd_code = ?`, p.sdCode);
  if (isCenterStaff(p)) return part(`${alias}.center_id = ?`, p.centerId);
  return part('false');
}
