import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConsentState, EvaluationSchoolType } from '../evaluation-record/simple-evaluation.entity.js';
import { RespondentType } from './consent.inputs.js';
import { FormView } from '../forms/forms.views.js';

/** What the person holding a respondent token does next on the phone pages. */
export enum RespondentStep {
  /** The guardian decides on /app/agree/{agreeId}/guardian. */
  GUARDIAN_CONSENT = 'GUARDIAN_CONSENT',
  /** The student decides on /app/agree/{agreeId}/student. */
  STUDENT_CONSENT = 'STUDENT_CONSENT',
  /** The questionnaire at /app/simple-evaluation/{id}. */
  ANSWER = 'ANSWER',
  /** Answered: /app/simple-evaluation/result/{id} (for the person who answered). */
  DONE = 'DONE',
  /** Someone else's turn (the guardian after the student's link was sent, …). */
  WAITING = 'WAITING',
  REFUSED = 'REFUSED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(RespondentStep, { name: 'RespondentStep', description: '응답자의 다음 단계' });

/** A respondent's result, in plain words: no scores, no group names, and where to get help. */
export enum RespondentResultLevel {
  /** Nothing stands out. */
  CALM = 'CALM',
  /** Some areas are worth talking over with someone at school. */
  SUPPORT = 'SUPPORT',
  /** Answers on suicide and crisis ask for help now (middle/high, 우선 관심군 on suci). */
  URGENT = 'URGENT',
}
registerEnumType(RespondentResultLevel, { name: 'RespondentResultLevel', description: '응답자에게 보여 주는 결과 안내 단계 (점수 없음)' });

@ObjectType('SendUrlResult')
export class SendUrlResultView {
  @Field(() => String) message!: string;
  @Field(() => Int) simpleEvaluationId!: number;
  @Field(() => String) agreeId!: string;
  @Field(() => ConsentState) consentState!: ConsentState;
  /** To whom, masked (010-****-1234). */
  @Field(() => String) sentTo!: string;
}

@ObjectType('RespondentCodeSent')
export class CodeSentView {
  @Field(() => String) message!: string;
  /** Seconds the code stays good. */
  @Field(() => Int) expiresIn!: number;
}

@ObjectType('RespondentToken')
export class RespondentTokenView {
  /** Send it as X-Respondent-Token with the client token on the svs-c simple-evaluation calls. */
  @Field(() => String) respondentToken!: string;
  @Field(() => Int) expiresIn!: number;
  @Field(() => Int) simpleEvaluationId!: number;
  @Field(() => String) agreeId!: string;
  @Field(() => RespondentType) agreeType!: RespondentType;
  @Field(() => RespondentStep) nextStep!: RespondentStep;
}

/** GET svs-c/simple-evaluation/agree/{id}: what the consent page shows. No phone numbers, no scores. */
@ObjectType('RespondentAgree')
export class RespondentAgreeView {
  @Field(() => String) agreeId!: string;
  @Field(() => Int) simpleEvaluationId!: number;
  @Field(() => String) schoolName!: string;
  @Field(() => EvaluationSchoolType) schoolTargetType!: EvaluationSchoolType;
  /** Who holds the token that asked. */
  @Field(() => RespondentType) respondent!: RespondentType;
  /** Whose decision the round waits for (GUARDIAN or STUDENT). */
  @Field(() => String, { nullable: true }) agreeType?: string;
  @Field(() => ConsentState) consentState!: ConsentState;
  @Field(() => String, { nullable: true }) guardianAgreeYn?: string;
  @Field(() => Date, { nullable: true }) guardianAgreeDate?: Date;
  @Field(() => String) studentSendYn!: string;
  @Field(() => String, { nullable: true }) studentAgreeYn?: string;
  @Field(() => Date, { nullable: true }) studentAgreeDate?: Date;
  @Field(() => RespondentStep) nextStep!: RespondentStep;
}

@ObjectType('ApprovalResult')
export class ApprovalResultView {
  @Field(() => String) message!: string;
  @Field(() => Int) simpleEvaluationId!: number;
  @Field(() => ConsentState) consentState!: ConsentState;
  @Field(() => RespondentStep) nextStep!: RespondentStep;
}

@ObjectType('HelpLine')
export class HelpLineView {
  @Field(() => String) name!: string;
  /** Absent for help inside the school. */
  @Field(() => String, { nullable: true }) phone?: string;
  @Field(() => String) description!: string;
}

@ObjectType('RespondentResult')
export class RespondentResultView {
  @Field(() => RespondentResultLevel) level!: RespondentResultLevel;
  @Field(() => String) title!: string;
  @Field(() => String) message!: string;
  @Field(() => [HelpLineView]) helpLines!: HelpLineView[];
  @Field(() => Date, { nullable: true }) doneAt?: Date;
}

/**
 * GET svs-c/simple-evaluation/{id}: the questionnaire's state for the token's holder. The result is there only for
 * the person who answered, once done (staff read the full result through svs-u).
 */
@ObjectType('RespondentEvaluation')
export class RespondentEvaluationView {
  @Field(() => Int) id!: number;
  @Field(() => String) schoolName!: string;
  @Field(() => EvaluationSchoolType) schoolTargetType!: EvaluationSchoolType;
  @Field(() => RespondentType) respondent!: RespondentType;
  @Field(() => ConsentState) consentState!: ConsentState;
  @Field(() => String) isDone!: string;
  /** The holder may submit answers now. */
  @Field(() => Boolean) canAnswer!: boolean;
  @Field(() => RespondentStep) nextStep!: RespondentStep;
  @Field(() => RespondentResultView, { nullable: true }) result?: RespondentResultView;
  /** For the person who answered: when they asked for counselling on the result page (once per link round). */
  @Field(() => Date, { nullable: true, description: '결과 화면에서 상담을 신청한 때 (응답한 사람에게만, 링크 회차마다 한 번)' })
  linkageRequestedAt?: Date;
  /** While the holder may answer: the questionnaire itself, so the page needs no second call. */
  @Field(() => FormView, { nullable: true, description: '응답할 수 있을 때(canAnswer): 응답할 설문지 (문항과 보기; 따로 부를 필요 없음)' })
  form?: FormView;
}

