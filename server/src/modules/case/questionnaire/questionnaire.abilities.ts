import { Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import { now } from '../../../platform/clock.js';
import { RequestDetailView } from '../../request/request.views.js';
import { SDQ_SELF_REPORT_AGES, sdqSelfReport } from './sdq.self-report.js';

@ObjectType('SdqSelfReport', {
  description: `SDQ-KR 학생용(자기보고)을 이 학생에게 실시할 수 있는지 (만 ${SDQ_SELF_REPORT_AGES.min}–${SDQ_SELF_REPORT_AGES.max}세, 오늘 한국 날짜 기준)`,
})
export class SdqSelfReportView {
  @Field(() => Boolean) allowed!: boolean;
  @Field(() => Int, { nullable: true, description: '오늘 한국 날짜 기준 만 나이 (생년월일이 없으면 비어 있음)' }) age?: number;
  @Field(() => String, { nullable: true, description: '실시할 수 없는 이유 (화면에 그대로 보여 줌; 링크 발송·등록을 거절할 때의 메시지와 같음)' })
  message?: string;
}

/**
 * What the case screens need to offer the SDQ-KR self-report or say why not, from the same rule that refuses it
 * (sdq.self-report.ts; the service checks again on the day a link is sent or a record created).
 */
@Resolver(() => RequestDetailView)
export class SdqSelfReportResolver {
  @FieldResolver(() => SdqSelfReportView, { description: 'SDQ-KR 학생용(자기보고)을 실시할 수 있는지와 그 이유' })
  sdqSelfReport(@Root() r: RequestDetailView): SdqSelfReportView {
    const t = r.requestTarget;
    return sdqSelfReport({ year: t?.birthYear, month: t?.birthMonth, date: t?.birthDate }, now());
  }
}
