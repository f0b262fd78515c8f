import type { ConsentMethod, Gender, ProgressStep, RequestSortField, RequestStatus, RequestType } from '../../gql/graphql';

/** SPEC §8 request messages, word for word (the server answers the same ones). */
export const REQUEST_MESSAGES = {
  filed: '등록 성공',
  edited: '수정 되었습니다.',
  approved: '승인되었습니다.',
  rejected: '보완요청되었습니다.',
  cancelled: '접수 취소되었습니다.',
  deleted: '삭제되었습니다.',
  draftSaved: '임시저장 되었습니다.',
  noRight: '요청한 작업에 대한 권한이 없습니다.',
} as const;

/** The server's names (request.lifecycle.ts STATUS_NAMES, STEP_NAMES), for the filters before any row arrives. */
export const STATUS_LABELS: Record<RequestStatus, string> = {
  DRAFT: '임시저장',
  REQUESTED: '접수',
  REJECTED: '보완요청',
  CANCELLED: '접수 취소',
  COMPLETED: '승인',
  CLOSED: '종결',
  REPORT_SENT: '종결 보고 발송',
};
export const STATUS_COLORS: Record<RequestStatus, string> = {
  DRAFT: 'default',
  REQUESTED: 'blue',
  REJECTED: 'orange',
  CANCELLED: 'default',
  COMPLETED: 'green',
  CLOSED: 'purple',
  REPORT_SENT: 'cyan',
};
export const STEP_LABELS: Record<ProgressStep, string> = {
  IN_DEPTH_EVALUATION: '심층평가',
  POST_EVALUATION: '사후평가',
  CASE_MEETING: '사례회의',
  CASE_INTERVENTION: '사례개입',
  CLOSING_REPORT: '종결보고',
};
export const TYPE_LABELS: Record<RequestType, string> = { GENERAL: '일반 의뢰', SIMPLE_EVALUATION: '간편검사 연계' };
export const GENDER_LABELS: Record<Gender, string> = { M: '남', F: '여' };
export const CONSENT_METHOD_LABELS: Record<ConsentMethod, string> = { WRITTEN: '서면', VERBAL: '구두(전화)', ELECTRONIC: '전자' };
export const YN_LABELS: Record<'Y' | 'N', string> = { Y: '예', N: '아니요' };

/** 보호자 관계: the server stores the chosen word (ETC with its own text). */
export const RELATIONSHIP_LABELS: Record<string, string> = { 부: '부', 모: '모', 조부모: '조부모', 형제자매: '형제자매', 친척: '친척', 시설장: '시설장', ETC: '기타' };

/** 과거 서비스 경험: several, sent comma-joined (SPEC §4). */
export const PAST_EXPERIENCE_OPTIONS = ['상담', '정신건강의학과 진료', '심리검사', '약물치료', 'Wee 클래스·센터', '지역 정신건강복지센터'];

export const SORTABLE: RequestSortField[] = ['requestDate', 'status', 'progressStep', 'requestType', 'targetName', 'schoolName', 'requesterName', 'closingDate'];

/** The status filter's choices: the filed states (drafts have their own list, 임시저장). */
export const FILED_STATUS_LABELS = Object.fromEntries(Object.entries(STATUS_LABELS).filter(([k]) => k !== 'DRAFT')) as Record<Exclude<RequestStatus, 'DRAFT'>, string>;

/** A code's label, or undefined when there is no code (a draft's empty fields). */
export const labelOf = <K extends string>(labels: Record<K, string>, v: K | null | undefined): string | undefined => (v ? labels[v] : undefined);

export const options = <K extends string>(labels: Record<K, string>) => (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
