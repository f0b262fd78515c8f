import { Arg, Args, Ctx as GqlCtx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow, requireUser } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { mapPage, PageArgs } from '../../platform/paging.js';
import { CRISIS_ALERT_ACCESS } from './crisis-alert.access.js';
import { CrisisActionInput } from './crisis-alert.inputs.js';
import * as crisis from './crisis-alert.service.js';
import { alertView, CrisisAlertPage, CrisisAlertView, crisisAlertView } from './crisis-alert.views.js';

/** The crisis alerts of the main page and the evaluation detail (REST twins in crisis-alert.rest.ts). */
@Resolver()
export class CrisisAlertResolver {
  @Allow(CRISIS_ALERT_ACCESS.read)
  @Query(() => CrisisAlertPage, { description: '확인하지 않은 위기 알림 (관할 범위, 최근 순)' })
  async openCrisisAlerts(@Args(() => PageArgs) args: PageArgs, @GqlCtx() ctx: GqlContext) {
    return mapPage(await crisis.openCrisisAlerts(ctx, args), crisisAlertView(requireUser(ctx.principal)));
  }

  @Allow(CRISIS_ALERT_ACCESS.act)
  @Mutation(() => CrisisAlertView, { description: '위기 알림 확인 처리: 한 일과 한 사람을 기록 (되돌릴 수 없음)' })
  async acknowledgeCrisisAlert(@Arg('id', () => Int) id: number, @Arg('input', () => CrisisActionInput) input: CrisisActionInput, @GqlCtx() ctx: GqlContext) {
    const p = requireUser(ctx.principal);
    return alertView(p, await crisis.acknowledgeCrisisAlert(ctx, id, input));
  }

  @Allow(CRISIS_ALERT_ACCESS.act)
  @Mutation(() => CrisisAlertView, { description: '확인 처리된 위기 알림에 추가 조치 기록' })
  async followUpCrisisAlert(@Arg('id', () => Int) id: number, @Arg('input', () => CrisisActionInput) input: CrisisActionInput, @GqlCtx() ctx: GqlContext) {
    const p = requireUser(ctx.principal);
    return alertView(p, await crisis.followUpCrisisAlert(ctx, id, input));
  }
}
