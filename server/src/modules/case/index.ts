import type { Module } from '../../platform/module.js';
import { CaseManagementLogResolver } from './case-management-log.resolver.js';
import { caseManagementLog } from './case-management-log.record.js';
import { caseManagementLogRoutes } from './case-management-log.rest.js';
import { CaseMinutesResolver } from './case-minutes.resolver.js';
import { caseMinutes } from './case-minutes.record.js';
import { caseMinutesRoutes } from './case-minutes.rest.js';
import { CaseRecordChoicesResolver } from './case-record.resolver.js';
import { CgiResolver } from './cgi.resolver.js';
import { cgi } from './cgi.record.js';
import { cgiRoutes } from './cgi.rest.js';
import { ClosingReportResolver } from './closing-report.resolver.js';
import { closingReport } from './closing-report.record.js';
import { closingReportRoutes } from './closing-report.rest.js';
import { InterviewEvaluation } from './interview-evaluation.entity.js';
import { InterviewEvaluationResolver } from './interview-evaluation.resolver.js';
import { interviewEvaluationRoutes } from './interview-evaluation.rest.js';
import { CaseRecordFormResolver } from './record-forms.js';

/**
 * The records of a case (SPEC §3 "Interview evaluation" … "Closing report"): each record type has its entity,
 * inputs, views, service, resolver and REST routes in this folder, and all reach their case through
 * case-access.ts (jurisdiction, then case-record.policy.ts).
 */
export const caseRecordModule: Module = {
  name: 'case-record',
  entities: [InterviewEvaluation, cgi.Entity, caseMinutes.Entity, caseManagementLog.Entity, closingReport.Entity],
  resolvers: [CaseRecordChoicesResolver, CaseRecordFormResolver, InterviewEvaluationResolver, CgiResolver, CaseMinutesResolver, CaseManagementLogResolver, ClosingReportResolver],
  routes: [...interviewEvaluationRoutes, ...cgiRoutes, ...caseMinutesRoutes, ...caseManagementLogRoutes, ...closingReportRoutes],
};
