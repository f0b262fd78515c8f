import type { SmsStatus } from '../../gql/graphql';
import { END_AFTER_START_MESSAGE, isDateInput } from '../../shared/validators';

/** What the list may be searched by; each lives in the URL (?mobile=…&status=…) beside ?pageNo=. */
export const SMS_FILTER_KEYS = ['mobile', 'keyword', 'purpose', 'status', 'startDate', 'endDate'] as const;
export type SmsFilterKey = (typeof SMS_FILTER_KEYS)[number];
export type SmsFilters = Partial<Record<SmsFilterKey, string>>;

export const SMS_STATUS_OPTIONS: { value: SmsStatus; label: string; color: string }[] = [
  { value: 'QUEUED', label: '발송 대기', color: 'gold' },
  { value: 'SENDING', label: '발송 중', color: 'blue' },
  { value: 'SENT', label: '발송 완료', color: 'green' },
  { value: 'FAILED', label: '발송 실패', color: 'red' },
];

export const isSmsStatus = (v: string | undefined): v is SmsStatus => SMS_STATUS_OPTIONS.some((o) => o.value === v);

/** The purposes the product sends (server: platform/sms.ts SMS_PURPOSE_LABELS); rows carry their own label. */
export const SMS_PURPOSE_OPTIONS = [
  { value: 'AGREE_GUARDIAN', label: '보호자 동의 요청' },
  { value: 'AGREE_STUDENT', label: '학생 동의 요청' },
  { value: 'EVALUATION_URL', label: '검사 링크' },
  { value: 'AUTH_CODE', label: '인증번호' },
  { value: 'SDQ_KR_URL', label: 'SDQ-KR 검사 링크' },
  { value: 'SATISFACTION_URL', label: '만족도 평가 링크' },
  { value: 'NOTICE', label: '안내' },
];

export const MOBILE_SEARCH_MESSAGE = '수신번호는 숫자 3자리 이상으로 입력해주세요.';

/** The search form's values checked as the server checks them; the first problem's message, or undefined. */
export function searchProblem(f: SmsFilters): string | undefined {
  if (f.mobile && !/^[0-9 -]{3,13}$/.test(f.mobile)) return MOBILE_SEARCH_MESSAGE;
  if (f.startDate && !isDateInput(f.startDate)) return '시작일 형식이 맞지 않습니다.';
  if (f.endDate && !isDateInput(f.endDate)) return '종료일 형식이 맞지 않습니다.';
  if (f.startDate && f.endDate && f.endDate < f.startDate) return END_AFTER_START_MESSAGE;
  return undefined;
}

/** The variables of the list query (and the body of the Excel download) from the URL's filters. */
export function searchVariables(f: SmsFilters) {
  return {
    mobile: f.mobile || undefined,
    keyword: f.keyword || undefined,
    purpose: f.purpose || undefined,
    status: isSmsStatus(f.status) ? f.status : undefined,
    startDate: f.startDate || undefined,
    endDate: f.endDate || undefined,
  };
}

export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

/**
 * A message's text with its http(s) addresses as links: with the local SMS driver the history is the demo's phone,
 * and the person follows the consent or questionnaire link from here.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const re = /https?:\/\/[^\s<>"']+/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // a sentence's closing punctuation is not part of the address
    const href = m[0].replace(/[.,;:!?)\]]+$/, '');
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: href, href });
    last = m.index + href.length;
    re.lastIndex = last;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** `SMS 발송 내역_YYYYMMDDHHmmss.xlsx`, as the server names it. */
export function excelFileName(base: string, at: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${base}_${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}${p(at.getHours())}${p(at.getMinutes())}${p(at.getSeconds())}.xlsx`;
}
