import type { Module } from '../../platform/module.js';
import { CaseRecordChoicesResolver } from './case-record.resolver.js';
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
  entities: [InterviewEvaluation],
  resolvers: [CaseRecordChoicesResolver, CaseRecordFormResolver, InterviewEvaluationResolver],
  routes: [...interviewEvaluationRoutes],
};
