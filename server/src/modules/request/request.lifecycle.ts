import { registerEnumType } from 'type-graphql';
import { AppError } from '../../platform/errors.js';

/**
 * A request's lifecycle (SPEC §4), as data: which action moves a request from which state to which. Pure, so it is
 * unit-tested transition by transition (request.lifecycle.test.ts); the service asks it before every change and a
 * refusal is a 409 that changes nothing.
 *
 * REQUESTED ─approve→ COMPLETED (승인: the case runs through its progress steps) ─completeClosing→ CLOSED (종결)
 *   ─sendClosingReport→ REPORT_SENT (종결 보고 발송). REQUESTED ─reject→ REJECTED (보완요청) ─resubmit→ REQUESTED.
 *   REQUESTED | REJECTED ─cancel→ CANCELLED (접수 취소, by the requester).
 * DRAFT (임시저장, SPEC search.searchTemp) ─saveDraft→ DRAFT, ─file→ REQUESTED: a request saved before filing, seen and
 *   changed by its author only (request.scope.ts scopes every other read away from drafts); deleting one is the
 *   only other thing that can happen to it.
 */
export enum RequestStatus {
  DRAFT = 'DRAFT',
  REQUESTED = 'REQUESTED',
  REJECTED = 'REJECTED',
  CANCELLED = 'CANCELLED',
  COMPLETED = 'COMPLETED',
  CLOSED = 'CLOSED',
  REPORT_SENT = 'REPORT_SENT',
}
registerEnumType(RequestStatus, {
  name: 'RequestStatus',
  description: '의뢰 상태: DRAFT 임시저장 (작성자에게만 보임), REQUESTED 접수, REJECTED 보완요청, CANCELLED 접수 취소, COMPLETED 승인 (사례 진행), CLOSED 종결, REPORT_SENT 종결 보고 발송',
});

export const STATUS_NAMES: Record<RequestStatus, string> = {
  DRAFT: '임시저장',
  REQUESTED: '접수',
  REJECTED: '보완요청',
  CANCELLED: '접수 취소',
  COMPLETED: '승인',
  CLOSED: '종결',
  REPORT_SENT: '종결 보고 발송',
};

/** The case's steps (SPEC §2), in the order the case-management screen shows them. */
export enum ProgressStep {
  IN_DEPTH_EVALUATION = 'IN_DEPTH_EVALUATION',
  POST_EVALUATION = 'POST_EVALUATION',
  CASE_MEETING = 'CASE_MEETING',
  CASE_INTERVENTION = 'CASE_INTERVENTION',
  CLOSING_REPORT = 'CLOSING_REPORT',
}
registerEnumType(ProgressStep, { name: 'ProgressStep', description: '사례 진행 단계' });

export const STEP_NAMES: Record<ProgressStep, string> = {
  IN_DEPTH_EVALUATION: '심층평가',
  POST_EVALUATION: '사후평가',
  CASE_MEETING: '사례회의',
  CASE_INTERVENTION: '사례개입',
  CLOSING_REPORT: '종결보고',
};

export type RequestAction = 'saveDraft' | 'file' | 'resubmit' | 'cancel' | 'approve' | 'reject' | 'changeStep' | 'assignManager' | 'completeClosing' | 'sendClosingReport';

/** The one table of allowed transitions: action → (from → to). An action absent for a state is illegal there. */
export const TRANSITIONS: Record<RequestAction, Partial<Record<RequestStatus, RequestStatus>>> = {
  saveDraft: { DRAFT: RequestStatus.DRAFT },
  file: { DRAFT: RequestStatus.REQUESTED },
  resubmit: { REQUESTED: RequestStatus.REQUESTED, REJECTED: RequestStatus.REQUESTED },
  cancel: { REQUESTED: RequestStatus.CANCELLED, REJECTED: RequestStatus.CANCELLED },
  approve: { REQUESTED: RequestStatus.COMPLETED },
  reject: { REQUESTED: RequestStatus.REJECTED },
  changeStep: { COMPLETED: RequestStatus.COMPLETED },
  assignManager: { COMPLETED: RequestStatus.COMPLETED },
  completeClosing: { COMPLETED: RequestStatus.CLOSED },
  sendClosingReport: { CLOSED: RequestStatus.REPORT_SENT },
};

const ACTION_NAMES: Record<RequestAction, string> = {
  saveDraft: '임시저장',
  file: '의뢰 등록',
  resubmit: '수정',
  cancel: '접수 취소',
  approve: '승인',
  reject: '보완요청',
  changeStep: '진행 단계 변경',
  assignManager: '사례 담당자 지정',
  completeClosing: '종결처리',
  sendClosingReport: '종결 보고 발송',
};

export interface RequestFacts {
  status: RequestStatus;
  progressStep?: ProgressStep | null;
}

/** Whether the action is legal now (the table, plus: closing only from the closing-report step). */
export function can(action: RequestAction, r: RequestFacts): boolean {
  if (!(r.status in TRANSITIONS[action])) return false;
  if (action === 'completeClosing') return r.progressStep === ProgressStep.CLOSING_REPORT;
  return true;
}

/** The state after the action, or a 409 ILLEGAL_TRANSITION naming the state and the action in Korean. */
export function transition(action: RequestAction, r: RequestFacts): RequestStatus {
  const to = TRANSITIONS[action][r.status];
  if (!to) throw new AppError(409, 'ILLEGAL_TRANSITION', `${STATUS_NAMES[r.status]} 상태의 의뢰는 ${ACTION_NAMES[action]}할 수 없습니다.`);
  if (action === 'completeClosing' && r.progressStep !== ProgressStep.CLOSING_REPORT)
    throw new AppError(409, 'ILLEGAL_TRANSITION', '종결보고 단계에서만 종결처리할 수 있습니다.');
  return to;
}

/** change-progress-step: a step the case is not already in (the steps may be revisited: a case goes back to a meeting). */
export function nextStep(r: RequestFacts, step: ProgressStep): ProgressStep {
  transition('changeStep', r);
  if (r.progressStep === step) throw new AppError(409, 'SAME_PROGRESS_STEP', `이미 ${STEP_NAMES[step]} 단계입니다.`);
  return step;
}
