import { LockMode, type EntityClass, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { accessSubject, logAccess, type AccessSubject } from '../../../platform/access-log.js';
import { requireUser } from '../../../platform/auth/access.js';
import { now } from '../../../platform/clock.js';
import { withParticle } from '../../../platform/korean.js';
import type { Ctx } from '../../../platform/context.js';
import { AppError, Errors } from '../../../platform/errors.js';
import { paginate, type Page } from '../../../platform/paging.js';
import { checkCode, CODE_TTL_MIN, CodeErrors, issueCode, requireRespondent, signRespondentToken, subject } from '../../../platform/respondent/index.js';
import { maskMobile, normalizeMobile } from '../../../platform/rules.js';
import { enqueueSms } from '../../../platform/sms.js';
import { throttle } from '../../../platform/throttle.js';
import { caseForRead, caseForWrite } from '../case.access.js';
import { sdqFormCode } from '../../forms/forms.instruments.js';
import { requireFormForLink } from '../../forms/forms.service.js';
import type { Request } from '../../request/request.entity.js';
import { recordMessages } from '../record/record-messages.js';
import type { QuestionnaireListArgs } from './questionnaire.inputs.js';
import { dropStaleEtc, givenValues, type Fields } from '../field-kit.js';
import { ANSWER_STYLE, requiredOf, SATISFACTION_FIELDS, SDQ_FIELDS } from './questionnaire.fields.js';
import { TARGET_TYPE_NAMES, TargetType, type TestType } from '../record/case-types.js';
import { SatisfactionAssessment, SdqKr, type LinkQuestionnaire } from './questionnaire.entity.js';
import { sdqSelfReport } from './sdq.self-report.js';

/**
 * The SDQ-KR questionnaire and the satisfaction assessment: one service for both kinds (they differ in their answer
 * fields, the link's path and text, and SDQ's test type). Staff reach a record only through its case
 * (case.access.ts: jurisdiction 404, policy 404/403, 409 CASE_NOT_OPEN); respondents only through the
 * respondent token of that very record (platform/respondent, kinds 'sdq-kr' and 'satisfaction-assessment').
 * The SDQ-KR's self-report (target STUDENT) is for pupils of 11–17 only (sdq.self-report.ts), and its link goes out
 * only once the respondent's form holds the licensed wording (forms.service.ts `requireFormForLink`).
 */
export interface QuestionnaireKind<E extends LinkQuestionnaire> {
  /** The respondent subject kind and the public path segment. */
  kind: 'sdq-kr' | 'satisfaction-assessment';
  /** The access log's kind of these records (the same name as `kind`). */
  subject: AccessSubject;
  entity: EntityClass<E>;
  name: string;
  fields: Fields;
  /** What a respondent must answer before submitting. */
  required: readonly string[];
  smsPurpose: string;
  smsText: (url: string) => string;
  /** SDQ-KR: a record per case, test type and target; satisfaction: per case and target. */
  hasTestType: boolean;
  /**
   * The form (forms module) a respondent of this target answers on the link's page: no link while it is missing or
   * holds placeholders. Satisfaction has none (its questions are code, questionnaire.fields.ts).
   */
  formOf?: (target: TargetType) => { code: string; name: string };
  /** SDQ-KR: the self-report (STUDENT) only for the ages of sdq.self-report.ts, on links and staff records alike. */
  selfReportAgeRule: boolean;
}

export const SDQ_KIND: QuestionnaireKind<SdqKr> = {
  kind: 'sdq-kr',
  subject: accessSubject('sdq-kr', 'SDQ-KR 검사'),
  entity: SdqKr,
  name: 'SDQ-KR 검사',
  fields: SDQ_FIELDS,
  required: requiredOf(SDQ_FIELDS),
  smsPurpose: 'SDQ_KR_URL',
  smsText: (url) => `[마음건강 지원센터] 아동·청소년 강점·난점 설문(SDQ-KR) 응답 링크입니다.\n${url}`,
  hasTestType: true,
  formOf: (target) => ({ code: sdqFormCode(target), name: `SDQ-KR (${TARGET_TYPE_NAMES[target]})` }),
  selfReportAgeRule: true,
};

export const SATISFACTION_KIND: QuestionnaireKind<SatisfactionAssessment> = {
  kind: 'satisfaction-assessment',
  subject: accessSubject('satisfaction-assessment', '만족도 평가'),
  entity: SatisfactionAssessment,
  name: '만족도 평가',
  fields: SATISFACTION_FIELDS,
  required: requiredOf(SATISFACTION_FIELDS),
  smsPurpose: 'SATISFACTION_URL',
  smsText: (url) => `[마음건강 지원센터] 서비스 만족도 평가 응답 링크입니다. 소중한 의견을 들려주세요.\n${url}`,
  hasTestType: false,
  selfReportAgeRule: false,
};

export const questionnaireMessages = {
  sent: recordMessages.sent,
  codeSent: '인증번호가 발송되었습니다.',
  deleted: recordMessages.deleted,
};

export const QuestionnaireErrors = {
  linkReplaced: () =>
    new AppError(410, 'LINK_REPLACED', '새 링크가 발송되어 이 링크는 더 이상 사용할 수 없습니다. 가장 최근에 받은 문자의 링크를 이용해주세요.'),
  mobileMismatch: () => new AppError(400, 'MOBILE_MISMATCH', '문자를 받은 휴대전화번호와 일치하지 않습니다. 번호를 다시 확인해주세요.'),
  alreadyDone: () => new AppError(409, 'ALREADY_DONE', '이미 제출한 설문입니다. 제출한 뒤에는 바꿀 수 없습니다.'),
  doneLocked: () => new AppError(409, 'ALREADY_DONE', '완료된 설문은 작성 중으로 되돌릴 수 없습니다.'),
  duplicate: (name: string) => new AppError(409, 'DUPLICATE', `이미 등록된 ${withParticle(name, '이/가')} 있습니다. 기존 기록을 열어 수정해주세요.`),
  incomplete: (n: number) => new AppError(400, 'INCOMPLETE_ANSWERS', `아직 응답하지 않은 문항이 ${n}개 있습니다. 모두 응답한 뒤 제출해주세요.`),
  relationshipRequired: () => Errors.badInput('보호자가 응답할 때는 학생과의 관계를 선택해주세요.', { field: 'relationship' }),
  relationshipEtcRequired: () => Errors.badInput('학생과의 관계가 기타이면 내용을 입력해주세요.', { field: 'relationshipEtc' }),
  selfReportAge: (message: string, age?: number) => new AppError(400, 'SDQ_SELF_REPORT_AGE', message, { field: 'targetType', ...(age === undefined ? {} : { age }) }),
};

/**
 * SDQ-KR: the student answers the self-report only at 11–17 in whole years, counted from the case's birth date on
 * today's Korean date (the day the link is sent or the staff record created); else 400 SDQ_SELF_REPORT_AGE, before
 * anything is saved or sent.
 */
function checkRespondent(k: Kind, request: Request, target: TargetType) {
  if (!k.selfReportAgeRule || target !== TargetType.STUDENT) return;
  const r = sdqSelfReport({ year: request.targetBirthYear, month: request.targetBirthMonth, date: request.targetBirthDate }, now());
  if (!r.allowed) throw QuestionnaireErrors.selfReportAge(r.message!, r.age);
}

const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
type Kind = QuestionnaireKind<LinkQuestionnaire>;
type WithTestType = LinkQuestionnaire & { testType?: TestType };

export const linkOf = (ctx: Ctx, k: Kind, id: number) => `${ctx.config.publicUrl}/app/request/${k.kind}/${id}`;

// ---- staff ----------------------------------------------------------------------------------------------------------

/** A live record by id, then its case for reading (404 outside the caller's reach, logged as a read). */
async function forRead<E extends LinkQuestionnaire>(ctx: Ctx, k: QuestionnaireKind<E>, id: number): Promise<E> {
  const r = await ctx.em.findOne(k.entity, { id, deletedAt: null } as FilterQuery<E>, { populate: ['request'] as never });
  if (!r) throw Errors.notFound();
  await caseForRead(ctx, r.request.id, k.subject, id);
  return r;
}

/** A live record locked in `em`'s transaction, with its case for writing (404 / 403 / 409 CASE_NOT_OPEN). */
async function forWrite<E extends LinkQuestionnaire>(ctx: Ctx, em: EntityManager, k: QuestionnaireKind<E>, id: number): Promise<E> {
  const r = await em.findOne(k.entity, { id, deletedAt: null } as FilterQuery<E>, lock);
  if (!r) throw Errors.notFound();
  await caseForWrite(ctx, em, r.request.id);
  return r;
}

export async function listQuestionnaires<E extends LinkQuestionnaire>(ctx: Ctx, k: QuestionnaireKind<E>, args: QuestionnaireListArgs): Promise<Page<E>> {
  await caseForRead(ctx, args.requestId, k.subject, `request:${args.requestId}`);
  const where = {
    request: args.requestId,
    deletedAt: null,
    ...(args.targetType ? { targetType: args.targetType } : {}),
    ...(k.hasTestType && args.testType ? { testType: args.testType } : {}),
  } as FilterQuery<E>;
  return paginate(ctx.em, k.entity, where, { orderBy: { id: 'asc' } as never, populate: ['request'] as never }, args) as Promise<Page<E>>;
}

export const getQuestionnaire = <E extends LinkQuestionnaire>(ctx: Ctx, k: QuestionnaireKind<E>, id: number) => forRead(ctx, k, id);

function relationshipOf(target: TargetType, input: { relationship?: string | null; relationshipEtc?: string | null }, current?: LinkQuestionnaire) {
  const relationship = input.relationship === undefined ? current?.relationship : (input.relationship ?? undefined);
  const etc = input.relationshipEtc === undefined ? current?.relationshipEtc : input.relationshipEtc?.trim() || undefined;
  if (target === TargetType.GUARDIAN && !relationship) throw QuestionnaireErrors.relationshipRequired();
  if (relationship === 'ETC' && !etc) throw QuestionnaireErrors.relationshipEtcRequired();
  return { relationship, relationshipEtc: relationship === 'ETC' ? etc : undefined };
}

function applyAnswers(k: Kind, r: LinkQuestionnaire, input: object) {
  const merged: Record<string, unknown> = { ...(r.answers ?? {}) };
  for (const [key, v] of Object.entries(givenValues(input, k.fields))) {
    if (v === null) delete merged[key];
    else merged[key] = v;
  }
  r.answers = dropStaleEtc(merged, k.fields, ANSWER_STYLE) as Record<string, number | string>;
}

const missing = (k: Kind, r: LinkQuestionnaire) => k.required.filter((key) => r.answers?.[key] === undefined).length;

function setDone(r: LinkQuestionnaire, isDone: 'Y' | 'N' | undefined, by: 'STAFF' | 'RESPONDENT') {
  if (isDone === 'N' && r.isDone === 'Y') throw QuestionnaireErrors.doneLocked();
  if (isDone === 'Y' && r.isDone !== 'Y') Object.assign(r, { isDone: 'Y', doneAt: now(), doneBy: by });
}

async function findLive<E extends LinkQuestionnaire>(em: EntityManager, k: QuestionnaireKind<E>, requestId: number, targetType: TargetType, testType?: TestType) {
  const where = { request: requestId, targetType, deletedAt: null, ...(k.hasTestType ? { testType } : {}) } as FilterQuery<E>;
  return (await em.findOne(k.entity, where, { ...lock, orderBy: { id: 'desc' } as never })) as E | null;
}

export interface CreateInput {
  requestId: number;
  targetType: TargetType;
  testType?: TestType;
  relationship?: string | null;
  relationshipEtc?: string | null;
  isDone?: 'Y' | 'N';
}

/**
 * POST svs-u/…: a questionnaire entered by staff (from paper); one per case, target (and test type). The SDQ-KR
 * self-report's age rule holds here too; the form's wording does not matter (staff hold the paper form).
 */
export async function createQuestionnaire<E extends LinkQuestionnaire>(ctx: Ctx, k: QuestionnaireKind<E>, input: CreateInput): Promise<E> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const request = await caseForWrite(ctx, em, input.requestId);
    checkRespondent(k, request, input.targetType);
    if (await findLive(em, k, input.requestId, input.targetType, input.testType)) throw QuestionnaireErrors.duplicate(k.name);
    const r = em.create(k.entity, {
      request,
      targetType: input.targetType,
      ...(k.hasTestType ? { testType: input.testType } : {}),
      ...relationshipOf(input.targetType, input),
      createdBy: p.accountId,
    } as never) as E;
    applyAnswers(k, r, input);
    setDone(r, input.isDone, 'STAFF');
    await em.flush();
    await logAccess({ ...ctx, em }, { action: 'CREATE', subjectType: k.subject, subjectId: r.id, detail: r.isDone === 'Y' ? '종이 설문 입력 (완료)' : '종이 설문 입력' });
    return r;
  });
}

/** PUT svs-u/…/{id}: staff correct or complete the answers (a submitted one stays submitted). */
export type UpdateInput = Omit<CreateInput, 'requestId' | 'targetType' | 'testType'>;

export async function updateQuestionnaire<E extends LinkQuestionnaire>(ctx: Ctx, k: QuestionnaireKind<E>, id: number, input: UpdateInput): Promise<E> {
  return ctx.em.transactional(async (em) => {
    const r = await forWrite(ctx, em, k, id);
    Object.assign(r, relationshipOf(r.targetType, input, r));
    applyAnswers(k, r, input);
    setDone(r, input.isDone, 'STAFF');
    await em.flush();
    await logAccess({ ...ctx, em }, { action: 'UPDATE', subjectType: k.subject, subjectId: r.id, detail: input.isDone === 'Y' ? '직원 수정 (완료)' : '직원 수정' });
    return r;
  });
}

export async function deleteQuestionnaire<E extends LinkQuestionnaire>(ctx: Ctx, k: QuestionnaireKind<E>, id: number): Promise<{ message: string }> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const r = await forWrite(ctx, em, k, id);
    Object.assign(r, { deletedAt: now(), deletedBy: p.accountId });
    await em.flush();
    await logAccess({ ...ctx, em }, { action: 'DELETE', subjectType: k.subject, subjectId: r.id });
    return { message: questionnaireMessages.deleted };
  });
}

export interface SendInput {
  requestId: number;
  targetType: TargetType;
  testType?: TestType;
  mobile: string;
  relationship?: string | null;
  relationshipEtc?: string | null;
}

/**
 * POST svs-u/…/send-url: the record of (case, target, test type) is reused while it is not submitted, or created;
 * its link round moves on (tokens of an earlier link stop working), and the link is queued in the SMS outbox in the
 * same transaction. Refused first, with nothing saved or queued: an SDQ-KR self-report for a student outside 11–17
 * (400 SDQ_SELF_REPORT_AGE) and an SDQ-KR whose form still holds placeholders (409 FORM_NOT_READY).
 */
export async function sendQuestionnaireUrl<E extends LinkQuestionnaire>(ctx: Ctx, k: QuestionnaireKind<E>, input: SendInput) {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const request = await caseForWrite(ctx, em, input.requestId);
    checkRespondent(k, request, input.targetType);
    const form = k.formOf?.(input.targetType);
    if (form) await requireFormForLink(em, form.code, form.name);
    let r = await findLive(em, k, input.requestId, input.targetType, input.testType);
    if (r?.isDone === 'Y') throw new AppError(409, 'ALREADY_DONE', `이미 완료된 ${k.name}입니다. 다시 보내려면 기존 기록을 삭제해주세요.`);
    const relationship = relationshipOf(input.targetType, input, r ?? undefined);
    if (!r) {
      r = em.create(k.entity, { request, targetType: input.targetType, ...(k.hasTestType ? { testType: input.testType } : {}), createdBy: p.accountId } as never) as E;
      await em.flush();
    }
    const t = now();
    Object.assign(r, relationship, { mobile: normalizeMobile(input.mobile), linkRound: r.linkRound + 1, sentAt: t, smsContent: k.smsText(linkOf(ctx, k, r.id)) });
    await em.flush();
    await enqueueSms(em, {
      to: r.mobile!,
      text: r.smsContent!,
      purpose: k.smsPurpose,
      dedupeKey: `${k.kind}:${r.id}:${r.linkRound}`,
      refType: k.kind,
      refId: String(r.id),
      senderId: String(p.accountId),
    });
    await logAccess({ ...ctx, em }, { action: 'UPDATE', subjectType: k.subject, subjectId: r.id, detail: `링크 발송 (${r.linkRound}회차)` });
    return { message: questionnaireMessages.sent, id: r.id, sentTo: maskMobile(r.mobile)! };
  });
}

// ---- public: proving the phone --------------------------------------------------------------------------------------

/** The record a link names, or undefined for one that does not exist or was never sent (nobody is told which). */
async function linkRecord<E extends LinkQuestionnaire>(em: EntityManager, k: QuestionnaireKind<E>, id: number): Promise<E | undefined> {
  const r = await em.findOne(k.entity, { id, deletedAt: null } as FilterQuery<E>, { populate: ['request'] as never });
  return !r || !r.mobile || r.linkRound < 1 || r.request.deletedAt ? undefined : r;
}

/**
 * POST svs/request/…/auth: the number the person types must be the one the link went to; a code is texted to it.
 * A link that does not exist answers like a wrong number, so a stranger probing ids learns nothing.
 */
export async function requestQuestionnaireCode<E extends LinkQuestionnaire>(ctx: Ctx, k: QuestionnaireKind<E>, input: { id: number; mobile: string }) {
  const r = await linkRecord(ctx.em, k, input.id);
  if (!r || normalizeMobile(input.mobile) !== r.mobile) {
    // guessing numbers (or links) is throttled like guessing codes
    await throttle(ctx.em, r ? `${k.kind}-auth-mobile:${r.id}` : `${k.kind}-auth-link:${ctx.ip ?? '-'}`, 10, 600);
    throw QuestionnaireErrors.mobileMismatch();
  }
  await issueCode(ctx.em, ctx.config, subject(k.kind, r.id, r.targetType), { mobile: r.mobile!, ip: ctx.ip }, (tx, issued) =>
    enqueueSms(tx, {
      to: r.mobile!,
      text: `[마음건강 지원센터] 인증번호 ${issued.code} (${CODE_TTL_MIN}분 안에 입력)`,
      purpose: 'AUTH_CODE',
      dedupeKey: `respondent-code:${issued.codeId}`,
      refType: k.kind,
      refId: String(r.id),
    }),
  );
  return { message: questionnaireMessages.codeSent, expiresIn: CODE_TTL_MIN * 60 };
}

/**
 * POST svs/request/…/auth-check: the code, then a respondent token for this record and its current link round. A link
 * that does not exist answers like one with no live code (CODE_EXPIRED, the same per-address throttle).
 */
export async function checkQuestionnaireCode<E extends LinkQuestionnaire>(ctx: Ctx, k: QuestionnaireKind<E>, input: { id: number; authNumber: string }) {
  const r = await linkRecord(ctx.em, k, input.id);
  if (!r) {
    // id 0 names no record: checkCode throttles the address and refuses as for a real link
    await checkCode(ctx.em, ctx.config, subject(k.kind, 0, 'NONE'), input.authNumber, { ip: ctx.ip });
    throw CodeErrors.notLive();
  }
  await checkCode(ctx.em, ctx.config, subject(k.kind, r.id, r.targetType), input.authNumber, { ip: ctx.ip });
  const token = signRespondentToken(ctx.config, subject(k.kind, r.id, r.targetType, String(r.linkRound)));
  return { ...token, id: r.id, targetType: r.targetType };
}

// ---- respondent: the token's own record -----------------------------------------------------------------------------

/** The record the respondent token names (another id: 404), on the link round the token was earned on (else 410). */
async function held<E extends LinkQuestionnaire>(ctx: Ctx, em: EntityManager, k: QuestionnaireKind<E>, id: number, forUpdate = false) {
  const g = requireRespondent(ctx.respondent, k.kind);
  if (String(id) !== g.id) throw Errors.notFound();
  const r = (await em.findOne(k.entity, { id, deletedAt: null } as FilterQuery<E>, forUpdate ? lock : {})) as E | null;
  if (!r) throw Errors.notFound();
  if (String(r.linkRound) !== g.round) throw QuestionnaireErrors.linkReplaced();
  return { r, grant: g };
}

/** GET svs-c/…/{id}: where the respondent's questionnaire stands (no answers, no scores), logged as their read. */
export async function respondentQuestionnaire<E extends LinkQuestionnaire>(ctx: Ctx, k: QuestionnaireKind<E>, id: number): Promise<E & WithTestType> {
  const { r, grant } = await held(ctx, ctx.em, k, id);
  await logAccess(ctx, { action: 'READ', subjectType: k.subject, subjectId: r.id, respondent: grant, detail: '응답자 설문 상태 조회' });
  return r as E & WithTestType;
}

/** PUT svs-c/…/{id}: the respondent's answers, once, complete; afterwards nothing changes (409). */
export async function submitRespondentQuestionnaire<E extends LinkQuestionnaire>(ctx: Ctx, k: QuestionnaireKind<E>, id: number, input: object & { relationship?: string | null; relationshipEtc?: string | null }) {
  return ctx.em.transactional(async (em) => {
    const { r, grant } = await held(ctx, em, k, id, true);
    if (r.isDone === 'Y') throw QuestionnaireErrors.alreadyDone();
    Object.assign(r, relationshipOf(r.targetType, input, r));
    applyAnswers(k, r, input);
    const n = missing(k, r);
    if (n) throw QuestionnaireErrors.incomplete(n);
    setDone(r, 'Y', 'RESPONDENT');
    await em.flush();
    await logAccess({ ...ctx, em }, { action: 'UPDATE', subjectType: k.subject, subjectId: r.id, respondent: grant, detail: '응답자 응답 제출 (완료)' });
    return r as E & WithTestType;
  });
}
