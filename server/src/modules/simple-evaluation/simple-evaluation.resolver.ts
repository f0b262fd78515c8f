import { Arg, Args, Ctx as GqlCtx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import { MENU } from '../../platform/auth/menus.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { Abilities } from '../../platform/graphql/abilities.js';
import { EvaluationSchoolType } from '../evaluation-record/simple-evaluation.entity.js';
import {
  AfterManagementInput,
  BulkAfterManagementInput,
  GroupRegisterInput,
  NotImplementedInput,
  PaperAnswersInput,
  SimpleEvaluationInput,
} from '../evaluation-record/simple-evaluation.inputs.js';
import { evaluationPolicy } from '../evaluation-record/simple-evaluation.policy.js';
import * as svc from '../evaluation-record/simple-evaluation.service.js';
import { SIMPLE_EVALUATION_ACCESS } from './simple-evaluation.access.js';
import { groupRegister } from './simple-evaluation.group.js';
import { SimpleEvaluationFilter } from './simple-evaluation.list-inputs.js';
import { getEvaluationDetail, listEvaluations } from './simple-evaluation.read.js';
import { registerEvaluation } from './simple-evaluation.register.js';
import {
  CountResultView,
  evaluationView,
  GroupRegisterView,
  instrumentView,
  InstrumentView,
  RegisteredView,
  SimpleEvaluationDetailView,
  SimpleEvaluationPage,
  SimpleEvaluationView,
} from './simple-evaluation.views.js';

const answersObject = (input: PaperAnswersInput) => Object.fromEntries(input.answers.map((a) => [a.key, a.value ?? null]));

@Resolver()
export class SimpleEvaluationResolver {
  @Allow(SIMPLE_EVALUATION_ACCESS.read)
  @Query(() => SimpleEvaluationPage, { description: '간편검사 목록 (관할 안, 필터·여러 항목 정렬·페이지)' })
  async simpleEvaluations(@Args(() => SimpleEvaluationFilter) f: SimpleEvaluationFilter, @GqlCtx() ctx: GqlContext) {
    return listEvaluations(ctx, f);
  }

  @Allow(SIMPLE_EVALUATION_ACCESS.read)
  @Query(() => SimpleEvaluationDetailView, { description: '간편검사 상세: 응답과 영역별 결과 (열람 기록이 남습니다)' })
  simpleEvaluation(@Arg('id', () => Int) id: number, @GqlCtx() ctx: GqlContext) {
    return getEvaluationDetail(ctx, id);
  }

  @Allow(SIMPLE_EVALUATION_ACCESS.read)
  @Query(() => InstrumentView, { description: '학교급별 영역과 문항 키 (종이 설문 입력 화면용)' })
  simpleEvaluationInstrument(@Arg('schoolTargetType', () => EvaluationSchoolType) st: EvaluationSchoolType) {
    return instrumentView(st);
  }

  @Allow(SIMPLE_EVALUATION_ACCESS.register)
  @Mutation(() => RegisteredView, { description: '학생 한 명 등록: 관리번호가 생성 되었습니다.' })
  async registerSimpleEvaluation(@Arg('input', () => SimpleEvaluationInput) input: SimpleEvaluationInput, @GqlCtx() ctx: GqlContext) {
    const e = await registerEvaluation(ctx, input);
    return { id: e.id, studentCode: e.studentCode, message: svc.messages.registered };
  }

  @Allow(SIMPLE_EVALUATION_ACCESS.register)
  @Mutation(() => GroupRegisterView, {
    description:
      '일괄 등록 (엑셀 업로드 POST svs-u/simple-evaluation/group-register와 같은 검사): PREVIEW는 행마다 오류, COMMIT은 모두 또는 하나도. ' +
      'REGISTER_AND_SEND는 같은 트랜잭션에서 행마다 보호자 동의 링크 문자를 보냅니다',
  })
  groupRegisterSimpleEvaluations(@Arg('input', () => GroupRegisterInput) input: GroupRegisterInput, @GqlCtx() ctx: GqlContext) {
    return groupRegister(ctx, input.rows.map((r, i) => ({ ...r, line: i + 1 })), { mode: input.mode, method: input.method, schoolId: input.schoolId });
  }

  @Allow(SIMPLE_EVALUATION_ACCESS.write)
  @Mutation(() => SimpleEvaluationDetailView, { description: '종이 설문 응답 입력: isDone Y면 채점까지 (응답자 제출과 같은 채점)' })
  async enterSimpleEvaluationAnswers(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PaperAnswersInput) input: PaperAnswersInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    await svc.enterPaperAnswers(ctx, id, answersObject(input), input.isDone);
    return getEvaluationDetail(ctx, id);
  }

  @Allow(SIMPLE_EVALUATION_ACCESS.write)
  @Mutation(() => SimpleEvaluationView, { description: '미실시 사유 저장' })
  async setSimpleEvaluationNotImplemented(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => NotImplementedInput) input: NotImplementedInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return evaluationView(await svc.setNotImplemented(ctx, id, input));
  }

  @Allow(SIMPLE_EVALUATION_ACCESS.write)
  @Mutation(() => SimpleEvaluationView, { description: '사후관리 (기관 연계) 저장' })
  async setSimpleEvaluationAfterManagement(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AfterManagementInput) input: AfterManagementInput,
    @GqlCtx() ctx: GqlContext,
  ) {
    return evaluationView(await svc.setAfterManagement(ctx, id, input));
  }

  @Allow(SIMPLE_EVALUATION_ACCESS.write)
  @Mutation(() => CountResultView, { description: '여러 건에 같은 사후관리 저장' })
  async setSimpleEvaluationsAfterManagement(@Arg('input', () => BulkAfterManagementInput) input: BulkAfterManagementInput, @GqlCtx() ctx: GqlContext) {
    return { count: await svc.bulkAfterManagement(ctx, input), message: svc.messages.saved };
  }

  @Allow(SIMPLE_EVALUATION_ACCESS.write)
  @Mutation(() => CountResultView, { description: '삭제 (선택한 건 모두, 또는 하나도 삭제하지 않음)' })
  async deleteSimpleEvaluations(@Arg('ids', () => [Int]) ids: number[], @GqlCtx() ctx: GqlContext) {
    return { count: await svc.deleteEvaluations(ctx, svc.checkIds(ids)), message: svc.messages.deleted };
  }

  @Allow(SIMPLE_EVALUATION_ACCESS.write)
  @Mutation(() => CountResultView, { description: '동의 취소: 미완료는 발송이 취소되었습니다., 완료는 설문이 삭제되었습니다.' })
  async cancelSimpleEvaluationAgree(
    @Arg('id', () => Int) id: number,
    @Arg('guardianRequest', () => Boolean, { nullable: true, description: '보호자(또는 학생)가 학교에 요청한 동의 철회로 기록' }) guardianRequest: boolean | null,
    @GqlCtx() ctx: GqlContext,
  ) {
    return { count: 1, message: await svc.cancelAgree(ctx, id, { guardianRequest: !!guardianRequest }) };
  }

  @Allow(SIMPLE_EVALUATION_ACCESS.rescore)
  @Mutation(() => [SimpleEvaluationView], { description: '사용 중인 규준으로 다시 채점 (관리자)' })
  async rescoreSimpleEvaluations(@Arg('ids', () => [Int]) ids: number[], @GqlCtx() ctx: GqlContext) {
    return (await svc.rescore(ctx, svc.checkIds(ids))).map((e) => evaluationView(e));
  }

}

@ObjectType()
export class SimpleEvaluationAbilities {
  @Field(() => Boolean, { description: '미실시 사유, 사후관리 저장' }) update!: boolean;
  @Field(() => Boolean, { description: '종이 설문 응답 입력 (미완료 검사)' }) enterAnswers!: boolean;
  @Field(() => Boolean) delete!: boolean;
  @Field(() => Boolean, { description: '동의 취소 / 설문 삭제' }) cancelAgree!: boolean;
  @Field(() => Boolean, { description: '사용 중인 규준으로 다시 채점' }) rescore!: boolean;
}

const NOTHING: SimpleEvaluationAbilities = { update: false, enterAnswers: false, delete: false, cancelAgree: false, rescore: false };

const abilitiesOf = (ctx: GqlContext, e: SimpleEvaluationView): SimpleEvaluationAbilities =>
  ctx.principal?.kind === 'user' ? evaluationPolicy.abilities(ctx.principal, { isDone: e.isDone as 'Y' | 'N', deleted: false }) : NOTHING;

@Resolver(() => SimpleEvaluationView)
export class SimpleEvaluationAbilitiesResolver {
  @FieldResolver(() => SimpleEvaluationAbilities, { description: '호출한 사용자가 이 검사에 할 수 있는 일' })
  can(@Root() e: SimpleEvaluationView, @GqlCtx() ctx: GqlContext): SimpleEvaluationAbilities {
    return abilitiesOf(ctx, e);
  }
}

@Resolver(() => SimpleEvaluationDetailView)
export class SimpleEvaluationDetailAbilitiesResolver {
  @FieldResolver(() => SimpleEvaluationAbilities, { description: '호출한 사용자가 이 검사에 할 수 있는 일' })
  can(@Root() e: SimpleEvaluationDetailView, @GqlCtx() ctx: GqlContext): SimpleEvaluationAbilities {
    return abilitiesOf(ctx, e);
  }
}

@Resolver(() => Abilities)
export class SimpleEvaluationGlobalAbilitiesResolver {
  @FieldResolver(() => Boolean, { description: '간편검사 등록 (한 명, 일괄)' })
  registerSimpleEvaluation(@GqlCtx() ctx: GqlContext): boolean {
    const p = ctx.principal;
    return p?.kind === 'user' && p.permissions.includes(MENU.SIMPLE_EVALUATION_REGISTER) && evaluationPolicy.register(p);
  }
}
