import { Field, Int, ObjectType } from 'type-graphql';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { PageOf } from '../../platform/paging.js';
import { CRISIS_ACTION_NAMES, CrisisAction, CrisisEventType, type CrisisAlert, type CrisisAlertEvent } from '../evaluation-record/crisis-alert.entity.js';
import { crisisPolicy } from './crisis-alert.service.js';
import { crisisReason } from '../scoring/crisis-rule.js';

/** One entry of an alert's history. */
@ObjectType('CrisisAlertEvent')
export class CrisisAlertEventView {
  @Field(() => CrisisEventType) type!: CrisisEventType;
  @Field(() => CrisisAction, { nullable: true }) action?: CrisisAction;
  @Field(() => String, { nullable: true, description: '보호자 연락, 면담, 의뢰, 112/119 연계, 기타' }) actionName?: string;
  @Field(() => String, { nullable: true }) note?: string;
  @Field(() => String, { nullable: true, description: '조치한 사람' }) actorName?: string;
  @Field(() => String, { nullable: true, description: '기록한 사람' }) recordedByName?: string;
  @Field(() => Date) at!: Date;
}

export const crisisEventView = (ev: CrisisAlertEvent): CrisisAlertEventView => ({
  type: ev.type,
  action: ev.action ?? undefined,
  actionName: ev.action ? CRISIS_ACTION_NAMES[ev.action] : undefined,
  note: ev.note ?? undefined,
  actorName: ev.actorName ?? undefined,
  recordedByName: ev.recordedByName ?? undefined,
  at: ev.at,
});

/** A crisis alert as the main page and the detail show it: who, where, when, why, and what the caller may do. No score. */
@ObjectType('CrisisAlert')
export class CrisisAlertView {
  @Field(() => Int) id!: number;
  @Field(() => Int) simpleEvaluationId!: number;
  /** The student's management number. */
  @Field(() => String) studentCode!: string;
  @Field(() => String) schoolId!: string;
  @Field(() => String) schoolName!: string;
  @Field(() => String, { description: '알림이 울린 까닭 (위기 문항 응답 수, 자살 및 위기 문제 우선 관심군); 점수는 없음' }) reason!: string;
  @Field(() => Date) raisedAt!: Date;
  @Field(() => Date, { nullable: true, description: '정해진 시간 안에 확인되지 않아 관리자에게 알린 때' }) escalatedAt?: Date;
  @Field(() => Date, { nullable: true }) acknowledgedAt?: Date;
  @Field(() => String, { nullable: true }) acknowledgedByName?: string;
  @Field(() => Boolean) canAcknowledge!: boolean;
  @Field(() => Boolean, { description: '확인 처리 뒤 추가 조치를 기록할 수 있음' }) canFollowUp!: boolean;
  @Field(() => [CrisisAlertEventView], { nullable: true, description: '기록 (상세 화면에서만)' }) events?: CrisisAlertEventView[];
}

/** The view maker for one caller (a page's rows: `mapPage(page, crisisAlertView(p))`). */
export const crisisAlertView = (p: UserPrincipal) => (a: CrisisAlert) => alertView(p, a);

/** The view with its history (the detail page). */
export const alertView = (p: UserPrincipal, a: CrisisAlert, events?: CrisisAlertEvent[]): CrisisAlertView => ({
    id: a.id,
    simpleEvaluationId: a.evaluation.id,
    studentCode: a.evaluation.studentCode,
    schoolId: a.school.id,
    schoolName: a.school.name,
    reason: crisisReason(a.evaluation),
    raisedAt: a.raisedAt,
    escalatedAt: a.escalatedAt ?? undefined,
    acknowledgedAt: a.acknowledgedAt ?? undefined,
    acknowledgedByName: a.acknowledgedByName ?? undefined,
    canAcknowledge: crisisPolicy.acknowledge(p, a),
    canFollowUp: crisisPolicy.followUp(p, a),
  events: events?.map(crisisEventView),
});

export const CrisisAlertPage = PageOf(CrisisAlertView, 'CrisisAlertPage');
