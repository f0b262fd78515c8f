import { IsString, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Errors } from '../../platform/errors.js';
import { intParam, route, staff } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import {
  AuthenticationCodeCheckInput,
  AuthenticationCodeInput,
  CenterFilter,
  CenterInput,
  EducationOfficeArgs,
  LocalArgs,
  SchoolFilter,
  SchoolInput,
  SchoolUpdateInput,
} from './organization.inputs.js';
import * as svc from './organization.service.js';
import { centerSummary, centerView, schoolSummary, schoolView } from './organization.views.js';
import { mapPage } from '../../platform/paging.js';

const client = { caller: 'client' as const };

@InputType('SchoolIdQuery')
class SchoolIdQuery {
  @Field(() => String)
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,20}$/, { message: '학교를 선택해주세요.' })
  schoolId!: string;
}

const schoolIdParam = (v: string) => {
  if (!/^[A-Za-z0-9]{1,20}$/.test(v)) throw Errors.notFound();
  return v;
};

export const organizationRoutes = [
  route('get', 'svs-c/local', client, async (ctx, req) => svc.locals(ctx, await parseInput(LocalArgs, req.query))),
  route('get', 'svs-u/education-office', staff(), async (ctx, req) =>
    svc.educationOffices(ctx, await parseInput(EducationOfficeArgs, req.query)),
  ),

  route('get', 'svs-c/school', client, async (ctx, req) =>
    mapPage(await svc.searchSchools(ctx, await parseInput(SchoolFilter, req.query)), schoolSummary),
  ),
  route('get', 'svs-u/school', staff('00017'), async (ctx, req) =>
    mapPage(await svc.listSchools(ctx, await parseInput(SchoolFilter, req.query)), schoolView),
  ),
  route('get', 'svs-u/school/check/:id', staff('00017'), async (ctx, req) =>
    svc.isSchoolIdAvailable(ctx, schoolIdParam(req.params.id as string)),
  ),
  route('get', 'svs-u/school/authentication-code', staff('00018'), async (ctx, req) => {
    const { schoolId } = await parseInput(SchoolIdQuery, req.query);
    const row = await svc.getAuthenticationCode(ctx, schoolId);
    return { schoolId, code: row.code, updatedAt: row.updatedAt };
  }),
  route('put', 'svs-u/school/authentication-code', staff('00018'), async (ctx, req) => {
    const row = await svc.setAuthenticationCode(ctx, await parseInput(AuthenticationCodeInput, req.body));
    return { schoolId: row.school.id, code: row.code, updatedAt: row.updatedAt };
  }),
  route('post', 'svs-u/school/authentication-code/check', { caller: 'staff' }, async (ctx, req) =>
    svc.checkAuthenticationCode(ctx, await parseInput(AuthenticationCodeCheckInput, req.body)),
  ),
  route('post', 'svs-c/school/authentication-code/check', client, async (ctx, req) =>
    svc.checkAuthenticationCode(ctx, await parseInput(AuthenticationCodeCheckInput, req.body)),
  ),
  route('get', 'svs-u/school/:id', staff(), async (ctx, req) => schoolView(await svc.getSchool(ctx, schoolIdParam(req.params.id as string)))),
  route('post', 'svs-u/school', staff('00017'), async (ctx, req, res) => {
    const school = await svc.createSchool(ctx, await parseInput(SchoolInput, req.body));
    res.status(201);
    return schoolView(school);
  }),
  route('put', 'svs-u/school/:id', staff('00017'), async (ctx, req) =>
    schoolView(await svc.updateSchool(ctx, schoolIdParam(req.params.id as string), await parseInput(SchoolUpdateInput, req.body))),
  ),

  route('get', 'svs-c/center', client, async (ctx, req) =>
    mapPage(await svc.searchCenters(ctx, await parseInput(CenterFilter, req.query)), centerSummary),
  ),
  route('get', 'svs-u/center', staff('00013'), async (ctx, req) =>
    mapPage(await svc.listCenters(ctx, await parseInput(CenterFilter, req.query)), (c) => centerView(c)),
  ),
  route('get', 'svs-u/center/:id', staff(), async (ctx, req) => centerView(await svc.getCenter(ctx, intParam(req.params.id)), true)),
  route('post', 'svs-u/center', staff('00013'), async (ctx, req, res) => {
    const center = await svc.createCenter(ctx, await parseInput(CenterInput, req.body));
    res.status(201);
    return centerView(center, true);
  }),
  route('put', 'svs-u/center/delete/:id', staff('00013'), async (ctx, req) => svc.deleteCenter(ctx, intParam(req.params.id))),
  route('put', 'svs-u/center/:id', staff('00013'), async (ctx, req) =>
    centerView(await svc.updateCenter(ctx, intParam(req.params.id), await parseInput(CenterInput, req.body)), true),
  ),
];
