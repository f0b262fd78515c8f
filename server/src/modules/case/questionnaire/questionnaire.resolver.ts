import { Arg, Args, Ctx as GqlCtx, Int, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import { Allow } from '../../../platform/auth/access.js';
import type { GqlContext } from '../../../platform/graphql/context.js';
import { mapPage } from '../../../platform/paging.js';
import { MessageResult } from '../../account/account.views.js';
import { CodeSentView } from '../../consent/consent.views.js';
import type { LinkQuestionnaire } from './questionnaire.entity.js';
import {
  QuestionnaireAuthCheckInput,
  QuestionnaireAuthInput,
  QuestionnaireListArgs,
  RespondentSatisfactionInput,
  RespondentSdqKrInput,
  SatisfactionCreateInput,
  SatisfactionSendUrlInput,
  SatisfactionUpdateInput,
  SdqKrCreateInput,
  SdqKrSendUrlInput,
  SdqKrUpdateInput,
} from './questionnaire.inputs.js';
import * as svc from './questionnaire.service.js';
import {
  LinkSentView,
  QuestionnaireTokenView,
  RespondentQuestionnaireView,
  respondentView,
  SatisfactionAssessmentPage,
  SatisfactionAssessmentView,
  satisfactionView,
  SdqKrPage,
  SdqKrView,
  sdqKrView,
} from './questionnaire.views.js';
import { CASE_QUESTIONNAIRE_ACCESS, QUESTIONNAIRE_RESPONDENT } from '../case.access.js';

/** One declaration for both doors (case.access.ts). */
const { case: CASE, respondentCode: RESPONDENT_CODE } = CASE_QUESTIONNAIRE_ACCESS;

interface Names {
  /** Type name: SdqKr, SatisfactionAssessment. */
  one: string;
  /** List query: sdqKrs, satisfactionAssessments. */
  many: string;
}

/**
 * The GraphQL twins of one questionnaire's calls, named after it (sdqKr, sdqKrs, createSdqKr, sendSdqKrUrl,
 * requestSdqKrCode, verifySdqKrCode, respondentSdqKr, submitRespondentSdqKr, …): one resolver class per kind, built
 * from the same factory, so both kinds answer alike.
 */
function questionnaireResolver<E extends LinkQuestionnaire>(
  k: svc.QuestionnaireKind<E>,
  n: Names,
  t: { View: ClassType; Page: ClassType; Create: ClassType; Update: ClassType; Send: ClassType; Respondent: ClassType; view: (r: E) => object },
) {
  const lower = n.one[0].toLowerCase() + n.one.slice(1);
  const RESPONDENT = QUESTIONNAIRE_RESPONDENT[k.kind];

  @Resolver()
  class QuestionnaireResolver {
    @Allow(CASE)
    @Query(() => t.Page, { name: n.many, description: `한 사례의 ${k.name} 목록 (GET svs-u/${k.kind})` })
    async list(@Args(() => QuestionnaireListArgs) args: QuestionnaireListArgs, @GqlCtx() ctx: GqlContext) {
      return mapPage(await svc.listQuestionnaires(ctx, k, args), t.view);
    }

    @Allow(CASE)
    @Query(() => t.View, { name: lower, description: `${k.name} 상세 (GET svs-u/${k.kind}/{id})` })
    async one(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
      return t.view(await svc.getQuestionnaire(ctx, k, id));
    }

    @Allow(CASE)
    @Mutation(() => t.View, { name: `create${n.one}`, description: `${k.name} 등록 (POST svs-u/${k.kind})` })
    async create(@Arg('input', () => t.Create) input: svc.CreateInput, @GqlCtx() ctx: GqlContext) {
      return t.view(await svc.createQuestionnaire(ctx, k, input));
    }

    @Allow(CASE)
    @Mutation(() => t.View, { name: `update${n.one}`, description: `${k.name} 수정 (PUT svs-u/${k.kind}/{id})` })
    async update(@Arg('id', () => Int) id: number, @Arg('input', () => t.Update) input: svc.UpdateInput, @GqlCtx() ctx: GqlContext) {
      return t.view(await svc.updateQuestionnaire(ctx, k, id, input));
    }

    @Allow(CASE)
    @Mutation(() => MessageResult, { name: `delete${n.one}`, description: `${k.name} 삭제 (DELETE svs-u/${k.kind}/{id})` })
    remove(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
      return svc.deleteQuestionnaire(ctx, k, id);
    }

    @Allow(CASE)
    @Mutation(() => LinkSentView, { name: `send${n.one}Url`, description: `${k.name} 링크 문자 발송 (POST svs-u/${k.kind}/send-url)` })
    send(@Arg('input', () => t.Send) input: svc.SendInput, @GqlCtx() ctx: GqlContext) {
      return svc.sendQuestionnaireUrl(ctx, k, input);
    }

    @Allow(RESPONDENT_CODE)
    @Mutation(() => CodeSentView, { name: `request${n.one}Code`, description: `응답자 인증번호 요청 (POST svs/request/${k.kind}/auth)` })
    requestCode(@Arg('input', () => QuestionnaireAuthInput) input: QuestionnaireAuthInput, @GqlCtx() ctx: GqlContext) {
      return svc.requestQuestionnaireCode(ctx, k, input);
    }

    @Allow(RESPONDENT_CODE)
    @Mutation(() => QuestionnaireTokenView, { name: `verify${n.one}Code`, description: `응답자 인증번호 확인 (POST svs/request/${k.kind}/auth-check)` })
    verifyCode(@Arg('input', () => QuestionnaireAuthCheckInput) input: QuestionnaireAuthCheckInput, @GqlCtx() ctx: GqlContext) {
      return svc.checkQuestionnaireCode(ctx, k, input);
    }

    @Allow(RESPONDENT)
    @Query(() => RespondentQuestionnaireView, { name: `respondent${n.one}`, description: `응답자의 설문 상태 (GET svs-c/${k.kind}/{id})` })
    async respondentOne(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
      return respondentView(await svc.respondentQuestionnaire(ctx, k, id));
    }

    @Allow(RESPONDENT)
    @Mutation(() => RespondentQuestionnaireView, { name: `submitRespondent${n.one}`, description: `응답 제출 (PUT svs-c/${k.kind}/{id})` })
    async submit(@Arg('id', () => Int) id: number, @Arg('input', () => t.Respondent) input: object, @GqlCtx() ctx: GqlContext) {
      return respondentView(await svc.submitRespondentQuestionnaire(ctx, k, id, input));
    }
  }
  Object.defineProperty(QuestionnaireResolver, 'name', { value: `${n.one}Resolver` });
  return QuestionnaireResolver;
}

export const SdqKrResolver = questionnaireResolver(svc.SDQ_KIND, { one: 'SdqKr', many: 'sdqKrs' }, {
  View: SdqKrView,
  Page: SdqKrPage,
  Create: SdqKrCreateInput,
  Update: SdqKrUpdateInput,
  Send: SdqKrSendUrlInput,
  Respondent: RespondentSdqKrInput,
  view: sdqKrView,
});

export const SatisfactionAssessmentResolver = questionnaireResolver(
  svc.SATISFACTION_KIND,
  { one: 'SatisfactionAssessment', many: 'satisfactionAssessments' },
  {
    View: SatisfactionAssessmentView,
    Page: SatisfactionAssessmentPage,
    Create: SatisfactionCreateInput,
    Update: SatisfactionUpdateInput,
    Send: SatisfactionSendUrlInput,
    Respondent: RespondentSatisfactionInput,
    view: satisfactionView,
  },
);
