import { Args, Ctx as GqlCtx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../../platform/auth/access.js';
import type { GqlContext } from '../../../platform/graphql/context.js';
import { RequestStatisticsQuery } from '../../request/request.statistics.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import { caseMinutesStatistics, CaseMinutesStatisticsView } from './case-minutes.statistics.js';

/** One declaration for both doors (case.access.ts): the request statistics' entry. */
const { statistics: STATS } = CASE_RECORD_ACCESS;

/** The case meetings' figures of the statistics screens (menu 00012): the GraphQL twin of svs-u/request/statistics-by-case-minutes. */
@Resolver()
export class CaseStatisticsResolver {
  @Allow(STATS)
  @Query(() => CaseMinutesStatisticsView, { description: '사례회의 통계: 월별, 주 진단별, 개입 계획별, 기관 연계별 (관할 안)' })
  caseMinutesStatistics(@Args(() => RequestStatisticsQuery) q: RequestStatisticsQuery, @GqlCtx() ctx: GqlContext) {
    return caseMinutesStatistics(ctx, q);
  }
}
