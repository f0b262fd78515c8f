import type { EntityManager } from '@mikro-orm/postgresql';
import { logAccess, type AccessSubject } from '../../platform/access-log.js';
import { accessTable, PUBLIC, requireUser, respondent, staff } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';
import type { Ctx } from '../../platform/context.js';
import { AppError, Errors } from '../../platform/errors.js';
import type { Request } from '../request/request.entity.js';
import { STATUS_NAMES, type RequestStatus } from '../request/request.lifecycle.js';
import { REQUEST_ACCESS } from '../request/request.access.js';
import { findRequest } from '../request/request.scope.js';
import { caseRecordPolicy, OPEN, type CaseFacts } from './record/case-record.policy.js';

/**
 * Who may call what on a case, declared once per operation, in one table per part of the module: the records'
 * resolvers and routes (record/), the questionnaires' (questionnaire/), the timeline's (timeline/) and the
 * statistics' (statistics/) take these entries, so a REST call and its GraphQL twin cannot be declared apart
 * (docs/PERMISSIONS.md "Door parity"). The door checks token, role and menu; which case a caller reaches is
 * caseForRead / caseForWrite below (jurisdiction, then record/case-record.policy.ts).
 */
/** The case-management menu (00009): every record of a case, its questionnaires and its timeline. */
const CASE = staff(MENU.CASE_MANAGEMENT);

export const CASE_RECORD_ACCESS = accessTable('case-record', {
  case: CASE,
  /** The closing report sent to the school: whoever may read the request (request.access.ts `read`). */
  sentReport: REQUEST_ACCESS.read,
  /** The case meetings' figures and the statistics export (menus 00011, 00012): the request statistics' entry. */
  statistics: REQUEST_ACCESS.stats,
});

export const CASE_QUESTIONNAIRE_ACCESS = accessTable('case-questionnaire', {
  case: CASE,
  /** The respondent's first steps (the code by SMS and its check): no token yet. */
  respondentCode: PUBLIC,
  /** svs-c calls of a respondent link (platform/respondent), per kind of questionnaire. */
  sdqKrRespondent: respondent('sdq-kr'),
  satisfactionRespondent: respondent('satisfaction-assessment'),
});

/** The respondent entry of each kind of questionnaire (the kind is the respondent token's subject). */
export const QUESTIONNAIRE_RESPONDENT = {
  'sdq-kr': CASE_QUESTIONNAIRE_ACCESS.sdqKrRespondent,
  'satisfaction-assessment': CASE_QUESTIONNAIRE_ACCESS.satisfactionRespondent,
} as const;

export const CASE_TIMELINE_ACCESS = accessTable('case-timeline', {
  /** The student's timeline of a case, its export and the year's outcomes export. */
  read: CASE,
});

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
