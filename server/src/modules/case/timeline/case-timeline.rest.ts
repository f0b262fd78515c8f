import { ExcelReasonBody } from '../../../platform/excel-input.js';
import { intParam, route } from '../../../platform/http/rest.js';
import { parseInput } from '../../../platform/validation.js';
import { CaseOutcomesExcelBody, streamCaseOutcomesExcel } from './case-outcomes.excel.js';
import { streamTimelineExcel } from './case-timeline.excel.js';
import { caseTimeline } from './case-timeline.service.js';
import { CaseTimelineView } from './case-timeline.views.js';
import { CASE_TIMELINE_ACCESS } from '../case.access.js';

const BASE = 'svs-u/case-management/:requestId';
/** One declaration for both doors (case.access.ts). */
const { read: CASE } = CASE_TIMELINE_ACCESS;
const params = { requestId: 'integer' } as const;

/** The student's timeline of a case (beyond the spec): the GraphQL `caseTimeline` twin and its Excel download. */
export const caseTimelineRoutes = [
  route('get', `${BASE}/timeline`, CASE, async (ctx, req) => caseTimeline(ctx, intParam(req.params.requestId)), {
    summary: '학생 변화 추이: 연도별 간편검사, SDQ 사전·사후와 변화, CGI, 사례의 사건 (열람 기록)',
    params,
    response: CaseTimelineView,
  }),

  route('post', `${BASE}/timeline-excel-download`, CASE, async (ctx, req, res) => {
    await streamTimelineExcel(ctx, res, intParam(req.params.requestId), await parseInput(ExcelReasonBody, req.body));
  }, {
    summary: '학생 변화 추이 엑셀 내려받기 (사전·사후 변화, 연도별 간편검사, 사건; 사유와 함께 내보내기 기록)',
    params,
    body: ExcelReasonBody,
    file: 'xlsx',
  }),

  route('post', 'svs-u/case-management/outcomes-excel-download', CASE, async (ctx, req, res) => {
    await streamCaseOutcomesExcel(ctx, res, await parseInput(CaseOutcomesExcelBody, req.body));
  }, {
    summary: '한 해에 종결한 사례 전체의 사전·사후 변화 엑셀 (사례별 변화와 척도별 요약; 센터는 자기 사례, 교육부·관리자는 전체; 사유와 함께 내보내기 기록)',
    body: CaseOutcomesExcelBody,
    file: 'xlsx',
  }),
];
