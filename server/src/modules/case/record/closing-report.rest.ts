import { intParam, route } from '../../../platform/http/rest.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import { object } from '../../../platform/http/contract.js';
import { parseInput } from '../../../platform/validation.js';
import { CancelClosingReportInput, cancelClosingReport, closingReport } from './closing-report.record.js';
import { CaseRecordQuery } from './record-spec.js';

const BASE = 'svs-u/closing-report';
/** One declaration for both doors (case.access.ts). */
const { case: CASE } = CASE_RECORD_ACCESS;
const id = { id: 'integer' } as const;
const { Input: ClosingReportInput } = closingReport;
const errors = { 409: ['CASE_NOT_OPEN', 'CLOSING_REPORT_EXISTS', 'REPORT_SUBMITTED'] };

/** 종결보고서: REST twin of the GraphQL calls, multiple choices comma-joined (SPEC §4). */
export const closingReportRoutes = [
  route('get', BASE, CASE, async (ctx, req) => closingReport.restPage(await closingReport.list(ctx, await parseInput(CaseRecordQuery, req.query))), {
    summary: '사례의 종결보고서 목록 (requestId, 페이지; 최근 것부터; 열람 기록)',
    query: CaseRecordQuery,
    response: closingReport.rest.page,
  }),

  route('get', `${BASE}/:id`, CASE, async (ctx, req) => closingReport.restView(await closingReport.get(ctx, intParam(req.params.id))), {
    summary: '종결보고서 한 건 (열람 기록)',
    params: id,
    response: closingReport.rest.view,
  }),

  route('post', BASE, CASE, async (ctx, req, res) => {
    const out = closingReport.restView(await closingReport.create(ctx, await parseInput(ClosingReportInput, req.body)));
    res.status(201);
    return out;
  }, { summary: '종결보고서 등록 (isDone N 임시 저장, Y 작성 완료: 필수 항목 확인)', body: ClosingReportInput, response: closingReport.rest.view, created: true, errors }),

  route('put', `${BASE}/:id`, CASE, async (ctx, req) => closingReport.restView(await closingReport.update(ctx, intParam(req.params.id), await parseInput(ClosingReportInput, req.body))), {
    summary: '종결보고서 수정 (양식 전체)',
    params: id,
    body: ClosingReportInput,
    response: closingReport.rest.view,
    errors,
  }),

  route('delete', `${BASE}/:id`, CASE, async (ctx, req) => closingReport.remove(ctx, intParam(req.params.id)), {
    summary: '종결보고서 삭제 (기록은 남음)',
    params: id,
    response: object({ id: 'integer', message: 'string' }),
    errors,
  }),

  route('post', `${BASE}/cancel`, CASE, async (ctx, req) => closingReport.restView(await cancelClosingReport(ctx, await parseInput(CancelClosingReportInput, req.body))), {
    summary: '종결보고서 제출 취소: 임시 저장으로 되돌리고 사유를 남김 (학교로 발송된 뒤에는 취소할 수 없음)',
    body: CancelClosingReportInput,
    response: closingReport.rest.view,
    errors: { 404: ['NOT_FOUND'], 409: ['CASE_NOT_OPEN', 'REPORT_SENT', 'REPORT_NOT_SUBMITTED'] },
  }),
];
