import { intParam, route } from '../../platform/http/rest.js';
import { mapPage } from '../../platform/paging.js';
import { parseInput } from '../../platform/validation.js';
import { FindFormArgs, FormFilter, FormUpdateInput } from './forms.inputs.js';
import * as svc from './forms.service.js';
import { FormPage, FormView, formSummary, formView } from './forms.views.js';
import { FORMS_ACCESS } from './forms.access.js';

/** One declaration for both doors (forms.access.ts). */
const { read: READ, manage: MANAGE } = FORMS_ACCESS;

/**
 * SPEC §7 puts all four calls under svs (public). The three reads stay public: respondents load their questionnaire
 * before any sign-in. The PUT keeps its path but asks for a user token with the forms menu (00015): a public write
 * would let anyone rewrite the questionnaire a screening is answered on.
 */
export const formsRoutes = [
  route('get', 'svs/forms', READ, async (ctx, req) => mapPage(await svc.listForms(ctx, await parseInput(FormFilter, req.query)), formSummary), {
    summary: '설문지 목록',
    query: FormFilter,
    response: FormPage,
  }),
  route('get', 'svs/forms/find-form', READ, async (ctx, req) => formView(await svc.findForm(ctx, await parseInput(FindFormArgs, req.query))), {
    summary: '설문지 찾기 (code, 또는 type과 target)',
    query: FindFormArgs,
    response: FormView,
    errors: { 404: ['NOT_FOUND'] },
  }),
  route('get', 'svs/forms/:id', READ, async (ctx, req) => formView(await svc.getForm(ctx, intParam(req.params.id))), {
    summary: '설문지 (문항과 보기)',
    params: { id: 'integer' },
    response: FormView,
  }),
  route('put', 'svs/forms/:id', MANAGE, async (ctx, req) =>
    formView(await svc.updateForm(ctx, intParam(req.params.id), await parseInput(FormUpdateInput, req.body))),
  {
    summary: '설문지 수정 (관리자 토큰 필요: 설문지 관리 메뉴 권한)',
    description: '명세는 공개(svs) 호출이지만, 누구나 문항을 바꿀 수 없도록 설문지 관리(00015) 권한이 있는 사용자 토큰을 요구합니다.',
    params: { id: 'integer' },
    body: FormUpdateInput,
    response: FormView,
    errors: { 409: ['UNKNOWN_FORM'] },
  }),
];
