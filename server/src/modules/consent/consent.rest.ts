import { message } from '../../platform/http/contract.js';
import { intParam, route } from '../../platform/http/rest.js';
import { Errors } from '../../platform/errors.js';
import { parseInput } from '../../platform/validation.js';
import { CONSENT_ACCESS } from './consent.access.js';
import * as consent from './consent.service.js';
import * as phone from './consent.phone.js';
import * as respondentSide from './consent.respondent.js';
import { respondentConsentCopy, respondentResultReport } from './consent.report.js';
import {
  ApprovalInput,
  RespondentAfterManagementInput,
  RespondentAnswersBody,
  RespondentAuthCheckInput,
  RespondentAuthInput,
  RespondentType,
  SendType,
  SendUrlInput,
} from './consent.inputs.js';
import {
  ApprovalResultView,
  CodeSentView,
  RespondentAgreeView,
  RespondentEvaluationView,
  RespondentTokenView,
  SendUrlResultView,
} from './consent.views.js';

/** send-url/{sendType}: AGREE (GUARDIAN is the same), STUDENT or EVALUATION, in any case. */
export function sendTypeOf(v: unknown): SendType {
  const s = typeof v === 'string' ? v.toUpperCase() : '';
  if (s === 'AGREE' || s === 'GUARDIAN') return SendType.AGREE;
  if (s === 'STUDENT') return SendType.STUDENT;
  if (s === 'EVALUATION') return SendType.EVALUATION;
  throw Errors.badInput('발송 종류가 올바르지 않습니다. (AGREE, STUDENT, EVALUATION)', { field: 'sendType' });
}

/** A consent round id in a path: anything but a UUID names nothing (404). */
const uuidParam = (v: unknown): string => {
  if (typeof v !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) throw Errors.notFound();
  return v.toLowerCase();
};

const noStore = (res: { set(name: string, value: string): unknown }) => res.set('Cache-Control', 'no-store');
const LINK_ERRORS = { 410: ['LINK_REPLACED', 'LINK_CANCELLED', 'CONSENT_REFUSED'] };
const uuid = { type: 'string', format: 'uuid' };

const approval = (who: RespondentType) =>
  route('put', `svs-c/simple-evaluation/approval/:agreeId/${who.toLowerCase()}`, CONSENT_ACCESS.respondent, async (ctx, req, res) => {
    noStore(res);
    const input = await parseInput(ApprovalInput, req.body);
    return respondentSide.approve(ctx, uuidParam(req.params.agreeId), who, input.agreeYn, input.lang);
  }, {
    summary: who === RespondentType.GUARDIAN ? '보호자 동의 또는 거부 (보호자 응답자 토큰)' : '학생 동의 또는 거부 (학생 응답자 토큰)',
    description:
      who === RespondentType.GUARDIAN
        ? '동의 시각과 방법(SMS_CODE)을 기록합니다. 중·고등학생이고 studentSendYn이 Y이면 같은 트랜잭션에서 학생 동의 링크 문자를 보냅니다.'
        : '보호자가 동의한 뒤에만 할 수 있습니다. 동의하면 학생이 검사에 응답할 수 있습니다.',
    params: { agreeId: uuid },
    body: ApprovalInput,
    response: ApprovalResultView,
    errors: { 403: ['NOT_RESPONDENT'], 409: ['ALREADY_ANSWERED', 'CONSENT_NOT_READY'], ...LINK_ERRORS },
  });

/** Consent and answer links (SPEC §7 "Simple evaluation"). */
export const consentRoutes = [
  route('post', 'svs-u/simple-evaluation/send-url/:sendType', CONSENT_ACCESS.send, async (ctx, req) => {
    const sendType = sendTypeOf(req.params.sendType);
    return consent.sendUrl(ctx, sendType, await parseInput(SendUrlInput, req.body));
  }, {
    summary: '동의 링크 또는 검사 링크 문자 발송',
    description:
      'AGREE(또는 GUARDIAN): 새 동의 요청을 만들고 보호자에게 /app/agree/{agreeId}/guardian 링크를 보냅니다 (이전 링크는 더 이상 쓸 수 없습니다). ' +
      'STUDENT: 보호자가 동의한 중·고등학생에게 학생 동의 링크를 다시 보냅니다. EVALUATION: 동의가 끝난 검사의 응답 링크 /app/simple-evaluation/{id}를 다시 보냅니다.',
    params: { sendType: { type: 'string', enum: Object.values(SendType) } },
    body: SendUrlInput,
    response: SendUrlResultView,
    errors: {
      400: ['BAD_USER_INPUT'],
      409: ['ALREADY_DONE', 'NOT_IMPLEMENTED', 'CONSENT_ALREADY_GIVEN', 'NO_CONSENT_ROUND', 'CONSENT_REFUSED', 'STUDENT_LINK_NOT_READY', 'CONSENT_REQUIRED'],
    },
  }),
  route('post', 'svs/simple-evaluation/auth', CONSENT_ACCESS.phone, async (ctx, req, res) => {
    noStore(res);
    return phone.requestCode(ctx, await parseInput(RespondentAuthInput, req.body));
  }, {
    summary: '응답자 휴대전화 인증번호 요청',
    description: '링크를 받은 휴대전화번호를 입력하면 그 번호로 6자리 인증번호(10분, 1회용)를 보냅니다. 다시 요청하면 이전 번호는 무효가 됩니다.',
    body: RespondentAuthInput,
    response: CodeSentView,
    errors: { 400: ['MOBILE_MISMATCH'], 409: ['CONSENT_NOT_READY'], 429: ['TOO_MANY_ATTEMPTS'], ...LINK_ERRORS },
  }),
  route('post', 'svs/simple-evaluation/auth-check', CONSENT_ACCESS.phone, async (ctx, req, res) => {
    noStore(res);
    return phone.checkRespondentCode(ctx, await parseInput(RespondentAuthCheckInput, req.body));
  }, {
    summary: '응답자 인증번호 확인 → 응답자 토큰 (30분)',
    description: '맞으면 이 검사 하나와 응답자(보호자/학생)만 가리키는 응답자 토큰을 줍니다. svs-c 간편검사 호출에 X-Respondent-Token 헤더로 보냅니다.',
    body: RespondentAuthCheckInput,
    response: RespondentTokenView,
    errors: { 400: ['CODE_EXPIRED', 'CODE_MISMATCH', 'CODE_VOIDED'], 409: ['CONSENT_NOT_READY'], 429: ['TOO_MANY_ATTEMPTS'], ...LINK_ERRORS },
  }),
  route('get', 'svs-c/simple-evaluation/agree/:id', CONSENT_ACCESS.respondent, async (ctx, req, res) => {
    noStore(res);
    return respondentSide.respondentAgree(ctx, uuidParam(req.params.id));
  }, { summary: '동의 요청 내용 (응답자 토큰의 동의 요청만)', params: { id: uuid }, response: RespondentAgreeView, errors: LINK_ERRORS }),
  approval(RespondentType.GUARDIAN),
  approval(RespondentType.STUDENT),
  route('get', 'svs-c/simple-evaluation/agree/:id/copy', CONSENT_ACCESS.respondent, async (ctx, req, res) =>
    respondentConsentCopy(ctx, uuidParam(req.params.id), res),
  {
    summary: '동의 내용 사본 PDF (응답자 토큰의 동의 요청, 자기 선택만)',
    description:
      '보인 안내문, 선택, 선택한 때, 관리번호, 학교, 철회 방법을 담은 A4 PDF입니다. 보호자의 사본은 동의할 때 고른 언어(ko, en, zh, vi)로, 번역된 안내문 뒤에 함께 저장된 한국어 안내문을 싣습니다. 학생의 사본은 한국어입니다. 동의하지 않거나 철회한 뒤에도 토큰이 살아 있는 동안(30분)만 내려받을 수 있습니다 (거부한 링크로는 새 토큰을 받을 수 없습니다). 내보내기 기록을 남깁니다.',
    params: { id: uuid },
    file: 'pdf',
    errors: { 409: ['NOT_DECIDED'] },
  }),
  route('put', 'svs-c/simple-evaluation/withdrawal/:agreeId', CONSENT_ACCESS.respondent, async (ctx, req, res) => {
    noStore(res);
    return respondentSide.withdraw(ctx, uuidParam(req.params.agreeId));
  }, {
    summary: '동의 철회 (응답 제출 전, 같은 링크에서)',
    description:
      '동의한 보호자나 학생이 응답을 제출하기 전에 동의를 거두어들입니다. 검사는 진행되지 않고(REFUSED) 링크는 끝나며, 철회한 때와 사람, 방법(LINK)이 동의 기록에 남습니다. 제출한 뒤에는 409 WITHDRAW_AFTER_DONE: 학교에 요청하면 담당자가 설문을 삭제하며 요청에 따른 철회로 기록합니다 (PUT svs-u/simple-evaluation/agreeCancel/{id}, guardianRequest Y).',
    params: { agreeId: uuid },
    response: ApprovalResultView,
    errors: { 409: ['NOTHING_TO_WITHDRAW', 'WITHDRAW_AFTER_DONE'], ...LINK_ERRORS },
  }),
  route('get', 'svs-c/simple-evaluation/:id/result-report', CONSENT_ACCESS.respondent, async (ctx, req, res) =>
    respondentResultReport(ctx, intParam(req.params.id), res),
  {
    summary: '보호자용 결과 안내서 PDF (응답한 보호자, 링크가 유효한 동안)',
    description:
      '관리번호, 검사일, 영역별 결과를 쉬운 말로, 결과의 뜻, 앞으로 할 일과 연락할 곳을 담은 A4 PDF입니다 (점수·규준표 없음). 보호자가 동의할 때 고른 언어(ko, en, zh, vi)로 만듭니다 (담당자가 내려받는 안내서는 한국어). 위기 문항에 응답했으면 24시간 상담전화를 맨 앞에 둡니다. 내보내기 기록을 남깁니다.',
    params: { id: 'integer' },
    file: 'pdf',
    errors: { 403: ['NOT_ANSWERER', 'REPORT_FOR_GUARDIAN'], 409: ['NOT_DONE'], ...LINK_ERRORS },
  }),
  route('get', 'svs-c/simple-evaluation/:id', CONSENT_ACCESS.respondent, async (ctx, req, res) => {
    noStore(res);
    return respondentSide.respondentEvaluation(ctx, intParam(req.params.id));
  }, {
    summary: '응답자의 검사 상태와 (응답한 사람에게) 결과 안내',
    description: '응답자 토큰이 가리키는 검사만 답합니다. 결과는 점수 없이 쉬운 말과 도움받을 곳으로 안내합니다.',
    params: { id: 'integer' },
    response: RespondentEvaluationView,
    errors: LINK_ERRORS,
  }),
  // {id} as in GET of the same path (the spec writes {simpleEvaluationId}; one path, one parameter name in OpenAPI)
  route('put', 'svs-c/simple-evaluation/:id', CONSENT_ACCESS.respondent, async (ctx, req, res) => {
    noStore(res);
    const input = await parseInput(RespondentAnswersBody, req.body);
    return respondentSide.submitRespondentAnswers(ctx, intParam(req.params.id), input.answers);
  }, {
    summary: '응답 제출 (채점)',
    description: '동의가 끝난 검사에 응답할 사람(초등·학생 동의 없는 중고등: 보호자, 그 밖의 중고등: 학생)만 한 번 제출합니다.',
    params: { id: 'integer' },
    body: RespondentAnswersBody,
    response: RespondentEvaluationView,
    errors: {
      400: ['UNKNOWN_ITEM', 'ANSWER_OUT_OF_SCALE', 'INVALID_ANSWERS'],
      403: ['NOT_ANSWERER'],
      409: ['ALREADY_DONE', 'CONSENT_REQUIRED'],
      ...LINK_ERRORS,
    },
  }),
  route('post', 'svs-c/simple-evaluation/after-management', CONSENT_ACCESS.respondent, async (ctx, req) =>
    respondentSide.requestAfterManagement(ctx, await parseInput(RespondentAfterManagementInput, req.body)),
  {
    summary: '응답자의 상담·기관 연계 희망',
    description:
      '결과를 본 응답자가 연계를 원하는지 남깁니다. Y이면 학교와 담당 센터에 알림을 보냅니다. 담당자가 사후관리를 기록한 뒤에는 그 기록을 바꾸지 않습니다. ' +
      '신청은 링크 회차마다 한 번이며, 다시 보내면 409 ALREADY_REQUESTED입니다.',
    body: RespondentAfterManagementInput,
    response: message,
    errors: { 403: ['NOT_ANSWERER'], 409: ['NOT_DONE', 'ALREADY_REQUESTED'], ...LINK_ERRORS },
  }),
];
