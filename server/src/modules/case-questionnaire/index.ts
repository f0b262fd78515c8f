import type { Module } from '../../platform/module.js';
import { SdqSelfReportResolver } from './questionnaire.abilities.js';
import { SatisfactionAssessment, SdqKr } from './questionnaire.entity.js';
import { SatisfactionAssessmentResolver, SdqKrResolver } from './questionnaire.resolver.js';
import { caseQuestionnaireRoutes } from './questionnaire.rest.js';

/**
 * The questionnaires of a case answered by SMS link (SPEC §3 "SDQ-KR questionnaire", "Satisfaction assessment"):
 * one service for both kinds, the SDQ scoring (forms/sdq.scoring.ts, pure, beside the instrument it scores), the link and code machinery of
 * platform/respondent. Records reach their case through case-record/case-access.ts. `RequestDetail.sdqSelfReport`
 * tells the case screens whether the student may answer the SDQ-KR self-report (11–17).
 */
export const caseQuestionnaireModule: Module = {
  name: 'case-questionnaire',
  entities: [SdqKr, SatisfactionAssessment],
  resolvers: [SdqKrResolver, SatisfactionAssessmentResolver, SdqSelfReportResolver],
  routes: caseQuestionnaireRoutes,
};
