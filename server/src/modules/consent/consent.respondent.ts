import type { EntityManager } from '@mikro-orm/postgresql';
import { logAccess } from '../../platform/access-log.js';
import { RoleCode } from '../../platform/auth/roles.js';
import { now } from '../../platform/clock.js';
import type { Ctx } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import { requireRespondent, type RespondentSubject } from '../../platform/respondent/index.js';
import { enqueueSms } from '../../platform/sms.js';
import { notifyAffiliated } from '../alarm/alarm.service.js';
import { RespondentType, type RespondentAfterManagementInput } from './consent.inputs.js';
import { respondentResult } from './consent.result.js';
import { consentText } from './consent.wording.js';
import {
  agreeLink,
  answererOf,
  assertOpen,
  ConsentErrors,
  consentMessages,
  isMiddleHigh,
  RESPONDENT_KIND,
  smsTexts,
  stepOf,
  WITHDRAWAL,
  withRound,
} from './consent.round.js';
import type { ApprovalResultView, RespondentAgreeView, RespondentEvaluationView } from './consent.views.js';
import { ConsentState, SimpleEvaluation, SimpleEvaluationAgree } from '../evaluation-record/simple-evaluation.entity.js';
import { EVALUATION_SUBJECT, submitAnswers } from '../evaluation-record/simple-evaluation.service.js';
import { simpleEvaluationFormView } from '../forms/forms.service.js';

// ---- respondent: the token's own record ---------------------------------------------------------------------------

/** How a respondent proved the phone and answered: recorded with each consent. */
export const CONSENT_METHOD = 'SMS_CODE';

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
async function held(ctx: Ctx, em: EntityManager, evaluationId: number, o: { forUpdate?: boolean; managed?: boolean } = {}): Promise<Held> {
  const g = requireRespondent(ctx.respondent, RESPONDENT_KIND);
  if (String(evaluationId) !== g.id) throw Errors.notFound();
  // the evaluation as an entity when a change to it is flushed (managed); otherwise plain objects, no hydration
  const round = await withRound(em, evaluationId, o);
  if (!round || round.agree.id !== g.round) {
    // off the usual path: a missing evaluation is 404; one whose round is not the token's any more, 410
    if (!round && !(await em.count(SimpleEvaluation, { id: evaluationId, deletedAt: null }))) throw Errors.notFound();
    throw ConsentErrors.linkReplaced();
  }
  assertOpen(round.e, round.agree, round.agree);
  return { ...round, who: g.respondent as RespondentType, grant: g };
}

/** A change to the locked round (always a plain object, readRound) written by its own statement, the object kept in step. */
async function updateRound(em: EntityManager, agree: SimpleEvaluationAgree, changes: Partial<SimpleEvaluationAgree>, t = now()): Promise<void> {
  Object.assign(agree, changes);
  await em.nativeUpdate(SimpleEvaluationAgree, { id: agree.id }, { ...changes, updatedAt: t });
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
 * yes for a middle/high student with studentSendYn Y texts the student's consent link in the same transaction. The
 * locked round is read as plain objects and changed by one update per table (no unit of work: every guardian of
 * the country passes here).
 */
export async function approve(ctx: Ctx, agreeId: string, who: RespondentType, agreeYn: 'Y' | 'N', lang?: string): Promise<ApprovalResultView> {
  const g = requireRespondent(ctx.respondent, RESPONDENT_KIND);
  if (g.round !== agreeId) throw Errors.notFound();
  if (g.respondent !== who) throw ConsentErrors.notRespondent();
  return ctx.em.transactional(async (em) => {
    const { e, agree } = await held(ctx, em, Number(g.id), { forUpdate: true });
    const t = now();
    let message: string = agreeYn === 'Y' ? consentMessages.agreed : consentMessages.refused;
    let changes: Partial<SimpleEvaluationAgree>;
    if (who === RespondentType.GUARDIAN) {
      if (agree.guardianAgreeYn) throw ConsentErrors.alreadyAnswered();
      if (e.consentState !== ConsentState.SENT) throw ConsentErrors.notYet();
      changes = {
        guardianAgreeYn: agreeYn,
        guardianAgreeDate: t,
        guardianAgreeMethod: CONSENT_METHOD,
        guardianConsentText: consentText(RespondentType.GUARDIAN),
        guardianLang: lang ?? 'ko',
      };
      if (agreeYn === 'N') e.consentState = ConsentState.REFUSED;
      else if (isMiddleHigh(e) && agree.studentSendYn === 'Y' && agree.studentMobile) {
        changes.agreeType = RespondentType.STUDENT;
        changes.studentSendDate = t;
        changes.studentContent = smsTexts.studentConsent(e.school.name, agreeLink(ctx, agree.id, RespondentType.STUDENT));
        e.consentState = ConsentState.GUARDIAN_AGREED;
        message = consentMessages.studentLinkSent;
        await enqueueSms(em, {
          to: agree.studentMobile,
          text: changes.studentContent,
          purpose: 'AGREE_STUDENT',
          dedupeKey: `se-agree:${agree.id}:student`,
          refType: 'simple-evaluation',
          refId: String(e.id),
          // placed where the staff member who started the round belongs (the send history's jurisdiction), but not
          // charged to that person's limits: the guardian's consent must not fail on the teacher's day of sending
          senderId: agree.createdBy ? String(agree.createdBy) : undefined,
          charged: false,
        });
      } else e.consentState = ConsentState.AGREED;
    } else {
      if (agree.studentAgreeYn) throw ConsentErrors.alreadyAnswered();
      if (e.consentState !== ConsentState.GUARDIAN_AGREED) throw ConsentErrors.notYet();
      // the student's page is Korean only
      changes = { studentAgreeYn: agreeYn, studentAgreeDate: t, studentAgreeMethod: CONSENT_METHOD, studentConsentText: consentText(RespondentType.STUDENT) };
      e.consentState = agreeYn === 'Y' ? ConsentState.AGREED : ConsentState.REFUSED;
    }
    await updateRound(em, agree, changes, t);
    await em.nativeUpdate(SimpleEvaluation, { id: e.id }, { consentState: e.consentState, updatedAt: t });
    return { message, simpleEvaluationId: e.id, consentState: e.consentState, nextStep: stepOf(e, agree, who) };
  });
}

/**
 * PUT svs-c/simple-evaluation/withdrawal/{agreeId}: the person who consented takes it back through the same link,
 * while the answers are not submitted (afterwards only by a request to the school, which staff record with agreeCancel).
 * The round is then refused (its links end, like a "no"), and the withdrawal is kept on it: when, by whom, LINK.
 */
export async function withdraw(ctx: Ctx, agreeId: string): Promise<ApprovalResultView> {
  const g = requireRespondent(ctx.respondent, RESPONDENT_KIND);
  if (g.round !== agreeId) throw Errors.notFound();
  return ctx.em.transactional(async (em) => {
    const { e, agree, who, grant } = await held(ctx, em, Number(g.id), { forUpdate: true, managed: true });
    const gave = who === RespondentType.GUARDIAN ? agree.guardianAgreeYn : agree.studentAgreeYn;
    if (gave !== 'Y') throw ConsentErrors.nothingToWithdraw();
    if (e.isDone === 'Y') throw ConsentErrors.withdrawAfterDone();
    await updateRound(em, agree, { withdrawnAt: now(), withdrawnBy: who, withdrawalMethod: WITHDRAWAL.LINK });
    e.consentState = ConsentState.REFUSED;
    await em.flush();
    await logAccess({ ...ctx, em }, { action: 'UPDATE', subjectType: EVALUATION_SUBJECT, subjectId: e.id, respondent: grant, detail: '응답자 동의 철회 (링크)' });
    return { message: consentMessages.withdrawn, simpleEvaluationId: e.id, consentState: e.consentState, nextStep: stepOf(e, agree, who) };
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
 * record by the respondent, written to the access log like a staff member's read of the detail. While the holder may
 * answer it carries the questionnaire too (one call for the page, not two).
 */
export async function respondentEvaluation(ctx: Ctx, id: number): Promise<RespondentEvaluationView> {
  const { e, agree, who, grant } = await held(ctx, ctx.em, id);
  const view = evaluationView(e, agree, who);
  if (view.canAnswer) view.form = await simpleEvaluationFormView(ctx.em, e.schoolTargetType);
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
    const { e, agree, who, grant } = await held(ctx, em, id, { forUpdate: true, managed: true });
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
    const { e, agree, who } = await held(ctx, em, input.simpleEvaluationId, { forUpdate: true, managed: true });
    if (who !== answererOf(e, agree)) throw ConsentErrors.notAnswerer();
    if (e.isDone !== 'Y') throw ConsentErrors.notDone();
    if (agree.linkageRequestedAt) throw ConsentErrors.alreadyRequested();
    if (input.linkageYn === 'Y') await updateRound(em, agree, { linkageRequestedAt: now() });
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
