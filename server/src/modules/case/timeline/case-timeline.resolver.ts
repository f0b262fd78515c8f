import { Arg, Authorized, Ctx as GqlCtx, Int, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context.js';
import { CASE } from '../case-record/case-record.resolver.js';
import { caseTimeline } from './case-timeline.service.js';
import { CaseTimelineView } from './case-timeline.views.js';

@Resolver()
export class CaseTimelineResolver {
  @Authorized(...CASE)
  @Query(() => CaseTimelineView, { description: '학생 변화 추이: 연도별 간편검사, SDQ 사전·사후와 변화, CGI, 사례의 사건 (열람 기록)' })
  caseTimeline(@Arg('requestId', () => Int) requestId: number, @GqlCtx() ctx: Ctx): Promise<CaseTimelineView> {
    return caseTimeline(ctx, requestId);
  }
}
