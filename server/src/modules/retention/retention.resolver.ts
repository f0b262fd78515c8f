import { Arg, Ctx as GqlCtx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { RETENTION_ACCESS } from './retention.access.js';
import { LegalHoldInput, LegalHoldReleaseInput, RetentionRuleInput } from './retention.inputs.js';
import { RetentionKind } from './retention.kinds.js';
import * as svc from './retention.service.js';
import { DestructionRunView, LegalHoldView, RetentionPreviewView, RetentionRuleChangeView, RetentionRuleView } from './retention.views.js';

const { manage: MANAGE } = RETENTION_ACCESS;

/** The retention schedule and destruction (system administrator). The certificate is REST only (a file). */
@Resolver()
export class RetentionResolver {
  @Allow(MANAGE)
  @Query(() => [RetentionRuleView], { description: '기록 종류별 보존 기간 (시스템 관리자)' })
  retentionRules(@GqlCtx() ctx: GqlContext) {
    return svc.listRules(ctx);
  }

  @Allow(MANAGE)
  @Query(() => [RetentionRuleChangeView], { description: '보존 기간 변경 이력 (최근 200건)' })
  retentionRuleChanges(@GqlCtx() ctx: GqlContext) {
    return svc.listRuleChanges(ctx);
  }

  @Allow(MANAGE)
  @Mutation(() => RetentionRuleView, { description: '보존 기간 변경 (사유 필수, 변경 이력에 남음)' })
  changeRetentionRule(
    @Arg('kind', () => RetentionKind) kind: RetentionKind,
    @Arg('input', () => RetentionRuleInput) input: RetentionRuleInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return svc.changeRule(ctx, kind, input);
  }

  @Allow(MANAGE)
  @Query(() => [LegalHoldView], { description: '법적 보존 (all: 해제된 것도)' })
  legalHolds(@Arg('all', () => Boolean, { nullable: true }) all: boolean | undefined, @GqlCtx() ctx: GqlContext) {
    return svc.listHolds(ctx, !!all);
  }

  @Allow(MANAGE)
  @Mutation(() => LegalHoldView, { description: '법적 보존 설정 (파기 작업이 이 기록을 파기하지 않음)' })
  setLegalHold(@Arg('input', () => LegalHoldInput) input: LegalHoldInput, @GqlCtx() ctx: GqlContext) {
    return svc.setHold(ctx, input);
  }

  @Allow(MANAGE)
  @Mutation(() => LegalHoldView, { description: '법적 보존 해제 (사유 필수)' })
  releaseLegalHold(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => LegalHoldReleaseInput) input: LegalHoldReleaseInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return svc.releaseHold(ctx, id, input);
  }

  @Allow(MANAGE)
  @Query(() => [RetentionPreviewView], { description: '다음 파기 작업이 파기할 기록 수 (오늘 기준)' })
  retentionPreview(@GqlCtx() ctx: GqlContext) {
    return svc.preview(ctx);
  }

  @Allow(MANAGE)
  @Query(() => [DestructionRunView], { description: '파기 작업 기록 (최근 400건)' })
  destructionRuns(@GqlCtx() ctx: GqlContext) {
    return svc.listRuns(ctx);
  }

  @Allow(MANAGE)
  @Query(() => DestructionRunView, { description: '파기 작업 기록 하나' })
  destructionRun(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.getRun(ctx, id);
  }
}
