import type { InterviewTargetType } from '../../gql/graphql';

export const TARGET_LABELS: Record<InterviewTargetType, string> = { STUDENT: '학생', GUARDIAN: '보호자', TEACHER: '교사' };
export const isTargetType = (v: string | undefined): v is InterviewTargetType => !!v && v in TARGET_LABELS;

/** isDone as the case workspace and the detail show it. */
export const DONE_LABELS: Record<string, string> = { N: '임시저장', Y: '제출' };

/** Where a saved interview evaluation returns to (SPEC §2: the case detail at its step). */
export const INTERVIEW_STEP = { step: 'IN_DEPTH_EVALUATION', item: 'INTERVIEW_EVALUATION' } as const;
