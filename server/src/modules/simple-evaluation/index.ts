import type { Module } from '../../platform/module.js';
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
  entities: [SimpleEvaluation, SimpleEvaluationAgree, SimpleEvaluationSequence, NormSetRecord, Interpretation],
  resolvers: [SimpleEvaluationResolver, SimpleEvaluationAbilitiesResolver, SimpleEvaluationDetailAbilitiesResolver, SimpleEvaluationGlobalAbilitiesResolver],
  routes: simpleEvaluationRoutes,
};
