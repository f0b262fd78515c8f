import type { EntityManager } from '@mikro-orm/postgresql';
import { CENTER_SCHOOLS_SQL, SCHOOL_CENTERS_SQL, scopeOf } from '../../platform/auth/jurisdiction.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { sql } from '../../platform/db/sql.js';
import { Errors } from '../../platform/errors.js';

/**
 * Who may do what to schools and centers. The services call these before every change, and GraphQL serves the
 * answers for a record (`School.can`, `Center.can`, `abilities`) so the client shows only what will work and
 * holds no copy of the rules. Reading is jurisdiction (platform/auth/jurisdiction.ts).
 */

/** Administrators anywhere; an education office within its 시도 (any 시도 of its own when none is named yet). */
const administers = (p: UserPrincipal, sdCode?: string) =>
  p.role === RoleCode.SYSTEM_ADMIN || (p.role === RoleCode.EDUCATION_OFFICE && !!p.sdCode && (sdCode === undefined || p.sdCode === sdCode));

export const schoolPolicy = {
  /** Add a school in this 시도, or change one there. */
  write: administers,
  /** Issue or change the authentication code of a school the caller covers (not school users, not the ministry). */
  setCode: (p: UserPrincipal) => p.role !== RoleCode.CLIENT && p.role !== RoleCode.EDUCATION_MINISTRY,
  abilities: (p: UserPrincipal, school: { sdCode: string }) => ({ update: administers(p, school.sdCode), setCode: schoolPolicy.setCode(p) }),
};

export const centerPolicy = {
  /** Add or delete a center, or change its education office and jurisdiction (what its staff can see). */
  administer: administers,
  /** Its name and contact details: also the center's own manager. */
  editDetails: (p: UserPrincipal, center: { id: number; sdCode: string }) =>
    administers(p, center.sdCode) || (p.role === RoleCode.CENTER_MANAGER && p.centerId === center.id),
  abilities: (p: UserPrincipal, center: { id: number; sdCode: string }) => ({
    update: centerPolicy.editDetails(p, center),
    updateJurisdiction: administers(p, center.sdCode),
    delete: administers(p, center.sdCode),
  }),
};

export async function centerSchoolIds(em: EntityManager, centerId: number): Promise<string[]> {
  const rows = await sql<{ id: string }[]>(em, CENTER_SCHOOLS_SQL, [centerId, centerId]);
  return rows.map((r) => r.id);
}

/** Whether the user's jurisdiction covers this school. */
export async function coversSchool(em: EntityManager, p: UserPrincipal, school: { id: string; sdCode: string }): Promise<boolean> {
  const scope = scopeOf(p);
  switch (scope.kind) {
    case 'all':
      return true;
    case 'sd':
      return school.sdCode === scope.sdCode;
    case 'school':
      return school.id === scope.schoolId;
    case 'center':
      return (await sql(em, `select 1 from (${CENTER_SCHOOLS_SQL}) x where x.id = ? limit 1`, [scope.centerId, scope.centerId, school.id])).length > 0;
    case 'none':
      return false;
  }
}

/** Whether the user's jurisdiction covers this center. School users see the centers that cover their school. */
export async function coversCenter(em: EntityManager, p: UserPrincipal, center: { id: number; sdCode: string }): Promise<boolean> {
  const scope = scopeOf(p);
  switch (scope.kind) {
    case 'all':
      return true;
    case 'sd':
      return center.sdCode === scope.sdCode;
    case 'center':
      return center.id === scope.centerId;
    case 'school':
      return (await sql(em, `select 1 from (${SCHOOL_CENTERS_SQL}) x where x.id = ? limit 1`, [scope.schoolId, scope.schoolId, center.id])).length > 0;
    case 'none':
      return false;
  }
}

/** A record outside the caller's jurisdiction answers like a missing one, so ids cannot be probed. */
export function outOfScope(): never {
  throw Errors.notFound();
}
