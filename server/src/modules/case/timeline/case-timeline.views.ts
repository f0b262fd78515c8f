import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TargetType } from '../record/case-types.js';
import { SdqBandCode } from '../questionnaire/questionnaire.views.js';
import type { SdqBand } from '../../forms/sdq.scoring.js';
import { EvaluationSchoolType, ScoreRange } from '../../evaluation-record/simple-evaluation.entity.js';

/** How a score moved from PRELIMINARY to POST, read the right way round (prosocial: higher is better). */
export enum ChangeDirection {
  IMPROVED = 'IMPROVED',
  UNCHANGED = 'UNCHANGED',
  WORSENED = 'WORSENED',
}
registerEnumType(ChangeDirection, { name: 'ChangeDirection', description: '사전→사후 변화의 방향 (IMPROVED 좋아짐, UNCHANGED 같음, WORSENED 나빠짐)' });

export enum TimelineEventKind {
  SCREENING = 'SCREENING',
  FILED = 'FILED',
  APPROVED = 'APPROVED',
  INTERVIEW = 'INTERVIEW',
  SDQ = 'SDQ',
  CGI = 'CGI',
  MEETING = 'MEETING',
  LOG = 'LOG',
  CLOSED = 'CLOSED',
  REPORT_SENT = 'REPORT_SENT',
}
registerEnumType(TimelineEventKind, { name: 'TimelineEventKind', description: '학생 변화 추이의 사건 종류' });

@ObjectType('TimelineScreeningScore', { description: '간편검사 영역(또는 전체) 하나의 T점수' })
export class TimelineScreeningScoreView {
  @Field(() => String, { description: '영역 코드 또는 total' }) scale!: string;
  @Field(() => String) name!: string;
  @Field(() => Float) t!: number;
  @Field(() => ScoreRange) range!: ScoreRange;
  @Field(() => String, { description: '일반군 / 관심군 / 우선 관심군' }) rangeName!: string;
}

@ObjectType('TimelineScreening', { description: '한 해의 정서·행동 간편검사 결과 (완료된 검사)' })
export class TimelineScreeningView {
  @Field(() => Int) evaluationId!: number;
  @Field(() => Int) year!: number;
  @Field(() => String, { description: '관리번호' }) studentCode!: string;
  @Field(() => EvaluationSchoolType) schoolTargetType!: EvaluationSchoolType;
  @Field(() => Boolean, { description: 'true: 이 사례가 연계된 검사' }) referred!: boolean;
  @Field(() => Date, { nullable: true }) doneAt?: Date;
  @Field(() => Boolean, { description: 'true: 시연용 규준으로 채점 (임상 사용 불가)' }) normDemo!: boolean;
  @Field(() => Boolean, { description: '위기 응답 (위기 문항 응답 또는 자살 및 위기 문제 우선 관심군): 전체 구간과 따로 봅니다' }) crisis!: boolean;
  @Field(() => TimelineScreeningScoreView) total!: TimelineScreeningScoreView;
  @Field(() => [TimelineScreeningScoreView], { description: '영역별 (문항 순서)' }) categories!: TimelineScreeningScoreView[];
}

@ObjectType('SdqChangeRow', { description: 'SDQ 척도 하나의 사전·사후 점수와 변화 (사후 − 사전)' })
export class SdqChangeRowView {
  @Field(() => String, { description: 'EMOTIONAL, CONDUCT, HYPERACTIVITY, PEER, PROSOCIAL 또는 TOTAL (총 난점)' }) measure!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean, { description: 'true: 점수가 높을수록 좋음 (친사회적 행동)' }) higherIsBetter!: boolean;
  @Field(() => Int, { nullable: true }) pre?: number;
  @Field(() => SdqBandCode, { nullable: true }) preBand?: SdqBand;
  @Field(() => Int, { nullable: true }) post?: number;
  @Field(() => SdqBandCode, { nullable: true }) postBand?: SdqBand;
  @Field(() => Int, { nullable: true, description: '사후 − 사전 (둘 다 있을 때)' }) change?: number;
  @Field(() => ChangeDirection, { nullable: true }) direction?: ChangeDirection;
}

@ObjectType('SdqInformantChange', { description: '응답자 한 명의 SDQ 사전·사후 (완료된 검사)' })
export class SdqInformantChangeView {
  @Field(() => TargetType) informant!: TargetType;
  @Field(() => String) informantName!: string;
  @Field(() => Date, { nullable: true }) preDoneAt?: Date;
  @Field(() => Date, { nullable: true }) postDoneAt?: Date;
  @Field(() => [SdqChangeRowView]) rows!: SdqChangeRowView[];
}

@ObjectType('CgiChange', { description: 'CGI 사전·사후 (작성 완료된 기록)' })
export class CgiChangeView {
  @Field(() => Int, { nullable: true, description: '사전 CGI-S (1–7)' }) preS?: number;
  @Field(() => Int, { nullable: true, description: '사후 CGI-S (1–7)' }) postS?: number;
  @Field(() => Int, { nullable: true, description: '사후 − 사전 CGI-S (낮을수록 좋아짐)' }) changeS?: number;
  @Field(() => ChangeDirection, { nullable: true }) direction?: ChangeDirection;
  @Field(() => Int, { nullable: true, description: '사후 CGI-I (1–7, 0 평가하지 않음)' }) postI?: number;
  @Field(() => String, { nullable: true }) preSName?: string;
  @Field(() => String, { nullable: true }) postSName?: string;
  @Field(() => String, { nullable: true }) postIName?: string;
}

@ObjectType('TimelineEvent', { description: '사례의 사건 하나 (날짜순)' })
export class TimelineEventView {
  @Field(() => String, { description: 'YYYY-MM-DD (한국 시간)' }) date!: string;
  @Field(() => TimelineEventKind) kind!: TimelineEventKind;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true, description: '대상·시기 등 (답변이나 점수는 없음)' }) detail?: string;
}

@ObjectType('CaseTimeline', { description: '학생 변화 추이: 연도별 간편검사, SDQ 사전·사후, CGI, 사례의 사건' })
export class CaseTimelineView {
  @Field(() => Int) requestId!: number;
  @Field(() => [TimelineScreeningView], { description: '연도순. 같은 학교에서 같은 학생(이름·성별·생년월일)의 의뢰에 연계된 검사' }) screenings!: TimelineScreeningView[];
  @Field(() => [SdqInformantChangeView], { description: '학생, 보호자, 교사 순 (완료된 검사가 있는 응답자만)' }) sdq!: SdqInformantChangeView[];
  @Field(() => CgiChangeView) cgi!: CgiChangeView;
  @Field(() => [TimelineEventView]) events!: TimelineEventView[];
}
