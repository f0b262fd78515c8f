import type { EntityManager } from '@mikro-orm/postgresql';
import { logAccess } from '../../platform/access-log.js';
import { permit, requireUser } from '../../platform/auth/access.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { part, readRows } from '../../platform/db/read.js';
import { AppError, Errors } from '../../platform/errors.js';
import { Account, AccountStatus } from '../account/account.entity.js';
import { notifyAffiliated } from '../alarm/alarm.service.js';
import { Center } from '../organization/center.entity.js';
import { responsibleCenter } from '../organization/responsible-center.js';
import { School } from '../organization/school.entity.js';
import { linkRequest, unlinkRequest } from '../evaluation-record/simple-evaluation.service.js';
import { links, toCenter, toRequester } from './request.alarms.js';
import { Request, RequestType } from './request.entity.js';
import { applyForm, checkForm, referEvaluation, trimmed } from './request.form.js';
import type { RequestDraftForm, RequestInput } from './request.form-inputs.js';
import type { ApproveInput, AssignManagerInput, ChangeProgressStepInput, CompleteClosingInput, RejectInput } from './request.inputs.js';
import { nextStep, ProgressStep, RequestStatus, STEP_NAMES, transition } from './request.lifecycle.js';
import { requestPolicy } from './request.policy.js';
import { findRequest, requestFacts as facts, REQUEST_SUBJECT } from './request.scope.js';
import { kstDay, kstYear } from '../../platform/time.js';

// The commands that change a request (filing, drafts, editing, the decisions and the case's steps), each in one
// transaction; the form's checks are request.form.ts, the reads request.service.ts.

/** SPEC §8, word for word. */
export const messages = {
  filed: '등록되었습니다.',
  edited: '수정 되었습니다.',
  approved: '승인되었습니다.',
  rejected: '보완요청되었습니다.',
  cancelled: '접수 취소되었습니다.',
  stepChanged: '수정 완료',
  closed: '종결처리 완료',
  reportSent: '발송 완료',
  deleted: '삭제되었습니다.',
  draftSaved: '임시저장 되었습니다.',
  assigned: '저장 되었습니다.',
};

// ---- commands ----------------------------------------------------------------------------------------------------

export interface Outcome {
  id: number;
  message: string;
}

/** A new request of the caller's school (filed or a draft), its requester the caller. */
async function newRequest(em: EntityManager, p: UserPrincipal, status: RequestStatus): Promise<Request> {
  const school = await em.findOne(School, p.schoolId!);
  if (!school) throw Errors.badInput('존재하지 않는 학교입니다.');
  const at = now();
  const r = new Request();
  Object.assign(r, {
    school,
    sdCode: school.sdCode,
    sggCode: school.sggCode,
    requester: em.getReference(Account, p.accountId),
    status,
    requestDate: at,
    reqYear: kstYear(at),
  });
  return r;
}

/**
 * Filing proper (a new request, or a draft filed): placed with the center whose jurisdiction covers the school,
 * dated now, the referred evaluation linked, the center told. Until then a draft has no center.
 */
async function place(ctx: Ctx, em: EntityManager, p: UserPrincipal, r: Request, detail?: string): Promise<Outcome> {
  const centerId = await responsibleCenter(em, p, r.school);
  if (!centerId) throw new AppError(409, 'NO_RESPONSIBLE_CENTER', '학교를 관할하는 센터가 없습니다. 관리자에게 문의해주세요.');
  const at = now();
  Object.assign(r, { center: em.getReference(Center, centerId), status: RequestStatus.REQUESTED, requestDate: at, reqYear: kstYear(at) });
  await em.persist(r).flush();
  if (r.simpleEvaluationId) await linkRequest(em, r.simpleEvaluationId, r.school.id, r.id);
  await logAccess({ ...ctx, em }, { action: 'CREATE', subjectType: REQUEST_SUBJECT, subjectId: r.id, detail });
  await toCenter(em, r, { type: 'request', title: '새 의뢰가 접수되었습니다.', link: links.center(r.id) });
  return { id: r.id, message: messages.filed };
}

/** POST svs-u/request: a school user files for a student of its own school; it goes to the school's center. */
export async function fileRequest(ctx: Ctx, input: RequestInput): Promise<Outcome> {
  const p = requireUser(ctx.principal);
  permit(requestPolicy.file(p));
  if (input.schoolId && input.schoolId !== p.schoolId) throw Errors.forbidden();
  checkForm(input);
  return ctx.em.transactional(async (em) => {
    const r = await newRequest(em, p, RequestStatus.REQUESTED);
    applyForm(r, input);
    return place(ctx, em, p, r);
  });
}

/**
 * 임시저장 (POST svs-u/request with temp=Y, PUT svs-u/request/{id} with temp=Y; GraphQL saveRequestDraft): a draft of
 * the caller's own, the form as far as it is filled, each filled field well-formed. No center, no alarm, no link to
 * the referred evaluation (that happens when it is filed); only its author ever reads it.
 */
export async function saveDraft(ctx: Ctx, id: number | undefined, input: RequestDraftForm): Promise<Outcome> {
  const p = requireUser(ctx.principal);
  permit(requestPolicy.file(p));
  if (input.schoolId && input.schoolId !== p.schoolId) throw Errors.forbidden();
  checkForm(input, true);
  return ctx.em.transactional(async (em) => {
    const r = id === undefined ? await newRequest(em, p, RequestStatus.DRAFT) : await findRequest(ctx, id, em, { drafts: true });
    if (id !== undefined) {
      permit(requestPolicy.editDraft(p, facts(r)));
      transition('saveDraft', r);
    }
    applyForm(r, input);
    await em.persist(r).flush();
    await logAccess({ ...ctx, em }, { action: id === undefined ? 'CREATE' : 'UPDATE', subjectType: REQUEST_SUBJECT, subjectId: r.id, detail: '임시저장' });
    return { id: r.id, message: messages.draftSaved };
  });
}

/**
 * PUT svs-u/request/{id}: the requester edits a request not yet decided, or fixes it after a supplement request and
 * re-files; on the author's draft it files the draft (DRAFT ─file→ REQUESTED, every check of filing).
 */
export async function editRequest(ctx: Ctx, id: number, input: RequestInput): Promise<Outcome> {
  const p = requireUser(ctx.principal);
  checkForm(input);
  return ctx.em.transactional(async (em) => {
    const r = await findRequest(ctx, id, em, { drafts: true });
    if (r.status === RequestStatus.DRAFT) {
      permit(requestPolicy.editDraft(p, facts(r)) && requestPolicy.file(p));
      if (input.schoolId && input.schoolId !== r.school.id) throw Errors.badInput('학교는 바꿀 수 없습니다.', { field: 'schoolId' });
      transition('file', r);
      applyForm(r, input);
      return place(ctx, em, p, r, '임시저장한 의뢰 등록');
    }
    permit(requestPolicy.edit(p, facts(r)));
    if (input.schoolId && input.schoolId !== r.school.id) throw Errors.badInput('학교는 바꿀 수 없습니다.', { field: 'schoolId' });
    const wasRejected = r.status === RequestStatus.REJECTED;
    r.status = transition('resubmit', r);
    await referEvaluation(em, r, input.requestType === RequestType.SIMPLE_EVALUATION ? input.simpleEvaluationId : undefined);
    applyForm(r, input);
    if (wasRejected) r.refiledAt = now();
    await em.flush();
    await logAccess({ ...ctx, em }, { action: 'UPDATE', subjectType: REQUEST_SUBJECT, subjectId: r.id, detail: wasRejected ? '보완 후 재접수' : '의뢰 수정' });
    if (wasRejected) await toCenter(em, r, { type: 'request', title: '보완된 의뢰가 다시 접수되었습니다.', link: links.center(r.id) });
    return { id: r.id, message: messages.edited };
  });
}

/** One state change inside a transaction: find (404), permit (403), then the lifecycle (409); nothing changes on a refusal. */
async function change(
  ctx: Ctx,
  id: number,
  allowed: (p: UserPrincipal, r: Request) => boolean,
  apply: (r: Request, em: EntityManager, p: UserPrincipal) => Promise<void> | void,
  detail: string,
  action: 'UPDATE' | 'DELETE' = 'UPDATE',
): Promise<Request> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    // the author's drafts are found (so deleting one works); every other command refuses a draft (policy or lifecycle)
    const r = await findRequest(ctx, id, em, { drafts: true });
    const subjectId = r.id;
    permit(allowed(p, r));
    await apply(r, em, p);
    await em.flush();
    await logAccess({ ...ctx, em }, { action, subjectType: REQUEST_SUBJECT, subjectId, detail });
    return r;
  });
}

export async function cancelRequest(ctx: Ctx, id: number): Promise<Outcome> {
  await change(ctx, id, (p, r) => requestPolicy.cancel(p, facts(r)), async (r, em) => {
    r.status = transition('cancel', r);
    r.cancelledAt = now();
    await unlinkRequest(em, r.id);
    await toCenter(em, r, { type: 'request', title: '의뢰가 접수 취소되었습니다.', link: links.center(r.id) });
  }, '접수 취소');
  return { id, message: messages.cancelled };
}

/** The account must be active staff of the request's center. */
async function checkManager(em: EntityManager, r: Request, accountId: number): Promise<void> {
  const [ok] = await readRows(em, {
    text: 'select 1 from account a where a.id = ? and a.center_id = ? and a.role_id in (?, ?) and a.status = ?',
    values: [accountId, r.center?.id ?? -1, RoleCode.CENTER_MANAGER, RoleCode.CENTER_MEMBER, AccountStatus.ACTIVE],
  });
  if (!ok) throw Errors.badInput('사례 담당자를 선택해주세요.', { field: 'caseManagerId' });
}

/** Assigns a case manager of the request's center (checked) and tells that person, with a link to the case. */
async function setCaseManager(em: EntityManager, r: Request, accountId: number): Promise<void> {
  await checkManager(em, r, accountId);
  r.caseManager = em.getReference(Account, accountId);
  await notifyAffiliated(em, { accountIds: [accountId] }, { type: 'request', title: '사례 담당자로 지정되었습니다.', link: links.case(r.id) });
}

export async function approveRequest(ctx: Ctx, id: number, input: ApproveInput = {}): Promise<Outcome> {
  await change(ctx, id, (p) => requestPolicy.decide(p), async (r, em, p) => {
    r.status = transition('approve', r);
    r.progressStep = ProgressStep.IN_DEPTH_EVALUATION;
    r.approvedAt = now();
    r.decidedBy = p.accountId;
    if (input.caseManagerId) await setCaseManager(em, r, input.caseManagerId);
    await toRequester(em, r, { type: 'requestAccept', title: '의뢰가 승인되었습니다.', link: links.requester(r.id) });
  }, '승인');
  return { id, message: messages.approved };
}

export async function rejectRequest(ctx: Ctx, id: number, input: RejectInput): Promise<Outcome> {
  await change(ctx, id, (p) => requestPolicy.decide(p), async (r, em, p) => {
    r.status = transition('reject', r);
    r.rejectedMessage = input.rejectedMessage.trim();
    r.rejectedAt = now();
    r.decidedBy = p.accountId;
    await toRequester(em, r, { type: 'requestAccept', title: '의뢰에 보완요청이 있습니다.', link: links.requester(r.id) });
  }, '보완요청');
  return { id, message: messages.rejected };
}

export async function assignManager(ctx: Ctx, id: number, input: AssignManagerInput): Promise<Outcome> {
  await change(ctx, id, (p) => requestPolicy.decide(p), async (r, em) => {
    transition('assignManager', r);
    await setCaseManager(em, r, input.caseManagerId);
  }, '사례 담당자 지정');
  return { id, message: messages.assigned };
}

const STEP_ALARMS: Partial<Record<ProgressStep, 'inDepthEvaluation' | 'postEvaluation'>> = {
  IN_DEPTH_EVALUATION: 'inDepthEvaluation',
  POST_EVALUATION: 'postEvaluation',
};

export async function changeProgressStep(ctx: Ctx, id: number, input: ChangeProgressStepInput): Promise<Outcome> {
  await change(ctx, id, (p) => requestPolicy.runCase(p), async (r, em) => {
    r.progressStep = nextStep(r, input.progressStep);
    // the school is asked for questionnaires at the two evaluation steps; the other steps are the center's own work
    const type = STEP_ALARMS[input.progressStep];
    if (type) await toRequester(em, r, { type, title: `사례가 ${STEP_NAMES[input.progressStep]} 단계로 진행되었습니다.`, link: links.requester(r.id) });
  }, `진행 단계 ${input.progressStep}`);
  return { id, message: messages.stepChanged };
}

export async function completeClosing(ctx: Ctx, id: number, input: CompleteClosingInput): Promise<Outcome> {
  await change(ctx, id, (p) => requestPolicy.runCase(p), async (r, em) => {
    const to = transition('completeClosing', r);
    const day = new Date(`${input.closingDate}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== input.closingDate) throw Errors.badInput('종결일 형식이 맞지 않습니다.', { field: 'closingDate' });
    if (input.closingDate < kstDay(r.requestDate)) throw Errors.badInput('종료일은 시작일보다 이후여야 합니다.', { field: 'closingDate' });
    // a closing report still in draft would be closed half-written and could not be sent: finish it first
    const [draft] = await readRows(em, part("select 1 from case_closing_report where request_id = ? and deleted_at is null and is_done = 'N'", r.id));
    if (draft)
      throw new AppError(409, 'CLOSING_REPORT_DRAFT', '종결 보고서가 임시 저장 상태입니다. 종결 보고서를 작성 완료(제출)한 뒤 종결 처리해주세요.');
    r.status = to;
    r.closingDate = input.closingDate;
    r.closedAt = now();
    await toRequester(em, r, { type: 'closingResult', title: '사례가 종결되었습니다.', link: links.requester(r.id) });
  }, '종결처리');
  return { id, message: messages.closed };
}

export async function sendClosingReport(ctx: Ctx, id: number): Promise<Outcome> {
  await change(ctx, id, (p) => requestPolicy.runCase(p), async (r, em) => {
    r.status = transition('sendClosingReport', r);
    // the school is told a report has arrived: there must be one to read (a submitted closing report of the case)
    const [report] = await readRows(em, part("select 1 from case_closing_report where request_id = ? and deleted_at is null and is_done = 'Y'", r.id));
    if (!report) throw new AppError(409, 'CLOSING_REPORT_MISSING', '제출된 종결 보고서가 없습니다. 종결 보고서를 작성해 제출한 뒤 발송해주세요.');
    r.closingReportSentAt = now();
    await toRequester(em, r, { type: 'closingReport', title: '종결 보고가 도착했습니다.', link: links.requester(r.id) });
  }, '종결 보고 발송');
  return { id, message: messages.reportSent };
}

/**
 * DELETE svs-u/request/{id}: soft delete, listed in the delete history. A draft is its author's scratch paper: it is
 * removed outright (a child's details kept for no purpose are a liability), and never in the delete history.
 */
export async function deleteRequest(ctx: Ctx, id: number, reason?: string): Promise<Outcome> {
  await change(ctx, id, (p, r) => requestPolicy.delete(p, facts(r)), async (r, em, p) => {
    if (r.status === RequestStatus.DRAFT) return void em.remove(r);
    if (!requestPolicy.deleteLegal(p, facts(r))) throw new AppError(409, 'ILLEGAL_TRANSITION', '승인된 의뢰는 삭제할 수 없습니다.');
    await unlinkRequest(em, r.id);
    r.deletedAt = now();
    r.deletedBy = p.accountId;
    r.deleteReason = trimmed(reason);
  }, '삭제', 'DELETE');
  return { id, message: messages.deleted };
}
