import type { EntityManager } from '@mikro-orm/postgresql';
import { permit, requireUser } from '../../platform/auth/access.js';
import { inJurisdiction, type Placement } from '../../platform/auth/jurisdiction.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { AppError, Errors } from '../../platform/errors.js';
import { assertAnswers, crisisOf, score, topRangeOf, type Answers, type ScaleScore } from '../scoring/core.js';
import { raiseCrisisAlert } from './crisis-alert.raise.js';
import { scoringInputs } from '../norm-set/norm-set.service.js';
import { evaluationPolicy } from './simple-evaluation.policy.js';
import { accessSubject, logAccess } from '../../platform/access-log.js';
import {
  ConsentState,
  ScoreRange,
  SimpleEvaluation,
  SimpleEvaluationAgree,
  type StoredResult,
  type StoredScaleScore,
} from './simple-evaluation.entity.js';
import type { AfterManagementInput, BulkAfterManagementInput, NotImplementedInput } from './simple-evaluation.inputs.js';

/**
 * An evaluation as staff change it: where it is placed, one in the caller's jurisdiction (findEvaluation), the one
 * scoring path (submitAnswers), paper entry, not-implemented and after-management, deletion, consent cancellation,
 * rescoring, and the referral link to a request. The list and the detail are in the simple-evaluation module
 * (simple-evaluation.read.ts), registration too (simple-evaluation.register.ts).
 */

/** The columns that place an evaluation for jurisdiction (platform/auth/jurisdiction.ts). */
export const EVALUATION_PLACEMENT: Placement = { school: 'school_id', center: 'center_id', sd: 'sd_code', pairs: 'simple_evaluation' };

/** The access log's name for these records (platform/access-log.ts). */
export const EVALUATION_SUBJECT = accessSubject('simple-evaluation', '간편검사');

export const messages = {
  registered: '관리번호가 생성 되었습니다.',
  saved: '저장 되었습니다.',
  done: '완료되었습니다.',
  deleted: '삭제되었습니다.',
  sendCancelled: '발송이 취소되었습니다.',
  surveyDeleted: '설문이 삭제되었습니다.',
  registeredMany: '등록되었습니다.',
};

// ---- scoring -----------------------------------------------------------------------------------------------------

const stored = (s: ScaleScore): StoredScaleScore => ({ scale: s.scale, raw: s.raw, t: s.t, percentile: s.percentile, range: s.range });

/**
 * Scores stored answers with the active norm set and texts, runs the crisis rule (scoring/crisis-rule.ts) and writes both on
 * the entity (no flush). Every path that stores or re-scores answers comes through here, so the crisis flag is never
 * missing where a score is present; raiseCrisisAlert then raises the alert of a flagged student.
 */
async function applyScore(em: EntityManager, e: SimpleEvaluation, answers: Answers): Promise<void> {
  const { normSet, texts } = await scoringInputs(em);
  const r = score(answers, { schoolType: e.schoolTargetType, gender: e.gender }, normSet, texts);
  const result: StoredResult = { categories: r.categories.map(stored), total: stored(r.total), normDemo: r.normDemo };
  const scales = [...r.categories, r.total];
  const finding = crisisOf(e.schoolTargetType, answers, scales);
  e.result = result;
  e.totalRange = r.total.range as ScoreRange;
  e.totalT = r.total.t;
  e.crisis = !!finding;
  e.crisisItems = finding?.items.length ? finding.items : undefined;
  e.topRange = topRangeOf(scales, !!finding) as ScoreRange;
  e.normVersion = r.normVersion;
  e.scoredAt = now();
}

/**
 * Saves a finished questionnaire and scores it: the answers are checked against the evaluation's instrument (an
 * unknown key or a value off the 0–3 scale is a 400 with every problem in details), isDone becomes Y and the result
 * is stored with the active norm set's version; a student the crisis rule flags gets a crisis alert in the same
 * transaction. The one way a questionnaire is finished: the staff paper entry (both doors), the respondent's svs-c
 * PUT and any import call it; the caller has checked who may do it. Flushes (inside the caller's transaction).
 */
export async function submitAnswers(em: EntityManager, evaluation: SimpleEvaluation, answers: unknown): Promise<void> {
  if (evaluation.deletedAt) throw Errors.notFound();
  if (evaluation.isDone === 'Y') throw new AppError(409, 'ALREADY_DONE', '이미 완료된 검사입니다.');
  assertAnswers(answers, evaluation.schoolTargetType);
  const clean = Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null && v !== undefined)) as Answers;
  await applyScore(em, evaluation, clean);
  evaluation.answers = clean;
  evaluation.isDone = 'Y';
  evaluation.doneAt = now();
  await em.flush();
  await raiseCrisisAlert(em, evaluation);
}

// ---- finding one -----------------------------------------------------------------------------------------------

/** One evaluation the caller's jurisdiction covers; anything else (missing, deleted, elsewhere) is 404. */
export async function findEvaluation(ctx: Ctx, id: number, em: EntityManager = ctx.em): Promise<SimpleEvaluation> {
  const p = requireUser(ctx.principal);
  const e = await em.findOne(
    SimpleEvaluation,
    { $and: [{ id, deletedAt: null }, inJurisdiction<SimpleEvaluation>(p, EVALUATION_PLACEMENT)] },
    { populate: ['school', 'center'] },
  );
  if (!e) throw Errors.notFound();
  return e;
}

// ---- changing ----------------------------------------------------------------------------------------------------

/** Ids given to a bulk command (GraphQL passes a bare list): at least one, at most 1,000. */
export function checkIds(ids: number[]): number[] {
  if (!ids.length) throw Errors.badInput('간편검사를 선택해주세요.');
  if (ids.length > 1000) throw Errors.badInput('한 번에 1,000건까지 처리할 수 있습니다.');
  return ids;
}

const facts = (e: SimpleEvaluation) => ({ isDone: e.isDone, deleted: !!e.deletedAt });

/** Staff enter a paper questionnaire: isDone Y scores it like a respondent's submission; N keeps a draft. */
export async function enterPaperAnswers(ctx: Ctx, id: number, answers: unknown, isDone: 'Y' | 'N'): Promise<SimpleEvaluation> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const e = await findEvaluation(ctx, id, em);
    if (e.isDone === 'Y') throw new AppError(409, 'ALREADY_DONE', '이미 완료된 검사입니다. 설문을 삭제한 뒤 다시 입력해주세요.');
    permit(evaluationPolicy.enterAnswers(p, facts(e)));
    if (isDone === 'Y') {
      await submitAnswers(em, e, answers);
    } else {
      assertAnswers(answers, e.schoolTargetType);
      e.answers = Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null && v !== undefined));
    }
    await logAccess({ ...ctx, em }, { action: 'UPDATE', subjectType: EVALUATION_SUBJECT, subjectId: e.id, detail: isDone === 'Y' ? '종이 설문 응답 입력 (완료)' : '종이 설문 응답 임시 저장' });
    return e;
  });
}

export async function setNotImplemented(ctx: Ctx, id: number, input: NotImplementedInput): Promise<SimpleEvaluation> {
  const p = requireUser(ctx.principal);
  const e = await findEvaluation(ctx, id);
  permit(evaluationPolicy.update(p, facts(e)));
  if (input.isNotImplemented === 'Y' && e.isDone === 'Y') throw new AppError(409, 'ALREADY_DONE', '이미 완료된 검사는 미실시로 바꿀 수 없습니다.');
  if (input.isNotImplemented === 'Y' && !input.reason?.trim()) throw Errors.badInput('사유를 선택해주세요.');
  e.isNotImplemented = input.isNotImplemented;
  e.reason = input.isNotImplemented === 'Y' ? input.reason?.trim() : undefined;
  e.reasonEtc = input.isNotImplemented === 'Y' ? input.reasonEtc?.trim() || undefined : undefined;
  await ctx.em.flush();
  return e;
}

function applyAfterManagement(e: SimpleEvaluation, input: AfterManagementInput, accountId: number) {
  if (input.linkageYn === 'Y' && !input.institutionLinkage?.trim() && !input.institutionLinkageEtc?.trim())
    throw Errors.badInput('연계 기관을 선택해주세요.');
  e.linkageYn = input.linkageYn;
  e.institutionLinkage = input.linkageYn === 'Y' ? input.institutionLinkage?.trim() || undefined : undefined;
  e.institutionLinkageEtc = input.linkageYn === 'Y' ? input.institutionLinkageEtc?.trim() || undefined : undefined;
  e.afterManagementReason = input.reason?.trim() || undefined;
  e.afterManagedAt = now();
  e.afterManagedBy = accountId;
}

export async function setAfterManagement(ctx: Ctx, id: number, input: AfterManagementInput): Promise<SimpleEvaluation> {
  const p = requireUser(ctx.principal);
  const e = await findEvaluation(ctx, id);
  permit(evaluationPolicy.update(p, facts(e)));
  applyAfterManagement(e, input, p.accountId);
  await ctx.em.flush();
  return e;
}

/** Several evaluations by id, all in the caller's jurisdiction, or a 404 and nothing changes. */
async function findMany(ctx: Ctx, em: EntityManager, ids: number[]): Promise<SimpleEvaluation[]> {
  const p = requireUser(ctx.principal);
  const unique = [...new Set(ids)];
  const found = await em.find(SimpleEvaluation, { $and: [{ id: { $in: unique }, deletedAt: null }, inJurisdiction<SimpleEvaluation>(p, EVALUATION_PLACEMENT)] });
  if (found.length !== unique.length) throw Errors.notFound();
  return found;
}

export async function bulkAfterManagement(ctx: Ctx, input: BulkAfterManagementInput): Promise<number> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const rows = await findMany(ctx, em, input.ids);
    for (const e of rows) {
      permit(evaluationPolicy.update(p, facts(e)));
      applyAfterManagement(e, input, p.accountId);
    }
    return rows.length;
  });
}

/** PUT svs-u/simple-evaluation/delete: soft delete, all or nothing. */
export async function deleteEvaluations(ctx: Ctx, ids: number[]): Promise<number> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const rows = await findMany(ctx, em, ids);
    const at = now();
    for (const e of rows) {
      permit(evaluationPolicy.delete(p, facts(e)));
      e.deletedAt = at;
      e.deletedBy = p.accountId;
    }
    await em.nativeUpdate(SimpleEvaluationAgree, { evaluation: { $in: rows.map((r) => r.id) }, cancelledAt: null }, { cancelledAt: at });
    for (const e of rows) await logAccess({ ...ctx, em }, { action: 'DELETE', subjectType: EVALUATION_SUBJECT, subjectId: e.id });
    return rows.length;
  });
}

/**
 * agreeCancel. Not answered yet (isDone N): the current consent round is cancelled (its links stop working) and the
 * evaluation can be sent again — 발송이 취소되었습니다. Answered (isDone Y): the survey is deleted — answers, result,
 * norm version and completion are cleared and the consent round is cancelled too, while the registration (management
 * number, school, gender, mobile, after-management notes) stays, so the student can be asked again —
 * 설문이 삭제되었습니다. With `guardianRequest` the cancellation is a withdrawal the guardian asked the school for
 * (after the answers, the only way: the link's own withdrawal ends with submission), recorded on the consent round
 * (withdrawalMethod SCHOOL_REQUEST) and shown on the consent copy.
 */
export async function cancelAgree(ctx: Ctx, id: number, o: { guardianRequest?: boolean } = {}): Promise<string> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const e = await findEvaluation(ctx, id, em);
    permit(evaluationPolicy.cancelAgree(p, facts(e)));
    const wasDone = e.isDone === 'Y';
    if (o.guardianRequest) {
      // the guardian (or the student) asked the school to withdraw a consent given: kept on the round that holds it
      const round = await em.findOne(
        SimpleEvaluationAgree,
        { evaluation: e.id, withdrawnAt: null, $or: [{ guardianAgreeYn: 'Y' }, { studentAgreeYn: 'Y' }] },
        { orderBy: { createdAt: 'desc' } },
      );
      if (!round) throw new AppError(409, 'NOTHING_TO_WITHDRAW', '철회할 동의가 없습니다. 동의한 기록이 있는 학생만 요청에 따른 철회로 기록할 수 있습니다.');
      Object.assign(round, { withdrawnAt: now(), withdrawnBy: round.studentAgreeYn === 'Y' && round.guardianAgreeYn !== 'Y' ? 'STUDENT' : 'GUARDIAN', withdrawalMethod: 'SCHOOL_REQUEST' });
      await logAccess({ ...ctx, em }, { action: 'UPDATE', subjectType: EVALUATION_SUBJECT, subjectId: e.id, detail: '요청에 따른 동의 철회 기록' });
    }
    await em.nativeUpdate(SimpleEvaluationAgree, { evaluation: e.id, cancelledAt: null }, { cancelledAt: now() });
    e.consentState = ConsentState.CANCELLED;
    e.isSend = 'N';
    if (wasDone) {
      e.isDone = 'N';
      e.answers = undefined;
      e.result = undefined;
      e.totalRange = undefined;
      e.totalT = undefined;
      e.crisis = false;
      e.crisisItems = undefined;
      e.topRange = undefined;
      e.normVersion = undefined;
      e.scoredAt = undefined;
      e.doneAt = undefined;
      await logAccess({ ...ctx, em }, { action: 'DELETE', subjectType: EVALUATION_SUBJECT, subjectId: e.id, detail: '설문 삭제 (응답과 결과)' });
    }
    return wasDone ? messages.surveyDeleted : messages.sendCancelled;
  });
}

/** Scores finished evaluations again with the active norm set (administrators; an explicit action). */
export async function rescore(ctx: Ctx, ids: number[]): Promise<SimpleEvaluation[]> {
  const p = requireUser(ctx.principal);
  permit(evaluationPolicy.rescore(p));
  return ctx.em.transactional(async (em) => {
    const rows = await findMany(ctx, em, ids);
    for (const e of rows) {
      if (e.isDone !== 'Y' || !e.answers) throw new AppError(409, 'NOT_DONE', `완료되지 않은 검사는 채점할 수 없습니다: ${e.studentCode}`);
      await applyScore(em, e, e.answers);
      await em.flush();
      await raiseCrisisAlert(em, e);
      await logAccess({ ...ctx, em }, { action: 'UPDATE', subjectType: EVALUATION_SUBJECT, subjectId: e.id, detail: '다시 채점' });
    }
    return rows;
  });
}

// ---- referral to a request ---------------------------------------------------------------------------------------

/**
 * Links a finished evaluation in 관심군 or 우선 관심군 to the request that refers the student (requests call it in
 * their own transaction). The evaluation must be live, of the request's school, and not referred by another
 * request: a 400 or 409 otherwise, and nothing changes. `unlinkRequest` frees it again (request cancelled or deleted).
 */
export async function linkRequest(em: EntityManager, evaluationId: number, schoolId: string, requestId: number): Promise<void> {
  const e = await em.findOne(SimpleEvaluation, { id: evaluationId, school: schoolId, deletedAt: null });
  if (!e) throw Errors.badInput('간편검사를 찾을 수 없습니다.', { field: 'simpleEvaluationId' });
  // any scale in 관심군 or above, or the crisis flag (topRange is 우선 관심군 then): a child at risk can always be referred
  if (e.isDone !== 'Y' || (e.topRange !== ScoreRange.ATTENTION && e.topRange !== ScoreRange.PRIORITY_ATTENTION))
    throw Errors.badInput('관심군 이상인 영역이 있거나 위기 응답이 있는 간편검사만 의뢰할 수 있습니다.', { field: 'simpleEvaluationId' });
  const linked = await em.nativeUpdate(SimpleEvaluation, { id: evaluationId, $or: [{ requestId: null }, { requestId }] }, { requestId });
  if (!linked) throw new AppError(409, 'ALREADY_REFERRED', '이미 의뢰된 간편검사입니다.');
}

export async function unlinkRequest(em: EntityManager, requestId: number): Promise<void> {
  await em.nativeUpdate(SimpleEvaluation, { requestId }, { requestId: null });
}
