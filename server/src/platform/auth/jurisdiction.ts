import { raw, type FilterQuery } from '@mikro-orm/core';
import type { UserPrincipal } from './principal.js';
import { RoleCode } from './roles.js';

/**
 * Jurisdiction: which records a signed-in user reaches, derived from the token only.
 * - all:    SYSTEM_ADMIN, EDUCATION_MINISTRY, CENTRAL_SUPPORT_GROUP (national)
 * - sd:     EDUCATION_OFFICE (its 시도)
 * - center: CENTER_MANAGER, CENTER_MEMBER (its center, and the schools in the center's jurisdiction)
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

/** The ids of the schools a center covers (named schools and every school of its 시군구); parameters: center id twice. */
export const CENTER_SCHOOLS_SQL = `
  select cs.school_id as id from center_jurisdiction_school cs where cs.center_id = ?
  union
  select s.id from school s join center_jurisdiction_local cl on cl.sgg_code = s.sgg_code where cl.center_id = ?`;

/** The ids of the centers that cover a school; parameters: school id twice. */
export const SCHOOL_CENTERS_SQL = `
  select cs.center_id as id from center_jurisdiction_school cs where cs.school_id = ?
  union
  select cl.center_id from center_jurisdiction_local cl join school s on s.sgg_code = cl.sgg_code where s.id = ?`;

/** The columns that place a table's rows: the school and/or center they belong to, and their 시도. */
export interface Placement {
  school?: string;
  center?: string;
  sd: string;
}

/**
 * The SQL condition (on the row's alias) for what the caller's jurisdiction covers:
 * - a center reaches its own rows and the rows of the schools it covers;
 * - a school user reaches its school's rows; on a table placed by center only, the centers covering its school.
 */
export function jurisdictionSql(p: UserPrincipal, at: Placement, alias: string): { sql: string; params: unknown[] } {
  const col = (c: string) => `${alias}.${c}`;
  const scope = scopeOf(p);
  switch (scope.kind) {
    case 'all':
      return { sql: 'true', params: [] };
    case 'sd':
      return { sql: `${col(at.sd)} = ?`, params: [scope.sdCode] };
    case 'center': {
      const own = at.center ? { sql: `${col(at.center)} = ?`, params: [scope.centerId] } : undefined;
      // `= any(array(subquery))`: the subquery runs once (an InitPlan) and the column is matched through its index,
      // so `center_id = ? or school_id = any(…)` becomes a BitmapOr of two index scans; `in (subquery)` made
      // PostgreSQL filter every row of the table instead (center-scoped account list: 5× slower)
      const schools = at.school ? { sql: `${col(at.school)} = any(array(${CENTER_SCHOOLS_SQL}))`, params: [scope.centerId, scope.centerId] } : undefined;
      if (own && schools) return { sql: `(${own.sql} or ${schools.sql})`, params: [...own.params, ...schools.params] };
      return own ?? schools ?? { sql: 'false', params: [] };
    }
    case 'school':
      if (at.school) return { sql: `${col(at.school)} = ?`, params: [scope.schoolId] };
      if (at.center) return { sql: `${col(at.center)} = any(array(${SCHOOL_CENTERS_SQL}))`, params: [scope.schoolId, scope.schoolId] };
      return { sql: 'false', params: [] };
    case 'none':
      return { sql: 'false', params: [] };
  }
}

/**
 * The same condition as a MikroORM filter, so a list gets its scope in one line and the page count in SQL is right:
 * `em.find(Request, { $and: [inJurisdiction(p, { school: 'school_id', center: 'center_id', sd: 'sd_code' }), search] })`.
 */
export function inJurisdiction<T>(p: UserPrincipal, at: Placement): FilterQuery<T> {
  if (scopeOf(p).kind === 'all') return {} as FilterQuery<T>;
  const { params } = jurisdictionSql(p, at, '');
  return { [raw((alias: string) => `(${jurisdictionSql(p, at, alias).sql})`, params)]: true } as FilterQuery<T>;
}
