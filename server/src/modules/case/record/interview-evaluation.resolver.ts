import { Arg, Args, Ctx as GqlCtx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../../platform/auth/access.js';
import { CASE_RECORD_ACCESS } from '../case.access.js';
import type { GqlContext } from '../../../platform/graphql/context.js';
import { CreateInterviewEvaluationInput, InterviewEvaluationInput, InterviewEvaluationQuery, type InterviewEvaluationValues } from './interview-evaluation.inputs.js';
import * as svc from './interview-evaluation.service.js';
import { InterviewEvaluationPage, InterviewEvaluationSaved, InterviewEvaluationView } from './interview-evaluation.views.js';

const values = (input: InterviewEvaluationInput) => input as unknown as InterviewEvaluationValues;

/** One declaration for both doors (case.access.ts). */
const { case: CASE } = CASE_RECORD_ACCESS;

@Resolver()
export class InterviewEvaluationResolver {
  @Allow(CASE)
  @Query(() => InterviewEvaluationPage, { description: '사례의 면담평가 목록 (열람 기록이 남습니다)' })
  interviewEvaluations(@Args(() => InterviewEvaluationQuery) q: InterviewEvaluationQuery, @GqlCtx() ctx: GqlContext) {
    return svc.listInterviewEvaluations(ctx, q);
  }

  @Allow(CASE)
  @Query(() => InterviewEvaluationView, { description: '면담평가 (열람 기록이 남습니다)' })
  interviewEvaluation(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.getInterviewEvaluation(ctx, id);
  }

  @Allow(CASE)
  @Mutation(() => InterviewEvaluationSaved, { description: '면담평가 등록 (isDone N 임시저장, Y 제출)' })
  createInterviewEvaluation(@Arg('input', () => CreateInterviewEvaluationInput) input: CreateInterviewEvaluationInput, @GqlCtx() ctx: GqlContext) {
    return svc.createInterviewEvaluation(ctx, input.requestId, values(input));
  }

  @Allow(CASE)
  @Mutation(() => InterviewEvaluationSaved, { description: '면담평가 수정 (제출된 기록은 제출 상태로만 저장)' })
  updateInterviewEvaluation(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => InterviewEvaluationInput) input: InterviewEvaluationInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return svc.updateInterviewEvaluation(ctx, id, values(input));
  }

  @Allow(CASE)
  @Mutation(() => InterviewEvaluationSaved, { description: '면담평가 삭제' })
  deleteInterviewEvaluation(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return svc.deleteInterviewEvaluation(ctx, id);
  }
}
