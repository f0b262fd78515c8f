import { Arg, Args, Ctx as GqlCtx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../../platform/auth/access.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import type { Ctx } from '../../../platform/context.js';
import type { Page } from '../../../platform/paging.js';
import { cgi } from './cgi.record.js';
import { CaseRecordOutcome, CaseRecordQuery, type RecordInput, type RecordView } from './record-spec.js';

const { View: CgiView, Page: CgiPage, Input: CgiInput } = cgi;

/** One declaration for both doors (case.access.ts). */
const { case: CASE } = CASE_RECORD_ACCESS;

/** CGI (menu 00009): the GraphQL twin of svs-u/cgi (lists as arrays). */
@Resolver()
export class CgiResolver {
  @Allow(CASE)
  @Query(() => CgiPage, { description: '사례의 CGI 목록 (최근 것부터; 열람 기록)' })
  cgis(@Args(() => CaseRecordQuery) q: CaseRecordQuery, @GqlCtx() ctx: Ctx): Promise<Page<RecordView>> {
    return cgi.list(ctx, q);
  }

  @Allow(CASE)
  @Query(() => CgiView, { description: 'CGI 한 건 (열람 기록)' })
  cgi(@Arg('id', () => Int) id: number, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return cgi.get(ctx, id);
  }

  @Allow(CASE)
  @Mutation(() => CgiView, { description: 'CGI 등록 (isDone N 임시 저장, Y 작성 완료)' })
  createCgi(@Arg('input', () => CgiInput) input: RecordInput, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return cgi.create(ctx, input);
  }

  @Allow(CASE)
  @Mutation(() => CgiView, { description: 'CGI 수정 (양식 전체)' })
  updateCgi(@Arg('id', () => Int) id: number, @Arg('input', () => CgiInput) input: RecordInput, @GqlCtx() ctx: Ctx): Promise<RecordView> {
    return cgi.update(ctx, id, input);
  }

  @Allow(CASE)
  @Mutation(() => CaseRecordOutcome, { description: 'CGI 삭제 (기록은 남음)' })
  deleteCgi(@Arg('id', () => Int) id: number, @GqlCtx() ctx: Ctx): Promise<CaseRecordOutcome> {
    return cgi.remove(ctx, id);
  }
}
