import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../../platform/context.js';
import { Errors } from '../../platform/errors.js';
import { checkCode, CODE_TTL_MIN, CodeErrors, issueCode, signRespondentToken, subject } from '../../platform/respondent/index.js';
import { normalizeMobile } from '../../platform/rules.js';
import { enqueueSms } from '../../platform/sms.js';
import { throttle } from '../../platform/throttle.js';
import type { RespondentLinkInput } from './consent.inputs.js';
import { assertOpen, ConsentErrors, consentMessages, mobileOf, RESPONDENT_KIND, smsTexts, stepOf, roundOfLink, withRound } from './consent.round.js';
import { SimpleEvaluation, SimpleEvaluationAgree } from '../evaluation-record/simple-evaluation.entity.js';

// ---- public: proving the phone ----------------------------------------------------------------------------------

/**
 * The round a link names (agreeId) or the evaluation's current round (simpleEvaluationId), or undefined when neither
 * exists: the phone check tells nobody which.
 */
async function roundOrNone(em: EntityManager, input: RespondentLinkInput): Promise<{ e: SimpleEvaluation; agree: SimpleEvaluationAgree } | undefined> {
  if (!input.agreeId === !input.simpleEvaluationId) throw Errors.badInput('링크 정보가 올바르지 않습니다. 받은 문자의 링크를 다시 확인해주세요.');
  if (input.simpleEvaluationId) {
    return (await withRound(em, input.simpleEvaluationId)) ?? undefined;
  }
  const found = await roundOfLink(em, input.agreeId!);
  return !found || found.e.deletedAt ? undefined : found;
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
  assertOpen(e, agree, e.currentRound ?? null);
  await issueCode(ctx.em, ctx.config, subject(RESPONDENT_KIND, e.id, input.agreeType), { mobile, ip: ctx.ip }, (tx, issued) =>
    enqueueSms(tx, {
      to: mobile,
      text: smsTexts.code(issued.code),
      // no sender: a code is seen in the send history by national users only, never by the school that sent the link
      purpose: 'AUTH_CODE',
      dedupeKey: `respondent-code:${issued.codeId}`,
      refType: 'simple-evaluation',
      refId: String(e.id),
    }),
  );
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
  assertOpen(e, agree, e.currentRound ?? null);
  if (!mobileOf(agree, input.agreeType)) throw ConsentErrors.notYet();
  const token = signRespondentToken(ctx.config, subject(RESPONDENT_KIND, e.id, input.agreeType, agree.id));
  return { ...token, simpleEvaluationId: e.id, agreeId: agree.id, agreeType: input.agreeType, nextStep: stepOf(e, agree, input.agreeType) };
}
