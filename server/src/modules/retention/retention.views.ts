import { Field, Int, ObjectType } from 'type-graphql';
import { DestructionRunStatus, type DestructionRun, type LegalHold, type RetentionRule, type RetentionRuleChange } from './retention.entity.js';
import { EVENT_LABELS, RetentionEvent, RetentionKind, specOf } from './retention.kinds.js';
import { registerEnumType } from 'type-graphql';

registerEnumType(DestructionRunStatus, { name: 'DestructionRunStatus', description: '파기 작업 상태: 진행 중, 완료' });

/** One kind's period in force, its event, the reason, its bounds and who approved it. */
@ObjectType('RetentionRule')
export class RetentionRuleView {
  @Field(() => RetentionKind) kind!: RetentionKind;
  @Field(() => String) label!: string;
  @Field(() => RetentionEvent) event!: RetentionEvent;
  @Field(() => String) eventLabel!: string;
  @Field(() => Int) periodMonths!: number;
  @Field(() => String, { description: '이 기간의 근거' }) basis!: string;
  @Field(() => Int) minMonths!: number;
  @Field(() => Int) maxMonths!: number;
  @Field(() => Int, { description: '제품 기본값 (docs/OPERATIONS.md)' }) defaultMonths!: number;
  @Field(() => Boolean, { description: '파기 작업이 지금 이 종류를 파기하는지 (아니면 일정만 정해져 있음)' }) automated!: boolean;
  @Field(() => String, { nullable: true, description: '지금 기간을 승인(변경)한 관리자; 없으면 기본값' }) approvedByName?: string;
  @Field(() => Date) approvedAt!: Date;
}

export const ruleView = (r: RetentionRule): RetentionRuleView => {
  const s = specOf(r.kind);
  return {
    kind: r.kind,
    label: s.label,
    event: r.event,
    eventLabel: EVENT_LABELS[r.event],
    periodMonths: r.periodMonths,
    basis: r.basis,
    minMonths: s.minMonths,
    maxMonths: s.maxMonths,
    defaultMonths: s.months,
    automated: s.automated,
    approvedByName: r.approvedByName ?? undefined,
    approvedAt: r.approvedAt,
  };
};

@ObjectType('RetentionRuleChange')
export class RetentionRuleChangeView {
  @Field(() => Int) id!: number;
  @Field(() => RetentionKind) kind!: RetentionKind;
  @Field(() => Int) fromMonths!: number;
  @Field(() => Int) toMonths!: number;
  @Field(() => String) reason!: string;
  @Field(() => Int) changedBy!: number;
  @Field(() => String) changedByLogin!: string;
  @Field(() => String, { nullable: true }) changedByName?: string;
  @Field(() => Date) changedAt!: Date;
}

export const ruleChangeView = (c: RetentionRuleChange): RetentionRuleChangeView => ({ ...c, changedByName: c.changedByName ?? undefined });

@ObjectType('LegalHold')
export class LegalHoldView {
  @Field(() => Int) id!: number;
  @Field(() => RetentionKind) kind!: RetentionKind;
  @Field(() => String) recordId!: string;
  @Field(() => String) reason!: string;
  @Field(() => Int) setBy!: number;
  @Field(() => String, { nullable: true }) setByName?: string;
  @Field(() => Date) setAt!: Date;
  @Field(() => Date, { nullable: true }) releasedAt?: Date;
  @Field(() => String, { nullable: true }) releasedByName?: string;
  @Field(() => String, { nullable: true }) releaseReason?: string;
}

export const holdView = (h: LegalHold): LegalHoldView => ({
  id: h.id,
  kind: h.kind,
  recordId: h.recordId,
  reason: h.reason,
  setBy: h.setBy,
  setByName: h.setByName ?? undefined,
  setAt: h.setAt,
  releasedAt: h.releasedAt ?? undefined,
  releasedByName: h.releasedByName ?? undefined,
  releaseReason: h.releaseReason ?? undefined,
});

/** What the next run would destroy of one kind today. */
@ObjectType('RetentionPreview')
export class RetentionPreviewView {
  @Field(() => RetentionKind) kind!: RetentionKind;
  @Field(() => String) label!: string;
  @Field(() => Int) periodMonths!: number;
  @Field(() => String, { description: '파기 대상 (예: 2024학년도 이전 검사)' }) cutoff!: string;
  @Field(() => Int, { description: '다음 파기 작업에서 파기될 기록 수' }) due!: number;
  @Field(() => Int, { description: '기간이 지났지만 법적 보존으로 남는 기록 수' }) held!: number;
}

@ObjectType('DestructionRunKind')
export class DestructionRunKindView {
  @Field(() => RetentionKind) kind!: RetentionKind;
  @Field(() => String) label!: string;
  @Field(() => Int) periodMonths!: number;
  @Field(() => RetentionEvent) event!: RetentionEvent;
  @Field(() => String) cutoff!: string;
  @Field(() => Int) destroyed!: number;
  @Field(() => Int) held!: number;
  @Field(() => String, { nullable: true, description: '그때 적용한 보존 기간을 승인한 관리자 (없으면 기본값)' }) approvedByName?: string;
  @Field(() => Date) approvedAt!: Date;
}

/** One destruction run: no personal data, the schedule applied and the counts. */
@ObjectType('DestructionRun')
export class DestructionRunView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: '파기일 (YYYY-MM-DD, 한국)' }) runDay!: string;
  @Field(() => DestructionRunStatus) status!: DestructionRunStatus;
  @Field(() => Date) startedAt!: Date;
  @Field(() => Date, { nullable: true }) finishedAt?: Date;
  @Field(() => Int) destroyed!: number;
  @Field(() => [DestructionRunKindView]) kinds!: DestructionRunKindView[];
}

export const runView = (r: DestructionRun): DestructionRunView => ({
  id: r.id,
  runDay: r.runDay,
  status: r.status,
  startedAt: r.startedAt,
  finishedAt: r.finishedAt ?? undefined,
  destroyed: r.kinds.reduce((n, k) => n + k.destroyed, 0),
  kinds: r.kinds.map((k) => ({ ...k, label: specOf(k.kind).label, approvedAt: new Date(k.approvedAt) })),
});
