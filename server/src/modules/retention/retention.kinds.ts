import dayjs from 'dayjs';
import { registerEnumType } from 'type-graphql';
import { kstDay, kstMidnight } from '../../platform/time.js';

/**
 * The kinds of record the retention schedule covers (issue 28, 개인정보 보호법 §21: personal data is destroyed once
 * its purpose is served). Each kind has one event its period counts from, chosen from what the data holds; an
 * administrator changes the period only (never below `minMonths`), each change recorded (retention_rule_change).
 */
export enum RetentionKind {
  SIMPLE_EVALUATION = 'SIMPLE_EVALUATION',
  SMS = 'SMS',
  CASE = 'CASE',
  CONSULTING = 'CONSULTING',
  ATTACHMENT = 'ATTACHMENT',
  ACCESS_LOG = 'ACCESS_LOG',
}
registerEnumType(RetentionKind, {
  name: 'RetentionKind',
  description: '보존 기간을 정하는 기록 종류: 간편검사, 문자, 사례, 자문 기록, 첨부파일, 접근 기록',
});

/** What a period counts from. */
export enum RetentionEvent {
  /** The school year's end: the last day of February of the year after the evaluation's `year` (Korea: Mar–Feb). */
  SCHOOL_YEAR_END = 'SCHOOL_YEAR_END',
  /** The day the message was queued (sms_message.created_at). */
  SENT = 'SENT',
  /** The case's closing day (request.closing_date); a request that ended without one, its last change (updated_at). */
  CASE_CLOSED = 'CASE_CLOSED',
  /** The day the record was written. */
  CREATED = 'CREATED',
  /** A file has no period of its own: it goes with the record it belongs to. */
  WITH_RECORD = 'WITH_RECORD',
}
registerEnumType(RetentionEvent, {
  name: 'RetentionEvent',
  description: '보존 기간의 기산점: 학년도 말, 발송일, 사례 종결일, 작성일, 소속 기록과 함께',
});

export interface KindSpec {
  kind: RetentionKind;
  label: string;
  event: RetentionEvent;
  /** The default period, in months, and why (docs/OPERATIONS.md "Retention and destruction" repeats these). */
  months: number;
  basis: string;
  minMonths: number;
  maxMonths: number;
  /** The destruction job destroys this kind (every kind now: ATTACHMENT with the records that have files). */
  automated: boolean;
}

export const EVENT_LABELS: Record<RetentionEvent, string> = {
  SCHOOL_YEAR_END: '학년도 말(다음 해 2월 말일)',
  SENT: '발송일',
  CASE_CLOSED: '사례 종결일(종결 없이 끝난 의뢰는 마지막 변경일)',
  CREATED: '작성일',
  WITH_RECORD: '소속 기록의 파기 시',
};

export const KIND_SPECS: readonly KindSpec[] = [
  {
    kind: RetentionKind.SIMPLE_EVALUATION,
    label: '간편검사(응답·결과·동의·위기 알림·관련 문자와 인증코드)',
    event: RetentionEvent.SCHOOL_YEAR_END,
    months: 12,
    basis:
      '검사는 학년도마다 새로 하므로 그 학년도가 끝난 뒤 1년(다음 학년도 말)까지 후속 관리·의뢰 연계에 쓰고 파기합니다. 의뢰에 연결된 검사는 사례 기록과 함께 보존합니다.',
    minMonths: 1,
    maxMonths: 120,
    automated: true,
  },
  {
    kind: RetentionKind.SMS,
    label: '문자 발송 내역',
    event: RetentionEvent.SENT,
    months: 6,
    basis: '발송 결과 확인과 민원 대응에 필요한 기간입니다. 간편검사에 딸린 문자와 인증코드는 검사와 함께 파기합니다.',
    minMonths: 1,
    maxMonths: 60,
    automated: true,
  },
  {
    kind: RetentionKind.CASE,
    label: '사례(의뢰서·사례 기록·면담 평가·SDQ-KR·만족도 설문·연계된 간편검사)',
    event: RetentionEvent.CASE_CLOSED,
    months: 60,
    basis: '종결 후 재의뢰와 성과 보고, 감사에 대비해 5년 보존합니다(공공기관 사업 기록의 통상 보존 기간).',
    minMonths: 12,
    maxMonths: 240,
    automated: true,
  },
  {
    kind: RetentionKind.CONSULTING,
    label: '자문 기록',
    event: RetentionEvent.CREATED,
    months: 36,
    basis: '센터와 학교의 협력 기록으로 사업 평가 주기(3년) 동안 보존합니다.',
    minMonths: 12,
    maxMonths: 120,
    automated: true,
  },
  {
    kind: RetentionKind.ATTACHMENT,
    label: '첨부파일',
    event: RetentionEvent.WITH_RECORD,
    months: 0,
    basis: '파일은 그것이 붙은 기록과 같은 파기 작업에서 함께 파기합니다(기록과 파일 정보는 같은 트랜잭션에서 지우고, 저장소의 파일은 그 직후 지우며 실패하면 다음 실행에서 다시 지웁니다). 저장되지 않은 업로드와 기록에서 뺀 파일은 하루 뒤 지웁니다.',
    minMonths: 0,
    maxMonths: 0,
    automated: true,
  },
  {
    kind: RetentionKind.ACCESS_LOG,
    label: '개인정보 접근 기록',
    event: RetentionEvent.CREATED,
    months: 24,
    basis: '개인정보의 안전성 확보조치 기준 제8조: 민감정보를 처리하는 시스템의 접속기록은 2년 이상 보관해야 합니다(24개월 미만으로 줄일 수 없음).',
    minMonths: 24,
    maxMonths: 120,
    automated: true,
  },
];

export const specOf = (kind: RetentionKind): KindSpec => {
  const s = KIND_SPECS.find((k) => k.kind === kind);
  if (!s) throw new Error(`unknown retention kind ${kind}`);
  return s;
};

/**
 * The day `months` before the Korean day `today` (a month end is kept: 2028-02-29 − 12 months = 2027-02-28). A
 * record whose period counts from a day before it is past its period today.
 */
export const monthsBefore = (today: string, months: number): string => dayjs(today).subtract(months, 'month').format('YYYY-MM-DD');

/**
 * Simple evaluations: the period runs from the end of the school year (the day before March 1 of `year` + 1), so a
 * year's evaluations are kept through the day before March 1 of `year` + 1 + `months` and destroyed from that day on.
 * Answers the last `year` that is destroyed today (12 months: on 2026-03-01 the evaluations of 2024 and before).
 */
export function lastSchoolYearDue(months: number, today: string = kstDay()): number {
  const d = dayjs(monthsBefore(today, months));
  return (d.month() + 1 >= 3 ? d.year() : d.year() - 1) - 1;
}

/** The last day a year's evaluations are kept (shown on the preview): the day before March 1 of year + 1 + months. */
export const schoolYearKeptUntil = (year: number, months: number): string =>
  dayjs(`${year + 1}-03-01`).add(months, 'month').subtract(1, 'day').format('YYYY-MM-DD');

/** Records written before this instant (00:00 in Korea of today − months) are past a CREATED / SENT period. */
export const createdBefore = (months: number, today: string = kstDay()): Date => kstMidnight(monthsBefore(today, months))!;
