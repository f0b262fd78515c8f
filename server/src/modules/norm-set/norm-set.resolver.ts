import { Arg, Ctx as GqlCtx, FieldResolver, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { Abilities } from '../../platform/graphql/abilities.js';
import { NORM_SET_ACCESS } from './norm-set.access.js';
import { InterpretationInput } from './norm-set.inputs.js';
import { normSetPolicy } from './norm-set.policy.js';
import * as norms from './norm-set.service.js';
import { interpretationView, InterpretationView, normSetInfo, NormSetInfoView, normSetView, NormSetView } from './norm-set.views.js';

/** Norm sets and interpretation texts (REST twins in norm-set.rest.ts). */
@Resolver()
export class NormSetResolver {
  @Allow(NORM_SET_ACCESS.read)
  @Query(() => NormSetView, { description: '사용 중인 규준 (평균, 표준편차, 백분위표)' })
  async activeNormSet(@GqlCtx() ctx: GqlContext) {
    const { record, set } = await norms.activeNormSetRecord(ctx);
    return normSetView(record, set);
  }

  @Allow(NORM_SET_ACCESS.manage)
  @Query(() => [NormSetInfoView], { description: '등록된 규준 목록 (관리자)' })
  async normSets(@GqlCtx() ctx: GqlContext) {
    return (await norms.listNormSets(ctx)).map(normSetInfo);
  }

  @Allow(NORM_SET_ACCESS.manage)
  @Mutation(() => NormSetInfoView, { description: '규준 활성화: 이후 채점은 이 규준으로 (이미 채점된 검사는 다시 채점해야 바뀝니다)' })
  async activateNormSet(@Arg('version', () => String) version: string, @GqlCtx() ctx: GqlContext) {
    return normSetInfo(await norms.activateNormSet(ctx, version));
  }

  @Allow(NORM_SET_ACCESS.read)
  @Query(() => [InterpretationView], { description: '해석 문구 (학교급 × 영역 × 구간)' })
  async evaluationInterpretations(@GqlCtx() ctx: GqlContext) {
    return (await norms.listInterpretations(ctx)).map(interpretationView);
  }

  @Allow(NORM_SET_ACCESS.manage)
  @Mutation(() => [InterpretationView], { description: '해석 문구 수정 (관리자)' })
  async updateEvaluationInterpretations(@Arg('rows', () => [InterpretationInput]) rows: InterpretationInput[], @GqlCtx() ctx: GqlContext) {
    return (await norms.updateInterpretations(ctx, rows)).map(interpretationView);
  }
}

@Resolver(() => Abilities)
export class NormSetGlobalAbilitiesResolver {
  @FieldResolver(() => Boolean, { description: '규준 가져오기·활성화, 해석 문구 수정, 다시 채점 (관리자)' })
  manageNormSets(@GqlCtx() ctx: GqlContext): boolean {
    const p = ctx.principal;
    return p?.kind === 'user' && normSetPolicy.manage(p);
  }
}
