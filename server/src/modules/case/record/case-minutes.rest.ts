import { intParam, route } from '../../../platform/http/rest.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import { object } from '../../../platform/http/contract.js';
import { parseInput } from '../../../platform/validation.js';
import { caseMinutes } from './case-minutes.record.js';
import { CaseRecordQuery } from './record-spec.js';

const BASE = 'svs-u/case-minutes';
/** One declaration for both doors (case.access.ts). */
const { case: CASE } = CASE_RECORD_ACCESS;
const id = { id: 'integer' } as const;
const { Input: CaseMinutesInput } = caseMinutes;
const errors = { 409: ['CASE_NOT_OPEN'] };

/** 사례회의록: REST twin of the GraphQL calls, multiple choices comma-joined (SPEC §4). */
export const caseMinutesRoutes = [
  route('get', BASE, CASE, async (ctx, req) => caseMinutes.restPage(await caseMinutes.list(ctx, await parseInput(CaseRecordQuery, req.query))), {
    summary: '사례의 사례회의록 목록 (requestId, 페이지; 최근 것부터; 열람 기록)',
    query: CaseRecordQuery,
    response: caseMinutes.rest.page,
  }),

  route('get', `${BASE}/:id`, CASE, async (ctx, req) => caseMinutes.restView(await caseMinutes.get(ctx, intParam(req.params.id))), {
    summary: '사례회의록 한 건 (열람 기록)',
    params: id,
    response: caseMinutes.rest.view,
  }),

  route('post', BASE, CASE, async (ctx, req, res) => {
    const out = caseMinutes.restView(await caseMinutes.create(ctx, await parseInput(CaseMinutesInput, req.body)));
    res.status(201);
    return out;
  }, { summary: '사례회의록 등록 (isDone N 임시 저장, Y 작성 완료: 필수 항목 확인)', body: CaseMinutesInput, response: caseMinutes.rest.view, created: true, errors }),

  route('put', `${BASE}/:id`, CASE, async (ctx, req) => caseMinutes.restView(await caseMinutes.update(ctx, intParam(req.params.id), await parseInput(CaseMinutesInput, req.body))), {
    summary: '사례회의록 수정 (양식 전체)',
    params: id,
    body: CaseMinutesInput,
    response: caseMinutes.rest.view,
    errors,
  }),

  route('delete', `${BASE}/:id`, CASE, async (ctx, req) => caseMinutes.remove(ctx, intParam(req.params.id)), {
    summary: '사례회의록 삭제 (기록은 남음)',
    params: id,
    response: object({ id: 'integer', message: 'string' }),
    errors,
  }),
];
