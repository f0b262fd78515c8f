import { Arg, Args, Ctx as GqlCtx, FieldResolver, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { Abilities } from '../../platform/graphql/abilities.js';
import { ConsultingInput, ConsultingQuery } from './consulting.inputs.js';
import { consultingPolicy } from './consulting.policy.js';
import * as svc from './consulting.service.js';
import { ConsultingPage, ConsultingView } from './consulting.views.js';
import { MENU } from '../../platform/auth/menus.js';
import { CONSULTING_ACCESS } from './consulting.access.js';

const { records: RECORDS } = CONSULTING_ACCESS;

@Resolver()
export class ConsultingResolver {
  @Allow(RECORDS)
  @Query(() => ConsultingPage, { description: '자문 기록 목록 (센터는 자기 센터의 기록만)' })
  consultings(@Args(() => ConsultingQuery) args: ConsultingQuery, @GqlCtx() ctx: GqlContext) {
    return svc.listConsulting(ctx, args);
  }

  @Allow(RECORDS)
  @Query(() => ConsultingView, { description: '자문 기록 상세 (첨부파일 포함)' })
  consulting(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.getConsulting(ctx, id);
  }

  @Allow(RECORDS)
  @Mutation(() => ConsultingView, { description: '자문 기록 등록 (첨부파일은 POST svs-u/attachments로 올린 뒤 fileIds로)' })
  createConsulting(@Arg('input', () => ConsultingInput) input: ConsultingInput, @GqlCtx() ctx: GqlContext) {
    return svc.createConsulting(ctx, input);
  }

  @Allow(RECORDS)
  @Mutation(() => ConsultingView, { description: '자문 기록 수정 (fileIds 추가, deleteFileIds 삭제; 둘 다 없으면 첨부파일 유지)' })
  updateConsulting(@Arg('id', () => Int) id: number, @Arg('input', () => ConsultingInput) input: ConsultingInput, @GqlCtx() ctx: GqlContext) {
    return svc.updateConsulting(ctx, id, input);
  }

  @Allow(RECORDS)
  @Mutation(() => Boolean, { description: '자문 기록 삭제' })
  deleteConsulting(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.deleteConsulting(ctx, id);
  }
}

@Resolver(() => Abilities)
export class ConsultingAbilitiesResolver {
  @FieldResolver(() => Boolean, { description: '자문 기록 등록' })
  createConsulting(@GqlCtx() ctx: GqlContext): boolean {
    const p = ctx.principal;
    return p?.kind === 'user' && p.permissions.includes(MENU.CONSULTING) && consultingPolicy.create(p);
  }
}
