import type { Module } from '../../platform/module.js';
import { ConsentResolver } from './consent.resolver.js';
import { consentRoutes } from './consent.rest.js';
import { CrisisAlert } from './crisis-alert.entity.js';
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
  entities: [SimpleEvaluation, SimpleEvaluationAgree, SimpleEvaluationSequence, NormSetRecord, Interpretation, CrisisAlert],
  resolvers: [
    SimpleEvaluationResolver,
    SimpleEvaluationAbilitiesResolver,
    SimpleEvaluationDetailAbilitiesResolver,
    SimpleEvaluationGlobalAbilitiesResolver,
    ConsentResolver,
  ],
  routes: [...simpleEvaluationRoutes, ...consentRoutes],
};
