import { Field, Int, ObjectType } from 'type-graphql';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { PageOf } from '../../platform/paging.js';
import type { CrisisAlert } from './crisis-alert.entity.js';
import { crisisPolicy } from './crisis-alert.service.js';

/** A crisis alert as the main page shows it: who, where, when, and whether the caller may acknowledge it. No score. */
@ObjectType('CrisisAlert')
export class CrisisAlertView {
  @Field(() => Int) id!: number;
  @Field(() => Int) simpleEvaluationId!: number;
  /** The student's management number. */
  @Field(() => String) studentCode!: string;
  @Field(() => String) schoolId!: string;
  @Field(() => String) schoolName!: string;
  @Field(() => Date) raisedAt!: Date;
  @Field(() => Date, { nullable: true }) acknowledgedAt?: Date;
  @Field(() => String, { nullable: true }) acknowledgedByName?: string;
  @Field(() => Boolean) canAcknowledge!: boolean;
}

export const crisisAlertView = (p: UserPrincipal) => (a: CrisisAlert): CrisisAlertView => ({
  id: a.id,
  simpleEvaluationId: a.evaluation.id,
  studentCode: a.evaluation.studentCode,
  schoolId: a.school.id,
  schoolName: a.school.name,
  raisedAt: a.raisedAt,
  acknowledgedAt: a.acknowledgedAt ?? undefined,
  acknowledgedByName: a.acknowledgedByName ?? undefined,
  canAcknowledge: crisisPolicy.acknowledge(p, a),
});

export const CrisisAlertPage = PageOf(CrisisAlertView, 'CrisisAlertPage');
