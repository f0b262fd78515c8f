import type { Module } from '../../platform/module.js';
import { SdqSelfReportResolver } from './questionnaire/questionnaire.abilities.js';
import { SatisfactionAssessment, SdqKr } from './questionnaire/questionnaire.entity.js';
import { SatisfactionAssessmentResolver, SdqKrResolver } from './questionnaire/questionnaire.resolver.js';
import { caseQuestionnaireRoutes } from './questionnaire/questionnaire.rest.js';
import { CaseManagementLogResolver } from './record/case-management-log.resolver.js';
import { caseManagementLog } from './record/case-management-log.record.js';
import { caseManagementLogRoutes } from './record/case-management-log.rest.js';
import { CaseMinutesResolver } from './record/case-minutes.resolver.js';
import { caseMinutes } from './record/case-minutes.record.js';
import { caseMinutesRoutes } from './record/case-minutes.rest.js';
import { CaseRecordChoicesResolver } from './record/case-record.resolver.js';
import { CgiResolver } from './record/cgi.resolver.js';
import { cgi } from './record/cgi.record.js';
import { cgiRoutes } from './record/cgi.rest.js';
import { ClosingReportResolver } from './record/closing-report.resolver.js';
import { closingReport } from './record/closing-report.record.js';
import { closingReportRoutes } from './record/closing-report.rest.js';
import { InterviewEvaluation } from './record/interview-evaluation.entity.js';
import { InterviewEvaluationResolver } from './record/interview-evaluation.resolver.js';
import { interviewEvaluationRoutes } from './record/interview-evaluation.rest.js';
import { CaseRecordFormResolver } from './record/record-forms.js';
import { CaseMinutesStatisticsArchive } from './statistics/case-minutes.archive.js';
import { CaseStatisticsResolver } from './statistics/statistics.resolver.js';
import { caseStatisticsRoutes } from './statistics/statistics.rest.js';
import { CaseTimelineResolver } from './timeline/case-timeline.resolver.js';
import { caseTimelineRoutes } from './timeline/case-timeline.rest.js';

/**
 * The case (사례): a request (의뢰, request/) once the center approves it. The request's lifecycle stays in request/;
 * everything recorded on the case is here, and reaches its case through case.access.ts (who may call, then
 * caseForRead / caseForWrite: jurisdiction, then record/case-record.policy.ts).
 *
 * - record/: the records of a case (SPEC §3 "Interview evaluation" … "Closing report"), each record type with its
 *   entity, inputs, views, service, resolver and REST routes.
 * - questionnaire/: the questionnaires answered by SMS link (SPEC §3 "SDQ-KR questionnaire", "Satisfaction
 *   assessment"): one service for both kinds, the SDQ scoring (forms/sdq.scoring.ts, pure, beside the instrument it
 *   scores), the link and code machinery of platform/respondent. `RequestDetail.sdqSelfReport` tells the case screens
 *   whether the student may answer the SDQ-KR self-report (11–17).
 * - timeline/: the student's timeline on a case (issue 9, beyond the spec): screenings of every year, SDQ-KR and CGI
 *   before and after with the change, the case's events; exportable. Reads only; no table of its own.
 * - statistics/: the statistics figures that read case records (the case meetings) and the statistics export, on
 *   the request statistics' filters, reach and paths.
 */
export const caseModule: Module = {
  name: 'case',
  entities: [InterviewEvaluation, cgi.Entity, caseMinutes.Entity, caseManagementLog.Entity, closingReport.Entity, SdqKr, SatisfactionAssessment, CaseMinutesStatisticsArchive],
  resolvers: [
    CaseRecordChoicesResolver,
    CaseRecordFormResolver,
    InterviewEvaluationResolver,
    CgiResolver,
    CaseMinutesResolver,
    CaseManagementLogResolver,
    ClosingReportResolver,
    SdqKrResolver,
    SatisfactionAssessmentResolver,
    SdqSelfReportResolver,
    CaseTimelineResolver,
    CaseStatisticsResolver,
  ],
  routes: [
    ...interviewEvaluationRoutes,
    ...cgiRoutes,
    ...caseMinutesRoutes,
    ...caseManagementLogRoutes,
    ...closingReportRoutes,
    ...caseQuestionnaireRoutes,
    ...caseTimelineRoutes,
    ...caseStatisticsRoutes,
  ],
};
