import { intParam, route } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import { REQUEST_ACCESS } from './request.access.js';
import { streamRequestExcel } from './request.excel.js';
import * as commands from './request.commands.js';
import { RequestInput, RequestSaveBody } from './request.form-inputs.js';
import { ApproveInput, AssignManagerInput, ChangeProgressStepInput, CompleteClosingInput, DeleteRequestInput, RejectInput } from './request.inputs.js';
import { RequestExcelBody, RequestHistoryQuery, RequestQuery } from './request.list-inputs.js';
import * as svc from './request.service.js';
import * as stats from './request.statistics.js';
import { RequestStatisticsQuery } from './request.statistics.js';
import {
  DeletedRequestPage,
  RequestCoverView,
  RequestDetailView,
  RequestManagerView,
  RequestMessageView,
  RequestPage,
  RequestStepCountView,
  RequestView,
} from './request.views.js';

const BASE = 'svs-u/request';
/** One declaration for both doors (request.access.ts). */
const { read: READ, file: FILE, requester: REQUESTER, decide: DECIDE, case: CASE, stats: STATS } = REQUEST_ACCESS;
const id = { id: 'integer' } as const;

const transitionErrors = { 409: ['ILLEGAL_TRANSITION'] };

/** The list filters of a REST query: SPEC's `search.searchTemp` is the GraphQL filter's searchTemp. */
const listFilter = (q: RequestQuery): svc.ListFilter => ({ ...q, sortBy: svc.parseSort(q.sort), searchTemp: q['search.searchTemp'] });

/** Filing (temp absent or N): the whole form, held to every check of RequestInput. */
const filingForm = (raw: unknown) => {
  const { temp: _temp, ...form } = (raw ?? {}) as Record<string, unknown>;
  return parseInput(RequestInput, form);
};

export const requestRoutes = [
  route('get', BASE, READ, async (ctx, req) => {
    const q = await parseInput(RequestQuery, req.query);
    return (await svc.listRequests(ctx, listFilter(q))).content;
  }, { summary: '의뢰 목록 (한 페이지의 행만): 의뢰자는 자기 의뢰, 학교는 학교의, 센터는 관할의, 교육청은 시도의', query: RequestQuery, response: [RequestView] }),

  route('get', `${BASE}/list`, READ, async (ctx, req) => {
    const q = await parseInput(RequestQuery, req.query);
    return (await svc.listRequests(ctx, listFilter(q))).content;
  }, { summary: '의뢰 목록 (GET svs-u/request와 같음)', query: RequestQuery, response: [RequestView] }),

  route('get', `${BASE}/paging`, READ, async (ctx, req) => {
    const q = await parseInput(RequestQuery, req.query);
    return svc.listRequests(ctx, listFilter(q));
  }, {
    summary: '의뢰 목록 페이지 (필터 status·progressStep은 ALL이면 전체, 정렬 sort=requestDate,desc;targetName,asc; search.searchTemp=Y면 내 임시저장만)',
    query: RequestQuery,
    response: RequestPage,
  }),

  route('get', `${BASE}/search-statistics`, STATS, async (ctx) => stats.searchOptions(ctx), {
    summary: '통계 검색 조건의 선택지: 연도, 시도, 센터 (관할 안)',
    response: stats.SearchOptionsView,
  }),

  route('post', `${BASE}/statistics`, STATS, async (ctx, req) => stats.requestStatistics(ctx, await parseInput(RequestStatisticsQuery, req.body ?? {})), {
    summary: '의뢰 현황: 상태별, 유형별 건수 (관할 안; 연도, 기간, 시도, 센터)',
    body: RequestStatisticsQuery,
    response: stats.RequestStatisticsView,
  }),

  route('post', `${BASE}/statistics-completed`, STATS, async (ctx, req) => stats.completedStatistics(ctx, await parseInput(RequestStatisticsQuery, req.body ?? {})), {
    summary: '승인된 사례 현황: 진행 중 (단계별), 종결, 종결 보고 발송 (관할 안)',
    body: RequestStatisticsQuery,
    response: stats.CompletedStatisticsView,
  }),

  route('post', `${BASE}/statistics-by-month`, STATS, async (ctx, req) => stats.monthlyStatistics(ctx, await parseInput(RequestStatisticsQuery, req.body ?? {})), {
    summary: '월별 접수·승인·종결 건수 (한 해, 한국 시간; 관할 안)',
    body: RequestStatisticsQuery,
    response: [stats.MonthRowView],
  }),

  route('post', `${BASE}/statistics-by-local`, STATS, async (ctx, req) => stats.localStatistics(ctx, await parseInput(RequestStatisticsQuery, req.body ?? {})), {
    summary: '지역별 접수·승인·종결 건수: 시도별, 시도를 고르면 시군구별 (관할 안)',
    body: RequestStatisticsQuery,
    response: [stats.LocalRowView],
  }),

  route('get', `${BASE}/progress-counts`, CASE, async (ctx) => svc.stepCounts(ctx), {
    summary: '진행 단계별 사례 수 (ALL 포함, 관할 안)',
    response: [RequestStepCountView],
  }),

  route('post', `${BASE}/excel-download`, DECIDE, async (ctx, req, res) => {
    await streamRequestExcel(ctx, res, await parseInput(RequestExcelBody, req.body));
    return undefined;
  }, { summary: '의뢰 목록 엑셀 내려받기 (목록과 같은 관할·필터·정렬; 사유와 함께 내보내기 기록)', body: RequestExcelBody, file: 'xlsx', errors: { 400: ['EXPORT_TOO_LARGE'] } }),

  route('post', `${BASE}/history`, REQUESTER, async (ctx, req) => svc.deletedRequests(ctx, await parseInput(RequestHistoryQuery, req.body ?? {}), false), {
    summary: '삭제 내역: 승인 전에 삭제된 의뢰 (관할 안)',
    body: RequestHistoryQuery,
    response: DeletedRequestPage,
  }),

  route('post', `${BASE}/history-cm`, CASE, async (ctx, req) => svc.deletedRequests(ctx, await parseInput(RequestHistoryQuery, req.body ?? {}), true), {
    summary: '사례 삭제 내역: 승인 뒤 삭제된 사례 (관할 안)',
    body: RequestHistoryQuery,
    response: DeletedRequestPage,
  }),

  route('get', `${BASE}/manager/:id`, DECIDE, async (ctx, req) => svc.managerCandidates(ctx, intParam(req.params.id)), {
    summary: '사례 담당자 후보: 의뢰 담당 센터의 직원 (교육청 사용자 제외)',
    params: id,
    response: [RequestManagerView],
  }),

  route('put', `${BASE}/manager/:id`, DECIDE, async (ctx, req) => commands.assignManager(ctx, intParam(req.params.id), await parseInput(AssignManagerInput, req.body)), {
    summary: '사례 담당자 지정 (센터 관리자; 승인된 사례)',
    params: id,
    body: AssignManagerInput,
    response: RequestMessageView,
    errors: transitionErrors,
  }),

  route('put', `${BASE}/cancel/:id`, REQUESTER, async (ctx, req) => commands.cancelRequest(ctx, intParam(req.params.id)), {
    summary: '접수 취소 (의뢰자; 접수·보완요청 상태): 접수 취소되었습니다.',
    params: id,
    response: RequestMessageView,
    errors: transitionErrors,
  }),

  route('put', `${BASE}/completed/:id`, DECIDE, async (ctx, req) => commands.approveRequest(ctx, intParam(req.params.id), await parseInput(ApproveInput, req.body ?? {})), {
    summary: '승인 (센터 관리자; 접수 상태): 승인되었습니다. 사례는 심층평가 단계로',
    params: id,
    body: ApproveInput,
    response: RequestMessageView,
    errors: transitionErrors,
  }),

  route('put', `${BASE}/rejected/:id`, DECIDE, async (ctx, req) => commands.rejectRequest(ctx, intParam(req.params.id), await parseInput(RejectInput, req.body)), {
    summary: '보완요청 (센터 관리자; 접수 상태): 보완요청되었습니다.',
    params: id,
    body: RejectInput,
    response: RequestMessageView,
    errors: transitionErrors,
  }),

  route('post', `${BASE}/:id/change-progress-step`, CASE, async (ctx, req) => commands.changeProgressStep(ctx, intParam(req.params.id), await parseInput(ChangeProgressStepInput, req.body)), {
    summary: '진행 단계 변경 (센터 직원; 승인된 사례): 수정 완료',
    params: id,
    body: ChangeProgressStepInput,
    response: RequestMessageView,
    errors: { 409: ['ILLEGAL_TRANSITION', 'SAME_PROGRESS_STEP'] },
  }),

  route('post', `${BASE}/:id/complete-closing`, CASE, async (ctx, req) => commands.completeClosing(ctx, intParam(req.params.id), await parseInput(CompleteClosingInput, req.body)), {
    summary: '종결처리 (센터 직원; 종결보고 단계): 종결처리 완료',
    description: '임시 저장 상태의 종결 보고서가 있으면 409 CLOSING_REPORT_DRAFT (작성 완료 후 종결).',
    params: id,
    body: CompleteClosingInput,
    response: RequestMessageView,
    errors: { 409: ['ILLEGAL_TRANSITION', 'CLOSING_REPORT_DRAFT'] },
  }),

  route('post', `${BASE}/:id/send-closing-report`, CASE, async (ctx, req) => commands.sendClosingReport(ctx, intParam(req.params.id)), {
    summary: '종결 보고 발송 (센터 직원; 종결된 사례, 제출된 종결 보고서가 있을 때): 발송 완료',
    params: id,
    response: RequestMessageView,
    errors: { 409: ['ILLEGAL_TRANSITION', 'CLOSING_REPORT_MISSING'] },
  }),

  route('get', `${BASE}/:id`, READ, async (ctx, req) => svc.requestDetail(ctx, intParam(req.params.id), { drafts: true }), {
    summary: '의뢰 상세 (열람 기록; 임시저장은 작성자 본인만)',
    params: id,
    response: RequestDetailView,
  }),

  route('post', BASE, FILE, async (ctx, req, res) => {
    const body = await parseInput(RequestSaveBody, req.body);
    const out = body.temp === 'Y' ? await commands.saveDraft(ctx, undefined, body) : await commands.fileRequest(ctx, await filingForm(req.body));
    res.status(201);
    return out;
  }, {
    summary:
      '의뢰 등록 (학교 담당자, 학교 인증된 학교 사용자): 학교를 관할하는 센터로. temp=Y면 임시저장 (채운 항목만 형식 검사, 작성자에게만 보임, 센터·알림 없음); 아니면 필수 항목 모두 검사 (GraphQL fileRequest의 RequestInput과 같음)',
    body: RequestSaveBody,
    response: RequestMessageView,
    created: true,
    errors: { 409: ['NO_RESPONSIBLE_CENTER'] },
  }),

  route('put', `${BASE}/:id`, REQUESTER, async (ctx, req) => {
    const body = await parseInput(RequestSaveBody, req.body);
    const reqId = intParam(req.params.id);
    return body.temp === 'Y' ? commands.saveDraft(ctx, reqId, body) : commands.editRequest(ctx, reqId, await filingForm(req.body));
  }, {
    summary:
      '의뢰 수정, 또는 보완 후 재접수 (의뢰자; 접수·보완요청 상태). 작성자의 임시저장이면: temp=Y는 다시 임시저장, 아니면 의뢰 등록 (필수 항목 모두 검사)',
    params: id,
    body: RequestSaveBody,
    response: RequestMessageView,
    errors: { 409: ['ILLEGAL_TRANSITION', 'NO_RESPONSIBLE_CENTER'] },
  }),

  route('delete', `${BASE}/:id`, READ, async (ctx, req) => {
    const body = await parseInput(DeleteRequestInput, req.body ?? {});
    return commands.deleteRequest(ctx, intParam(req.params.id), body.reason);
  }, {
    summary: '삭제 (의뢰자는 승인 전, 관리자는 언제나; 삭제 내역에 남음)',
    params: id,
    body: DeleteRequestInput,
    response: RequestMessageView,
    errors: transitionErrors,
  }),

  // svs-c by the spec, but a student's record: the same declaration and answer as GraphQL requestCover / request and
  // svs-u/request/{id} (a client-credentials token alone: 403)
  route('get', 'svs-c/request/cover/:id', REQUEST_ACCESS.clientRead, async (ctx, req) => svc.requestCover(ctx, intParam(req.params.id)), {
    summary: '의뢰서 표지 (GraphQL requestCover와 같음: 의뢰 메뉴 권한, 관할 안; 열람 기록)',
    params: id,
    response: RequestCoverView,
  }),

  route('get', 'svs-c/request/:id', REQUEST_ACCESS.clientRead, async (ctx, req) => svc.requestDetail(ctx, intParam(req.params.id), { drafts: true }), {
    summary: '의뢰 상세 (svs-u/request/{id}, GraphQL request와 같음: 의뢰 메뉴 권한, 관할 안; 열람 기록; 임시저장은 작성자 본인만)',
    params: id,
    response: RequestDetailView,
  }),
];
