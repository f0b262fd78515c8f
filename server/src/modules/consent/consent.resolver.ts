import { Arg, Ctx as GqlCtx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import {
  ApprovalInput,
  RespondentAfterManagementInput,
  RespondentAnswersInput,
  RespondentAuthCheckInput,
  RespondentAuthInput,
  RespondentType,
  SendType,
  SendUrlInput,
} from './consent.inputs.js';
import { CONSENT_ACCESS } from './consent.access.js';
import * as consent from './consent.service.js';
import * as phone from './consent.phone.js';
import * as respondentSide from './consent.respondent.js';
import {
  ApprovalResultView,
  CodeSentView,
  RespondentAgreeView,
  RespondentEvaluationView,
  RespondentTokenView,
  SendUrlResultView,
} from './consent.views.js';
import { MessageResult } from '../account/account.views.js';

/**
 * GraphQL twins of the consent and answer link calls (the phone pages use these with the client token and the
 * X-Respondent-Token header).
 */
@Resolver()
export class ConsentResolver {
  @Allow(CONSENT_ACCESS.send)
  @Mutation(() => SendUrlResultView, { description: '동의 링크·검사 링크 문자 발송 (POST svs-u/simple-evaluation/send-url/{sendType})' })
  sendSimpleEvaluationUrl(
    @Arg('sendType', () => SendType) sendType: SendType,
    @Arg('input', () => SendUrlInput) input: SendUrlInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return consent.sendUrl(ctx, sendType, input);
  }

  @Allow(CONSENT_ACCESS.phone)
  @Mutation(() => CodeSentView, { description: '응답자 휴대전화 인증번호 요청 (POST svs/simple-evaluation/auth)' })
  requestRespondentCode(@Arg('input', () => RespondentAuthInput) input: RespondentAuthInput, @GqlCtx() ctx: GqlContext) {
    return phone.requestCode(ctx, input);
  }

  @Allow(CONSENT_ACCESS.phone)
  @Mutation(() => RespondentTokenView, { description: '응답자 인증번호 확인, 응답자 토큰 발급 (POST svs/simple-evaluation/auth-check)' })
  verifyRespondentCode(@Arg('input', () => RespondentAuthCheckInput) input: RespondentAuthCheckInput, @GqlCtx() ctx: GqlContext) {
    return phone.checkRespondentCode(ctx, input);
  }

  @Allow(CONSENT_ACCESS.respondent)
  @Query(() => RespondentAgreeView, { description: '동의 요청 내용 (GET svs-c/simple-evaluation/agree/{id})' })
  respondentAgree(@Arg('agreeId', () => String) agreeId: string, @GqlCtx() ctx: GqlContext) {
    return respondentSide.respondentAgree(ctx, agreeId.toLowerCase());
  }

  @Allow(CONSENT_ACCESS.respondent)
  @Mutation(() => ApprovalResultView, { description: '동의 또는 거부 (PUT svs-c/simple-evaluation/approval/{agreeId}/{guardian|student})' })
  answerConsent(
    @Arg('agreeId', () => String) agreeId: string,
    @Arg('agreeType', () => RespondentType) agreeType: RespondentType,
    @Arg('input', () => ApprovalInput) input: ApprovalInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return respondentSide.approve(ctx, agreeId.toLowerCase(), agreeType, input.agreeYn, input.lang);
  }

  @Allow(CONSENT_ACCESS.respondent)
  @Mutation(() => ApprovalResultView, { description: '동의 철회, 응답 제출 전 (PUT svs-c/simple-evaluation/withdrawal/{agreeId})' })
  withdrawConsent(@Arg('agreeId', () => String) agreeId: string, @GqlCtx() ctx: GqlContext) {
    return respondentSide.withdraw(ctx, agreeId.toLowerCase());
  }

  @Allow(CONSENT_ACCESS.respondent)
  @Query(() => RespondentEvaluationView, { description: '응답자의 검사 상태와 결과 안내 (GET svs-c/simple-evaluation/{id})' })
  respondentEvaluation(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return respondentSide.respondentEvaluation(ctx, id);
  }

  @Allow(CONSENT_ACCESS.respondent)
  @Mutation(() => RespondentEvaluationView, { description: '응답 제출 (PUT svs-c/simple-evaluation/{simpleEvaluationId})' })
  submitRespondentAnswers(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RespondentAnswersInput) input: RespondentAnswersInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return respondentSide.submitRespondentAnswers(ctx, id, Object.fromEntries(input.answers.map((a) => [a.key, a.value ?? null])));
  }

  @Allow(CONSENT_ACCESS.respondent)
  @Mutation(() => MessageResult, { description: '응답자의 상담·기관 연계 희망 (POST svs-c/simple-evaluation/after-management)' })
  requestRespondentAfterManagement(@Arg('input', () => RespondentAfterManagementInput) input: RespondentAfterManagementInput, @GqlCtx() ctx: GqlContext) {
    return respondentSide.requestAfterManagement(ctx, input);
  }
}
