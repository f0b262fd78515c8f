import { Field, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../platform/paging.js';
import { maskMobile } from '../../platform/rules.js';
import { SMS_PURPOSE_LABELS, SmsDelivery, SmsKind, SmsStatus, type SmsMessage } from '../../platform/sms.js';

export const SMS_STATUS_LABELS: Record<SmsStatus, string> = {
  [SmsStatus.QUEUED]: '발송 대기',
  [SmsStatus.SENDING]: '발송 중',
  [SmsStatus.SENT]: '발송 완료',
  [SmsStatus.FAILED]: '발송 실패',
};

export const SMS_DELIVERY_LABELS: Record<SmsDelivery, string> = {
  [SmsDelivery.DELIVERED]: '전송 성공',
  [SmsDelivery.UNDELIVERED]: '전송 실패',
  [SmsDelivery.UNKNOWN]: '결과 미수신',
};

/** The receiving result in words: the provider's report, or, for a sent message, whether one is awaited. */
export function deliveryLabel(m: Pick<SmsMessage, 'status' | 'delivery' | 'resultCheckAt'>): string | undefined {
  if (m.delivery) return SMS_DELIVERY_LABELS[m.delivery];
  if (m.status !== SmsStatus.SENT) return undefined;
  return m.resultCheckAt ? '결과 확인 중' : '결과 확인 안 함';
}

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
  @Field(() => SmsDelivery, { nullable: true, description: '수신 결과 (발송 업체의 보고)' }) delivery?: SmsDelivery;
  @Field(() => String, {
    nullable: true,
    description: '수신 결과 (한국어): 전송 성공, 전송 실패, 결과 미수신, 발송 완료 뒤 결과 확인 중 또는 결과 확인 안 함 (보고하지 않는 드라이버)',
  })
  deliveryLabel?: string;
  @Field(() => String, { nullable: true, description: '전송 실패 사유 (발송 업체의 코드와 설명)' }) deliveryReason?: string;
  @Field(() => Date, { nullable: true, description: '수신 결과 시각' }) deliveredAt?: Date;
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
  delivery: m.delivery ?? undefined,
  deliveryLabel: deliveryLabel(m),
  deliveryReason: m.deliveryReason ?? undefined,
  deliveredAt: m.deliveredAt ?? undefined,
});

export const SmsMessagePage = PageOf(SmsMessageView, 'SmsMessagePage');
