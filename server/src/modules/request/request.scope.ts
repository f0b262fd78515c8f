import type { EntityManager } from '@mikro-orm/postgresql';
import { accessSubject } from '../../platform/access-log.js';
import { requireUser } from '../../platform/auth/access.js';
import { jurisdictionWhere, type Placement } from '../../platform/auth/jurisdiction.js';
import type { Reader, UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import type { Ctx } from '../../platform/context.js';
import { all, part, readRows, type Sql } from '../../platform/db/read.js';
import { Errors } from '../../platform/errors.js';
import { Request } from './request.entity.js';
import { RequestStatus } from './request.lifecycle.js';
import type { RequestFacts } from './request.policy.js';

/** The columns that place a request for jurisdiction (platform/auth/jurisdiction.ts). */
export const REQUEST_PLACEMENT: Placement = { school: 'school_id', center: 'center_id', sd: 'sd_code', pairs: 'request' };

/** The access log's name for these records. */
export const REQUEST_SUBJECT = accessSubject('request', '의뢰');
export const REQUEST_STATISTICS_SUBJECT = accessSubject('request-statistics', '의뢰 통계');

// ---- scope -------------------------------------------------------------------------------------------------------

/**
 * The caller's reach as SQL on alias r: its jurisdiction, for a CLIENT only the requests it filed, and never a draft
 * (임시저장): every list, count, statistic, export and delete history goes through this, so a draft reaches nobody
 * but its author, and the author only through draftScopeSql.
 */
export function scopeSql(p: Reader, alias = 'r'): Sql {
  return all([placementScope(p, alias), part(`${alias}.status <> ?`, RequestStatus.DRAFT)]);
}

/**
 * The reach by placement alone, for rows that copy their case's placement (school, center, 시도, requester) and
 * exist only for filed requests, such as case minutes (request.statistics.ts).
 */
export function placementScope(p: Reader, alias: string): Sql {
  return all([jurisdictionWhere(p, REQUEST_PLACEMENT, alias), p.kind === 'user' && p.role === RoleCode.CLIENT && part(`${alias}.requester_id = ?`, p.accountId)]);
}

/** The caller's own drafts (search.searchTemp=Y, 이어서 작성): its jurisdiction, its account, status DRAFT. */
export function draftScopeSql(p: UserPrincipal, alias = 'r'): Sql {
  return all([jurisdictionWhere(p, REQUEST_PLACEMENT, alias), part(`${alias}.requester_id = ? and ${alias}.status = ?`, p.accountId, RequestStatus.DRAFT)]);
}

/**
 * One live request the caller reaches; anything else (missing, deleted, elsewhere, another's) is 404. Inside a
 * transaction the row is locked, so two concurrent commands (two managers approving at once) run one after the
 * other and the second meets the state the first left (a 409), never a double transition. `drafts`: the caller's
 * own drafts count too (the request's own detail and commands; never the case records).
 */
export async function findRequest(ctx: Ctx, id: number, em: EntityManager = ctx.em, { drafts = false } = {}): Promise<Request> {
  const p = requireUser(ctx.principal);
  const filed = scopeSql(p);
  const scope = drafts ? { text: `((${filed.text}) or (${draftScopeSql(p).text}))`, values: [...filed.values, ...draftScopeSql(p).values] } : filed;
  const lock = em.isInTransaction() ? ' for update of r' : '';
  const [hit] = await readRows<{ id: number }>(em, { text: `select r.id from request r where r.id = ? and r.deleted_at is null and ${scope.text}${lock}`, values: [id, ...scope.values] });
  if (!hit) throw Errors.notFound();
  const r = await em.findOne(Request, id, { populate: ['school', 'center', 'caseManager', 'requester'], refresh: true });
  if (!r) throw Errors.notFound();
  return r;
}

const facts = (r: Request): RequestFacts => ({ schoolId: r.school.id, requesterId: r.requester.id, status: r.status, progressStep: r.progressStep });

export { facts as requestFacts };
