import { Args, Ctx as GqlCtx, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { AccessLogFilter } from './access-log.inputs.js';
import * as svc from './access-log.service.js';
import { accessSubjects } from '../../platform/access-log.js';
import { AccessLogPage, AccessLogSubjectView } from './access-log.views.js';
import { ACCESS_LOG_ACCESS } from './access-log.access.js';

@Resolver()
export class AccessLogResolver {
  /** The Excel export is REST only (POST svs-u/access-log/excel-download): a file, with the reason in its body. */
  @Allow(ACCESS_LOG_ACCESS.read)
  @Query(() => AccessLogPage, { description: '개인정보 접근 기록 (시스템 관리자)' })
  async accessLogs(@Args(() => AccessLogFilter) f: AccessLogFilter, @GqlCtx() ctx: GqlContext) {
    return svc.listAccessLog(ctx, f);
  }

  /** The kinds of record the server logs, with their labels: the screen's filter and column read them from here. */
  @Allow(ACCESS_LOG_ACCESS.read)
  @Query(() => [AccessLogSubjectView], { description: '접근 기록의 기록 종류와 이름 (시스템 관리자)' })
  accessLogSubjects(): AccessLogSubjectView[] {
    return accessSubjects();
  }
}
