import { Arg, Args, Ctx as GqlCtx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { PopupFilter, PopupInput } from './popup.inputs.js';
import * as svc from './popup.service.js';
import { PopupPage, PopupView } from './popup.views.js';
import { POPUP_ACCESS } from './popup.access.js';

const { view: VIEW, manage: MANAGE } = POPUP_ACCESS;

@Resolver()
export class PopupResolver {
  @Allow(VIEW)
  @Query(() => [PopupView], { description: '지금 나에게 보여줄 팝업 (내 역할이 노출 대상, 사용 중, 오늘이 기간 안)' })
  async activePopups(@GqlCtx() ctx: GqlContext) {
    return svc.activePopups(ctx);
  }

  @Allow(MANAGE)
  @Query(() => PopupPage, { description: '팝업 목록 (관리자)' })
  async popups(@Args(() => PopupFilter) f: PopupFilter, @GqlCtx() ctx: GqlContext) {
    return svc.listPopups(ctx, f);
  }

  @Allow(MANAGE)
  @Query(() => PopupView, { description: '팝업 (관리자)' })
  async popup(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.getPopup(ctx, id);
  }

  @Allow(MANAGE)
  @Mutation(() => PopupView, { description: '팝업 등록 (같은 날 게시 팝업 수 제한: ACTIVE_POPUP_LIMIT_EXCEEDED)' })
  async createPopup(@Arg('input', () => PopupInput) input: PopupInput, @GqlCtx() ctx: GqlContext) {
    return svc.createPopup(ctx, input);
  }

  @Allow(MANAGE)
  @Mutation(() => PopupView, { description: '팝업 수정 (같은 날 게시 팝업 수 제한: ACTIVE_POPUP_LIMIT_EXCEEDED)' })
  async updatePopup(@Arg('id', () => Int) id: number, @Arg('input', () => PopupInput) input: PopupInput, @GqlCtx() ctx: GqlContext) {
    return svc.updatePopup(ctx, id, input);
  }

  @Allow(MANAGE)
  @Mutation(() => PopupView, { description: '팝업 삭제 (deleteYn Y, 목록과 노출에서 빠짐)' })
  async deletePopup(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.deletePopup(ctx, id);
  }
}
