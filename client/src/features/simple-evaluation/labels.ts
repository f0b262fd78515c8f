import type { ConsentState, EvaluationSchoolType, EvaluationSortField, Gender, ScoreRange } from '../../gql/graphql';

/** SPEC §8 evaluation messages, word for word (the server answers the same ones). */
export const SE_MESSAGES = {
  saved: '저장 되었습니다.',
  done: '완료되었습니다.',
  sent: '전송 되었습니다.',
  registered: '등록되었습니다.',
  deleted: '삭제되었습니다.',
  numberCreated: '관리번호가 생성 되었습니다.',
  sendCancelled: '발송이 취소되었습니다.',
  surveyDeleted: '설문이 삭제되었습니다.',
} as const;

export const SCHOOL_TARGET_LABELS: Record<EvaluationSchoolType, string> = { ELEMENTARY: '초등', MIDDLE_HIGH: '중·고등' };
export const GENDER_LABELS: Record<Gender, string> = { M: '남', F: '여' };
export const DONE_LABELS: Record<string, string> = { Y: '완료', N: '미완료' };

/** The server's names (simple-evaluation.excel.ts) so the screen and the Excel file say the same. */
export const CONSENT_LABELS: Record<ConsentState, string> = {
  NOT_SENT: '미발송',
  SENT: '보호자 동의 대기',
  GUARDIAN_AGREED: '학생 동의 대기',
  AGREED: '동의 완료',
  REFUSED: '거부',
  CANCELLED: '발송 취소',
};
export const CONSENT_COLORS: Record<ConsentState, string> = {
  NOT_SENT: 'default',
  SENT: 'gold',
  GUARDIAN_AGREED: 'cyan',
  AGREED: 'green',
  REFUSED: 'volcano',
  CANCELLED: 'default',
};

/** SPEC §5: below 65 일반군, 65 to below 70 관심군, 70 or more 우선 관심군. */
export const RANGE_LABELS: Record<ScoreRange, string> = { GENERAL: '일반군', ATTENTION: '관심군', PRIORITY_ATTENTION: '우선 관심군' };
/** The highest-range filter: what each choice finds (a category, or the crisis flag, counts as well as the total). */
export const TOP_RANGE_LABELS: Record<ScoreRange, string> = {
  GENERAL: '일반군',
  ATTENTION: '관심군 (영역 포함)',
  PRIORITY_ATTENTION: '우선 관심군 (영역·위기 포함)',
};
/** Tag colours (theme.ts darkens green and orange text to 4.5:1); the text always names the range as well. */
export const RANGE_COLORS: Record<ScoreRange, string> = { GENERAL: 'green', ATTENTION: 'orange', PRIORITY_ATTENTION: 'red' };

/** The range of a T score, decided on the score rounded to one decimal (as the server does). */
export function rangeOfT(t: number): ScoreRange {
  const r = Math.round(t * 10) / 10;
  return r >= 70 ? 'PRIORITY_ATTENTION' : r >= 65 ? 'ATTENTION' : 'GENERAL';
}

export const options = <K extends string>(labels: Record<K, string>) => (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** Columns of the list that sort on the server (EvaluationSortField). */
export const SORTABLE: EvaluationSortField[] = ['studentCode', 'year', 'schoolTargetType', 'gender', 'consentState', 'isDone', 'totalT', 'createdAt', 'doneAt'];

export const NOT_IMPLEMENTED_REASONS = ['장기 결석', '보호자 거부', '학생 거부', '전학', '기타'];
export const LINKAGE_INSTITUTIONS = ['Wee 클래스', 'Wee 센터', '정신건강복지센터', '병·의원', '청소년상담복지센터', '기타'];
