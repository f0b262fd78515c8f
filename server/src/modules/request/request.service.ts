import type { EntityManager } from '@mikro-orm/postgresql';
import { logAccess, logPageRead } from '../../platform/access-log.js';
import { permit, requireUser } from '../../platform/auth/access.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import type { Ctx } from '../../platform/context.js';
import { all, likeOf, paginateRows, part, readRows, withoutNulls, type ListQuery, type Sql } from '../../platform/db/read.js';
import { Errors } from '../../platform/errors.js';
import { orderBySorts, parseSortParam } from '../../platform/list-input.js';
import type { Page } from '../../platform/paging.js';
import { exposureOf, personName } from '../../platform/privacy.js';
import { AccountStatus } from '../account/account.entity.js';
import type { Request } from './request.entity.js';
import { RequestSortField, type RequestFilterBase, type RequestHistoryQuery, type RequestSortInput } from './request.list-inputs.js';
import { ProgressStep, RequestStatus, STATUS_NAMES } from './request.lifecycle.js';
import { requestPolicy } from './request.policy.js';
import { draftScopeSql, findRequest, REQUEST_SUBJECT, scopeSql } from './request.scope.js';
import {
  REQUEST_VIEW_COLUMNS,
  REQUEST_VIEW_FROM,
  requestCoverView,
  requestDetailView,
  requestViewOfRow,
  type DeletedRequestView,
  type RequestCoverView,
  type RequestDetailView,
  type RequestManagerView,
  type RequestRow,
  type RequestStepCountView,
  type RequestView,
} from './request.views.js';
import { addDays, kstDayStart } from '../../platform/time.js';

/**
 * The request read model: the lists (the caller's reach from request.scope.ts, the filters, the order, paged in SQL),
 * the step counts, the detail and the cover, the delete history and the case-manager candidates. The commands that
 * change a request are request.commands.ts.
 */

// ---- lists -------------------------------------------------------------------------------------------------------

const SORT_COLUMNS: Record<RequestSortField, string> = {
  requestDate: 'r.request_date',
  status: 'r.status',
  progressStep: 'r.progress_step',
  requestType: 'r.request_type',
  targetName: 'r.target_name',
  schoolName: 'sc.name',
  requesterName: 'r.requester_name',
  closingDate: 'r.closing_date',
};

/** REST `sort=requestDate,desc;targetName` → sort inputs (an unknown field is a 400). */
export const parseSort = (sort: string | undefined): RequestSortInput[] | undefined => parseSortParam(sort, SORT_COLUMNS);

/** Several fields in the order given, then id, newest first, so the order is total and pages never overlap. */
export const orderOf = (sortBy: RequestSortInput[] | undefined): string => orderBySorts(sortBy, SORT_COLUMNS, 'r.id desc');

function period(column: string, f: { fromDate?: string; toDate?: string }): Sql[] {
  if (f.fromDate && f.toDate && f.fromDate > f.toDate) throw Errors.badInput('종료일은 시작일보다 이후여야 합니다.');
  return [
    f.fromDate ? part(`${column} >= ?`, kstDayStart(f.fromDate)) : part('true'),
    f.toDate ? part(`${column} < ?`, addDays(kstDayStart(f.toDate), 1)) : part('true'),
  ];
}

/**
 * The keyword: the student's name, the requester's name or the school's. A reader who sees names masked (the overseers,
 * platform/privacy.ts) searches the requester and the school only: a full name typed in would otherwise tell whether
 * that child has a request.
 */
const searchSql = (p: UserPrincipal, keyword: string | undefined): Sql | false => {
  const k = keyword?.trim();
  if (!k) return false;
  const like = likeOf(k);
  return all(
    [
      exposureOf(p) === 'whole' && part('r.target_name ilike ?', like),
      part('r.requester_name ilike ?', like),
      part('r.school_id in (select s.id from school s where s.name ilike ?)', like),
    ],
    ' or ',
  );
};

function filters(p: UserPrincipal, f: RequestFilterBase): Sql {
  return all([
    part('r.deleted_at is null'),
    !!f.status && f.status !== 'ALL' && part('r.status = ?', f.status),
    !!f.progressStep && f.progressStep !== 'ALL' && part('r.progress_step = ?', f.progressStep),
    f.caseOnly === 'Y' && part('r.progress_step is not null'),
    !!f.requestType && part('r.request_type = ?', f.requestType),
    !!f.schoolId && part('r.school_id = ?', f.schoolId),
    !!f.sdCode && part('r.sd_code = ?', f.sdCode),
    searchSql(p, f.search),
    ...period('r.request_date', f),
  ]);
}

export type ListFilter = RequestFilterBase & { sortBy?: RequestSortInput[]; searchTemp?: 'Y' | 'N' };

/**
 * The list as SQL (a read model): the caller's reach, the filters, the chosen order. The Excel export reads the same
 * (without searchTemp: never a draft). searchTemp=Y lists the caller's own drafts instead of the filed requests.
 */
export function listQuery(p: UserPrincipal, f: ListFilter): ListQuery {
  return {
    select: REQUEST_VIEW_COLUMNS,
    from: REQUEST_VIEW_FROM,
    countFrom: 'request r',
    where: all([f.searchTemp === 'Y' ? draftScopeSql(p) : scopeSql(p), filters(p, f)]),
    orderBy: orderOf(f.sortBy),
  };
}

/** The request lists (00007, 00008, 00009): the caller's reach, filtered, sorted on several fields, paged in SQL. */
export async function listRequests(ctx: Ctx, f: ListFilter): Promise<Page<RequestView>> {
  const p = requireUser(ctx.principal);
  const page = await paginateRows(ctx.em, listQuery(p, f), f, (row: RequestRow) => requestViewOfRow(p, row));
  await logPageRead(ctx, REQUEST_SUBJECT, page.content.map((r) => r.id));
  return page;
}

/** Cases per progress step in the caller's reach (the case-management tabs), and ALL. */
export async function stepCounts(ctx: Ctx): Promise<RequestStepCountView[]> {
  const p = requireUser(ctx.principal);
  const scope = scopeSql(p);
  const rows = await readRows<{ step: string; n: number }>(ctx.em, {
    text: `select r.progress_step as step, count(*)::int as n from request r
           where r.deleted_at is null and r.progress_step is not null and ${scope.text} group by r.progress_step`,
    values: scope.values,
  });
  const by = new Map(rows.map((r) => [r.step, Number(r.n)]));
  const steps = Object.values(ProgressStep).map((s) => ({ progressStep: s as string, count: by.get(s) ?? 0 }));
  return [{ progressStep: 'ALL', count: steps.reduce((a, s) => a + s.count, 0) }, ...steps];
}

/**
 * The detail with contacts: a read of a student's record, written to the access log. `drafts`: the author reads its
 * own drafts too (the register form's 이어서 작성); the cover is of filed requests only.
 */
export async function getRequest(ctx: Ctx, id: number, { drafts = false } = {}): Promise<Request> {
  const r = await findRequest(ctx, id, ctx.em, { drafts });
  await logAccess(ctx, { action: 'READ', subjectType: REQUEST_SUBJECT, subjectId: id });
  return r;
}

/**
 * The detail view (both doors): the request as getRequest reads it, and the linked evaluation's crisis flag in one
 * more statement (none when no evaluation is linked), so a student flagged at risk is flagged on the request too.
 */
export async function requestDetail(ctx: Ctx, id: number, { drafts = false } = {}): Promise<RequestDetailView> {
  const r = await getRequest(ctx, id, { drafts });
  return requestDetailView(requireUser(ctx.principal), r, await screeningCrisis(ctx.em, r.simpleEvaluationId));
}

/** The cover (both doors): the request as getRequest reads it, the student's name as the reader's role sees it. */
export async function requestCover(ctx: Ctx, id: number): Promise<RequestCoverView> {
  const r = await getRequest(ctx, id);
  return requestCoverView(requireUser(ctx.principal), r);
}

/** simple_evaluation.crisis of the linked evaluation (the list reads the same through its join: REQUEST_VIEW_FROM). */
async function screeningCrisis(em: EntityManager, evaluationId: number | null | undefined): Promise<boolean> {
  if (!evaluationId) return false;
  const [row] = await readRows<{ crisis: boolean }>(em, part('select se.crisis from simple_evaluation se where se.id = ?', evaluationId));
  return row?.crisis === true;
}

/** The delete history: deleted requests in the caller's reach; `cases` for those deleted after approval (history-cm). */
export async function deletedRequests(ctx: Ctx, q: RequestHistoryQuery, cases: boolean): Promise<Page<DeletedRequestView>> {
  const p = requireUser(ctx.principal);
  const approved = [RequestStatus.COMPLETED, RequestStatus.CLOSED, RequestStatus.REPORT_SENT];
  const where = all([
    scopeSql(p),
    part('r.deleted_at is not null'),
    part(`r.status ${cases ? '' : 'not '}in (${approved.map(() => '?').join(', ')})`, ...approved),
    searchSql(p, q.search),
    ...period('r.deleted_at', q),
  ]);
  const page = await paginateRows(
    ctx.em,
    {
      select: `r.id, r.status, r.request_date as "requestDate", sc.name as "schoolName", r.target_name as "targetName",
        r.requester_name as "requesterName", r.deleted_at as "deletedAt", d.name as "deletedByName", r.delete_reason as "deleteReason"`,
      from: 'request r join school sc on sc.id = r.school_id left join account d on d.id = r.deleted_by',
      countFrom: 'request r',
      where,
      orderBy: 'r.deleted_at desc, r.id desc',
    },
    q,
    (row: DeletedRequestView) => ({ ...withoutNulls(row), targetName: personName(p, row.targetName)!, statusName: STATUS_NAMES[row.status] }),
  );
  if (page.content.length) await logAccess(ctx, { action: 'READ', subjectType: REQUEST_SUBJECT, count: page.content.length, detail: `삭제 내역 ${page.content.map((r) => r.id).join(',')}` });
  return page;
}

/** The center staff a case manager is chosen from: the request's center's managers and members (never an education office). */
export async function managerCandidates(ctx: Ctx, id: number): Promise<RequestManagerView[]> {
  const p = requireUser(ctx.principal);
  const r = await findRequest(ctx, id);
  permit(requestPolicy.listManagers(p));
  if (!r.center) return [];
  const rows = await readRows<{ id: number; name: string; role: string }>(ctx.em, {
    text: `select a.id, a.name, a.role_id as role from account a
           where a.center_id = ? and a.role_id in (?, ?) and a.status = ? order by a.name, a.id`,
    values: [r.center.id, RoleCode.CENTER_MANAGER, RoleCode.CENTER_MEMBER, AccountStatus.ACTIVE],
  });
  return rows.map((a) => ({ ...a, assigned: a.id === r.caseManager?.id }));
}
