import { Arg, Args, Ctx as GqlCtx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../../platform/auth/access.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import type { Ctx } from '../../../platform/context.js';
import type { Page } from '../../../platform/paging.js';
import { caseManagementLog } from './case-management-log.record.js';
import { CaseRecordOutcome, CaseRecordQuery, type RecordInput, type RecordView } from './record-spec.js';

const { View: CaseManagementLogView, Page: CaseManagementLogPage, Input: CaseManagementLogInput } = caseManagementLog;

/** One declaration for both doors (case.access.ts). */
const { case: CASE } = CASE_RECORD_ACCESS;

/** 사례관리일지 (menu 00009): the GraphQL twin of svs-u/case-management-log (lists as arrays). */
@Resolver()
export class CaseManagementLogResolver {
  @Allow(CASE)
  @Query(() => CaseManagementLogPage, { description: '사례의 사례관리일지 목록 (최근 것부터; 열람 기록)' })
  caseManagementLogs(@Args(() => CaseRecordQuery) q: CaseRecordQuery, @GqlCtx() ctx: Ctx): Promise<Page<RecordView>> {
    return caseManagementLog.list(ctx, q);
  }

  @Allow(CASE)
  @Query(() => CaseManagementLogView, { description: '사례관리일지 한 건 (열람 기록)' })
  caseManagementLog(@Arg('id', () => Int) id: number, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return caseManagementLog.get(ctx, id);
  }

  @Allow(CASE)
  @Mutation(() => CaseManagementLogView, { description: '사례관리일지 등록 (isDone N 임시 저장, Y 작성 완료)' })
  createCaseManagementLog(@Arg('input', () => CaseManagementLogInput) input: RecordInput, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return caseManagementLog.create(ctx, input);
  }

  @Allow(CASE)
  @Mutation(() => CaseManagementLogView, { description: '사례관리일지 수정 (양식 전체)' })
  updateCaseManagementLog(@Arg('id', () => Int) id: number, @Arg('input', () => CaseManagementLogInput) input: RecordInput, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return caseManagementLog.update(ctx, id, input);
  }

  @Allow(CASE)
  @Mutation(() => CaseRecordOutcome, { description: '사례관리일지 삭제 (기록은 남음)' })
  deleteCaseManagementLog(@Arg('id', () => Int) id: number, @GqlCtx() ctx: Ctx): Promise<CaseRecordOutcome> {
    return caseManagementLog.remove(ctx, id);
  }
}
