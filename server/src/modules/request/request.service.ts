import type { EntityManager } from '@mikro-orm/postgresql';
import { accessSubject, logAccess, logPageRead } from '../../platform/access-log.js';
import { permit, requireUser } from '../../platform/auth/access.js';
import { jurisdictionWhere, type Placement } from '../../platform/auth/jurisdiction.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { all, likeOf, paginateRows, part, readRows, withoutNulls, type ListQuery, type Sql } from '../../platform/db/read.js';
import { AppError, Errors } from '../../platform/errors.js';
import { orderBySorts, parseSortParam } from '../../platform/list-input.js';
import type { Page } from '../../platform/paging.js';
import { exposureOf, personName } from '../../platform/privacy.js';
import { normalizeMobile } from '../../platform/rules.js';
import { Account, AccountStatus } from '../account/account.entity.js';
import { notifyAffiliated, type AlarmMessage } from '../alarm/alarm.service.js';
import { Center } from '../organization/center.entity.js';
import { responsibleCenter } from '../organization/responsible-center.js';
import { School } from '../organization/school.entity.js';
import { linkRequest, unlinkRequest } from '../simple-evaluation/simple-evaluation.service.js';
import { Request, RequestType } from './request.entity.js';
import {
  RequestSortDirection,
  RequestSortField,
  type ApproveInput,
  type AssignManagerInput,
  type ChangeProgressStepInput,
  type CompleteClosingInput,
  type RejectInput,
  type RequestFilterBase,
  type RequestHistoryQuery,
  type RequestDraftForm,
  type RequestInput,
  type RequestSortInput,
} from './request.inputs.js';
import { nextStep, ProgressStep, RequestStatus, STATUS_NAMES, STEP_NAMES, transition } from './request.lifecycle.js';
import { requestPolicy, type RequestFacts } from './request.policy.js';
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
import { addDays, kstDay, kstDayStart, kstParse, kstYear } from '../../platform/time.js';

/** The columns that place a request for jurisdiction (platform/auth/jurisdiction.ts). */
export const REQUEST_PLACEMENT: Placement = { school: 'school_id', center: 'center_id', sd: 'sd_code', pairs: 'request' };

/** The access log's name for these records. */
export const REQUEST_SUBJECT = accessSubject('request', '의뢰');
export const REQUEST_STATISTICS_SUBJECT = accessSubject('request-statistics', '의뢰 통계');

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


// ---- scope -------------------------------------------------------------------------------------------------------

/**
 * The caller's reach as SQL on alias r: its jurisdiction, for a CLIENT only the requests it filed, and never a draft
 * (임시저장): every list, count, statistic, export and delete history goes through this, so a draft reaches nobody
 * but its author, and the author only through draftScopeSql.
 */
export function scopeSql(p: UserPrincipal, alias = 'r'): Sql {
  return all([placementScope(p, alias), part(`${alias}.status <> ?`, RequestStatus.DRAFT)]);
}

/**
 * The reach by placement alone, for rows that copy their case's placement (school, center, 시도, requester) and
 * exist only for filed requests, such as case minutes (request.statistics.ts).
 */
export function placementScope(p: UserPrincipal, alias: string): Sql {
  return all([jurisdictionWhere(p, REQUEST_PLACEMENT, alias), p.role === RoleCode.CLIENT && part(`${alias}.requester_id = ?`, p.accountId)]);
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
export const parseSort = (sort: string | undefined): RequestSortInput[] | undefined => parseSortParam(sort, SORT_COLUMNS, RequestSortDirection);

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

// ---- filing and editing ------------------------------------------------------------------------------------------

/**
 * The checks beyond each field's own: a real birth date, consent times not in the future, the 기타 relationship
 * spelled out, the evaluation named. A draft (`draft`) is checked only where it is filled; filing checks it all.
 */
function checkForm(input: RequestDraftForm, draft = false): void {
  const t = input.requestTarget ?? {};
  if (t.birthYear !== undefined && t.birthMonth !== undefined && t.birthDate !== undefined) {
    const birth = new Date(Date.UTC(t.birthYear, t.birthMonth - 1, t.birthDate));
    if (birth.getUTCMonth() !== t.birthMonth - 1 || birth.getUTCDate() !== t.birthDate || kstDay(birth) > kstDay(now()))
      throw Errors.badInput('생년월일 형식이 맞지 않습니다.', { field: 'requestTarget.birthDate' });
  }
  for (const [field, name] of [['gcRequestAt', '의뢰 동의 일시'], ['gc3rdPartyProvisionAt', '제3자 제공 동의 일시']] as const) {
    const value = input[field];
    if (value === undefined) continue;
    const at = kstParse(value);
    if (Number.isNaN(at.getTime()) || at.getTime() > now().getTime() + 60_000) throw Errors.badInput(`${name} 형식이 맞지 않습니다`, { field });
  }
  if (draft) return;
  if (input.guardianRelationship === 'ETC' && !input.guardianRelationshipEtc?.trim())
    throw Errors.badInput('기타 보호자 관계를 입력해주세요.', { field: 'guardianRelationshipEtc' });
  if (input.requestType === RequestType.SIMPLE_EVALUATION && !input.simpleEvaluationId)
    throw Errors.badInput('간편검사를 선택해주세요.', { field: 'simpleEvaluationId' });
}

const trimmed = (v: string | undefined) => v?.trim() || undefined;
const digits = (v: string | undefined) => (v ? normalizeMobile(v) : undefined);

/**
 * The form's fields on the entity (filing, editing and drafts alike: the whole form each time, so a field emptied
 * in a draft is emptied); the school and requester are not the caller's to change.
 */
function applyForm(r: Request, input: RequestDraftForm): void {
  const t = input.requestTarget ?? {};
  Object.assign(r, {
    requestType: input.requestType ?? RequestType.GENERAL,
    simpleEvaluationId: input.requestType === RequestType.SIMPLE_EVALUATION ? input.simpleEvaluationId : undefined,
    targetName: trimmed(t.name),
    targetGender: t.gender,
    targetBirthYear: t.birthYear,
    targetBirthMonth: t.birthMonth,
    targetBirthDate: t.birthDate,
    targetMobile: digits(t.mobile),
    grade: input.grade,
    classNo: input.classNo,
    num: input.num,
    requesterName: trimmed(input.requesterName),
    requesterInstitution: trimmed(input.requesterInstitution),
    requesterContact: digits(input.requesterContact),
    requesterFax: digits(input.requesterFax),
    guardianContact: digits(input.guardianContact),
    guardianRelationship: trimmed(input.guardianRelationship),
    guardianRelationshipEtc: input.guardianRelationship === 'ETC' ? trimmed(input.guardianRelationshipEtc) : undefined,
    address: trimmed(input.address),
    addressDetail: trimmed(input.addressDetail),
    postcode: input.postcode,
    pastInterestGroup: input.pastInterestGroup,
    pastInstitutionalLinkage: input.pastInstitutionalLinkage,
    pastExperience: trimmed(input.pastExperience),
    ssMedicalExpensesSupport: input.ssMedicalExpensesSupport,
    mainAppeal: trimmed(input.mainAppeal),
    remark: trimmed(input.remark),
    gcRequest: input.gcRequest,
    gcRequestAt: input.gcRequestAt ? kstParse(input.gcRequestAt) : undefined,
    gcRequestMethod: input.gcRequestMethod,
    gc3rdPartyProvision: input.gc3rdPartyProvision,
    gc3rdPartyProvisionAt: input.gc3rdPartyProvisionAt ? kstParse(input.gc3rdPartyProvisionAt) : undefined,
    gc3rdPartyProvisionMethod: input.gc3rdPartyProvisionMethod,
  });
}

/**
 * The referred simple evaluation (requestType SIMPLE_EVALUATION): linked to the request, through the evaluation's
 * own service (a finished one of the school in 관심군 or 우선 관심군, referred by no other request). Editing to
 * another evaluation, or to a general request, frees the previous one.
 */
async function referEvaluation(em: EntityManager, r: Request, evaluationId: number | undefined): Promise<void> {
  if (r.simpleEvaluationId && r.simpleEvaluationId !== evaluationId) await unlinkRequest(em, r.id);
  if (evaluationId) await linkRequest(em, evaluationId, r.school.id, r.id);
}

// ---- alarms ------------------------------------------------------------------------------------------------------
// Alarms name no student: a title and a link to the record, which the recipient opens with their own rights.

const links = {
  requester: (id: number) => `/auth/request-hist/detail/${id}`,
  center: (id: number) => `/auth/request-hist/admin/detail/${id}`,
  case: (id: number) => `/auth/case-management/detail/${id}`,
};

/** To the staff of the request's center (manager and members). */
const toCenter = (em: EntityManager, r: Request, msg: AlarmMessage) =>
  r.center ? notifyAffiliated(em, { centerIds: [r.center.id], centerRoles: [RoleCode.CENTER_MANAGER, RoleCode.CENTER_MEMBER] }, msg) : Promise.resolve(0);

/**
 * To the requester's side: the school staff (MEMBER) of the request's school, who see every request of the school,
 * and the requester itself (a CLIENT who filed it sees its own requests only).
 */
const toRequester = (em: EntityManager, r: Request, msg: AlarmMessage) =>
  notifyAffiliated(em, { schoolId: r.school.id, schoolRoles: [RoleCode.MEMBER], accountIds: [r.requester.id] }, msg);

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

export { facts as requestFacts };
