import type { ComponentType } from 'react';
import { InterviewEvaluationList } from './InterviewEvaluationList';

/**
 * The records the case workspace lists under each step item (case-management/CaseDetailPage), by item key. An item
 * without an entry is still 준비 중; each record type adds its list component here.
 */
export const STEP_RECORD_LISTS: Partial<Record<string, ComponentType<{ requestId: number }>>> = {
  INTERVIEW_EVALUATION: InterviewEvaluationList,
};
