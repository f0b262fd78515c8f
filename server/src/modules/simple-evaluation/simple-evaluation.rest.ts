import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { Errors } from '../../platform/errors.js';
import { sendXlsx } from '../../platform/excel.js';
import { object } from '../../platform/http/contract.js';
import { intParam, route } from '../../platform/http/rest.js';
import { readUpload, uploadErrors } from '../../platform/http/upload.js';
import { Labels, parseInput } from '../../platform/validation.js';
import { EvaluationSchoolType } from '../evaluation-record/simple-evaluation.entity.js';
import { AfterManagementInput, BulkAfterManagementInput, IdsInput, NotImplementedInput, PaperAnswersBody, SimpleEvaluationInput } from '../evaluation-record/simple-evaluation.inputs.js';
import * as svc from '../evaluation-record/simple-evaluation.service.js';
import { SIMPLE_EVALUATION_ACCESS } from './simple-evaluation.access.js';
import { streamEvaluationExcel } from './simple-evaluation.excel.js';
import { GROUP_METHODS, groupRegister, groupTemplate, GROUP_LIMITS, readSheet, type GroupMethod } from './simple-evaluation.group.js';
import { ExcelDownloadBody, SimpleEvaluationQuery } from './simple-evaluation.list-inputs.js';
import { getEvaluationDetail, listEvaluations, parseSort } from './simple-evaluation.read.js';
import { registerEvaluation, schoolForRegistration } from './simple-evaluation.register.js';
import { staffConsentCopy, staffResultReport } from './simple-evaluation.report.js';
import {
  CountResultView,
  evaluationView,
  GroupRegisterView,
  instrumentView,
  InstrumentView,
  RegisteredView,
  SimpleEvaluationDetailView,
  SimpleEvaluationPage,
  SimpleEvaluationView,
} from './simple-evaluation.views.js';

const BASE = 'svs-u/simple-evaluation';
const { read: READ, write: WRITE, register: REGISTER, rescore: RESCORE } = SIMPLE_EVALUATION_ACCESS;
const multipart = (fields: string) => `multipart/form-data: file (파일 하나), ${fields}`;

/** The text fields of the group-register form. */
@Labels({ mode: '처리 방식', method: '등록 방법', schoolId: '학교' })
export class GroupRegisterFields {
  @IsOptional()
  @IsIn(['PREVIEW', 'COMMIT'], { message: '처리 방식은 PREVIEW 또는 COMMIT이어야 합니다.' })
  mode?: 'PREVIEW' | 'COMMIT';

  /** REGISTER (default) or REGISTER_AND_SEND: the guardian mobile column is then required and each guardian is texted. */
  @IsOptional()
  @IsIn(GROUP_METHODS, { message: '등록 방법은 REGISTER(등록만) 또는 REGISTER_AND_SEND(등록하고 보호자 동의 링크 보내기)여야 합니다.' })
  method?: GroupMethod;

  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/, { message: '학교를 선택해주세요.' })
  schoolId?: string;
}

/** PUT agreeCancel/{id}?guardianRequest=Y: the cancellation is a withdrawal the guardian asked the school for. */
@Labels({ guardianRequest: '보호자 요청 여부' })
export class AgreeCancelQuery {
  @IsOptional()
  @IsIn(['Y', 'N'], { message: '보호자 요청 여부는 Y 또는 N이어야 합니다.' })
  guardianRequest?: 'Y' | 'N';
}

const schoolTargetParam = (v: unknown): EvaluationSchoolType => {
  if (v !== EvaluationSchoolType.ELEMENTARY && v !== EvaluationSchoolType.MIDDLE_HIGH) throw Errors.notFound();
  return v;
};

export const simpleEvaluationRoutes = [
  route('get', BASE, READ, async (ctx, req) => {
    const q = await parseInput(SimpleEvaluationQuery, req.query);
    return (await listEvaluations(ctx, { ...q, sortBy: parseSort(q.sort) })).content;
  }, { summary: '간편검사 목록 (한 페이지의 행만; 휴대전화번호는 가림)', query: SimpleEvaluationQuery, response: [SimpleEvaluationView] }),

  route('get', `${BASE}/paging`, READ, async (ctx, req) => {
    const q = await parseInput(SimpleEvaluationQuery, req.query);
    return listEvaluations(ctx, { ...q, sortBy: parseSort(q.sort) });
  }, {
    summary: '간편검사 목록 페이지 (관할 안, 필터, 정렬 sort=totalT,desc;studentCode,asc)',
    query: SimpleEvaluationQuery,
    response: SimpleEvaluationPage,
  }),

  route('get', `${BASE}/instrument/:schoolTargetType`, READ, async (_ctx, req) => instrumentView(schoolTargetParam(req.params.schoolTargetType)), {
    summary: '학교급별 영역과 문항 키, 응답 척도',
    params: { schoolTargetType: { type: 'string', enum: ['ELEMENTARY', 'MIDDLE_HIGH'] } },
    response: InstrumentView,
  }),

  route('get', `${BASE}/group-register/template`, REGISTER, async (_ctx, _req, res) => sendXlsx(res, await groupTemplate(), '간편검사_일괄등록_양식.xlsx'), {
    summary: '일괄 등록 엑셀 양식',
    file: 'xlsx',
  }),

  route('post', `${BASE}/rescore`, RESCORE, async (ctx, req) => {
    const body = await parseInput(IdsInput, req.body);
    return (await svc.rescore(ctx, body.ids)).map((e) => evaluationView(e));
  }, { summary: '사용 중인 규준으로 다시 채점 (관리자)', body: IdsInput, response: [SimpleEvaluationView], errors: { 409: ['NOT_DONE', 'NO_ACTIVE_NORM_SET'] } }),

  route('get', `${BASE}/:id/result-report`, READ, async (ctx, req, res) => staffResultReport(ctx, intParam(req.params.id), res), {
    summary: '보호자용 결과 안내서 PDF (영역별 결과를 쉬운 말로, 점수·규준표 없음; 내보내기 기록)',
    params: { id: 'integer' },
    file: 'pdf',
    errors: { 409: ['NOT_DONE'] },
  }),

  route('get', `${BASE}/:id/consent-copy`, READ, async (ctx, req, res) => staffConsentCopy(ctx, intParam(req.params.id), res), {
    summary: '동의 내용 사본 PDF (가장 최근 선택이 있는 동의 회차: 보인 안내문, 선택, 때, 철회; 내보내기 기록)',
    params: { id: 'integer' },
    file: 'pdf',
    errors: { 409: ['NOT_DECIDED'] },
  }),

  route('get', `${BASE}/:id`, READ, async (ctx, req) => getEvaluationDetail(ctx, intParam(req.params.id)), {
    summary: '간편검사 상세: 응답, 영역별 원점수·T점수·백분위·구간·해석, 규준 버전 (열람 기록)',
    params: { id: 'integer' },
    response: SimpleEvaluationDetailView,
  }),

  route('post', BASE, REGISTER, async (ctx, req, res) => {
    const e = await registerEvaluation(ctx, await parseInput(SimpleEvaluationInput, req.body));
    res.status(201);
    return { id: e.id, studentCode: e.studentCode, message: svc.messages.registered };
  }, { summary: '학생 한 명 등록 (관리번호 생성)', body: SimpleEvaluationInput, response: RegisteredView, created: true }),

  route('post', `${BASE}/after-management`, WRITE, async (ctx, req) => {
    const count = await svc.bulkAfterManagement(ctx, await parseInput(BulkAfterManagementInput, req.body));
    return { count, message: svc.messages.saved };
  }, { summary: '여러 건에 같은 사후관리 저장', body: BulkAfterManagementInput, response: CountResultView }),

  route('put', `${BASE}/delete`, WRITE, async (ctx, req) => {
    const { ids } = await parseInput(IdsInput, req.body);
    return { count: await svc.deleteEvaluations(ctx, ids), message: svc.messages.deleted };
  }, { summary: '삭제 (선택한 건 모두, 또는 하나도 삭제하지 않음)', body: IdsInput, response: CountResultView }),

  route('post', `${BASE}/group-register`, REGISTER, async (ctx, req) => {
    const upload = await readUpload(req, { maxBytes: GROUP_LIMITS.maxBytes, fields: ['mode', 'method', 'schoolId'] });
    const f = await parseInput(GroupRegisterFields, upload.fields);
    if (!upload.fileName.toLowerCase().endsWith('.xlsx')) throw uploadErrors.badType('엑셀(xlsx)');
    // the school and the caller's right to register are checked before the file is read
    await schoolForRegistration(ctx, f.schoolId);
    return groupRegister(ctx, await readSheet(upload.bytes), { mode: f.mode ?? 'PREVIEW', method: f.method ?? 'REGISTER', schoolId: f.schoolId });
  }, {
    summary: '일괄 등록: 미리보기(PREVIEW, 행마다 오류, 저장 안 함) 또는 등록(COMMIT, 모두 또는 하나도)',
    description: multipart(
      'mode (PREVIEW | COMMIT), method (REGISTER | REGISTER_AND_SEND: 보호자 휴대전화번호 열 필수, 등록과 같은 트랜잭션에서 보호자마다 동의 링크 문자), ' +
        'schoolId (센터·관리자). xlsx, 2MB 이하, 5,000행 이하.',
    ),
    response: GroupRegisterView,
    errors: {
      400: ['UPLOAD_NOT_MULTIPART', 'FILE_REQUIRED', 'FILE_EMPTY', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'FILE_TOO_LARGE_UNCOMPRESSED', 'UNREADABLE_FILE', 'GROUP_EMPTY', 'GROUP_MISSING_COLUMN', 'GROUP_TOO_MANY_ROWS', 'GROUP_REGISTER_INVALID'],
    },
  }),

  route('post', `${BASE}/excel-download`, READ, async (ctx, req, res) => {
    await streamEvaluationExcel(ctx, res, await parseInput(ExcelDownloadBody, req.body));
    return undefined;
  }, { summary: '목록 엑셀 내려받기 (목록과 같은 관할·필터·정렬, 내보내기 기록)', body: ExcelDownloadBody, file: 'xlsx', errors: { 400: ['EXPORT_TOO_LARGE'] } }),

  route('put', `${BASE}/not-implemented-reason/:id`, WRITE, async (ctx, req) =>
    evaluationView(await svc.setNotImplemented(ctx, intParam(req.params.id), await parseInput(NotImplementedInput, req.body))),
  { summary: '미실시 사유 저장', params: { id: 'integer' }, body: NotImplementedInput, response: SimpleEvaluationView, errors: { 409: ['ALREADY_DONE'] } }),

  route('put', `${BASE}/after-management/:id`, WRITE, async (ctx, req) =>
    evaluationView(await svc.setAfterManagement(ctx, intParam(req.params.id), await parseInput(AfterManagementInput, req.body))),
  { summary: '사후관리 (기관 연계) 저장', params: { id: 'integer' }, body: AfterManagementInput, response: SimpleEvaluationView }),

  route('put', `${BASE}/agreeCancel/:id`, WRITE, async (ctx, req) => {
    const q = await parseInput(AgreeCancelQuery, req.query);
    return { message: await svc.cancelAgree(ctx, intParam(req.params.id), { guardianRequest: q.guardianRequest === 'Y' }) };
  }, {
    summary: '동의 취소: 미완료는 발송 취소, 완료는 설문 삭제 (응답과 결과를 지우고 등록은 남김)',
    description: 'guardianRequest=Y: 보호자(또는 학생)가 학교에 요청한 동의 철회로 동의 기록에 남깁니다 (철회 방법 SCHOOL_REQUEST). 동의한 기록이 없으면 409 NOTHING_TO_WITHDRAW.',
    params: { id: 'integer' },
    query: AgreeCancelQuery,
    response: object({ message: 'string' }),
    errors: { 409: ['NOTHING_TO_WITHDRAW'] },
  }),

  // {id} as in GET of the same path (the spec writes {simpleEvaluationId}; one path, one parameter name in OpenAPI)
  route('put', `${BASE}/:id`, WRITE, async (ctx, req) => {
    const id = intParam(req.params.id);
    const body = await parseInput(PaperAnswersBody, req.body);
    await svc.enterPaperAnswers(ctx, id, body.answers, body.isDone ?? 'Y');
    return getEvaluationDetail(ctx, id);
  }, {
    summary: '종이 설문 응답 입력: answers { emot01: 0–3, … }, isDone Y면 채점 (응답자 제출과 같은 채점)',
    params: { id: 'integer' },
    body: PaperAnswersBody,
    response: SimpleEvaluationDetailView,
    errors: { 400: ['UNKNOWN_ITEM', 'ANSWER_OUT_OF_SCALE', 'INVALID_ANSWERS'], 409: ['ALREADY_DONE', 'NO_ACTIVE_NORM_SET'] },
  }),
];
