import { Errors } from '../../platform/errors.js';
import { intParam, route } from '../../platform/http/rest.js';
import type { JsonSchema } from '../../platform/http/contract.js';
import { parseInput } from '../../platform/validation.js';
import {
  CenterFilter,
  CenterInput,
  EducationOfficeArgs,
  LocalArgs,
  SchoolFilter,
  SchoolInput,
  SchoolUpdateInput,
} from './organization.inputs.js';
import * as svc from './organization.service.js';
import {
  CenterPage,
  centerSummary,
  CenterSummaryPage,
  CenterView,
  centerView,
  LocalView,
  SchoolPage,
  schoolSummary,
  SchoolSummaryPage,
  SchoolView,
  schoolView,
} from './organization.views.js';
import { EducationOffice } from './education-office.entity.js';
import { mapPage } from '../../platform/paging.js';
import { ORGANIZATION_ACCESS } from './organization.access.js';

/** One declaration for both doors (organization.access.ts). */
const { lookup: LOOKUP, read: READ, schools: SCHOOLS, centers: CENTERS } = ORGANIZATION_ACCESS;

const schoolIdSchema: JsonSchema = { type: 'string', pattern: '^[A-Za-z0-9]{1,20}$' };

const schoolIdParam = (v: string) => {
  if (!/^[A-Za-z0-9]{1,20}$/.test(v)) throw Errors.notFound();
  return v;
};

export const organizationRoutes = [
  route('get', 'svs-c/local', LOOKUP, async (ctx, req) => svc.locals(ctx, await parseInput(LocalArgs, req.query)), {
    summary: '시도 또는 시군구 목록',
    query: LocalArgs,
    response: [LocalView],
  }),
  route('get', 'svs-u/education-office', READ, async (ctx, req) =>
    svc.educationOffices(ctx, await parseInput(EducationOfficeArgs, req.query)),
  { summary: '교육청 목록', query: EducationOfficeArgs, response: [EducationOffice] }),

  route('get', 'svs-c/school', LOOKUP, async (ctx, req) =>
    mapPage(await svc.searchSchools(ctx, await parseInput(SchoolFilter, req.query)), schoolSummary),
  { summary: '학교 검색 (공개 정보만)', query: SchoolFilter, response: SchoolSummaryPage }),
  route('get', 'svs-u/school', SCHOOLS, async (ctx, req) =>
    svc.listSchools(ctx, await parseInput(SchoolFilter, req.query)),
  { summary: '학교 목록 (관할 안)', query: SchoolFilter, response: SchoolPage }),
  route('get', 'svs-u/school/check/:id', SCHOOLS, async (ctx, req) =>
    svc.isSchoolIdAvailable(ctx, schoolIdParam(req.params.id as string)),
  { summary: '학교 ID 사용 가능 여부 (true: 사용 가능)', params: { id: schoolIdSchema }, response: 'boolean' }),
  route('get', 'svs-u/school/:id', READ, async (ctx, req) => schoolView(await svc.getSchool(ctx, schoolIdParam(req.params.id as string))), {
    summary: '학교 상세',
    params: { id: schoolIdSchema },
    response: SchoolView,
  }),
  route('post', 'svs-u/school', SCHOOLS, async (ctx, req, res) => {
    const school = await svc.createSchool(ctx, await parseInput(SchoolInput, req.body));
    res.status(201);
    return schoolView(school);
  }, { summary: '학교 등록', body: SchoolInput, response: SchoolView, created: true, errors: { 409: ['DUPLICATE_SCHOOL_ID'] } }),
  route('put', 'svs-u/school/:id', SCHOOLS, async (ctx, req) =>
    schoolView(await svc.updateSchool(ctx, schoolIdParam(req.params.id as string), await parseInput(SchoolUpdateInput, req.body))),
  { summary: '학교 수정', params: { id: schoolIdSchema }, body: SchoolUpdateInput, response: SchoolView }),

  route('get', 'svs-c/center', LOOKUP, async (ctx, req) =>
    mapPage(await svc.searchCenters(ctx, await parseInput(CenterFilter, req.query)), centerSummary),
  { summary: '센터 검색 (공개 정보만)', query: CenterFilter, response: CenterSummaryPage }),
  route('get', 'svs-u/center', CENTERS, async (ctx, req) =>
    svc.listCenters(ctx, await parseInput(CenterFilter, req.query)),
  { summary: '센터 목록 (관할 안)', query: CenterFilter, response: CenterPage }),
  route('get', 'svs-u/center/:id', READ, async (ctx, req) => centerView(await svc.getCenter(ctx, intParam(req.params.id)), true), {
    summary: '센터 상세 (관할 지역과 학교 포함)',
    params: { id: 'integer' },
    response: CenterView,
  }),
  route('post', 'svs-u/center', CENTERS, async (ctx, req, res) => {
    const center = await svc.createCenter(ctx, await parseInput(CenterInput, req.body));
    res.status(201);
    return centerView(center, true);
  }, { summary: '센터 등록', body: CenterInput, response: CenterView, created: true, errors: { 409: ['DUPLICATE_CENTER_CODE'] } }),
  route('put', 'svs-u/center/delete/:id', CENTERS, async (ctx, req) => svc.deleteCenter(ctx, intParam(req.params.id)), {
    summary: '센터 삭제 (true)',
    params: { id: 'integer' },
    response: 'boolean',
  }),
  route('put', 'svs-u/center/:id', CENTERS, async (ctx, req) =>
    centerView(await svc.updateCenter(ctx, intParam(req.params.id), await parseInput(CenterInput, req.body)), true),
  { summary: '센터 수정', params: { id: 'integer' }, body: CenterInput, response: CenterView, errors: { 409: ['DUPLICATE_CENTER_CODE'] } }),
];
