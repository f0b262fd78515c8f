import { intParam, route } from '../../../platform/http/rest.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import { parseInput } from '../../../platform/validation.js';
import { splitLists } from '../field-kit.js';
import { FAMILY_FIELDS, MAIN_FIELDS, SECTION_NAMES, SECTIONS } from './interview-evaluation.fields.js';
import { CreateInterviewEvaluationBody, InterviewEvaluationBody, InterviewEvaluationQuery, type InterviewEvaluationValues } from './interview-evaluation.inputs.js';
import * as svc from './interview-evaluation.service.js';
import { INTERVIEW_EVALUATION_REST_SCHEMA, interviewEvaluationRest, InterviewEvaluationPage, InterviewEvaluationSaved } from './interview-evaluation.views.js';

const BASE = 'svs-u/interview-evaluation';
/** One declaration for both doors (case.access.ts). */
const { case: CASE } = CASE_RECORD_ACCESS;
const id = { id: 'integer' } as const;
const caseErrors = { 409: ['CASE_NOT_OPEN'] };

/** A REST body in the service's terms: comma-joined multiple choices split into lists (SPEC §4). */
function valuesOf(body: InterviewEvaluationBody): InterviewEvaluationValues {
  const b = body as unknown as Record<string, unknown>;
  return {
    ...splitLists(b, MAIN_FIELDS),
    ...Object.fromEntries(SECTION_NAMES.map((s) => [s, splitLists(b[s] as object | undefined, SECTIONS[s])])),
    familyRelationshipList: (b.familyRelationshipList as object[] | undefined)?.map((r) => splitLists(r, FAMILY_FIELDS)),
  } as InterviewEvaluationValues;
}

export const interviewEvaluationRoutes = [
  route('get', BASE, CASE, async (ctx, req) => svc.listInterviewEvaluations(ctx, await parseInput(InterviewEvaluationQuery, req.query)), {
    summary: '사례의 면담평가 목록 (requestId 필수, 최신순 페이지)',
    query: InterviewEvaluationQuery,
    response: InterviewEvaluationPage,
  }),

  route('get', `${BASE}/:id`, CASE, async (ctx, req) => interviewEvaluationRest(await svc.getInterviewEvaluation(ctx, intParam(req.params.id))), {
    summary: '면담평가 (여러 선택 항목은 쉼표로 이은 코드)',
    params: id,
    response: INTERVIEW_EVALUATION_REST_SCHEMA,
  }),

  route('post', BASE, CASE, async (ctx, req, res) => {
    const body = await parseInput(CreateInterviewEvaluationBody, req.body);
    const out = await svc.createInterviewEvaluation(ctx, body.requestId, valuesOf(body));
    res.status(201);
    return out;
  }, {
    summary: '면담평가 등록 (isDone N 임시저장: 일부만; Y 제출: 필수 항목 모두; 여러 선택은 쉼표로 이어서)',
    body: CreateInterviewEvaluationBody,
    response: InterviewEvaluationSaved,
    created: true,
    errors: caseErrors,
  }),

  route('put', `${BASE}/:id`, CASE, async (ctx, req) => svc.updateInterviewEvaluation(ctx, intParam(req.params.id), valuesOf(await parseInput(InterviewEvaluationBody, req.body))), {
    summary: '면담평가 수정 (제출된 기록은 임시저장으로 되돌릴 수 없습니다)',
    params: id,
    body: InterviewEvaluationBody,
    response: InterviewEvaluationSaved,
    errors: { 409: ['CASE_NOT_OPEN', 'ALREADY_SUBMITTED'] },
  }),

  route('delete', `${BASE}/:id`, CASE, async (ctx, req) => svc.deleteInterviewEvaluation(ctx, intParam(req.params.id)), {
    summary: '면담평가 삭제 (기록은 남고 목록과 조회에서 빠집니다)',
    params: id,
    response: InterviewEvaluationSaved,
    errors: caseErrors,
  }),
];
