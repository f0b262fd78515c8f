import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { withoutNulls } from '../../../platform/db/read.js';
import { PageOf } from '../../../platform/paging.js';
import { maskMobile } from '../../../platform/rules.js';
import { declareViews } from '../field-kit.js';
import { SATISFACTION_FIELDS, SDQ_FIELDS } from './questionnaire.fields.js';
import { TargetType, TestType } from '../record/case-types.js';
import type { LinkQuestionnaire, SatisfactionAssessment, SdqKr } from './questionnaire.entity.js';
import { scoreSdq, type SdqBand, type SdqScale, type SdqScores } from '../../forms/sdq.scoring.js';

export enum SdqScaleCode {
  EMOTIONAL = 'EMOTIONAL',
  CONDUCT = 'CONDUCT',
  HYPERACTIVITY = 'HYPERACTIVITY',
  PEER = 'PEER',
  PROSOCIAL = 'PROSOCIAL',
}
registerEnumType(SdqScaleCode, { name: 'SdqScale', description: 'SDQ 척도 (정서, 품행, 과잉행동, 또래관계, 친사회적 행동)' });

export enum SdqBandCode {
  CLOSE_TO_AVERAGE = 'CLOSE_TO_AVERAGE',
  SLIGHTLY_RAISED = 'SLIGHTLY_RAISED',
  HIGH = 'HIGH',
  VERY_HIGH = 'VERY_HIGH',
}
registerEnumType(SdqBandCode, {
  name: 'SdqBand',
  description: '영국 규준의 4단계 구분 (참고용: 한국 절단점은 발표되지 않음). 친사회적 행동은 낮을수록 위 단계',
});

@ObjectType('SdqScaleScore')
export class SdqScaleScoreView {
  @Field(() => SdqScaleCode) scale!: SdqScale;
  @Field(() => Int, { nullable: true, description: '0–10; 응답 3문항 미만이면 없음' }) score?: number;
  @Field(() => Int, { description: '응답한 문항 수 (5개 중)' }) answered!: number;
  @Field(() => Boolean, { description: '3–4문항으로 환산한 점수' }) prorated!: boolean;
  @Field(() => SdqBandCode, { nullable: true }) band?: SdqBand;
}

@ObjectType('SdqScores', { description: 'SDQ 점수 (완료된 검사만, 직원에게만)' })
export class SdqScoresView {
  @Field(() => TargetType, { description: '응답자 (구분 기준)' }) informant!: TargetType;
  @Field(() => [SdqScaleScoreView]) scales!: SdqScaleScoreView[];
  @Field(() => Int, { nullable: true, description: '총 난점 (0–40)' }) totalDifficulties?: number;
  @Field(() => SdqBandCode, { nullable: true }) totalBand?: SdqBand;
  @Field(() => Int, { nullable: true, description: '내재화 (정서 + 또래관계)' }) internalising?: number;
  @Field(() => Int, { nullable: true, description: '외현화 (품행 + 과잉행동)' }) externalising?: number;
}

/** The fields both questionnaires show to staff; the phone number masked (010-****-1234). */
@ObjectType('QuestionnaireBase')
class QuestionnaireBase {
  @Field(() => Int) id!: number;
  @Field(() => Int) requestId!: number;
  @Field(() => TargetType) targetType!: TargetType;
  @Field(() => String, { nullable: true, description: '링크를 보낸 휴대전화번호 (가림)' }) mobile?: string;
  @Field(() => String, { nullable: true }) smsContent?: string;
  @Field(() => Date, { nullable: true, description: '마지막으로 링크를 보낸 시각' }) sentAt?: Date;
  @Field(() => String, { nullable: true }) relationship?: string;
  @Field(() => String, { nullable: true }) relationshipEtc?: string;
  @Field(() => String) isDone!: string;
  @Field(() => Date, { nullable: true }) doneAt?: Date;
  @Field(() => String, { nullable: true, description: 'STAFF 직원이 종이 설문을 입력, RESPONDENT 링크로 응답' }) doneBy?: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('SdqKr', { description: 'SDQ-KR 검사 (열람 기록이 남습니다)' })
export class SdqKrView extends QuestionnaireBase {
  @Field(() => TestType) testType!: TestType;
  @Field(() => SdqScoresView, { nullable: true, description: '완료(isDone Y)된 검사의 점수' }) scores?: SdqScoresView;
}
declareViews(SdqKrView, SDQ_FIELDS);

@ObjectType('SatisfactionAssessment', { description: '만족도 평가 (열람 기록이 남습니다)' })
export class SatisfactionAssessmentView extends QuestionnaireBase {}
declareViews(SatisfactionAssessmentView, SATISFACTION_FIELDS);

export const SdqKrPage = PageOf(SdqKrView, 'SdqKrPage');
export const SatisfactionAssessmentPage = PageOf(SatisfactionAssessmentView, 'SatisfactionAssessmentPage');

@ObjectType('QuestionnaireLinkSent')
export class LinkSentView {
  @Field(() => String) message!: string;
  @Field(() => Int, { description: '링크의 설문 번호 (새로 만들었거나 다시 쓴 기록)' }) id!: number;
  @Field(() => String, { description: '받는 번호 (가림)' }) sentTo!: string;
}

@ObjectType('QuestionnaireRespondentToken')
export class QuestionnaireTokenView {
  @Field(() => String, { description: 'X-Respondent-Token 헤더로 보냅니다 (30분, 이 설문 하나)' }) respondentToken!: string;
  @Field(() => Int) expiresIn!: number;
  @Field(() => Int) id!: number;
  @Field(() => TargetType) targetType!: TargetType;
}

@ObjectType('RespondentQuestionnaire', { description: '응답자가 보는 설문 상태 (점수 없음)' })
export class RespondentQuestionnaireView {
  @Field(() => Int) id!: number;
  @Field(() => TestType, { nullable: true, description: 'SDQ-KR만' }) testType?: TestType;
  @Field(() => TargetType) targetType!: TargetType;
  @Field(() => String, { nullable: true }) relationship?: string;
  @Field(() => String) isDone!: string;
  @Field(() => Date, { nullable: true }) doneAt?: Date;
}

// ---- mapping ----------------------------------------------------------------------------------------------------------

const base = (r: LinkQuestionnaire) =>
  withoutNulls({
  id: r.id,
  requestId: r.request.id,
  targetType: r.targetType,
  mobile: maskMobile(r.mobile),
  smsContent: r.smsContent,
  sentAt: r.sentAt,
  relationship: r.relationship,
  relationshipEtc: r.relationshipEtc,
  isDone: r.isDone,
  doneAt: r.doneAt,
  doneBy: r.doneBy,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
    ...(r.answers ?? {}),
  });

const scoresView = (s: SdqScores): SdqScoresView => ({
  informant: s.informant as TargetType,
  scales: s.scales.map((x) => ({ scale: x.scale, score: x.score ?? undefined, answered: x.answered, prorated: x.prorated, band: x.band ?? undefined })),
  totalDifficulties: s.totalDifficulties ?? undefined,
  totalBand: s.totalBand ?? undefined,
  internalising: s.internalising ?? undefined,
  externalising: s.externalising ?? undefined,
});

/** Scores only once submitted: a half-entered questionnaire has no result to read. */
export const sdqKrView = (r: SdqKr): SdqKrView => ({
  ...base(r),
  testType: r.testType,
  scores: r.isDone === 'Y' ? scoresView(scoreSdq(r.targetType, (r.answers ?? {}) as Record<string, number>)) : undefined,
});

export const satisfactionView = (r: SatisfactionAssessment): SatisfactionAssessmentView => base(r);

export const respondentView = (r: LinkQuestionnaire & { testType?: TestType }): RespondentQuestionnaireView =>
  withoutNulls({ id: r.id, testType: r.testType, targetType: r.targetType, relationship: r.relationship, isDone: r.isDone, doneAt: r.doneAt });
