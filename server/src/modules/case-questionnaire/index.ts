import type { Module } from '../../platform/module.js';
import { SatisfactionAssessment, SdqKr } from './questionnaire.entity.js';
import { SatisfactionAssessmentResolver, SdqKrResolver } from './questionnaire.resolver.js';
import { caseQuestionnaireRoutes } from './questionnaire.rest.js';

/**
 * The questionnaires of a case answered by SMS link (SPEC §3 "SDQ-KR questionnaire", "Satisfaction assessment"):
 * one service for both kinds, the SDQ scoring (sdq.scoring.ts, pure), the link and code machinery of
 * platform/respondent. Records reach their case through case-record/case-access.ts.
 */
export const caseQuestionnaireModule: Module = {
  name: 'case-questionnaire',
  entities: [SdqKr, SatisfactionAssessment],
  resolvers: [SdqKrResolver, SatisfactionAssessmentResolver],
  routes: caseQuestionnaireRoutes,
};
