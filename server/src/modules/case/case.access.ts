import type { EntityManager } from '@mikro-orm/postgresql';
import { logAccess, type AccessSubject } from '../../platform/access-log.js';
import { requireUser } from '../../platform/auth/access.js';
import type { Ctx } from '../../platform/context.js';
import { AppError, Errors } from '../../platform/errors.js';
import type { Request } from '../request/request.entity.js';
import { STATUS_NAMES, type RequestStatus } from '../request/request.lifecycle.js';
import { findRequest } from '../request/request.scope.js';
import { caseRecordPolicy, OPEN, type CaseFacts } from './case-record.policy.js';

export const caseFacts = (r: Request): CaseFacts => ({ centerId: r.center?.id ?? null, status: r.status });

/**
 * The case (an approved request) a record belongs to, for reading: jurisdiction first (findRequest: 404 outside it),
 * then the case-record policy (404 too: a school user or another center learns nothing of a case's records). Every
 * read of a record is a read of the student's record: `subjectType` names it in the access log.
 */
export async function caseForRead(ctx: Ctx, requestId: number, subjectType: AccessSubject, subjectId?: number | string): Promise<Request> {
  const p = requireUser(ctx.principal);
  const r = await findRequest(ctx, requestId);
  if (!caseRecordPolicy.read(p, caseFacts(r))) throw Errors.notFound();
  await logAccess(ctx, { action: 'READ', subjectType, subjectId: subjectId ?? requestId });
  return r;
}

/**
 * The case, locked, for a change inside `em`'s transaction: 404 as for reading; 403 for a reader who may not write
 * (the ministry); 409 CASE_NOT_OPEN when the case's state does not take this record now (`writableIn`, default: a
 * running case).
 */
export async function caseForWrite(ctx: Ctx, em: EntityManager, requestId: number, writableIn: ReadonlySet<RequestStatus> = OPEN): Promise<Request> {
  const p = requireUser(ctx.principal);
  const r = await findRequest(ctx, requestId, em);
  const facts = caseFacts(r);
  if (!caseRecordPolicy.read(p, facts)) throw Errors.notFound();
  if (!caseRecordPolicy.write(p, facts)) throw Errors.forbidden();
  if (!writableIn.has(r.status)) throw new AppError(409, 'CASE_NOT_OPEN', `${STATUS_NAMES[facts.status]} 상태의 사례에는 기록을 저장할 수 없습니다.`);
  return r;
}
