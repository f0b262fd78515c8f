import { Arg, Args, Ctx as GqlCtx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../../platform/auth/access.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import type { Ctx } from '../../../platform/context.js';
import type { Page } from '../../../platform/paging.js';
import { CancelClosingReportInput, cancelClosingReport, closingReport, SentClosingReportView, sentClosingReport } from './closing-report.record.js';
import { CaseRecordOutcome, CaseRecordQuery, type RecordInput, type RecordView } from './record-spec.js';

const { View: ClosingReportView, Page: ClosingReportPage, Input: ClosingReportInput } = closingReport;

/** One declaration for both doors (case.access.ts). */
const { case: CASE, sentReport: SENT_REPORT } = CASE_RECORD_ACCESS;

/** 종결보고서 (menu 00009): the GraphQL twin of svs-u/closing-report (lists as arrays). */
@Resolver()
export class ClosingReportResolver {
  @Allow(CASE)
  @Query(() => ClosingReportPage, { description: '사례의 종결보고서 목록 (최근 것부터; 열람 기록)' })
  closingReports(@Args(() => CaseRecordQuery) q: CaseRecordQuery, @GqlCtx() ctx: Ctx): Promise<Page<RecordView>> {
    return closingReport.list(ctx, q);
  }

  @Allow(CASE)
  @Query(() => ClosingReportView, { description: '종결보고서 한 건 (열람 기록)' })
  closingReport(@Arg('id', () => Int) id: number, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return closingReport.get(ctx, id);
  }

  @Allow(CASE)
  @Mutation(() => ClosingReportView, { description: '종결보고서 등록 (isDone N 임시 저장, Y 작성 완료)' })
  createClosingReport(@Arg('input', () => ClosingReportInput) input: RecordInput, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return closingReport.create(ctx, input);
  }

  @Allow(CASE)
  @Mutation(() => ClosingReportView, { description: '종결보고서 수정 (양식 전체)' })
  updateClosingReport(@Arg('id', () => Int) id: number, @Arg('input', () => ClosingReportInput) input: RecordInput, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return closingReport.update(ctx, id, input);
  }

  @Allow(CASE)
  @Mutation(() => CaseRecordOutcome, { description: '종결보고서 삭제 (기록은 남음)' })
  deleteClosingReport(@Arg('id', () => Int) id: number, @GqlCtx() ctx: Ctx): Promise<CaseRecordOutcome> {
    return closingReport.remove(ctx, id);
  }

  @Allow(CASE)
  @Mutation(() => ClosingReportView, { description: '종결보고서 제출 취소 (임시 저장으로; 사유가 남음). 학교로 발송된 뒤에는 409 REPORT_SENT' })
  cancelClosingReport(@Arg('input', () => CancelClosingReportInput) input: CancelClosingReportInput, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return cancelClosingReport(ctx, input);
  }

  @Allow(SENT_REPORT)
  @Query(() => SentClosingReportView, { description: '학교로 발송된 종결 보고 (의뢰를 볼 수 있는 사용자; 발송 전에는 404; 열람 기록)' })
  sentClosingReport(
    @Arg('requestId', () => Int) requestId: number,
    @Arg('closingReportId', () => Int, { nullable: true, description: '비우면 그 의뢰의 종결 보고' }) closingReportId: number | undefined,
    @GqlCtx() ctx: Ctx,
  ): Promise<SentClosingReportView> {
    return sentClosingReport(ctx, requestId, closingReportId);
  }
}
