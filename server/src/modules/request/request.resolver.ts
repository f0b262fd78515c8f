import { Arg, Args, Ctx as GqlCtx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { Abilities } from '../../platform/graphql/abilities.js';
import { ScoreRange } from '../evaluation-record/simple-evaluation.entity.js';
import { SimpleEvaluationDetailView } from '../simple-evaluation/simple-evaluation.views.js';
import { RequestDraftInput, RequestInput } from './request.form-inputs.js';
import { ApproveInput, AssignManagerInput, ChangeProgressStepInput, CompleteClosingInput, DeleteRequestInput, RejectInput } from './request.inputs.js';
import { RequestFilter, RequestHistoryQuery } from './request.list-inputs.js';
import { REQUEST_ACCESS } from './request.access.js';
import * as commands from './request.commands.js';
import { requestPolicy } from './request.policy.js';
import * as svc from './request.service.js';
import * as stats from './request.statistics.js';
import {
  DeletedRequestPage,
  RequestCoverView,
  RequestDetailView,
  RequestManagerView,
  RequestMessageView,
  RequestPage,
  RequestStepCountView,
  RequestView,
} from './request.views.js';
import { MENU } from '../../platform/auth/menus.js';

const { read: READ, file: FILE, requester: REQUESTER, decide: DECIDE, case: CASE, stats: STATS } = REQUEST_ACCESS;

@Resolver()
export class RequestResolver {
  @Allow(READ)
  @Query(() => RequestPage, { description: '의뢰 목록 (호출한 사용자가 볼 수 있는 의뢰; 필터·여러 항목 정렬·페이지)' })
  requests(@Args(() => RequestFilter) f: RequestFilter, @GqlCtx() ctx: GqlContext) {
    return svc.listRequests(ctx, f);
  }

  @Allow(READ)
  @Query(() => RequestDetailView, { description: '의뢰 상세 (열람 기록이 남습니다; 임시저장은 작성자 본인만)' })
  request(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.requestDetail(ctx, id, { drafts: true });
  }

  @Allow(READ)
  @Query(() => RequestCoverView, { description: '의뢰서 표지 (학생, 학교, 의뢰자, 상태; 열람 기록이 남습니다)' })
  async requestCover(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.requestCover(ctx, id);
  }

  @Allow(CASE)
  @Query(() => [RequestStepCountView], { description: '진행 단계별 사례 수 (ALL 포함)' })
  requestStepCounts(@GqlCtx() ctx: GqlContext) {
    return svc.stepCounts(ctx);
  }

  @Allow(DECIDE)
  @Query(() => [RequestManagerView], { description: '사례 담당자 후보: 의뢰 담당 센터의 직원 (교육청 사용자 제외)' })
  requestManagers(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.managerCandidates(ctx, id);
  }

  @Allow(REQUESTER)
  @Query(() => DeletedRequestPage, { description: '삭제 내역: 승인 전에 삭제된 의뢰' })
  deletedRequests(@Args(() => RequestHistoryQuery) q: RequestHistoryQuery, @GqlCtx() ctx: GqlContext) {
    return svc.deletedRequests(ctx, q, false);
  }

  @Allow(CASE)
  @Query(() => DeletedRequestPage, { description: '사례 삭제 내역: 승인 뒤 삭제된 사례' })
  deletedCases(@Args(() => RequestHistoryQuery) q: RequestHistoryQuery, @GqlCtx() ctx: GqlContext) {
    return svc.deletedRequests(ctx, q, true);
  }

  @Allow(STATS)
  @Query(() => stats.SearchOptionsView, { description: '통계 검색 조건의 선택지 (관할 안)' })
  requestStatisticsOptions(@GqlCtx() ctx: GqlContext) {
    return stats.searchOptions(ctx);
  }

  @Allow(STATS)
  @Query(() => stats.RequestStatisticsView, { description: '의뢰 현황: 상태별, 유형별 건수 (관할 안)' })
  requestStatistics(@Args(() => stats.RequestStatisticsQuery) q: stats.RequestStatisticsQuery, @GqlCtx() ctx: GqlContext) {
    return stats.requestStatistics(ctx, q);
  }

  @Allow(STATS)
  @Query(() => stats.CompletedStatisticsView, { description: '승인된 사례 현황 (관할 안)' })
  completedRequestStatistics(@Args(() => stats.RequestStatisticsQuery) q: stats.RequestStatisticsQuery, @GqlCtx() ctx: GqlContext) {
    return stats.completedStatistics(ctx, q);
  }

  @Allow(STATS)
  @Query(() => [stats.MonthRowView], { description: '월별 접수·승인·종결 건수 (관할 안)' })
  monthlyRequestStatistics(@Args(() => stats.RequestStatisticsQuery) q: stats.RequestStatisticsQuery, @GqlCtx() ctx: GqlContext) {
    return stats.monthlyStatistics(ctx, q);
  }

  @Allow(STATS)
  @Query(() => [stats.LocalRowView], { description: '지역별 접수·승인·종결 건수 (관할 안)' })
  localRequestStatistics(@Args(() => stats.RequestStatisticsQuery) q: stats.RequestStatisticsQuery, @GqlCtx() ctx: GqlContext) {
    return stats.localStatistics(ctx, q);
  }

  @Allow(FILE)
  @Mutation(() => RequestMessageView, { description: '의뢰 등록: 등록되었습니다.' })
  fileRequest(@Arg('input', () => RequestInput) input: RequestInput, @GqlCtx() ctx: GqlContext) {
    return commands.fileRequest(ctx, input);
  }

  @Allow(FILE)
  @Mutation(() => RequestMessageView, {
    description: '임시저장: id가 없으면 새로, 있으면 작성자 본인의 임시저장을 다시 저장 (채운 항목만 형식 검사; 센터·알림 없음): 임시저장 되었습니다.',
  })
  saveRequestDraft(
    @Arg('id', () => Int, { nullable: true }) id: number | undefined,
    @Arg('input', () => RequestDraftInput) input: RequestDraftInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return commands.saveDraft(ctx, id ?? undefined, input);
  }

  @Allow(REQUESTER)
  @Mutation(() => RequestMessageView, { description: '의뢰 수정, 또는 보완 후 재접수: 수정 되었습니다. 임시저장이면 의뢰 등록: 등록되었습니다.' })
  updateRequest(@Arg('id', () => Int) id: number, @Arg('input', () => RequestInput) input: RequestInput, @GqlCtx() ctx: GqlContext) {
    return commands.editRequest(ctx, id, input);
  }

  @Allow(REQUESTER)
  @Mutation(() => RequestMessageView, { description: '접수 취소: 접수 취소되었습니다.' })
  cancelRequest(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return commands.cancelRequest(ctx, id);
  }

  @Allow(DECIDE)
  @Mutation(() => RequestMessageView, { description: '승인: 승인되었습니다.' })
  approveRequest(@Arg('id', () => Int) id: number, @Arg('input', () => ApproveInput, { nullable: true }) input: ApproveInput | undefined, @GqlCtx() ctx: GqlContext) {
    return commands.approveRequest(ctx, id, input ?? {});
  }

  @Allow(DECIDE)
  @Mutation(() => RequestMessageView, { description: '보완요청: 보완요청되었습니다.' })
  rejectRequest(@Arg('id', () => Int) id: number, @Arg('input', () => RejectInput) input: RejectInput, @GqlCtx() ctx: GqlContext) {
    return commands.rejectRequest(ctx, id, input);
  }

  @Allow(DECIDE)
  @Mutation(() => RequestMessageView, { description: '사례 담당자 지정' })
  assignRequestManager(@Arg('id', () => Int) id: number, @Arg('input', () => AssignManagerInput) input: AssignManagerInput, @GqlCtx() ctx: GqlContext) {
    return commands.assignManager(ctx, id, input);
  }

  @Allow(CASE)
  @Mutation(() => RequestMessageView, { description: '진행 단계 변경: 수정 완료' })
  changeRequestProgressStep(@Arg('id', () => Int) id: number, @Arg('input', () => ChangeProgressStepInput) input: ChangeProgressStepInput, @GqlCtx() ctx: GqlContext) {
    return commands.changeProgressStep(ctx, id, input);
  }

  @Allow(CASE)
  @Mutation(() => RequestMessageView, { description: '종결처리: 종결처리 완료' })
  completeRequestClosing(@Arg('id', () => Int) id: number, @Arg('input', () => CompleteClosingInput) input: CompleteClosingInput, @GqlCtx() ctx: GqlContext) {
    return commands.completeClosing(ctx, id, input);
  }

  @Allow(CASE)
  @Mutation(() => RequestMessageView, { description: '종결 보고 발송: 발송 완료' })
  sendRequestClosingReport(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return commands.sendClosingReport(ctx, id);
  }

  @Allow(READ)
  @Mutation(() => RequestMessageView, { description: '삭제 (의뢰자는 승인 전, 관리자는 언제나): 삭제되었습니다.' })
  deleteRequest(@Arg('id', () => Int) id: number, @Arg('input', () => DeleteRequestInput, { nullable: true }) input: DeleteRequestInput | undefined, @GqlCtx() ctx: GqlContext) {
    return commands.deleteRequest(ctx, id, input?.reason);
  }
}

@ObjectType()
export class RequestAbilities {
  @Field(() => Boolean, { description: '수정 / 보완 후 재접수' }) edit!: boolean;
  @Field(() => Boolean, { description: '접수 취소' }) cancel!: boolean;
  @Field(() => Boolean) approve!: boolean;
  @Field(() => Boolean, { description: '보완요청' }) reject!: boolean;
  @Field(() => Boolean) assignManager!: boolean;
  @Field(() => Boolean) changeProgressStep!: boolean;
  @Field(() => Boolean) completeClosing!: boolean;
  @Field(() => Boolean) sendClosingReport!: boolean;
  @Field(() => Boolean) delete!: boolean;
}

const NOTHING: RequestAbilities = {
  edit: false,
  cancel: false,
  approve: false,
  reject: false,
  assignManager: false,
  changeProgressStep: false,
  completeClosing: false,
  sendClosingReport: false,
  delete: false,
};

const abilitiesOf = (ctx: GqlContext, r: RequestView): RequestAbilities =>
  ctx.principal?.kind === 'user'
    ? requestPolicy.abilities(ctx.principal, { schoolId: r.schoolId, requesterId: r.requesterId, status: r.status, progressStep: r.progressStep })
    : NOTHING;

@Resolver(() => RequestView)
export class RequestAbilitiesResolver {
  @FieldResolver(() => RequestAbilities, { description: '호출한 사용자가 이 의뢰에 할 수 있는 일 (상태까지 따져서)' })
  can(@Root() r: RequestView, @GqlCtx() ctx: GqlContext): RequestAbilities {
    return abilitiesOf(ctx, r);
  }
}

@Resolver(() => RequestDetailView)
export class RequestDetailAbilitiesResolver {
  @FieldResolver(() => RequestAbilities, { description: '호출한 사용자가 이 의뢰에 할 수 있는 일 (상태까지 따져서)' })
  can(@Root() r: RequestDetailView, @GqlCtx() ctx: GqlContext): RequestAbilities {
    return abilitiesOf(ctx, r);
  }
}

@Resolver(() => Abilities)
export class RequestGlobalAbilitiesResolver {
  @FieldResolver(() => Boolean, { description: '의뢰 등록' })
  fileRequest(@GqlCtx() ctx: GqlContext): boolean {
    const p = ctx.principal;
    return p?.kind === 'user' && p.permissions.includes(MENU.REQUEST_REGISTER) && requestPolicy.file(p);
  }
}

/** The result ranges a student can be referred from (SPEC §5: 관심군, 우선 관심군), read on the highest scale (topRange:
 * a category in 관심군 or above, or the crisis flag, makes a student referable even when the total is 일반군). */
const REFERABLE: ReadonlySet<ScoreRange> = new Set([ScoreRange.ATTENTION, ScoreRange.PRIORITY_ATTENTION]);

@Resolver(() => SimpleEvaluationDetailView)
export class SimpleEvaluationReferralResolver {
  @FieldResolver(() => Boolean, {
    description: '이 검사 결과로 의뢰할 수 있음: 의뢰 등록 권한, 같은 학교, 완료된 관심군·우선 관심군(영역 포함) 또는 위기 응답, 아직 의뢰되지 않음 (의뢰 등록 때 같은 조건을 다시 확인합니다)',
  })
  referable(@Root() e: SimpleEvaluationDetailView, @GqlCtx() ctx: GqlContext): boolean {
    const p = ctx.principal;
    return (
      p?.kind === 'user' &&
      p.permissions.includes(MENU.REQUEST_REGISTER) &&
      requestPolicy.file(p) &&
      p.schoolId === e.schoolId &&
      e.isDone === 'Y' &&
      !e.requestId &&
      !!e.topRange &&
      REFERABLE.has(e.topRange)
    );
  }
}
