import { Arg, Args, Ctx as GqlCtx, FieldResolver, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { Abilities } from '../../platform/graphql/abilities.js';
import { BbsType } from './bbs.entity.js';
import { BbsInput, BbsListArgs, BbsReplyArgs, BbsReplyInput, BbsReplyUpdateInput, BbsUpdateInput } from './bbs.inputs.js';
import { BBS_ACCESS } from './bbs.access.js';
import * as reads from './bbs.read.js';
import * as replies from './bbs.replies.js';
import * as svc from './bbs.service.js';
import { BbsBoardAbilities, BbsDetailView, BbsMessageView, BbsPage, BbsReplyPage } from './bbs.views.js';

/** Any board's menu; the service asks for the board's own (bbs.policy.ts). The same entry as the REST facade's. */
const { board: ANY_BOARD } = BBS_ACCESS;

@Resolver()
export class BbsResolver {
  @Allow(ANY_BOARD)
  @Query(() => BbsPage, { description: '게시판 목록: 읽을 수 있는 글, 고정 글 먼저 최신순 (검색, 삭제된 글은 복원할 수 있는 사람만)' })
  bbsList(@Args(() => BbsListArgs) args: BbsListArgs, @GqlCtx() ctx: GqlContext) {
    return reads.listBbs(ctx, args);
  }

  @Allow(ANY_BOARD)
  @Query(() => BbsDetailView, { description: '게시글 상세 (작성자가 아닌 사람이 읽으면 조회수가 오릅니다)' })
  bbs(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return reads.getBbs(ctx, id);
  }

  @Allow(ANY_BOARD)
  @Mutation(() => BbsMessageView, { description: '게시글 등록 (HTML은 허용 목록으로 정리되어 저장됩니다)' })
  createBbs(@Arg('input', () => BbsInput) input: BbsInput, @GqlCtx() ctx: GqlContext) {
    return svc.createBbs(ctx, input);
  }

  @Allow(ANY_BOARD)
  @Mutation(() => BbsMessageView, { description: '게시글 수정 (보낸 항목만 바뀝니다)' })
  updateBbs(@Arg('id', () => Int) id: number, @Arg('input', () => BbsUpdateInput) input: BbsUpdateInput, @GqlCtx() ctx: GqlContext) {
    return svc.updateBbs(ctx, id, input);
  }

  @Allow(ANY_BOARD)
  @Mutation(() => BbsMessageView, { description: '답변 저장 (관리자)' })
  answerBbs(@Arg('id', () => Int) id: number, @Arg('answer', () => String) answer: string, @GqlCtx() ctx: GqlContext) {
    return svc.answerBbs(ctx, id, answer);
  }

  @Allow(ANY_BOARD)
  @Mutation(() => BbsMessageView, { description: '게시글 삭제 (복원할 수 있음)' })
  deleteBbs(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.deleteBbs(ctx, id);
  }

  @Allow(ANY_BOARD)
  @Mutation(() => BbsMessageView, { description: '삭제된 게시글 복원' })
  restoreBbs(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.restoreBbs(ctx, id);
  }

  @Allow(ANY_BOARD)
  @Mutation(() => BbsMessageView, { description: '게시글 완전 삭제 (관리자; 댓글도 함께)' })
  purgeBbs(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.purgeBbs(ctx, id);
  }

  @Allow(ANY_BOARD)
  @Query(() => BbsReplyPage, { description: '댓글 목록 (오래된 순)' })
  bbsReplies(@Args(() => BbsReplyArgs) args: BbsReplyArgs, @GqlCtx() ctx: GqlContext) {
    return replies.listReplies(ctx, args);
  }

  @Allow(ANY_BOARD)
  @Mutation(() => BbsMessageView, { description: '댓글 등록' })
  createBbsReply(@Arg('input', () => BbsReplyInput) input: BbsReplyInput, @GqlCtx() ctx: GqlContext) {
    return replies.createReply(ctx, input);
  }

  @Allow(ANY_BOARD)
  @Mutation(() => BbsMessageView, { description: '댓글 수정 (작성자, 관리자)' })
  updateBbsReply(@Arg('id', () => Int) id: number, @Arg('input', () => BbsReplyUpdateInput) input: BbsReplyUpdateInput, @GqlCtx() ctx: GqlContext) {
    return replies.updateReply(ctx, id, input);
  }

  @Allow(ANY_BOARD)
  @Mutation(() => BbsMessageView, { description: '댓글 삭제 (작성자, 관리자)' })
  deleteBbsReply(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return replies.deleteReply(ctx, id);
  }
}

@Resolver(() => Abilities)
export class BbsAbilitiesResolver {
  @FieldResolver(() => BbsBoardAbilities, { description: '게시판 하나에서 할 수 있는 일 (글쓰기, 삭제된 글, 상단 고정)' })
  bbs(@Arg('type', () => BbsType) type: BbsType, @GqlCtx() ctx: GqlContext): BbsBoardAbilities {
    const p = ctx.principal;
    if (p?.kind !== 'user') return { write: false, seeDeleted: false, setCentralFixation: false, setSimpleEvaluationFixation: false, setCenterFixation: false };
    return reads.boardAbilities(p, type);
  }
}
