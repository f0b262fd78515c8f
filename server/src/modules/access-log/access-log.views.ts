import { Field, Int, ObjectType } from 'type-graphql';
import type { AccessAction, AccessLog } from '../../platform/access-log.js';
import { PageOf } from '../../platform/paging.js';
import { AccessActionEnum } from './access-log.inputs.js';

/** One access-log row as the administrator sees it (GraphQL type and REST JSON). */
@ObjectType('AccessLogEntry')
export class AccessLogView {
  /** A string: the table's id is a bigint. */
  @Field(() => String) id!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { description: 'user, client, respondent(링크로 응답하는 보호자·학생: loginId는 링크의 기록 kind:id, role은 GUARDIAN·STUDENT) 또는 anonymous' }) actorType!: string;
  @Field(() => Int, { nullable: true }) accountId?: number;
  @Field(() => String, { nullable: true, description: '그때의 아이디 (클라이언트는 클라이언트 ID)' }) loginId?: string;
  @Field(() => String, { nullable: true }) role?: string;
  @Field(() => String, { nullable: true }) ip?: string;
  @Field(() => String, { nullable: true }) userAgent?: string;
  @Field(() => String, { nullable: true }) requestId?: string;
  @Field(() => AccessActionEnum) action!: AccessAction;
  @Field(() => String) subjectType!: string;
  @Field(() => String, { nullable: true }) subjectId?: string;
  @Field(() => Int, { nullable: true }) count?: number;
  @Field(() => String, { nullable: true }) reason?: string;
  @Field(() => String, { nullable: true }) detail?: string;
}

export const accessLogView = (r: AccessLog): AccessLogView => ({
  id: String(r.id),
  createdAt: r.createdAt,
  actorType: r.actorType,
  accountId: r.accountId ?? undefined,
  loginId: r.loginId ?? undefined,
  role: r.role ?? undefined,
  ip: r.ip ?? undefined,
  userAgent: r.userAgent ?? undefined,
  requestId: r.requestId ?? undefined,
  action: r.action,
  subjectType: r.subjectType,
  subjectId: r.subjectId ?? undefined,
  count: r.count ?? undefined,
  reason: r.reason ?? undefined,
  detail: r.detail ?? undefined,
});

export const AccessLogPage = PageOf(AccessLogView, 'AccessLogPage');

@ObjectType('AccessLogSubject', { description: '접근 기록이 남는 기록 종류 (서버가 선언한 것, 화면의 필터와 이름)' })
export class AccessLogSubjectView {
  @Field(() => String, { description: 'subjectType 값' }) value!: string;
  @Field(() => String, { description: '화면에 보이는 이름' }) label!: string;
}
