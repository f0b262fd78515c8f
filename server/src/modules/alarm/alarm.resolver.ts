import { Args, Ctx as GqlCtx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { PageArgs } from '../../platform/paging.js';
import * as svc from './alarm.service.js';
import { AlarmPage } from './alarm.views.js';
import { ALARM_ACCESS } from './alarm.access.js';

@Resolver()
export class AlarmResolver {
  @Allow(ALARM_ACCESS.own)
  @Query(() => AlarmPage)
  async myAlarms(@Args(() => PageArgs) args: PageArgs, @GqlCtx() ctx: GqlContext) {
    return svc.myAlarms(ctx, args);
  }

  @Allow(ALARM_ACCESS.own)
  @Query(() => Int, { description: '읽지 않은 알림 수 (0보다 크면 새 알림)' })
  alarmUnreadCount(@GqlCtx() ctx: GqlContext) {
    return svc.unreadCount(ctx);
  }

  @Allow(ALARM_ACCESS.own)
  @Mutation(() => Int, { description: '내 알림을 모두 읽음으로 표시' })
  markAlarmsRead(@GqlCtx() ctx: GqlContext) {
    return svc.markAllRead(ctx);
  }
}
