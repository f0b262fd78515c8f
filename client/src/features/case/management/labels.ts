import type { ProgressStep as ApiProgressStep, RequestSortField, RequestType } from '../../../gql/graphql';

/**
 * The case's steps in order, with the server's names (request.lifecycle.ts STEP_NAMES; rows carry them as
 * progressStepName, but the tabs need them before any row is loaded).
 */
export const STEPS: ApiProgressStep[] = ['IN_DEPTH_EVALUATION', 'POST_EVALUATION', 'CASE_MEETING', 'CASE_INTERVENTION', 'CLOSING_REPORT'];
export const STEP_LABELS: Record<ApiProgressStep, string> = {
  IN_DEPTH_EVALUATION: '심층평가',
  POST_EVALUATION: '사후평가',
  CASE_MEETING: '사례회의',
  CASE_INTERVENTION: '사례개입',
  CLOSING_REPORT: '종결보고',
};
export type StepFilter = ApiProgressStep | 'ALL';
export const isStep = (v: string | undefined): v is ApiProgressStep => !!v && (STEPS as string[]).includes(v);
export const isStepFilter = (v: string | undefined): v is StepFilter => v === 'ALL' || isStep(v);

/** The server's names (request.excel.ts TYPE_NAMES). */
export const REQUEST_TYPE_LABELS: Record<RequestType, string> = { GENERAL: '일반 의뢰', SIMPLE_EVALUATION: '간편검사 연계' };

/** SPEC §8, word for word. */
export const CASE_MESSAGES = {
  stepChanged: '수정 완료',
  stepFailed: '수정 실패',
  closed: '종결처리 완료',
  closeFailed: '종결처리 실패',
  reportSent: '발송 완료',
  reportFailed: '발송 실패',
} as const;

export const SORTABLE: RequestSortField[] = ['targetName', 'schoolName', 'requestType', 'progressStep', 'status', 'requestDate', 'requesterName', 'closingDate'];

/** A link of a step item to one of its sub-pages (SPEC §2 per-request sub-pages), relative to the case. */
export interface ItemLink {
  label: string;
  subPath: string;
  /** The item holds one record per case (CGI per test, the closing report): the link shows only while it has none. */
  once?: boolean;
  /**
   * The SDQ-KR self-report (the student answers): offered only when the server says the student's age allows it
   * (`RequestDetail.sdqSelfReport`, 11–17); otherwise shown disabled with the server's reason.
   */
  selfReport?: boolean;
}

/** What a step holds (SPEC §2 sub-items); the case-record issue fills them, until then each is 준비 중. */
export interface StepItem {
  key: string;
  label: string;
  description: string;
  links: ItemLink[];
}

const TARGETS: [string, string][] = [
  ['STUDENT', '학생'],
  ['GUARDIAN', '보호자'],
  ['TEACHER', '교사'],
];
const perTarget = (prefix: string, verb = '등록'): ItemLink[] => TARGETS.map(([code, name]) => ({ label: `${name} ${verb}`, subPath: `${prefix}/${code}` }));
/** The SDQ-KR's links: the student's is the self-report (its age rule). */
const sdqPerTarget = (prefix: string): ItemLink[] => perTarget(prefix).map((l) => (l.subPath.endsWith('/STUDENT') ? { ...l, selfReport: true } : l));

export const STEP_ITEMS: Record<ApiProgressStep, StepItem[]> = {
  IN_DEPTH_EVALUATION: [
    { key: 'INTERVIEW_EVALUATION', label: '면담 평가', description: '학생, 보호자, 교사와 나눈 면담 기록', links: perTarget('interview-evaluation/register') },
    { key: 'SDQ_KR_PRE', label: 'SDQ-KR 사전 검사', description: '강점·난점 설문 (사전)', links: sdqPerTarget('sdq-kr/register/PRELIMINARY') },
    { key: 'CGI_PRE', label: 'CGI 사전 평가', description: '임상 전반 인상 척도 (사전)', links: [{ label: '등록', subPath: 'cgi/register/PRELIMINARY', once: true }] },
  ],
  POST_EVALUATION: [
    { key: 'SDQ_KR_POST', label: 'SDQ-KR 사후 검사', description: '강점·난점 설문 (사후)', links: sdqPerTarget('sdq-kr/register/POST') },
    { key: 'CGI_POST', label: 'CGI 사후 평가', description: '임상 전반 인상 척도 (사후)', links: [{ label: '등록', subPath: 'cgi/register/POST', once: true }] },
    { key: 'SATISFACTION_ASSESSMENT', label: '만족도 평가', description: '서비스 만족도 설문', links: perTarget('satisfaction-assessment/register') },
  ],
  CASE_MEETING: [
    {
      key: 'CASE_MINUTES',
      label: '사례회의록',
      description: '사례회의의 참석자, 진단, 개입 계획',
      links: [
        { label: '목록', subPath: 'case-minutes/detail' },
        { label: '등록', subPath: 'case-minutes/register' },
      ],
    },
  ],
  CASE_INTERVENTION: [
    {
      key: 'CASE_MANAGEMENT_LOG',
      label: '사례관리 일지',
      description: '개입 일자, 방법, 내용과 향후 계획',
      links: [
        { label: '목록', subPath: 'case-management-log/detail' },
        { label: '등록', subPath: 'case-management-log/register' },
      ],
    },
  ],
  CLOSING_REPORT: [{ key: 'CLOSING_REPORT', label: '종결 보고서', description: '종결 유형, 개입 횟수, 연계 기관', links: [{ label: '등록', subPath: 'closing-report/register', once: true }] }],
};

export const itemOf = (step: ApiProgressStep, key: string | undefined) => STEP_ITEMS[step].find((i) => i.key === key);
