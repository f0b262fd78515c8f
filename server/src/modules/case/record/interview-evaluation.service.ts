import { accessSubject, logAccess } from '../../../platform/access-log.js';
import { requireUser } from '../../../platform/auth/access.js';
import { now } from '../../../platform/clock.js';
import type { Ctx } from '../../../platform/context.js';
import { paginateRows, part } from '../../../platform/db/read.js';
import { AppError, Errors } from '../../../platform/errors.js';
import type { Page } from '../../../platform/paging.js';
import { Account } from '../../account/account.entity.js';
import { caseFacts, caseForRead, caseForWrite } from '../case.access.js';
import { caseRecordPolicy, OPEN } from './case-record.policy.js';
import { InterviewEvaluation } from './interview-evaluation.entity.js';
import { checkFields, cleanValues } from '../field-kit.js';
import { FAMILY_FIELDS, INTERVIEW_STYLE, MAIN_FIELDS, SECTION_NAMES, SECTIONS } from './interview-evaluation.fields.js';
import type { InterviewEvaluationQuery, InterviewEvaluationValues } from './interview-evaluation.inputs.js';
import { interviewEvaluationView, type InterviewEvaluationListItem, type InterviewEvaluationSaved, type InterviewEvaluationView } from './interview-evaluation.views.js';
import { recordMessages, savedMessage } from './record-messages.js';

/** The access log's name for these records. */
export const SUBJECT = accessSubject('interview-evaluation', '면담 평가');


// ---- reads -------------------------------------------------------------------------------------------------------

/** The case's interview evaluations, newest first (the case is checked and the read logged by caseForRead). */
export async function listInterviewEvaluations(ctx: Ctx, q: InterviewEvaluationQuery): Promise<Page<InterviewEvaluationListItem>> {
  await caseForRead(ctx, q.requestId, SUBJECT);
  return paginateRows<InterviewEvaluationListItem, InterviewEvaluationListItem>(
    ctx.em,
    {
      select: `e.id, e.request_id as "requestId", e.interview_target_type as "interviewTargetType", e.interview_target as "interviewTarget",
        e.counselor, to_char(e.counseling_date, 'YYYY-MM-DD') as "counselingDate", e.is_done as "isDone", e.updated_at as "updatedAt"`,
      from: 'interview_evaluation e',
      where: part('e.request_id = ? and e.deleted_at is null', q.requestId),
      orderBy: 'e.id desc',
    },
    q,
    (row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as InterviewEvaluationListItem,
  );
}

/** A live record by id; the caller's reach is checked through its case (404 for both, so ids cannot be probed). */
async function findLive(em: Ctx['em'], id: number): Promise<InterviewEvaluation> {
  const e = await em.findOne(InterviewEvaluation, { id, deletedAt: null }, { populate: ['writer'] });
  if (!e) throw Errors.notFound();
  return e;
}

export async function getInterviewEvaluation(ctx: Ctx, id: number): Promise<InterviewEvaluationView> {
  const e = await findLive(ctx.em, id);
  const r = await caseForRead(ctx, e.request.id, SUBJECT, id);
  const canEdit = caseRecordPolicy.write(requireUser(ctx.principal), caseFacts(r)) && OPEN.has(r.status);
  return interviewEvaluationView(e, canEdit);
}

// ---- checks ------------------------------------------------------------------------------------------------------

/** The form's values, cleaned and checked (../field-kit.ts): choices, dates; on submission the core fields, 기타 texts. */
function cleaned(v: InterviewEvaluationValues) {
  const at = (path = '') => ({ submit: v.isDone === 'Y', path });
  const main = cleanValues(v, MAIN_FIELDS, INTERVIEW_STYLE);
  checkFields(main, MAIN_FIELDS, INTERVIEW_STYLE, at());
  const sections = Object.fromEntries(
    SECTION_NAMES.map((s) => {
      const values = cleanValues(v[s], SECTIONS[s], INTERVIEW_STYLE);
      checkFields(values, SECTIONS[s], INTERVIEW_STYLE, at(`${s}.`));
      return [s, Object.keys(values).length ? values : null];
    }),
  );
  const family = (v.familyRelationshipList ?? []).map((row, i) => {
    const values = cleanValues(row, FAMILY_FIELDS, INTERVIEW_STYLE);
    checkFields(values, FAMILY_FIELDS, INTERVIEW_STYLE, at(`familyRelationshipList.${i}.`));
    return values;
  }).filter((row) => Object.keys(row).length);
  return { main, sections, family };
}

function apply(e: InterviewEvaluation, v: InterviewEvaluationValues, accountId: number, em: Ctx['em']): void {
  const { main, sections, family } = cleaned(v);
  const target = e as unknown as Record<string, unknown>;
  // every column is written, so a value cleared on the form is cleared in the record
  for (const name of Object.keys(MAIN_FIELDS)) target[name] = main[name] ?? null;
  Object.assign(e, sections, {
    familyRelationshipList: family.length ? family : null,
    interviewTargetType: v.interviewTargetType,
    isDone: v.isDone,
    updatedBy: em.getReference(Account, accountId),
  });
  if (v.isDone === 'Y' && !e.submittedAt) e.submittedAt = now();
}

// ---- commands ----------------------------------------------------------------------------------------------------

const saved = (e: InterviewEvaluation): InterviewEvaluationSaved => ({ id: e.id, requestId: e.request.id, message: savedMessage(e.isDone) });

export async function createInterviewEvaluation(ctx: Ctx, requestId: number, v: InterviewEvaluationValues): Promise<InterviewEvaluationSaved> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const r = await caseForWrite(ctx, em, requestId);
    const e = new InterviewEvaluation();
    e.request = r;
    e.writer = em.getReference(Account, p.accountId);
    apply(e, v, p.accountId, em);
    await em.persist(e).flush();
    await logAccess({ ...ctx, em }, { action: 'CREATE', subjectType: SUBJECT, subjectId: e.id, detail: e.isDone === 'Y' ? '제출' : '임시저장' });
    return saved(e);
  });
}

export async function updateInterviewEvaluation(ctx: Ctx, id: number, v: InterviewEvaluationValues): Promise<InterviewEvaluationSaved> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const e = await findLive(em, id);
    await caseForWrite(ctx, em, e.request.id);
    if (e.isDone === 'Y' && v.isDone === 'N')
      throw new AppError(409, 'ALREADY_SUBMITTED', '제출된 면담평가는 임시저장 상태로 되돌릴 수 없습니다.');
    apply(e, v, p.accountId, em);
    await em.flush();
    await logAccess({ ...ctx, em }, { action: 'UPDATE', subjectType: SUBJECT, subjectId: e.id, detail: e.isDone === 'Y' ? '제출' : '임시저장' });
    return saved(e);
  });
}

/** Soft delete: the row stays (its case's history), out of every list and read. */
export async function deleteInterviewEvaluation(ctx: Ctx, id: number): Promise<InterviewEvaluationSaved> {
  return ctx.em.transactional(async (em) => {
    const e = await findLive(em, id);
    await caseForWrite(ctx, em, e.request.id);
    e.deletedAt = now();
    await em.flush();
    await logAccess({ ...ctx, em }, { action: 'DELETE', subjectType: SUBJECT, subjectId: e.id });
    return { id: e.id, requestId: e.request.id, message: recordMessages.deleted };
  });
}
