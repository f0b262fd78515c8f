import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { Errors } from '../../platform/errors.js';
import { RoleCode } from '../account/role.entity.js';
import { sql } from '../../platform/db/sql.js';

/**
 * Jurisdiction: which schools, centers and accounts a signed-in user reaches. Derived from the token only.
 * - all:    SYSTEM_ADMIN, EDUCATION_MINISTRY, CENTRAL_SUPPORT_GROUP (national)
 * - sd:     EDUCATION_OFFICE (its 시도)
 * - center: CENTER_MANAGER, CENTER_MEMBER (its center; schools in its jurisdiction)
 * - school: MEMBER, CLIENT (their own school)
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'sd'; sdCode: string }
  | { kind: 'center'; centerId: number }
  | { kind: 'school'; schoolId: string }
  | { kind: 'none' };

export function scopeOf(p: UserPrincipal): Scope {
  switch (p.role) {
    case RoleCode.SYSTEM_ADMIN:
    case RoleCode.EDUCATION_MINISTRY:
    case RoleCode.CENTRAL_SUPPORT_GROUP:
      return { kind: 'all' };
    case RoleCode.EDUCATION_OFFICE:
      return p.sdCode ? { kind: 'sd', sdCode: p.sdCode } : { kind: 'none' };
    case RoleCode.CENTER_MANAGER:
    case RoleCode.CENTER_MEMBER:
      return p.centerId ? { kind: 'center', centerId: p.centerId } : { kind: 'none' };
    case RoleCode.MEMBER:
    case RoleCode.CLIENT:
      return p.schoolId ? { kind: 'school', schoolId: p.schoolId } : { kind: 'none' };
  }
}

/** SQL fragment (with its parameters) selecting the ids of the schools a center covers. */
export const CENTER_SCHOOLS_SQL = `
  select cs.school_id as id from center_jurisdiction_school cs where cs.center_id = ?
  union
  select s.id from school s join center_jurisdiction_local cl on cl.sgg_code = s.sgg_code where cl.center_id = ?`;

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
    case 'center': {
      const rows = await sql(em, `select 1 from (${CENTER_SCHOOLS_SQL}) x where x.id = ? limit 1`, [scope.centerId, scope.centerId, school.id]);
      return rows.length > 0;
    }
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
      return (await centerSchoolIds(em, center.id)).includes(scope.schoolId);
    case 'none':
      return false;
  }
}

/** A record outside the caller's jurisdiction answers like a missing one, so ids cannot be probed. */
export function outOfScope(): never {
  throw Errors.notFound();
}
