import { intParam, route } from '../../../platform/http/rest.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import { object } from '../../../platform/http/contract.js';
import { parseInput } from '../../../platform/validation.js';
import { caseManagementLog } from './case-management-log.record.js';
import { CaseRecordQuery } from './record-spec.js';

const BASE = 'svs-u/case-management-log';
/** One declaration for both doors (case.access.ts). */
const { case: CASE } = CASE_RECORD_ACCESS;
const id = { id: 'integer' } as const;
const { Input: CaseManagementLogInput } = caseManagementLog;
const errors = { 409: ['CASE_NOT_OPEN'] };

/** 사례관리일지: REST twin of the GraphQL calls, multiple choices comma-joined (SPEC §4). */
export const caseManagementLogRoutes = [
  route('get', BASE, CASE, async (ctx, req) => caseManagementLog.restPage(await caseManagementLog.list(ctx, await parseInput(CaseRecordQuery, req.query))), {
    summary: '사례의 사례관리일지 목록 (requestId, 페이지; 최근 것부터; 열람 기록)',
    query: CaseRecordQuery,
    response: caseManagementLog.rest.page,
  }),

  route('get', `${BASE}/:id`, CASE, async (ctx, req) => caseManagementLog.restView(await caseManagementLog.get(ctx, intParam(req.params.id))), {
    summary: '사례관리일지 한 건 (열람 기록)',
    params: id,
    response: caseManagementLog.rest.view,
  }),

  route('post', BASE, CASE, async (ctx, req, res) => {
    const out = caseManagementLog.restView(await caseManagementLog.create(ctx, await parseInput(CaseManagementLogInput, req.body)));
    res.status(201);
    return out;
  }, { summary: '사례관리일지 등록 (isDone N 임시 저장, Y 작성 완료: 필수 항목 확인)', body: CaseManagementLogInput, response: caseManagementLog.rest.view, created: true, errors }),

  route('put', `${BASE}/:id`, CASE, async (ctx, req) => caseManagementLog.restView(await caseManagementLog.update(ctx, intParam(req.params.id), await parseInput(CaseManagementLogInput, req.body))), {
    summary: '사례관리일지 수정 (양식 전체)',
    params: id,
    body: CaseManagementLogInput,
    response: caseManagementLog.rest.view,
    errors,
  }),

  route('delete', `${BASE}/:id`, CASE, async (ctx, req) => caseManagementLog.remove(ctx, intParam(req.params.id)), {
    summary: '사례관리일지 삭제 (기록은 남음)',
    params: id,
    response: object({ id: 'integer', message: 'string' }),
    errors,
  }),
];
