import { Arg, Args, Ctx as GqlCtx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { loader } from '../../platform/graphql/loaders.js';
import { mapPage } from '../../platform/paging.js';
import { FindFormArgs, FormFilter, FormUpdateInput } from './forms.inputs.js';
import * as svc from './forms.service.js';
import { FormPage, FormView, formSummary, formView } from './forms.views.js';
import { FORMS_ACCESS } from './forms.access.js';

const { read: READ, manage: MANAGE } = FORMS_ACCESS;

/** Reading forms is public (respondents load their questionnaire before any sign-in); changing them needs menu 00015. */
@Resolver()
export class FormsResolver {
  @Allow(READ)
  @Query(() => FormPage, { description: '설문지 목록' })
  async forms(@Args(() => FormFilter) f: FormFilter, @GqlCtx() ctx: GqlContext) {
    return mapPage(await svc.listForms(ctx, f), formSummary);
  }

  @Allow(READ)
  @Query(() => FormView, { description: '설문지 (문항과 보기)' })
  async form(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return formView(await svc.getForm(ctx, id));
  }

  @Allow(READ)
  @Query(() => FormView, { description: '코드, 또는 종류와 대상으로 설문지 찾기' })
  async findForm(@Args(() => FindFormArgs) args: FindFormArgs, @GqlCtx() ctx: GqlContext) {
    return formView(await svc.findForm(ctx, args));
  }

  @Allow(MANAGE)
  @Mutation(() => FormView, { description: '설문지 문항과 보기 수정 (모든 문항 키가 한 번씩)' })
  async updateForm(@Arg('id', () => Int) id: number, @Arg('input', () => FormUpdateInput) input: FormUpdateInput, @GqlCtx() ctx: GqlContext) {
    return formView(await svc.updateForm(ctx, id, input));
  }
}

@Resolver(() => FormView)
export class FormFieldsResolver {
  /** Staff with the forms menu only: who saved last is not for the public readers of a questionnaire. */
  @Allow(MANAGE)
  @FieldResolver(() => String, { nullable: true, description: '마지막으로 저장한 사용자 이름' })
  updatedByName(@Root() form: FormView, @GqlCtx() ctx: GqlContext) {
    return loader(ctx, 'form.updatedByName', (ids: readonly number[]) => svc.updatedByNames(ctx, ids)).load(form.id);
  }
}
