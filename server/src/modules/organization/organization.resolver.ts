import { Arg, Args, Ctx as GqlCtx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { loader } from '../../platform/graphql/loaders.js';
import { EducationOffice } from './education-office.entity.js';
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
  CenterSummaryPage,
  CenterSummaryView,
  CenterView,
  LocalView,
  SchoolPage,
  SchoolSummaryPage,
  SchoolView,
  centerSummary,
  centerView,
  schoolSummary,
  schoolView,
} from './organization.views.js';
import { mapPage } from '../../platform/paging.js';
import { ORGANIZATION_ACCESS } from './organization.access.js';

const { lookup: LOOKUP, read: READ, schools: SCHOOLS, centers: CENTERS } = ORGANIZATION_ACCESS;

@Resolver()
export class OrganizationResolver {
  @Allow(LOOKUP)
  @Query(() => [LocalView], { description: '시도(SD) 또는 시군구(SGG) 목록' })
  locals(@Args(() => LocalArgs) args: LocalArgs, @GqlCtx() ctx: GqlContext) {
    return svc.locals(ctx, args);
  }

  @Allow(READ)
  @Query(() => [EducationOffice])
  educationOffices(@Args(() => EducationOfficeArgs) args: EducationOfficeArgs, @GqlCtx() ctx: GqlContext) {
    return svc.educationOffices(ctx, args);
  }

  @Allow(SCHOOLS)
  @Query(() => SchoolPage)
  async schools(@Args(() => SchoolFilter) f: SchoolFilter, @GqlCtx() ctx: GqlContext) {
    return svc.listSchools(ctx, f);
  }

  @Allow(LOOKUP)
  @Query(() => SchoolSummaryPage, { description: '가입 화면의 학교 검색' })
  async schoolSearch(@Args(() => SchoolFilter) f: SchoolFilter, @GqlCtx() ctx: GqlContext) {
    return mapPage(await svc.searchSchools(ctx, f), schoolSummary);
  }

  @Allow(READ)
  @Query(() => SchoolView)
  async school(@Arg('id', () => ID) id: string, @GqlCtx() ctx: GqlContext) {
    return schoolView(await svc.getSchool(ctx, id));
  }

  @Allow(SCHOOLS)
  @Query(() => Boolean, { description: '학교 ID 사용 가능 여부 (true: 등록 가능)' })
  schoolIdAvailable(@Arg('id', () => ID) id: string, @GqlCtx() ctx: GqlContext) {
    return svc.isSchoolIdAvailable(ctx, id);
  }

  @Allow(SCHOOLS)
  @Mutation(() => SchoolView)
  async createSchool(@Arg('input', () => SchoolInput) input: SchoolInput, @GqlCtx() ctx: GqlContext) {
    return schoolView(await svc.createSchool(ctx, input));
  }

  @Allow(SCHOOLS)
  @Mutation(() => SchoolView)
  async updateSchool(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SchoolUpdateInput) input: SchoolUpdateInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return schoolView(await svc.updateSchool(ctx, id, input));
  }

  @Allow(CENTERS)
  @Query(() => CenterPage)
  async centers(@Args(() => CenterFilter) f: CenterFilter, @GqlCtx() ctx: GqlContext) {
    return svc.listCenters(ctx, f);
  }

  @Allow(LOOKUP)
  @Query(() => CenterSummaryPage, { description: '가입 화면의 센터 검색' })
  async centerSearch(@Args(() => CenterFilter) f: CenterFilter, @GqlCtx() ctx: GqlContext) {
    return mapPage(await svc.searchCenters(ctx, f), centerSummary);
  }

  @Allow(READ)
  @Query(() => CenterView)
  async center(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return centerView(await svc.getCenter(ctx, id), true);
  }

  @Allow(CENTERS)
  @Mutation(() => CenterView)
  async createCenter(@Arg('input', () => CenterInput) input: CenterInput, @GqlCtx() ctx: GqlContext) {
    return centerView(await svc.createCenter(ctx, input), true);
  }

  @Allow(CENTERS)
  @Mutation(() => CenterView)
  async updateCenter(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CenterInput) input: CenterInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return centerView(await svc.updateCenter(ctx, id, input), true);
  }

  @Allow(CENTERS)
  @Mutation(() => Boolean)
  deleteCenter(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.deleteCenter(ctx, id);
  }
}

@Resolver(() => SchoolView)
export class SchoolFieldsResolver {
  /** Batched per request: a page of schools asks for its centers in one statement, not one per school. */
  @FieldResolver(() => [CenterSummaryView], { description: '이 학교를 관할하는 센터' })
  centers(@Root() school: SchoolView, @GqlCtx() ctx: GqlContext) {
    return loader(ctx, 'school.centers', (ids: readonly string[]) => svc.coveringCenters(ctx, ids)).load(school.id);
  }
}
