import type { ComponentType } from 'react';
import { InterviewEvaluationList } from './InterviewEvaluationList';
import {
  CaseManagementLogRecords,
  CaseMinutesRecords,
  CgiPostRecords,
  CgiPreRecords,
  ClosingReportRecords,
  SatisfactionRecords,
  SdqPostRecords,
  SdqPreRecords,
  type StepRecordsProps,
} from './StepRecordLists';

/**
 * The records the case workspace lists under each step item (case-management/CaseDetailPage), by item key. An item
 * without an entry is still 준비 중; each record type adds its list component here.
 */
export const STEP_RECORD_LISTS: Partial<Record<string, ComponentType<StepRecordsProps>>> = {
  INTERVIEW_EVALUATION: InterviewEvaluationList,
  SDQ_KR_PRE: SdqPreRecords,
  CGI_PRE: CgiPreRecords,
  SDQ_KR_POST: SdqPostRecords,
  CGI_POST: CgiPostRecords,
  SATISFACTION_ASSESSMENT: SatisfactionRecords,
  CASE_MINUTES: CaseMinutesRecords,
  CASE_MANAGEMENT_LOG: CaseManagementLogRecords,
  CLOSING_REPORT: ClosingReportRecords,
};
