import type { EntityManager } from '@mikro-orm/postgresql';
import { permit, requireUser } from '../../platform/auth/access.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { AppError, Errors } from '../../platform/errors.js';
import { maskMobile, normalizeMobile } from '../../platform/rules.js';
import { enqueueSms, enqueueSmsMany } from '../../platform/sms.js';
import { RespondentType, SendType, type SendUrlInput } from './consent.inputs.js';
import { consentPolicy } from './consent.policy.js';
import { agreeLink, answererOf, ConsentErrors, consentMessages, currentRound, evaluationLink, isMiddleHigh, lock, mobileOf, smsTexts } from './consent.round.js';
import type { SendUrlResultView } from './consent.views.js';
import { ConsentState, SimpleEvaluation, SimpleEvaluationAgree } from '../evaluation-record/simple-evaluation.entity.js';
import { findEvaluation } from '../evaluation-record/simple-evaluation.service.js';

// ---- staff: sending links -------------------------------------------------------------------------------------------

/** A consent request sent again by the same person to the same number within this time is the same send. */
export const CONSENT_SEND_WINDOW_MS = 60_000;

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
    e.currentRound = agree;
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
