import type { InterviewTargetType } from '../../gql/graphql';

export const TARGET_LABELS: Record<InterviewTargetType, string> = { STUDENT: '학생', GUARDIAN: '보호자', TEACHER: '교사' };
export const isTargetType = (v: string | undefined): v is InterviewTargetType => !!v && v in TARGET_LABELS;

/** isDone as the case workspace and the detail show it. */
export const DONE_LABELS: Record<string, string> = { N: '임시저장', Y: '제출' };

/** Where a saved interview evaluation returns to (SPEC §2: the case detail at its step). */
export const INTERVIEW_STEP = { step: 'IN_DEPTH_EVALUATION', item: 'INTERVIEW_EVALUATION' } as const;
export const INTERVIEW_FORM = 'interview-evaluation';

export const INTERVIEW_MESSAGES = {
  saveFailed: '면담평가를 저장하지 못했습니다.',
  deleteFailed: '면담평가를 삭제하지 못했습니다.',
  loadFailed: '면담평가를 불러오지 못했습니다.',
  deleteConfirm: '이 면담평가를 삭제할까요? 삭제한 기록은 목록에서 사라집니다.',
};
