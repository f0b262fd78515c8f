import { Arg, Ctx as GqlCtx, Int, Query, Resolver } from 'type-graphql';
import { Allow } from '../../../platform/auth/access.js';
import { CASE_TIMELINE_ACCESS } from '../case.access.js';
import type { Ctx } from '../../../platform/context.js';
import { caseTimeline } from './case-timeline.service.js';
import { CaseTimelineView } from './case-timeline.views.js';

/** One declaration for both doors (case.access.ts). */
const { read: CASE } = CASE_TIMELINE_ACCESS;

@Resolver()
export class CaseTimelineResolver {
  @Allow(CASE)
  @Query(() => CaseTimelineView, { description: '학생 변화 추이: 연도별 간편검사, SDQ 사전·사후와 변화, CGI, 사례의 사건 (열람 기록)' })
  caseTimeline(@Arg('requestId', () => Int) requestId: number, @GqlCtx() ctx: Ctx): Promise<CaseTimelineView> {
    return caseTimeline(ctx, requestId);
  }
}
