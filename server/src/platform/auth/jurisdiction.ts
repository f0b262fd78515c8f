import { raw, type FilterQuery } from '@mikro-orm/core';
import type { Reader } from './principal.js';
import { RoleCode } from './roles.js';
import { anyOf, part, type Sql } from '../db/read.js';

/**
 * Jurisdiction: which records a signed-in user reaches, derived from the token only.
 * - all:    SYSTEM_ADMIN, EDUCATION_MINISTRY, CENTRAL_SUPPORT_GROUP (national)
 * - sd:     EDUCATION_OFFICE (its 시도)
 * - center: CENTER_MANAGER, CENTER_MEMBER (its center, and the schools in the center's jurisdiction)
 * - school: MEMBER, CLIENT (their own school)
 * A service client (another system, read-only) reaches its 시도 when it is bound to one, else the nation.
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'sd'; sdCode: string }
  | { kind: 'center'; centerId: number }
  | { kind: 'school'; schoolId: string }
  | { kind: 'none' };

export function scopeOf(p: Reader): Scope {
  if (p.kind === 'service') return p.sdCode ? { kind: 'sd', sdCode: p.sdCode } : { kind: 'all' };
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
  /**
   * The table, when its triggers keep its (school, center) pairs in `placement_pair` (`PlacementPair`): a center's
   * schools arm then reads only those of its schools that have a row of another center or of none. Worth it where a
   * school's rows are nearly all filed with the center that covers it (requests, evaluations); not where the schools'
   * own rows have no center (accounts, SMS).
   */
  pairs?: string;
}

/**
 * The schools a center covers that have rows of a table placed with another center or with none; parameters: center
 * id twice, table, center id. Each school probes the pairs' primary key (`limit 1` keeps it a probe: as `exists`,
 * PostgreSQL hashed every pair of the table, all 12,000 schools', to match a center's 200).
 */
const CENTER_SCHOOLS_WITH_OTHERS_SQL = `
  select cs.id from (${CENTER_SCHOOLS_SQL}) cs
  cross join lateral (select 1 from placement_pair pp where pp.tbl = ? and pp.school_id = cs.id and pp.center_id <> ? limit 1) other`;

/**
 * The SQL condition (on the row's alias) for what the caller's jurisdiction covers:
 * - a center reaches its own rows and the rows of the schools it covers;
 * - a school user reaches its school's rows; on a table placed by center only, the centers covering its school.
 * A center's condition keeps its arms (`anyOf`), so a list in id order reads each arm through its own `(column, id)`
 * index (`paginateRows`, `countRows`) instead of walking the primary key past other centers' rows. Put it into a
 * list's `where` as it is (`all([jurisdictionWhere(p, PLACEMENT, 'e'), …])`): one line per list.
 */
export function jurisdictionWhere(p: Reader, at: Placement, alias: string): Sql {
  const col = (c: string) => `${alias}.${c}`;
  const scope = scopeOf(p);
  switch (scope.kind) {
    case 'all':
      return part('true');
    case 'sd':
      return part(`${col(at.sd)} = ?`, scope.sdCode);
    case 'center':
      // as a plain condition the schools' arm is `school_id = any(array(subquery))`: the subquery runs once (an
      // InitPlan) and the column is matched through its index; `in (subquery)` made PostgreSQL filter every row of
      // the table instead (center-scoped account list: 5× slower)
      return anyOf([
        !!at.center && { where: part(`${col(at.center)} = ?`, scope.centerId) },
        !!at.school && { where: part('true'), perKey: { column: col(at.school), keys: centerSchools(at, scope.centerId) } },
      ]);
    case 'school':
      if (at.school) return part(`${col(at.school)} = ?`, scope.schoolId);
      return anyOf([!!at.center && { where: part('true'), perKey: { column: col(at.center), keys: part(SCHOOL_CENTERS_SQL, scope.schoolId, scope.schoolId) } }]);
    case 'none':
      return part('false');
  }
}

/** The keys of a center's schools arm: the schools whose rows the center's own arm may not already hold. */
const centerSchools = (at: Placement, centerId: number): Sql =>
  at.pairs && at.center ? part(CENTER_SCHOOLS_WITH_OTHERS_SQL, centerId, centerId, at.pairs, centerId) : part(CENTER_SCHOOLS_SQL, centerId, centerId);

/**
 * The same condition as a MikroORM filter, so a list gets its scope in one line and the page count in SQL is right:
 * `em.find(Request, { $and: [inJurisdiction(p, { school: 'school_id', center: 'center_id', sd: 'sd_code' }), search] })`.
 */
export function inJurisdiction<T>(p: Reader, at: Placement): FilterQuery<T> {
  if (scopeOf(p).kind === 'all') return {} as FilterQuery<T>;
  const { values } = jurisdictionWhere(p, at, '');
  return { [raw((alias: string) => `(${jurisdictionWhere(p, at, alias).text})`, values)]: true } as FilterQuery<T>;
}
