import { Args, Ctx as GqlCtx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { SmsHistoryFilter } from './sms.inputs.js';
import * as svc from './sms.service.js';
import { SmsMessagePage } from './sms.views.js';
import { SMS_ACCESS } from './sms.access.js';

@Resolver()
export class SmsResolver {
  @Allow(SMS_ACCESS.history)
  @Query(() => SmsMessagePage, { description: 'SMS 발송 내역 (관할 안의 것만, 수신번호는 가려서)' })
  async smsSendHistory(@Args(() => SmsHistoryFilter) args: SmsHistoryFilter, @GqlCtx() ctx: GqlContext) {
    return svc.listHistory(ctx, args);
  }
}
