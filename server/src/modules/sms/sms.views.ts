import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../platform/paging.js';
import { maskMobile } from '../../platform/rules.js';
import { SMS_PURPOSE_LABELS, SmsKind, SmsStatus, type SmsMessage } from '../../platform/sms.js';

export const SMS_STATUS_LABELS: Record<SmsStatus, string> = {
  [SmsStatus.QUEUED]: '발송 대기',
  [SmsStatus.SENDING]: '발송 중',
  [SmsStatus.SENT]: '발송 완료',
  [SmsStatus.FAILED]: '발송 실패',
};

/** One row of the send history: the number masked, the text as sent (the local driver's demo phone). */
@ObjectType('SmsMessage')
export class SmsMessageView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: '수신번호 (가려서: 010-****-1234)' }) mobile!: string;
  @Field(() => String, { description: '보낸 문자 내용' }) content!: string;
  @Field(() => SmsKind) kind!: SmsKind;
  @Field(() => String) purpose!: string;
  @Field(() => String, { description: '발송 용도 (한국어)' }) purposeLabel!: string;
  @Field(() => SmsStatus) status!: SmsStatus;
  @Field(() => String, { description: '발송 상태 (한국어)' }) statusLabel!: string;
  @Field(() => Int, { description: '지금까지 발송을 시도한 횟수' }) attempts!: number;
  @Field(() => String, { nullable: true, description: '마지막 실패 사유' }) lastError?: string;
  @Field(() => String, { nullable: true, description: '발송한 드라이버 (local, solapi)' }) provider?: string;
  @Field(() => String, { nullable: true }) refType?: string;
  @Field(() => String, { nullable: true }) refId?: string;
  @Field(() => Date, { description: '발송 요청 시각' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: '발송 완료 시각' }) sentAt?: Date;
  @Field(() => Date, { nullable: true, description: '대기 중일 때 다음 시도 시각' }) nextAttemptAt?: Date;
}

export const purposeLabel = (purpose: string) => SMS_PURPOSE_LABELS[purpose] ?? purpose;

export const smsMessageView = (m: SmsMessage): SmsMessageView => ({
  id: m.id,
  mobile: maskMobile(m.recipient) ?? '',
  content: m.text,
  kind: m.kind,
  purpose: m.purpose,
  purposeLabel: purposeLabel(m.purpose),
  status: m.status,
  statusLabel: SMS_STATUS_LABELS[m.status as SmsStatus] ?? m.status,
  attempts: m.attempts,
  lastError: m.lastError ?? undefined,
  provider: m.provider ?? undefined,
  refType: m.refType ?? undefined,
  refId: m.refId ?? undefined,
  createdAt: m.createdAt,
  sentAt: m.sentAt ?? undefined,
  nextAttemptAt: m.status === SmsStatus.QUEUED ? m.nextAttemptAt : undefined,
});

export const SmsMessagePage = PageOf(SmsMessageView, 'SmsMessagePage');
