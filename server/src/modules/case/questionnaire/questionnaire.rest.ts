import type { ClassType } from 'type-graphql';
import { message } from '../../../platform/http/contract.js';
import { intParam, route, type RestRoute } from '../../../platform/http/rest.js';
import { mapPage, type Page } from '../../../platform/paging.js';
import { parseInput } from '../../../platform/validation.js';
import { CodeSentView } from '../../consent/consent.views.js';
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
import type { LinkQuestionnaire } from './questionnaire.entity.js';
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

/** One declaration for both doors (case.access.ts): the case-management menu (00009), as every case record. */
const { case: CASE, respondentCode: RESPONDENT_CODE } = CASE_QUESTIONNAIRE_ACCESS;
const noStore = (res: { set(name: string, value: string): unknown }) => res.set('Cache-Control', 'no-store');
const created = (res: { status(code: number): unknown }, body: object) => (res.status(201), body);
const submitted = (res: { set(name: string, value: string): unknown }, r: LinkQuestionnaire) => (noStore(res), respondentView(r));
const WRITE_ERRORS = { 409: ['CASE_NOT_OPEN', 'DUPLICATE', 'ALREADY_DONE'] };

interface Doors<E extends LinkQuestionnaire> {
  k: svc.QuestionnaireKind<E>;
  view: (r: E) => object;
  View: ClassType;
  Page: ClassType;
  Create: ClassType<svc.CreateInput>;
  Update: ClassType<svc.UpdateInput>;
  Send: ClassType<svc.SendInput>;
  Respondent: ClassType<object>;
  /**
   * The handlers that parse a kind's own body class, written at the call site so each names its class (the OpenAPI
   * test reads a handler's parseInput class from its source).
   */
  handlers: { create: RestRoute['handler']; update: RestRoute['handler']; send: RestRoute['handler']; submit: RestRoute['handler'] };
}

/** The ten calls of one questionnaire (SPEC §7 "SDQ-KR and satisfaction assessment"), thin over the one service. */
function questionnaireRoutes<E extends LinkQuestionnaire>(d: Doors<E>): RestRoute[] {
  const { k } = d;
  const base = `svs-u/${k.kind}`;
  const name = k.name;
  // SDQ-KR: the self-report's age rule (links and paper records) and the form's wording (links)
  const ageError: Record<number, string[]> = k.selfReportAgeRule ? { 400: ['SDQ_SELF_REPORT_AGE'] } : {};
  const formError = k.formOf ? ['FORM_NOT_READY'] : [];
  const RESPONDENT = QUESTIONNAIRE_RESPONDENT[k.kind];
  return [
    route('get', base, CASE, async (ctx, req) => {
      const page: Page<E> = await svc.listQuestionnaires(ctx, k, await parseInput(QuestionnaireListArgs, req.query));
      return mapPage(page, d.view);
    }, { summary: `한 사례의 ${name} 목록 (휴대전화번호는 가림, 완료된 검사는 점수 포함)`, query: QuestionnaireListArgs, response: d.Page }),
    route('get', `${base}/:id`, CASE, async (ctx, req) => d.view(await svc.getQuestionnaire(ctx, k, intParam(req.params.id))), {
      summary: `${name} 상세 (열람 기록)`,
      params: { id: 'integer' },
      response: d.View,
    }),
    route('post', base, CASE, d.handlers.create, {
      summary: `${name} 등록 (종이 설문을 직원이 입력)`,
      ...(k.selfReportAgeRule ? { description: '학생용(STUDENT)은 오늘(한국 날짜) 만 11–17세인 학생만 등록할 수 있습니다 (SDQ_SELF_REPORT_AGE).' } : {}),
      body: d.Create,
      response: d.View,
      created: true,
      errors: { ...ageError, ...WRITE_ERRORS },
    }),
    route('put', `${base}/:id`, CASE, d.handlers.update, {
      summary: `${name} 수정 (응답 입력, 완료 처리)`,
      params: { id: 'integer' },
      body: d.Update,
      response: d.View,
      errors: WRITE_ERRORS,
    }),
    route('delete', `${base}/:id`, CASE, async (ctx, req) => svc.deleteQuestionnaire(ctx, k, intParam(req.params.id)), {
      summary: `${name} 삭제`,
      params: { id: 'integer' },
      response: message,
      errors: { 409: ['CASE_NOT_OPEN'] },
    }),
    route('post', `${base}/send-url`, CASE, d.handlers.send, {
      summary: `${name} 링크 문자 발송`,
      description:
        `완료되지 않은 기록이 있으면 다시 쓰고, 없으면 만듭니다. 링크 /app/request/${k.kind}/{id}를 보내며, 이전에 보낸 링크로 받은 인증은 더 이상 쓸 수 없습니다.` +
        (k.selfReportAgeRule ? ' 학생용(STUDENT)은 보내는 날(한국 날짜) 만 11–17세인 학생에게만 보냅니다 (SDQ_SELF_REPORT_AGE).' : '') +
        (k.formOf ? ' 응답자의 설문지에 아직 라이선스 문항 대신 자리표시 문구가 있으면 보내지 않습니다 (FORM_NOT_READY).' : ''),
      body: d.Send,
      response: LinkSentView,
      errors: { ...ageError, 409: ['CASE_NOT_OPEN', 'ALREADY_DONE', ...formError] },
    }),
    route('post', `svs/request/${k.kind}/auth`, RESPONDENT_CODE, async (ctx, req, res) => {
      noStore(res);
      return svc.requestQuestionnaireCode(ctx, k, await parseInput(QuestionnaireAuthInput, req.body));
    }, {
      summary: `${name} 응답자 휴대전화 인증번호 요청`,
      description: '링크를 받은 휴대전화번호를 입력하면 그 번호로 6자리 인증번호(10분, 1회용)를 보냅니다.',
      body: QuestionnaireAuthInput,
      response: CodeSentView,
      errors: { 400: ['MOBILE_MISMATCH'], 429: ['TOO_MANY_ATTEMPTS'] },
    }),
    route('post', `svs/request/${k.kind}/auth-check`, RESPONDENT_CODE, async (ctx, req, res) => {
      noStore(res);
      return svc.checkQuestionnaireCode(ctx, k, await parseInput(QuestionnaireAuthCheckInput, req.body));
    }, {
      summary: `${name} 인증번호 확인 → 응답자 토큰 (30분)`,
      description: `이 설문 하나만 가리키는 응답자 토큰을 줍니다. svs-c/${k.kind} 호출에 X-Respondent-Token 헤더로 보냅니다.`,
      body: QuestionnaireAuthCheckInput,
      response: QuestionnaireTokenView,
      errors: { 400: ['CODE_EXPIRED', 'CODE_MISMATCH', 'CODE_VOIDED'], 429: ['TOO_MANY_ATTEMPTS'] },
    }),
    route('get', `svs-c/${k.kind}/:id`, RESPONDENT, async (ctx, req, res) => {
      noStore(res);
      return respondentView(await svc.respondentQuestionnaire(ctx, k, intParam(req.params.id)));
    }, { summary: `응답자의 ${name} 상태 (응답자 토큰의 설문만)`, params: { id: 'integer' }, response: RespondentQuestionnaireView, errors: { 410: ['LINK_REPLACED'] } }),
    route('put', `svs-c/${k.kind}/:id`, RESPONDENT, d.handlers.submit, {
      summary: `${name} 응답 제출 (한 번, 제출 뒤에는 바꿀 수 없음)`,
      params: { id: 'integer' },
      body: d.Respondent,
      response: RespondentQuestionnaireView,
      errors: { 400: ['INCOMPLETE_ANSWERS'], 409: ['ALREADY_DONE'], 410: ['LINK_REPLACED'] },
    }),
  ];
}

export const caseQuestionnaireRoutes: RestRoute[] = [
  ...questionnaireRoutes({
    k: svc.SDQ_KIND,
    view: sdqKrView,
    View: SdqKrView,
    Page: SdqKrPage,
    Create: SdqKrCreateInput,
    Update: SdqKrUpdateInput,
    Send: SdqKrSendUrlInput,
    Respondent: RespondentSdqKrInput,
    handlers: {
      create: async (ctx, req, res) => created(res, sdqKrView(await svc.createQuestionnaire(ctx, svc.SDQ_KIND, await parseInput(SdqKrCreateInput, req.body)))),
      update: async (ctx, req) => sdqKrView(await svc.updateQuestionnaire(ctx, svc.SDQ_KIND, intParam(req.params.id), await parseInput(SdqKrUpdateInput, req.body))),
      send: async (ctx, req) => svc.sendQuestionnaireUrl(ctx, svc.SDQ_KIND, await parseInput(SdqKrSendUrlInput, req.body)),
      submit: async (ctx, req, res) =>
        submitted(res, await svc.submitRespondentQuestionnaire(ctx, svc.SDQ_KIND, intParam(req.params.id), await parseInput(RespondentSdqKrInput, req.body))),
    },
  }),
  ...questionnaireRoutes({
    k: svc.SATISFACTION_KIND,
    view: satisfactionView,
    View: SatisfactionAssessmentView,
    Page: SatisfactionAssessmentPage,
    Create: SatisfactionCreateInput,
    Update: SatisfactionUpdateInput,
    Send: SatisfactionSendUrlInput,
    Respondent: RespondentSatisfactionInput,
    handlers: {
      create: async (ctx, req, res) =>
        created(res, satisfactionView(await svc.createQuestionnaire(ctx, svc.SATISFACTION_KIND, await parseInput(SatisfactionCreateInput, req.body)))),
      update: async (ctx, req) =>
        satisfactionView(await svc.updateQuestionnaire(ctx, svc.SATISFACTION_KIND, intParam(req.params.id), await parseInput(SatisfactionUpdateInput, req.body))),
      send: async (ctx, req) => svc.sendQuestionnaireUrl(ctx, svc.SATISFACTION_KIND, await parseInput(SatisfactionSendUrlInput, req.body)),
      submit: async (ctx, req, res) =>
        submitted(res, await svc.submitRespondentQuestionnaire(ctx, svc.SATISFACTION_KIND, intParam(req.params.id), await parseInput(RespondentSatisfactionInput, req.body))),
    },
  }),
];
