import { requireUser } from '../../platform/auth/access.js';
import { jurisdictionWhere } from '../../platform/auth/jurisdiction.js';
import { all, likeOf, paginateRows, part, type ListQuery, type Sql } from '../../platform/db/read.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { Ctx } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import { orderBySorts, parseSortParam } from '../../platform/list-input.js';
import type { Page } from '../../platform/paging.js';
import { alertsOfEvaluation } from '../crisis-alert/crisis-alert.service.js';
import { alertView } from '../crisis-alert/crisis-alert.views.js';
import { interpretationTexts } from '../norm-set/norm-set.service.js';
import { detailView, EVALUATION_VIEW_COLUMNS, EVALUATION_VIEW_FROM, evaluationViewOfRow, type SimpleEvaluationDetailView, type SimpleEvaluationView } from './simple-evaluation.views.js';
import { describeFilters, logAccess, logPageRead } from '../../platform/access-log.js';
import { SimpleEvaluation, SimpleEvaluationAgree } from '../evaluation-record/simple-evaluation.entity.js';
import { EvaluationSortField, type EvaluationFilterBase, type EvaluationSortInput } from './simple-evaluation.list-inputs.js';
import { EVALUATION_PLACEMENT, EVALUATION_SUBJECT, findEvaluation } from '../evaluation-record/simple-evaluation.service.js';
import { addDays, kstDayStart } from '../../platform/time.js';

/**
 * The read model of evaluations: the staff list (filters, sort and paging in SQL; the Excel export reads the same
 * query) and the detail. One evaluation by id (findEvaluation) and the changes are in
 * evaluation-record/simple-evaluation.service.ts, registration in simple-evaluation.register.ts.
 */

// ---- reading ---------------------------------------------------------------------------------------------------

const SORT_COLUMNS: Record<EvaluationSortField, string> = {
  createdAt: 'e.created_at',
  studentCode: 'e.student_code',
  year: 'e.year',
  gender: 'e.gender',
  schoolTargetType: 'e.school_target_type',
  isDone: 'e.is_done',
  doneAt: 'e.done_at',
  totalT: 'e.total_t',
  consentState: 'e.consent_state',
};

/** REST `sort=totalT,desc;studentCode` → sort inputs (an unknown field is a 400). */
export const parseSort = (sort: string | undefined): EvaluationSortInput[] | undefined => parseSortParam(sort, SORT_COLUMNS);

/**
 * Several fields in the order given, then id (newest first by default) so the order is total and pages never
 * overlap. Nullable columns (doneAt, totalT) sort their empty values last either way.
 */
export const orderOf = (sortBy: EvaluationSortInput[] | undefined): string => orderBySorts(sortBy, SORT_COLUMNS, 'e.id desc');


function search(f: EvaluationFilterBase): Sql {
  if (f.fromDate && f.toDate && f.fromDate > f.toDate) throw Errors.badInput('종료일은 시작일보다 이후여야 합니다.');
  return all([
    part('e.deleted_at is null'),
    !!f.schoolId && part('e.school_id = ?', f.schoolId),
    !!f.sdCode && part('e.sd_code = ?', f.sdCode),
    !!f.year && part('e.year = ?', f.year),
    !!f.schoolTargetType && part('e.school_target_type = ?', f.schoolTargetType),
    !!f.gender && part('e.gender = ?', f.gender),
    !!f.isDone && part('e.is_done = ?', f.isDone),
    !!f.range && part('e.total_range = ?', f.range),
    !!f.topRange && part('e.top_range = ?', f.topRange),
    !!f.crisis && part(f.crisis === 'Y' ? 'e.crisis' : 'not e.crisis'),
    !!f.consentState && part('e.consent_state = ?', f.consentState),
    !!f.studentCode?.trim() && part('e.student_code ilike ?', likeOf(f.studentCode!.trim())),
    !!f.fromDate && part('e.created_at >= ?', kstDayStart(f.fromDate!)),
    !!f.toDate && part('e.created_at < ?', addDays(kstDayStart(f.toDate!), 1)),
  ]);
}

/** The list as SQL (a read model): the caller's jurisdiction, the filters, the chosen order. The Excel export reads the same. */
export function listQuery(p: UserPrincipal, f: EvaluationFilterBase & { sortBy?: EvaluationSortInput[] }): ListQuery {
  return {
    select: EVALUATION_VIEW_COLUMNS,
    from: EVALUATION_VIEW_FROM,
    countFrom: 'simple_evaluation e', // every row has its school (a foreign key): the count needs no join
    where: all([jurisdictionWhere(p, EVALUATION_PLACEMENT, 'e'), search(f)]),
    orderBy: orderOf(f.sortBy),
  };
}

/** The list's filters by name, for the access log of a page read and of an export. */
export const EVALUATION_FILTER_KEYS = ['schoolId', 'sdCode', 'year', 'schoolTargetType', 'gender', 'isDone', 'range', 'topRange', 'crisis', 'consentState', 'studentCode', 'fromDate', 'toDate'] as const;

/**
 * Staff list (00020): the caller's jurisdiction, filtered, sorted on several fields and paged in SQL. A page shows
 * score ranges, the crisis flag and (masked) phone numbers, so each page read is in the access log like a detail read.
 */
export async function listEvaluations(ctx: Ctx, f: EvaluationFilterBase & { sortBy?: EvaluationSortInput[] }): Promise<Page<SimpleEvaluationView>> {
  const p = requireUser(ctx.principal);
  const page = await paginateRows(ctx.em, listQuery(p, f), f, evaluationViewOfRow);
  await logPageRead(ctx, EVALUATION_SUBJECT, page.content.map((e) => e.id), describeFilters(f, EVALUATION_FILTER_KEYS));
  return page;
}

export interface EvaluationDetail {
  evaluation: SimpleEvaluation;
  agree?: SimpleEvaluationAgree;
}

/** The detail with answers and scores: a read of a student's record, written to the access log. */
export async function getEvaluation(ctx: Ctx, id: number): Promise<EvaluationDetail> {
  const evaluation = await findEvaluation(ctx, id);
  const agree = (await ctx.em.findOne(SimpleEvaluationAgree, { evaluation }, { orderBy: { createdAt: 'desc' } })) ?? undefined;
  await logAccess(ctx, { action: 'READ', subjectType: EVALUATION_SUBJECT, subjectId: id });
  return { evaluation, agree };
}

/** The detail as both doors answer it: answers, per-category results with today's interpretation texts, consent. */
export async function getEvaluationDetail(ctx: Ctx, id: number): Promise<SimpleEvaluationDetailView> {
  const p = requireUser(ctx.principal);
  const { evaluation, agree } = await getEvaluation(ctx, id);
  const alerts = (await alertsOfEvaluation(ctx, id)).map(({ alert, events }) => alertView(p, alert, events));
  return detailView(p, evaluation, agree, await interpretationTexts(ctx.em), alerts);
}
