import type { Module } from '../../platform/module.js';
import { ConsentResolver } from './consent.resolver.js';
import { consentRoutes } from './consent.rest.js';
import { CrisisAlert, CrisisAlertEvent } from './crisis-alert.entity.js';
import { CrisisAlertResolver } from './crisis-alert.resolver.js';
import { crisisAlertRoutes } from './crisis-alert.rest.js';
import { crisisEscalationJob } from './crisis-alert.service.js';
import {
  Interpretation,
  NormSetRecord,
  SimpleEvaluation,
  SimpleEvaluationAgree,
  SimpleEvaluationSequence,
} from './simple-evaluation.entity.js';
import {
  SimpleEvaluationAbilitiesResolver,
  SimpleEvaluationDetailAbilitiesResolver,
  SimpleEvaluationGlobalAbilitiesResolver,
  SimpleEvaluationResolver,
} from './simple-evaluation.resolver.js';
import { simpleEvaluationRoutes } from './simple-evaluation.rest.js';

export const simpleEvaluationModule: Module = {
  name: 'simple-evaluation',
  entities: [SimpleEvaluation, SimpleEvaluationAgree, SimpleEvaluationSequence, NormSetRecord, Interpretation, CrisisAlert, CrisisAlertEvent],
  resolvers: [
    SimpleEvaluationResolver,
    SimpleEvaluationAbilitiesResolver,
    SimpleEvaluationDetailAbilitiesResolver,
    SimpleEvaluationGlobalAbilitiesResolver,
    ConsentResolver,
    CrisisAlertResolver,
  ],
  routes: [...simpleEvaluationRoutes, ...consentRoutes, ...crisisAlertRoutes],
  jobs: [crisisEscalationJob],
};
