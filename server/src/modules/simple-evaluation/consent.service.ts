import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { permit, requireUser } from '../../platform/auth/access.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { AppError, Errors } from '../../platform/errors.js';
import { checkCode, CODE_TTL_MIN, CodeErrors, issueCode, requireRespondent, signRespondentToken, subject } from '../../platform/respondent/index.js';
import { maskMobile, normalizeMobile } from '../../platform/rules.js';
import { enqueueSms, enqueueSmsMany } from '../../platform/sms.js';
import { throttle } from '../../platform/throttle.js';
import { RespondentType, SendType, type RespondentAfterManagementInput, type RespondentLinkInput, type SendUrlInput } from './consent.inputs.js';
import { consentPolicy } from './consent.policy.js';
import { respondentResult } from './consent.result.js';
import { RespondentStep, type ApprovalResultView, type RespondentAgreeView, type RespondentEvaluationView, type SendUrlResultView } from './consent.views.js';
import { ConsentState, EvaluationSchoolType, SimpleEvaluation, SimpleEvaluationAgree } from './simple-evaluation.entity.js';
import { EVALUATION_SUBJECT, findEvaluation, submitAnswers } from './simple-evaluation.service.js';
import { logAccess } from '../../platform/access-log.js';
import type { RespondentSubject } from '../../platform/respondent/index.js';
import { notifyAffiliated } from '../alarm/alarm.service.js';
import { RoleCode } from '../../platform/auth/roles.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';

/** The respondent subject kind of simple-evaluation links (platform/respondent). */
export const RESPONDENT_KIND = 'simple-evaluation';
/** A consent request sent again by the same person to the same number within this time is the same send. */
export const CONSENT_SEND_WINDOW_MS = 60_000;

/** How a respondent proved the phone and answered: recorded with each consent. */
export const CONSENT_METHOD = 'SMS_CODE';

export const consentMessages = {
  sent: '전송 되었습니다.',
  codeSent: '인증번호가 발송되었습니다.',
  agreed: '동의가 완료되었습니다.',
  studentLinkSent: '동의가 완료되었습니다. 학생에게 동의 요청 문자를 보냈습니다.',
  refused: '동의하지 않음으로 처리되었습니다.',
  submitted: '완료되었습니다.',
  afterManagement: '저장 되었습니다.',
};

export const ConsentErrors = {
  linkReplaced: () =>
    new AppError(410, 'LINK_REPLACED', '새 링크가 발송되어 이 링크는 더 이상 사용할 수 없습니다. 가장 최근에 받은 문자의 링크를 이용해주세요.'),
  linkCancelled: () => new AppError(410, 'LINK_CANCELLED', '발송이 취소된 링크입니다. 자세한 내용은 학교에 문의해주세요.'),
  refused: () => new AppError(410, 'CONSENT_REFUSED', '동의하지 않음으로 응답하여 진행이 끝난 링크입니다. 다시 참여하려면 학교에 문의해주세요.'),
  notYet: () => new AppError(409, 'CONSENT_NOT_READY', '아직 이 단계를 진행할 수 없습니다. 보호자 동의가 끝난 뒤 받은 문자의 링크를 이용해주세요.'),
  alreadyAnswered: () => new AppError(409, 'ALREADY_ANSWERED', '이미 동의 여부를 응답했습니다.'),
  mobileMismatch: () => new AppError(400, 'MOBILE_MISMATCH', '문자를 받은 휴대전화번호와 일치하지 않습니다. 받은 문자의 링크와 번호를 다시 확인해주세요.'),
  notRespondent: () => new AppError(403, 'NOT_RESPONDENT', '이 링크를 받은 분만 응답할 수 있습니다.'),
  notAnswerer: () => new AppError(403, 'NOT_ANSWERER', '이 검사는 다른 분이 응답하도록 되어 있습니다.'),
  consentRequired: () => new AppError(409, 'CONSENT_REQUIRED', '동의가 끝난 뒤에 검사에 응답할 수 있습니다.'),
  alreadyDone: () => new AppError(409, 'ALREADY_DONE', '이미 검사를 마쳤습니다.'),
  notImplemented: () => new AppError(409, 'NOT_IMPLEMENTED', '미실시로 처리된 학생입니다. 미실시를 해제한 뒤 보내주세요.'),
  consentGiven: () =>
    new AppError(409, 'CONSENT_ALREADY_GIVEN', '이미 보호자 동의를 받았습니다. 학생 동의 링크나 검사 링크를 보내주세요.'),
  notDone: () => new AppError(409, 'NOT_DONE', '검사를 마친 뒤에 신청할 수 있습니다.'),
  alreadyRequested: () => new AppError(409, 'ALREADY_REQUESTED', '이미 상담을 신청했습니다. 학교에서 확인한 뒤 연락드립니다.'),
};

// ---- the links and their texts (your own wording; the link makes most of them LMS) ------------------------------

const link = (ctx: Ctx, path: string) => `${ctx.config.publicUrl}/app/${path}`;
export const agreeLink = (ctx: Ctx, agreeId: string, who: RespondentType) => link(ctx, `agree/${agreeId}/${who.toLowerCase()}`);
export const evaluationLink = (ctx: Ctx, id: number) => link(ctx, `simple-evaluation/${id}`);

export const smsTexts = {
  guardianConsent: (school: string, url: string) =>
    `[${school}] 자녀의 마음건강 간편검사 참여 동의를 부탁드립니다. 아래 링크에서 내용을 확인해주세요.\n${url}`,
  studentConsent: (school: string, url: string) => `[${school}] 마음건강 간편검사 참여 동의를 부탁해요. 보호자께서 동의하셨어요.\n${url}`,
  answer: (school: string, url: string) => `[${school}] 마음건강 간편검사 응답 링크입니다.\n${url}`,
  /** Within 90 EUC-KR bytes (an SMS): the code and how long it lasts. */
  code: (code: string) => `[마음건강 간편검사] 인증번호 ${code} (${CODE_TTL_MIN}분 안에 입력)`,
};

// ---- state ---------------------------------------------------------------------------------------------------------

const isMiddleHigh = (e: SimpleEvaluation) => e.schoolTargetType === EvaluationSchoolType.MIDDLE_HIGH;

/** Who answers the questionnaire: the student when a middle/high student's consent is asked, the guardian otherwise. */
export const answererOf = (e: SimpleEvaluation, agree: SimpleEvaluationAgree): RespondentType =>
  isMiddleHigh(e) && agree.studentSendYn === 'Y' ? RespondentType.STUDENT : RespondentType.GUARDIAN;

export function stepOf(e: SimpleEvaluation, agree: SimpleEvaluationAgree, who: RespondentType): RespondentStep {
  if (agree.cancelledAt || e.consentState === ConsentState.CANCELLED) return RespondentStep.CANCELLED;
  if (e.consentState === ConsentState.REFUSED) return RespondentStep.REFUSED;
  if (e.isDone === 'Y') return who === answererOf(e, agree) ? RespondentStep.DONE : RespondentStep.WAITING;
  switch (e.consentState) {
    case ConsentState.SENT:
      return who === RespondentType.GUARDIAN ? RespondentStep.GUARDIAN_CONSENT : RespondentStep.WAITING;
    case ConsentState.GUARDIAN_AGREED:
      return who === RespondentType.STUDENT ? RespondentStep.STUDENT_CONSENT : RespondentStep.WAITING;
    case ConsentState.AGREED:
      return who === answererOf(e, agree) ? RespondentStep.ANSWER : RespondentStep.WAITING;
    default:
      return RespondentStep.WAITING;
  }
}

/** The phone a respondent's link went to (the student's only once the student's link was sent). */
function mobileOf(agree: SimpleEvaluationAgree, who: RespondentType): string | undefined {
  if (who === RespondentType.GUARDIAN) return agree.guardianMobile ?? undefined;
  return agree.studentSendYn === 'Y' && agree.studentSendDate ? (agree.studentMobile ?? undefined) : undefined;
}

async function currentRound(em: EntityManager, e: SimpleEvaluation): Promise<SimpleEvaluationAgree | null> {
  return em.findOne(SimpleEvaluationAgree, { evaluation: e.id }, { orderBy: { createdAt: 'desc' } });
}

/** A round that still takes answers: the newest one, not cancelled, not refused. Otherwise a 410 saying why. */
function assertOpen(e: SimpleEvaluation, agree: SimpleEvaluationAgree, current: SimpleEvaluationAgree | null) {
  if (!current || current.id !== agree.id) throw ConsentErrors.linkReplaced();
  if (agree.cancelledAt || e.consentState === ConsentState.CANCELLED) throw ConsentErrors.linkCancelled();
  if (e.consentState === ConsentState.REFUSED || agree.guardianAgreeYn === 'N' || agree.studentAgreeYn === 'N') throw ConsentErrors.refused();
}

const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;

// ---- staff: sending links -------------------------------------------------------------------------------------------

/** The staff checks every link sent for an evaluation starts with (send-url of any kind, and group register). */
function assertSendable(p: UserPrincipal, e: SimpleEvaluation) {
  permit(consentPolicy.send(p, { isDone: e.isDone, deleted: !!e.deletedAt }));
  if (e.isDone === 'Y') throw ConsentErrors.alreadyDone();
  if (e.isNotImplemented === 'Y') throw ConsentErrors.notImplemented();
}

/** Who a consent round goes to, as the sender gives it (send-url AGREE, or one row of a group register). */
export interface ConsentRoundRequest {
  /** Required; digits with or without separators. */
  guardianMobile?: string | null;
  /** Middle/high only: Y (default) asks the student too after the guardian agreed; elementary is always N. */
  studentSendYn?: 'Y' | 'N' | null;
  /** The student's phone; defaults to the evaluation's mobile. */
  studentMobile?: string | null;
}

/**
 * Opens a new consent round for each evaluation inside the caller's transaction `em`: the consent row (the newest
 * round is the current one, older links stop working), the evaluation's state and the guardian's consent link in the
 * SMS outbox (sent by the relay once the transaction commits, never twice). The one way consent links are sent:
 * send-url AGREE opens one round, group register "register and send consent links" one per row. Any refusal throws
 * before a text is queued; the caller's transaction then saves nothing. It does not flush: a group of a thousand
 * rows is written by the caller's one flush, and its texts by one outbox statement.
 */
export async function openConsentRounds(
  ctx: Ctx,
  em: EntityManager,
  p: UserPrincipal,
  rounds: { evaluation: SimpleEvaluation; request: ConsentRoundRequest }[],
): Promise<SimpleEvaluationAgree[]> {
  const t = now();
  const opened = rounds.map(({ evaluation: e, request: input }) => {
    assertSendable(p, e);
    if (e.consentState === ConsentState.GUARDIAN_AGREED || e.consentState === ConsentState.AGREED) throw ConsentErrors.consentGiven();
    if (!input.guardianMobile) throw Errors.badInput('보호자 휴대전화번호를 입력해주세요.', { field: 'guardianMobile' });
    const guardianMobile = normalizeMobile(input.guardianMobile);
    const studentSendYn = isMiddleHigh(e) ? (input.studentSendYn ?? 'Y') : 'N';
    const studentMobile = input.studentMobile ? normalizeMobile(input.studentMobile) : e.mobile;
    if (studentSendYn === 'Y' && !studentMobile) throw Errors.badInput('학생 휴대전화번호를 입력해주세요.', { field: 'studentMobile' });
    const agree = em.create(SimpleEvaluationAgree, {
      evaluation: e,
      agreeType: RespondentType.GUARDIAN,
      guardianMobile,
      guardianSendDate: t,
      studentSendYn,
      studentMobile: studentSendYn === 'Y' ? studentMobile : undefined,
      createdBy: p.accountId,
    });
    agree.guardianContent = smsTexts.guardianConsent(e.school.name, agreeLink(ctx, agree.id, RespondentType.GUARDIAN));
    e.consentState = ConsentState.SENT;
    e.isSend = 'Y';
    return agree;
  });
  await enqueueSmsMany(
    em,
    opened.map((agree) => ({
      to: agree.guardianMobile!,
      text: agree.guardianContent!,
      purpose: 'AGREE_GUARDIAN',
      dedupeKey: `se-agree:${agree.id}:guardian`,
      refType: 'simple-evaluation',
      refId: String(agree.evaluation.id),
      senderId: String(p.accountId),
    })),
  );
  return opened;
}

/**
 * POST svs-u/simple-evaluation/send-url/{sendType}. The consent row (AGREE: a new round through openConsentRounds),
 * the evaluation's state and the SMS are written in one transaction.
 */
export async function sendUrl(ctx: Ctx, sendType: SendType, input: SendUrlInput): Promise<SendUrlResultView> {
  const p = requireUser(ctx.principal);
  return ctx.em.transactional(async (em) => {
    const found = await findEvaluation(ctx, input.simpleEvaluationId, em);
    const e = (await em.findOne(SimpleEvaluation, found.id, { ...lock, populate: ['school'] }))!;
    assertSendable(p, e);
    const t = now();
    const school = e.school.name;
    const sms = (to: string, text: string, purpose: string, dedupeKey: string) =>
      enqueueSms(em, { to, text, purpose, dedupeKey, refType: 'simple-evaluation', refId: String(e.id), senderId: String(p.accountId) });

    if (sendType === SendType.AGREE) {
      // a second click (or a retry) within the send window answers the first send: one SMS, one live link
      const recent = await currentRound(em, e);
      if (
        recent &&
        input.guardianMobile &&
        e.consentState === ConsentState.SENT &&
        !recent.cancelledAt &&
        recent.createdBy === p.accountId &&
        recent.guardianMobile === normalizeMobile(input.guardianMobile) &&
        recent.guardianSendDate &&
        t.getTime() - recent.guardianSendDate.getTime() < CONSENT_SEND_WINDOW_MS
      )
        return { message: consentMessages.sent, simpleEvaluationId: e.id, agreeId: recent.id, consentState: e.consentState, sentTo: maskMobile(recent.guardianMobile)! };
      const [agree] = await openConsentRounds(ctx, em, p, [{ evaluation: e, request: input }]);
      await em.flush();
      return { message: consentMessages.sent, simpleEvaluationId: e.id, agreeId: agree.id, consentState: e.consentState, sentTo: maskMobile(agree.guardianMobile)! };
    }

    const agree = await currentRound(em, e);
    if (!agree || agree.cancelledAt || e.consentState === ConsentState.CANCELLED || e.consentState === ConsentState.NOT_SENT)
      throw new AppError(409, 'NO_CONSENT_ROUND', '보호자 동의 요청을 먼저 보내주세요.');
    if (e.consentState === ConsentState.REFUSED) throw new AppError(409, 'CONSENT_REFUSED', '동의하지 않음으로 응답한 학생입니다. 보호자 동의 요청을 새로 보내주세요.');

    if (sendType === SendType.STUDENT) {
      if (e.consentState !== ConsentState.GUARDIAN_AGREED || agree.studentSendYn !== 'Y' || !agree.studentMobile)
        throw new AppError(409, 'STUDENT_LINK_NOT_READY', '보호자가 동의한 중·고등학생에게만 학생 동의 링크를 보낼 수 있습니다.');
      agree.studentContent = smsTexts.studentConsent(school, agreeLink(ctx, agree.id, RespondentType.STUDENT));
      agree.studentSendDate = t;
      await em.flush();
      await sms(agree.studentMobile, agree.studentContent, 'AGREE_STUDENT', `se-agree:${agree.id}:student:${t.getTime()}`);
      return { message: consentMessages.sent, simpleEvaluationId: e.id, agreeId: agree.id, consentState: e.consentState, sentTo: maskMobile(agree.studentMobile)! };
    }

    // EVALUATION: the answer link again, to whoever answers
    if (e.consentState !== ConsentState.AGREED) throw ConsentErrors.consentRequired();
    const to = mobileOf(agree, answererOf(e, agree));
    if (!to) throw ConsentErrors.consentRequired();
    const text = smsTexts.answer(school, evaluationLink(ctx, e.id));
    e.smsContent = text;
    await em.flush();
    await sms(to, text, 'EVALUATION_URL', `se-answer:${e.id}:${agree.id}:${t.getTime()}`);
    return { message: consentMessages.sent, simpleEvaluationId: e.id, agreeId: agree.id, consentState: e.consentState, sentTo: maskMobile(to)! };
  });
}

// ---- public: proving the phone ----------------------------------------------------------------------------------

/**
 * The round a link names (agreeId) or the evaluation's current round (simpleEvaluationId), or undefined when neither
 * exists: the phone check tells nobody which.
 */
async function roundOrNone(em: EntityManager, input: RespondentLinkInput): Promise<{ e: SimpleEvaluation; agree: SimpleEvaluationAgree } | undefined> {
  if (!input.agreeId === !input.simpleEvaluationId) throw Errors.badInput('링크 정보가 올바르지 않습니다. 받은 문자의 링크를 다시 확인해주세요.');
  const agree = input.agreeId
    ? await em.findOne(SimpleEvaluationAgree, { id: input.agreeId }, { populate: ['evaluation', 'evaluation.school'] })
    : await em.findOne(SimpleEvaluationAgree, { evaluation: input.simpleEvaluationId }, { orderBy: { createdAt: 'desc' }, populate: ['evaluation', 'evaluation.school'] });
  return !agree || agree.evaluation.deletedAt ? undefined : { e: agree.evaluation, agree };
}

/**
 * POST svs/simple-evaluation/auth: checks the number the person types against the link's, then texts a code to it.
 * Before the number matches, every refusal is the same (a link that does not exist, one not sent to this number yet,
 * a wrong number): a stranger probing evaluation ids learns nothing; the link's state (replaced, cancelled, refused)
 * is told to the person who holds its number.
 */
export async function requestCode(ctx: Ctx, input: RespondentLinkInput & { mobile: string }) {
  const found = await roundOrNone(ctx.em, input);
  const mobile = found && mobileOf(found.agree, input.agreeType);
  if (!found || !mobile || normalizeMobile(input.mobile) !== mobile) {
    // guessing numbers (or links) is throttled like guessing codes
    await throttle(ctx.em, found ? `se-auth-mobile:${found.agree.id}` : `se-auth-link:${ctx.ip ?? '-'}`, 10, 600);
    throw ConsentErrors.mobileMismatch();
  }
  const { e, agree } = found;
  assertOpen(e, agree, await currentRound(ctx.em, e));
  await ctx.em.transactional(async (em) => {
    const issued = await issueCode(em, ctx.config, subject(RESPONDENT_KIND, e.id, input.agreeType), { mobile, ip: ctx.ip });
    await enqueueSms(em, {
      to: mobile,
      text: smsTexts.code(issued.code),
      // no sender: a code is seen in the send history by national users only, never by the school that sent the link
      purpose: 'AUTH_CODE',
      dedupeKey: `respondent-code:${issued.codeId}`,
      refType: 'simple-evaluation',
      refId: String(e.id),
    });
  });
  return { message: consentMessages.codeSent, expiresIn: CODE_TTL_MIN * 60 };
}

/**
 * POST svs/simple-evaluation/auth-check: the code, then a respondent token for this evaluation, person and round. A
 * link that does not exist answers like a link with no live code (CODE_EXPIRED, the same per-address throttle too).
 */
export async function checkRespondentCode(ctx: Ctx, input: RespondentLinkInput & { authNumber: string }) {
  const found = await roundOrNone(ctx.em, input);
  if (!found) {
    // id 0 names no evaluation: checkCode throttles the address and refuses with CODE_EXPIRED, as for a real link
    await checkCode(ctx.em, ctx.config, subject(RESPONDENT_KIND, 0, input.agreeType), input.authNumber, { ip: ctx.ip });
    throw CodeErrors.notLive();
  }
  const { e, agree } = found;
  await checkCode(ctx.em, ctx.config, subject(RESPONDENT_KIND, e.id, input.agreeType), input.authNumber, { ip: ctx.ip });
  assertOpen(e, agree, await currentRound(ctx.em, e));
  if (!mobileOf(agree, input.agreeType)) throw ConsentErrors.notYet();
  const token = signRespondentToken(ctx.config, subject(RESPONDENT_KIND, e.id, input.agreeType, agree.id));
  return { ...token, simpleEvaluationId: e.id, agreeId: agree.id, agreeType: input.agreeType, nextStep: stepOf(e, agree, input.agreeType) };
}

// ---- respondent: the token's own record ---------------------------------------------------------------------------

interface Held {
  e: SimpleEvaluation;
  agree: SimpleEvaluationAgree;
  who: RespondentType;
  /** The verified respondent token's subject: who the access log names. */
  grant: RespondentSubject;
}

/**
 * The evaluation the respondent token names, in the round it was earned on. Another evaluation is 404 like a missing
 * one; a replaced, cancelled or refused round is 410 with a message saying so.
 */
async function held(ctx: Ctx, em: EntityManager, evaluationId: number, forUpdate = false): Promise<Held> {
  const g = requireRespondent(ctx.respondent, RESPONDENT_KIND);
  if (String(evaluationId) !== g.id) throw Errors.notFound();
  const e = await em.findOne(SimpleEvaluation, { id: evaluationId, deletedAt: null }, { populate: ['school'], ...(forUpdate ? lock : {}) });
  if (!e) throw Errors.notFound();
  const current = await currentRound(em, e);
  if (!current || current.id !== g.round) throw ConsentErrors.linkReplaced();
  assertOpen(e, current, current);
  return { e, agree: current, who: g.respondent as RespondentType, grant: g };
}

/** GET svs-c/simple-evaluation/agree/{id}: the consent round, if it is the token's. */
export async function respondentAgree(ctx: Ctx, agreeId: string): Promise<RespondentAgreeView> {
  const g = requireRespondent(ctx.respondent, RESPONDENT_KIND);
  if (g.round !== agreeId) throw Errors.notFound();
  const { e, agree, who } = await held(ctx, ctx.em, Number(g.id));
  return agreeView(e, agree, who);
}

const agreeView = (e: SimpleEvaluation, agree: SimpleEvaluationAgree, who: RespondentType): RespondentAgreeView => ({
  agreeId: agree.id,
  simpleEvaluationId: e.id,
  schoolName: e.school.name,
  schoolTargetType: e.schoolTargetType,
  respondent: who,
  agreeType: agree.agreeType ?? undefined,
  consentState: e.consentState,
  guardianAgreeYn: agree.guardianAgreeYn ?? undefined,
  guardianAgreeDate: agree.guardianAgreeDate ?? undefined,
  studentSendYn: agree.studentSendYn,
  studentAgreeYn: agree.studentAgreeYn ?? undefined,
  studentAgreeDate: agree.studentAgreeDate ?? undefined,
  nextStep: stepOf(e, agree, who),
});

/**
 * PUT svs-c/simple-evaluation/approval/{agreeId}/{guardian|student}: the decision, its time and method. A guardian's
 * yes for a middle/high student with studentSendYn Y texts the student's consent link in the same transaction.
 */
export async function approve(ctx: Ctx, agreeId: string, who: RespondentType, agreeYn: 'Y' | 'N'): Promise<ApprovalResultView> {
  const g = requireRespondent(ctx.respondent, RESPONDENT_KIND);
  if (g.round !== agreeId) throw Errors.notFound();
  if (g.respondent !== who) throw ConsentErrors.notRespondent();
  return ctx.em.transactional(async (em) => {
    const { e, agree } = await held(ctx, em, Number(g.id), true);
    const t = now();
    let message: string = agreeYn === 'Y' ? consentMessages.agreed : consentMessages.refused;
    if (who === RespondentType.GUARDIAN) {
      if (agree.guardianAgreeYn) throw ConsentErrors.alreadyAnswered();
      if (e.consentState !== ConsentState.SENT) throw ConsentErrors.notYet();
      Object.assign(agree, { guardianAgreeYn: agreeYn, guardianAgreeDate: t, guardianAgreeMethod: CONSENT_METHOD });
      if (agreeYn === 'N') e.consentState = ConsentState.REFUSED;
      else if (isMiddleHigh(e) && agree.studentSendYn === 'Y' && agree.studentMobile) {
        agree.agreeType = RespondentType.STUDENT;
        agree.studentSendDate = t;
        agree.studentContent = smsTexts.studentConsent(e.school.name, agreeLink(ctx, agree.id, RespondentType.STUDENT));
        e.consentState = ConsentState.GUARDIAN_AGREED;
        message = consentMessages.studentLinkSent;
        await enqueueSms(em, {
          to: agree.studentMobile,
          text: agree.studentContent,
          purpose: 'AGREE_STUDENT',
          dedupeKey: `se-agree:${agree.id}:student`,
          refType: 'simple-evaluation',
          refId: String(e.id),
          // placed where the staff member who started the round belongs (the send history's jurisdiction)
          senderId: agree.createdBy ? String(agree.createdBy) : undefined,
        });
      } else e.consentState = ConsentState.AGREED;
    } else {
      if (agree.studentAgreeYn) throw ConsentErrors.alreadyAnswered();
      if (e.consentState !== ConsentState.GUARDIAN_AGREED) throw ConsentErrors.notYet();
      Object.assign(agree, { studentAgreeYn: agreeYn, studentAgreeDate: t, studentAgreeMethod: CONSENT_METHOD });
      e.consentState = agreeYn === 'Y' ? ConsentState.AGREED : ConsentState.REFUSED;
    }
    await em.flush();
    return { message, simpleEvaluationId: e.id, consentState: e.consentState, nextStep: stepOf(e, agree, who) };
  });
}

function evaluationView(e: SimpleEvaluation, agree: SimpleEvaluationAgree, who: RespondentType): RespondentEvaluationView {
  const answerer = answererOf(e, agree);
  return {
    id: e.id,
    schoolName: e.school.name,
    schoolTargetType: e.schoolTargetType,
    respondent: who,
    consentState: e.consentState,
    isDone: e.isDone,
    canAnswer: who === answerer && e.consentState === ConsentState.AGREED && e.isDone === 'N',
    nextStep: stepOf(e, agree, who),
    // the result is for the person who answered; the guardian of a middle/high student does not see the student's
    result: e.isDone === 'Y' && who === answerer ? respondentResult(e, who) : undefined,
    linkageRequestedAt: who === answerer ? (agree.linkageRequestedAt ?? undefined) : undefined,
  };
}

/**
 * GET svs-c/simple-evaluation/{id} (the questionnaire page and the result page both load it): a read of the student's
 * record by the respondent, written to the access log like a staff member's read of the detail.
 */
export async function respondentEvaluation(ctx: Ctx, id: number): Promise<RespondentEvaluationView> {
  const { e, agree, who, grant } = await held(ctx, ctx.em, id);
  const view = evaluationView(e, agree, who);
  await logAccess(ctx, {
    action: 'READ',
    subjectType: EVALUATION_SUBJECT,
    subjectId: e.id,
    respondent: grant,
    detail: view.result ? '응답자 결과 안내 조회' : '응답자 검사 상태 조회',
  });
  return view;
}

/**
 * PUT svs-c/simple-evaluation/{simpleEvaluationId}: the respondent's answers, scored by the simple-evaluation
 * service, which runs the crisis rule and raises a crisis alert in the same transaction like every other path.
 */
export async function submitRespondentAnswers(ctx: Ctx, id: number, answers: unknown): Promise<RespondentEvaluationView> {
  return ctx.em.transactional(async (em) => {
    const { e, agree, who, grant } = await held(ctx, em, id, true);
    if (who !== answererOf(e, agree)) throw ConsentErrors.notAnswerer();
    if (e.isDone === 'Y') throw ConsentErrors.alreadyDone();
    if (e.consentState !== ConsentState.AGREED) throw ConsentErrors.consentRequired();
    await submitAnswers(em, e, answers); // scores, runs the crisis rule and raises its alert
    // like staff entering a paper questionnaire: the change (and the result answered with it) is logged
    await logAccess({ ...ctx, em }, { action: 'UPDATE', subjectType: EVALUATION_SUBJECT, subjectId: e.id, respondent: grant, detail: '응답자 응답 제출 (완료)' });
    return evaluationView(e, agree, who);
  });
}

/**
 * POST svs-c/simple-evaluation/after-management: the person who answered asks (or declines) to be put in touch with
 * help after reading the result. Kept on the evaluation's after-management fields until staff record their own
 * after-management (staff's entry is never overwritten); a Y tells the school's users and the center's staff.
 * A request is made once per consent round (linkageRequestedAt, under the row lock): a second one, a double tap
 * or a retry, is 409 ALREADY_REQUESTED and tells nobody again.
 */
export async function requestAfterManagement(ctx: Ctx, input: RespondentAfterManagementInput): Promise<{ message: string }> {
  return ctx.em.transactional(async (em) => {
    const { e, agree, who } = await held(ctx, em, input.simpleEvaluationId, true);
    if (who !== answererOf(e, agree)) throw ConsentErrors.notAnswerer();
    if (e.isDone !== 'Y') throw ConsentErrors.notDone();
    if (agree.linkageRequestedAt) throw ConsentErrors.alreadyRequested();
    if (input.linkageYn === 'Y') agree.linkageRequestedAt = now();
    if (!e.afterManagedAt) {
      e.linkageYn = input.linkageYn;
      e.institutionLinkage = input.linkageYn === 'Y' ? input.institutionLinkage?.trim() || undefined : undefined;
      e.institutionLinkageEtc = input.linkageYn === 'Y' ? input.institutionLinkageEtc?.trim() || undefined : undefined;
    }
    await em.flush();
    if (input.linkageYn === 'Y') {
      await notifyAffiliated(
        em,
        {
          schoolId: e.school.id,
          schoolRoles: [RoleCode.MEMBER, RoleCode.CLIENT],
          centerIds: e.center ? [e.center.id] : [],
          centerRoles: [RoleCode.CENTER_MANAGER, RoleCode.CENTER_MEMBER],
        },
        {
          type: 'SYSTEM',
          title: '간편검사 상담 연계 희망',
          content: `관리번호 ${e.studentCode} 학생의 간편검사 응답자가 상담·기관 연계를 희망했습니다.`,
          link: `/auth/simple-evaluation/after-management/${e.id}`,
        },
      );
    }
    return { message: consentMessages.afterManagement };
  });
}
