import type { TargetType, TestType } from '../../../gql/graphql';

/**
 * SPEC §9's target and test types (the server's one `TargetType` / `TestType` enum), named once for every case record
 * and questionnaire: who answered or was interviewed, and before or after the intervention.
 */
export type Target = TargetType;
export type { TestType };
export const TARGETS: Target[] = ['STUDENT', 'GUARDIAN', 'TEACHER'];
export const TARGET_LABELS: Record<Target, string> = { STUDENT: '학생', GUARDIAN: '보호자', TEACHER: '교사' };
export const TEST_LABELS: Record<TestType, string> = { PRELIMINARY: '사전', POST: '사후' };
export const isTarget = (v: string | undefined): v is Target => !!v && v in TARGET_LABELS;
export const isTestType = (v: string | undefined): v is TestType => !!v && v in TEST_LABELS;

/**
 * What a save of a case record or questionnaire says, in SPEC §8's words, one rule for all (the server's
 * case/record/record-messages.ts): a draft 저장, a submission 완료, a delete 삭제. A save whose answer carries the
 * server's message shows that one.
 */
export const SAVE_MESSAGES = { draft: '저장 되었습니다.', submitted: '완료되었습니다.', deleted: '삭제되었습니다.' };
export const savedMessage = (isDone: string) => (isDone === 'Y' ? SAVE_MESSAGES.submitted : SAVE_MESSAGES.draft);

/** isDone as the case workspace and the detail show it. */
export const DONE_LABELS: Record<string, string> = { N: '임시저장', Y: '제출' };

/** Where a saved interview evaluation returns to (SPEC §2: the case detail at its step). */
export const INTERVIEW_STEP = { step: 'IN_DEPTH_EVALUATION', item: 'INTERVIEW_EVALUATION' } as const;
