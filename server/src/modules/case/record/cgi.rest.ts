import { intParam, route } from '../../../platform/http/rest.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import { object } from '../../../platform/http/contract.js';
import { parseInput } from '../../../platform/validation.js';
import { cgi } from './cgi.record.js';
import { CaseRecordQuery } from './record-spec.js';

const BASE = 'svs-u/cgi';
/** One declaration for both doors (case.access.ts). */
const { case: CASE } = CASE_RECORD_ACCESS;
const id = { id: 'integer' } as const;
const { Input: CgiInput } = cgi;
const errors = { 409: ['CASE_NOT_OPEN', 'CGI_EXISTS'] };

/** CGI: REST twin of the GraphQL calls, multiple choices comma-joined (SPEC §4). */
export const cgiRoutes = [
  route('get', BASE, CASE, async (ctx, req) => cgi.restPage(await cgi.list(ctx, await parseInput(CaseRecordQuery, req.query))), {
    summary: '사례의 CGI 목록 (requestId, 페이지; 최근 것부터; 열람 기록)',
    query: CaseRecordQuery,
    response: cgi.rest.page,
  }),

  route('get', `${BASE}/:id`, CASE, async (ctx, req) => cgi.restView(await cgi.get(ctx, intParam(req.params.id))), {
    summary: 'CGI 한 건 (열람 기록)',
    params: id,
    response: cgi.rest.view,
  }),

  route('post', BASE, CASE, async (ctx, req, res) => {
    const out = cgi.restView(await cgi.create(ctx, await parseInput(CgiInput, req.body)));
    res.status(201);
    return out;
  }, { summary: 'CGI 등록 (isDone N 임시 저장, Y 작성 완료: 필수 항목 확인)', body: CgiInput, response: cgi.rest.view, created: true, errors }),

  route('put', `${BASE}/:id`, CASE, async (ctx, req) => cgi.restView(await cgi.update(ctx, intParam(req.params.id), await parseInput(CgiInput, req.body))), {
    summary: 'CGI 수정 (양식 전체)',
    params: id,
    body: CgiInput,
    response: cgi.rest.view,
    errors,
  }),

  route('delete', `${BASE}/:id`, CASE, async (ctx, req) => cgi.remove(ctx, intParam(req.params.id)), {
    summary: 'CGI 삭제 (기록은 남음)',
    params: id,
    response: object({ id: 'integer', message: 'string' }),
    errors,
  }),
];
