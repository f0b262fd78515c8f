import { Arg, Args, Ctx as GqlCtx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../../platform/auth/access.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import type { Ctx } from '../../../platform/context.js';
import type { Page } from '../../../platform/paging.js';
import { caseMinutes } from './case-minutes.record.js';
import { CaseRecordOutcome, CaseRecordQuery, type RecordInput, type RecordView } from './record-spec.js';

const { View: CaseMinutesView, Page: CaseMinutesPage, Input: CaseMinutesInput } = caseMinutes;

/** One declaration for both doors (case.access.ts). */
const { case: CASE } = CASE_RECORD_ACCESS;

/** 사례회의록 (menu 00009): the GraphQL twin of svs-u/case-minutes (lists as arrays). */
@Resolver()
export class CaseMinutesResolver {
  @Allow(CASE)
  @Query(() => CaseMinutesPage, { description: '사례의 사례회의록 목록 (최근 것부터; 열람 기록)' })
  caseMinutesList(@Args(() => CaseRecordQuery) q: CaseRecordQuery, @GqlCtx() ctx: Ctx): Promise<Page<RecordView>> {
    return caseMinutes.list(ctx, q);
  }

  @Allow(CASE)
  @Query(() => CaseMinutesView, { description: '사례회의록 한 건 (열람 기록)' })
  caseMinutes(@Arg('id', () => Int) id: number, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return caseMinutes.get(ctx, id);
  }

  @Allow(CASE)
  @Mutation(() => CaseMinutesView, { description: '사례회의록 등록 (isDone N 임시 저장, Y 작성 완료)' })
  createCaseMinutes(@Arg('input', () => CaseMinutesInput) input: RecordInput, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return caseMinutes.create(ctx, input);
  }

  @Allow(CASE)
  @Mutation(() => CaseMinutesView, { description: '사례회의록 수정 (양식 전체)' })
  updateCaseMinutes(@Arg('id', () => Int) id: number, @Arg('input', () => CaseMinutesInput) input: RecordInput, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return caseMinutes.update(ctx, id, input);
  }

  @Allow(CASE)
  @Mutation(() => CaseRecordOutcome, { description: '사례회의록 삭제 (기록은 남음)' })
  deleteCaseMinutes(@Arg('id', () => Int) id: number, @GqlCtx() ctx: Ctx): Promise<CaseRecordOutcome> {
    return caseMinutes.remove(ctx, id);
  }
}
